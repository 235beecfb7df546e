import { formatDay, formatGuests, formatInr, type IsoDate, istDateToUnix, unixToIstDate } from '@staybook/contract';
import {
  type BookingChange,
  type BookingChangePreview,
  CHANGE_NOTHING_MESSAGE,
  type ChangeKind,
  type ChangeSettlement,
  type ChangeStay,
  type changedStayShape,
  type DeskChangeSettlement,
  GUEST_CHANGE_CLOSED_MESSAGE,
} from '@staybook/contract/booking-changes';
import { paiseToRupees } from '@staybook/contract/money';
import { occupancyProblem } from '@staybook/contract/occupancy';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { paymentLinkToken, paymentLinkUrl } from '../../lib/payment-link-token.js';
import { assertStayAllowed, releaseNights } from '../inventory/index.js';
import { settleDocumentsAfterCommit, syncBookingBooks } from '../ledger/index.js';
import type { Job } from '../module-context.js';
import { jobLog } from '../module-context.js';
import { notifyHotel } from '../notifications/index.js';
import { type BookingDeps, OrderNotCreated } from '../ports/booking-payments.port.js';
import { assertRoomsAvailable, priceNights, type Quote, quoteStay, STANDARD_PLAN } from '../pricing/index.js';
import { cancellationOutlook } from './booking-cancellation.service.js';
import {
  appliedAfter,
  type BookingChangeRow,
  changeByIdempotencyKey,
  changesOfBooking,
  findChange,
  insertChange,
  lapsedChanges,
  linesOfBooking,
  replaceBookingRooms,
  replaceDiscountLines,
  setChangeStatus,
  waitingChangesOf,
} from './booking-changes.repository.js';
import { notifyBookingChanged, notifyChangePaymentLink } from './booking-notifications.js';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from './booking-rules.js';
import { type BookingRow, findBooking, lockBooking, updateBooking } from './bookings.repository.js';
import { soldRoomLines, takePricedStay } from './stay-under-lock.js';

/**
 * Changing a booking (issue 23): its dates, rooms, plan and guests at the same property, by the guest (while every
 * room is inside its free-cancellation window) or by the desk (always, with a reason). The new stay is priced by the
 * same pipeline as a new booking, counting the booking's own rooms as free for it, and shown before it is confirmed.
 * Applying it is one transaction under the booking's lock: the old nights are given back and the new ones taken, the
 * room lines, totals, terms and books rewritten — or, on any refusal, nothing changes. The difference is paid online
 * first (the guest's change applies when the payment is captured: payments/confirm-payment.service.ts), by a link or
 * at the property (the desk's), or refunded through the provider by the booking's policy (payment_refunds).
 */

export type ChangedStay = z.output<z.ZodObject<typeof changedStayShape>>;

export type ChangeActor =
  | { kind: 'guest'; userId: string }
  | { kind: 'staff'; userId: string | null; reason: string; settle: DeskChangeSettlement };

/** One side of a change as stored (booking_changes.before / after): paise and IST dates. */
export interface ChangeSide {
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  rooms: Array<{
    roomTypeId: string;
    roomName: string;
    roomCount: number;
    ratePlanId: string | null;
    ratePlanName: string;
    adults: number;
    children: number;
  }>;
  adults: number;
  children: number;
  infants: number;
  pets: boolean;
  totalRoomRentPaise: number;
  taxPaise: number;
  totalPostTaxPaise: number;
}

interface ChangeMoney {
  differencePaise: number;
  paidOnlinePaise: number;
  payNowPaise: number;
  refundPaise: number;
  keptPaise: number;
  dueAtPropertyPaise: number;
  newDueNowPaise: number;
  settlement: ChangeSettlement;
}

interface ChangePlan {
  booking: BookingRow;
  quote: Quote;
  before: ChangeSide;
  after: ChangeSide;
  kinds: ChangeKind[];
  money: ChangeMoney;
  problem: string | null;
}

const unix = (day: IsoDate) => istDateToUnix(day);
const rupees = (paise: number) => formatInr(paiseToRupees(paise));

// ─── Planning: what the change would be, priced, before anyone confirms it ──────────────────────────────────────

