import { formatInrMoved } from '@staybook/contract';
import type { BookingStatus } from '@staybook/contract/booking';
import { paiseToRupees } from '@staybook/contract/money';
import { recordAudit } from '../audit/audit.repository.js';
import { retakeBookingRooms } from '../bookings/booking-holds.js';
import { moveBooking } from '../bookings/booking-lifecycle.js';
import { confirmedEffects } from '../bookings/booking-notifications.js';
import { type BookingRow, findBooking, lockBooking, updateBooking } from '../bookings/bookings.repository.js';
import { applyPaidChange } from '../bookings/changes/booking-changes.service.js';
import { postOnlineExtras } from '../folio/folio.service.js';
import type { ServiceDeps } from '../module-context.js';
import { writeEffects } from '../side-effects/index.js';
import { bookingPayments } from './booking-payments.js';
import { movePayment, noteOpenOrderAttempt, withProviderEvent } from './payment-lifecycle.js';
import { hasTakenMoney, isOpenOrder } from './payment-lifecycle-rules.js';
import { findPaymentByOrderId, insertStaffAlert, type PaymentRow } from './payments.repository.js';
import { refundPayment } from './refunds.js';

/** The bookings module's change use cases take the payments port; this module is its implementation. */
const withPort = (deps: ServiceDeps) => ({ ...deps, bookingPayments });

/** One thing the provider told us, from whichever channel: the verify call, a webhook, or the reconciler. */
export interface PaymentSignal {
  source: 'verify' | 'webhook' | 'reconciler';
  /** De-duplication key: the webhook's event id, `verify:<payment_id>`, `reconcile:<payment_id>`. */
  eventId: string;
  /** Refund events have their own use case (refund-updates.service.ts). */
  kind: 'paid' | 'failed' | 'other';
  /** The provider's event name, stored as is (payment.captured, payment.failed, …). */
  eventType: string;
  orderId: string | null;
  paymentId: string | null;
  /** The amount the provider captured, in paise; null when the channel carries none (the verify call). */
  amountPaise: number | null;
  method: string | null;
  payload: unknown;
  /** A failed attempt's reason in the guest's words, when the channel carried one (the webhook's error_* fields). */
  failureReason?: string | null;
}

export interface PaymentOutcome {
  duplicate: boolean;
  bookingId: string | null;
  status: BookingStatus | null;
}

type Effect = 'confirmed' | 'changed' | 'refund' | null;

/**
 * The one use case every payment channel goes through. In ONE transaction: store the event (once — a replayed
 * event id changes nothing), then move the payment and booking forward. Every transition only moves forward,
 * so events arriving late or out of order change nothing after the first. Amounts come from the provider and
 * are compared with the order we created, never taken from the browser. Documents and messages are side effects
 * written in that transaction and delivered after commit; refunds are sent after it too. If they fail the booking is
 * still safe (the side-effects job retries the first, the reconciler the refunds).
 */
export async function confirmPayment(
  deps: ServiceDeps,
  signal: PaymentSignal,
  now = new Date(),
): Promise<PaymentOutcome> {
  const known = signal.orderId ? await findPaymentByOrderId(deps.db, signal.orderId) : undefined;
  // Lock order: booking, then payment, then inventory — the same order as cancellation and the sweeper.
  const framed = await withProviderEvent(
    deps,
    signal,
    known,
    (tx, payment) => lockBooking(tx, payment.bookingId),
    async (tx, payment, booking) => {
      if (!booking) return { booking, effect: null as Effect };
      const effect = await applySignal(deps, tx, signal, booking, payment, now);
      // The guest and the hotel are told with the confirmation, or not at all (its documents: the ledger wrote them).
      if (effect === 'confirmed') await writeEffects(tx, confirmedEffects(deps, booking.id, now));
      return { booking: (await findBooking(tx, booking.id)) ?? booking, effect };
    },
    now,
  );
  const result = { booking: framed.result?.booking ?? framed.locked, effect: framed.result?.effect ?? null };

  if (result.effect === 'refund' && known) await refundPayment(deps, known.id, 'unfulfillable_payment', now);
  // Whatever the signal moved: its documents and messages (side effects written in its transaction).
  if (result.effect && result.booking) await deps.effects.settle(result.booking.id, now);
  return {
    duplicate: framed.duplicate,
    bookingId: result.booking?.id ?? null,
    status: (result.booking?.status as BookingStatus | undefined) ?? null,
  };
}

/**
 * The provider captured a different amount than the order we created (a tampered checkout, a provider fault).
 * The booking is not confirmed on it: the whole captured amount goes back, and staff are told (a console alert and
 * an audit entry, in the same transaction as the state change).
 */
