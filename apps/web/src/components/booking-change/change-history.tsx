import type { BookingChange } from '@staybook/contract/booking-changes';
import { type ChangeTexts, englishChangeTexts } from './change-texts';

/**
 * The changes made to a booking, newest first: what changed (the server's sentences), when, who made it (the guest,
 * or a staff member of the hotel, by name) with the desk's reason, and what happened to the money. Its words are
 * the console's English unless a guest page gives its language's (`texts`).
 */
export function ChangeHistory({
  changes,
  viewer,
  texts = englishChangeTexts,
}: {
  changes: BookingChange[];
  viewer: 'guest' | 'staff';
  texts?: ChangeTexts;
}) {
  const newestFirst = [...changes].sort((a, b) => (b.appliedAt ?? b.requestedAt) - (a.appliedAt ?? a.requestedAt));
  return (
    <ol className="space-y-3" aria-label={texts.label('history')}>
      {newestFirst.map((c) => (
        <li key={c.id} className="rounded-xl border border-slate-200 p-3 text-sm">
          <ul className="space-y-1 font-medium text-slate-900">
            {texts.lines(c).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-1 text-slate-600">
            <time dateTime={new Date((c.appliedAt ?? c.requestedAt) * 1000).toISOString()}>
              {texts.when(c.appliedAt ?? c.requestedAt)}
            </time>
            {' · '}
            {texts.byWhom(c, viewer)}
          </p>
          {c.reason && <p className="text-slate-700">{texts.reason(c.reason)}</p>}
          {texts.moneyText(c) && <p className="text-slate-800">{texts.moneyText(c)}</p>}
          {texts.status(c.status) && <p className="text-amber-900">{texts.status(c.status)}</p>}
        </li>
      ))}
    </ol>
  );
}
