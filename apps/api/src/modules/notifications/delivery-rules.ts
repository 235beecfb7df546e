import { STUCK_QUEUED_MS } from './notifications-rules.js';

/**
 * Pure rules of a message's delivery (issue 45): which failures pass, how long to wait before the next attempt, when
 * to give up, and when a hotel's WhatsApp goes by SMS instead.
 */

/** How long a sender holds a queued message it is sending; past it (its process stopped), the job may take it. */
export const SENDING_LEASE_MS = STUCK_QUEUED_MS;
/** The longest wait between two attempts. */
export const MAX_RETRY_WAIT_MS = 60 * 60_000;

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The wait after the first passing failure; each later one is three times the one before. */
  baseDelayMs: number;
}

/** The settings' defaults (config.ts), for callers without a configuration (tests, scripts). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 30_000 };

export const retryPolicyOf = (config: { NOTIFY_MAX_ATTEMPTS: number; NOTIFY_RETRY_BASE_SECONDS: number }) => ({
  maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
  baseDelayMs: config.NOTIFY_RETRY_BASE_SECONDS * 1000,
});

/**
 * The wait after a message's `attempts`-th attempt failed: base × 3^(attempts − 1), at most an hour, give or take a
 * tenth so that messages failed by one outage do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, baseDelayMs: number, random: () => number = Math.random): number {
  const wait = Math.min(baseDelayMs * 3 ** Math.max(0, attempts - 1), MAX_RETRY_WAIT_MS);
  return Math.round(wait * (0.9 + 0.2 * random()));
}

/**
 * Whether a failure passes (try again later) or is final. Adapters say so on their errors (`transient`); an SMTP
 * error says it by its reply (4xx passes, 5xx is final) or its kind; anything else unknown passes, bounded by the
 * attempts allowed.
 */
export function isPassingFailure(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return true;
  const e = err as { transient?: unknown; responseCode?: unknown; code?: unknown };
  if (typeof e.transient === 'boolean') return e.transient;
  if (typeof e.responseCode === 'number') return e.responseCode < 500;
  return !(e.code === 'EAUTH' || e.code === 'EENVELOPE' || e.code === 'EMESSAGE');
}

export type AfterFailure = { next: 'retry'; at: Date } | { next: 'give_up' };

/** After a failed attempt: when to try again, or to give up (a final failure, or no attempt left). */
export function afterFailure(
  attempts: number,
  passing: boolean,
  policy: RetryPolicy,
  now: Date,
  random: () => number = Math.random,
): AfterFailure {
  if (!passing || attempts >= policy.maxAttempts) return { next: 'give_up' };
  return { next: 'retry', at: new Date(now.getTime() + retryDelayMs(attempts, policy.baseDelayMs, random)) };
}

/** A hotel's WhatsApp that failed for good goes by SMS to the same number; a guest's WhatsApp has its SMS already. */
export const fallsBackToSms = (row: { audience: string; channel: string }) =>
  row.audience === 'hotel' && row.channel === 'whatsapp';

/** The claim key of the SMS sent instead of a WhatsApp: one per WhatsApp message, ever. */
export const fallbackKey = (whatsappKey: string) => `${whatsappKey}:sms-instead`;

/** What the console's log says of a failed WhatsApp after its reason: how the SMS sent instead fared. */
export function fallbackNote(sms: { status: string; error: string | null } | undefined): string | null {
  if (!sms) return null;
  if (sms.status === 'sent') return 'Sent by SMS instead.';
  if (sms.status === 'queued') return 'Being sent by SMS instead.';
  return `The SMS sent instead failed too: ${sms.error ?? 'no reason given'}`;
}
