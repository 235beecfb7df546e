import { unixToIstDate } from '@staybook/contract';
import type { BookingChangePreview, ChangeStay, DeskChangeSettlement } from '@staybook/contract/booking-changes';
import type { DbOrTx } from '../../../db/client.js';
import { AppError, conflict } from '../../../lib/http-errors.js';
import { paymentLinkToken, paymentLinkUrl } from '../../../lib/payment-link-token.js';
import type { Job } from '../../module-context.js';
import { bookingDepsOf, jobLog } from '../../module-context.js';
import { type BookingDeps, OrderNotCreated } from '../../ports/booking-payments.port.js';
import { writeEffects } from '../../side-effects/index.js';
import { guestMessageEffect } from '../booking-notifications.js';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../booking-rules.js';
import { type BookingRow, findBooking, lockBooking } from '../bookings.repository.js';
import {
  type BookingChangeRow,
  changeByIdempotencyKey,
  insertChange,
  linesOfBooking,
  setChangeStatus,
  waitingChangesOf,
} from './booking-changes.repository.js';
import { applyNow, expireUnpaidChanges, rowOf } from './change-apply.js';
import { changeView } from './change-history.js';
import {
  type ChangeActor,
  type ChangedStay,
  type ChangeSide,
  changeRefused,
  deskBooking,
  guestBooking,
  planChange,
  previewOf,
  sideOfBooking,
  stayView,
} from './change-plan.js';

/**
 * Changing a booking (issue 23): its dates, rooms, plan and guests at the same property, by the guest (while every
 * room is inside its free-cancellation window) or by the desk (always, with a reason). The new stay is priced by the
 * same pipeline as a new booking, counting the booking's own rooms as free for it, and shown before it is confirmed.
 * Applying it is one transaction under the booking's lock: the old nights are given back and the new ones taken, the
 * room lines, totals, terms and books rewritten — or, on any refusal, nothing changes. The difference is paid online
 * first (the guest's change applies when the payment is captured: payments/confirm-payment.service.ts), by a link or
 * at the property (the desk's), or refunded through the provider by the booking's policy (payment_refunds).
 */

export { applyPaidChange, expireUnpaidChanges } from './change-apply.js';
export { deskChanges, guestChanges } from './change-history.js';
export type { ChangeActor, ChangedStay, ChangeSide } from './change-plan.js';

// ─── Use cases ──────────────────────────────────────────────────────────────────────────────────────────────────

/** What the guest's change would cost or return (owner only; anyone else gets 404). */
export async function previewGuestChange(
  deps: BookingDeps,
  userId: string,
  input: ChangedStay & { bookingId: string },
  now = new Date(),
): Promise<BookingChangePreview> {
  const actor: ChangeActor = { kind: 'guest', userId };
  const booking = await guestBooking(deps.db, userId, input.bookingId);
  return previewOf(await planChange(deps, deps.db, booking, input, actor, now), actor);
}

/** What the desk's change would cost or return. */
export async function previewDeskChange(
  deps: BookingDeps,
  bookingId: string,
  input: ChangedStay,
  settle: DeskChangeSettlement,
  now = new Date(),
): Promise<BookingChangePreview> {
  const actor: ChangeActor = { kind: 'staff', userId: null, reason: '', settle };
  const booking = await deskBooking(deps.db, bookingId);
  return previewOf(await planChange(deps, deps.db, booking, input, actor, now), actor);
}

/**
 * The guest's change. Nothing more to pay online: made at once (a lower price refunded). Something to pay: the
 * change waits for the payment (HOLD_MINUTES), and `payment` is the order to pay it through; it applies when the
 * payment is captured, if the new nights are still free then (else the payment is refunded in full).
 */
export async function requestGuestChange(
  deps: BookingDeps,
  userId: string,
  input: ChangedStay & { bookingId: string },
  now = new Date(),
  idempotencyKey: string | null = null,
) {
  const actor: ChangeActor = { kind: 'guest', userId };
  const booking = await guestBooking(deps.db, userId, input.bookingId);
  if (idempotencyKey) {
    const earlier = await changeByIdempotencyKey(deps.db, booking.id, idempotencyKey);
    if (earlier) return replayChange(deps, booking, earlier, input, now);
  }
  const plan = await planChange(deps, deps.db, booking, input, actor, now);
  if (plan.problem) throw changeRefused(plan.problem, plan.refusal);
  if (plan.money.settlement !== 'pay_online') {
    const change = await applyNow(deps, plan, actor, now, idempotencyKey);
    return { change: await changeView(deps.db, change.id), payment: null };
  }
  // One change waits for a payment at a time: under the booking's lock, a repeat of the key finds the first, and a
  // new change replaces any other still waiting (its order closed, so only this one can be paid).
  const made = await deps.db.transaction(async (tx) => {
    await lockBooking(tx, booking.id);
    if (idempotencyKey) {
      const earlier = await changeByIdempotencyKey(tx, booking.id, idempotencyKey);
      if (earlier) return { earlier };
    }
    for (const waiting of await waitingChangesOf(tx, booking.id))
      if (await setChangeStatus(tx, waiting.id, ['awaiting_payment'], { status: 'expired' }, now))
        await deps.bookingPayments.closeChangeOrder(tx, booking.id, waiting.id, now);
    const change = await insertChange(tx, {
      ...rowOf(plan, actor),
      status: 'awaiting_payment',
      idempotencyKey,
      expiresAt: new Date(now.getTime() + deps.config.HOLD_MINUTES * 60_000),
      createdAt: now,
      updatedAt: now,
    });
    return { change };
  });
  if ('earlier' in made && made.earlier) return replayChange(deps, booking, made.earlier, input, now);
  const change = made.change!;
  try {
    const payment = await deps.bookingPayments.openChangeOrder(
      deps,
      booking,
      { id: change.id, amountPaise: plan.money.payNowPaise },
      now,
    );
    return { change: await changeView(deps.db, change.id), payment };
  } catch (err) {
    if (!(err instanceof OrderNotCreated)) throw err;
    deps.log.error({ err: err.cause, bookingId: booking.id }, 'change order could not be created');
    await setChangeStatus(deps.db, change.id, ['awaiting_payment'], { status: 'expired' }, now);
    throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Payment could not be started. Please try again.');
  }
}

