import type { IsoDate } from '@staybook/contract';
import {
  type BookingChannel,
  bookingChannelLabels,
  type CancellationKind,
  type CancellationsReport,
  cancellationKindLabels,
  type NightsReport,
  type PaymentReportRow,
  type PaymentStatusShown,
  type PaymentsReport,
  type PickupReport,
  paymentStatusShownLabels,
  type ReportGrouping,
  type StayFigures,
  type StayNightsReport,
} from '@staybook/contract/admin-reports';
import { paiseToRupees } from '@staybook/contract/money';
import { addDays, stayNights, todayIst } from '@staybook/contract/stay-dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type PropertyScope, propertiesFor } from '../../db/property-scope.js';
import { notFound } from '../../lib/http-errors.js';
import type { ServiceDeps } from '../module-context.js';
import { checkMoney } from '../payments/money-check.js';
import { monthRange } from './gstr1.js';
import type { IssuedDocument } from './reports.repository.js';
import * as repo from './reports.repository.js';

/**
 * The reports (decision 011): one definition for every figure (contract reportDefinitions), read from the ledger on a
 * stay-night basis. Money leaves here in whole rupees, rounded once per figure from exact paise.
 */

const rupees = (paise: number) => Math.round(paise / 100);
/** A payments line's amounts to the paisa, beside the whole rupees the spec's shape keeps. */
const exactOf = (p: Record<PaymentStatusShown, number>) => ({
  captured: paiseToRupees(p.captured),
  refunded: paiseToRupees(p.refunded),
  pending: paiseToRupees(p.pending),
  failed: paiseToRupees(p.failed),
  mismatched: paiseToRupees(p.mismatched),
});

/** Percent with one decimal; null when nothing was available. */
export function occupancyPercent(sold: number, available: number): number | null {
  return available > 0 ? Math.round((sold / available) * 1000) / 10 : null;
}

/** The figures of a row from its sums (paise): occupancy, ADR and RevPAR derived here and nowhere else. */
export function figures(sums: {
  available: number;
  sold: number;
  revenuePaise: number;
  feesPaise: number;
  gstPaise: number;
}): StayFigures {
  return {
    roomNightsAvailable: sums.available,
    roomNightsSold: sums.sold,
    occupancy: occupancyPercent(sums.sold, sums.available),
    adr: sums.sold > 0 ? rupees(sums.revenuePaise / sums.sold) : null,
    revpar: sums.available > 0 ? rupees(sums.revenuePaise / sums.available) : null,
    roomRevenue: rupees(sums.revenuePaise),
    feesKept: rupees(sums.feesPaise),
    gst: rupees(sums.gstPaise),
  };
}

async function assertProperty(db: Db, propertyId: string | undefined) {
  if (!propertyId) return;
  // Unknown property: 404 rather than an empty report that looks like a property with nothing sold.
  const { rows } = await db.execute(sql`select id from properties where id = ${propertyId}`);
  if (!rows.length) throw notFound('Property');
}

const channelLabel = (channel: string) => bookingChannelLabels[channel as BookingChannel] ?? channel;

export async function stayNightsReport(
  db: Db,
  query: { from: IsoDate; to: IsoDate; propertyId?: string | undefined; groupBy: ReportGrouping },
  scope: PropertyScope,
): Promise<StayNightsReport> {
  await assertProperty(db, query.propertyId);
  const properties = propertiesFor(query.propertyId, scope);
  const range = { from: query.from, to: query.to };
  const byChannel = query.groupBy === 'channel';
  const [ledger, available] = await Promise.all([
    repo.ledgerByGroup(db, range, query.groupBy, properties),
    repo.availableByGroup(db, range, query.groupBy === 'channel' ? null : query.groupBy, properties),
  ]);
  const totalAvailable = available.reduce((n, a) => n + a.rooms, 0);
  const keys = new Map<string, string>();
  for (const a of available) if (!byChannel) keys.set(a.key, a.label);
  for (const l of ledger) keys.set(l.key, byChannel ? channelLabel(l.label) : l.label);
  const ledgerBy = new Map(ledger.map((l) => [l.key, l]));
  const availableBy = new Map(available.map((a) => [a.key, a.rooms]));
  const rows = [...keys]
    .map(([key, label]) => {
      const l = ledgerBy.get(key);
      return {
        key,
        label,
        ...figures({
          // By channel, every channel sells from the same rooms: each row's share of all of them.
          available: byChannel ? totalAvailable : (availableBy.get(key) ?? 0),
          sold: l?.roomNightsSold ?? 0,
          revenuePaise: l?.roomRevenuePaise ?? 0,
          feesPaise: l?.feesPaise ?? 0,
          gstPaise: l?.gstPaise ?? 0,
        }),
      };
    })
    .sort((a, b) => b.roomRevenue - a.roomRevenue || a.label.localeCompare(b.label));
  const sum = (pick: (l: repo.GroupFigures) => number) => ledger.reduce((n, l) => n + pick(l), 0);
  return {
    from: query.from,
    to: query.to,
    propertyId: query.propertyId ?? null,
    groupBy: query.groupBy,
    rows,
    total: figures({
      available: totalAvailable,
      sold: sum((l) => l.roomNightsSold),
      revenuePaise: sum((l) => l.roomRevenuePaise),
      feesPaise: sum((l) => l.feesPaise),
      gstPaise: sum((l) => l.gstPaise),
    }),
  };
}

