import { daysBetween, formatInr, formatInrMoved, type IsoDate, todayIst } from '@staybook/contract';
import type {
  AdminBookingDetails,
  AdminBookingList,
  AdminBookingSummary,
  AdminTimelineEntry,
  Arrivals,
  Dashboard,
  DeskPropertyOption,
} from '@staybook/contract/admin-bookings';
import { DASHBOARD_MAX_DAYS } from '@staybook/contract/admin-bookings';
import { type BookingChannel, bookingChannelLabels } from '@staybook/contract/admin-reports';
import { describeCancellation } from '@staybook/contract/cancellation-rules';
import { isLanguage } from '@staybook/contract/languages';
import { paiseToRupees } from '@staybook/contract/money';
import { bedRequestText, childAgesText } from '@staybook/contract/party-rules';
import { phoneSearchDigits } from '@staybook/contract/phone';
import { mealPlanLabel, type RatePlanSnapshot } from '@staybook/contract/rate-plans';
import type { Db } from '../../db/client.js';
import { type PropertyScope, propertiesFor } from '../../db/property-scope.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { cancellationOutlook } from '../bookings/booking-cancellation.service.js';
import { findBookingRequests } from '../bookings/booking-requests.repository.js';
import { bookingDeadline } from '../bookings/cancellation-terms.js';
import { eventsOfBooking, paymentsOfBooking } from '../payments/payments.repository.js';
import * as reports from '../reports/reports.service.js';
import * as repo from './bookings-desk.repository.js';
import {
  deskActions,
  type LastStayAction,
  lastStayActionOf,
  monthOf,
  UNDO_LABELS,
  undoDeadline,
  undoProblem,
} from './bookings-desk-rules.js';
import { deskMoneyOf } from './desk-payments.service.js';

