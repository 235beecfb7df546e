import { istDateToUnix, paiseToRupees } from '@staybook/contract';
import type {
  BookingDetailsSection,
  BookingListItem,
  BookingStatus,
  BookingSummary,
  UnpaidHold,
} from '@staybook/contract/booking';
import { hotelContactTitles } from '@staybook/contract/booking';
import {
  bookingDetailRows,
  cancellationPromiseRows,
  englishBookingRowWords,
  policyGroupTitle,
} from '@staybook/contract/booking-detail-rows';
import { extrasFieldsOf } from '@staybook/contract/booking-extras';
import { describeBooking } from '@staybook/contract/booking-lifecycle';
import { checkInInstant } from '@staybook/contract/cancellation-rules';
import { translated } from '@staybook/contract/content-translations';
import type { Language } from '@staybook/contract/languages';
import type { BedRequest } from '@staybook/contract/party-rules';
import { paymentFailureFactsOfText } from '@staybook/contract/payment-failure';
import { type OnlinePaymentMethod, paidOnlineText } from '@staybook/contract/payment-methods';
import { paidAndDueText } from '@staybook/contract/payment-terms';
import { combinedRefundState, type RefundState, refundStatusText } from '@staybook/contract/refund-status';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { contentWords, policyTexts } from '../catalogue/content-words.service.js';
import { type BookingMoney, bookingsMoneyOf } from '../ledger/index.js';
import {
  amountDueNowPaise,
  bookingPaymentPolicy,
  extraWords,
  roomsDueNowPaise,
  toRatePlanOffer,
} from '../pricing/index.js';
import { cancellationOutlook } from './booking-cancellation.service.js';
import { discountLinesOf } from './booking-discounts.js';
import { type BookingRequests, findBookingRequests, NO_REQUESTS } from './booking-requests.repository.js';
import { isLiveHold } from './booking-rules.js';
import {
  type BookingRow,
  bookingsOfUser,
  findBooking,
  type PropertyCard,
  paymentsOfBookings,
  policiesOf,
  propertyCards,
  roomsOfBookings,
} from './bookings.repository.js';
import { bookingDeadline } from './cancellation-terms.js';

type PaymentSummary = Awaited<ReturnType<typeof paymentsOfBookings>>[number];

/**
 * The payment state that explains a booking best: money held beats money returning beats money returned. A refund
 * the provider could not send reads as delayed before anything else, never as refunded; a refund reads as credited
 * (refund_credited: "refunded") only once the provider reported every refund processed (issue 24), as the refund's own
 * line does (refundStateOf).
 */
function paymentState(list: PaymentSummary[]): string | null {
  if (list.some((p) => p.status === 'refunded' && p.refundStatus === 'failed')) return 'refund_delayed';
  for (const status of ['captured', 'refund_pending']) if (list.some((p) => p.status === status)) return status;
  const refunded = list.filter((p) => p.status === 'refunded');
  if (refunded.length > 0)
    return refunded.every((p) => refundStateOf(p) === 'credited') ? 'refund_credited' : 'refunded';
  return list[0]?.status ?? null;
}

/** How the newest payment that took money was made, as the guest reads it ('Paid online by net banking.'). */
function paidOnlineOf(list: PaymentSummary[]): Pick<BookingSummary, 'paidOnline' | 'paidOnlineMethod'> {
  const paid = list.find((p) => p.status === 'captured' || p.status === 'refund_pending' || p.status === 'refunded');
  const text = paidOnlineText(paid?.method);
  // The method beside its sentence, only when the sentence names it (a method the contract does not know has none).
  return { paidOnline: text, paidOnlineMethod: text ? (paid?.method as OnlinePaymentMethod) : null };
}

/** One payment's refund as the guest reads it: still being sent, accepted, credited, or failed at the provider. */
function refundStateOf(p: PaymentSummary): RefundState {
  if (p.status !== 'refunded') return 'pending';
  if (p.refundStatus === 'failed') return 'failed';
  return p.refundStatus === 'processed' && p.refundProcessedAt ? 'credited' : 'sent';
}

/**
 * The refund the guest is waiting for, told truthfully: what was paid online, what comes back, and whether the
 * provider has accepted it (its reference and day), credited it (the day and the bank's reference) or could not send
 * it (delayed, staff alerted; never told as done). Null when no money comes back.
 */
