import type { GuestCounts } from '../../logic/guests';
import { QuantityStepper } from '../quantity-stepper';

interface GuestCountersProps {
  guests: GuestCounts;
  limits: { minAdults: number; maxAdults: number; maxChildren: number };
  onChange: (guests: GuestCounts) => void;
}

/** Spec 2.10: adults (Age 18+, at least 1 and one per room) and children (Age 0-17, at least 0). */
export function GuestCounters({ guests, limits, onChange }: GuestCountersProps) {
  return (
    <section aria-labelledby="guests-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="guests-title" className="text-base font-semibold text-slate-900">
        Guests
      </h2>
      <div className="mt-3 divide-y divide-slate-100">
        <div className="flex items-center justify-between py-2">
          <div>
            <p className="font-medium text-slate-900">Adults</p>
            <p className="text-sm text-slate-600">Age 18+</p>
          </div>
          <QuantityStepper
            value={guests.adults}
            min={limits.minAdults}
            max={limits.maxAdults}
            onChange={(adults) => onChange({ ...guests, adults })}
            label="Adults"
          />
        </div>
        <div className="flex items-center justify-between py-2">
          <div>
            <p className="font-medium text-slate-900">Children</p>
            <p className="text-sm text-slate-600">Age 0-17</p>
          </div>
          <QuantityStepper
            value={guests.children}
            min={0}
            max={limits.maxChildren}
            onChange={(children) => onChange({ ...guests, children })}
            label="Children"
          />
        </div>
      </div>
      {limits.minAdults > 1 && <p className="mt-1 text-xs text-slate-600">Each room needs at least one adult.</p>}
      {Number.isFinite(limits.maxAdults) && guests.adults >= limits.maxAdults && (
        <p className="mt-1 text-xs text-slate-600">
          The selected rooms sleep up to {limits.maxAdults} adults. Add a room for more guests.
        </p>
      )}
    </section>
  );
}