async function refundMismatchedAmount(
  deps: ServiceDeps,
  tx: Tx,
  signal: PaymentSignal,
  booking: BookingRow,
  payment: PaymentRow,
  capturedPaise: number,
  now: Date,
): Promise<Effect> {
  await movePayment(
    tx,
    payment,
    'refund_pending',
    {
      capturedPaise,
      providerPaymentId: signal.paymentId,
      method: signal.method ?? payment.method,
      lastCheckedAt: now,
    },
    now,
  );
  const message =
    `Booking ${booking.code}: ${formatInrMoved(paiseToRupees(capturedPaise))} was captured for an order of ` +
    `${formatInrMoved(paiseToRupees(payment.amountPaise))}. The booking was not confirmed and the full amount is being refunded.`;
  const details = {
    expectedPaise: payment.amountPaise,
    capturedPaise,
    providerPaymentId: signal.paymentId,
    orderId: payment.providerOrderId,
    source: signal.source,
  };
  await insertStaffAlert(tx, {
    kind: 'amount_mismatch',
    message,
    bookingId: booking.id,
    paymentId: payment.id,
    details,
  });
  await recordAudit(tx, {
    actorUserId: null,
    action: 'payment.amount_mismatch',
    entityType: 'payment',
    entityId: payment.id,
    before: { status: payment.status, amountPaise: payment.amountPaise },
    after: { status: 'refund_pending', ...details },
  });
  deps.log.error({ bookingId: booking.id, ...details }, 'captured amount differs; refunding');
  return 'refund';
}

type Tx = Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0];

async function applySignal(
  deps: ServiceDeps,
  tx: Tx,
  signal: PaymentSignal,
  booking: BookingRow,
  payment: PaymentRow,
  now: Date,
): Promise<Effect> {
  const log = { bookingId: booking.id, orderId: payment.providerOrderId, source: signal.source };
  switch (signal.kind) {
    case 'failed':
      // A failed attempt leaves the order open for a retry; only a still-unpaid payment records it, with the latest
      // reason the provider gave (a channel that carries none, the reconciler, keeps the one already recorded).
      if (isOpenOrder(payment.status))
        await noteOpenOrderAttempt(
          tx,
          payment,
          {
            providerPaymentId: signal.paymentId,
            method: signal.method,
            ...(signal.failureReason !== undefined ? { lastFailureReason: signal.failureReason } : {}),
          },
          now,
        );
      return null;
    case 'other':
      return null;
    case 'paid':
      break;
  }
  if (hasTakenMoney(payment.status)) return null;
  if (signal.amountPaise !== null && signal.amountPaise !== payment.amountPaise)
    return refundMismatchedAmount(deps, tx, signal, booking, payment, signal.amountPaise, now);
  await movePayment(
    tx,
    payment,
    'captured',
    { providerPaymentId: signal.paymentId, method: signal.method ?? payment.method },
    now,
  );
  const captured = { ...payment, status: 'captured' };

  const confirm = async () => {
    await moveBooking(tx, booking, 'confirmed', { confirmedAt: now, holdExpiresAt: null, holdsInventory: true }, now);
    // The extras the guest paid for with the rooms: on the folio as charges, paid, in the same transaction.
    await postOnlineExtras(tx, booking, now);
  };
  const refund = async (reason: string) => {
    await movePayment(tx, captured, 'refund_pending', { lastCheckedAt: now }, now);
    deps.log.warn({ ...log, reason }, 'payment cannot be fulfilled; refunding');
    return 'refund' as const;
  };

  // The difference of a change (booking-changes.service.ts): the change is made now, or the payment goes back whole.
  if (payment.changeId) {
    const outcome = await applyPaidChange(withPort(deps), tx, booking, payment.changeId, now);
    if (outcome === 'applied') return 'changed';
    if (outcome === 'settled') return null;
    return refund(`the change could not be made: ${outcome}`);
  }

  if (booking.status === 'pending_payment') {
    // Still holding (even if the hold just lapsed and the sweeper has not run yet): the rooms are ours.
    if (booking.holdsInventory) {
      await confirm();
      return 'confirmed';
    }
  }
  if (booking.status === 'pending_payment' || booking.status === 'expired' || booking.status === 'payment_failed') {
    // Paid after the hold lapsed: take the rooms again if every night still has them, else refund in full.
    if (await retakeBookingRooms(tx, booking)) {
      await confirm();
      deps.log.info(log, 'late payment: rooms taken again and booking confirmed');
      return 'confirmed';
    }
    await updateBooking(tx, booking.id, { cancelReason: 'paid_after_rooms_sold' }, now);
    return refund('rooms sold after the hold lapsed');
  }
  if (booking.status === 'cancelled') return refund('booking was cancelled before the payment arrived');
  // Already confirmed through another order (two tabs, two payments): keep one, return the other.
  return refund('booking was already paid');
}