async function planChange(
  deps: BookingDeps,
  db: DbOrTx,
  booking: BookingRow,
  stay: ChangedStay,
  actor: ChangeActor,
  now: Date,
): Promise<ChangePlan> {
  const checkIn = unixToIstDate(stay.checkInDate);
  const checkOut = unixToIstDate(stay.checkOutDate);
  const rooms = stay.roomIds.map((r) => ({
    roomTypeId: r.id,
    roomCount: r.roomCount,
    ratePlanId: r.ratePlanId,
    adults: r.adults,
    children: r.children,
  }));
  // Validates the dates, rooms and plans (400/404) and prices the new stay with the deals the guest gets now.
  const quote = await quoteStay(
    db,
    { propertyId: booking.propertyId, rooms, checkIn, checkOut, now, guestId: booking.userId },
    deps.config.gstSlabs,
  );
  const totals = { adults: sumOf(rooms, 'adults'), children: sumOf(rooms, 'children') };
  const guestIssue = occupancyProblem(
    totals,
    stay.roomIds.map((r) => {
      const room = quote.roomTypes.get(r.id);
      return { ...r, name: room?.name ?? 'Room', maxAdults: room?.maxAdults ?? 0, maxChildren: room?.maxChildren ?? 0 };
    }),
  );
  if (guestIssue) throw badRequest(guestIssue);

  const held = await linesOfBooking(db, booking.id);
  // The booking's own rooms are free for its change: its nights count as available to it.
  const own = new Map<string, number>();
  if (booking.holdsInventory) for (const l of held) own.set(l.roomTypeId, (own.get(l.roomTypeId) ?? 0) + l.roomCount);
  const inOldStay = (date: IsoDate) => date >= booking.checkIn && date < booking.checkOut;
  // Priced again from the nights as sold (quote.onSale: before the plan and offers, as a hold prices them), with the
  // booking's own rooms free.
  const priced = priceNights(
    {
      ...quote.onSale,
      rooms: quote.onSale.rooms.map((r) => ({
        ...r,
        nights: r.nights.map((n) => ({
          ...n,
          available: n.available + (inOldStay(n.date) ? (own.get(r.roomTypeId) ?? 0) : 0),
        })),
      })),
    },
    deps.config.gstSlabs,
  );

  const before = sideOfBooking(booking, held);
  const after: ChangeSide = {
    checkIn,
    checkOut,
    nights: quote.nights,
    rooms: stay.roomIds.map((r) => {
      const plan = quote.plans.get(r.id) ?? STANDARD_PLAN;
      return {
        roomTypeId: r.id,
        roomName: quote.roomTypes.get(r.id)?.name ?? 'Room',
        roomCount: r.roomCount,
        ratePlanId: plan.plan.id ?? null,
        ratePlanName: plan.plan.name,
        adults: r.adults,
        children: r.children,
      };
    }),
    ...totals,
    infants: stay.infants ?? booking.infants,
    pets: stay.pets ?? booking.withPets,
    totalRoomRentPaise: priced.quote.totalRoomRentPaise,
    taxPaise: priced.quote.taxPaise,
    totalPostTaxPaise: priced.quote.totalPostTaxPaise,
  };
  const kinds = kindsOf(before, after);
  const newDueNowPaise = booking.amountDueNowPaise === 0 ? 0 : priced.due.dueNowPaise;
  const money = await moneyOf(db, booking, after.totalPostTaxPaise, newDueNowPaise, actor, now);

  let problem = await whoMayChange(db, booking, actor, now);
  if (!problem && kinds.length === 0) problem = CHANGE_NOTHING_MESSAGE;
  problem ??= refusalOf(() => assertRoomsAvailable(priced.quote));
  problem ??= refusalOf(() => assertStayAllowed(quote.refusals, quote.rooms));
  return { booking, quote, before, after, kinds, money, problem };
}

/** A guest changes a confirmed booking while it is free to cancel; the desk any confirmed booking. */
async function whoMayChange(db: DbOrTx, booking: BookingRow, actor: ChangeActor, now: Date): Promise<string | null> {
  if (booking.status !== 'confirmed')
    return booking.status === 'checked_in'
      ? 'The guest has checked in: this stay can no longer be changed.'
      : 'Only a confirmed booking can be changed.';
  if (actor.kind === 'staff') return null;
  const outlook = await cancellationOutlook(db, booking, now);
  if (outlook.problem || !outlook.outcome.isFree) return GUEST_CHANGE_CLOSED_MESSAGE;
  return null;
}