export async function nightsReport(
  db: Db,
  query: { from: IsoDate; to: IsoDate; propertyId?: string | undefined },
  scope: PropertyScope,
): Promise<NightsReport> {
  await assertProperty(db, query.propertyId);
  const properties = propertiesFor(query.propertyId, scope);
  const range = { from: query.from, to: query.to };
  const [{ available, ledger }, channels] = await Promise.all([
    repo.byNight(db, range, properties),
    repo.ledgerByGroup(db, range, 'channel', properties),
  ]);
  const totals = { available: 0, sold: 0, revenuePaise: 0, feesPaise: 0, gstPaise: 0 };
  const nights = stayNights(query.from, addDays(query.to, 1)).map((date) => {
    const l = ledger.get(date);
    const sums = {
      available: available.get(date) ?? 0,
      sold: l?.sold ?? 0,
      revenuePaise: l?.revenue ?? 0,
      feesPaise: l?.fees ?? 0,
      gstPaise: l?.gst ?? 0,
    };
    totals.available += sums.available;
    totals.sold += sums.sold;
    totals.revenuePaise += sums.revenuePaise;
    totals.feesPaise += sums.feesPaise;
    totals.gstPaise += sums.gstPaise;
    return { date, ...figures(sums) };
  });
  return {
    from: query.from,
    to: query.to,
    propertyId: query.propertyId ?? null,
    nights,
    total: figures(totals),
    revenueByChannel: channels
      .map((c) => ({ channel: c.key, label: channelLabel(c.key), roomRevenue: rupees(c.roomRevenuePaise) }))
      .sort((a, b) => b.roomRevenue - a.roomRevenue),
  };
}

const KIND_OF_STATUS: Record<string, CancellationKind> = {
  cancelled: 'cancellation',
  no_show: 'no_show',
  completed: 'early_departure',
};

export async function cancellationsReport(
  db: Db,
  query: { from: IsoDate; to: IsoDate; propertyId?: string | undefined },
  scope: PropertyScope,
): Promise<CancellationsReport> {
  await assertProperty(db, query.propertyId);
  const all = await repo.givenBack(db, query, propertiesFor(query.propertyId, scope));
  const rows = all.map((r) => {
    const kind = KIND_OF_STATUS[r.status] ?? 'cancellation';
    return {
      bookingId: r.bookingId,
      bookingCode: r.code,
      property: r.property,
      kind,
      kindLabel: cancellationKindLabels[kind],
      date: r.day,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      roomNightsLost: r.nightsLost,
      revenueLost: rupees(r.revenueLostPaise),
      feeKept: rupees(r.feePaise),
      feeGst: rupees(r.feeGstPaise),
      exact: { feeKept: paiseToRupees(r.feePaise), feeGst: paiseToRupees(r.feeGstPaise) },
    };
  });
  const count = (kind: CancellationKind) => rows.filter((r) => r.kind === kind).length;
  return {
    from: query.from,
    to: query.to,
    rows,
    totals: {
      cancellations: count('cancellation'),
      noShows: count('no_show'),
      earlyDepartures: count('early_departure'),
      roomNightsLost: rows.reduce((n, r) => n + r.roomNightsLost, 0),
      feesKept: rupees(all.reduce((n, r) => n + r.feePaise, 0)),
      feeGst: rupees(all.reduce((n, r) => n + r.feeGstPaise, 0)),
      exact: {
        feesKept: paiseToRupees(all.reduce((n, r) => n + r.feePaise, 0)),
        feeGst: paiseToRupees(all.reduce((n, r) => n + r.feeGstPaise, 0)),
      },
    },
  };
}

