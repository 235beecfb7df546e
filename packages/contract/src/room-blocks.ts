import { z } from 'zod';
import { INVENTORY_MAX_ROOMS, inclusiveNights, inventoryDateSchema } from './admin-inventory';
import { objectIdSchema } from './common';

/**
 * Room blocks (issue 23): rooms taken out of inventory without a booking, through the inventory module: an owner's
 * own stay, maintenance, a room out of order, or an event imported from another channel's calendar (iCal). A block
 * covers the nights `from`–`to`, both included (like the rates calendar), and leaves them out of the room-nights
 * available for occupancy. Console: /api/admin/inventory/blocks.
 */

export const roomBlockKinds = ['owner_stay', 'maintenance', 'out_of_order', 'channel'] as const;
export type RoomBlockKind = (typeof roomBlockKinds)[number];
/** The kinds staff enter by hand; `channel` blocks come only from a calendar import. */
export const manualRoomBlockKinds = ['owner_stay', 'maintenance', 'out_of_order'] as const;
export type ManualRoomBlockKind = (typeof manualRoomBlockKinds)[number];

export const ROOM_BLOCK_KIND_LABELS: Record<RoomBlockKind, string> = {
  owner_stay: 'Owner stay',
  maintenance: 'Maintenance',
  out_of_order: 'Out of order',
  channel: 'Booked on another channel',
};

/** Longest block staff may enter at once (a year and a day: an owner's season, a long renovation). */
export const ROOM_BLOCK_MAX_NIGHTS = 366;
export const ROOM_BLOCK_REASON_MAX = 300;

export const createRoomBlockSchema = z
  .object({
    roomTypeId: objectIdSchema,
    kind: z.enum(manualRoomBlockKinds, { error: 'must be an owner stay, maintenance or out of order' }),
    /** First and last night blocked (both included). */
    from: inventoryDateSchema,
    to: inventoryDateSchema,
    roomCount: z
      .number({ error: 'must be a number of rooms' })
      .int('must be a whole number of rooms')
      .min(1, 'must be at least 1 room')
      .max(INVENTORY_MAX_ROOMS, `may be at most ${INVENTORY_MAX_ROOMS} rooms`),
    reason: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required: say who stays or what is being repaired')
      .max(ROOM_BLOCK_REASON_MAX, `may be at most ${ROOM_BLOCK_REASON_MAX} characters`),
  })
  .superRefine((v, ctx) => {
    const nights = inclusiveNights(v.from, v.to);
    if (Number.isNaN(nights)) return;
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after the first night' });
    else if (nights > ROOM_BLOCK_MAX_NIGHTS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `a block may cover at most ${ROOM_BLOCK_MAX_NIGHTS} nights`,
      });
  });
export type CreateRoomBlock = z.infer<typeof createRoomBlockSchema>;

/**
 * Active blocks that cover any night from `from` to `to` (both included): of a property (or one of its room types), or
 * of every property the member may see (the desk's day view over all properties).
 */
export const roomBlocksQuerySchema = z
  .object({
    propertyId: objectIdSchema.optional(),
    roomTypeId: objectIdSchema.optional(),
    from: inventoryDateSchema,
    to: inventoryDateSchema,
  })
  .superRefine((v, ctx) => {
    const nights = inclusiveNights(v.from, v.to);
    if (!Number.isNaN(nights) && (nights < 1 || nights > 400))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from, at most 400 nights later' });
  });
export type RoomBlocksQuery = z.infer<typeof roomBlocksQuerySchema>;

export const roomBlockSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  kind: z.enum(roomBlockKinds),
  /** First and last night (both included) and how many nights that is. */
  from: z.string(),
  to: z.string(),
  nights: z.number().int(),
  roomCount: z.number().int(),
  reason: z.string(),
  /** The channel whose calendar the block came from ('Booking.com'); null for a block entered by staff. */
  channel: z.string().nullable(),
  /**
   * Nights the block does not hold because their rooms were already sold (an imported event over a booking): a
   * conflict for the hotel to settle while any remain.
   */
  conflictDates: z.array(z.string()),
  createdBy: z.string().nullable(),
  /** Unix seconds. */
  createdAt: z.number().int(),
  releasedAt: z.number().int().nullable(),
});
export type RoomBlock = z.infer<typeof roomBlockSchema>;

export const roomBlockResponseSchema = z.object({ success: z.literal(true), data: roomBlockSchema });
export const roomBlocksResponseSchema = z.object({ success: z.literal(true), data: z.array(roomBlockSchema) });