function refusalOf(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

function sumOf<T extends Record<K, number>, K extends string>(list: T[], key: K): number {
  return list.reduce((n, r) => n + r[key], 0);
}

function sideOfBooking(booking: BookingRow, held: Awaited<ReturnType<typeof linesOfBooking>>): ChangeSide {
  return {
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    rooms: held.map((l) => ({
      roomTypeId: l.roomTypeId,
      roomName: l.name,
      roomCount: l.roomCount,
      ratePlanId: l.ratePlanId,
      ratePlanName: (l.ratePlan as { name?: string } | null)?.name ?? STANDARD_PLAN.plan.name,
      adults: l.adults,
      children: l.children,
    })),
    adults: booking.adults,
    children: booking.children,
    infants: booking.infants,
    pets: booking.withPets,
    totalRoomRentPaise: booking.totalRoomRentPaise,
    taxPaise: booking.taxPaise,
    totalPostTaxPaise: booking.totalPostTaxPaise,
  };
}

function kindsOf(before: ChangeSide, after: ChangeSide): ChangeKind[] {
  const kinds: ChangeKind[] = [];
  if (before.checkIn !== after.checkIn || before.checkOut !== after.checkOut) kinds.push('dates');
  const roomsKey = (s: ChangeSide) =>
    s.rooms
      .map((r) => `${r.roomTypeId}×${r.roomCount}`)
      .sort()
      .join(',');
  if (roomsKey(before) !== roomsKey(after)) kinds.push('rooms');
  const planOf = (s: ChangeSide) => new Map(s.rooms.map((r) => [r.roomTypeId, r.ratePlanId]));
  const oldPlans = planOf(before);
  if (after.rooms.some((r) => oldPlans.has(r.roomTypeId) && oldPlans.get(r.roomTypeId) !== r.ratePlanId))
    kinds.push('plan');
  const party = (s: ChangeSide) => `${s.adults}/${s.children}/${s.infants}/${s.pets}`;
  const perRoom = (s: ChangeSide) =>
    s.rooms
      .map((r) => `${r.roomTypeId}:${r.adults}/${r.children}`)
      .sort()
      .join(',');
  // The party changed, or (same rooms) who sleeps in which room did.
  if (party(before) !== party(after) || (!kinds.includes('rooms') && perRoom(before) !== perRoom(after)))
    kinds.push('guests');
  return kinds;
}

/**
 * The difference and how it is settled. Higher: the guest pays online what their plans ask up front beyond what was
 * paid (the rest at the property); the desk collects it at the property or sends a link. Lower: what was paid beyond
 * the new total goes back — all of it inside the free window, else the share the booking's cancellation policy
 * refunds (the rest is kept); a price still unpaid just leaves less to pay at the property.
 */
async function moneyOf(
  db: DbOrTx,
  booking: BookingRow,
  newTotalPaise: number,
  newDueNowPaise: number,
  actor: ChangeActor,
  now: Date,
): Promise<ChangeMoney> {
  // What was paid is the books' one figure (ledger bookingMoneyOf): online less what earlier changes refunded.
  const outlook = await cancellationOutlook(db, booking, now);
  const paidOnlinePaise = outlook.money.paidOnlinePaise;
  const deskPaise = outlook.money.paidAtPropertyPaise;
  const differencePaise = newTotalPaise - booking.totalPostTaxPaise;
  let payNowPaise = 0;
  let refundPaise = 0;
  let keptPaise = 0;
  let settlement: ChangeSettlement = 'none';
  if (differencePaise > 0) {
    if (actor.kind === 'guest') {
      payNowPaise = Math.max(0, Math.min(differencePaise, newDueNowPaise - paidOnlinePaise));
      settlement = payNowPaise > 0 ? 'pay_online' : 'at_property';
    } else if (actor.settle === 'link') {
      payNowPaise = Math.max(0, Math.min(differencePaise, newTotalPaise - paidOnlinePaise - deskPaise));
      settlement = payNowPaise > 0 ? 'link' : 'at_property';
    } else settlement = 'at_property';
  } else if (differencePaise < 0) {
    const overpaid = Math.max(0, Math.min(paidOnlinePaise, paidOnlinePaise + deskPaise - newTotalPaise));
    if (overpaid > 0) {
      const free = outlook.outcome.isFree || outlook.terms.lines.length === 0;
      const share = free ? 1 : paidOnlinePaise > 0 ? outlook.outcome.refundPaise / paidOnlinePaise : 0;
      refundPaise = Math.min(overpaid, Math.round(overpaid * share));
      keptPaise = overpaid - refundPaise;
      settlement = refundPaise > 0 ? 'refund' : 'kept';
    }
  }
  const paidAfter = paidOnlinePaise + payNowPaise - refundPaise + deskPaise;
  return {
    differencePaise,
    paidOnlinePaise,
    payNowPaise,
    refundPaise,
    keptPaise,
    dueAtPropertyPaise: Math.max(0, newTotalPaise - paidAfter),
    newDueNowPaise,
    settlement,
  };
}

/** The outcome in the guest's words: whole sentences, each with its amounts. */
function moneyMessage(m: ChangeMoney): string {
  const diff = rupees(Math.abs(m.differencePaise));
  const sentences: string[] = [];
  if (m.differencePaise === 0) sentences.push('The new stay costs the same.');
  else if (m.settlement === 'pay_online')
    sentences.push(`The new stay costs ${diff} more. You pay ${rupees(m.payNowPaise)} now to make the change.`);
  else if (m.settlement === 'link')
    sentences.push(
      `The new stay costs ${diff} more. A payment link for ${rupees(m.payNowPaise)} is sent to the guest.`,
    );
  else if (m.differencePaise > 0) sentences.push(`The new stay costs ${diff} more, payable at the property.`);
  else if (m.settlement === 'refund')
    sentences.push(
      `The new stay costs ${diff} less. ${rupees(m.refundPaise)} is refunded to the original payment method.`,
    );
  else if (m.settlement === 'kept')
    sentences.push(`The new stay costs ${diff} less. By the booking's cancellation policy, no refund is due now.`);
  else sentences.push(`The new stay costs ${diff} less, so less is due at the property.`);
  if (m.settlement === 'refund' && m.keptPaise > 0)
    sentences.push(`By the booking's cancellation policy, ${rupees(m.keptPaise)} of the difference is kept.`);
  if (m.dueAtPropertyPaise > 0 && m.differencePaise !== 0)
    sentences.push(`${rupees(m.dueAtPropertyPaise)} is then due at the property.`);
  return sentences.join(' ');
}

function stayView(side: ChangeSide): ChangeStay {
  return {
    checkInDate: unix(side.checkIn),
    checkOutDate: unix(side.checkOut),
    nights: side.nights,
    rooms: side.rooms,
    adults: side.adults,
    children: side.children,
    infants: side.infants,
    pets: side.pets,
    totalRoomRent: paiseToRupees(side.totalRoomRentPaise),
    tax: paiseToRupees(side.taxPaise),
    total: paiseToRupees(side.totalPostTaxPaise),
  };
}

function previewOf(plan: ChangePlan, _actor: ChangeActor): BookingChangePreview {
  const m = plan.money;
  return {
    bookingId: plan.booking.id,
    allowed: plan.problem === null,
    reason: plan.problem,
    kinds: plan.kinds,
    before: stayView(plan.before),
    after: stayView(plan.after),
    difference: paiseToRupees(m.differencePaise),
    paidOnline: paiseToRupees(m.paidOnlinePaise),
    payNow: paiseToRupees(m.payNowPaise),
    refund: paiseToRupees(m.refundPaise),
    kept: paiseToRupees(m.keptPaise),
    dueAtProperty: paiseToRupees(m.dueAtPropertyPaise),
    settlement: m.settlement,
    message: plan.problem ?? moneyMessage(m),
  };
}

async function guestBooking(db: DbOrTx, userId: string, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(db, bookingId);
  if (!booking || booking.userId !== userId) throw notFound('Booking');
  return booking;
}

async function deskBooking(db: DbOrTx, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound('Booking');
  return booking;
}

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
  if (plan.problem) throw conflict(plan.problem);
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
  if (plan.problem) throw conflict(plan.problem);
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
      const url = paymentLinkUrl(deps.config.publicUrl, paymentLinkToken(deps.config.authSecret, fresh.id));
      await notifyChangePaymentLink(deps, fresh.id, plan.money.payNowPaise, url);
    } catch (err) {
      // The change stands; the link can be sent again from the booking ("Send the payment link again").
      deps.log.error({ err, bookingId }, 'payment link for a change could not be opened or sent');
    }
  }
  return { change: await changeView(deps.db, change.id) };
}

