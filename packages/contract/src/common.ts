import { z } from 'zod';
import { LANGUAGES } from './languages';
import { normalizeIndianMobile, PHONE_MESSAGE_PAGE } from './phone';

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

/**
 * The API's sentence when an address asks too often (its general and per-route limits); the wait is also sent as
 * `details.retryAfterSeconds`, for a page in another language to say it in its words.
 */
export const tooManyRequestsText = (retryAfterSeconds: number) =>
  `Too many requests. Please try again in ${retryAfterSeconds} seconds.`;

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

/**
 * An Indian mobile number as people type or paste it ('+91 98220 00003', '09822000003', '98220-00003'), parsed to its
 * 10 digits by the one rule in phone.ts. `required` is the message for a blank field; without it, blank is invalid.
 */
export function mobileNumberSchema(messages: { invalid: string; required?: string }) {
  const text = z.string({ error: messages.required ?? messages.invalid }).trim();
  return (messages.required ? text.min(1, messages.required) : text).transform((value, ctx) => {
    const mobile = normalizeIndianMobile(value);
    if (mobile !== null) return mobile;
    ctx.issues.push({ code: 'custom', message: messages.invalid, input: value });
    return z.NEVER;
  });
}

/** The sign-in number (and the console's): the page's wording for a bad one. */
export const phoneSchema = mobileNumberSchema({ invalid: PHONE_MESSAGE_PAGE });

export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const emailSchema = z.email({ error: EMAIL_INVALID_MESSAGE }).max(254);

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/**
 * One of the guest site's languages (languages.ts) as a field: a guest's profile language and the language a booking
 * was made in. The database keeps both columns to the same list.
 */
export const languageSchema = z.enum(LANGUAGES, {
  error: `language must be one of ${LANGUAGES.map((l) => `'${l}'`).join(', ')}`,
});
