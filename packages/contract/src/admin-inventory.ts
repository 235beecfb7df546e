import { z } from 'zod';
import { objectIdSchema } from './common';
import { formatDayWithWeekday } from './format';
import { addDays, daysBetween, isIsoDate, weekdayOf } from './stay-dates';

/**
 * Rates and inventory in the operator console (/api/admin/inventory). Staff and admins.
 * Dates are IST calendar dates written 'YYYY-MM-DD'; a range `from`–`to` is inclusive (both nights count).
 * Money is whole rupees.
 */

/** Most nights one calendar read may cover (a month grid needs at most 42). */
export const INVENTORY_MAX_VIEW_NIGHTS = 92;
/** Most nights one bulk edit may cover. */
export const INVENTORY_MAX_BULK_NIGHTS = 400;
export const INVENTORY_MIN_RATE = 1;
export const INVENTORY_MAX_RATE = 1_000_000;
export const INVENTORY_MAX_ROOMS = 500;
/** Longest minimum or maximum stay a night may carry. */
export const INVENTORY_MAX_STAY_NIGHTS = 90;
/** Adjust-by-percent bounds: from −90% to +500%. */
export const INVENTORY_MIN_PERCENT = -90;
export const INVENTORY_MAX_PERCENT = 500;

export const inventoryDateSchema = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isIsoDate, 'must be a real calendar date');

/** Sunday = 0 … Saturday = 6. */
export const weekdaySchema = z
  .number({ error: 'weekdays must be numbers from 0 (Sunday) to 6 (Saturday)' })
  .int('weekdays must be whole numbers from 0 (Sunday) to 6 (Saturday)')
  .min(0, 'weekdays must be from 0 (Sunday) to 6 (Saturday)')
  .max(6, 'weekdays must be from 0 (Sunday) to 6 (Saturday)');

/** Nights from `from` to `to`, both included; NaN when either is not a date. */
export function inclusiveNights(from: string, to: string): number {
  if (!isIsoDate(from) || !isIsoDate(to)) return Number.NaN;
  return daysBetween(from, to) + 1;
}

function checkRange(value: { from: string; to: string }, max: number, ctx: z.RefinementCtx): void {
  const nights = inclusiveNights(value.from, value.to);
  if (Number.isNaN(nights)) return;
  if (nights < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
  else if (nights > max)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `the range may cover at most ${max} nights` });
}

// ─── Pickers ────────────────────────────────────────────────────────────────────────────────────────

export const inventoryRoomTypeOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Rupees: the rate new nights open at. */
  baseRate: z.number(),
  totalRooms: z.number().int(),
  archived: z.boolean(),
});
export const inventoryPropertyOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  archived: z.boolean(),
  roomTypes: z.array(inventoryRoomTypeOptionSchema),
});
export type InventoryRoomTypeOption = z.infer<typeof inventoryRoomTypeOptionSchema>;
export type InventoryPropertyOption = z.infer<typeof inventoryPropertyOptionSchema>;
export const inventoryRoomTypesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(inventoryPropertyOptionSchema),
});

// ─── Calendar ───────────────────────────────────────────────────────────────────────────────────────

export const inventoryQuerySchema = z
  .object({ roomTypeId: objectIdSchema, from: inventoryDateSchema, to: inventoryDateSchema })
  .superRefine((v, ctx) => checkRange(v, INVENTORY_MAX_VIEW_NIGHTS, ctx));
export type InventoryQuery = z.infer<typeof inventoryQuerySchema>;

