import { z } from 'zod';
import { inclusiveNights, inventoryDateSchema } from './admin-inventory';
import { objectIdSchema } from './common';
import { housekeepingStatuses } from './housekeeping';
import { ROOM_BLOCK_MAX_NIGHTS, ROOM_BLOCK_REASON_MAX, roomBlockKinds } from './room-blocks';

/**
 * Numbered rooms and their assignment (issue 44, decision 015). Each room type has its physical rooms (a number unique
 * in the property, a floor, features, a connecting room); a room out of service is a dated out-of-order block of one
 * room of its type, so what every channel sells already leaves it out. Each room of a booking sleeps in one numbered
 * room a night. Dates are the console's IST calendar dates (`from`–`to`, both included, as the rates calendar and
 * blocks). Console: /api/admin/room-types/:id/rooms, /api/admin/rooms/:id, /api/admin/room-assignments,
 * /api/admin/bookings/:id/rooms.
 */

export const ROOM_NUMBER_MAX = 10;
export const ROOM_FEATURES_MAX = 12;
export const ROOM_FEATURE_MAX = 40;
/** The grid reads at most this many nights at once (a month and a day, with room to spare). */
export const ROOM_GRID_MAX_NIGHTS = 62;

const roomNumberSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required, such as 204')
  .max(ROOM_NUMBER_MAX, `may be at most ${ROOM_NUMBER_MAX} characters`)
  .regex(/^[A-Za-z0-9-]+$/, 'may hold letters, digits and hyphens only, such as 204 or G-2');

const featureSchema = z
  .string()
  .trim()
  .min(1, 'may not be empty')
  .max(ROOM_FEATURE_MAX, `may be at most ${ROOM_FEATURE_MAX} characters each`);

export const roomInputSchema = z.object({
  number: roomNumberSchema,
  floor: z
    .number({ error: 'must be a floor number (0 is the ground floor)' })
    .int('must be a whole floor number')
    .min(-5, 'may be at least -5')
    .max(200, 'may be at most 200'),
  features: z
    .array(featureSchema)
    .max(ROOM_FEATURES_MAX, `may list at most ${ROOM_FEATURES_MAX} features`)
    .transform((list) => [...new Set(list)]),
  /** Another room of the property this one connects to (a family's pair). */
  connectsToRoomId: objectIdSchema.nullable(),
});
export type RoomInput = z.output<typeof roomInputSchema>;
export type RoomFormValues = z.input<typeof roomInputSchema>;

export const outOfServiceInputSchema = z
  .object({
    reason: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required: say what is wrong with the room')
      .max(ROOM_BLOCK_REASON_MAX, `may be at most ${ROOM_BLOCK_REASON_MAX} characters`),
    /** First and last night out of service (both included). */
    from: inventoryDateSchema,
    to: inventoryDateSchema,
  })
  .superRefine((v, ctx) => {
    const nights = inclusiveNights(v.from, v.to);
    if (Number.isNaN(nights)) return;
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after the first night' });
    else if (nights > ROOM_BLOCK_MAX_NIGHTS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `may be at most ${ROOM_BLOCK_MAX_NIGHTS} nights` });
  });
export type OutOfServiceInput = z.infer<typeof outOfServiceInputSchema>;

export const outOfServiceSchema = z.object({
  blockId: z.string(),
  reason: z.string(),
  from: z.string(),
  to: z.string(),
});
export type OutOfService = z.infer<typeof outOfServiceSchema>;

export const adminRoomSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  number: z.string(),
  floor: z.number().int(),
  features: z.array(z.string()),
  connectsToRoomId: z.string().nullable(),
  connectsToNumber: z.string().nullable(),
  /** The room's current or coming out-of-service period; null when it is in service. */
  outOfService: outOfServiceSchema.nullable(),
  /** The last night a guest slept in it (before today), for spreading wear; null if never. */
  lastUsedOn: z.string().nullable(),
  /** Its housekeeping state now (issue 44). Optional: answers before housekeeping had none. */
  housekeepingStatus: z.enum(housekeepingStatuses).optional(),
});
export type AdminRoom = z.infer<typeof adminRoomSchema>;

export const roomTypeRoomsSchema = z.object({
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  /** Rooms the room type sells each night (room_types.total_rooms): the numbered rooms once every room is numbered. */
  totalRooms: z.number().int(),
  rooms: z.array(adminRoomSchema),
  /** The other rooms of the property, for the "connects to" picker. */
  propertyRooms: z.array(z.object({ id: z.string(), number: z.string(), roomTypeName: z.string() })),
});
export type RoomTypeRooms = z.infer<typeof roomTypeRoomsSchema>;

export const roomTypeRoomsResponseSchema = z.object({ success: z.literal(true), data: roomTypeRoomsSchema });
export const adminRoomResponseSchema = z.object({ success: z.literal(true), data: adminRoomSchema });

// ─── Assignments ────────────────────────────────────────────────────────────────────────────────────

/** One run of nights a room of a booking sleeps in one numbered room. */
export const roomStaySchema = z.object({
  roomId: z.string(),
  number: z.string(),
  /** First and last night (both included). */
  from: z.string(),
  to: z.string(),
});
export type RoomStay = z.infer<typeof roomStaySchema>;