/**
 * The answer to a repeated Idempotency-Key: the change it made, as it is now, with its order while it still waits for
 * the payment (the same order: ensurePaymentOrder re-uses an open order of the same change and amount). The same key
 * sent for another stay is refused.
 */
async function replayChange(
  deps: BookingDeps,
  booking: BookingRow,
  earlier: BookingChangeRow,
  input: ChangedStay,
  now: Date,
) {
  const asked = earlier.after as ChangeSide;
  const same =
    asked.checkIn === unixToIstDate(input.checkInDate) &&
    asked.checkOut === unixToIstDate(input.checkOutDate) &&
    roomsKeyOf(asked.rooms) ===
      roomsKeyOf(
        input.roomIds.map((r) => ({ roomTypeId: r.id, roomCount: r.roomCount, ratePlanId: r.ratePlanId ?? null })),
      );
  if (!same) throw conflict(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  const payment =
    earlier.status === 'awaiting_payment'
      ? await deps.bookingPayments.openChangeOrder(
          deps,
          (await findBooking(deps.db, booking.id)) ?? booking,
          { id: earlier.id, amountPaise: earlier.payNowPaise },
          now,
        )
      : null;
  return { change: await changeView(deps.db, earlier.id), payment };
}

function roomsKeyOf(rooms: Array<{ roomTypeId: string; roomCount: number; ratePlanId?: string | null }>): string {
  return rooms
    .map((r) => `${r.roomTypeId}×${r.roomCount}`)
    .sort()
    .join(',');
}

/** The desk's change, with its reason: made at once; a higher price collected at the property or by a link. */
export async function requestDeskChange(
  deps: BookingDeps,
  staffUserId: string | null,
  bookingId: string,
  input: ChangedStay & { reason: string; settle: DeskChangeSettlement },
  now = new Date(),
) {
  const actor: ChangeActor = { kind: 'staff', userId: staffUserId, reason: input.reason, settle: input.settle };
  const booking = await deskBooking(deps.db, bookingId);
  const plan = await planChange(deps, deps.db, booking, input, actor, now);
  if (plan.problem) throw changeRefused(plan.problem, plan.refusal);
  const change = await applyNow(deps, plan, actor, now);
  if (plan.money.settlement === 'link') {
    const fresh = (await findBooking(deps.db, bookingId)) ?? booking;
    try {
      await deps.bookingPayments.openChangeOrder(
        deps,
        fresh,
        { id: change.id, amountPaise: plan.money.payNowPaise },
        now,
      );
      const url = paymentLinkUrl(
        deps.config.publicUrl,
        paymentLinkToken(deps.config.authSecret, fresh.id),
        fresh.language,
      );
      // Once the order is open (a provider call, after the change committed): the link to the guest, a side effect.
      await writeEffects(
        deps.db,
        guestMessageEffect(deps, {
          message: 'change_payment_link',
          bookingId: fresh.id,
          amountPaise: plan.money.payNowPaise,
          url,
        }),
      );
      await deps.effects.settle(fresh.id, now);
    } catch (err) {
      // The change stands; the link can be sent again from the booking ("Send the payment link again").
      deps.log.error({ err, bookingId }, 'payment link for a change could not be opened or sent');
    }
  }
  return { change: await changeView(deps.db, change.id) };
}

/** The guest's booking as it stands, in the change's shape (owner only; anyone else gets 404). */
export async function guestCurrentStay(db: DbOrTx, userId: string, bookingId: string): Promise<ChangeStay> {
  const booking = await guestBooking(db, userId, bookingId);
  return stayView(sideOfBooking(booking, await linesOfBooking(db, booking.id)));
}

/** The booking as it stands, in the change's shape, for the desk. */
export async function deskCurrentStay(db: DbOrTx, bookingId: string): Promise<ChangeStay> {
  const booking = await deskBooking(db, bookingId);
  return stayView(sideOfBooking(booking, await linesOfBooking(db, booking.id)));
}

export const changeSweeperJob: Job = {
  name: 'change-sweeper',
  everyMs: 30_000,
  run: (ctx, now) => expireUnpaidChanges(bookingDepsOf(ctx, jobLog(ctx.config, 'change-sweeper')), now),
};