/** Who made a console change, for the audit log (see console-access.ts auditActor). */
export interface Actor {
  actorUserId: string | null;
  ip: string | null;
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

function toSummary(row: repo.DeskBookingRow, today: IsoDate): AdminBookingSummary {
  const b = row.booking;
  return {
    id: b.id,
    code: b.code,
    status: b.status as AdminBookingSummary['status'],
    property: { id: b.propertyId, name: row.propertyName },
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: b.nights,
    adults: b.adults,
    children: b.children,
    ...(b.infants > 0 ? { infants: b.infants } : {}),
    ...(b.withPets ? { pets: true } : {}),
    rooms: Number(row.rooms),
    guestName: b.guestName,
    guestPhone: b.guestPhone,
    guestEmail: b.guestEmail,
    accountPhone: row.accountPhone,
    total: paiseToRupees(b.totalPostTaxPaise),
    paymentStatus: row.paymentStatus,
    createdAt: b.createdAt.toISOString(),
    actions: deskActions(b, today),
  };
}

// ─── Reads ──────────────────────────────────────────────────────────────────────────────────────────

export async function listDeskBookings(
  db: Db,
  query: {
    from?: IsoDate | undefined;
    to?: IsoDate | undefined;
    status?: string | undefined;
    propertyId?: string | undefined;
    phone?: string | undefined;
    q?: string | undefined;
    page: number;
    pageSize: number;
  },
  scope: PropertyScope,
  now = new Date(),
): Promise<AdminBookingList> {
  const today = todayIst(now);
  const phone = query.phone ? phoneSearchDigits(query.phone) : '';
  const { rows, total } = await repo.listDeskBookings(
    db,
    {
      from: query.from,
      to: query.to,
      status: query.status,
      properties: propertiesFor(query.propertyId, scope),
      phone: phone || undefined,
      q: query.q || undefined,
    },
    query.page,
    query.pageSize,
  );
  return {
    items: rows.map((r) => toSummary(r, today)),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    today,
  };
}

export async function deskProperties(db: Db, scope: PropertyScope): Promise<DeskPropertyOption[]> {
  return repo.propertyOptions(db, scope);
}

const CONSOLE_TITLES: Record<string, string> = {
  'booking.desk_create': 'Entered at the desk',
  'booking.cancel': 'Cancelled at the desk',
  'booking.check_in': 'Checked in',
  'booking.check_out': 'Checked out',
  'booking.no_show': 'Marked as a no-show',
  'booking.payment_recorded': 'Payment recorded at the desk',
  'booking.undo_check_in': 'Check-in undone',
  'booking.undo_check_out': 'Check-out undone',
  'booking.undo_no_show': 'No-show undone',
};

/** The booking's first line in its history, by where it came from. */
const BOOKED_TITLES: Record<BookingChannel, string> = {
  website: 'Booked on the website',
  phone: 'Booked by phone at the desk',
  walk_in: 'Booked by a walk-in guest at the desk',
  corporate: 'Corporate booking entered at the desk',
  ota: 'Booking from another channel entered at the desk',
};

function describeChange(after: unknown): string | null {
  if (!after || typeof after !== 'object') return null;
  const a = after as {
    reason?: string;
    refundAmount?: number;
    refund?: boolean;
    releasedNights?: unknown;
    paymentAmount?: number;
    method?: string;
    reference?: string | null;
  };
  const parts: string[] = [];
  if (a.paymentAmount !== undefined)
    parts.push(`${formatInrMoved(a.paymentAmount)} by ${a.method}${a.reference ? `, ref. ${a.reference}` : ''}`);
  if (a.reason) parts.push(`Reason: ${a.reason}`);
  if (a.refund === true) parts.push(`refund ${formatInrMoved(a.refundAmount ?? 0)}`);
  if (a.refund === false) parts.push('no refund');
  const released = a.releasedNights as { from?: string; to?: string } | null | undefined;
  if (released?.from && released.to)
    parts.push(`${daysBetween(released.from, released.to)} night(s) from ${released.from} back on sale`);
  const retaken = (after as { retakenNights?: { from?: string; to?: string } | null }).retakenNights;
  if (retaken?.from && retaken.to)
    parts.push(`${daysBetween(retaken.from, retaken.to)} night(s) from ${retaken.from} taken back`);
  return parts.length ? parts.join('; ') : null;
}

export async function deskBookingDetails(db: Db, id: string, now = new Date()): Promise<AdminBookingDetails> {
  const row = await repo.findDeskBooking(db, id);
  if (!row) throw notFound('Booking');
  const b = row.booking;
  const today = todayIst(now);
  const [lines, pays, events, audits] = await Promise.all([
    repo.roomLinesOf(db, id),
    paymentsOfBooking(db, id),
    eventsOfBooking(db, id),
    repo.auditOfBooking(db, id),
  ]);
  // The booked policy decides the default refund and the deadline shown (legacy bookings: the 24-hour rule).
  const outlook = await cancellationOutlook(db, b, now);
  // Null when the booked terms give no free window (non-refundable, or none was left when booked): never a
  // made-up deadline such as the check-in time.
  const deadline = bookingDeadline(outlook.terms);
  // What can still go back online: captures less what changes already refunded of them (and any closing refund).
  const refundablePaise = outlook.money.paidOnlinePaise;
  const requests = (await findBookingRequests(db, [id])).get(id);
  const agesText = childAgesText(requests?.childAges ?? []);
  const bedText = bedRequestText(requests?.bedRequest ?? null);
  const money = await deskMoneyOf(db, b);

  const timeline: Array<AdminTimelineEntry & { order: number }> = [];
  const add = (at: Date | null, kind: AdminTimelineEntry['kind'], title: string, detail: string | null = null) => {
    if (at) timeline.push({ at: at.toISOString(), kind, title, detail, order: at.getTime() });
  };
  add(
    b.createdAt,
    'booking',
    BOOKED_TITLES[b.channel as BookingChannel] ?? 'Booked',
    `${formatInr(paiseToRupees(b.totalPostTaxPaise))} to pay`,
  );
  add(
    b.confirmedAt,
    'booking',
    money.fields.amountDueNow > 0 ? 'Confirmed (paid)' : 'Confirmed (to pay at the property)',
  );
  for (const p of [...pays].reverse()) {
    add(
      p.createdAt,
      'booking',
      'Payment order opened',
      `${p.providerOrderId}, ${formatInrMoved(paiseToRupees(p.amountPaise))}`,
    );
    if (p.refundedAt)
      add(
        p.refundedAt,
        'booking',
        'Refund sent',
        `${formatInrMoved(paiseToRupees(p.refundAmountPaise ?? p.capturedPaise ?? p.amountPaise))}${p.refundId ? `, ${p.refundId}` : ''}`,
      );
    if (p.refundStatus === 'processed' && p.refundProcessedAt)
      add(
        p.refundProcessedAt,
        'booking',
        'Refund credited',
        p.refundBankReference ? `bank reference ${p.refundBankReference}` : null,
      );
  }
  for (const e of events) add(e.receivedAt, 'payment_event', `Provider event: ${e.eventType}`, `via ${e.source}`);
  const consoleActions = new Set(audits.map((a) => a.action));
  for (const a of audits)
    add(
      a.createdAt,
      'console',
      `${CONSOLE_TITLES[a.action] ?? a.action}${a.actorPhone ? ` by +91 ${a.actorPhone}` : ''}`,
      describeChange(a.after),
    );
  // Changes made outside the console (the guest's own cancellation, the hold sweeper) have no audit entry.
  if (!consoleActions.has('booking.cancel') && b.cancelledAt)
    add(b.cancelledAt, 'booking', 'Cancelled', b.cancelReason === 'guest' ? 'By the guest' : b.cancelReason);
  if (b.status === 'expired') add(b.holdExpiresAt ?? b.updatedAt, 'booking', 'Hold expired unpaid; rooms released');
  timeline.sort((x, y) => x.order - y.order);

  return {
    ...toSummary(row, today),
    property: {
      id: b.propertyId,
      name: row.propertyName,
      checkInTime: row.checkInTime,
      checkOutTime: row.checkOutTime,
    },
    // An OTA's booking says which OTA, its reservation number and what the OTA charges the guest.
    source:
      b.channel === 'ota' && b.channelName
        ? [
            b.channelName,
            b.otaReservationNumber ? `reservation ${b.otaReservationNumber}` : null,
            b.otaAmountPaise !== null ? `${formatInr(paiseToRupees(b.otaAmountPaise))} charged by the channel` : null,
          ]
            .filter(Boolean)
            .join(' · ')
        : (bookingChannelLabels[b.channel as BookingChannel] ?? b.channel),
    deskNotes: b.deskNotes,
    language: isLanguage(b.language) ? b.language : null,
    roomRent: paiseToRupees(b.totalRoomRentPaise),
    tax: paiseToRupees(b.taxPaise),
    holdsInventory: b.holdsInventory,
    holdExpiresAt: iso(b.holdExpiresAt),
    confirmedAt: iso(b.confirmedAt),
    cancelledAt: iso(b.cancelledAt),
    cancelReason: b.cancelReason,
    checkedInAt: iso(b.checkedInAt),
    checkedOutAt: iso(b.checkedOutAt),
    freeCancellationUntil: deadline === null ? null : new Date(deadline * 1000).toISOString(),
    defaultRefund: outlook.outcome.refundPaise > 0,
    policyRefund: paiseToRupees(outlook.outcome.refundPaise),
    cancellationTerms: [
      ...new Set(outlook.terms.lines.map((l) => describeCancellation(l.policy, l.freeCancellationUntil))),
    ],
    refundable: paiseToRupees(refundablePaise),
    ...(agesText ? { childAgesText: agesText } : {}),
    ...(bedText ? { bedRequestText: bedText } : {}),
    roomLines: lines.map((l) => ({
      roomTypeId: l.roomTypeId,
      name: l.name,
      roomCount: l.roomCount,
      adults: l.adults,
      children: l.children,
      roomRent: paiseToRupees(l.roomRentPaise),
      tax: paiseToRupees(l.taxPaise),
      nights: ((l.nightlyRates ?? []) as Array<{ date: string; ratePaise: number }>).map((n) => ({
        date: n.date,
        rate: paiseToRupees(n.ratePaise),
      })),
      ...(l.extraGuestPaise > 0 ? { extraGuestCharge: paiseToRupees(l.extraGuestPaise) } : {}),
      ...planLabelOf(l.ratePlan),
    })),
    payments: pays.map((p) => ({
      id: p.id,
      provider: p.provider,
      orderId: p.providerOrderId,
      paymentId: p.providerPaymentId,
      amount: paiseToRupees(p.amountPaise),
      status: p.status,
      method: p.method,
      refundId: p.refundId,
      refundedAt: iso(p.refundedAt),
      refundStatus: p.refundStatus as 'pending' | 'processed' | 'failed' | null,
      refundProcessedAt: iso(p.refundProcessedAt),
      refundBankReference: p.refundBankReference,
      ...(p.refundId ? { refundAmount: paiseToRupees(p.refundAmountPaise ?? p.capturedPaise ?? p.amountPaise) } : {}),
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
    timeline: timeline.map(({ order: _order, ...entry }) => entry),
    ...money.fields,
    undo: undoOffer(lastStayActionOf(audits), b.status, now),
  };
}

/** The undo the booking's page offers: its last stay action, while it can still be undone. */
function undoOffer(last: LastStayAction | null, status: string, now: Date): AdminBookingDetails['undo'] {
  if (!last || undoProblem(last, status, now) !== null) return null;
  return { action: last.action, label: UNDO_LABELS[last.action], until: undoDeadline(last.at).toISOString() };
}

// ─── Arrivals ───────────────────────────────────────────────────────────────────────────────────────

export async function arrivalsBoard(
  db: Db,
  query: { date?: IsoDate | undefined; propertyId?: string | undefined },
  scope: PropertyScope,
  now = new Date(),
): Promise<Arrivals> {
  const today = todayIst(now);
  const date = query.date ?? today;
  const properties = propertiesFor(query.propertyId, scope);
  const [arrivals, departures, inHouse, noShows, earlyDepartures] = await Promise.all([
    repo.deskBookingsWhere(db, repo.desk.arrivingOn(date, properties)),
    repo.deskBookingsWhere(db, repo.desk.leavingOn(date, properties)),
    repo.deskBookingsWhere(db, repo.desk.stayingOver(date, properties)),
    repo.deskBookingsWhere(db, repo.desk.noShowsOn(date, properties)),
    repo.deskBookingsWhere(db, repo.desk.leftEarlyOn(date, properties)),
  ]);
  const map = (rows: repo.DeskBookingRow[]) => rows.map((r) => toSummary(r, today));
  return {
    date,
    today,
    arrivals: map(arrivals),
    departures: map(departures),
    inHouse: map(inHouse),
    noShows: map(noShows),
    earlyDepartures: map(earlyDepartures),
    // The day's room blocks (issue 23, the inventory module's) join here as their own list.
  };
}

// ─── Dashboard ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The dashboard's figures are the reports' (decision 011: one definition, read from the ledger on a stay-night basis):
 * rooms available and sold per night, room revenue before GST, GST on revenue and fees kept, ADR, RevPAR, fees kept;
 * bookings that sold a night in the range; cancellations and no-shows of those nights.
 */
export async function dashboard(
  db: Db,
  query: { from?: IsoDate | undefined; to?: IsoDate | undefined; propertyId?: string | undefined },
  scope: PropertyScope,
  now = new Date(),
): Promise<Dashboard> {
  const month = monthOf(todayIst(now));
  const from = query.from ?? (query.to ? `${query.to.slice(0, 7)}-01` : month.from);
  const to = query.to ?? (query.from ? monthOf(query.from).to : month.to);
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw badRequest('to must be on or after from.');
  if (days > DASHBOARD_MAX_DAYS) throw badRequest(`The range may cover at most ${DASHBOARD_MAX_DAYS} days.`);
  const propertyId = query.propertyId ?? null;
  if (propertyId && !(await repo.propertyExists(db, propertyId))) throw notFound('Property');
  const range = { from, to, ...(propertyId ? { propertyId } : {}) };
  const [nights, given, bookings] = await Promise.all([
    reports.nightsReport(db, range, scope),
    reports.cancellationsReport(db, range, scope),
    reports.bookingsSold(db, range, scope),
  ]);
  return {
    from,
    to,
    propertyId,
    roomNightsOnSale: nights.total.roomNightsAvailable,
    roomNightsSold: nights.total.roomNightsSold,
    occupancy: nights.total.occupancy,
    revenue: nights.total.roomRevenue,
    tax: nights.total.gst,
    adr: nights.total.adr,
    revpar: nights.total.revpar,
    feesKept: nights.total.feesKept,
    bookings,
    cancellations: given.totals.cancellations,
    noShows: given.totals.noShows,
    nights: nights.nights.map((n) => ({
      date: n.date,
      roomsOnSale: n.roomNightsAvailable,
      roomsSold: n.roomNightsSold,
      occupancy: n.occupancy,
      revenue: n.roomRevenue,
    })),
  };
}

/** 'Non-refundable saver · Room only' from a line's plan snapshot; nothing for bookings made before plans. */
function planLabelOf(snapshot: unknown): { ratePlan?: string } {
  if (!snapshot || typeof snapshot !== 'object') return {};
  const plan = snapshot as Partial<RatePlanSnapshot>;
  return plan.name ? { ratePlan: `${plan.name} · ${mealPlanLabel(plan.mealPlan ?? 'room_only')}` } : {};
}
