import { ageBandHints, DEFAULT_AGE_POLICY } from '@staybook/contract/occupancy-pricing';
import { useState } from 'react';
import { Modal } from '../ui/modal';
import { ChildAges } from './child-ages';
import { canChange, changeGuests, DEFAULT_GUESTS, type GuestKind, type Guests, totalGuests } from './search-logic';

// Search spans many properties, so it says the default age bands; the rooms list says each property's own.
const hints = ageBandHints(DEFAULT_AGE_POLICY);
const rows: Array<{ kind: GuestKind; label: string; hint: string }> = [
  { kind: 'adults', label: 'Adults', hint: hints.adults },
  { kind: 'children', label: 'Children', hint: hints.children },
  { kind: 'infants', label: 'Infants', hint: hints.infants },
];

/** "Who's coming?": adults (at least 1), children, infants, pets; confirms with the total. */
export function GuestSelector({
  open,
  value,
  onConfirm,
  onClose,
}: {
  open: boolean;
  value: Guests;
  onConfirm: (g: Guests) => void;
  onClose: () => void;
}) {
  // Nobody chosen yet: the selector opens at 2 adults (spec 2.5), which Confirm then makes the search's guests.
  const [guests, setGuests] = useState(totalGuests(value) === 0 ? DEFAULT_GUESTS : value);
  const total = totalGuests(guests);
  return (
    <Modal open={open} onClose={onClose} title="Who's coming?" size="sm">
      <ul className="divide-y divide-slate-200">
        {rows.map((row) => (
          <li key={row.kind} className="py-3">
            <div className="flex items-center justify-between">
              <div>
                <p className="font-medium">{row.label}</p>
                <p className="text-sm text-slate-600">{row.hint}</p>
              </div>
              <div className="flex items-center gap-3">
                <button
                  type="button"
                  className="grid size-9 place-items-center rounded-full border border-slate-300 text-lg disabled:opacity-40"
                  aria-label={`Fewer ${row.label.toLowerCase()}`}
                  disabled={!canChange(guests, row.kind, -1)}
                  onClick={() => setGuests((g) => changeGuests(g, row.kind, -1))}
                >
                  −
                </button>
                <output className="w-6 text-center font-semibold" aria-live="polite">
                  <span className="sr-only">{row.label}: </span>
                  {guests[row.kind]}
                </output>
                <button
                  type="button"
                  className="grid size-9 place-items-center rounded-full border border-slate-300 text-lg disabled:opacity-40"
                  aria-label={`More ${row.label.toLowerCase()}`}
                  disabled={!canChange(guests, row.kind, 1)}
                  onClick={() => setGuests((g) => changeGuests(g, row.kind, 1))}
                >
                  +
                </button>
              </div>
            </div>
            {row.kind === 'children' && guests.children > 0 && (
              <ChildAges ages={guests.childAges} onChange={(childAges) => setGuests((g) => ({ ...g, childAges }))} />
            )}
          </li>
        ))}
        <li className="flex items-center justify-between py-3">
          <div>
            <p className="font-medium">Pets</p>
            <p className="text-sm text-slate-600">Service animals allowed</p>
          </div>
          <label className="relative inline-flex cursor-pointer items-center">
            <input
              type="checkbox"
              className="peer sr-only"
              checked={guests.pets}
              onChange={(e) => setGuests((g) => ({ ...g, pets: e.target.checked }))}
            />
            <span className="sr-only">Bringing pets</span>
            <span className="h-6 w-11 rounded-full bg-slate-300 transition peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600" />
            <span className="absolute left-0.5 size-5 rounded-full bg-white transition peer-checked:translate-x-5" />
          </label>
        </li>
      </ul>
      <p className="mt-2 text-sm text-slate-600">Total: {total}</p>
      <button type="button" className="btn-primary mt-4 w-full" onClick={() => onConfirm(guests)}>
        Confirm {total} guest(s)
      </button>
    </Modal>
  );
}
