import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import { formatInr, formatInrMoved } from '@staybook/contract/money';
import { Panel } from '../../components/console-ui';

/**
 * The booking's money on the desk: the price as booked in whole rupees (the spec's prices), then what moved and what
 * is owed to the paisa (₹10,708.50), as the guest's bank and the books have it.
 */
export function BookingAmountsPanel({ booking: b }: { booking: AdminBookingDetails }) {
  return (
    <Panel title="Amounts">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
        <dt>Room rent</dt>
        <dd className="text-right">{formatInr(b.roomRent)}</dd>
        <dt>GST</dt>
        <dd className="text-right">{formatInr(b.tax)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatInr(b.total)}</dd>
        {(b.extras ?? 0) > 0 && (
          <>
            <dt>Extras on the folio</dt>
            <dd className="text-right">{formatInrMoved(b.extras ?? 0)}</dd>
            <dt className="font-semibold">Total with extras</dt>
            <dd className="text-right font-semibold">{formatInrMoved(b.total + (b.extras ?? 0))}</dd>
          </>
        )}
        <dt className="text-slate-600">Paid and not refunded</dt>
        <dd className="text-right text-slate-600">{formatInrMoved(b.refundable)}</dd>
        {(b.refunded ?? 0) > 0 && (
          <>
            <dt className="text-slate-600">Refunded</dt>
            <dd className="text-right text-slate-600">{formatInrMoved(b.refunded ?? 0)}</dd>
          </>
        )}
        {b.paymentPolicy && b.paymentPolicy !== 'pay_now' && (
          <>
            <dt className="text-slate-600">Due online when booked</dt>
            <dd className="text-right text-slate-600">{formatInrMoved(b.amountDueNow ?? 0)}</dd>
          </>
        )}
        {((b.paidAtProperty ?? 0) > 0 || (b.balanceDue ?? 0) > 0) && (
          <>
            <dt className="text-slate-600">Paid at the property</dt>
            <dd className="text-right text-slate-600">{formatInrMoved(b.paidAtProperty ?? 0)}</dd>
            <dt className="font-semibold">Due at the property</dt>
            <dd className="text-right font-semibold">{formatInrMoved(b.balanceDue ?? 0)}</dd>
          </>
        )}
      </dl>
      {b.paymentSummary && <p className="mt-2 text-sm text-slate-700">{b.paymentSummary}</p>}
    </Panel>
  );
}
