import { useT } from '../../../../lib/i18n';
import type { Selection } from '../../logic/selection';

/**
 * Spec 2.10's policy text, with the cancellation terms of the rates actually chosen (each room's plan, as the
 * server described it for this stay) instead of one promise for every booking.
 */
export function BookingPolicies({ selection }: { selection: Selection }) {
  const t = useT('booking');
  const rooms = Object.values(selection);
  return (
    <section aria-labelledby="policies-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="policies-title" className="text-base font-semibold text-slate-900">
        {t('review.policies.title')}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {rooms.map((room) => (
          <li key={room.id} className="flex gap-3">
            <span aria-hidden="true" className="text-emerald-700">
              ✓
            </span>
            <div>
              <p className="font-medium text-slate-900">
                {room.name}
                {room.ratePlanName ? `: ${room.ratePlanName}` : ''}
              </p>
              <p className="text-slate-600">{room.cancellationHeadline ?? t('review.policies.freeCancellation')}</p>
            </div>
          </li>
        ))}
        <li className="flex gap-3">
          <span aria-hidden="true" className="text-emerald-700">
            ✓
          </span>
          <div>
            <p className="font-medium text-slate-900">{t('review.policies.instant')}</p>
            <p className="text-slate-600">{t('review.policies.instantText')}</p>
          </div>
        </li>
      </ul>
    </section>
  );
}
