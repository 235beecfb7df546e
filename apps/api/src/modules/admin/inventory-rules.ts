import type { InventoryBulkEdit } from '@staybook/contract/admin-inventory';
import { INVENTORY_MAX_RATE, INVENTORY_MIN_RATE } from '@staybook/contract/admin-inventory';
import { addDays, daysBetween, type IsoDate, weekdayOf } from '@staybook/contract/stay-dates';

/** Pure rules of the console's rates-and-inventory bulk edit. Money here is paise. */

export interface NightRow {
  stayDate: IsoDate;
  ratePaise: number;
  available: number;
  booked: number;
  isClosed: boolean;
}

export interface RoomTypeDefaults {
  baseRatePaise: number;
  totalRooms: number;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Sat, 14 Mar 2026' for an IST calendar date (the date itself, no time zone shift). */
export function formatDay(date: IsoDate): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
export const formatRupees = (paise: number) => `₹${rupees.format(Math.round(paise / 100))}`;

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
  return Math.round(((ratePaise / 100) * (100 + percent)) / 100) * 100;
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
 * total rooms) only when the edit sets a rate or rooms; closing, opening and adjusting leave them alone.
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
  const minPaise = INVENTORY_MIN_RATE * 100;
  const maxPaise = INVENTORY_MAX_RATE * 100;
  const planned: PlannedNight[] = [];
  for (const date of dates) {
    const existing = byDate.get(date);
    if (!existing && !creates) continue;
    const row: NightRow = existing ?? {
      stayDate: date,
      ratePaise: defaults.baseRatePaise,
      available: defaults.totalRooms,
      booked: 0,
      isClosed: false,
    };
    const next: PlannedNight = { ...row, created: !existing };
    switch (edit.action) {
      case 'set_rate':
        next.ratePaise = edit.rate * 100;
        break;
      case 'adjust_rate': {
        next.ratePaise = adjustRatePaise(row.ratePaise, edit.percent);
        if (next.ratePaise < minPaise || next.ratePaise > maxPaise)
          throw new InventoryRuleError(
            'bad_request',
            `Changing the rate by ${edit.percent}% would make ${formatDay(date)} ${formatRupees(next.ratePaise)}; ` +
              `rates must stay between ₹${INVENTORY_MIN_RATE} and ₹10,00,000. Nothing was changed.`,
            { date, ratePaise: row.ratePaise },
          );
        break;
      }
      case 'set_rooms':
        if (edit.rooms < row.booked)
          throw new InventoryRuleError(
            'conflict',
            `Cannot set ${edit.rooms} ${edit.rooms === 1 ? 'room' : 'rooms'}: ${formatDay(date)} already has ` +
              `${row.booked} ${row.booked === 1 ? 'room' : 'rooms'} booked. Nothing was changed.`,
            { date, booked: row.booked, rooms: edit.rooms },
          );
        next.available = edit.rooms - row.booked;
        break;
      case 'close':
        next.isClosed = true;
        break;
      case 'open':
        next.isClosed = false;
        break;
    }
    planned.push(next);
  }
  return planned;
}

/** A short picture of a set of nights for the audit log (rupees). */
export function summariseNights(rows: readonly NightRow[]) {
  if (rows.length === 0) return { nights: 0 };
  const rates = rows.map((r) => r.ratePaise / 100);
  const totals = rows.map((r) => r.available + r.booked);
  return {
    nights: rows.length,
    rate: { min: Math.min(...rates), max: Math.max(...rates) },
    totalRooms: { min: Math.min(...totals), max: Math.max(...totals) },
    booked: rows.reduce((sum, r) => sum + r.booked, 0),
    closedNights: rows.filter((r) => r.isClosed).length,
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
    default:
      return base;
  }
}
