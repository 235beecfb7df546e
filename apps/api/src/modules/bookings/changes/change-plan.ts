/** Planning a change (issue 23): what the change would be, priced and settled, before anyone confirms it. */
import { formatInrMoved, type IsoDate, istDateToUnix, unixToIstDate } from '@staybook/contract';
import { changeMoneyText, englishChangeWords } from '@staybook/contract/booking-change-texts';
import {
  type BookingChangePreview,
  CHANGE_NOTHING_MESSAGE,
  type ChangeKind,
  type ChangeRefusal,
  type ChangeSettlement,
  type ChangeStay,
  type changedStayShape,
  changeRefusalText,
  type DeskChangeSettlement,
} from '@staybook/contract/booking-changes';
import { extrasNotRecounted, extrasNotRecountedNote } from '@staybook/contract/booking-extras';
import { paiseToRupees } from '@staybook/contract/money';
import { occupancyRefusal } from '@staybook/contract/occupancy';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { AppError, conflict, notFound } from '../../../lib/http-errors.js';
import { assertStayAllowed } from '../../inventory/index.js';
import type { BookingDeps } from '../../ports/booking-payments.port.js';
import { assertRoomsAvailable, priceNights, type Quote, quoteStay, STANDARD_PLAN } from '../../pricing/index.js';
import { cancellationOutlook } from '../booking-cancellation.service.js';
import { partyRefused } from '../booking-party-rules.js';
import { type BookingRow, findBooking } from '../bookings.repository.js';
import { linesOfBooking } from './booking-changes.repository.js';

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

export interface ChangeMoney {
  differencePaise: number;
  paidOnlinePaise: number;
  payNowPaise: number;
  refundPaise: number;
  keptPaise: number;
  dueAtPropertyPaise: number;
  newDueNowPaise: number;
  settlement: ChangeSettlement;
}

export interface ChangePlan {
  booking: BookingRow;
  quote: Quote;
  before: ChangeSide;
  after: ChangeSide;
  kinds: ChangeKind[];
  money: ChangeMoney;
  problem: string | null;
  /** `problem` as facts, when the refusal has them (the preview's optional `refusal`). */
  refusal?: ChangeRefusal;
}

export const unix = (day: IsoDate) => istDateToUnix(day);
// Money a change moves or leaves owed (paid, refunded, kept, due): with its paise when it has some (docs/money.md).
export const rupees = (paise: number) => formatInrMoved(paiseToRupees(paise));

// ─── Planning: what the change would be, priced, before anyone confirms it ──────────────────────────────────────

export async function planChange(
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
  // Refused with its facts beside the English, as the booking call refuses it (issue 43).
  const guestIssue = occupancyRefusal(
    totals,
    stay.roomIds.map((r) => {
      const room = quote.roomTypes.get(r.id);
      return { ...r, name: room?.name ?? 'Room', maxAdults: room?.maxAdults ?? 0, maxChildren: room?.maxChildren ?? 0 };
    }),
  );
  if (guestIssue) throw partyRefused(guestIssue);

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

  const who = await whoMayChangeRefusal(db, booking, actor, now);
  const refused: { problem: string; refusal?: ChangeRefusal } | null = who
    ? { problem: changeRefusalText(who), refusal: { kind: who } }
    : kinds.length === 0
      ? { problem: CHANGE_NOTHING_MESSAGE, refusal: { kind: 'nothing' } }
      : (stayRefusalOf(() => assertRoomsAvailable(priced.quote)) ??
        stayRefusalOf(() => assertStayAllowed(quote.refusals, quote.rooms)));
  return {
    booking,
    quote,
    before,
    after,
    kinds,
    money,
    problem: refused?.problem ?? null,
    ...(refused?.refusal ? { refusal: refused.refusal } : {}),
  };
}

/** The new stay's refusal, with the hold refusal's facts its error carries (sent beside the English). */
function stayRefusalOf(check: () => void): { problem: string; refusal?: ChangeRefusal } | null {
  try {
    check();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const details = err.details;
    return details && typeof details === 'object' && 'reason' in details
      ? { problem: err.message, refusal: { kind: 'stay', refusal: details as Record<string, unknown> } }
      : { problem: err.message };
  }
}

/**
 * A refused change's 409 (the apply call, issue 43): the plan's English with its facts in `details` — who may change
 * it or the stay unchanged as `{ reason: kind }` (contract ChangeCallRefusal), the new stay's own refusal as the hold
 * refusal's facts it carried (contract HoldRefusal); none when the refusal has none.
 */
