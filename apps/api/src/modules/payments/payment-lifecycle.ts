import type { Tx } from '../../db/client.js';
import { recordPaymentMoney } from '../ledger/index.js';
import type { ServiceDeps } from '../module-context.js';
import { canMovePayment, nextRefundStatus, type PaymentStatus, type RefundStatus } from './payment-lifecycle-rules.js';
import { insertEventOnce, lockPayment, type NewPayment, type PaymentRow, setPaymentIf } from './payments.repository.js';

/**
 * The one writer of a payment's status and its refund's status (decision 006). Each move is checked against the
 * transition table (payment-lifecycle-rules.ts) and written compare-and-set: it lands only while the row is still in
 * the state the caller read, so of two channels bringing the same news exactly one moves it. The database refuses
 * any other move (trigger `payments_status_transition`).
 */

/** Fields a status move may carry beside the status (never the status or refund status themselves). */
type MovePatch = Omit<Partial<NewPayment>, 'status' | 'refundStatus' | 'id' | 'bookingId'>;

export class PaymentTransitionError extends Error {
  constructor(from: string, to: string) {
    super(`payment cannot move from ${from} to ${to}`);
  }
}

/** Moves `payment` from the status it was read in to `to`; false when something moved it meanwhile. */
export async function movePayment(
  db: ServiceDeps['db'] | Tx,
  payment: Pick<PaymentRow, 'id' | 'status'>,
  to: PaymentStatus,
  patch: MovePatch,
  now: Date,
): Promise<boolean> {
  const from = payment.status as PaymentStatus;
  if (!canMovePayment(from, to)) throw new PaymentTransitionError(from, to);
  return withBooks(db, payment.id, now, (tx) =>
    setPaymentIf(tx, payment.id, { status: [from] }, { ...patch, status: to }, now),
  );
}

/**
 * A move and its money in the books, in one transaction (a savepoint inside the caller's): money captured, refunded or
 * back after a failed refund is written to the ledger once, whichever channel moved the payment.
 */
async function withBooks(
  db: ServiceDeps['db'] | Tx,
  paymentId: string,
  now: Date,
  move: (tx: Tx) => Promise<boolean>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await move(tx);
    if (moved) await recordPaymentMoney(tx, paymentId, now);
    return moved;
  });
}

/** Closes `payment` when it is still an open order nobody paid (created or failed); false otherwise. */
export function closeOpenOrder(db: ServiceDeps['db'] | Tx, paymentId: string, now: Date): Promise<boolean> {
  return setPaymentIf(db, paymentId, { status: ['created', 'failed'] }, { status: 'closed' }, now);
}

/** Records what an attempt on a still-open order said (its payment id, method, reason) without moving it. */
export function noteOpenOrderAttempt(
  db: ServiceDeps['db'] | Tx,
  payment: Pick<PaymentRow, 'id' | 'status'>,
  patch: MovePatch,
  now: Date,
): Promise<boolean> {
  return setPaymentIf(db, payment.id, { status: ['created', 'failed'] }, { ...patch, status: 'failed' }, now);
}

/**
 * The refund of `payment` as the provider reports it: moves the refund status forward by the table (null when the
 * news changes nothing) together with `patch`, compare-and-set on both statuses. A payment still marked
 * refund_pending (the answer to our call was lost, or the refund was made on the provider's dashboard) becomes
 * refunded in the same write. Answers the refund status it moved to, or null.
 */
export async function moveRefund(
  db: ServiceDeps['db'] | Tx,
  payment: Pick<PaymentRow, 'id' | 'status' | 'refundStatus'>,
  incoming: RefundStatus,
  patch: MovePatch & { refundedAt?: Date },
  now: Date,
): Promise<{ moved: boolean; refundStatus: RefundStatus | null }> {
  const current = payment.refundStatus as RefundStatus | null;
  const next = nextRefundStatus(current, incoming);
  const becomesRefunded = canMovePayment(payment.status as PaymentStatus, 'refunded');
  const write: Partial<NewPayment> = {
    ...patch,
    ...(becomesRefunded ? { status: 'refunded' } : {}),
    ...(next ? { refundStatus: next } : {}),
  };
  if (!next && !becomesRefunded && Object.keys(patch).length === 0) return { moved: false, refundStatus: null };
  const moved = await withBooks(db, payment.id, now, (tx) =>
    setPaymentIf(tx, payment.id, { status: [payment.status], refundStatus: current }, write, now),
  );
  return { moved, refundStatus: moved ? next : null };
}

/** What the provider told us, stored once per event id (payment_events). */
export interface ProviderEvent {
  eventId: string;
  eventType: string;
  source: string;
  payload: unknown;
}

/**
 * The frame of every provider event, from the webhook, the verify call or the reconciler: in ONE transaction, lock
 * what the event is about (`lockFirst`, e.g. its booking, then the payment: the same order as every other writer),
 * store the event once (a replay changes nothing), then `apply` it. An event about a payment we do not know is
 * stored and logged. Side effects (messages, refund calls) belong after commit, in the caller.
 */
export async function withProviderEvent<Locked, R>(
  deps: ServiceDeps,
  event: ProviderEvent,
  known: PaymentRow | undefined,
  lockFirst: (tx: Tx, payment: PaymentRow) => Promise<Locked>,
  apply: (tx: Tx, payment: PaymentRow, locked: Locked) => Promise<R>,
  now: Date,
): Promise<{ duplicate: boolean; payment: PaymentRow | undefined; locked: Locked | undefined; result: R | null }> {
  return deps.db.transaction(async (tx) => {
    const locked = known ? await lockFirst(tx, known) : undefined;
    const payment = known ? await lockPayment(tx, known.id) : undefined;
    const stored = await insertEventOnce(tx, {
      provider: deps.adapters.payments.name,
      eventId: event.eventId,
      eventType: event.eventType,
      source: event.source,
      payload: event.payload ?? {},
      bookingId: payment?.bookingId ?? null,
      paymentId: payment?.id ?? null,
      receivedAt: now,
    });
    if (!stored) return { duplicate: true, payment, locked, result: null };
    if (!payment || locked === undefined) {
      deps.log.warn({ eventId: event.eventId, eventType: event.eventType }, 'provider event for an unknown payment');
      return { duplicate: false, payment, locked, result: null };
    }
    return { duplicate: false, payment, locked, result: await apply(tx, payment, locked) };
  });
}
