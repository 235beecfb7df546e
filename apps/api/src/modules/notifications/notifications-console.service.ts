import { isLanguage } from '@staybook/contract/languages';
import {
  type NotificationChannel,
  type NotificationKind,
  type NotificationMessage,
  type NotificationTemplate,
  notificationChannels,
  notificationKindChannels,
  notificationKinds,
  type PropertyContact,
  type propertyContactInputSchema,
  templateTextProblem,
} from '@staybook/contract/notifications';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Actor } from '../audit/audited-change.js';
import { fallbackNote } from './delivery-rules.js';
import * as repo from './notifications.repository.js';
import { templateKey } from './notifications.service.js';
import { attemptAgain, type NotifyDeps } from './notifications-delivery.js';
import { fromStoredMobile, STUCK_QUEUED_MS, templateInForce, toStoredMobile } from './notifications-rules.js';

// ─── The log in the console ──────────────────────────────────────────────────────────────────────

/** A queued message may be sent from the console once its time has come: its sender stopped, or its retry is due. */
const isDue = (r: repo.MessageRow, now: Date) =>
  (r.nextAttemptAt?.getTime() ?? (r.lastAttemptAt ?? r.createdAt).getTime() + STUCK_QUEUED_MS) <= now.getTime();

/** A message as the console shows it; a hotel WhatsApp that failed for good says how the SMS sent instead fared. */
function toMessageView(r: repo.MessageRow, smsInstead: repo.MessageRow | undefined, now: Date): NotificationMessage {
  const note = r.status === 'failed' ? fallbackNote(smsInstead) : null;
  return {
    id: r.id,
    kind: r.kind as NotificationKind,
    channel: r.channel as NotificationChannel,
    audience: r.audience === 'guest' ? 'guest' : 'hotel',
    recipientName: r.recipientName,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    status: r.status as NotificationMessage['status'],
    attempts: r.attempts,
    error: note ? `${r.error ?? 'Not delivered.'} ${note}` : r.error,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    retryable: r.status === 'failed' || (r.status === 'queued' && isDue(r, now)),
    nextAttemptAt: r.status === 'queued' ? (r.nextAttemptAt?.toISOString() ?? null) : null,
    fallbackOf: r.fallbackOf,
    language: isLanguage(r.language) ? r.language : null,
  };
}

async function toMessageViews(db: Db, rows: repo.MessageRow[], now = new Date()): Promise<NotificationMessage[]> {
  const instead = await repo.smsSentInstead(
    db,
    rows.filter((r) => r.channel === 'whatsapp' && r.status === 'failed').map((r) => r.id),
  );
  return rows.map((r) =>
    toMessageView(
      r,
      instead.find((sms) => sms.fallbackOf === r.id),
      now,
    ),
  );
}

export async function bookingMessages(db: Db, bookingId: string): Promise<NotificationMessage[]> {
  return toMessageViews(db, await repo.messagesOfBooking(db, bookingId));
}

/** The latest messages to a property's contacts that belong to no booking: the day's arrivals, calendar conflicts. */
export async function propertyMessages(db: Db, propertyId: string): Promise<NotificationMessage[]> {
  return toMessageViews(db, await repo.messagesOfProperty(db, propertyId));
}

/**
 * Sends a failed message again (or one left queued by a stopped process, or whose retry is overdue), found under its
 * booking or its property; one retry at a time wins. A hotel WhatsApp already sent by SMS instead is not sent by SMS
 * a second time.
 */
export async function retryMessage(
  deps: NotifyDeps,
  under: { bookingId: string } | { propertyId: string },
  messageId: string,
  now = new Date(),
): Promise<NotificationMessage> {
  const found = await repo.findMessage(deps.db, messageId);
  const belongs =
    found !== undefined &&
    ('bookingId' in under ? found.bookingId === under.bookingId : found.propertyId === under.propertyId);
  if (!belongs) throw notFound('Message');
  const attempted = await attemptAgain(deps, messageId, now);
  if (!attempted) throw conflict('This message has been sent, or is being sent now: there is nothing to retry.');
  const [view] = await toMessageViews(deps.db, [attempted], now);
  return view!;
}

// ─── Contacts ────────────────────────────────────────────────────────────────────────────────────

const toContactView = (c: repo.ContactRow): PropertyContact => ({
  id: c.id,
  propertyId: c.propertyId,
  name: c.name,
  mobile: fromStoredMobile(c.mobile),
  email: c.email,
  whatsapp: c.whatsapp,
});

type ContactInput = z.output<typeof propertyContactInputSchema>;

const storedFields = (input: ContactInput): repo.ContactFields => ({
  name: input.name,
  mobile: toStoredMobile(input.mobile),
  email: input.email,
  whatsapp: input.whatsapp,
});

export async function listContacts(db: Db, propertyId: string): Promise<PropertyContact[]> {
  return (await repo.contactsOf(db, [propertyId])).map(toContactView);
}

