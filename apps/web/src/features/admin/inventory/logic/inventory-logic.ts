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
  { value: 'set_min_stay', label: 'Set minimum stay' },
  { value: 'clear_min_stay', label: 'Clear minimum stay' },
  { value: 'set_max_stay', label: 'Set maximum stay' },
  { value: 'clear_max_stay', label: 'Clear maximum stay' },
  { value: 'close_to_arrival', label: 'Close to arrival' },
  { value: 'open_to_arrival', label: 'Open to arrival' },
  { value: 'close_to_departure', label: 'Close to departure' },
  { value: 'open_to_departure', label: 'Open to departure' },
];

/** The label of the action's value box; null when the action has none. */
export function valueLabel(action: BulkAction): string | null {
  if (action === 'set_rate') return 'New nightly rate (₹)';
  if (action === 'adjust_rate') return 'Change (%, negative lowers)';
  if (action === 'set_rooms') return 'Total rooms per night';
  if (action === 'set_min_stay') return 'Minimum nights';
  if (action === 'set_max_stay') return 'Maximum nights';
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
  const change = describeChange(edit);
  const count = bulkEditNightCount(edit.from, edit.to, weekdays);
  const range =
    edit.from === edit.to
      ? formatDayWithWeekday(edit.from)
      : `${formatDayWithWeekday(edit.from)} to ${formatDayWithWeekday(edit.to)}`;
  return { change, nights: `${range}, ${describeWeekdays(weekdays)}: ${plural(count, 'night')}` };
}

function describeChange(edit: InventoryBulkEdit): string {
  switch (edit.action) {
    case 'set_rate':
      return `Set the nightly rate to ${formatInr(edit.rate)}`;
    case 'adjust_rate':
      return `${edit.percent > 0 ? 'Raise' : 'Lower'} nightly rates by ${Math.abs(edit.percent)}% (rounded to whole rupees)`;
    case 'set_rooms':
      return `Set the total rooms to ${edit.rooms} per night (rooms left = ${edit.rooms} minus rooms already booked)`;
    case 'close':
      return 'Close these nights for sale (guests cannot book them)';
    case 'open':
      return 'Open these nights for sale again';
    case 'set_min_stay':
      return `Guests arriving on these nights must stay at least ${plural(edit.minStay, 'night')}`;
    case 'clear_min_stay':
      return 'Remove the minimum stay of these nights';
    case 'set_max_stay':
      return `Guests arriving on these nights may stay at most ${plural(edit.maxStay, 'night')}`;
    case 'clear_max_stay':
      return 'Remove the maximum stay of these nights';
    case 'close_to_arrival':
      return 'Close these nights to arrival (guests may stay through them but not check in)';
    case 'open_to_arrival':
      return 'Open these nights to arrival again';
    case 'close_to_departure':
      return 'Close these dates to departure (guests may not check out on them)';
    case 'open_to_departure':
      return 'Open these dates to departure again';
  }
}

/** The night's restrictions as short calendar markers: 'Min 3', 'Max 7', 'No arr.', 'No dep.'. */
export function restrictionMarkers(night: {
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}): Array<{ short: string; long: string }> {
  const markers: Array<{ short: string; long: string }> = [];
  if (night.minStay !== null)
    markers.push({ short: `Min ${night.minStay}`, long: `minimum stay ${plural(night.minStay, 'night')}` });
  if (night.maxStay !== null)
    markers.push({ short: `Max ${night.maxStay}`, long: `maximum stay ${plural(night.maxStay, 'night')}` });
  if (night.closedToArrival) markers.push({ short: 'No arr.', long: 'closed to arrival' });
  if (night.closedToDeparture) markers.push({ short: 'No dep.', long: 'closed to departure' });
  return markers;
}

/** What picking a night in the calendar does to the range: a second, later night ends it; otherwise it starts anew. */
export function pickNight(current: { from: string; to: string }, date: IsoDate): { from: string; to: string } {
  if (isIsoDate(current.from) && current.from === current.to && date > current.from)
    return { from: current.from, to: date };
  return { from: date, to: date };
}