function rowOf(plan: ChangePlan, actor: ChangeActor) {
  const m = plan.money;
  return {
    bookingId: plan.booking.id,
    requestedBy: actor.kind,
    actorUserId: actor.userId,
    reason: actor.kind === 'staff' ? actor.reason : null,
    kinds: plan.kinds,
    before: plan.before,
    after: plan.after,
    differencePaise: m.differencePaise,
    settlement: m.settlement,
    payNowPaise: m.payNowPaise,
    refundPaise: m.refundPaise,
    keptPaise: m.keptPaise,
  };
}

/** Makes a change that needs no payment first, in one transaction; refunds and messages after commit. */
async function applyNow(
  deps: BookingDeps,
  plan: ChangePlan,
  actor: ChangeActor,
  now: Date,
  idempotencyKey: string | null = null,
) {
  const { change, refunds } = await deps.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, plan.booking.id);
    if (!locked) throw notFound('Booking');
    const problem = await whoMayChange(tx, locked, actor, now);
    if (problem) throw conflict(problem);
    if (!isSameSide(sideOfBookingStay(locked), plan.before))
      throw conflict('This booking changed just now. Please review the change again.');
    await supersedeEarlierChanges(deps, tx, locked.id, now);
    await moveStay(deps, tx, locked, plan.quote, plan.after, plan.money.newDueNowPaise, now);
    const change = await insertChange(tx, {
      ...rowOf(plan, actor),
      idempotencyKey,
      status: 'applied',
      appliedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const refunds =
      plan.money.refundPaise > 0
        ? await deps.bookingPayments.markChangeRefund(tx, locked.id, change.id, plan.money.refundPaise, now)
        : [];
    return { change, refunds };
  });
  for (const id of refunds) await deps.bookingPayments.sendChangeRefund(deps, id, now);
  await afterChange(deps, change, now);
  return change;
}

