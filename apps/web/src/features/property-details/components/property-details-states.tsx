import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

export function PropertyDetailsSkeleton() {
  const t = useT('property');
  return (
    <main aria-busy="true" className="mx-auto min-h-screen max-w-6xl animate-pulse sm:px-4 sm:pt-4">
      <span role="status" className="sr-only">
        {t('property.loading')}
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
  const t = useT('property');
  return (
    <main className="grid min-h-[50vh] place-items-center px-6 text-center">
      <div role="alert">
        <h1 className="text-xl font-semibold text-slate-900">{t('property.failed')}</h1>
        <p className="mt-2 text-slate-600">{t('property.checkConnection')}</p>
        <button type="button" className="btn-primary mt-5" onClick={onRetry}>
          {t('property.tryAgain')}
        </button>
      </div>
    </main>
  );
}

export function PropertyMissing({ reason }: { reason: 'no-id' | 'not-found' }) {
  const t = useT('property');
  return (
    <main className="grid min-h-[50vh] place-items-center px-6 text-center">
      <div className="max-w-md">
        <h1 className="text-xl font-semibold text-slate-900">
          {reason === 'no-id' ? t('property.whichProperty') : t('property.notFound')}
        </h1>
        <p className="mt-2 text-slate-600">
          {reason === 'no-id' ? t('property.chooseFromList') : t('property.noLongerListed')}
        </p>
        <Link to={paths.propertyList} className="btn-primary mt-5">
          {t('property.browse')}
        </Link>
      </div>
    </main>
  );
}
