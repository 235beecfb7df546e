import { randomUUID } from 'node:crypto';
import type { PaymentOrder } from '@staybook/contract/booking';
import { AppError } from '../../lib/http-errors.js';
import { OrderNotCreated } from '../bookings/booking-payments.port.js';
import type { BookingRow } from '../bookings/bookings.repository.js';
import type { ServiceDeps } from '../module-context.js';
import { amountDueNowPaise } from '../pricing/index.js';
import { closeOpenOrder } from './payment-lifecycle.js';
import {
  claimOrderCreation,
  findOpenOrder,
  insertOpenOrder,
  type PaymentRow,
  releaseOrderClaim,
} from './payments.repository.js';

const CLAIM_LEASE_MS = 30_000;
const WAIT_STEP_MS = 40;
const WAIT_LIMIT_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The provider order a pending booking is paid through: at most one open order per booking, whatever the number of
 * processes or parallel calls (a unique index holds it; the claim keeps two callers from both asking the provider).
 * The booking row already exists, so no payment can arrive for a booking we do not know. An open order for the same
 * amount is re-used, also after a failed attempt (a provider order accepts retries until one payment captures it).
 * A caller that finds another creating the order waits for it. If the provider cannot create an order, this throws
 * OrderNotCreated and leaves the booking to the bookings module, which decides its fate (it never calls back here).
 */
export async function ensurePaymentOrder(
  deps: ServiceDeps,
  booking: BookingRow,
  now: Date,
  /** A change's difference (booking-changes.service.ts): the order pays that, not the booking's own amount. */
  change?: { id: string; amountPaise: number },
): Promise<PaymentOrder> {
  const adapter = deps.adapters.payments;
  // The order is for what the booking asks online (a deposit, or its whole total); the rest is paid at the property.
  const dueNow = change ? change.amountPaise : amountDueNowPaise(booking);
  const changeId = change?.id ?? null;
  const token = randomUUID();
  const started = Date.now();
  for (;;) {
    const open = await findOpenOrder(deps.db, booking.id);
    if (open && open.provider === adapter.name && open.amountPaise === dueNow && open.changeId === changeId)
      return toPaymentOrder(deps, open);
    // An order of another provider, amount or change (the provider was changed, another change was asked for):
    // nobody can pay it from here on.
    if (open) await closeOpenOrder(deps.db, open.id, now);
    const claimNow = new Date();
    const claimed = await claimOrderCreation(
      deps.db,
      booking.id,
      token,
      claimNow,
      new Date(claimNow.getTime() - CLAIM_LEASE_MS),
    );
    if (claimed) {
      try {
        // Looked at again under the claim: an order recorded by the claim's previous holder is ours to re-use.
        if (await findOpenOrder(deps.db, booking.id)) continue;
        const row = await createOrder(deps, booking, dueNow, changeId, now);
        if (row) return toPaymentOrder(deps, row);
      } finally {
        await releaseOrderClaim(deps.db, booking.id, token);
      }
      continue;
    }
    if (Date.now() - started > WAIT_LIMIT_MS)
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Payment could not be started. Please try again.');
    await sleep(WAIT_STEP_MS);
  }
}

/** Asks the provider for an order and records it; undefined when another caller's open order got in first. */
async function createOrder(
  deps: ServiceDeps,
  booking: BookingRow,
  dueNow: number,
  changeId: string | null,
  now: Date,
): Promise<PaymentRow | undefined> {
  const adapter = deps.adapters.payments;
  let orderId: string;
  try {
    const order = await adapter.createOrder({
      amountPaise: dueNow,
      receipt: booking.code,
      notes: { bookingId: booking.id, code: booking.code, ...(changeId ? { changeId } : {}) },
    });
    orderId = order.id;
  } catch (err) {
    throw new OrderNotCreated(err);
  }
  // Only a claim taken over after its lease can race here; the unique index then keeps the first order, and this
  // one (never shown to anyone) stays unpaid at the provider.
  return insertOpenOrder(deps.db, {
    bookingId: booking.id,
    provider: adapter.name,
    providerOrderId: orderId,
    amountPaise: dueNow,
    changeId,
    currency: 'INR',
    status: 'created',
    createdAt: now,
    updatedAt: now,
  });
}

function toPaymentOrder(deps: ServiceDeps, payment: PaymentRow): PaymentOrder {
  const adapter = deps.adapters.payments;
  return {
    provider: adapter.name,
    keyId: adapter.keyId,
    checkoutScriptUrl: adapter.checkoutScriptUrl,
    checkoutConfig: adapter.checkoutConfig,
    orderDetails: { id: payment.providerOrderId, amount: payment.amountPaise, currency: 'INR' },
  };
}
