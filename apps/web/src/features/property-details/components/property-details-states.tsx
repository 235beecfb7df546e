import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

export function PropertyDetailsSkeleton() {
  return (
    <main aria-busy="true" className="mx-auto min-h-screen max-w-6xl animate-pulse sm:px-4 sm:pt-4">
      <span role="status" className="sr-only">
        Loading property details
      </span>
      <div className="aspect-[4/3] bg-slate-200 sm:aspect-[16/7] sm:rounded-2xl" />
      <div className="space-y-3 px-4 pt-4 sm:px-0">
        <div className="h-8 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="mt-6 h-10 w-full rounded bg-slate-100" />
        <div className="h-32 w-full rounded bg-slate-100" />
      </div>
    </main>
  );
}

export function PropertyDetailsError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="grid min-h-[50vh] place-items-center px-6 text-center">
      <div role="alert">
        <h1 className="text-xl font-semibold text-slate-900">Failed to load property details</h1>
        <p className="mt-2 text-slate-600">Please check your connection and try again.</p>
        <button type="button" className="btn-primary mt-5" onClick={onRetry}>
          Try Again
        </button>
      </div>
    </main>
  );
}

export function PropertyMissing({ reason }: { reason: 'no-id' | 'not-found' }) {
  return (
    <main className="grid min-h-[50vh] place-items-center px-6 text-center">
      <div className="max-w-md">
        <h1 className="text-xl font-semibold text-slate-900">
          {reason === 'no-id' ? 'Which property would you like to see?' : 'We could not find this property'}
        </h1>
        <p className="mt-2 text-slate-600">
          {reason === 'no-id'
            ? 'Choose a property from the list to see its photos, rooms and prices.'
            : 'It may no longer be listed. Have a look at our other stays.'}
        </p>
        <Link to={paths.propertyList} className="btn-primary mt-5">
          Browse properties
        </Link>
      </div>
    </main>
  );
}