/**
 * Pickup: room-nights and room revenue of the window booked each day of the last `days` days (net of nights given
 * back that day). Pace: what was on the books N days before the window's first night, this year and for the same
 * window 364 days earlier (weekdays line up).
 */
export async function pickupReport(
  db: Db,
  query: { from: IsoDate; to: IsoDate; propertyId?: string | undefined; days: number },
  scope: PropertyScope,
  now = new Date(),
): Promise<PickupReport> {
  await assertProperty(db, query.propertyId);
  const properties = propertiesFor(query.propertyId, scope);
  const lastYearFrom = addDays(query.from, -364);
  const lastYearTo = addDays(query.to, -364);
  const [thisYear, lastYear] = await Promise.all([
    repo.bookedByDay(db, { from: query.from, to: query.to }, properties),
    repo.bookedByDay(db, { from: lastYearFrom, to: lastYearTo }, properties),
  ]);
  const today = todayIst(now);
  const end = today;
  const firstDay = addDays(end, -(query.days - 1));
  const pickedBy = new Map(thisYear.map((d) => [d.day, d]));
  const pickup = stayNights(firstDay, addDays(end, 1)).map((date) => ({
    date,
    roomNights: pickedBy.get(date)?.roomNights ?? 0,
    roomRevenue: rupees(pickedBy.get(date)?.revenuePaise ?? 0),
  }));
  /** On the books at the end of `day`: everything recorded on or before it. */
  const onBooksBy = (days: typeof thisYear, day: IsoDate) =>
    days
      .filter((d) => d.day <= day)
      .reduce((n, d) => ({ nights: n.nights + d.roomNights, paise: n.paise + d.revenuePaise }), {
        nights: 0,
        paise: 0,
      });
  const pace = [];
  for (let daysBefore = query.days; daysBefore >= 0; daysBefore--) {
    const day = addDays(query.from, -daysBefore);
    if (day > today) break;
    const now = onBooksBy(thisYear, day);
    const then = onBooksBy(lastYear, addDays(day, -364));
    pace.push({
      daysBefore,
      roomNights: now.nights,
      roomRevenue: rupees(now.paise),
      lastYearRoomNights: then.nights,
      lastYearRoomRevenue: rupees(then.paise),
    });
  }
  const otb = onBooksBy(thisYear, '9999-12-31');
  const final = onBooksBy(lastYear, '9999-12-31');
  return {
    from: query.from,
    to: query.to,
    lastYearFrom,
    lastYearTo,
    pickup,
    pace,
    onTheBooks: { roomNights: otb.nights, roomRevenue: rupees(otb.paise) },
    lastYearFinal: { roomNights: final.nights, roomRevenue: rupees(final.paise) },
  };
}

const methodOf = (method: string | null) => method ?? 'unknown';

/**
 * Money by day and method (captured online and at the desk, refunded) from the ledger's cash entries; orders still
 * open or failing and refunds not yet accepted from the payments; wrong-amount captures from the alerts. Every row
 * links to its booking and the provider's (or the desk's) reference. `unsettled` is the money check's count.
 */
