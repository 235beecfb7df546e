import type { IsoDate } from '@staybook/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  bookingDiscounts,
  bookingRooms,
  bookings,
  cities,
  documentSequences,
  ledgerEntries,
  paymentRefunds,
  payments,
  properties,
  roomTypes,
  taxDocuments,
} from '../../db/schema/index.js';
import { type BookingCash, NO_CASH } from './booking-money-rules.js';
import { type BookedLine, type LineSum, lineKeyOf, STAY_ENDED_STATUSES, type SupplyNight } from './ledger-rules.js';

/** The only writer of ledger_entries, tax_documents and document_sequences (module-boundaries.test.ts). */

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type NewTaxDocument = typeof taxDocuments.$inferInsert;

const ACCRUAL_KINDS = [
  'stay_charge',
  'stay_release',
  'cancellation_fee',
  'no_show_fee',
  'early_departure_fee',
  'extra_charge',
];

/** A booking as the books need it: its state, its property's state and its guest (for the invoice). */
export async function bookingForBooks(db: DbOrTx, bookingId: string, lock = false) {
  const query = db
    .select({
      id: bookings.id,
      code: bookings.code,
      status: bookings.status,
      propertyId: bookings.propertyId,
      channel: bookings.channel,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      nights: bookings.nights,
      confirmedAt: bookings.confirmedAt,
      checkedOutAt: bookings.checkedOutAt,
      taxPaise: bookings.taxPaise,
      totalRoomRentPaise: bookings.totalRoomRentPaise,
      totalPostTaxPaise: bookings.totalPostTaxPaise,
      guestName: bookings.guestName,
      guestEmail: bookings.guestEmail,
      guestPhone: bookings.guestPhone,
      businessName: bookings.businessName,
      businessGstin: bookings.businessGstin,
      businessAddress: bookings.businessAddress,
      recipientAddress: bookings.recipientAddress,
      recipientStateCode: bookings.recipientStateCode,
      language: bookings.language,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type BookingForBooksRow = NonNullable<Awaited<ReturnType<typeof bookingForBooks>>>;

/** The discounts a booking recorded when it was priced (booking_discounts, read only), in their order. */
export async function discountsOf(
  db: DbOrTx,
  bookingId: string,
): Promise<Array<{ label: string; amountPaise: number }>> {
  return db
    .select({ label: bookingDiscounts.label, amountPaise: bookingDiscounts.amountPaise })
    .from(bookingDiscounts)
    .where(eq(bookingDiscounts.bookingId, bookingId))
    .orderBy(asc(bookingDiscounts.sortOrder), asc(bookingDiscounts.id));
}

export async function propertyForDocuments(db: DbOrTx, propertyId: string) {
  const [row] = await db
    .select({
      name: properties.name,
      address: properties.address,
      city: cities.name,
      state: cities.state,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(eq(properties.id, propertyId));
  return row;
}

/** The booking's room lines with their room types' names. */
export async function bookedLines(db: DbOrTx, bookingId: string): Promise<BookedLine[]> {
  const rows = await db
    .select({
      roomTypeId: bookingRooms.roomTypeId,
      roomTypeName: roomTypes.name,
      roomCount: bookingRooms.roomCount,
      roomRentPaise: bookingRooms.roomRentPaise,
      taxPaise: bookingRooms.taxPaise,
      nightlyRates: bookingRooms.nightlyRates,
      extraGuestPaise: bookingRooms.extraGuestPaise,
      supply: bookingRooms.supply,
    })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.id));
  return rows.map((r) => ({
    ...r,
    nightlyRates: r.nightlyRates as BookedLine['nightlyRates'],
    supply: (r.supply as SupplyNight[] | null) ?? null,
  }));
}

/**
 * Money with the brand for a booking now, from the payment records (captured, less refunds marked or sent) and the
 * desk's: what a cancellation or a no-show keeps.
 */
export async function keptPaiseOf(db: DbOrTx, bookingId: string): Promise<number> {
  const { rows } = await db.execute(sql`
    select
      coalesce((select sum(coalesce(p.captured_paise, p.amount_paise)
          - case when p.status in ('refund_pending', 'refunded')
              then coalesce(p.refund_amount_paise, p.captured_paise, p.amount_paise) else 0 end)
        from payments p
        where p.booking_id = ${bookingId} and p.status in ('captured', 'refund_pending', 'refunded')), 0)
      - coalesce((select sum(r.amount_paise) from payment_refunds r
        where r.booking_id = ${bookingId} and r.refund_status is distinct from 'failed'), 0)
      + coalesce((select sum(d.amount_paise) from desk_payments d where d.booking_id = ${bookingId}), 0) as kept`);
  return Number((rows[0] as { kept: string | number } | undefined)?.kept ?? 0);
}

interface SumRow {
  stay_date: string;
  room_type_id: string | null;
  room_type_name: string;
  gst_bp: number;
  room_nights: string | number;
  rent: string | number;
  tax: string | number;
  folio_charge_id: string | null;
  sac: string | null;
  payer_name: string | null;
  payer_gstin: string | null;
}
const toLineSum = (r: SumRow): LineSum => ({
  key: lineKeyOf({
    date: r.stay_date,
    roomTypeId: r.room_type_id ?? '',
    gstBp: r.gst_bp,
    folioChargeId: r.folio_charge_id,
  }),
  date: r.stay_date,
  roomTypeId: r.room_type_id ?? '',
  roomTypeName: r.room_type_name,
  gstBp: Number(r.gst_bp),
  roomNights: Number(r.room_nights),
  rentPaise: Number(r.rent),
  taxPaise: Number(r.tax),
  ...(r.folio_charge_id ? { folioChargeId: r.folio_charge_id, sac: r.sac ?? '' } : {}),
  ...(r.payer_gstin ? { payerName: r.payer_name ?? '', payerGstin: r.payer_gstin } : {}),
});

/**
 * The note that marks a cancellation fee kept by a change of the stay (issue 41): money a change kept by the
 * cancellation policy is a cancellation fee of the nights it removed (reports count it among fees kept), read apart
 * from a cancellation's own fee as the kind `change_fee` (accrualByKind), so each is brought to its own figure.
 */
export const CHANGE_FEE_NOTE = 'Kept by a change of the stay, by the cancellation policy';

/**
 * The booking's accrual entries summed per kind and room-night line, in one read; a change's kept fee (a
 * cancellation fee with CHANGE_FEE_NOTE) under `change_fee`.
 */
export async function accrualByKind(db: DbOrTx, bookingId: string): Promise<Map<string, LineSum[]>> {
  const { rows } = await db.execute(sql`
    select case when e.kind = 'cancellation_fee' and e.note = ${CHANGE_FEE_NOTE} then 'change_fee' else e.kind end
        as kind,
      e.stay_date::text as stay_date, e.room_type_id,
      -- An extra's line is named by its folio charge: "Airport transfer × 2", "Breakfast: ₹450 × 2 guests × 3 nights".
      coalesce(rt.name, fc.description, fc.name || ' × ' || fc.quantity) as room_type_name, e.gst_bp, e.folio_charge_id, e.sac,
      -- An extra billed to a company goes on the company's own documents (payer-split-rules).
      case when fc.payer = 'company' then fc.payer_name end as payer_name,
      case when fc.payer = 'company' then fc.payer_gstin end as payer_gstin,
      sum(e.room_nights) as room_nights, sum(e.rent_paise) as rent, sum(e.tax_paise) as tax
    from ledger_entries e
    left join room_types rt on rt.id = e.room_type_id
    left join folio_charges fc on fc.id = e.folio_charge_id
    where e.booking_id = ${bookingId} and e.kind in (${sql.join(
      ACCRUAL_KINDS.map((k) => sql`${k}`),
      sql`, `,
    )})
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
  const out = new Map<string, LineSum[]>();
  for (const r of rows as unknown as Array<SumRow & { kind: string }>)
    out.set(r.kind, [...(out.get(r.kind) ?? []), toLineSum(r)]);
  return out;
}

/** Money in (+) and out (−) recorded for the booking. */
export async function cashNetOf(db: DbOrTx, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ net: sql<string>`coalesce(sum(${ledgerEntries.cashPaise}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId));
  return Number(row?.net ?? 0);
}

export async function insertEntries(db: DbOrTx, rows: NewLedgerEntry[]): Promise<void> {
  if (rows.length) await db.insert(ledgerEntries).values(rows);
}

/** A cash entry once per payment and kind (a replayed event finds it there and writes nothing). */
export async function insertCashOnce(db: DbOrTx, row: NewLedgerEntry): Promise<boolean> {
  const inserted = await db.insert(ledgerEntries).values(row).onConflictDoNothing().returning({ id: ledgerEntries.id });
  return inserted.length > 0;
}

/** A refund of part of a payment (payment_refunds) with what the books need of its booking. */
export async function partialRefundForBooks(db: DbOrTx, refundId: string) {
  const { rows } = await db.execute(sql`
    select r.id, r.payment_id, r.booking_id, b.property_id, b.channel, p.method, r.amount_paise,
      r.provider_refund_id, r.refund_status
    from payment_refunds r join payments p on p.id = r.payment_id join bookings b on b.id = r.booking_id
    where r.id = ${refundId}`);
  return rows[0] as
    | {
        id: string;
        payment_id: string;
        booking_id: string;
        property_id: string;
        channel: string;
        method: string | null;
        amount_paise: number;
        provider_refund_id: string | null;
        refund_status: string | null;
      }
    | undefined;
}

export async function paymentForBooks(db: DbOrTx, paymentId: string) {
  const { rows } = await db.execute(sql`
    select p.id, p.booking_id, b.property_id, b.channel, p.status, p.amount_paise, p.captured_paise,
      p.refund_amount_paise, p.method, p.provider_payment_id, p.refund_id, p.refund_status
    from payments p join bookings b on b.id = p.booking_id where p.id = ${paymentId}`);
  return rows[0] as
    | {
        id: string;
        booking_id: string;
        property_id: string;
        channel: string;
        status: string;
        amount_paise: number;
        captured_paise: number | null;
        refund_amount_paise: number | null;
        method: string | null;
        provider_payment_id: string | null;
        refund_id: string | null;
        refund_status: string | null;
      }
    | undefined;
}

// ─── Documents ──────────────────────────────────────────────────────────────────────────────────────

export async function documentsOf(db: DbOrTx, bookingId: string): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingId, bookingId))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
}

export async function documentById(db: DbOrTx, id: string): Promise<TaxDocumentRow | undefined> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  return row;
}

