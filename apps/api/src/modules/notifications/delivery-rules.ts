import { STUCK_QUEUED_MS } from './notifications-rules.js';

/**
 * Pure rules of a message's delivery (issue 45): which failures pass, how long to wait before the next attempt, when
 * to give up, and when a hotel's WhatsApp goes by SMS instead.
 */

/** How long a sender holds a queued message it is sending; past it (its process stopped), the job may take it. */
export const SENDING_LEASE_MS = STUCK_QUEUED_MS;

import type { RetryPolicy } from '../../lib/retry-rules.js';

export { type RetryPolicy, retryDelayMs } from '../../lib/retry-rules.js';

/** The settings' defaults (config.ts), for callers without a configuration (tests, scripts). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 30_000 };

export const retryPolicyOf = (config: { NOTIFY_MAX_ATTEMPTS: number; NOTIFY_RETRY_BASE_SECONDS: number }) => ({
  maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
  baseDelayMs: config.NOTIFY_RETRY_BASE_SECONDS * 1000,
});

export { type AfterFailure, afterFailure, isPassingFailure } from '../../lib/retry-rules.js';

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