export const inventoryNightSchema = z.object({
  date: z.string(),
  /** False when the night has no inventory row yet (not sellable until a rate or rooms are set). */
  hasInventory: z.boolean(),
  /** Rupees; null without inventory. */
  rate: z.number().nullable(),
  /** Rooms still sellable. */
  available: z.number().int(),
  /** Rooms held or sold. */
  booked: z.number().int(),
  /** Rooms out of inventory for a block (owner stay, maintenance, out of order, another channel's booking). */
  blocked: z.number().int(),
  /** available + booked + blocked: the rooms the room type has that night. */
  total: z.number().int(),
  /** Stop-sell: the night is not sold at all. */
  isClosed: z.boolean(),
  /** Stay restrictions (contract's stay-restrictions.ts): min/max stay of stays arriving this night; null: none. */
  minStay: z.number().int().nullable(),
  maxStay: z.number().int().nullable(),
  closedToArrival: z.boolean(),
  /** No stay may leave on this date. */
  closedToDeparture: z.boolean(),
});
export type InventoryNight = z.infer<typeof inventoryNightSchema>;

export const inventoryCalendarSchema = z.object({
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  propertyName: z.string(),
  from: z.string(),
  to: z.string(),
  /** Today in IST: earlier nights cannot be edited. */
  today: z.string(),
  nights: z.array(inventoryNightSchema),
});
export type InventoryCalendar = z.infer<typeof inventoryCalendarSchema>;
export const inventoryCalendarResponseSchema = z.object({ success: z.literal(true), data: inventoryCalendarSchema });

// ─── Bulk edit ──────────────────────────────────────────────────────────────────────────────────────

const bulkBase = {
  roomTypeId: objectIdSchema,
  from: inventoryDateSchema,
  to: inventoryDateSchema,
  /** Only nights on these weekdays (Sunday = 0); empty or omitted means every night. */
  weekdays: z.array(weekdaySchema).max(7, 'weekdays may list each day once').optional(),
};

/** Every bulk edit action, in the order the console lists them. */
export const INVENTORY_BULK_ACTIONS = [
  'set_rate',
  'adjust_rate',
  'set_rooms',
  'close',
  'open',
  'set_min_stay',
  'clear_min_stay',
  'set_max_stay',
  'clear_max_stay',
  'close_to_arrival',
  'open_to_arrival',
  'close_to_departure',
  'open_to_departure',
] as const;

const stayNightsSchema = (field: 'minStay' | 'maxStay') =>
  z
    .number({ error: `${field} must be a number of nights` })
    .int(`${field} must be a whole number of nights`)
    .min(1, `${field} must be at least 1 night`)
    .max(INVENTORY_MAX_STAY_NIGHTS, `${field} must be at most ${INVENTORY_MAX_STAY_NIGHTS} nights`);

export const inventoryBulkEditSchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({
        ...bulkBase,
        action: z.literal('set_rate'),
        rate: z
          .number({ error: 'rate must be a number of rupees' })
          .int('rate must be whole rupees')
          .min(INVENTORY_MIN_RATE, `rate must be at least ₹${INVENTORY_MIN_RATE}`)
          .max(INVENTORY_MAX_RATE, 'rate must be at most ₹10,00,000'),
      }),
      z.object({
        ...bulkBase,
        action: z.literal('adjust_rate'),
        percent: z
          .number({ error: 'percent must be a number' })
          .min(INVENTORY_MIN_PERCENT, `percent must be at least ${INVENTORY_MIN_PERCENT}`)
          .max(INVENTORY_MAX_PERCENT, `percent must be at most ${INVENTORY_MAX_PERCENT}`)
          .refine((p) => p !== 0, 'percent must not be 0'),
      }),
      z.object({
        ...bulkBase,
        action: z.literal('set_rooms'),
        rooms: z
          .number({ error: 'rooms must be a number' })
          .int('rooms must be a whole number')
          .min(0, 'rooms cannot be negative')
          .max(INVENTORY_MAX_ROOMS, `rooms must be at most ${INVENTORY_MAX_ROOMS}`),
      }),
      // Stop-sell and lifting it.
      z.object({ ...bulkBase, action: z.literal('close') }),
      z.object({ ...bulkBase, action: z.literal('open') }),
      z.object({ ...bulkBase, action: z.literal('set_min_stay'), minStay: stayNightsSchema('minStay') }),
      z.object({ ...bulkBase, action: z.literal('clear_min_stay') }),
      z.object({ ...bulkBase, action: z.literal('set_max_stay'), maxStay: stayNightsSchema('maxStay') }),
      z.object({ ...bulkBase, action: z.literal('clear_max_stay') }),
      z.object({ ...bulkBase, action: z.literal('close_to_arrival') }),
      z.object({ ...bulkBase, action: z.literal('open_to_arrival') }),
      z.object({ ...bulkBase, action: z.literal('close_to_departure') }),
      z.object({ ...bulkBase, action: z.literal('open_to_departure') }),
    ],
    { error: `action must be one of ${INVENTORY_BULK_ACTIONS.map((a) => `'${a}'`).join(', ')}` },
  )
  .superRefine((v, ctx) => {
    checkRange(v, INVENTORY_MAX_BULK_NIGHTS, ctx);
    if (v.weekdays && new Set(v.weekdays).size !== v.weekdays.length)
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'weekdays may list each day once' });
  });