/** How many contacts a property has (the property's checklist: it needs one to be told of its bookings). */
export async function contactCount(db: DbOrTx, propertyId: string): Promise<number> {
  return (await repo.contactsOf(db, [propertyId])).length;
}

export async function addContact(db: Db, actor: Actor, propertyId: string, input: ContactInput) {
  return db.transaction(async (tx) => {
    if (!(await repo.propertyExists(tx, propertyId))) throw notFound('Property');
    const row = await repo.insertContact(tx, propertyId, storedFields(input));
    const view = toContactView(row);
    await recordAudit(tx, {
      ...actor,
      action: 'notifications.contact.create',
      entityType: 'property_contact',
      entityId: row.id,
      before: null,
      after: view,
    });
    return view;
  });
}

export async function changeContact(db: Db, actor: Actor, propertyId: string, id: string, input: ContactInput) {
  return db.transaction(async (tx) => {
    const before = await repo.findContact(tx, propertyId, id);
    if (!before) throw notFound('Contact');
    const view = toContactView(await repo.updateContact(tx, id, storedFields(input)));
    await recordAudit(tx, {
      ...actor,
      action: 'notifications.contact.update',
      entityType: 'property_contact',
      entityId: id,
      before: toContactView(before),
      after: view,
    });
    return view;
  });
}

export async function removeContact(db: Db, actor: Actor, propertyId: string, id: string) {
  await db.transaction(async (tx) => {
    const before = await repo.findContact(tx, propertyId, id);
    if (!before) throw notFound('Contact');
    await repo.deleteContact(tx, id);
    await recordAudit(tx, {
      ...actor,
      action: 'notifications.contact.delete',
      entityType: 'property_contact',
      entityId: id,
      before: toContactView(before),
      after: null,
    });
  });
  return { success: true as const };
}

// ─── Templates ───────────────────────────────────────────────────────────────────────────────────

export async function listTemplates(db: Db): Promise<NotificationTemplate[]> {
  const saved = await repo.savedTemplates(db);
  return notificationKinds.flatMap((kind) =>
    notificationChannels
      .filter((channel) => notificationKindChannels[kind].includes(channel))
      .map((channel) => {
        const row = saved.find((r) => r.kind === kind && r.channel === channel);
        const text = templateInForce(kind, channel, row)!;
        return {
          kind,
          channel,
          subject: channel === 'email' ? text.subject : null,
          body: text.body,
          edited: row !== undefined,
          updatedAt: row?.updatedAt.toISOString() ?? null,
        };
      }),
  );
}

async function templateView(db: Db, kind: NotificationKind, channel: NotificationChannel) {
  const view = (await listTemplates(db)).find((t) => t.kind === kind && t.channel === channel);
  if (!view) throw notFound('Template');
  return view;
}

function checkChannel(kind: NotificationKind, channel: NotificationChannel) {
  if (!notificationKindChannels[kind].includes(channel))
    throw badRequest('This message is not sent on that channel, so it has no template there.');
}

/** Saves an edit; an unknown placeholder, a stray brace or an empty text is refused, naming the problem. */
export async function saveTemplate(
  db: Db,
  actor: Actor,
  kind: NotificationKind,
  channel: NotificationChannel,
  input: { subject?: string | null | undefined; body: string },
  now = new Date(),
): Promise<NotificationTemplate> {
  checkChannel(kind, channel);
  const subject = channel === 'email' ? (input.subject ?? '') : null;
  const problems = [
    subject === null ? null : templateTextProblem(kind, subject),
    templateTextProblem(kind, input.body),
  ];
  if (problems[0]) throw badRequest(`Subject: ${problems[0]}`, { field: 'subject', message: problems[0] });
  if (problems[1]) throw badRequest(problems[1], { field: 'body', message: problems[1] });
  await db.transaction(async (tx) => {
    const before = await repo.savedTemplate(tx, kind, channel);
    const saved = await repo.upsertTemplate(
      tx,
      { kind, channel, subject, body: input.body, updatedBy: actor.actorUserId },
      now,
    );
    await recordAudit(tx, {
      ...actor,
      action: 'notifications.template.update',
      entityType: 'notification_template',
      entityId: templateKey(kind, channel),
      before: before ? { subject: before.subject, body: before.body } : null,
      after: { subject: saved.subject, body: saved.body },
    });
  });
  return templateView(db, kind, channel);
}

/** Back to the default wording. */
export async function resetTemplate(
  db: Db,
  actor: Actor,
  kind: NotificationKind,
  channel: NotificationChannel,
): Promise<NotificationTemplate> {
  checkChannel(kind, channel);
  await db.transaction(async (tx) => {
    const before = await repo.savedTemplate(tx, kind, channel);
    if (!before) return;
    await repo.deleteTemplate(tx, kind, channel);
    await recordAudit(tx, {
      ...actor,
      action: 'notifications.template.reset',
      entityType: 'notification_template',
      entityId: templateKey(kind, channel),
      before: { subject: before.subject, body: before.body },
      after: null,
    });
  });
  return templateView(db, kind, channel);
}
