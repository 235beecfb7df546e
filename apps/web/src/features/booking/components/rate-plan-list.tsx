import { taxesNote } from '@staybook/contract/price-note';
import { formatInr } from '../../../lib/format';
import { perNightRate, type RatePlanOption } from '../logic/room-option';

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
  if (plans.length === 0) return null;
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="sr-only">Rates for {roomName}</legend>
      {plans.map((plan, i) => {
        const chosen = chosenId === undefined ? false : (chosenId ?? plans[0]?.id) === plan.id;
        const label = `${roomName}: ${plan.name}`;
        return (
          <div
            key={plan.id ?? `standard-${i}`}
            className={`flex flex-col gap-1 rounded-xl border p-3 text-sm ${chosen ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
          >
            <p className="font-semibold text-slate-900">{plan.name}</p>
            {plan.mealPlanLabel && <p className="text-slate-600">{plan.mealPlanLabel}</p>}
            <p className={plan.isNonRefundable ? 'font-medium text-amber-800' : 'font-medium text-emerald-800'}>
              {plan.cancellationHeadline}
            </p>
            {plan.paymentNote && <p className="font-medium text-slate-800">{plan.paymentNote}</p>}
            <p className="mt-auto">
              <span className="text-base font-bold text-slate-900">{formatInr(perNightRate(plan))}</span>
              <span className="text-slate-600"> / night</span>
              {typeof plan.taxPerNight === 'number' && (
                <span className="block text-xs text-slate-600">{taxesNote(plan.taxPerNight)}</span>
              )}
            </p>
            <button
              type="button"
              className={chosen ? 'btn-primary py-1.5 text-sm' : 'btn-outline py-1.5 text-sm'}
              aria-pressed={chosen}
              aria-label={`Choose rate ${label}`}
              disabled={disabled && !chosen}
              onClick={() => onChoose(plan.id)}
            >
              {chosen ? 'Chosen' : 'Choose'}
            </button>
          </div>
        );
      })}
    </fieldset>
  );
}
