import { z } from 'zod';
import { inventoryDateSchema } from './admin-inventory';
import { objectIdSchema } from './common';

/**
 * Housekeeping (issue 44): each numbered room is clean, dirty, inspected or out of order. A check-out makes the rooms the
 * guest slept in dirty; a housekeeper (the `housekeeping` role, scoped to their properties) or the desk changes a room's
 * state from the board, a phone page. The board is the day's work: departures to clean, arrivals waiting for a room,
 * every room by state, and the latest changes (who, when). Assignment prefers ready rooms (clean or inspected) for
 * guests arriving today. Console: GET /api/admin/housekeeping?propertyId&date, PUT /api/admin/rooms/:id/housekeeping.
 */

export const housekeepingStatuses = ['dirty', 'clean', 'inspected', 'out_of_order'] as const;
export type HousekeepingStatus = (typeof housekeepingStatuses)[number];

export const housekeepingStatusLabels: Record<HousekeepingStatus, string> = {
  dirty: 'Dirty',
  clean: 'Clean',
  inspected: 'Inspected',
  out_of_order: 'Out of order',
};

/** Ready for a guest: cleaned, or cleaned and inspected. */
export const isReadyStatus = (status: HousekeepingStatus): boolean => status === 'clean' || status === 'inspected';

export const HOUSEKEEPING_NOTE_MAX = 200;

export const setHousekeepingSchema = z.object({
  status: z.enum(housekeepingStatuses, { error: 'must be dirty, clean, inspected or out of order' }),
  /** What the housekeeper saw ("AC not cooling"): optional, kept in the history. */
  note: z
    .string()
    .trim()
    .max(HOUSEKEEPING_NOTE_MAX, `may be at most ${HOUSEKEEPING_NOTE_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type SetHousekeeping = z.input<typeof setHousekeepingSchema>;

export const housekeepingQuerySchema = z.object({ propertyId: objectIdSchema, date: inventoryDateSchema.optional() });

export const housekeepingRoomSchema = z.object({
  id: z.string(),
  number: z.string(),
  floor: z.number().int(),
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  status: z.enum(housekeepingStatuses),
  /** When the state last changed (unix seconds); null if never since rooms had states. */
  changedAt: z.number().int().nullable(),
  /** Who changed it last ("Sunita (Housekeeping)", "Check-out of SB1234"); null if never. */
  changedBy: z.string().nullable(),
  /** A guest leaves it on the board's day (their last night was the night before). */
  departure: z.enum(['due', 'left']).nullable(),
  /** A guest arrives in it on the board's day (assigned): ready or not is its state. */
  arrival: z.boolean(),
  /** Someone sleeps in it the board's night (staying on, or arriving). */
  occupiedTonight: z.boolean(),
  /** Out of service (a block) on the board's night. */
  outOfService: z.boolean(),
});
export type HousekeepingRoom = z.infer<typeof housekeepingRoomSchema>;

export const housekeepingChangeSchema = z.object({
  roomId: z.string(),
  number: z.string(),
  from: z.enum(housekeepingStatuses).nullable(),
  to: z.enum(housekeepingStatuses),
  note: z.string().nullable(),
  /** "Sunita (Housekeeping)", or "Check-out of SB1234" when the check-out made it dirty. */
  by: z.string(),
  at: z.number().int(),
});
export type HousekeepingChange = z.infer<typeof housekeepingChangeSchema>;

export const housekeepingBoardSchema = z.object({
  propertyId: z.string(),
  date: z.string(),
  rooms: z.array(housekeepingRoomSchema),
  /** Arrivals of the day still without a numbered room (rooms of each type), which the desk assigns once rooms are ready. */
  arrivalsWithoutRoom: z.number().int(),
  /** The latest changes of the property's rooms, newest first (at most 50). */
  history: z.array(housekeepingChangeSchema),
});
export type HousekeepingBoard = z.infer<typeof housekeepingBoardSchema>;
export const housekeepingBoardResponseSchema = z.object({ success: z.literal(true), data: housekeepingBoardSchema });
export const housekeepingRoomResponseSchema = z.object({ success: z.literal(true), data: housekeepingRoomSchema });
