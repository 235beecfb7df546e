import { isLanguage } from '@staybook/contract/languages';
import type { NotificationChannel } from '@staybook/contract/notifications';
import type { Adapters } from '../../adapters/index.js';
import type { WhatsAppTemplateKey } from '../../adapters/whatsapp/index.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Log } from '../module-context.js';
import {
  afterFailure,
  DEFAULT_RETRY_POLICY,
  fallbackKey,
  fallsBackToSms,
  isPassingFailure,
  retryPolicyOf,
  SENDING_LEASE_MS,
} from './delivery-rules.js';
import * as repo from './notifications.repository.js';

/**
 * A message's delivery (issue 45), from the log as outbox: claimed under its unique key and sent at once; a passing
 * failure (no answer, a 5xx, a rate limit) is queued again after a growing wait and taken by the delivery job on
 * whichever process comes first; a final failure, or the last attempt allowed, is logged at error level and left
 * failed in the log (to send again from the console), and a hotel's WhatsApp then goes by SMS to the same number,
 * once. Nothing here throws into a booking.
 */

/** What sending needs. ServiceDeps fits; WhatsApp may be missing (the demo history, which sends nothing anyway). */
export interface NotifyDeps {
  db: Db;
  log: Log;
  adapters: Pick<Adapters, 'sms' | 'mail'> & Partial<Pick<Adapters, 'whatsapp'>>;
  /** The retries' settings; their defaults without it. */
  config?: Pick<Config, 'NOTIFY_MAX_ATTEMPTS' | 'NOTIFY_RETRY_BASE_SECONDS'>;
  /** 'off': nothing is sent (the demo history books through the use cases). */
  guestMessages?: 'off';
}

/** How many due messages one run of the job takes. */
const DUE_BATCH = 50;

const policyOf = (deps: NotifyDeps) => (deps.config ? retryPolicyOf(deps.config) : DEFAULT_RETRY_POLICY);

class FinalError extends Error {
  readonly transient = false;
}

async function deliver(deps: NotifyDeps, row: repo.MessageRow): Promise<string | null> {
  switch (row.channel as NotificationChannel) {
    case 'sms': {
      const sent = await deps.adapters.sms.send({
        phone: row.recipient,
        template: row.audience === 'guest' ? 'arrival_reminder' : 'hotel_notice',
        vars: { message: row.body },
        body: row.body,
        // The guest's reminder in the booking's language goes as the template registered in it (issue 43).
        ...(isLanguage(row.language) ? { language: row.language } : {}),
      });
      return sent.providerMessageId;
    }
    case 'whatsapp': {
      if (!deps.adapters.whatsapp) throw new FinalError('WhatsApp is not available here');
      // Sent as the approved template where one is configured: the recipient may not have written in 24 hours.
      const sent = await deps.adapters.whatsapp.send({
        phone: row.recipient,
        body: row.body,
        ...(row.templateParameters
          ? {
              template: {
                key: row.kind as WhatsAppTemplateKey,
                parameters: row.templateParameters,
                ...(isLanguage(row.language) ? { language: row.language } : {}),
              },
            }
          : {}),
      });
      return sent.providerMessageId;
    }
    case 'email':
      await deps.adapters.mail.send({ to: row.recipient, subject: row.subject ?? '', text: row.body });
      return null;
  }
}

/**
 * One attempt at a claimed message; its outcome is written to its row: sent, queued again for a later attempt, or
 * failed for good (logged at error level; a hotel's WhatsApp then goes by SMS instead).
 */
export async function attempt(deps: NotifyDeps, row: repo.MessageRow, now: Date): Promise<repo.MessageRow> {
  let providerMessageId: string | null;
  try {
    providerMessageId = await deliver(deps, row);
  } catch (err) {
    return failedAttempt(deps, row, err, now);
  }
  return repo.markMessage(deps.db, row, { status: 'sent', providerMessageId }, now);
}

async function failedAttempt(deps: NotifyDeps, row: repo.MessageRow, err: unknown, now: Date) {
  const error = (err as Error)?.message || 'failed';
  const about = { err, messageId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts };
  const next = afterFailure(row.attempts, isPassingFailure(err), policyOf(deps), now);
  if (next.next === 'retry') {
    deps.log.warn({ ...about, nextAttemptAt: next.at.toISOString() }, 'notification not delivered; tried again later');
    return repo.markMessage(deps.db, row, { status: 'queued', error, nextAttemptAt: next.at }, now);
  }
  deps.log.error(about, 'notification failed for good; in the log to send again from the console');
  const failed = await repo.markMessage(deps.db, row, { status: 'failed', error }, now);
  if (failed.status === 'failed' && fallsBackToSms(failed)) await sendBySmsInstead(deps, failed, now);
  return failed;
}

/** The hotel's WhatsApp failed for good: the same message by SMS to the same number, once per WhatsApp message. */
async function sendBySmsInstead(deps: NotifyDeps, whatsapp: repo.MessageRow, now: Date) {
  const sms = await repo.claimMessage(
    deps.db,
    {
      dedupeKey: fallbackKey(whatsapp.dedupeKey),
      kind: whatsapp.kind,
      channel: 'sms',
      audience: whatsapp.audience,
      propertyId: whatsapp.propertyId,
      bookingId: whatsapp.bookingId,
      contactId: whatsapp.contactId,
      recipientName: whatsapp.recipientName,
      recipient: whatsapp.recipient,
      subject: null,
      body: whatsapp.fallbackBody ?? whatsapp.body,
      fallbackOf: whatsapp.id,
    },
    now,
  );
  if (!sms) return;
  deps.log.warn({ messageId: whatsapp.id, smsId: sms.id, kind: whatsapp.kind }, 'hotel WhatsApp sent by SMS instead');
  await attempt(deps, sms, now);
}

/** Claims a message under its unique key and sends it at once; null when it was already claimed (sent elsewhere). */
export async function claimAndSend(deps: NotifyDeps, message: repo.NewMessage, now: Date) {
  const row = await repo.claimMessage(deps.db, message, now, new Date(now.getTime() + SENDING_LEASE_MS));
  return row ? attempt(deps, row, now) : null;
}

/**
 * The delivery job's pass: every queued message whose next attempt is due (after its wait, or whose sender stopped
 * mid-send), each taken by one process only, sent once more. Returns how many were attempted.
 */
export async function deliverDueMessages(deps: NotifyDeps, now: Date, limit = DUE_BATCH): Promise<number> {
  const due = await repo.claimDueMessages(deps.db, now, new Date(now.getTime() + SENDING_LEASE_MS), limit);
  for (const row of due) {
    try {
      await attempt(deps, row, now);
    } catch (err) {
      // Its row could not be written (the database went away): it stays leased and is taken again after the lease.
      deps.log.error({ err, messageId: row.id }, 'notification attempt could not be recorded');
    }
  }
  return due.length;
}

/** Sends a message again from the console: one more attempt, on the same rules. */
export async function attemptAgain(deps: NotifyDeps, id: string, now: Date) {
  const claimed = await repo.claimRetry(deps.db, id, now, SENDING_LEASE_MS);
  return claimed ? attempt(deps, claimed, now) : null;
}
