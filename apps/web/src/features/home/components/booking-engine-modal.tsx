import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';
import { bookingBrands, bookingEngineUrl, clamp, engineNights } from '../logic/home-rules';

/** 'YYYY-MM-DD', `offset` days from today in India (the hotels' calendar, whatever the browser's zone). */
const isoDay = (offset: number) => addDays(todayIst(), offset);

/** Book directly with one of the brand's two hotels on the external booking engine (opens a new tab). */
export function BookingEngineModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('dialogs');
  const [hotel, setHotel] = useState<string>(bookingBrands[0].id);
  const [checkIn, setCheckIn] = useState(isoDay(0));
  const [checkOut, setCheckOut] = useState(isoDay(1));
  const [rooms, setRooms] = useState(1);
  const [adults, setAdults] = useState(2);
  const [children, setChildren] = useState(0);
  const number = (label: string, value: number, set: (n: number) => void, min: number, max: number, id: string) => (
    <div>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(e) => set(clamp(Number(e.target.value), min, max))}
      />
    </div>
  );
  return (
    <Modal open={open} onClose={onClose} title={t('bookNow.title')}>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          window.open(bookingEngineUrl({ hotel, checkIn, checkOut, rooms, adults, children }), '_blank', 'noopener');
          onClose();
        }}
      >
        <fieldset>
          <legend className="label">{t('bookNow.hotel')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {bookingBrands.map((b) => (
              <label
                key={b.id}
                className={`cursor-pointer rounded-lg border px-3 py-2 text-sm ${hotel === b.id ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}
              >
                <input
                  type="radio"
                  name="hotel"
                  value={b.id}
                  checked={hotel === b.id}
                  onChange={() => setHotel(b.id)}
                  className="mr-2 accent-brand-700"
                />
                {b.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label className="label" htmlFor="engine-in">
              {t('bookNow.checkIn')}
            </label>
            <input
              id="engine-in"
              className="input"
              type="date"
              min={isoDay(0)}
              value={checkIn}
              required
              onChange={(e) => {
                setCheckIn(e.target.value);
                if (e.target.value > checkOut) setCheckOut(e.target.value);
              }}
            />
          </div>
          <div>
            <label className="label" htmlFor="engine-out">
              {t('bookNow.checkOut')}
            </label>
            <input
              id="engine-out"
              className="input"
              type="date"
              min={checkIn || isoDay(0)}
              value={checkOut}
              required
              onChange={(e) => setCheckOut(e.target.value)}
            />
          </div>
          {number(t('bookNow.rooms'), rooms, setRooms, 1, 5, 'engine-rooms')}
          {number(t('bookNow.adults'), adults, setAdults, 1, 10, 'engine-adults')}
          {number(t('bookNow.children'), children, setChildren, 0, 5, 'engine-children')}
          <p className="self-end pb-2 text-sm text-slate-700">
            {t('bookNow.nights', { count: engineNights(checkIn, checkOut) })}
          </p>
        </div>
        <button type="submit" className="btn-primary w-full">
          {t('bookNow.checkAvailability')}
        </button>
      </form>
    </Modal>
  );
}
