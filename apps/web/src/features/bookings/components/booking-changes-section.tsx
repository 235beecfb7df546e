import type { BookingSummary } from '@staybook/contract/booking';
import { Link } from 'react-router';
import { ChangeHistory } from '../../../components/booking-change/change-history';
import { useT } from '../../../lib/i18n';
import { links } from '../../../lib/paths';
import { useBookingChanges } from '../api/get-booking-changes';
import { useChangeTexts } from './change-words';

/**
 * "Change booking" while the booking is confirmed and before check-in (the server says whether the plan allows it
 * when the change is reviewed), and "Changes to this booking": every change made by the guest or the hotel.
 */
export function BookingChangesSection({ summary }: { summary: BookingSummary }) {
  const t = useT('bookings');
  const changes = useBookingChanges(summary.bookingId);
  const texts = useChangeTexts();
  const canChange = summary.status === 'upcoming';
  const list = changes.data ?? [];
  if (!canChange && list.length === 0) return null;
  return (
    <section aria-labelledby="booking-changes" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="booking-changes" className="font-semibold text-slate-900">
        {t('bookings.changes.title')}
      </h2>
      {changes.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('bookings.changes.loadFailed')}
        </p>
      )}
      {list.length > 0 ? (
        <div className="mt-3">
          <ChangeHistory changes={list} viewer="guest" texts={texts} />
        </div>
      ) : (
        changes.isSuccess && <p className="mt-2 text-sm text-slate-600">{t('bookings.changes.none')}</p>
      )}
      {canChange && (
        <Link to={links.changeBooking(summary.bookingId)} className="btn-outline mt-3">
          {t('bookings.changes.change')}
        </Link>
      )}
    </section>
  );
}
