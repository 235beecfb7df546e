import type { BookingChange } from '@staybook/contract/booking-changes';
import { formatInstant } from '@staybook/contract/format';

const statusText: Record<BookingChange['status'], string | null> = {
  applied: null,
  awaiting_payment: 'Waiting for the payment of the difference.',
  expired: 'Not made: the difference was not paid in time.',
  failed: 'Not made: the new rooms were taken before the payment arrived, so the payment is refunded in full.',
};

/**
 * The changes made to a booking, newest first: what changed (the server's sentences), when, who made it (the guest,
 * or a staff member of the hotel, by name) with the desk's reason, and what happened to the money.
 */
export function ChangeHistory({ changes, viewer }: { changes: BookingChange[]; viewer: 'guest' | 'staff' }) {
  const byWhom = (c: BookingChange) => {
    if (c.by === 'guest') return viewer === 'guest' ? 'Changed by you' : 'Changed by the guest';
    if (!c.staffName) return 'Changed by the hotel';
    return viewer === 'guest' ? `Changed by ${c.staffName} at the hotel` : `Changed by ${c.staffName}`;
  };
  const newestFirst = [...changes].sort((a, b) => (b.appliedAt ?? b.requestedAt) - (a.appliedAt ?? a.requestedAt));
  return (
    <ol className="space-y-3" aria-label="Changes, newest first">
      {newestFirst.map((c) => (
        <li key={c.id} className="rounded-xl border border-slate-200 p-3 text-sm">
          <ul className="space-y-1 font-medium text-slate-900">
            {c.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-1 text-slate-600">
            <time dateTime={new Date((c.appliedAt ?? c.requestedAt) * 1000).toISOString()}>
              {formatInstant(c.appliedAt ?? c.requestedAt)}
            </time>
            {' · '}
            {byWhom(c)}
          </p>
          {c.reason && <p className="text-slate-700">Reason: {c.reason}</p>}
          {c.moneyText && <p className="text-slate-800">{c.moneyText}</p>}
          {statusText[c.status] && <p className="text-amber-900">{statusText[c.status]}</p>}
        </li>
      ))}
    </ol>
  );
}
