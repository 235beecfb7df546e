import { z } from 'zod';

/**
 * The console's Deliveries (issue 40): what the outbox of side effects could not deliver — a tax document not issued, a
 * message to a guest or a hotel not sent — after every automatic retry, to retry by hand once the cause is mended.
 * Times in unix seconds.
 */
export const sideEffectsPaths = {
  list: '/api/admin/deliveries',
  retry: '/api/admin/deliveries/:id/retry',
} as const;

/** What an effect does, in the console's words. */
export const sideEffectKindLabels: Record<string, string> = {
  'tax-documents': 'Tax documents',
  'guest-message': 'Message to the guest',
  'hotel-message': 'Message to the hotel',
  'change-told': 'Change told to the guest and the hotel',
};

export const deadSideEffectSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The console's words for the kind ("Message to the guest"). */
  what: z.string(),
  bookingId: z.uuid().nullable(),
  bookingCode: z.string().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed, per step ("sms: provider timed out"). */
  lastError: z.string().nullable(),
  createdAt: z.number().int(),
  deadAt: z.number().int(),
});
export type DeadSideEffect = z.infer<typeof deadSideEffectSchema>;

export const deliveriesSchema = z.object({
  /** Written and not yet taken (their writers normally deliver them within the second). */
  waiting: z.number().int(),
  /** Failed at least once, waiting for their next attempt. */
  retrying: z.number().int(),
  dead: z.array(deadSideEffectSchema),
});
export type Deliveries = z.infer<typeof deliveriesSchema>;

export const deliveriesResponseSchema = z.object({ success: z.literal(true), data: deliveriesSchema });

export const deliveryRetryParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const deliveryRetryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ outcome: z.enum(['delivered', 'retrying', 'dead', 'taken']) }),
});
