import { formatInr } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { perNightRate, type RatePlanOption } from '../logic/room-option';
import { useRoomWords } from './room-words';

interface RatePlanListProps {
  roomName: string;
  plans: RatePlanOption[];
  /** The plan in the selection; null when the room is not selected (the default is then marked). */
  chosenId: string | null | undefined;
  /** Choosing a plan adds the room under it, or switches the plan of the room already selected. */
  onChoose: (planId: string | null) => void;
  disabled: boolean;
}

/** A room's rate plans side by side: price per night, meals, and the cancellation promise for this stay. */
export function RatePlanList({ roomName, plans, chosenId, onChoose, disabled }: RatePlanListProps) {
  const t = useT('rooms');
  const words = useRoomWords();
  if (plans.length === 0) return null;
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="sr-only">{t('rooms.ratesFor', { name: roomName })}</legend>
      {plans.map((plan, i) => {
        const chosen = chosenId === undefined ? false : (chosenId ?? plans[0]?.id) === plan.id;
        return (
          <div
            key={plan.id ?? `standard-${i}`}
            className={`flex flex-col gap-1 rounded-xl border p-3 text-sm ${chosen ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
          >
            <p className="font-semibold text-slate-900">{plan.name}</p>
            {plan.mealPlanLabel && <p className="text-slate-600">{words.meal(plan)}</p>}
            <p className={plan.isNonRefundable ? 'font-medium text-amber-800' : 'font-medium text-emerald-800'}>
              {words.cancellation(plan)}
            </p>
            {plan.paymentNote && <p className="font-medium text-slate-800">{words.payment(plan)}</p>}
            <p className="mt-auto">
              <span className="text-base font-bold text-slate-900">{formatInr(perNightRate(plan))}</span>
              <span className="text-slate-600">{t('rooms.perNight')}</span>
              {typeof plan.taxPerNight === 'number' && (
                <span className="block text-xs text-slate-600">
                  {plan.taxPerNight > 0 ? t('card.taxes', { amount: formatInr(plan.taxPerNight) }) : t('card.noGst')}
                </span>
              )}
            </p>
            <button
              type="button"
              className={chosen ? 'btn-primary py-1.5 text-sm' : 'btn-outline py-1.5 text-sm'}
              aria-pressed={chosen}
              aria-label={t('rooms.chooseRate', { room: roomName, plan: plan.name })}
              disabled={disabled && !chosen}
              onClick={() => onChoose(plan.id)}
            >
              {chosen ? t('rooms.chosen') : t('rooms.choose')}
            </button>
          </div>
        );
      })}
    </fieldset>
  );
}