/**
 * Inside a new change's transaction (booking locked): whatever an earlier change still asks to be paid is no longer
 * owed — a guest's change waiting for its payment lapses, and the open order of any change (a desk change's payment
 * link) is closed, so the guest cannot pay the difference of a stay they no longer have. A payment that still arrives
 * on it is refunded in full (applyPaidChange refuses a superseded change).
 */
async function supersedeEarlierChanges(deps: BookingDeps, tx: Tx, bookingId: string, now: Date): Promise<void> {
  for (const waiting of await waitingChangesOf(tx, bookingId))
    await setChangeStatus(tx, waiting.id, ['awaiting_payment'], { status: 'expired' }, now);
  for (const earlier of await changesOfBooking(tx, bookingId))
    await deps.bookingPayments.closeChangeOrder(tx, bookingId, earlier.change.id, now);
}

/** The stay fields a change compares to see that nobody changed the booking since it was priced. */
function sideOfBookingStay(b: BookingRow) {
  return { checkIn: b.checkIn, checkOut: b.checkOut, totalPostTaxPaise: b.totalPostTaxPaise };
}
function isSameSide(a: ReturnType<typeof sideOfBookingStay>, b: ChangeSide): boolean {
  return a.checkIn === b.checkIn && a.checkOut === b.checkOut && a.totalPostTaxPaise === b.totalPostTaxPaise;
}

/**
 * The move itself, inside the caller's transaction with the booking locked: the old nights given back, the new ones
 * read under lock, priced again, checked (on sale, available, restrictions) and taken — so both stays are never held,
 * and a refusal anywhere rolls the whole change back. The price must be the one shown; the room lines, totals, terms,
 * savings and books follow the new stay.
 */
