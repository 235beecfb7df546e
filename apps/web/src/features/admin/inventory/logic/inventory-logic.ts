import type { InventoryBulkEdit } from '@staybook/contract/admin-inventory';
import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { addDays, daysBetween, type IsoDate, isIsoDate, weekdayOf } from '@staybook/contract/stay-dates';

/** Pure rules of the rates-and-inventory screen: month grid, form checks and the confirmation wording. */

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

/** Same limits as the API (packages/contract/src/admin-inventory.ts); the server has the last word. */
export const LIMITS = {
  maxNights: 400,
  minRate: 1,
  maxRate: 1_000_000,
  maxRooms: 500,
  minPercent: -90,
  maxPercent: 500,
};

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

/** Nights from `from` to `to` (both included) on the chosen weekdays (none chosen = every night). */
export function countNights(from: IsoDate, to: IsoDate, weekdays: readonly number[]): number {
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) return 0;
  const n = daysBetween(from, to) + 1;
  if (weekdays.length === 0 || weekdays.length === 7) return n;
  const chosen = new Set(weekdays);
  let count = 0;
  for (let i = 0; i < n; i++) if (chosen.has(weekdayOf(addDays(from, i)))) count++;
  return count;
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

export interface BulkDraft {
  from: string;
  to: string;
  weekdays: number[];
  action: BulkAction;
  value: string;
}

export type DraftErrors = Partial<Record<'from' | 'to' | 'weekdays' | 'value', string>>;

/** Checks the form before the confirmation step. `today` is the IST date. */
export function validateDraft(draft: BulkDraft, today: IsoDate): DraftErrors {
  const errors: DraftErrors = {};
  if (!isIsoDate(draft.from)) errors.from = 'Choose the first night.';
  else if (draft.from < today) errors.from = `Nights before today (${formatDayWithWeekday(today)}) cannot be edited.`;
  if (!isIsoDate(draft.to)) errors.to = 'Choose the last night.';
  else if (isIsoDate(draft.from) && draft.to < draft.from) errors.to = 'The last night must be on or after the first.';
  else if (isIsoDate(draft.from) && daysBetween(draft.from, draft.to) + 1 > LIMITS.maxNights)
    errors.to = `One edit can cover at most ${LIMITS.maxNights} nights.`;
  if (!errors.from && !errors.to && countNights(draft.from, draft.to, draft.weekdays) === 0)
    errors.weekdays = 'None of these nights falls on the chosen weekdays.';
  const text = draft.value.trim();
  const n = Number(text);
  if (draft.action === 'set_rate') {
    if (!text || !Number.isInteger(n) || n < LIMITS.minRate || n > LIMITS.maxRate)
      errors.value = 'Enter a rate in whole rupees from ₹1 to ₹10,00,000.';
  } else if (draft.action === 'adjust_rate') {
    if (!text || !Number.isFinite(n) || n === 0 || n < LIMITS.minPercent || n > LIMITS.maxPercent)
      errors.value = `Enter a change from ${LIMITS.minPercent}% to +${LIMITS.maxPercent}%, not 0.`;
  } else if (draft.action === 'set_rooms') {
    if (!text || !Number.isInteger(n) || n < 0 || n > LIMITS.maxRooms)
      errors.value = `Enter a whole number of rooms from 0 to ${LIMITS.maxRooms}.`;
  }
  return errors;
}

/** The API body for a valid draft. */
export function toBulkEdit(roomTypeId: string, draft: BulkDraft): InventoryBulkEdit {
  const base = { roomTypeId, from: draft.from, to: draft.to, weekdays: [...draft.weekdays].sort((a, b) => a - b) };
  const n = Number(draft.value.trim());
  switch (draft.action) {
    case 'set_rate':
      return { ...base, action: 'set_rate', rate: n };
    case 'adjust_rate':
      return { ...base, action: 'adjust_rate', percent: n };
    case 'set_rooms':
      return { ...base, action: 'set_rooms', rooms: n };
    case 'close':
      return { ...base, action: 'close' };
    case 'open':
      return { ...base, action: 'open' };
  }
}

/** 'Saturdays and Sundays', 'every night'. */
export function describeWeekdays(weekdays: readonly number[]): string {
  if (weekdays.length === 0 || weekdays.length === 7) return 'every night';
  const names = WEEKDAYS.filter((d) => weekdays.includes(d.value)).map((d) => `${d.long}s`);
  return names.length === 1 ? `${names[0]} only` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The confirmation sentence: what will change, on which nights. */
export function describeEdit(draft: BulkDraft): { change: string; nights: string } {
  const n = Number(draft.value.trim());
  const change =
    draft.action === 'set_rate'
      ? `Set the nightly rate to ${formatInr(n)}`
      : draft.action === 'adjust_rate'
        ? `${n > 0 ? 'Raise' : 'Lower'} nightly rates by ${Math.abs(n)}% (rounded to whole rupees)`
        : draft.action === 'set_rooms'
          ? `Set the total rooms to ${n} per night (rooms left = ${n} minus rooms already booked)`
          : draft.action === 'close'
            ? 'Close these nights for sale (guests cannot book them)'
            : 'Open these nights for sale again';
  const count = countNights(draft.from, draft.to, draft.weekdays);
  const range =
    draft.from === draft.to
      ? formatDayWithWeekday(draft.from)
      : `${formatDayWithWeekday(draft.from)} to ${formatDayWithWeekday(draft.to)}`;
  return { change, nights: `${range}, ${describeWeekdays(draft.weekdays)}: ${plural(count, 'night')}` };
}

/** What picking a night in the calendar does to the range: a second, later night ends it; otherwise it starts anew. */
export function pickNight(current: { from: string; to: string }, date: IsoDate): { from: string; to: string } {
  if (isIsoDate(current.from) && current.from === current.to && date > current.from)
    return { from: current.from, to: date };
  return { from: date, to: date };
}
