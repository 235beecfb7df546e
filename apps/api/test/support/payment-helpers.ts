import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSandboxProvider, type SandboxProvider, sandboxSecrets } from '../../src/adapters/payments/sandbox.js';
import type { Config } from '../../src/config.js';
import type { Db } from '../../src/db/client.js';
import { mailOutbox, smsOutbox } from '../../src/db/schema/accounts.js';
import { bookings, paymentEvents, payments } from '../../src/db/schema/bookings.js';
import { effectHandlers } from '../../src/modules/effect-handlers.js';
import type { ServiceDeps, SideEffectsPort } from '../../src/modules/service-deps.js';
import { createSideEffects } from '../../src/modules/side-effects/index.js';
import type { Guest } from './factories/users.js';

/** The sandbox's provider side, for tests that play the provider (e.g. a payment whose webhook was lost). */
export function sandboxProvider(db: Db, config: Config): SandboxProvider {
  return createSandboxProvider(db, sandboxSecrets(config.authSecret));
}

/** Pays through the sandbox checkout page's endpoint (which also sends the signed webhook). */
export function payInCheckout(
  app: FastifyInstance,
  orderId: string,
  attempt: { method?: 'card' | 'upi'; card_number?: string; vpa?: string; force_failure?: boolean } = {},
) {
  const method = attempt.method ?? 'card';
  return app.inject({
    method: 'POST',
    url: '/sandbox-pay/pay',
    payload: {
      order_id: orderId,
      method,
      ...(method === 'card' ? { card_number: attempt.card_number ?? '4111 1111 1111 1111' } : { vpa: attempt.vpa }),
      force_failure: attempt.force_failure ?? false,
    },
  });
}

export function verifyPayment(
  app: FastifyInstance,
  guest: Guest,
  body: { bookingId: string; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) {
  return app.inject({
    method: 'POST',
    url: '/property/v1/app/booking/verify-payment',
    headers: guest.headers,
    payload: body,
  });
}

export function postWebhook(app: FastifyInstance, body: string, signature: string, eventId?: string) {
  return app.inject({
    method: 'POST',
    url: '/property/v1/payments/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
    },
  });
}

export async function bookingRow(db: Db, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

export async function paymentRow(db: Db, orderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  if (!row) throw new Error(`no payment for ${orderId}`);
  return row;
}

export async function eventsOf(db: Db, bookingId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.bookingId, bookingId));
}

export const silentLog = { info() {}, warn() {}, error() {} };

/**
 * A use case's dependencies as the app wires them: with the outbox's delivery of side effects (every module's
 * consumers, the same adapters), so a test that calls a use case directly sees its documents and messages.
 */
export function withEffects<T extends Omit<ServiceDeps, 'effects' | 'log'> & { log?: ServiceDeps['log'] }>(
  deps: T,
): T & { effects: SideEffectsPort; log: ServiceDeps['log'] } {
  const log = deps.log ?? silentLog;
  return { ...deps, log, effects: createSideEffects({ ...deps }, effectHandlers, log) };
}

/** The "refund credited" SMS and e-mails the outboxes hold for one booking (by its code). */
export async function refundCreditedMessages(db: Db, bookingCode: string) {
  const sms = await db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.template, 'refund_credited'), like(smsOutbox.body, `%${bookingCode}%`)));
  const mail = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, `Refund credited — ${bookingCode}`));
  return { sms, mail };
}