export async function paymentsReport(
  deps: Pick<ServiceDeps, 'db' | 'adapters'>,
  query: { from: IsoDate; to: IsoDate },
  now = new Date(),
): Promise<PaymentsReport> {
  const [cash, inFlight, wrong] = await Promise.all([
    repo.cashEntries(deps.db, query),
    repo.paymentsInFlight(deps.db, query),
    repo.mismatches(deps.db, query),
  ]);
  const rows: PaymentReportRow[] = [];
  const days = new Map<string, PaymentsReport['days'][number]>();
  const paise = { captured: 0, refunded: 0, pending: 0, failed: 0, mismatched: 0 };
  /** One payment event: a row of its own, and its amount in its day and method's totals. */
  const record = (
    status: PaymentStatusShown,
    r: {
      day: string;
      at: Date;
      method: string | null;
      amountPaise: number;
      bookingId: string | null;
      bookingCode: string | null;
      providerReference: string | null;
    },
  ) => {
    const method = methodOf(r.method);
    rows.push({
      date: r.day,
      method,
      status,
      statusLabel: paymentStatusShownLabels[status],
      amount: rupees(r.amountPaise),
      exactAmount: paiseToRupees(r.amountPaise),
      bookingId: r.bookingId,
      bookingCode: r.bookingCode,
      providerReference: r.providerReference,
      at: Math.floor(r.at.getTime() / 1000),
    });
    const key = `${r.day}|${method}`;
    const d = days.get(key) ?? {
      date: r.day,
      method,
      captured: 0,
      refunded: 0,
      pending: 0,
      failed: 0,
      mismatched: 0,
      count: 0,
    };
    d[status] += r.amountPaise;
    d.count += 1;
    days.set(key, d);
    paise[status] += r.amountPaise;
  };
  for (const c of cash) {
    // Money in is captured; money out (a refund) and money back from a failed refund count as refunded.
    const status: PaymentStatusShown = c.cashPaise > 0 && c.kind !== 'refund_failed' ? 'captured' : 'refunded';
    record(status, { ...c, amountPaise: status === 'refunded' ? -c.cashPaise : c.cashPaise });
  }
  for (const p of inFlight) record(p.status === 'failed' ? 'failed' : 'pending', p);
  for (const m of wrong) record('mismatched', m);
  rows.sort((a, b) => a.at - b.at);

  const check = await checkMoney(deps, now);
  const fromUnix = Date.parse(`${query.from}T00:00:00+05:30`);
  const toUnix = Date.parse(`${addDays(query.to, 1)}T00:00:00+05:30`);
  return {
    from: query.from,
    to: query.to,
    days: [...days.values()]
      .sort((a, b) => a.date.localeCompare(b.date) || a.method.localeCompare(b.method))
      .map((d) => ({
        ...d,
        captured: rupees(d.captured),
        refunded: rupees(d.refunded),
        pending: rupees(d.pending),
        failed: rupees(d.failed),
        mismatched: rupees(d.mismatched),
        exact: exactOf(d),
      })),
    rows,
    totals: {
      captured: rupees(paise.captured),
      refunded: rupees(paise.refunded),
      net: rupees(paise.captured - paise.refunded),
      pending: rupees(paise.pending),
      failed: rupees(paise.failed),
      mismatched: rupees(paise.mismatched),
      exact: { ...exactOf(paise), net: paiseToRupees(paise.captured - paise.refunded) },
    },
    unsettled: check.unsettled.filter((u) => {
      const at = u.capturedAt.getTime();
      return at >= fromUnix && at < toUnix;
    }).length,
  };
}

/** Bookings made on IST days in the range (the bookings CSV). */
export const bookingsMade = (
  db: Db,
  range: { from: IsoDate; to: IsoDate; propertyId?: string | undefined },
  scope: PropertyScope,
) => repo.bookingsMade(db, range, propertiesFor(range.propertyId, scope));

/** Tax documents issued on IST days in the range (GSTR-1 and the documents list). */
export const documentsIssued = repo.documentsIssued;

/**
 * GSTR-1 b2csa's and ata's basis (issue 41): for each earlier month whose invoices the month's notes (or whose receipt
 * vouchers its refund vouchers) refer to, that month's invoices and receipt vouchers and the notes and refund vouchers
 * against them issued up to the end of `month`, of one GSTIN (gstr1.ts keeps what each table reads).
 */
export async function amendmentBasisOf(db: Db, month: string, gstin: string, docs: readonly IssuedDocument[]) {
  const months = new Set<string>();
  for (const d of docs)
    if (
      (d.kind === 'credit_note' || d.kind === 'debit_note' || d.kind === 'refund_voucher') &&
      d.invoiceDate &&
      d.invoiceDate.slice(0, 7) < month
    )
      months.add(d.invoiceDate.slice(0, 7));
  const through = monthRange(month).to;
  const basis: IssuedDocument[] = [];
  for (const m of [...months].sort())
    basis.push(...(await repo.documentsOfInvoicesIssued(db, monthRange(m), through, gstin)));
  return basis;
}

/** How many bookings sold a night in the range (stay-night basis, like every other figure). */
export async function bookingsSold(
  db: Db,
  query: { from: IsoDate; to: IsoDate; propertyId?: string | undefined },
  scope: PropertyScope,
) {
  return repo.bookingsSold(db, query, propertiesFor(query.propertyId, scope));
}
