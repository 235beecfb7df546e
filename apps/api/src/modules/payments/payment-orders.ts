import { randomUUID } from 'node:crypto';
import type { PaymentOrder } from '@staybook/contract/booking';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/http-errors.js';
import type { BookingRow } from '../bookings/bookings.repository.js';
import type { ServiceDeps } from '../module-context.js';
import { OrderNotCreated } from '../ports/booking-payments.port.js';
import { amountDueNowPaise } from '../pricing/index.js';
import { closeOpenOrder } from './payment-lifecycle.js';
import {
  claimOrderCreation,
  findOpenOrder,
  firstOrderClaimInsert,
  type PaymentRow,
  recordOpenOrder,
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
  options: {
    /** A change's difference (booking-changes.service.ts): the order pays that, not the booking's own amount. */
    change?: { id: string; amountPaise: number };
    /** The creation claim the caller already holds (firstOrderClaimWithBooking, with the booking's insert). */
    claimed?: string;
  } = {},
): Promise<PaymentOrder> {
  const adapter = deps.adapters.payments;
  const { change } = options;
  // The order is for what the booking asks online (a deposit, or its whole total); the rest is paid at the property.
  const dueNow = change ? change.amountPaise : amountDueNowPaise(booking);
  const changeId = change?.id ?? null;
  // A booking made in the caller's own transaction under its claim has no order yet and nobody else could have
  // started one: straight to the provider (three round trips fewer on every hold).
  let token = options.claimed;
  const started = Date.now();
  for (;;) {
    if (token) {
      const row = await createOrder(deps, booking, dueNow, changeId, now, token);
      if (row) return toPaymentOrder(deps, row);
      // Another caller's open order got in first (our claim's lease had run out): looked at below.
      token = undefined;
    }
    const open = await findOpenOrder(deps.db, booking.id);
    if (open && open.provider === adapter.name && open.amountPaise === dueNow && open.changeId === changeId)
      return toPaymentOrder(deps, open);
    // An order of another provider, amount or change (the provider was changed, another change was asked for):
    // nobody can pay it from here on.
    if (open) await closeOpenOrder(deps.db, open.id, now);
    const mine = randomUUID();
    if (await claimCreation(deps.db, booking.id, mine, new Date())) {
      // Looked at again under the claim: an order recorded by the claim's previous holder is ours to re-use.
      const recorded = await findOpenOrder(deps.db, booking.id).catch(async (err: unknown) => {
        await releaseOrderClaim(deps.db, booking.id, mine);
        throw err;
      });
      if (recorded) await releaseOrderClaim(deps.db, booking.id, mine);
      else token = mine;
      continue;
    }
    if (Date.now() - started > WAIT_LIMIT_MS)
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Payment could not be started. Please try again.');
    await sleep(WAIT_STEP_MS);
  }
}

/**
 * Under the caller's claim: asks the provider for an order, records it and gives the claim back. Undefined when
 * another caller's open order got in first. The claim is given back whatever happens (on a failure at the provider
 * here; with the record otherwise).
 */
async function createOrder(
  deps: ServiceDeps,
  booking: BookingRow,
  dueNow: number,
  changeId: string | null,
  now: Date,
  claimToken: string,
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
    await releaseOrderClaim(deps.db, booking.id, claimToken);
    throw new OrderNotCreated(err);
  }
  // Only a claim taken over after its lease can race here; the unique index then keeps the first order, and this
  // one (never shown to anyone) stays unpaid at the provider.
  return recordOpenOrder(
    deps.db,
    {
      bookingId: booking.id,
      provider: adapter.name,
      providerOrderId: orderId,
      amountPaise: dueNow,
      changeId,
      currency: 'INR',
      status: 'created',
      createdAt: now,
      updatedAt: now,
    },
    claimToken,
  );
}

/**
 * For a booking that opens its order right after commit (a hold the guest pays now): the order's creation claimed by
 * the statement that inserts the booking (no extra round trip in the hold's transaction), so the order is made without
 * looking for one first; a replayed request on another process waits for this claim as for any other. The statement's
 * part and its values, and the claim for ensurePaymentOrder.
 */
export function firstOrderClaimWithBooking(bookingId: string, now: Date) {
  const token = randomUUID();
  return {
    statement: firstOrderClaimInsert,
    values: { 'claim.bookingId': bookingId, 'claim.token': token, 'claim.at': now.toISOString() },
    token,
  };
}

/** Claims the order's creation for `token` as of `now`: free, or held by a claim older than its lease. */
function claimCreation(db: DbOrTx, bookingId: string, token: string, now: Date): Promise<boolean> {
  return claimOrderCreation(db, bookingId, token, now, new Date(now.getTime() - CLAIM_LEASE_MS));
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
