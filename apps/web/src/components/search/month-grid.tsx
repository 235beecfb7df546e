import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../lib/i18n';
import { monthOf, shiftMonth } from '../stay-picker/stay-picker-logic';
import { calendarFormats } from './calendar-formats';
import { type MonthCell, monthGrid } from './search-logic';

/** How one day of the month is drawn; the caller decides because the search and the price calendars mark days apart. */
export interface DayLook {
  pressed: boolean;
  /** What the day's name says after its date ('past', 'sold out', 'from ₹10,440'); the grid names the date. */
  status?: string;
  className: string;
  /** Classes of the drawn day number. */
  dayClassName?: string;
  /** Drawn under the number (a price); hidden from the name (`aria-hidden`), which says it through `status`. */
  extra?: ReactNode;
}

interface MonthGridProps {
  /** The month shown, `YYYY-MM`. */
  month: string;
  today: string;
  onMonthChange: (month: string) => void;
  onPick: (date: string) => void;
  day: (cell: MonthCell) => DayLook;
  /** Extra classes on the month row (its top margin depends on what the dialog shows above it). */
  className?: string;
  busy?: boolean;
}

/**
 * One month of days with Previous / Next month (never before this month) and the weekday row, shared by the search
 * calendar and the stay's price calendar so both navigate, label and disable past days alike.
 */
export function MonthGrid({ month, today, onMonthChange, onPick, day, className, busy }: MonthGridProps) {
  const t = useT('dialogs');
  const formats = calendarFormats(useLanguage());
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  return (
    <>
      <div
        className={className ? `${className} flex items-center justify-between` : 'flex items-center justify-between'}
      >
        <button
          type="button"
          className="btn-outline px-3"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          disabled={month === monthOf(today)}
          aria-label={t('picker.previousMonth')}
        >
          ‹
        </button>
        <p className="font-semibold" aria-live="polite">
          {formats.month(month)}
        </p>
        <button
          type="button"
          className="btn-outline px-3"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
          aria-label={t('picker.nextMonth')}
        >
          ›
        </button>
      </div>
      <div className="mt-3 grid grid-cols-7 gap-1 text-center text-xs font-medium text-slate-600" aria-hidden="true">
        {formats.weekdays.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1" aria-busy={busy}>
        {monthGrid(year, monthIndex - 1, today).map((cell, i) => {
          if (!cell)
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day have no identity
            return <span key={`blank-${i}`} />;
          const look = day(cell);
          const name = formats.dayNameParts(cell.date, look.status);
          // The name is the cell's own text (the drawn number between visually hidden words), not an aria-label:
          // the number a guest sees is then a word of what a screen reader says. `data-date` is for stories.
          return (
            <button
              key={cell.date}
              type="button"
              disabled={cell.isPast}
              aria-pressed={look.pressed}
              data-date={cell.date}
              onClick={() => onPick(cell.date)}
              className={look.className}
            >
              <span className={look.dayClassName}>
                {/* The spaces stay outside the hidden words: a name is read word by word, and out-of-flow spaces at
                    the cell's line ends collapse, so only the number is drawn. */}
                <span className="sr-only">{name.before}</span> {name.day} <span className="sr-only">{name.after}</span>
              </span>
              {look.extra}
            </button>
          );
        })}
      </div>
    </>
  );
}
