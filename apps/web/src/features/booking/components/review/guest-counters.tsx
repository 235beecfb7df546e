import { type AgePolicy, DEFAULT_AGE_POLICY } from '@staybook/contract/occupancy-pricing';
import { MAX_INFANTS } from '@staybook/contract/stay-query';
import { useT } from '../../../../lib/i18n';
import type { GuestCounts } from '../../logic/guests';
import { QuantityStepper } from '../quantity-stepper';

interface GuestCountersProps {
  guests: GuestCounts;
  /** The property's age bands; the default bands until its summary has loaded. */
  agePolicy?: AgePolicy;
  limits: { minAdults: number; maxAdults: number; maxChildren: number };
  onChange: (guests: GuestCounts) => void;
  /** Infants (free, not counted) and a pet, as the search said; the guest may change them here. */
  companions: { infants: number; pets: boolean };
  onCompanions: (companions: { infants: number; pets: boolean }) => void;
}

/**
 * Spec 2.10's counters: adults (at least 1, one per room) and children (at least 0). Their ages are the property's
 * own bands (issue 16: one set of rules), as the search, the rooms page and the room policies word them; infants
 * are free and not counted.
 */
export function GuestCounters({
  guests,
  agePolicy = DEFAULT_AGE_POLICY,
  limits,
  onChange,
  companions,
  onCompanions,
}: GuestCountersProps) {
  const t = useT('booking');
  // The property's age bands, as ageBandHints words them in English.
  const firstChildAge = agePolicy.infantMaxAge + 1;
  const ages = {
    adults: t('review.guests.adultsHint', { age: agePolicy.childMaxAge + 1 }),
    children: t('review.guests.childrenHint', { from: firstChildAge, to: agePolicy.childMaxAge }),
    infants: t('review.guests.infantsHint', { age: firstChildAge }),
  };
  const stepperLabels = (kind: 'adults' | 'children' | 'infants') => ({
    label: t('review.guests.kind', { kind }),
    decreaseLabel: t('review.guests.fewer', { kind }),
    increaseLabel: t('review.guests.more', { kind }),
  });
  return (
    <section aria-labelledby="guests-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="guests-title" className="text-base font-semibold text-slate-900">
        {t('review.guests.title')}
      </h2>
      <div className="mt-3 divide-y divide-slate-100">
        <div className="flex items-center justify-between py-2">
          <div>
            <p className="font-medium text-slate-900">{t('review.guests.kind', { kind: 'adults' })}</p>
            <p className="text-sm text-slate-600">{ages.adults}</p>
          </div>
          <QuantityStepper
            value={guests.adults}
            min={limits.minAdults}
            max={limits.maxAdults}
            onChange={(adults) => onChange({ ...guests, adults })}
            {...stepperLabels('adults')}
          />
        </div>
        <div className="flex items-center justify-between py-2">
          <div>
            <p className="font-medium text-slate-900">{t('review.guests.kind', { kind: 'children' })}</p>
            <p className="text-sm text-slate-600">{ages.children}</p>
          </div>
          <QuantityStepper
            value={guests.children}
            min={0}
            max={limits.maxChildren}
            onChange={(children) => onChange({ ...guests, children })}
            {...stepperLabels('children')}
          />
        </div>
        <div className="flex items-center justify-between py-2">
          <div>
            <p className="font-medium text-slate-900">{t('review.guests.kind', { kind: 'infants' })}</p>
            <p className="text-sm text-slate-600">{ages.infants}</p>
          </div>
          <QuantityStepper
            value={companions.infants}
            min={0}
            max={MAX_INFANTS}
            onChange={(infants) => onCompanions({ ...companions, infants })}
            {...stepperLabels('infants')}
          />
        </div>
        <label className="flex items-center gap-2 py-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            className="size-4"
            checked={companions.pets}
            onChange={(e) => onCompanions({ ...companions, pets: e.target.checked })}
          />
          {t('review.guests.pet')}
        </label>
      </div>
      {limits.minAdults > 1 && <p className="mt-1 text-xs text-slate-600">{t('review.guests.adultPerRoom')}</p>}
      {Number.isFinite(limits.maxAdults) && guests.adults >= limits.maxAdults && (
        <p className="mt-1 text-xs text-slate-600">{t('review.guests.roomsFull', { count: limits.maxAdults })}</p>
      )}
    </section>
  );
}