async function moveStay(
  deps: BookingDeps,
  tx: Tx,
  booking: BookingRow,
  quote: Quote,
  after: ChangeSide,
  newDueNowPaise: number,
  now: Date,
): Promise<void> {
  const held = await linesOfBooking(tx, booking.id);
  if (booking.holdsInventory) await releaseNights(tx, held, booking.checkIn, booking.checkOut);
  const priced = await takePricedStay(tx, quote, deps.config.gstSlabs);
  const fresh = priced.quote;
  if (fresh.totalPostTaxPaise !== after.totalPostTaxPaise)
    throw conflict('The price of the new stay changed just now. Please review the change again.', 'CONFLICT', {
      reason: 'price_changed',
    });
  const sold = soldRoomLines(
    fresh,
    quote,
    new Map(after.rooms.map((r) => [r.roomTypeId, r])),
    deps.config.gstSlabs,
    now,
  );
  await replaceBookingRooms(tx, booking.id, sold.lines);
  await replaceDiscountLines(
    tx,
    booking.id,
    priced.discounts.map((d, i) => ({
      bookingId: booking.id,
      kind: d.kind,
      promotionId: d.kind === 'promotion' ? d.sourceId : null,
      couponId: d.kind === 'coupon' ? d.sourceId : null,
      label: d.label,
      amountPaise: d.amountPaise,
      sortOrder: i,
    })),
  );
  await updateBooking(
    tx,
    booking.id,
    {
      checkIn: quote.checkIn,
      checkOut: quote.checkOut,
      nights: quote.nights,
      adults: after.adults,
      children: after.children,
      infants: after.infants,
      withPets: after.pets,
      totalRoomRentPaise: fresh.totalRoomRentPaise,
      taxPaise: fresh.taxPaise,
      totalPostTaxPaise: fresh.totalPostTaxPaise,
      amountDueNowPaise: newDueNowPaise,
      freeCancellationUntil: sold.bookingDeadline,
      holdsInventory: true,
    },
    now,
  );
  // The books follow in the same transaction: nights given back and taken, revenue and GST by night.
  await syncBookingBooks(tx, booking.id, now);
}

/** After a change committed: the tax documents (a debit or credit note), the guest and the hotel told. */
async function afterChange(deps: BookingDeps, change: BookingChangeRow, now: Date): Promise<void> {
  await settleDocumentsAfterCommit(deps, change.bookingId, now);
  const lines = linesOfChange(change);
  const view = await changeView(deps.db, change.id);
  await notifyBookingChanged(deps, change.bookingId, { lines, moneyText: view.moneyText });
  await notifyHotel(
    deps,
    { kind: 'booking_changed', bookingId: change.bookingId, changeId: change.id, change: lines.join(' ') },
    now,
  );
}

/**
 * A payment for a change's difference was captured (payments/confirm-payment.service.ts, in its transaction with
 * the booking locked): the change is made now if the booking and the new nights still allow it, at the price
 * shown. Answers 'applied'; 'settled' when the desk's change was already made and the link paid its difference; or
 * why not (the payment is then refunded in full by the caller).
 */
export async function applyPaidChange(
  deps: BookingDeps,
  tx: Tx,
  booking: BookingRow,
  changeId: string,
  now: Date,
): Promise<'applied' | 'settled' | string> {
  const change = await findChange(tx, changeId);
  if (!change || change.bookingId !== booking.id) return 'unknown change';
  // The desk made it at once and sent a link for its difference: the payment settles it, nothing more moves.
  if (change.status === 'applied' && change.settlement === 'link')
    return (await appliedAfter(tx, change)) ? 'a later change replaced the one this link paid for' : 'settled';
  if (change.status !== 'awaiting_payment' && change.status !== 'expired') return `change already ${change.status}`;
  const after = change.after as ChangeSide;
  const before = change.before as ChangeSide;
  const actor: ChangeActor = { kind: 'guest', userId: booking.userId };
  const refuse = async (reason: string) => {
    await setChangeStatus(tx, change.id, ['awaiting_payment', 'expired'], { status: 'failed' }, now);
    return reason;
  };
  const problem = await whoMayChange(tx, booking, actor, now);
  if (problem) return refuse(problem);
  if (!isSameSide(sideOfBookingStay(booking), before)) return refuse('the booking changed meanwhile');
  try {
    // A savepoint: a refusal rolls back the move, and the payment's capture (the caller's) still stands.
    await tx.transaction(async (sp) => {
      const quote = await quoteStay(
        sp,
        {
          propertyId: booking.propertyId,
          rooms: after.rooms.map((r) => ({
            roomTypeId: r.roomTypeId,
            roomCount: r.roomCount,
            ratePlanId: r.ratePlanId ?? undefined,
            adults: r.adults,
            children: r.children,
          })),
          checkIn: after.checkIn,
          checkOut: after.checkOut,
          now,
          guestId: booking.userId,
        },
        deps.config.gstSlabs,
      );
      const dueNow = booking.amountDueNowPaise === 0 ? 0 : quote.due.dueNowPaise;
      await moveStay(deps, sp, booking, quote, after, dueNow, now);
    });
  } catch (err) {
    if (err instanceof AppError) return refuse(err.message);
    throw err;
  }
  await setChangeStatus(tx, change.id, ['awaiting_payment', 'expired'], { status: 'applied', appliedAt: now }, now);
  return 'applied';
}

