import { z } from 'zod';
import { emailSchema, languageSchema, phoneSchema } from './common';
import { plural } from './format';

/** Sign-in constants (spec sections 5 and 9). */
export const COUNTRY_CODE = '+91';
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
export const OTP_VALIDITY_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;

/** Server messages, shown by the clients as they are. */
export const authMessages = {
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP verified successfully',
  invalidOtp: 'Invalid OTP. Please try again.',
  expiredOtp: 'This OTP has expired. Please request a new one.',
  noActiveOtp: 'Please request a new OTP.',
  attemptsExhausted: 'Too many wrong attempts. Please request a new OTP.',
  sendFailed: 'Failed to send OTP. Please try again.',
  loggedOut: 'Logged out successfully',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

/** Why a code was refused; sent in `error.details.reason` so clients can pick their own wording. */
export type OtpFailureReason = 'invalid' | 'expired' | 'no_active_code' | 'attempts_exhausted';

/**
 * Which send limit refused a new code; sent in `error.details.reason` beside `retryAfterSeconds`, so clients can word
 * the wait themselves. The cooldown first (the one a person meets in normal use), then the number's windows, then the
 * address's.
 */
export type OtpLimitReason = 'resend_wait' | 'number_burst' | 'number_daily' | 'network';
export const OTP_LIMIT_REASONS: readonly OtpLimitReason[] = ['resend_wait', 'number_burst', 'number_daily', 'network'];

/** A wait as a person reads it: seconds under a minute, then whole minutes (rounded up), then whole hours. */
export function waitUnit(seconds: number): { unit: 'second' | 'minute' | 'hour'; count: number } {
  if (seconds < 60) return { unit: 'second', count: seconds };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return { unit: 'minute', count: minutes };
  return { unit: 'hour', count: Math.ceil(minutes / 60) };
}

/** "45 seconds", "3 minutes", "2 hours": the wait a person reads in the error. */
export function describeWait(seconds: number): string {
  const { unit, count } = waitUnit(seconds);
  return plural(count, unit);
}

/** The API's sentence for a send limit, the English the sign-in shows as sent. */
export function otpLimitText(reason: OtpLimitReason, retryAfterSeconds: number): string {
  const wait = describeWait(retryAfterSeconds);
  switch (reason) {
    case 'resend_wait':
      return `Please wait ${wait} before requesting a new OTP.`;
    case 'number_burst':
      return `Too many OTP requests. Please try again in ${wait}.`;
    case 'number_daily':
      return `You have reached today's limit of OTP requests. Please try again in ${wait}.`;
    case 'network':
      return `Too many OTP requests from your network. Please try again in ${wait}.`;
  }
}

export const roleSchema = z.enum(['guest', 'staff', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const countryCodeSchema = z
  .literal(COUNTRY_CODE, { error: 'Only Indian mobile numbers (+91) are supported' })
  .default(COUNTRY_CODE);

export const otpSchema = z.string({ error: 'OTP is required' }).regex(/^\d{6}$/, 'Please enter the 6-digit OTP');

/** Shape of the client-side code check, shared by the page and the modal (the number's is phone.ts). */
export const isCompleteOtp = (value: string): boolean => /^\d{6}$/.test(value);

const generateOtpRequestSchema = z.object({
  phone: phoneSchema,
  countryCode: countryCodeSchema,
  step: z.literal('generate-otp'),
});

const verifyOtpRequestSchema = z.object({
  phone: phoneSchema,
  countryCode: countryCodeSchema,
  step: z.literal('verify-otp'),
  otp: otpSchema,
  /**
   * Non-browser clients (apps, scripts) that keep the refresh token themselves send 'body' to receive it in
   * `token.refreshToken`. Browsers leave it out: they get it only as the httpOnly cookie, and the field is ''.
   */
  refreshTokenIn: z.enum(['cookie', 'body']).optional(),
});

/** POST /user/v1/guest-auth/login — the spec's OTP helper: one path, two steps. */
export const loginRequestSchema = z.discriminatedUnion('step', [generateOtpRequestSchema, verifyOtpRequestSchema], {
  error: "step must be 'generate-otp' or 'verify-otp'",
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const publicUserSchema = z.object({
  id: z.uuid(),
  phone: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: roleSchema,
  /** The guest's site language, saved from Settings (null until chosen). Optional: older clients ignore it. */
  language: languageSchema.nullable().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const tokenPairSchema = z.object({
  /** Short-lived bearer token (at most 15 minutes). */
  accessToken: z.string(),
  /**
   * Opaque rotating token, for non-browser clients only: filled when the sign-in asked for it
   * (`refreshTokenIn: 'body'`) or the refresh call presented the token in its body. Browsers get it only as an
   * httpOnly cookie and this field is '' (the spec's shape is kept).
   */
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const generateOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
});
export type GenerateOtpResponse = z.infer<typeof generateOtpResponseSchema>;

export const verifyOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: tokenPairSchema,
  user: publicUserSchema,
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const loginResponseSchema = z.union([verifyOtpResponseSchema, generateOtpResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /user/v1/guest-auth/refresh and /logout: the cookie, or this field for non-browser clients. */
export const refreshRequestSchema = z
  .object({ refreshToken: z.string().min(1).max(200).optional() })
  // An empty POST arrives as null; treat it as "no token in the body".
  .nullish()
  .transform((v) => v ?? {});

export const refreshResponseSchema = z.object({
  success: z.literal(true),
  token: tokenPairSchema,
  user: publicUserSchema,
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** GET /user/v1/guest-auth/me */
export const meResponseSchema = z.object({ success: z.literal(true), data: publicUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** PATCH /user/v1/guest-auth/me — profile fields the guest may change; an empty email clears it. */
export const updateMeRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters').optional(),
    email: z
      .union([z.literal(''), z.string().trim().toLowerCase().pipe(emailSchema)])
      .optional()
      .transform((v) => (v === '' ? null : v)),
    /** The site language chosen in Settings; null forgets it. */
    language: languageSchema.nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.email !== undefined || v.language !== undefined, 'Nothing to update');
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;

/** GET /user/v1/guest-auth/dev/latest-otp — development and tests only; absent in production. */
export const devLatestOtpQuerySchema = z.object({ phone: phoneSchema });
export const devLatestOtpResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string(), otp: z.string(), sentAt: z.number().int() }),
});
export type DevLatestOtpResponse = z.infer<typeof devLatestOtpResponseSchema>;

/** API paths of the accounts module, used by the web app and the e2e helpers. */
export { authPaths } from './auth-paths';

/** The refresh cookie lives only on the auth paths, so no other request carries it. */
export const REFRESH_COOKIE = 'sb_refresh';
export const REFRESH_COOKIE_PATH = '/user/v1/guest-auth';
