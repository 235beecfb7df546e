import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, type OtpLimitReason, otpLimitText } from '@staybook/contract/auth';

/** Send limits in force; the defaults are the rules, config may raise them outside production. */
export interface OtpLimits {
  resendSeconds: number;
  maxPerNumberTenMinutes: number;
  maxPerNumberDay: number;
  maxPerIpHour: number;
}

/** What the database knows about recent sends, newest first. */
export interface RecentSends {
  /** Send times for the number within the last day. */
  number: Date[];
  /** Send times from the address within the last hour. */
  ip: Date[];
}

export interface LimitBreach {
  reason: OtpLimitReason;
  retryAfterSeconds: number;
  message: string;
}

const breach = (reason: OtpLimitReason, retryAfterSeconds: number): LimitBreach => ({
  reason,
  retryAfterSeconds,
  message: otpLimitText(reason, retryAfterSeconds),
});

const MINUTE = 60_000;
const TEN_MINUTES = 10 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Seconds until the oldest send counted in a window leaves it. `times` is newest first. */
function secondsUntilSlotFrees(times: Date[], limit: number, windowMs: number, now: Date): number {
  const blocking = times[limit - 1] ?? times[times.length - 1];
  const freesAt = (blocking?.getTime() ?? now.getTime()) + windowMs;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}

/**
 * The first limit a new send would break, or null. Cooldown first (the one a person meets in normal use),
 * then the per-number windows, then the per-address one.
 */
export function checkSendLimits(recent: RecentSends, limits: OtpLimits, now: Date): LimitBreach | null {
  const t = now.getTime();
  const latest = recent.number[0];
  if (latest && limits.resendSeconds > 0) {
    const wait = Math.ceil((latest.getTime() + limits.resendSeconds * 1000 - t) / 1000);
    if (wait > 0) return breach('resend_wait', wait);
  }
  const inTen = recent.number.filter((d) => t - d.getTime() < TEN_MINUTES);
  if (inTen.length >= limits.maxPerNumberTenMinutes) {
    const wait = secondsUntilSlotFrees(inTen, limits.maxPerNumberTenMinutes, TEN_MINUTES, now);
    return breach('number_burst', wait);
  }
  const inDay = recent.number.filter((d) => t - d.getTime() < DAY);
  if (inDay.length >= limits.maxPerNumberDay) {
    const wait = secondsUntilSlotFrees(inDay, limits.maxPerNumberDay, DAY, now);
    return breach('number_daily', wait);
  }
  const fromIp = recent.ip.filter((d) => t - d.getTime() < HOUR);
  if (fromIp.length >= limits.maxPerIpHour) {
    const wait = secondsUntilSlotFrees(fromIp, limits.maxPerIpHour, HOUR, now);
    return breach('network', wait);
  }
  return null;
}

/** How far back the send counters look. */
export const NUMBER_WINDOW_MS = DAY;
export const IP_WINDOW_MS = HOUR;

/** A uniformly random code from the operating system's CSPRNG, leading zeros kept. */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Keyed hash of a code, bound to its number and challenge so a leaked row cannot be replayed elsewhere. */
export function hashOtp(secret: string, phone: string, challengeId: string, code: string): string {
  return createHmac('sha256', `otp:${secret}`).update(`${phone}:${challengeId}:${code}`).digest('hex');
}

export function otpMatches(secret: string, phone: string, challengeId: string, code: string, stored: string): boolean {
  const given = Buffer.from(hashOtp(secret, phone, challengeId, code), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The SMS text. The DLT-registered template must read the same with {#var#} for the code. */
export function otpMessage(code: string, validityMinutes: number): string {
  return `${code} is your Staybook sign-in code. It is valid for ${validityMinutes} minutes. Do not share it with anyone.`;
}

/** Reads the code back out of an outbox message (development peek only). */
export function extractOtp(body: string): string | null {
  return new RegExp(`\\b(\\d{${OTP_LENGTH}})\\b`).exec(body)?.[1] ?? null;
}

/** Opaque refresh token: 32 random bytes. Only its SHA-256 is stored (it is already high-entropy, no key needed). */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
