import { FLEXIBLE_DAYS } from '@staybook/contract/date-prices-rules';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { daysBetween, todayIst, unixToIstDate } from '@staybook/contract/stay-dates';
import { useMemo, useState } from 'react';
import { useFormats, useLanguage, useT } from '../../lib/i18n';
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
  const t = useT('dialogs');
  // English shows the API's captions as sent; another language its own words for them (issue 43).
  const lang = useLanguage();
  const formats = useFormats();
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
      setProblem(t('stay.calendar.soldOutNight', { day: formats.dayMonth(date) }));
      return;
    }
    setProblem(null);
    setRange(next);
  };

  return (
    <Modal open onClose={onClose} title={t('stay.calendar.title')} size="md">
      <p className="text-sm text-slate-700" aria-live="polite">
        {!range.checkIn || range.checkOut
          ? t('stay.calendar.tapCheckIn')
          : t('stay.calendar.tapCheckOut', { day: formats.dayMonth(range.checkIn) })}
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
          const status = dayStatus(price, cell.isPast);
          return {
            pressed: isEnd,
            status:
              status &&
              (status.kind === 'past'
                ? t('picker.dates.past')
                : t('stay.calendar.dayStatus', {
                    status: status.kind,
                    price: status.kind === 'from' ? status.price : '',
                  })),
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
      {prices.data && (
        <p className="mt-2 text-xs text-slate-700">
          {lang === DEFAULT_LANGUAGE ? prices.data.caption : t('stay.calendar.caption')}
        </p>
      )}
      {prices.isError && <p className="mt-2 text-xs text-slate-700">{t('stay.calendar.pricesFailed')}</p>}
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-4 text-xs text-slate-700">
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-brand-700" aria-hidden="true" /> {t('stay.calendar.selected')}
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-brand-50 ring-1 ring-brand-100" aria-hidden="true" />{' '}
          {t('stay.calendar.available')}
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-slate-100 ring-1 ring-slate-300" aria-hidden="true" />{' '}
          {t('stay.calendar.soldOut')}
        </span>
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={flexible}
          onChange={(e) => setFlexible(e.target.checked)}
        />
        {t('stay.calendar.flexible', { days: FLEXIBLE_DAYS })}
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
          <p className="mt-2 text-sm text-slate-700">{t('stay.calendar.chooseBoth')}</p>
        ))}
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          {t('stay.calendar.cancel')}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={!range.checkIn || !range.checkOut}
          onClick={() =>
            range.checkIn && range.checkOut && onConfirm({ checkIn: range.checkIn, checkOut: range.checkOut })
          }
        >
          {t('stay.calendar.confirm')}
        </button>
      </div>
    </Modal>
  );
}