/** After the paid change committed (confirm-payment's after-commit step). */
export async function afterPaidChange(deps: BookingDeps, changeId: string, now: Date): Promise<void> {
  const change = await findChange(deps.db, changeId);
  if (change?.status === 'applied') await afterChange(deps, change, now);
}

/** Changes whose payment did not come in time lapse (nothing moved); their orders are closed. */
export async function expireUnpaidChanges(deps: BookingDeps, now: Date, limit = 100): Promise<number> {
  let expired = 0;
  for (const lapsed of await lapsedChanges(deps.db, now, limit)) {
    await deps.db.transaction(async (tx) => {
      // The booking's lock first, as a payment's capture takes it: a capture at this moment waits, then finds expired.
      await lockBooking(tx, lapsed.bookingId);
      if (await setChangeStatus(tx, lapsed.id, ['awaiting_payment'], { status: 'expired' }, now)) {
        await deps.bookingPayments.closeChangeOrder(tx, lapsed.bookingId, lapsed.id, now);
        expired++;
      }
    });
  }
  return expired;
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

// ─── History ────────────────────────────────────────────────────────────────────────────────────────────────────

/** A booking's changes for its guest (owner only; anyone else gets 404). */
export async function guestChanges(db: DbOrTx, userId: string, bookingId: string): Promise<BookingChange[]> {
  await guestBooking(db, userId, bookingId);
  return changesView(db, bookingId);
}

/** A booking's changes for the desk. */
export async function deskChanges(db: DbOrTx, bookingId: string): Promise<BookingChange[]> {
  await deskBooking(db, bookingId);
  return changesView(db, bookingId);
}

async function changeView(db: DbOrTx, changeId: string): Promise<BookingChange> {
  const change = await findChange(db, changeId);
  if (!change) throw notFound('Change');
  const found = (await changesView(db, change.bookingId)).find((c) => c.id === changeId);
  if (!found) throw notFound('Change');
  return found;
}

async function changesView(db: DbOrTx, bookingId: string): Promise<BookingChange[]> {
  const rows = await changesOfBooking(db, bookingId);
  const refunds = await refundsOfChanges(db, bookingId);
  const paid = await paidOfChanges(db, bookingId);
  return rows.map(({ change, staffName }) => {
    const before = change.before as ChangeSide;
    const after = change.after as ChangeSide;
    const mine = refunds.filter((r) => r.changeId === change.id);
    const paidPaise = paid.get(change.id) ?? 0;
    return {
      id: change.id,
      bookingId: change.bookingId,
      status: change.status as BookingChange['status'],
      requestedAt: Math.floor(change.createdAt.getTime() / 1000),
      appliedAt: change.appliedAt ? Math.floor(change.appliedAt.getTime() / 1000) : null,
      by: change.requestedBy as BookingChange['by'],
      staffName: change.requestedBy === 'staff' ? (staffName ?? null) : null,
      reason: change.reason,
      kinds: change.kinds as ChangeKind[],
      lines: linesOfChange(change),
      before: stayView(before),
      after: stayView(after),
      difference: paiseToRupees(change.differencePaise),
      settlement: change.settlement as ChangeSettlement,
      paid: paiseToRupees(paidPaise),
      refund: paiseToRupees(change.refundPaise),
      kept: paiseToRupees(change.keptPaise),
      moneyText: moneyTextOf(change, mine, paidPaise),
    };
  });
}

/** One whole sentence per kind of change. */
function linesOfChange(change: BookingChangeRow): string[] {
  const before = change.before as ChangeSide;
  const after = change.after as ChangeSide;
  const range = (s: ChangeSide) => `${formatDay(s.checkIn)} – ${formatDay(s.checkOut)}`;
  const roomsOf = (s: ChangeSide) => s.rooms.map((r) => `${r.roomCount} × ${r.roomName}`).join(', ');
  const plansOf = (s: ChangeSide) => [...new Set(s.rooms.map((r) => r.ratePlanName))].join(', ');
  const guestsOf = (s: ChangeSide) => formatGuests(s.adults, s.children);
  const lines: string[] = [];
  for (const kind of change.kinds as ChangeKind[]) {
    if (kind === 'dates') lines.push(`Dates changed from ${range(before)} to ${range(after)}.`);
    if (kind === 'rooms') lines.push(`Rooms changed from ${roomsOf(before)} to ${roomsOf(after)}.`);
    if (kind === 'plan') lines.push(`Rate plan changed from ${plansOf(before)} to ${plansOf(after)}.`);
    if (kind === 'guests') lines.push(`Guests changed from ${guestsOf(before)} to ${guestsOf(after)}.`);
  }
  return lines;
}

async function refundsOfChanges(db: DbOrTx, bookingId: string) {
  const { rows } = await db.execute<{
    change_id: string | null;
    amount_paise: number;
    refund_status: string | null;
    sent_at: Date | string | null;
    refund_processed_at: Date | string | null;
  }>(sqlRefunds(bookingId));
  return rows.map((r) => ({
    changeId: r.change_id,
    amountPaise: Number(r.amount_paise),
    refundStatus: r.refund_status,
    sentAt: r.sent_at ? new Date(r.sent_at) : null,
    processedAt: r.refund_processed_at ? new Date(r.refund_processed_at) : null,
  }));
}

async function paidOfChanges(db: DbOrTx, bookingId: string): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ change_id: string; paid: number }>(sqlPaid(bookingId));
  return new Map(rows.map((r) => [r.change_id, Number(r.paid)]));
}

