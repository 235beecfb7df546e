import { FLEXIBLE_DAYS } from '@staybook/contract/date-prices-rules';
import { formatDayMonth } from '@staybook/contract/format';
import { daysBetween, todayIst, unixToIstDate } from '@staybook/contract/stay-dates';
import { useMemo, useState } from 'react';
import { MonthGrid } from '../search/month-grid';
import { Modal } from '../ui/modal';
import { useDatePrices } from './date-prices-api';
import { FlexibleStays } from './flexible-stays';
import { type DateRange, dayStatus, isInRange, monthOf, shortPrice, tapDate } from './stay-picker-logic';

interface PriceCalendarProps {
  propertyId: string;
  initial: { checkIn: string; checkOut: string };
  onConfirm: (range: { checkIn: string; checkOut: string }) => void;
  onClose: () => void;
}

/**
 * The stay's dates with each night's lowest price (issue 24): tap a check-in then a check-out; sold-out nights are
 * marked and cannot start a stay; "Flexible ±3 days" lists the cheapest check-ins nearby for as many nights.
 */
export function PriceCalendar({ propertyId, initial, onConfirm, onClose }: PriceCalendarProps) {
  const today = todayIst();
  const [range, setRange] = useState<DateRange>(initial);
  const [month, setMonth] = useState(monthOf(initial.checkIn < today ? today : initial.checkIn));
  const [flexible, setFlexible] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const nights = range.checkIn && range.checkOut ? daysBetween(range.checkIn, range.checkOut) : null;
  const stay = flexible && range.checkIn && nights ? { checkIn: range.checkIn, nights } : null;
  const prices = useDatePrices(propertyId, month, stay, true);
  const byDate = useMemo(
    () => new Map((prices.data?.dates ?? []).map((d) => [unixToIstDate(d.date), d])),
    [prices.data],
  );

  const tap = (date: string) => {
    const next = tapDate(range, date);
    if (next.checkOut === null && byDate.get(date)?.soldOut) {
      setProblem(`No rooms are left for the night of ${formatDayMonth(date)}. Choose another check-in date.`);
      return;
    }
    setProblem(null);
    setRange(next);
  };

  return (
    <Modal open onClose={onClose} title="Choose your dates" size="md">
      <p className="text-sm text-slate-700" aria-live="polite">
        {!range.checkIn || range.checkOut
          ? 'Tap your check-in date, then your check-out date.'
          : `Check-in ${formatDayMonth(range.checkIn)}. Now tap your check-out date.`}
      </p>
      <MonthGrid
        className="mt-3"
        month={month}
        today={today}
        onMonthChange={setMonth}
        onPick={tap}
        busy={prices.isFetching}
        day={(cell) => {
          const price = byDate.get(cell.date);
          const isEnd = cell.date === range.checkIn || cell.date === range.checkOut;
          const inside = isInRange(range, cell.date);
          const soldOut = Boolean(price?.soldOut);
          return {
            pressed: isEnd,
            status: dayStatus(price, cell.isPast),
            className: `flex min-h-12 flex-col items-center justify-center rounded-lg px-0.5 py-1 text-sm ${
              isEnd
                ? 'bg-brand-700 font-semibold text-white'
                : inside
                  ? 'bg-brand-100 text-slate-900'
                  : cell.isPast
                    ? 'cursor-not-allowed text-slate-400 line-through'
                    : soldOut
                      ? 'bg-slate-100 text-slate-600'
                      : 'bg-brand-50 text-slate-900 hover:bg-brand-100'
            }`,
            dayClassName: soldOut && !isEnd ? 'line-through' : undefined,
            extra: !cell.isPast && price && (
              <span
                aria-hidden="true"
                className={`text-[10px] leading-tight ${isEnd ? 'text-white' : soldOut ? 'text-slate-600' : 'text-emerald-800'}`}
              >
                {price.lowestPrice === null ? '—' : shortPrice(price.lowestPrice)}
              </span>
            ),
          };
        }}
      />
      {prices.data && <p className="mt-2 text-xs text-slate-700">{prices.data.caption}</p>}
      {prices.isError && (
        <p className="mt-2 text-xs text-slate-700">Prices could not be loaded; you can still choose dates.</p>
      )}
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-4 text-xs text-slate-700">
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-brand-700" aria-hidden="true" /> Selected
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-brand-50 ring-1 ring-brand-100" aria-hidden="true" /> Available
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-slate-100 ring-1 ring-slate-300" aria-hidden="true" /> Sold out (—)
        </span>
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={flexible}
          onChange={(e) => setFlexible(e.target.checked)}
        />
        Flexible ±{FLEXIBLE_DAYS} days
      </label>
      {flexible &&
        (stay ? (
          <FlexibleStays
            flexible={prices.data?.flexible ?? null}
            loading={prices.isFetching}
            onChoose={(checkIn, checkOut) => {
              setProblem(null);
              setRange({ checkIn, checkOut });
              setMonth(monthOf(checkIn));
            }}
          />
        ) : (
          <p className="mt-2 text-sm text-slate-700">Choose a check-in and check-out to compare nearby dates.</p>
        ))}
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={!range.checkIn || !range.checkOut}
          onClick={() =>
            range.checkIn && range.checkOut && onConfirm({ checkIn: range.checkIn, checkOut: range.checkOut })
          }
        >
          Confirm
        </button>
      </div>
    </Modal>
  );
}
