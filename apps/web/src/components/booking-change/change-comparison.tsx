import type { BookingChangePreview, ChangeStay } from '@staybook/contract/booking-changes';
import { formatInr, formatInrMoved } from '@staybook/contract/money';
import { type ChangeTexts, englishChangeTexts } from './change-texts';

/**
 * A change as the server priced it, for the guest and the desk alike: the stay before and after (dates, rooms, plans,
 * guests, totals), the difference, what is paid, refunded, kept or left to pay at the property, and the server's own
 * sentence for the outcome. Nothing here is computed: every figure is the preview's. Its words are the console's
 * English unless a guest page gives its language's (`texts`).
 */
export function ChangeComparison({
  preview,
  texts = englishChangeTexts,
}: {
  preview: BookingChangePreview;
  texts?: ChangeTexts;
}) {
  const { label } = texts;
  return (
    <section aria-label={label('change')} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <StayCard title={label('before')} stay={preview.before} texts={texts} />
        <StayCard title={label('after')} stay={preview.after} texts={texts} />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl border border-slate-200 p-4 text-sm tabular-nums">
        <dt>{label('difference')}</dt>
        <dd className="text-right font-semibold">{signedInr(preview.difference)}</dd>
        {preview.paidOnline > 0 && (
          <>
            <dt className="text-slate-600">{label('paidOnline')}</dt>
            <dd className="text-right text-slate-600">{formatInrMoved(preview.paidOnline)}</dd>
          </>
        )}
        {preview.payNow > 0 && (
          <>
            <dt className="font-semibold">{label('payNow')}</dt>
            <dd className="text-right font-semibold">{formatInrMoved(preview.payNow)}</dd>
          </>
        )}
        {preview.refund > 0 && (
          <>
            <dt className="font-semibold">{label('refunded')}</dt>
            <dd className="text-right font-semibold text-green-800">{formatInrMoved(preview.refund)}</dd>
          </>
        )}
        {preview.kept > 0 && (
          <>
            <dt>{label('kept')}</dt>
            <dd className="text-right">{formatInrMoved(preview.kept)}</dd>
          </>
        )}
        {preview.dueAtProperty > 0 && (
          <>
            <dt>{label('due')}</dt>
            <dd className="text-right">{formatInrMoved(preview.dueAtProperty)}</dd>
          </>
        )}
      </dl>
      <p role="status" className="rounded-xl bg-slate-50 p-3 text-sm font-medium text-slate-900">
        {texts.message(preview)}
      </p>
      {texts.extrasNote(preview) && <p className="text-sm text-slate-700">{texts.extrasNote(preview)}</p>}
      {!preview.allowed && preview.reason && (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {texts.refusal(preview)}
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

function StayCard({ title, stay, texts }: { title: string; stay: ChangeStay; texts: ChangeTexts }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 text-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-slate-800">{texts.stay(stay)}</p>
      <ul className="mt-2 space-y-1 text-slate-700">
        {stay.rooms.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a room type may be booked twice under one plan; the list is read-only
          <li key={i}>{texts.room(r)}</li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 tabular-nums">
        <dt className="text-slate-600">{texts.label('roomRent')}</dt>
        <dd className="text-right">{formatInr(stay.totalRoomRent)}</dd>
        <dt className="text-slate-600">{texts.label('gst')}</dt>
        <dd className="text-right">{formatInr(stay.tax)}</dd>
        <dt className="font-semibold">{texts.label('total')}</dt>
        <dd className="text-right font-semibold">{formatInr(stay.total)}</dd>
      </dl>
    </div>
  );
}
