import { daysBetween, istDateToUnix, unixToIstDate } from '@staybook/contract/stay-dates';
import { lazy, Suspense, useState } from 'react';
import { useFormats, useT } from '../../lib/i18n';
import { guestsOfStay, type PartyQuery, partyOfGuests } from './stay-picker-logic';

// The pickers load when first needed (none is drawn before a tap), fetched as the pointer or focus reaches the bar.
const loadCalendar = () => import('./price-calendar');
const loadGuestSelector = () => import('../search/guest-selector');
const PriceCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.PriceCalendar })));
const GuestSelector = lazy(() => loadGuestSelector().then((m) => ({ default: m.GuestSelector })));
const loadPickers = () => {
  void loadCalendar();
  void loadGuestSelector();
};

/** A page's stay: dates as unix seconds of IST midnights, and the party. */
export interface PageStay extends PartyQuery {
  checkInDate: number;
  checkOutDate: number;
}

/**
 * The page's own dates and guests (issue 24): the property and rooms pages change the stay in place — the dates
 * through the price calendar, the party through the search's guest selector — and hand the new stay to the page,
 * which puts it in its address.
 */
export function StayBar({
  propertyId,
  stay,
  onChange,
}: {
  propertyId: string;
  stay: PageStay;
  onChange: (stay: PageStay) => void;
}) {
  const t = useT('dialogs');
  const formats = useFormats();
  const [open, setOpen] = useState<'dates' | 'guests' | null>(null);
  const checkIn = unixToIstDate(stay.checkInDate);
  const checkOut = unixToIstDate(stay.checkOutDate);
  const nights = daysBetween(checkIn, checkOut);
  const field = 'flex min-w-0 flex-1 flex-col rounded-xl px-4 py-2 text-left hover:bg-slate-100';
  return (
    <section
      aria-label={t('stay.label')}
      onPointerDown={loadPickers}
      onPointerEnter={loadPickers}
      onFocus={loadPickers}
      className="rounded-2xl bg-white p-2 shadow ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:divide-x sm:divide-slate-200">
        <button type="button" className={field} onClick={() => setOpen('dates')}>
          <span className="text-xs font-semibold text-slate-800">{t('stay.dates')}</span>
          <span className="truncate text-sm text-slate-900">
            {t('stay.datesValue', {
              checkIn: formats.dayMonth(checkIn),
              checkOut: formats.dayMonth(checkOut),
              nights,
            })}
          </span>
        </button>
        <button type="button" className={field} onClick={() => setOpen('guests')}>
          <span className="text-xs font-semibold text-slate-800">{t('stay.guests')}</span>
          <span className="truncate text-sm text-slate-900">
            {t('stay.party', {
              adults: stay.adults,
              children: stay.children,
              infants: stay.infants ?? 0,
              pets: stay.includePet ? 'yes' : 'no',
            })}
          </span>
        </button>
      </div>
      <Suspense fallback={null}>
        {open === 'dates' && (
          <PriceCalendar
            propertyId={propertyId}
            initial={{ checkIn, checkOut }}
            onClose={() => setOpen(null)}
            onConfirm={(range) => {
              setOpen(null);
              onChange({
                ...stay,
                checkInDate: istDateToUnix(range.checkIn),
                checkOutDate: istDateToUnix(range.checkOut),
              });
            }}
          />
        )}
        {open === 'guests' && (
          <GuestSelector
            open
            value={guestsOfStay(stay)}
            onClose={() => setOpen(null)}
            onConfirm={(guests) => {
              setOpen(null);
              onChange({ checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate, ...partyOfGuests(guests) });
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