function refundOf(list: PaymentSummary[]): BookingSummary['refund'] | null {
  const refunds = list.filter((p) => p.status === 'refunded' || p.status === 'refund_pending');
  if (refunds.length === 0) return null;
  const paidPaise = list
    .filter((p) => p.status === 'captured' || p.status === 'refunded' || p.status === 'refund_pending')
    .reduce((n, p) => n + (p.capturedPaise ?? p.amountPaise), 0);
  const amountPaise = refunds.reduce((n, p) => n + (p.refundAmountPaise ?? p.capturedPaise ?? p.amountPaise), 0);
  if (amountPaise <= 0) return null;
  const state = combinedRefundState(refunds.map(refundStateOf));
  const latest = refunds.find((p) => p.refundedAt) ?? null;
  const credited = state === 'credited' ? (refunds.find((p) => p.refundProcessedAt) ?? null) : null;
  const accepted = state !== 'pending';
  const facts = {
    paid: paiseToRupees(paidPaise),
    amount: paiseToRupees(amountPaise),
    state,
    sentAt: accepted && latest?.refundedAt ? unix(latest.refundedAt) : null,
    reference: accepted ? (latest?.refundId ?? null) : null,
    creditedAt: credited?.refundProcessedAt ? unix(credited.refundProcessedAt) : null,
    bankReference: credited?.refundBankReference ?? null,
  };
  return { ...facts, text: refundStatusText(facts) };
}

const MONEY_TAKEN = new Set(['captured', 'refund_pending', 'refunded']);
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * An unpaid booking's hold: until when "Complete payment" may open checkout, or that it ended (the guest searches
 * again). Null once money was taken (even if its confirmation is still on the way) or the booking was cancelled.
 */
function unpaidHoldOf(booking: BookingRow, list: PaymentSummary[], now: Date): UnpaidHold | null {
  if (list.some((p) => MONEY_TAKEN.has(p.status))) return null;
  if (booking.status === 'pending_payment' && booking.holdExpiresAt)
    return { until: unix(booking.holdExpiresAt), hasEnded: !isLiveHold(booking, now) };
  if (booking.status === 'expired' || booking.status === 'payment_failed')
    return { until: unix(booking.holdExpiresAt ?? booking.updatedAt), hasEnded: true };
  return null;
}

/** The provider's reason for the latest failed attempt, only while nothing was captured (the hold says so). */
function lastFailureOf(hold: UnpaidHold | null, list: PaymentSummary[]): string | null {
  const latest = list[0];
  return hold && latest?.status === 'failed' ? (latest.lastFailureReason ?? null) : null;
}

function propertyOf(card: PropertyCard | undefined, booking: BookingRow) {
  return {
    id: booking.propertyId,
    name: card?.name ?? 'Property',
    address: card?.address ?? '',
    featuredImage: { images: card?.imageUrl ? [{ url: card.imageUrl }] : [] },
  };
}

/**
 * What the guest has paid (online and at the desk) and what is still due at the property. Only a booking that stands
 * has a balance: a cancelled or lapsed one owes nothing more here (a cancellation states what its policy leaves owed).
 * Whether the rooms section spells it out is the contract's showsPaymentRow (pay-now bookings read as before).
 */
function paidAndDue(money: BookingMoney) {
  return {
    deskPaidPaise: money.paidAtPropertyPaise,
    balancePaise: money.duePaise,
    text: paidAndDueText(money.paidPaise, money.duePaise),
  };
}

/** The signed-in guest's bookings, newest first, with the spec's list labels. */
export async function listBookings(db: Db, userId: string, now = new Date()): Promise<BookingListItem[]> {
  const rows = await bookingsOfUser(db, userId);
  const ids = rows.map((b) => b.id);
  const [cards, paymentRows, money] = await Promise.all([
    propertyCards(db, [...new Set(rows.map((b) => b.propertyId))]),
    paymentsOfBookings(db, ids),
    bookingsMoneyOf(db, rows),
  ]);
  return rows.map((booking) => {
    const ofBooking = paymentRows.filter((p) => p.bookingId === booking.id);
    const paymentStatus = paymentState(ofBooking);
    const { label, statusText } = describeBooking({ ...booking, paymentStatus }, now);
    return {
      id: booking.id,
      code: booking.code,
      status: label,
      statusText,
      _startDate: istDateToUnix(booking.checkIn),
      _endDate: istDateToUnix(booking.checkOut),
      adults: booking.adults,
      children: booking.children,
      ...companionsView(booking),
      nights: booking.nights,
      amountPaid: paiseToRupees(money.get(booking.id)?.paidOnlinePaise ?? 0),
      totalPrice: paiseToRupees(booking.totalPostTaxPaise),
      property: propertyOf(cards.get(booking.propertyId), booking),
      unpaidHold: unpaidHoldOf(booking, ofBooking, now),
    };
  });
}

