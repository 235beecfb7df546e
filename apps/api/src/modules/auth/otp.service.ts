import { randomUUID } from 'node:crypto';
import { authMessages, OTP_MAX_ATTEMPTS, OTP_VALIDITY_SECONDS, type OtpFailureReason } from '@staybook/contract/auth';
import type { SmsAdapter } from '../../adapters/sms/index.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound, tooManyRequests } from '../../lib/http-errors.js';
import {
  consumeChallenge,
  deleteChallenge,
  insertChallenge,
  latestChallengeForUpdate,
  latestOtpMessage,
  lockSendCounters,
  recentSendsForNumber,
  recentSendsFromIp,
  recordFailedAttempt,
  revokeSessionsOfOtherRole,
  upsertUserAtSignIn,
} from './auth.repository.js';
import {
  checkSendLimits,
  extractOtp,
  generateOtpCode,
  hashOtp,
  IP_WINDOW_MS,
  NUMBER_WINDOW_MS,
  type OtpLimits,
  otpMatches,
  otpMessage,
} from './auth-rules.js';
import { type Session, startSession } from './session.service.js';
import type { StaffSignInPort } from './staff-sign-in.port.js';

export interface OtpDeps {
  db: Db;
  config: Config;
  sms: SmsAdapter;
}

/** Signing in also asks the staff list which role the number has. */
export interface SignInDeps extends Pick<OtpDeps, 'db' | 'config'> {
  staff: StaffSignInPort;
}

export function otpLimits(config: Config): OtpLimits {
  return {
    resendSeconds: config.OTP_RESEND_SECONDS,
    maxPerNumberTenMinutes: config.OTP_MAX_PER_NUMBER_10_MIN,
    maxPerNumberDay: config.OTP_MAX_PER_NUMBER_DAY,
    maxPerIpHour: config.OTP_MAX_PER_IP_HOUR,
  };
}

/**
 * Sends a fresh code to a number. Nothing here looks at whether the number has an account (users are created
 * on the first successful verification), so the answer and the work are the same for every number.
 */
export async function requestOtp(
  deps: OtpDeps,
  input: { phone: string; ip: string | null },
  now = new Date(),
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const { db, config } = deps;
  const code = generateOtpCode();
  const id = randomUUID();
  const breach = await db.transaction(async (tx) => {
    await lockSendCounters(tx, input.phone, input.ip);
    const numberSends = await recentSendsForNumber(tx, input.phone, new Date(now.getTime() - NUMBER_WINDOW_MS));
    const ipSends = input.ip ? await recentSendsFromIp(tx, input.ip, new Date(now.getTime() - IP_WINDOW_MS)) : [];
    const found = checkSendLimits({ number: numberSends, ip: ipSends }, otpLimits(config), now);
    if (found) return found;
    // A new row is the new code: verification only ever looks at the newest one, so older codes die here.
    await insertChallenge(tx, {
      id,
      phone: input.phone,
      codeHash: hashOtp(config.authSecret, input.phone, id, code),
      ip: input.ip,
      expiresAt: new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000),
      createdAt: now,
    });
    return null;
  });
  if (breach) throw tooManyRequests(breach.message, breach.retryAfterSeconds, { reason: breach.reason });

  try {
    await deps.sms.send({
      phone: input.phone,
      template: 'otp',
      vars: { otp: code },
      body: otpMessage(code, OTP_VALIDITY_SECONDS / 60),
    });
  } catch {
    // The gateway failed: no code reached the person, so this attempt should not cost them a send or a wait.
    await deleteChallenge(db, id);
    throw new AppError(503, 'SERVICE_UNAVAILABLE', authMessages.sendFailed);
  }
  return { resendAfterSeconds: config.OTP_RESEND_SECONDS, expiresInSeconds: OTP_VALIDITY_SECONDS };
}

type VerifyOutcome =
  | { kind: 'ok'; session: Session }
  | { kind: 'refused'; reason: OtpFailureReason; remainingAttempts?: number };

const refusalMessages: Record<OtpFailureReason, string> = {
  invalid: authMessages.invalidOtp,
  expired: authMessages.expiredOtp,
  no_active_code: authMessages.noActiveOtp,
  attempts_exhausted: authMessages.attemptsExhausted,
};

/**
 * Checks a code against the newest challenge of the number (locked, so guesses are counted one at a time and a
 * code is used at most once), then signs the person in, creating the user on first success.
 */
export async function verifyOtp(
  deps: SignInDeps,
  input: { phone: string; otp: string; userAgent?: string | null },
  now = new Date(),
): Promise<Session> {
  const { db, config } = deps;
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const challenge = await latestChallengeForUpdate(tx, input.phone);
    if (!challenge || challenge.consumedAt) return { kind: 'refused', reason: 'no_active_code' };
    if (challenge.expiresAt <= now) return { kind: 'refused', reason: 'expired' };
    if (challenge.attempts >= OTP_MAX_ATTEMPTS) return { kind: 'refused', reason: 'attempts_exhausted' };
    if (!otpMatches(config.authSecret, input.phone, challenge.id, input.otp, challenge.codeHash)) {
      // The count commits with this transaction even though the request is refused.
      const attempts = await recordFailedAttempt(tx, challenge.id);
      const remainingAttempts = Math.max(0, OTP_MAX_ATTEMPTS - attempts);
      return remainingAttempts === 0
        ? { kind: 'refused', reason: 'attempts_exhausted' }
        : { kind: 'refused', reason: 'invalid', remainingAttempts };
    }
    await consumeChallenge(tx, challenge.id, now);
    const role = await deps.staff.roleAtSignIn(tx, input.phone, config.ADMIN_PHONES, now);
    const user = await upsertUserAtSignIn(tx, input.phone, role, now);
    await deps.staff.recordSignIn(tx, input.phone, user.id, now);
    const session = await startSession(tx, config, user, { userAgent: input.userAgent ?? null, now });
    // Signing in under a changed role ends the sessions opened under the old one, at once.
    await revokeSessionsOfOtherRole(tx, user.id, user.role, now);
    return { kind: 'ok', session };
  });
  if (outcome.kind === 'refused') {
    const details: Record<string, unknown> = { reason: outcome.reason };
    if (outcome.remainingAttempts !== undefined) details.remainingAttempts = outcome.remainingAttempts;
    throw new AppError(400, 'BAD_REQUEST', refusalMessages[outcome.reason], details);
  }
  return outcome.session;
}

/** The newest code the outbox holds for a number (development and tests only; the route is absent in production). */
export async function peekLatestOtp(
  deps: Pick<OtpDeps, 'db'>,
  phone: string,
): Promise<{ id: string; otp: string; sentAt: number }> {
  const message = await latestOtpMessage(deps.db, phone);
  const otp = message ? extractOtp(message.body) : null;
  if (!message || !otp) throw notFound('OTP');
  return { id: message.id, otp, sentAt: Math.floor(message.createdAt.getTime() / 1000) };
}