const sqlRefunds = (bookingId: string) => sql`
  select change_id, amount_paise, refund_status, sent_at, refund_processed_at
  from payment_refunds where booking_id = ${bookingId} order by created_at`;
const sqlPaid = (bookingId: string) => sql`
  select change_id, sum(coalesce(captured_paise, amount_paise)) as paid from payments
  where booking_id = ${bookingId} and change_id is not null and status in ('captured', 'refund_pending', 'refunded')
  group by change_id`;

/** The money of one change in words, as it stands (a refund initiated is not yet credited). */
function moneyTextOf(
  change: BookingChangeRow,
  refunds: Awaited<ReturnType<typeof refundsOfChanges>>,
  paidPaise: number,
): string | null {
  const day = (d: Date) => formatDay(unixToIstDate(Math.floor(d.getTime() / 1000)));
  if (change.status === 'expired') return 'Not paid in time, so nothing was changed.';
  if (change.status === 'failed')
    return paidPaise > 0
      ? `The new rooms were no longer free when the payment arrived, so nothing was changed and ${rupees(paidPaise)} is refunded in full.`
      : 'Nothing was changed.';
  if (change.status === 'awaiting_payment') return `Waiting for the payment of ${rupees(change.payNowPaise)}.`;
  switch (change.settlement as ChangeSettlement) {
    case 'pay_online':
      return `${rupees(paidPaise || change.payNowPaise)} paid online for the change.`;
    case 'link':
      return paidPaise > 0
        ? `${rupees(paidPaise)} paid by the payment link.`
        : `A payment link for ${rupees(change.payNowPaise)} was sent to the guest.`;
    case 'at_property':
      return change.differencePaise > 0 ? `${rupees(change.differencePaise)} more is payable at the property.` : null;
    case 'kept':
      return `By the cancellation policy, ${rupees(change.keptPaise)} of the lower price was kept.`;
    case 'refund': {
      const total = refunds.reduce((n, r) => n + r.amountPaise, 0) || change.refundPaise;
      const credited = refunds.length > 0 && refunds.every((r) => r.refundStatus === 'processed');
      const failed = refunds.some((r) => r.refundStatus === 'failed');
      const last = refunds.map((r) => r.processedAt ?? r.sentAt).filter((d): d is Date => d !== null);
      const when = last.length ? day(last[last.length - 1] as Date) : day(change.appliedAt ?? change.createdAt);
      if (failed)
        return `The refund of ${rupees(total)} could not be sent by the bank. We will contact you to return it.`;
      if (credited) return `${rupees(total)} refunded to the original payment method on ${when}.`;
      return `A refund of ${rupees(total)} was initiated on ${when}; banks take 5–7 working days to credit it.`;
    }
    default:
      return null;
  }
}

/** Every 30 s: changes whose payment did not come in time lapse (safe on many processes: each under its lock). */
export const changeSweeperJob: Job = {
  name: 'change-sweeper',
  everyMs: 30_000,
  run: (ctx, now) =>
    expireUnpaidChanges(
      {
        db: ctx.db,
        config: ctx.config,
        adapters: ctx.adapters,
        bookingPayments: ctx.bookingPayments,
        log: jobLog(ctx.config, 'change-sweeper'),
      },
      now,
    ),
};
