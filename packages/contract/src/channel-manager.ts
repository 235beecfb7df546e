import { z } from 'zod';
import { objectIdSchema } from './common';

/**
 * The channel manager (issue 44; Channex's PMS API): each property, room type and rate plan is mapped to its id
 * there; every change of a mapped room type's availability, rate or restrictions is pushed in batches, in order; the
 * OTAs' bookings are read from its feed and land through the same booking pipeline as the website's.
 * Console: GET/PUT /api/admin/channels/manager/properties/:id, POST …/:id/full-sync. docs/channels.md.
 */

/** A Channex id: a UUID, as its extranet shows it (Property, Room Type and Rate Plan settings). */
export const remoteIdSchema = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(z.uuid({ error: 'must be a Channex id: a UUID such as 716305c4-561a-4561-a187-7f5b8aeb5920' }));

/** Left empty, a mapping is removed. */
const optionalRemoteId = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .transform((v) => v || null)
  .pipe(remoteIdSchema.nullable());

export const channelManagerMappingSchema = z.object({
  remoteId: optionalRemoteId,
  roomTypes: z
    .array(z.object({ roomTypeId: objectIdSchema, remoteId: optionalRemoteId }))
    .max(200)
    .default([]),
  ratePlans: z
    .array(z.object({ ratePlanId: objectIdSchema, remoteId: optionalRemoteId }))
    .max(1000)
    .default([]),
});
export type ChannelManagerMapping = z.input<typeof channelManagerMappingSchema>;

export const channelPushSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'sent', 'rejected']),
  summary: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** Unix seconds. */
  createdAt: z.number().int(),
  sentAt: z.number().int().nullable(),
  nextAttemptAt: z.number().int().nullable(),
});
export type ChannelPush = z.infer<typeof channelPushSchema>;

export const channelRevisionSchema = z.object({
  revisionId: z.string(),
  status: z.string(),
  otaName: z.string(),
  otaReservationCode: z.string().nullable(),
  outcome: z.enum(['booked', 'changed', 'cancelled', 'unchanged', 'conflict', 'attention']),
  bookingId: z.string().nullable(),
  bookingCode: z.string().nullable(),
  message: z.string().nullable(),
  /** What the OTA charged the guest and its commission, rupees (null when the revision does not say). */
  amount: z.number().nullable(),
  commission: z.number().nullable(),
  receivedAt: z.number().int(),
  ackedAt: z.number().int().nullable(),
});
export type ChannelRevision = z.infer<typeof channelRevisionSchema>;

export const channelManagerPropertySchema = z.object({
  /** 'none' when no channel manager is configured (CHANNEL_MANAGER): mappings may be kept, nothing is sent. */
  provider: z.enum(['none', 'channex']),
  propertyId: z.string(),
  propertyName: z.string(),
  remoteId: z.string().nullable(),
  roomTypes: z.array(
    z.object({
      roomTypeId: z.string(),
      name: z.string(),
      remoteId: z.string().nullable(),
      ratePlans: z.array(z.object({ ratePlanId: z.string(), name: z.string(), remoteId: z.string().nullable() })),
    }),
  ),
  /** Nights waiting to be composed into a push. */
  pendingNights: z.number().int(),
  pushes: z.array(channelPushSchema),
  revisions: z.array(channelRevisionSchema),
  feed: z.object({ lastRunAt: z.number().int().nullable(), lastError: z.string().nullable() }),
});
export type ChannelManagerProperty = z.infer<typeof channelManagerPropertySchema>;

export const channelManagerPropertyResponseSchema = z.object({
  success: z.literal(true),
  data: channelManagerPropertySchema,
});
