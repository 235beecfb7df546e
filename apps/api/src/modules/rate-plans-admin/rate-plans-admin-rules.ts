import { INVENTORY_MAX_RATE, INVENTORY_MIN_RATE } from '@staybook/contract/admin-inventory';
import { RATES_BULK_WARN_PERCENT, type RatesBulkEdit, type RatesBulkNight } from '@staybook/contract/admin-rate-plans';
import { formatDayWithWeekday } from '@staybook/contract/format';
import { formatInr, paiseToRupees, rupeesToPaise } from '@staybook/contract/money';
import type { PriceAdjustmentKind } from '@staybook/contract/rate-plans';
import type { IsoDate } from '@staybook/contract/stay-dates';
import { adjustRatePaise } from '../inventory/index.js';

/** Pure rules of the console's rate plans and the brand-wide rate bulk edit. Money is paise unless named rupees. */

export class RatePlanRuleError extends Error {
  constructor(
    public readonly kind: 'bad_request' | 'conflict',
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
  }
}

// ─── Plans ──────────────────────────────────────────────────────────────────────────────────────────

/** The console speaks whole rupees for an amount; the column keeps paise (a percentage is kept as it is). */
export const storedAdjustment = (kind: PriceAdjustmentKind, value: number): number =>
  kind === 'amount' ? rupeesToPaise(value) : value;

export const shownAdjustment = (kind: PriceAdjustmentKind, stored: number): number =>
  kind === 'amount' ? paiseToRupees(stored) : stored;

export interface PlanForDefault {
  id: string;
  status: string;
  isDefault: boolean;
}

/**
 * Whether a saved plan is its room type's default afterwards. A room type always has exactly one default among its
 * active plans: the first plan takes it, ticking it on another plan moves it there, and the default cannot simply be
 * unticked (another plan must take it). An archived plan is never the default.
 */
export function defaultAfterSave(
  others: readonly PlanForDefault[],
  saved: { isDefault: boolean; status: string; wasDefault: boolean },
): boolean {
  const otherDefault = others.some((p) => p.status === 'active' && p.isDefault);
  if (saved.status !== 'active') {
    if (saved.isDefault)
      throw new RatePlanRuleError('bad_request', 'Restore the plan before making it the default.', {
        field: 'isDefault',
      });
    return false;
  }
  if (saved.wasDefault && !saved.isDefault && !otherDefault)
    throw new RatePlanRuleError(
      'bad_request',
      'A room type always has one default plan: make another plan the default instead.',
      { field: 'isDefault' },
    );
  return saved.isDefault || !otherDefault;
}

/** The plan that takes over the default when `leaving` is archived: the first other active plan (already ordered). */
export function successorDefault(plans: readonly PlanForDefault[], leaving: string): string | null {
  return plans.find((p) => p.id !== leaving && p.status === 'active')?.id ?? null;
}

// ─── Brand-wide bulk edit ───────────────────────────────────────────────────────────────────────────

export interface BulkNightRow {
  stayDate: IsoDate;
  ratePaise: number;
}

/** A change in percent, to one decimal (an increase from ₹0 counts as +100%). */
export function changePercent(oldPaise: number, newPaise: number): number {
  if (oldPaise === 0) return newPaise === 0 ? 0 : 100;
  return Math.round(((newPaise - oldPaise) / oldPaise) * 1000) / 10;
}

/** Over the threshold either way. */
export const isLargeChange = (percent: number, threshold = RATES_BULK_WARN_PERCENT): boolean =>
  Math.abs(percent) > threshold;

/**
 * Old → new for each open night of one room type on the chosen dates; nights that would not change are left out
 * (setting ₹5,000 on a ₹5,000 night is no change). Refuses a rate outside the console's bounds, naming the night.
 */
export function planBulkRates(
  change: RatesBulkEdit['change'],
  dates: ReadonlySet<IsoDate>,
  rows: readonly BulkNightRow[],
  roomTypeName: string,
): Array<RatesBulkNight & { oldPaise: number; newPaise: number }> {
  const min = rupeesToPaise(INVENTORY_MIN_RATE);
  const max = rupeesToPaise(INVENTORY_MAX_RATE);
  const out: Array<RatesBulkNight & { oldPaise: number; newPaise: number }> = [];
  for (const row of rows) {
    if (!dates.has(row.stayDate)) continue;
    const newPaise =
      change.action === 'set_rate' ? rupeesToPaise(change.rate) : adjustRatePaise(row.ratePaise, change.percent);
    if (newPaise === row.ratePaise) continue;
    if (newPaise < min || newPaise > max)
      throw new RatePlanRuleError(
        'bad_request',
        `The change would make ${roomTypeName} on ${formatDayWithWeekday(row.stayDate)} ` +
          `${formatInr(paiseToRupees(newPaise))}; rates must stay between ₹${INVENTORY_MIN_RATE} and ₹10,00,000. ` +
          'Nothing was changed.',
        { date: row.stayDate },
      );
    const percent = changePercent(row.ratePaise, newPaise);
    out.push({
      date: row.stayDate,
      oldRate: paiseToRupees(row.ratePaise),
      newRate: paiseToRupees(newPaise),
      changePercent: percent,
      isLarge: isLargeChange(percent),
      oldPaise: row.ratePaise,
      newPaise,
    });
  }
  return out;
}

/** The signed change of the largest size (0 for none). */
export function largestChange(percents: readonly number[]): number {
  return percents.reduce((best, p) => (Math.abs(p) > Math.abs(best) ? p : best), 0);
}

/** One night of a batch as the audit entry keeps it (paise), so the batch can be undone. */
export interface BatchNight {
  roomTypeId: string;
  date: IsoDate;
  beforePaise: number;
  afterPaise: number;
}

/**
 * The first night of a batch whose rate is no longer what the batch set (someone changed it since, or it was
 * removed): undoing would overwrite their change, so the undo is refused naming it.
 */
export function firstChangedSince(
  batch: readonly BatchNight[],
  current: ReadonlyMap<string, number>,
): BatchNight | null {
  for (const night of batch) if (current.get(`${night.roomTypeId}|${night.date}`) !== night.afterPaise) return night;
  return null;
}
