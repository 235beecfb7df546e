import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import { formatInstant } from '@staybook/contract/format';
import { formatInrMoved } from '@staybook/contract/money';
import { paymentMethodLabel } from '@staybook/contract/payment-methods';
import { Badge } from '../../components/console-ui';
import { paymentLabel, refundLabel } from '../logic/labels';

type Payment = AdminBookingDetails['payments'][number];

/** The refund's line: its provider id and day, then where the money is (pending, credited with the bank's reference, failed). */
function RefundLine({ p }: { p: Payment }) {
  if (!p.refundId) return null;
  const refund = refundLabel(p.refundStatus ?? null);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
      <span>
        Refund {p.refundAmount !== undefined ? `of ${formatInrMoved(p.refundAmount)}, ` : ''}
        {p.refundId}
        {p.refundedAt ? ` sent ${formatInstant(p.refundedAt)}` : ''}
        {p.refundStatus === 'processed' && p.refundProcessedAt
          ? ` · credited ${formatInstant(p.refundProcessedAt)}`
          : ''}
        {p.refundBankReference ? ` · bank reference ${p.refundBankReference}` : ''}
      </span>
      {refund && <Badge tone={refund.tone}>{refund.label}</Badge>}
    </div>
  );
}

/** Orders opened with the payment provider, newest first, with what became of each one's money. */
export function OnlinePaymentsList({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) return <p className="text-sm text-slate-600">No payment order was opened.</p>;
  return (
    <ul className="space-y-3 text-sm" aria-label="Online payments">
      {payments.map((p) => (
        <li key={p.id} className="rounded-lg bg-slate-50 p-3">
          <div className="flex flex-wrap justify-between gap-2">
            <span className="font-semibold">{formatInrMoved(p.amount)}</span>
            <Badge tone={p.status === 'captured' ? 'green' : p.status === 'failed' ? 'red' : 'slate'}>
              {paymentLabel(p.status)}
            </Badge>
          </div>
          <div className="mt-1 text-slate-600">
            {p.provider} order {p.orderId}
            {p.paymentId ? ` · payment ${p.paymentId}` : ''}
            {p.method ? ` · ${paymentMethodLabel(p.method)}` : ''}
          </div>
          <RefundLine p={p} />
        </li>
      ))}
    </ul>
  );
}
