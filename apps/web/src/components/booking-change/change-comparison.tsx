import type { BookingChangePreview, ChangeStay } from '@staybook/contract/booking-changes';
import { formatDay, formatGuests, plural } from '@staybook/contract/format';
import { formatInr, formatInrMoved } from '@staybook/contract/money';

/**
 * A change as the server priced it, for the guest and the desk alike: the stay before and after (dates, rooms, plans,
 * guests, totals), the difference, what is paid, refunded, kept or left to pay at the property, and the server's own
 * sentence for the outcome. Nothing here is computed: every figure is the preview's.
 */
export function ChangeComparison({ preview }: { preview: BookingChangePreview }) {
  return (
    <section aria-label="The change" className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <StayCard title="Before" stay={preview.before} />
        <StayCard title="After" stay={preview.after} />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl border border-slate-200 p-4 text-sm tabular-nums">
        <dt>Difference</dt>
        <dd className="text-right font-semibold">{signedInr(preview.difference)}</dd>
        {preview.paidOnline > 0 && (
          <>
            <dt className="text-slate-600">Paid online so far</dt>
            <dd className="text-right text-slate-600">{formatInrMoved(preview.paidOnline)}</dd>
          </>
        )}
        {preview.payNow > 0 && (
          <>
            <dt className="font-semibold">Pay now</dt>
            <dd className="text-right font-semibold">{formatInrMoved(preview.payNow)}</dd>
          </>
        )}
        {preview.refund > 0 && (
          <>
            <dt className="font-semibold">Refunded</dt>
            <dd className="text-right font-semibold text-green-800">{formatInrMoved(preview.refund)}</dd>
          </>
        )}
        {preview.kept > 0 && (
          <>
            <dt>Kept by the booking’s policy</dt>
            <dd className="text-right">{formatInrMoved(preview.kept)}</dd>
          </>
        )}
        {preview.dueAtProperty > 0 && (
          <>
            <dt>Due at the property</dt>
            <dd className="text-right">{formatInrMoved(preview.dueAtProperty)}</dd>
          </>
        )}
      </dl>
      <p role="status" className="rounded-xl bg-slate-50 p-3 text-sm font-medium text-slate-900">
        {preview.message}
      </p>
      {preview.extrasNote && <p className="text-sm text-slate-700">{preview.extrasNote}</p>}
      {!preview.allowed && preview.reason && (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {preview.reason}
        </p>
      )}
    </section>
  );
}

/** '+₹2,100', '−₹1,400', '₹0'. */
export function signedInr(rupees: number): string {
  if (rupees > 0) return `+${formatInr(rupees)}`;
  if (rupees < 0) return `−${formatInr(-rupees)}`;
  return formatInr(0);
}

function StayCard({ title, stay }: { title: string; stay: ChangeStay }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 text-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-slate-800">
        {formatDay(stay.checkInDate)} – {formatDay(stay.checkOutDate)} · {plural(stay.nights, 'night')}
      </p>
      <ul className="mt-2 space-y-1 text-slate-700">
        {stay.rooms.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a room type may be booked twice under one plan; the list is read-only
          <li key={i}>
            {plural(r.roomCount, 'room')} · {r.roomName} · {r.ratePlanName} · {formatGuests(r.adults, r.children)}
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 tabular-nums">
        <dt className="text-slate-600">Room rent</dt>
        <dd className="text-right">{formatInr(stay.totalRoomRent)}</dd>
        <dt className="text-slate-600">GST</dt>
        <dd className="text-right">{formatInr(stay.tax)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatInr(stay.total)}</dd>
      </dl>
    </div>
  );
}
