import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFormats, useT } from '../../lib/i18n';
import { type Guests, NO_GUESTS, searchUrl, totalGuests } from './search-logic';

// The pickers load when first needed: none is drawn before a tap, so a landing page's first load leaves them out.
// They are fetched as the guest's pointer or focus reaches the bar, so a picker opens as fast as before.
const loadCityPicker = () => import('./city-picker');
const loadCalendar = () => import('./calendar-modal');
const loadGuestSelector = () => import('./guest-selector');
const CityPicker = lazy(() => loadCityPicker().then((m) => ({ default: m.CityPicker })));
const CalendarModal = lazy(() => loadCalendar().then((m) => ({ default: m.CalendarModal })));
const GuestSelector = lazy(() => loadGuestSelector().then((m) => ({ default: m.GuestSelector })));
const loadPickers = () => {
  void loadCityPicker();
  void loadCalendar();
  void loadGuestSelector();
};

export interface SearchValues {
  city: string | null;
  checkIn: string | null;
  checkOut: string | null;
  guests: Guests;
}

/** Where, Check in, Check out, Who and Search; each picker has its own modal. */
export function SearchBar({ initial, compact = false }: { initial?: Partial<SearchValues>; compact?: boolean }) {
  const navigate = useNavigate();
  const t = useT();
  const formats = useFormats();
  const [values, setValues] = useState<SearchValues>({
    city: null,
    checkIn: null,
    checkOut: null,
    guests: NO_GUESTS,
    ...initial,
  });
  const [open, setOpen] = useState<'city' | 'checkIn' | 'checkOut' | 'guests' | null>(null);
  const close = () => setOpen(null);
  const dateText = (d: string | null) => (d ? formats.day(d) : t('search.addDates'));
  const field = (label: string, text: string, onClick: () => void, placeholder: boolean) => (
    <button
      type="button"
      onClick={onClick}
      className="flex min-w-0 flex-1 flex-col rounded-xl px-4 py-2 text-left hover:bg-slate-100 focus-visible:bg-slate-100"
    >
      <span className="text-xs font-semibold text-slate-800">{label}</span>
      {/* Up to three lines before an ellipsis, a long word broken: a half-width field at a phone holds 'Search
          destinations' on one line in English, not the ~30% longer words of other languages (the pseudo-locale's
          story, docs/languages.md). */}
      <span className={`line-clamp-3 break-words text-sm ${placeholder ? 'text-slate-600' : 'text-slate-900'}`}>
        {text}
      </span>
    </button>
  );
  // The page's one search landmark: its role names it ('search'), so it carries no label of its own.
  return (
    <search
      onPointerDown={loadPickers}
      onPointerEnter={loadPickers}
      onFocus={loadPickers}
      className={`rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200 ${compact ? '' : 'mx-auto max-w-4xl'}`}
    >
      <div className="grid grid-cols-2 gap-1 md:flex md:flex-row md:items-center md:divide-x md:divide-slate-200">
        {field(t('search.where'), values.city ?? t('search.searchDestinations'), () => setOpen('city'), !values.city)}
        {field(t('search.checkIn'), dateText(values.checkIn), () => setOpen('checkIn'), !values.checkIn)}
        {field(t('search.checkOut'), dateText(values.checkOut), () => setOpen('checkOut'), !values.checkOut)}
        {field(
          t('search.who'),
          t('search.guests', { count: totalGuests(values.guests) }),
          () => setOpen('guests'),
          totalGuests(values.guests) === 0,
        )}
        <button
          type="button"
          className="btn-accent col-span-2 m-1 px-6 py-3"
          onClick={() => navigate(searchUrl(values))}
        >
          {t('search.search')}
        </button>
      </div>
      <Suspense fallback={null}>
        {open === 'city' && (
          <CityPicker
            open
            value={values.city}
            onClose={close}
            onDone={(city) => {
              setValues((v) => ({ ...v, city }));
              close();
            }}
          />
        )}
        {(open === 'checkIn' || open === 'checkOut') && (
          <CalendarModal
            open
            field={open}
            value={open === 'checkIn' ? values.checkIn : values.checkOut}
            other={open === 'checkIn' ? values.checkOut : values.checkIn}
            onClose={close}
            onConfirm={(date) => {
              setValues((v) => ({ ...v, [open]: date }));
              close();
            }}
          />
        )}
        {open === 'guests' && (
          <GuestSelector
            open
            value={values.guests}
            onClose={close}
            onConfirm={(guests) => {
              setValues((v) => ({ ...v, guests }));
              close();
            }}
          />
        )}
      </Suspense>
    </search>
  );
}
