import type { InventoryNight } from '@staybook/contract/admin-inventory';
import { formatDayWithWeekday, formatMonth } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import type { IsoDate } from '@staybook/contract/stay-dates';
import { monthWeeks, restrictionMarkers, WEEKDAYS } from '../logic/inventory-logic';

interface CalendarProps {
  month: string;
  nights: readonly InventoryNight[];
  today: IsoDate;
  /** The range chosen in the edit form, highlighted. */
  selected: { from: string; to: string };
  onPick: (date: IsoDate) => void;
}

/**
 * A month of nights for one room type: rate, rooms left of the total, sold and blocked counts, closed state and stay
 * restrictions per night.
 */
export function InventoryCalendar({ month, nights, today, selected, onPick }: CalendarProps) {
  const byDate = new Map(nights.map((n) => [n.date, n]));
  const inRange = (date: IsoDate) =>
    selected.from !== '' && date >= selected.from && date <= (selected.to || selected.from);
  return (
    <table className="w-full table-fixed border-collapse text-left" aria-describedby="inventory-calendar-help">
      <caption className="sr-only">Rates and rooms for {formatMonth(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d.value} scope="col" className="pb-1 text-center text-xs font-semibold text-slate-600">
              <abbr title={d.long} className="no-underline">
                {d.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]?.key}>
            {week.map(({ key, date }) => {
              if (!date) return <td key={key} className="p-0.5" />;
              const night = byDate.get(date);
              const past = date < today;
              const chosen = inRange(date);
              const tone = !night?.hasInventory
                ? 'bg-slate-50 text-slate-500'
                : night.isClosed
                  ? 'bg-red-50 text-red-900'
                  : night.available === 0
                    ? 'bg-amber-50 text-amber-900'
                    : 'bg-white text-slate-900';
              return (
                <td key={date} className="p-0.5 align-top">
                  <button
                    type="button"
                    data-date={date}
                    aria-pressed={chosen}
                    disabled={past}
                    onClick={() => onPick(date)}
                    className={`flex h-full min-h-20 w-full flex-col items-start gap-0.5 rounded-md p-1 text-[11px] leading-tight ring-1 sm:min-h-24 sm:p-2 sm:text-xs ${tone} ${chosen ? 'ring-2 ring-brand-700' : 'ring-slate-200'} ${past ? 'cursor-not-allowed opacity-50' : 'hover:ring-brand-500'}`}
                  >
                    <DayNumber date={date} today={today} />
                    {night?.hasInventory ? (
                      <>
                        <span className="font-semibold break-all">{formatInr(night.rate ?? 0)}</span>
                        <span>
                          {night.available}/{night.total} left
                        </span>
                        {night.booked > 0 && <span className="text-slate-600">{night.booked} sold</span>}
                        {night.blocked > 0 && (
                          <span className="font-medium text-violet-900">{night.blocked} blocked</span>
                        )}
                        {night.isClosed && <span className="font-semibold uppercase">Closed</span>}
                        <RestrictionMarkers night={night} />
                      </>
                    ) : (
                      <span>Not open</span>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Compact markers of the night's stay restrictions, read out in full. */
function RestrictionMarkers({ night }: { night: InventoryNight }) {
  const markers = restrictionMarkers(night);
  if (markers.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-0.5">
      {markers.map((m) => (
        <span key={m.short} className="rounded bg-violet-100 px-1 font-medium text-violet-900">
          <span aria-hidden="true">{m.short}</span>
          <span className="sr-only">{m.long}</span>
        </span>
      ))}
    </span>
  );
}

/** The day of the month, read out in full ('Sat, 07 Mar 2026:') while showing '7'. */
function DayNumber({ date, today }: { date: IsoDate; today: IsoDate }) {
  const [weekday, , month, year] = formatDayWithWeekday(date).split(' ');
  const day = Number(date.slice(8));
  return (
    <span className={`text-sm font-bold ${date === today ? 'text-brand-800 underline' : ''}`}>
      <span className="sr-only">{weekday} </span>
      {day}
      <span className="sr-only">
        {' '}
        {month} {year}
        {date === today ? ' (today)' : ''}:
      </span>
    </span>
  );
}