export function changeRefused(problem: string, refusal: ChangeRefusal | undefined): AppError {
  const details = !refusal ? undefined : refusal.kind === 'stay' ? refusal.refusal : { reason: refusal.kind };
  return conflict(problem, 'CONFLICT', details);
}

/** A guest changes a confirmed booking while it is free to cancel; the desk any confirmed booking. */
export async function whoMayChange(
  db: DbOrTx,
  booking: BookingRow,
  actor: ChangeActor,
  now: Date,
): Promise<string | null> {
  const kind = await whoMayChangeRefusal(db, booking, actor, now);
  return kind ? changeRefusalText(kind) : null;
}

/** whoMayChange's refusal as its kind (changeRefusalText writes its English). */
export async function whoMayChangeRefusal(
  db: DbOrTx,
  booking: BookingRow,
  actor: ChangeActor,
  now: Date,
): Promise<'not_confirmed' | 'checked_in' | 'closed' | null> {
  if (booking.status !== 'confirmed') return booking.status === 'checked_in' ? 'checked_in' : 'not_confirmed';
  if (actor.kind === 'staff') return null;
  const outlook = await cancellationOutlook(db, booking, now);
  if (outlook.problem || !outlook.outcome.isFree) return 'closed';
  return null;
}

export function sumOf<T extends Record<K, number>, K extends string>(list: T[], key: K): number {
  return list.reduce((n, r) => n + r[key], 0);
}

export function sideOfBooking(booking: BookingRow, held: Awaited<ReturnType<typeof linesOfBooking>>): ChangeSide {
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

export function kindsOf(before: ChangeSide, after: ChangeSide): ChangeKind[] {
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
export async function moneyOf(
  db: DbOrTx,
  booking: BookingRow,
  newTotalPaise: number,
  newDueNowPaise: number,
  actor: ChangeActor,
  now: Date,
): Promise<ChangeMoney> {
  // What was paid is the books' one figure (ledger bookingMoneyOf): online less what earlier changes refunded.
  const outlook = await cancellationOutlook(db, booking, now);
  // The folio's extras stay as they are through a change (docs/folios-and-extras.md): the money paid for them is not
  // the rooms', so the difference reads only what the rooms were paid (online first, as the extras were paid online).
  const paidOnlinePaise = outlook.money.paidOnlinePaise - outlook.extrasBackPaise;
  const deskPaise = Math.max(0, outlook.money.paidAtPropertyPaise - (outlook.extrasPaise - outlook.extrasBackPaise));
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
      const roomsRefundPaise = outlook.outcome.refundPaise - outlook.extrasBackPaise;
      const share = free ? 1 : paidOnlinePaise > 0 ? roomsRefundPaise / paidOnlinePaise : 0;
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

/** The outcome in the guest's words: whole sentences, each with its amounts (the contract's changeMoneyText). */
export function moneyMessage(m: ChangeMoney): string {
  return changeMoneyText(
    {
      difference: paiseToRupees(m.differencePaise),
      settlement: m.settlement,
      payNow: paiseToRupees(m.payNowPaise),
      refund: paiseToRupees(m.refundPaise),
      kept: paiseToRupees(m.keptPaise),
      dueAtProperty: paiseToRupees(m.dueAtPropertyPaise),
    },
    englishChangeWords,
  );
}

export function stayView(side: ChangeSide): ChangeStay {
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

function optionalNote(
  lines: ReadonlyArray<{ name: string; nights?: number | null }>,
  nights: number,
): { extrasNote?: string; extrasNotRecounted?: Array<{ name: string; nights: number }> } {
  const note = extrasNotRecountedNote(lines, nights);
  return note ? { extrasNote: note, extrasNotRecounted: extrasNotRecounted(lines, nights) } : {};
}

export function previewOf(plan: ChangePlan, _actor: ChangeActor): BookingChangePreview {
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
    ...optionalNote(plan.booking.onlineExtras, plan.after.nights),
    ...(plan.problem !== null && plan.refusal ? { refusal: plan.refusal } : {}),
  };
}

export async function guestBooking(db: DbOrTx, userId: string, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(db, bookingId);
  if (!booking || booking.userId !== userId) throw notFound('Booking');
  return booking;
}

export async function deskBooking(db: DbOrTx, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound('Booking');
  return booking;
}
