import { DEFAULT_AGE_POLICY } from '@staybook/contract/occupancy-pricing';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { Modal } from '../ui/modal';
import { ChildAges } from './child-ages';
import { canChange, changeGuests, DEFAULT_GUESTS, type GuestKind, type Guests, totalGuests } from './search-logic';

// Search spans many properties, so it says the default age bands (the words of ageBandHints); the rooms list says
// each property's own.
const firstChildAge = DEFAULT_AGE_POLICY.infantMaxAge + 1;
const kinds: GuestKind[] = ['adults', 'children', 'infants'];

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
  const t = useT('dialogs');
  const total = totalGuests(guests);
  const hints: Record<GuestKind, string> = {
    adults: t('picker.guests.adultsHint', { age: DEFAULT_AGE_POLICY.childMaxAge + 1 }),
    children: t('picker.guests.childrenHint', { from: firstChildAge, to: DEFAULT_AGE_POLICY.childMaxAge }),
    infants: t('picker.guests.infantsHint', { age: firstChildAge }),
  };
  const rows = kinds.map((kind) => ({ kind, label: t('picker.guests.kind', { kind }), hint: hints[kind] }));
  return (
    <Modal open={open} onClose={onClose} title={t('picker.guests.title')} size="sm">
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
                  aria-label={t('picker.guests.fewer', { kind: row.kind })}
                  disabled={!canChange(guests, row.kind, -1)}
                  onClick={() => setGuests((g) => changeGuests(g, row.kind, -1))}
                >
                  −
                </button>
                <output className="w-6 text-center font-semibold" aria-live="polite">
                  <span className="sr-only">{t('picker.guests.count', { kind: row.kind })}</span>
                  {guests[row.kind]}
                </output>
                <button
                  type="button"
                  className="grid size-9 place-items-center rounded-full border border-slate-300 text-lg disabled:opacity-40"
                  aria-label={t('picker.guests.more', { kind: row.kind })}
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
            <p className="font-medium">{t('picker.guests.pets')}</p>
            <p className="text-sm text-slate-600">{t('picker.guests.serviceAnimals')}</p>
          </div>
          <label className="relative inline-flex cursor-pointer items-center">
            <input
              type="checkbox"
              className="peer sr-only"
              checked={guests.pets}
              onChange={(e) => setGuests((g) => ({ ...g, pets: e.target.checked }))}
            />
            <span className="sr-only">{t('picker.guests.bringingPets')}</span>
            <span className="h-6 w-11 rounded-full bg-slate-300 transition peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600" />
            <span className="absolute left-0.5 size-5 rounded-full bg-white transition peer-checked:translate-x-5" />
          </label>
        </li>
      </ul>
      <p className="mt-2 text-sm text-slate-600">{t('picker.guests.total', { total })}</p>
      <button type="button" className="btn-primary mt-4 w-full" onClick={() => onConfirm(guests)}>
        {t('picker.guests.confirm', { total })}
      </button>
    </Modal>
  );
}