/**
 * The booking-details sections (spec section 3) for the owner; anyone else gets 404. With a `lang`, the summary's
 * promotions' saving lines are named by the promotions' words in it where entered (else as booked), its booked extras
 * are named in it where their words are entered (the brand's `extra` words), else as sold, and the property's
 * policies (hotel and cancellation notes) are its words in that language where entered (field by field, else
 * English); the rooms section's rows and the booked cancellation promises stay English (the summary carries their
 * facts: a translated page writes them, booking-detail-rows.ts).
 */
export async function bookingDetails(
  db: Db,
  userId: string,
  bookingId: string,
  now = new Date(),
  lang?: Language,
): Promise<BookingDetailsSection[]> {
  const booking = await findBooking(db, bookingId);
  if (!booking || booking.userId !== userId) throw notFound('Booking');
  const [cards, paymentRows, rooms, policies, outlook, asked, words, propertyWords] = await Promise.all([
    propertyCards(db, [booking.propertyId]),
    paymentsOfBookings(db, [booking.id]),
    roomsOfBookings(db, [booking.id]),
    policiesOf(db, booking.propertyId),
    cancellationOutlook(db, booking, now),
    findBookingRequests(db, [booking.id]),
    booking.onlineExtras.length ? extraWords(db, lang) : null,
    contentWords(db, booking.propertyId, lang),
  ]);
  const requests = asked.get(booking.id) ?? NO_REQUESTS;
  const card = cards.get(booking.propertyId);
  const paymentStatus = paymentState(paymentRows);
  const { label, statusText } = describeBooking({ ...booking, paymentStatus }, now);
  const checkInTime = card?.checkInTime ?? '14:00';
  const checkOutTime = card?.checkOutTime ?? '12:00';
  const { terms } = outlook;
  // With no free window left, the deadline shown is check-in itself (the field is a number in the contract).
  const deadline = bookingDeadline(terms) ?? checkInInstant(booking.checkIn, checkInTime);
  const money = paidAndDue(outlook.money);
  const refund = refundOf(paymentRows);
  const unpaidHold = unpaidHoldOf(booking, paymentRows, now);
  const lastFailure = lastFailureOf(unpaidHold, paymentRows);

  const summary: BookingSummary = {
    property: propertyOf(card, booking),
    bookingId: booking.id,
    code: booking.code,
    _startDate: istDateToUnix(booking.checkIn),
    _endDate: istDateToUnix(booking.checkOut),
    nights: booking.nights,
    adults: booking.adults,
    children: booking.children,
    ...companionsView(booking),
    ...requestsView(requests),
    hotelContact: { number: card?.contactPhone ?? '', ...(card?.contactEmail ? { email: card.contactEmail } : {}) },
    amountPaid: paiseToRupees(outlook.money.paidOnlinePaise),
    totalPrice: paiseToRupees(booking.totalPostTaxPaise),
    tax: paiseToRupees(booking.taxPaise),
    status: label,
    statusText,
    canCancel: outlook.problem === null,
    freeCancellationUntil: deadline,
    isFreeCancellation: outlook.problem === null && outlook.outcome.isFree,
    checkInTime,
    checkOutTime,
    ratePlans: terms.lines.map((l) => ({
      roomId: l.roomTypeId,
      roomName: l.roomName,
      ratePlan: toRatePlanOffer({ plan: l.ratePlan, policy: l.policy, isDefault: false }, l.freeCancellationUntil),
    })),
    holdExpiresAt:
      booking.status === 'pending_payment' && booking.holdExpiresAt
        ? Math.floor(booking.holdExpiresAt.getTime() / 1000)
        : null,
    unpaidHold,
    lastPaymentFailure: lastFailure,
    lastPaymentFailureFacts: paymentFailureFactsOfText(lastFailure),
    discounts: await discountLinesOf(db, booking.id, lang),
    amountDueNow: paiseToRupees(amountDueNowPaise(booking)),
    // While the booking stands, what is left to pay there is its balance (after changes and payments at the desk).
    amountDueAtProperty: paiseToRupees(
      outlook.money.chargedPaise > 0 ? money.balancePaise : booking.totalPostTaxPaise - roomsDueNowPaise(booking),
    ),
    paymentPolicy: bookingPaymentPolicy(booking),
    ...extrasFieldsOf(
      booking.onlineExtras.map((l) => ({ ...l, name: translated(words, 'extra', l.extraId, 'name', l.name) })),
      booking.totalPostTaxPaise,
    ),
    ...(refund ? { refund } : {}),
    amountPaidAtProperty: paiseToRupees(money.deskPaidPaise),
    balanceDue: paiseToRupees(money.balancePaise),
    paymentSummary: money.text,
    ...paidOnlineOf(paymentRows),
    roomLines: rooms.map((r) => ({ name: r.name, roomCount: r.roomCount, adults: r.adults, children: r.children })),
    guestName: booking.guestName,
    roomRent: paiseToRupees(booking.totalRoomRentPaise),
  };

  // The rows in English, from the summary's facts with the extras as sold (a translated page writes the same rows).
  const roomDetails = bookingDetailRows(
    {
      ...summary,
      checkInTime,
      checkOutTime,
      ratePlans: summary.ratePlans ?? [],
      roomLines: summary.roomLines ?? [],
      guestName: booking.guestName,
      roomRent: paiseToRupees(booking.totalRoomRentPaise),
      ...extrasFieldsOf(booking.onlineExtras, booking.totalPostTaxPaise),
    },
    englishBookingRowWords,
  );

  const hotelContact = [
    ...(card?.contactPhone ? [{ title: hotelContactTitles.phone, value: card.contactPhone }] : []),
    ...(card?.contactEmail ? [{ title: hotelContactTitles.email, value: card.contactEmail }] : []),
    ...(card?.address ? [{ title: hotelContactTitles.address, value: card.address }] : []),
  ];

  const hotel = policies.filter((p) => p.kind === 'hotel');
  const keys = [...new Set(hotel.map((p) => p.groupKey))].sort((a, b) =>
    a === 'guestProfile' ? -1 : b === 'guestProfile' ? 1 : 0,
  );
  // A policy's title and points in the page's language where entered, else English (field by field).
  const describe = (p: { id: string; title: string; texts: string[] }) => ({
    title: translated(propertyWords, 'property_policy', p.id, 'title', p.title),
    description: policyTexts(propertyWords, p.id, p.texts).join('\n'),
  });

  // The promise as booked (the snapshot), once per distinct promise, then the property's general notes.
  const cancellation = [
    ...cancellationPromiseRows(summary.ratePlans ?? [], englishBookingRowWords),
    ...policies.filter((p) => p.kind === 'cancellation').map(describe),
  ];

  return [
    { id: 'bookingDetails', data: summary },
    { id: 'roomDetails', data: roomDetails },
    { id: 'hotelContact', data: hotelContact },
    {
      id: 'hotelPolicies',
      filterKeys: keys.map((id) => ({ id, title: policyGroupTitle(id) })),
      data: keys.map((id) => ({ id, data: hotel.filter((p) => p.groupKey === id).map(describe) })),
    },
    { id: 'cancellationPolicy', data: cancellation },
  ];
}

/** The stored status and the guest-facing text of one booking (after a payment or cancellation). */
export async function bookingStatusOf(db: Db, bookingId: string, now = new Date()) {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound('Booking');
  const paymentStatus = paymentState(await paymentsOfBookings(db, [booking.id]));
  const { statusText } = describeBooking({ ...booking, paymentStatus }, now);
  return { bookingId: booking.id, status: booking.status as BookingStatus, statusText };
}

/** Infants and a pet, said only when there are any (the fields are optional additions to the spec's shapes). */
export function companionsView(booking: { infants: number; withPets: boolean }): { infants?: number; pets?: true } {
  return { ...(booking.infants > 0 ? { infants: booking.infants } : {}), ...(booking.withPets ? { pets: true } : {}) };
}

/** Each child's age and a cot or extra-bed request, said only when the guest gave them (issue 24). */
export function requestsView(requests: BookingRequests): { childAges?: number[]; bedRequest?: BedRequest } {
  return {
    ...(requests.childAges.length > 0 ? { childAges: requests.childAges } : {}),
    ...(requests.bedRequest ? { bedRequest: requests.bedRequest } : {}),
  };
}