export type InventoryBulkEdit = z.infer<typeof inventoryBulkEditSchema>;
export type InventoryBulkAction = InventoryBulkEdit['action'];

/** How many nights from `from` to `to` (both included) fall on `weekdays` (Sunday = 0; none = every night). */
export function bulkEditNightCount(from: string, to: string, weekdays: readonly number[] = []): number {
  const nights = inclusiveNights(from, to);
  if (!(nights >= 1)) return 0;
  if (weekdays.length === 0) return nights;
  const chosen = new Set(weekdays);
  let count = 0;
  for (let i = 0; i < nights; i++) if (chosen.has(weekdayOf(addDays(from, i)))) count++;
  return count;
}

/**
 * The two rules a bulk edit's nights meet beyond the body's shape: nothing before `today` (the IST date), and at
 * least one night of the range on the chosen weekdays (checked once the dates are fine). The API enforces both
 * once the body has parsed (inventory.service.ts, answering a 400 that names the field); the body schema above
 * leaves them out because `today` moves. The console's form parses with this, so the operator hears them first.
 */
export function checkBulkEditNights(
  edit: { from: unknown; to: unknown; weekdays?: unknown },
  today: string,
  ctx: z.RefinementCtx,
): void {
  const { from, to } = edit;
  if (typeof from !== 'string' || typeof to !== 'string' || !isIsoDate(from)) return;
  if (from < today) {
    ctx.addIssue({
      code: 'custom',
      path: ['from'],
      message: `nights before today (${formatDayWithWeekday(today)}) cannot be edited`,
    });
    return;
  }
  const nights = inclusiveNights(from, to);
  if (!(nights >= 1 && nights <= INVENTORY_MAX_BULK_NIGHTS)) return;
  const weekdays = Array.isArray(edit.weekdays) ? edit.weekdays.filter((d) => typeof d === 'number') : [];
  if (bulkEditNightCount(from, to, weekdays) === 0)
    ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'none of these nights falls on the chosen weekdays' });
}

/**
 * The bulk edit as it can be applied on `today`: the body schema and `checkBulkEditNights`. The nights' rules run
 * even when another field is wrong (say, the rate is missing), so every problem with the dates shows at once.
 */
export const inventoryBulkEditOn = (today: string) =>
  inventoryBulkEditSchema.superRefine((edit, ctx) => checkBulkEditNights(edit, today, ctx), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export const inventoryBulkResultSchema = z.object({
  /** Nights written (created or changed). */
  updated: z.number().int(),
  /** Of those, nights that had no inventory before. */
  created: z.number().int(),
  /** The written nights as they are now. */
  nights: z.array(inventoryNightSchema),
});
export type InventoryBulkResult = z.infer<typeof inventoryBulkResultSchema>;
export const inventoryBulkResponseSchema = z.object({ success: z.literal(true), data: inventoryBulkResultSchema });
