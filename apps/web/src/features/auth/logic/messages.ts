import { authMessages, OTP_LIMIT_REASONS, type OtpLimitReason, waitUnit } from '@staybook/contract/auth';
import type { AreaId } from '@staybook/contract/messages/areas';
import { PHONE_MESSAGE_MODAL, PHONE_MESSAGE_PAGE } from '@staybook/contract/phone';
import { ApiError } from '../../../lib/api-client';

export type AuthVariant = 'page' | 'modal';

/** The spec words the sign-in page and the modal differently (sections 5 and 8). */
export const authTexts = {
  page: {
    phoneError: PHONE_MESSAGE_PAGE,
    sendButton: 'Continue',
    sent: 'OTP sent successfully',
    signedIn: 'OTP verified successfully',
    invalid: 'Invalid OTP',
  },
  modal: {
    phoneError: PHONE_MESSAGE_MODAL,
    sendButton: 'Proceed',
    sent: 'OTP sent successfully to your mobile',
    signedIn: "Welcome! You've successfully logged in.",
    invalid: 'Invalid OTP. Please try again.',
  },
} as const;

/** The same texts as the `auth` area's ids: the page's language words them (English's are the texts above). */
export const authTextIds = {
  page: { sendButton: 'auth.send.page', sent: 'auth.sent.page', signedIn: 'auth.signedIn.page' },
  modal: { sendButton: 'auth.send.modal', sent: 'auth.sent.modal', signedIn: 'auth.signedIn.modal' },
} as const satisfies Record<AuthVariant, Record<string, AreaId<'auth'>>>;

export const RESENT_MESSAGE = 'OTP resent successfully';
export const RESEND_FAILED_MESSAGE = 'Failed to resend OTP. Please try again.';
export const VERIFY_EXCEPTION_MESSAGE = 'Error during OTP verification';

/**
 * The failure texts this file gives, by their English, as ids: a message not here is the server's own explanation
 * (a limit, an expired code), shown as sent.
 */
const failureIds: Record<string, AreaId<'auth'>> = {
  [authMessages.sendFailed]: 'auth.sendFailed',
  [RESEND_FAILED_MESSAGE]: 'auth.resendFailed',
  [VERIFY_EXCEPTION_MESSAGE]: 'auth.verifyFailed',
  [authTexts.page.invalid]: 'auth.invalid.page',
  [authTexts.modal.invalid]: 'auth.invalid.modal',
};

/** A failure text in the page's language: this file's own through `t`, the server's as sent. */
export function failureText(message: string, t: (id: AreaId<'auth'>) => string): string {
  const id = failureIds[message];
  return id ? t(id) : message;
}

type AuthTranslate = (id: AreaId<'auth'>, values?: Record<string, string | number>) => string;

/** A refusal the server explains, by the facts it sends beside its English (`error.details`). */
export type ServerRefusal =
  | { kind: 'limit'; reason: OtpLimitReason; retryAfterSeconds: number }
  | { kind: 'code'; reason: 'expired' | 'no_active_code' | 'attempts_exhausted' };

const CODE_REASONS = new Set(['expired', 'no_active_code', 'attempts_exhausted']);

export function serverRefusalOf(error: unknown): ServerRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const details = error.details as { reason?: unknown; retryAfterSeconds?: unknown } | undefined;
  const reason = details?.reason;
  if (typeof reason !== 'string') return null;
  if (CODE_REASONS.has(reason)) return { kind: 'code', reason } as ServerRefusal;
  const wait = details?.retryAfterSeconds;
  if (OTP_LIMIT_REASONS.includes(reason as OtpLimitReason) && typeof wait === 'number' && wait > 0)
    return { kind: 'limit', reason: reason as OtpLimitReason, retryAfterSeconds: wait };
  return null;
}

/** The refusal in the page's language (English's messages are the server's sentences: messages.test.ts). */
export function serverRefusalText(refusal: ServerRefusal, t: AuthTranslate): string {
  if (refusal.kind === 'code') return t('auth.refused', { reason: refusal.reason });
  const wait = t('auth.wait', waitUnit(refusal.retryAfterSeconds));
  return t('auth.limit', { reason: refusal.reason, wait });
}

/**
 * A failure as a page in another language shows it (issue 43): the server's facts worded, this file's texts by their
 * ids, and a server sentence that carries no facts as `fallback` (never English on a translated page). English shows
 * the spec's texts through `t` and the server's explanations as sent.
 */
export function failureInLanguage(
  english: string,
  error: unknown,
  t: AuthTranslate,
  fallback: AreaId<'auth'>,
  isEnglish: boolean,
): string {
  if (isEnglish) return failureText(english, t);
  const refusal = serverRefusalOf(error);
  if (refusal) return serverRefusalText(refusal, t);
  return t(failureIds[english] ?? fallback);
}

/** Send failure: the server's message (it explains limits and waits), else the spec's fallback. */
export function sendFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : authMessages.sendFailed;
}

/** Resend failure: a limit's own message (it says how long to wait), else the spec's text. */
export function resendFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? error.message : RESEND_FAILED_MESSAGE;
}

function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return (error.details as { reason?: string } | undefined)?.reason;
}

/**
 * Verify failure. A wrong code reads as the variant's 'Invalid OTP' text; expiry, spent attempts and limits keep the
 * server's explanation; anything else is the page's exception text or the modal's invalid text.
 */
export function verifyFailureMessage(variant: AuthVariant, error: unknown): string {
  if (refusalReason(error) === 'invalid') return authTexts[variant].invalid;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return variant === 'page' ? VERIFY_EXCEPTION_MESSAGE : authTexts.modal.invalid;
}

/** Wrong tries left, when the server said so. */
export function remainingAttempts(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const left = (error.details as { remainingAttempts?: unknown } | undefined)?.remainingAttempts;
  return typeof left === 'number' ? left : null;
}

/** Digits only, at most `max` of them: the code input strips everything else as the guest types or pastes. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