export async function documentsByNumber(db: DbOrTx, ids: string[]): Promise<Map<string, TaxDocumentRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(
      sql`${taxDocuments.id} in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The next number of a series in a financial year: the row is locked by the update until the transaction ends, so two
 * documents issued at once take consecutive numbers, and a rolled-back issue gives its number back (no gaps).
 */
export async function nextSequence(tx: Tx, series: string, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ series, financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.series, documentSequences.financialYear],
      set: { lastSequence: sql`${documentSequences.lastSequence} + 1` },
    })
    .returning({ lastSequence: documentSequences.lastSequence });
  return row!.lastSequence;
}

export async function insertDocument(tx: Tx, row: NewTaxDocument): Promise<TaxDocumentRow> {
  const [inserted] = await tx.insert(taxDocuments).values(row).returning();
  return inserted!;
}

export type { IsoDate };

/** Who booked it (the guest routes' owner check). */
export async function bookingOwner(db: DbOrTx, bookingId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.userId;
}

/**
 * Bookings whose money or nights are not in the books: confirmed before the ledger existed, or a payment or desk
 * payment without its entry. The documents job brings them in (`backfillBooks`).
 */
export async function bookingsMissingFromBooks(db: DbOrTx, limit: number): Promise<string[]> {
  const { rows } = await db.execute(sql`
    select id from (
      (select b.id from bookings b
        where b.confirmed_at is not null
          and not exists (select 1 from ledger_entries e where e.booking_id = b.id and e.stay_date is not null)
        limit ${limit})
      union
      (select p.booking_id from payments p
        where p.status in ('captured', 'refund_pending', 'refunded')
          and not exists (select 1 from ledger_entries e where e.payment_id = p.id and e.kind = 'capture')
        limit ${limit})
      union
      (select d.booking_id from desk_payments d
        where not exists (select 1 from ledger_entries e where e.desk_payment_id = d.id)
        limit ${limit})
    ) missing limit ${limit}`);
  return (rows as Array<{ id: string }>).map((r) => r.id);
}

/** A booking's payments and desk payments with the instants they happened, for the backfill. */
export async function moneyOfBooking(db: DbOrTx, bookingId: string) {
  // In order: the caller may pass its transaction (one query at a time on its client).
  const pays = await db.execute(sql`select id, updated_at from payments
      where booking_id = ${bookingId} and status in ('captured', 'refund_pending', 'refunded')`);
  const desk = await db.execute(sql`select id, booking_id, amount_paise, method, reference, recorded_by, recorded_at
      from desk_payments where booking_id = ${bookingId}`);
  return {
    payments: (pays.rows as Array<{ id: string; updated_at: string | Date }>).map((p) => ({
      id: p.id,
      at: new Date(p.updated_at),
    })),
    desk: (
      desk.rows as Array<{
        id: string;
        booking_id: string;
        amount_paise: number;
        method: string;
        reference: string | null;
        recorded_by: string | null;
        recorded_at: string | Date;
      }>
    ).map((d) => ({
      id: d.id,
      bookingId: d.booking_id,
      amountPaise: Number(d.amount_paise),
      method: d.method,
      reference: d.reference,
      recordedBy: d.recorded_by,
      at: new Date(d.recorded_at),
    })),
  };
}

/**
 * The cash of these bookings (booking-money-rules.ts): the ledger's capture, desk, refund and refund-failed sums, and
 * the refunds promised but not yet accepted by the provider (part refunds still to send, closing refunds pending).
 * Three queries in order (the caller may pass its transaction).
 */
export async function cashOfBookings(db: DbOrTx, bookingIds: readonly string[]): Promise<Map<string, BookingCash>> {
  const out = new Map<string, BookingCash>();
  if (bookingIds.length === 0) return out;
  const ids = [...new Set(bookingIds)];
  for (const id of ids) out.set(id, { ...NO_CASH });
  const sumOf = (kind: string) =>
    sql<string>`coalesce(sum(${ledgerEntries.cashPaise}) filter (where ${ledgerEntries.kind} = ${kind}), 0)`;
  const entries = await db
    .select({
      bookingId: ledgerEntries.bookingId,
      capture: sumOf('capture'),
      desk: sumOf('desk_payment'),
      refund: sumOf('refund'),
      refundFailed: sumOf('refund_failed'),
      extras: sql<string>`coalesce(sum(${ledgerEntries.rentPaise} + ${ledgerEntries.taxPaise}) filter (where ${ledgerEntries.kind} = 'extra_charge'), 0)`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.bookingId, ids))
    .groupBy(ledgerEntries.bookingId);
  for (const e of entries) {
    const cash = out.get(e.bookingId)!;
    cash.capturePaise = Number(e.capture);
    cash.deskPaise = Number(e.desk);
    cash.refundPaise = Number(e.refund);
    cash.refundFailedPaise = Number(e.refundFailed);
    cash.extrasPaise = Number(e.extras);
  }
  const unsentParts = await db
    .select({ bookingId: paymentRefunds.bookingId, amount: sql<string>`sum(${paymentRefunds.amountPaise})` })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.bookingId, ids), isNull(paymentRefunds.providerRefundId)))
    .groupBy(paymentRefunds.bookingId);
  for (const r of unsentParts) out.get(r.bookingId)!.promisedRefundPaise += Number(r.amount);
  const pendingClosing = await db
    .select({
      bookingId: payments.bookingId,
      amount: sql<string>`sum(coalesce(${payments.refundAmountPaise}, ${payments.capturedPaise}, ${payments.amountPaise}))`,
    })
    .from(payments)
    .where(and(inArray(payments.bookingId, ids), eq(payments.status, 'refund_pending')))
    .groupBy(payments.bookingId);
  for (const r of pendingClosing) if (r.bookingId) out.get(r.bookingId)!.promisedRefundPaise += Number(r.amount);
  return out;
}

export interface StayOwedAnInvoice {
  bookingId: string;
  bookingCode: string;
  bookingStatus: string;
  chargedPaise: number;
  cashPaise: number;
}

/**
 * Stays the books say must have a tax invoice and do not (issue 41): charged something, and paid in full or ended
 * (completed, cancelled or a no-show keeping money) — the rule `issueDocuments` issues by — with no invoice, over all
 * time. Leaves out bookings whose books moved after `settledBefore` (their documents may be on their way).
 */
export async function staysOwedAnInvoice(db: DbOrTx, settledBefore: Date, limit = 200): Promise<StayOwedAnInvoice[]> {
  const { rows } = await db.execute(sql`
    with books as (
      select e.booking_id,
        sum(case when e.kind in (${sql.join(
          ACCRUAL_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )}) then e.rent_paise + e.tax_paise else 0 end) as charged,
        sum(e.cash_paise) as cash,
        max(e.recorded_at) as last_moved
      from ledger_entries e
      group by e.booking_id
    )
    select b.id as booking_id, b.code as booking_code, b.status as booking_status,
      books.charged::bigint as charged, books.cash::bigint as cash
    from books
    join bookings b on b.id = books.booking_id
    where b.confirmed_at is not null
      and books.charged > 0
      and (books.cash >= books.charged or b.status in (${sql.join(
        STAY_ENDED_STATUSES.map((st) => sql`${st}`),
        sql`, `,
      )}))
      and books.last_moved < ${settledBefore.toISOString()}::timestamptz
      and not exists (select 1 from tax_documents d where d.booking_id = b.id and d.kind = 'invoice')
    order by books.last_moved
    limit ${limit}`);
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    bookingId: String(r.booking_id),
    bookingCode: String(r.booking_code),
    bookingStatus: String(r.booking_status),
    chargedPaise: Number(r.charged),
    cashPaise: Number(r.cash),
  }));
}
