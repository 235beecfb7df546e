import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import { formatInstant } from '@staybook/contract/format';
import { formatInrMoved } from '@staybook/contract/money';

/** Payments the desk recorded at the property, oldest first (records are never edited, so there is nothing to do). */
export function DeskPaymentsList({ booking }: { booking: AdminBookingDetails }) {
  const list = booking.deskPayments ?? [];
  if (list.length === 0) return null;
  return (
    <ul className="mb-3 space-y-3 text-sm" aria-label="Payments taken at the property">
      {list.map((p) => (
        <li key={p.id} className="rounded-lg bg-emerald-50 p-3">
          <div className="flex flex-wrap justify-between gap-2">
            <span className="font-semibold">{formatInrMoved(p.amount)}</span>
            <span className="text-slate-700">{p.methodLabel}</span>
          </div>
          <div className="mt-1 text-slate-600">
            At the property on {formatInstant(p.recordedAt)}
            {p.reference ? ` · ref. ${p.reference}` : ''}
            {p.recordedBy ? ` · by +91 ${p.recordedBy}` : ''}
          </div>
        </li>
      ))}
    </ul>
  );
}
