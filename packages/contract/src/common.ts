import { z } from 'zod';

/** Every error the API returns has this shape; the spec's success shapes are kept as they are. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'SOLD_OUT',
  'HOLD_EXPIRED',
  'PAYMENT_INVALID',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Unix seconds as the spec's API speaks them; query strings carry them as text. */
export const unixSecondsSchema = z.coerce
  .number({ error: 'must be unix seconds' })
  .int('must be whole unix seconds')
  .min(0, 'must be unix seconds')
  .max(4_102_444_800, 'must be unix seconds before 2100');

/** Boolean query flag sent as the text 'true' or 'false'. */
export const booleanTextSchema = z
  .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
  .transform((v) => v === 'true');

export const objectIdSchema = z.uuid({ error: 'must be a valid id' });

export const phoneSchema = z
  .string()
  .regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number starting with 6-9.');

export const emailSchema = z.email({ error: 'Please enter a valid email address' }).max(254);

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });
