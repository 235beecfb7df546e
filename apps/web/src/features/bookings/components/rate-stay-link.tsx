import type { BookingSummary } from '@staybook/contract/booking';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { links } from '../../../lib/paths';

/**
 * "Rate your stay" on a stay the guest reads as completed (not a no-show, which shares the label); the review page
 * asks the server whether the stay can still be reviewed, so this only opens the door.
 */
export function RateStayLink({ summary }: { summary: BookingSummary }) {
  const t = useT('bookings');
  if (summary.status !== 'completed' || summary.statusText !== 'Completed') return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4">
      <p className="text-slate-800">{t('bookings.rate.prompt')}</p>
      <Link to={links.rateStay(summary.bookingId)} className="btn-primary">
        {t('bookings.rate.link')}
      </Link>
    </div>
  );
}
