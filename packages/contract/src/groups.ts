import { z } from 'zod';
import { inventoryDateSchema } from './admin-inventory';
import { emailSchema, mobileNumberSchema, objectIdSchema } from './common';
import { gstinSchema } from './gst';
import { PHONE_MESSAGE_PAGE } from './phone';

/**
 * Groups and allotments (issue 44, docs/groups-and-allotments.md): a wedding's or an offsite's block of rooms held at a
 * group rate until a cut-off date (IST), its rooming list (each room a booking of its own, taken from the held rooms)
 * and who pays. Console: /api/admin/groups.
 */

export const groupPayers = ['master', 'each_guest'] as const;
export type GroupPayer = (typeof groupPayers)[number];
export const GROUP_PAYER_LABELS: Record<GroupPayer, string> = {
  master: 'One payer for all rooms (the organiser or company)',
  each_guest: 'Each guest pays their own room (a payment link per room)',
};

/** Most rooms of a type a group holds a night, most nights of an allotment and most rooms of a rooming list at once. */
export const GROUP_MAX_ROOMS = 200;
export const GROUP_MAX_NIGHTS = 60;
export const ROOMING_LIST_MAX_ROWS = 300;

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

export const groupOrganiserSchema = z.object({
  name: z.string().trim().min(1, 'enter the organiser’s name').max(100, 'the name must be at most 100 characters'),
  phone: mobileNumberSchema({ required: 'enter the organiser’s mobile number', invalid: PHONE_MESSAGE_PAGE }),
  email: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(emailSchema.optional()),
  company: optionalText(120, 'the company'),
  gstin: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined))
    .pipe(gstinSchema.optional()),
});

/** Rooms of a type held on each night from `from` to `to` (both included, like the rates calendar) at one rate. */
export const allotmentLineSchema = z
  .object({
    roomTypeId: objectIdSchema,
    from: inventoryDateSchema,
    to: inventoryDateSchema,
    rooms: z
      .number({ error: 'rooms must be a number' })
      .int('rooms must be whole')
      .min(1, 'hold at least 1 room')
      .max(GROUP_MAX_ROOMS, `hold at most ${GROUP_MAX_ROOMS} rooms a night`),
    /** The group rate per room per night, whole rupees before GST. */
    rate: z.number({ error: 'the rate must be a number of rupees' }).int('the rate must be whole rupees').min(0),
  })
  .refine((l) => l.to >= l.from, { path: ['to'], message: 'the last night must be on or after the first' });
export type AllotmentLine = z.infer<typeof allotmentLineSchema>;

export const createGroupSchema = z.object({
  propertyId: objectIdSchema,
  name: z.string().trim().min(1, 'name the group').max(120, 'the name must be at most 120 characters'),
  organiser: groupOrganiserSchema,
  /** The last IST day the rooms wait for the rooming list; from the next day what is not picked up is back on sale. */
  cutoffDate: inventoryDateSchema,
  payer: z.enum(groupPayers, { error: 'choose who pays' }),
  lines: z.array(allotmentLineSchema).min(1, 'hold at least one room type').max(20, 'at most 20 lines'),
});
export type CreateGroup = z.input<typeof createGroupSchema>;

export const extendGroupSchema = z.object({ cutoffDate: inventoryDateSchema });

/** One room of the rooming list, entered at the desk (the CSV's row once read). */
export const groupRoomSchema = z
  .object({
    guestName: z.string().trim().min(1, 'enter the guest’s name').max(100, 'the name must be at most 100 characters'),
    phone: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(mobileNumberSchema({ invalid: PHONE_MESSAGE_PAGE }).optional()),
    email: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(emailSchema.optional()),
    roomTypeId: objectIdSchema,
    checkIn: inventoryDateSchema,
    checkOut: inventoryDateSchema,
    adults: z.number().int().min(1, 'at least 1 adult').max(20),
    children: z.number().int().min(0).max(20).default(0),
  })
  .refine((r) => r.checkOut > r.checkIn, { path: ['checkOut'], message: 'departure must be after arrival' });
export type GroupRoomInput = z.input<typeof groupRoomSchema>;

export const importRoomingListSchema = z.object({
  csv: z.string().min(1, 'paste or upload the rooming list').max(200_000, 'the list is too long (200 KB at most)'),
});

export const groupStatuses = ['holding', 'released'] as const;

export const groupNightSchema = z.object({
  date: z.string(),
  /** Whole rupees per room before GST. */
  rate: z.number(),
  allotted: z.number().int(),
  held: z.number().int(),
  picked: z.number().int(),
  released: z.number().int(),
});

export const groupRoomViewSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  code: z.string(),
  status: z.string(),
  guestName: z.string(),
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** Rupees to the paisa (the ledger's figure, money.md). */
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  paymentLink: z.string().nullable(),
});

export const groupPayerLineSchema = z.object({
  payer: z.string(),
  rooms: z.number().int(),
  owes: z.number(),
  paid: z.number(),
  due: z.number(),
});

export const groupSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  name: z.string(),
  organiser: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    company: z.string().nullable(),
    gstin: z.string().nullable(),
  }),
  cutoffDate: z.string(),
  payer: z.enum(groupPayers),
  status: z.enum(groupStatuses),
  releasedAt: z.number().nullable(),
  roomTypes: z.array(z.object({ roomTypeId: z.string(), name: z.string(), nights: z.array(groupNightSchema) })),
  rooms: z.array(groupRoomViewSchema),
  statement: z.array(groupPayerLineSchema),
});
export type Group = z.infer<typeof groupSchema>;
export const groupResponseSchema = z.object({ success: z.literal(true), data: groupSchema });

export const groupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  propertyName: z.string(),
  organiserName: z.string(),
  cutoffDate: z.string(),
  status: z.enum(groupStatuses),
  firstNight: z.string(),
  lastNight: z.string(),
  /** Room-nights allotted, still held, picked up. */
  allotted: z.number().int(),
  held: z.number().int(),
  picked: z.number().int(),
  rooms: z.number().int(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;
export const groupsResponseSchema = z.object({ success: z.literal(true), data: z.array(groupSummarySchema) });
export const groupsQuerySchema = z.object({ propertyId: objectIdSchema.optional() });

export const roomingRowResultSchema = z.object({
  /** The row's line in the list (1 is the first line after the header). */
  line: z.number().int(),
  guestName: z.string(),
  ok: z.boolean(),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type RoomingRowResult = z.infer<typeof roomingRowResultSchema>;
export const roomingImportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ results: z.array(roomingRowResultSchema), group: groupSchema }),
});

export const groupPaths = {
  list: '/api/admin/groups',
  one: (id: string) => `/api/admin/groups/${id}`,
  rooms: (id: string) => `/api/admin/groups/${id}/rooms`,
  roomingList: (id: string) => `/api/admin/groups/${id}/rooming-list`,
  release: (id: string) => `/api/admin/groups/${id}/release`,
  cutoff: (id: string) => `/api/admin/groups/${id}/cutoff`,
} as const;
