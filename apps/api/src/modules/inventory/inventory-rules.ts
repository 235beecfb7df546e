import type { InventoryBulkEdit } from '@staybook/contract/admin-inventory';
import { INVENTORY_MAX_RATE, INVENTORY_MIN_RATE } from '@staybook/contract/admin-inventory';
import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { formatInr, paiseToRupees, rupeesToPaise } from '@staybook/contract/money';
import { addDays, daysBetween, type IsoDate, weekdayOf } from '@staybook/contract/stay-dates';

/** Pure rules of the console's rates-and-inventory bulk edit. Money here is paise. */

export interface NightRow {
  stayDate: IsoDate;
  ratePaise: number;
  available: number;
  booked: number;
  /** Rooms held by blocks (owner stay, maintenance, out of order, another channel's booking). */
  blocked: number;
  /** Stop-sell. */
  isClosed: boolean;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

export interface RoomTypeDefaults {
  baseRatePaise: number;
  totalRooms: number;
}

/** Every date from `from` to `to` (both included) on one of `weekdays` (Sunday = 0; empty = every day). */
export function datesInRange(from: IsoDate, to: IsoDate, weekdays: readonly number[] = []): IsoDate[] {
  const days = new Set(weekdays);
  const out: IsoDate[] = [];
  const n = daysBetween(from, to);
  for (let i = 0; i <= n; i++) {
    const date = addDays(from, i);
    if (days.size === 0 || days.has(weekdayOf(date))) out.push(date);
  }
  return out;
}

/** A rate moved by `percent`, rounded to whole rupees. */
export function adjustRatePaise(ratePaise: number, percent: number): number {
  return rupeesToPaise(Math.round((paiseToRupees(ratePaise) * (100 + percent)) / 100));
}

export class InventoryRuleError extends Error {
  constructor(
    public readonly kind: 'bad_request' | 'conflict',
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface PlannedNight extends NightRow {
  created: boolean;
}

/**
 * What every night of the edit becomes. Nights without a row are created (at the room type's base rate and
 * total rooms) only when the edit sets a rate or rooms; closing, opening, adjusting and restrictions leave them
 * alone (a night not on sale needs no restriction).
 * All or nothing: throws on the first night the edit cannot apply to.
 */
export function planBulkEdit(
  edit: InventoryBulkEdit,
  dates: readonly IsoDate[],
  rows: readonly NightRow[],
  defaults: RoomTypeDefaults,
): PlannedNight[] {
  const byDate = new Map(rows.map((r) => [r.stayDate, r]));
  const creates = edit.action === 'set_rate' || edit.action === 'set_rooms';
  const minPaise = rupeesToPaise(INVENTORY_MIN_RATE);
  const maxPaise = rupeesToPaise(INVENTORY_MAX_RATE);
  const planned: PlannedNight[] = [];
  for (const date of dates) {
    const existing = byDate.get(date);
    if (!existing && !creates) continue;
    const row: NightRow = existing ?? {
      stayDate: date,
      ratePaise: defaults.baseRatePaise,
      available: defaults.totalRooms,
      booked: 0,
      blocked: 0,
      isClosed: false,
      minStay: null,
      maxStay: null,
      closedToArrival: false,
      closedToDeparture: false,
    };
    const next: PlannedNight = { ...row, created: !existing };
    switch (edit.action) {
      case 'set_rate':
        next.ratePaise = rupeesToPaise(edit.rate);
        break;
      case 'adjust_rate': {
        next.ratePaise = adjustRatePaise(row.ratePaise, edit.percent);
        if (next.ratePaise < minPaise || next.ratePaise > maxPaise)
          throw new InventoryRuleError(
            'bad_request',
            `Changing the rate by ${edit.percent}% would make ${formatDayWithWeekday(date)} ${formatInr(paiseToRupees(next.ratePaise))}; ` +
              `rates must stay between ₹${INVENTORY_MIN_RATE} and ₹10,00,000. Nothing was changed.`,
            { date, ratePaise: row.ratePaise },
          );
        break;
      }
      case 'set_rooms':
        if (edit.rooms < row.booked + row.blocked)
          throw new InventoryRuleError(
            'conflict',
            row.blocked === 0
              ? `Cannot set ${plural(edit.rooms, 'room')}: ${formatDayWithWeekday(date)} already has ` +
                  `${plural(row.booked, 'room')} booked. Nothing was changed.`
              : `Cannot set ${plural(edit.rooms, 'room')}: ${formatDayWithWeekday(date)} already has ` +
                  `${plural(row.booked, 'room')} booked and ${plural(row.blocked, 'room')} blocked. Nothing was changed.`,
            { date, booked: row.booked, blocked: row.blocked, rooms: edit.rooms },
          );
        next.available = edit.rooms - row.booked - row.blocked;
        break;
      case 'close':
        next.isClosed = true;
        break;
      case 'open':
        next.isClosed = false;
        break;
      case 'set_min_stay':
        next.minStay = edit.minStay;
        break;
      case 'clear_min_stay':
        next.minStay = null;
        break;
      case 'set_max_stay':
        next.maxStay = edit.maxStay;
        break;
      case 'clear_max_stay':
        next.maxStay = null;
        break;
      case 'close_to_arrival':
      case 'open_to_arrival':
        next.closedToArrival = edit.action === 'close_to_arrival';
        break;
      case 'close_to_departure':
      case 'open_to_departure':
        next.closedToDeparture = edit.action === 'close_to_departure';
        break;
    }
    // A minimum above the maximum would refuse every arrival that night without saying so: refuse the edit.
    if (next.minStay !== null && next.maxStay !== null && next.minStay > next.maxStay)
      throw new InventoryRuleError(
        'bad_request',
        `${formatDayWithWeekday(date)} would have a minimum stay of ${plural(next.minStay, 'night')} and a maximum ` +
          `of ${plural(next.maxStay, 'night')}; the minimum cannot be longer. Nothing was changed.`,
        { date, minStay: next.minStay, maxStay: next.maxStay },
      );
    planned.push(next);
  }
  return planned;
}

/** A short picture of a set of nights for the audit log (rupees). */
export function summariseNights(rows: readonly NightRow[]) {
  if (rows.length === 0) return { nights: 0 };
  const rates = rows.map((r) => paiseToRupees(r.ratePaise));
  const totals = rows.map((r) => r.available + r.booked + r.blocked);
  return {
    nights: rows.length,
    rate: { min: Math.min(...rates), max: Math.max(...rates) },
    totalRooms: { min: Math.min(...totals), max: Math.max(...totals) },
    booked: rows.reduce((sum, r) => sum + r.booked, 0),
    blocked: rows.reduce((sum, r) => sum + r.blocked, 0),
    closedNights: rows.filter((r) => r.isClosed).length,
    ...restrictionSummary(rows),
  };
}

/** The nights' stay restrictions for the audit log; only the kinds present appear. */
function restrictionSummary(rows: readonly NightRow[]) {
  const mins = rows.flatMap((r) => (r.minStay === null ? [] : [r.minStay]));
  const maxes = rows.flatMap((r) => (r.maxStay === null ? [] : [r.maxStay]));
  const arrivals = rows.filter((r) => r.closedToArrival).length;
  const departures = rows.filter((r) => r.closedToDeparture).length;
  return {
    ...(mins.length ? { minStay: { nights: mins.length, min: Math.min(...mins), max: Math.max(...mins) } } : {}),
    ...(maxes.length ? { maxStay: { nights: maxes.length, min: Math.min(...maxes), max: Math.max(...maxes) } } : {}),
    ...(arrivals ? { closedToArrivalNights: arrivals } : {}),
    ...(departures ? { closedToDepartureNights: departures } : {}),
  };
}

/** The operation as the audit log records it. */
export function describeOperation(edit: InventoryBulkEdit) {
  const base = { action: edit.action, from: edit.from, to: edit.to, weekdays: edit.weekdays ?? [] };
  switch (edit.action) {
    case 'set_rate':
      return { ...base, rate: edit.rate };
    case 'adjust_rate':
      return { ...base, percent: edit.percent };
    case 'set_rooms':
      return { ...base, rooms: edit.rooms };
    case 'set_min_stay':
      return { ...base, minStay: edit.minStay };
    case 'set_max_stay':
      return { ...base, maxStay: edit.maxStay };
    default:
      return base;
  }
}
