import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useBookings } from '../api/get-bookings';
import { BackHeader } from '../components/back-header';
import { BookingCard } from '../components/booking-card';
import { BookingChips } from '../components/booking-chips';
import { SignInPrompt } from '../components/sign-in-prompt';
import { useSignedIn } from '../hooks/use-signed-in';
import { type BookingChip, bookingChips, filterBookings } from '../logic/booking-filters';

function ListSkeleton() {
  const t = useT('bookings');
  return (
    <div role="status" aria-label={t('bookings.loading')} className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex animate-pulse gap-3 rounded-2xl border border-slate-200 p-3">
          <div className="size-24 rounded-xl bg-slate-200" />
          <div className="flex-1 space-y-2 py-1">
            <div className="h-4 w-1/2 rounded bg-slate-200" />
            <div className="h-3 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /bookings: the signed-in guest's bookings, newest first, filtered by chip (kept in the URL). */
export default function BookingsPage() {
  const t = useT('bookings');
  usePageMeta(t('bookings.pageTitle'));
  const signedIn = useSignedIn();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('filter');
  const chip: BookingChip = bookingChips.find((c) => c === requested) ?? 'All';
  const bookings = useBookings(signedIn);
  const unauthorised = bookings.error instanceof ApiError && bookings.error.status === 401;

  const setChip = (next: BookingChip) =>
    setSearch(next === 'All' ? {} : { filter: next }, { replace: true, preventScrollReset: true });

  let body: React.ReactNode;
  if (!signedIn || unauthorised) {
    body = <SignInPrompt message={t('bookings.signIn')} />;
  } else if (bookings.isPending) {
    body = <ListSkeleton />;
  } else if (bookings.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p>{t('bookings.loadFailed')}</p>
        <button type="button" className="btn-outline mt-3" onClick={() => void bookings.refetch()}>
          {t('bookings.tryAgain')}
        </button>
      </div>
    );
  } else {
    const shown = filterBookings(bookings.data, chip);
    body = (
      <>
        <BookingChips value={chip} onChange={setChip} />
        {shown.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 p-8 text-center text-slate-700">{t('bookings.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {shown.map((b, i) => (
              <li key={b.id}>
                <BookingCard booking={b} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <main className="mx-auto max-w-3xl px-4 pt-4 pb-12">
      <BackHeader title={t('bookings.heading')} fallback={paths.profile} backLabel={t('bookings.back')} />
      {body}
    </main>
  );
}