/** One room of a booking (a line's slot) with where it sleeps and the rooms it could move to. */
export const bookingRoomSlotSchema = z.object({
  bookingRoomId: z.string(),
  slot: z.number().int(),
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  /** The runs of nights assigned; nights of the stay not in any run are unassigned. */
  stays: z.array(roomStaySchema),
  unassignedNights: z.number().int(),
  /** Rooms of the same type free (and in service) for every night from `movableFrom` to the end of the stay. */
  freeRooms: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      floor: z.number().int(),
      features: z.array(z.string()),
      /** Its housekeeping state now (ready rooms are listed first). Optional: answers before housekeeping had none. */
      housekeepingStatus: z.enum(housekeepingStatuses).optional(),
    }),
  ),
  /** The first night an assign or a move would change (today, or the arrival when it is ahead); null once it left. */
  movableFrom: z.string().nullable(),
});
export type BookingRoomSlot = z.infer<typeof bookingRoomSlotSchema>;

export const bookingRoomsSchema = z.object({
  bookingId: z.string(),
  /** Same-type moves are made here; a move to another type is a booking change (its price rule). */
  slots: z.array(bookingRoomSlotSchema),
});
export type BookingRooms = z.infer<typeof bookingRoomsSchema>;
export const bookingRoomsResponseSchema = z.object({ success: z.literal(true), data: bookingRoomsSchema });

/** Assign (or move) a room of a booking to a numbered room of its type, from `movableFrom` to the end of its stay. */
export const assignRoomSchema = z.object({
  bookingRoomId: objectIdSchema,
  slot: z.number().int().min(0),
  roomId: objectIdSchema,
});
export type AssignRoom = z.infer<typeof assignRoomSchema>;

export const unassignRoomSchema = z.object({ bookingRoomId: objectIdSchema, slot: z.number().int().min(0) });
export type UnassignRoom = z.infer<typeof unassignRoomSchema>;

export const autoAssignSchema = z.object({
  propertyId: objectIdSchema,
  /** Arrivals from this night to this night (both included). */
  from: inventoryDateSchema,
  to: inventoryDateSchema,
});
export type AutoAssign = z.infer<typeof autoAssignSchema>;
export const autoAssignResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ assigned: z.number().int(), unassigned: z.number().int() }),
});

/** What the room grid reads: a property's rooms and who sleeps in each over a range of nights. */
export const roomAssignmentsQuerySchema = z
  .object({ propertyId: objectIdSchema, from: inventoryDateSchema, to: inventoryDateSchema })
  .superRefine((v, ctx) => {
    const nights = inclusiveNights(v.from, v.to);
    if (!Number.isNaN(nights) && (nights < 1 || nights > ROOM_GRID_MAX_NIGHTS))
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be on or after from, at most ${ROOM_GRID_MAX_NIGHTS} nights later`,
      });
  });
export type RoomAssignmentsQuery = z.infer<typeof roomAssignmentsQuerySchema>;

export const roomAssignmentsSchema = z.object({
  propertyId: z.string(),
  from: z.string(),
  to: z.string(),
  rooms: z.array(adminRoomSchema),
  assignments: z.array(
    z.object({
      roomId: z.string(),
      bookingId: z.string(),
      bookingCode: z.string(),
      bookingRoomId: z.string(),
      slot: z.number().int(),
      guestName: z.string(),
      status: z.string(),
      /** The run's first and last night (both included), whole even where it reaches past the range asked. */
      from: z.string(),
      to: z.string(),
    }),
  ),
  /**
   * Every out-of-service period of a numbered room touching the range, past ones too (a released one up to the night it
   * was put back). Optional: answers before the grid drew past periods had none.
   */
  outOfService: z
    .array(z.object({ roomId: z.string(), blockId: z.string(), reason: z.string(), from: z.string(), to: z.string() }))
    .optional(),
  /** Blocks of a room type (an owner stay, maintenance, an OTA's calendar…) not of one numbered room, over the range. */
  blocks: z
    .array(
      z.object({
        blockId: z.string(),
        roomTypeId: z.string(),
        kind: z.enum(roomBlockKinds),
        reason: z.string(),
        rooms: z.number().int(),
        from: z.string(),
        to: z.string(),
      }),
    )
    .optional(),
  /**
   * Arrivals over the range (confirmed or in house, not gone) with rooms of a line still lacking a numbered room from
   * today on: one entry per booking line, `rooms` of its rooms unassigned. Optional: answers before the grid had none.
   */
  unassigned: z
    .array(
      z.object({
        bookingId: z.string(),
        bookingCode: z.string(),
        guestName: z.string(),
        roomTypeId: z.string(),
        roomTypeName: z.string(),
        checkIn: z.string(),
        checkOut: z.string(),
        rooms: z.number().int(),
      }),
    )
    .optional(),
});
export type RoomAssignments = z.infer<typeof roomAssignmentsSchema>;
export type GridBlock = NonNullable<RoomAssignments['blocks']>[number];
export type OutOfServicePeriod = NonNullable<RoomAssignments['outOfService']>[number];
export type UnassignedArrival = NonNullable<RoomAssignments['unassigned']>[number];
export const roomAssignmentsResponseSchema = z.object({ success: z.literal(true), data: roomAssignmentsSchema });
