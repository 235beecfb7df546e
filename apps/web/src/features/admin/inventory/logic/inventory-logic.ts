import { bulkEditNightCount, type InventoryBulkEdit } from '@staybook/contract/admin-inventory';
import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { addDays, type IsoDate, isIsoDate, weekdayOf } from '@staybook/contract/stay-dates';

/** Pure rules of the rates-and-inventory screen: month grid, actions, the confirmation wording, picking nights. */

/** Monday first, as the form's weekday boxes; values are the API's (Sunday = 0). */
export const WEEKDAYS = [
  { value: 1, short: 'Mon', long: 'Monday' },
  { value: 2, short: 'Tue', long: 'Tuesday' },
  { value: 3, short: 'Wed', long: 'Wednesday' },
  { value: 4, short: 'Thu', long: 'Thursday' },
  { value: 5, short: 'Fri', long: 'Friday' },
  { value: 6, short: 'Sat', long: 'Saturday' },
  { value: 0, short: 'Sun', long: 'Sunday' },
] as const;

const monthPattern = /^(\d{4})-(\d{2})$/;

export function isMonth(value: string | null | undefined): value is string {
  const m = value ? monthPattern.exec(value) : null;
  return Boolean(m && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[1]) >= 2000 && Number(m[1]) <= 2100);
}

export const monthOf = (date: IsoDate) => date.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthRange(month: string): { from: IsoDate; to: IsoDate } {
  const from = `${month}-01`;
  return { from, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/** The month's weeks, Monday first; `date` is null in the cells outside the month. */
export function monthWeeks(month: string): Array<Array<{ key: string; date: IsoDate | null }>> {
  const { from, to } = monthRange(month);
  const lead = (weekdayOf(from) + 6) % 7;
  const cells: Array<{ key: string; date: IsoDate | null }> = [];
  for (let i = 0; i < lead; i++) cells.push({ key: `before-${i}`, date: null });
  for (let d = from; d <= to; d = addDays(d, 1)) cells.push({ key: d, date: d });
  for (let i = 0; cells.length % 7 !== 0; i++) cells.push({ key: `after-${i}`, date: null });
  const weeks: Array<Array<{ key: string; date: IsoDate | null }>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export type BulkAction = InventoryBulkEdit['action'];

export const ACTIONS: ReadonlyArray<{ value: BulkAction; label: string }> = [
  { value: 'set_rate', label: 'Set rate' },
  { value: 'adjust_rate', label: 'Adjust rate by %' },
  { value: 'set_rooms', label: 'Set total rooms' },
  { value: 'close', label: 'Close for sale' },
  { value: 'open', label: 'Open for sale' },
];

/** The label of the action's value box; null when the action has none. */
export function valueLabel(action: BulkAction): string | null {
  if (action === 'set_rate') return 'New nightly rate (₹)';
  if (action === 'adjust_rate') return 'Change (%, negative lowers)';
  if (action === 'set_rooms') return 'Total rooms per night';
  return null;
}

/** 'Saturdays and Sundays', 'every night'. */
export function describeWeekdays(weekdays: readonly number[]): string {
  if (weekdays.length === 0 || weekdays.length === 7) return 'every night';
  const names = WEEKDAYS.filter((d) => weekdays.includes(d.value)).map((d) => `${d.long}s`);
  return names.length === 1 ? `${names[0]} only` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The confirmation sentence for a parsed edit: what will change, on which nights. */
export function describeEdit(edit: InventoryBulkEdit): { change: string; nights: string } {
  const weekdays = edit.weekdays ?? [];
  const change =
    edit.action === 'set_rate'
      ? `Set the nightly rate to ${formatInr(edit.rate)}`
      : edit.action === 'adjust_rate'
        ? `${edit.percent > 0 ? 'Raise' : 'Lower'} nightly rates by ${Math.abs(edit.percent)}% (rounded to whole rupees)`
        : edit.action === 'set_rooms'
          ? `Set the total rooms to ${edit.rooms} per night (rooms left = ${edit.rooms} minus rooms already booked)`
          : edit.action === 'close'
            ? 'Close these nights for sale (guests cannot book them)'
            : 'Open these nights for sale again';
  const count = bulkEditNightCount(edit.from, edit.to, weekdays);
  const range =
    edit.from === edit.to
      ? formatDayWithWeekday(edit.from)
      : `${formatDayWithWeekday(edit.from)} to ${formatDayWithWeekday(edit.to)}`;
  return { change, nights: `${range}, ${describeWeekdays(weekdays)}: ${plural(count, 'night')}` };
}

/** What picking a night in the calendar does to the range: a second, later night ends it; otherwise it starts anew. */
export function pickNight(current: { from: string; to: string }, date: IsoDate): { from: string; to: string } {
  if (isIsoDate(current.from) && current.from === current.to && date > current.from)
    return { from: current.from, to: date };
  return { from: date, to: date };
}
