import type { BookingSummary } from '@staybook/contract/booking';
import { links } from '../../../lib/paths';
import { CompletePayment } from './complete-payment';

/** On an unpaid booking's page: why the last attempt failed (when the provider said) and the next step. */
export function UnpaidBookingPanel({ summary }: { summary: BookingSummary }) {
  if (!summary.unpaidHold) return null;
  return (
    <section aria-label="Payment" className="space-y-3 rounded-2xl border border-amber-200 bg-sand-50 p-4">
      {summary.lastPaymentFailure && (
        <p className="text-sm text-slate-900">
          <span className="font-semibold">Last payment attempt:</span> {summary.lastPaymentFailure.replace(/\.$/, '')}.
          No money was deducted.
        </p>
      )}
      <CompletePayment
        bookingId={summary.bookingId}
        propertyName={summary.property.name}
        hold={summary.unpaidHold}
        searchAgainHref={links.selectRooms(summary.property.id, {
          checkInDate: summary._startDate,
          checkOutDate: summary._endDate,
          adults: summary.adults,
          children: summary.children,
        })}
      />
    </section>
  );
}
