import type { IsoDate } from '@staybook/contract';
import type { ReportGrouping } from '@staybook/contract/admin-reports';
import type { EcommerceSection } from '@staybook/contract/ecommerce-operators';
import type { TaxDocumentKind } from '@staybook/contract/tax-documents';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { andInPropertyScope, type PropertyScope } from '../../db/property-scope.js';
import type { AdvancePart } from '../ledger/index.js';

/**
 * The reports' reads (decision 011): everything from the ledger (ledger_entries, tax_documents) and, for rooms
 * available, the inventory's nights. Writes nothing.
 */

const SOLD = sql`('stay_charge', 'stay_release')`;
const FEES = sql`('cancellation_fee', 'no_show_fee', 'early_departure_fee')`;
/** The IST calendar day of a timestamptz column (UTC+5:30 all year; arithmetic, so no time-zone data is needed). */
const istDay = (column: SQL) => sql`(date '1970-01-01' + floor((extract(epoch from ${column}) + 19800) / 86400)::int)`;

const num = (v: unknown) => Number(v ?? 0);

const groupKey: Record<Exclude<ReportGrouping, 'channel'>, { key: SQL; label: SQL }> = {
  property: { key: sql`p.id::text`, label: sql`p.name` },
  city: { key: sql`c.id::text`, label: sql`c.name` },
  type: { key: sql`p.property_type`, label: sql`p.property_type` },
  category: { key: sql`p.category`, label: sql`p.category` },
};

export interface GroupFigures {
  key: string;
  label: string;
  roomNightsSold: number;
  roomRevenuePaise: number;
  feesPaise: number;
  gstPaise: number;
}

/** Sold nights, room revenue, fees kept and GST of the nights in [from, to], per group. */
export async function ledgerByGroup(
  db: DbOrTx,
  range: { from: IsoDate; to: IsoDate },
  groupBy: ReportGrouping,
  scope: PropertyScope,
): Promise<GroupFigures[]> {
  const g = groupBy === 'channel' ? { key: sql`e.channel`, label: sql`e.channel` } : groupKey[groupBy];
  const { rows } = await db.execute(sql`
    select ${g.key} as key, ${g.label} as label,
      coalesce(sum(e.room_nights) filter (where e.kind in ${SOLD}), 0) as sold,
      coalesce(sum(e.rent_paise) filter (where e.kind in ${SOLD}), 0) as revenue,
      coalesce(sum(e.rent_paise) filter (where e.kind in ${FEES}), 0) as fees,
      coalesce(sum(e.tax_paise), 0) as gst
    from ledger_entries e
    join properties p on p.id = e.property_id
    join cities c on c.id = p.city_id
    where e.stay_date between ${range.from}::date and ${range.to}::date
      ${andInPropertyScope(sql`e.property_id`, scope)}
    group by 1, 2`);
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    key: String(r.key),
    label: String(r.label),
    roomNightsSold: num(r.sold),
    roomRevenuePaise: num(r.revenue),
    feesPaise: num(r.fees),
    gstPaise: num(r.gst),
  }));
}

/** Rooms available (open nights: available + booked) in [from, to], per group (channels share the whole pool). */
export async function availableByGroup(
  db: DbOrTx,
  range: { from: IsoDate; to: IsoDate },
  groupBy: Exclude<ReportGrouping, 'channel'> | null,
  scope: PropertyScope,
): Promise<Array<{ key: string; label: string; rooms: number }>> {
  const g = groupBy ? groupKey[groupBy] : { key: sql`'all'`, label: sql`'All'` };
  const { rows } = await db.execute(sql`
    select ${g.key} as key, ${g.label} as label, coalesce(sum(ri.available + ri.booked), 0) as rooms
    from room_inventory ri
    join room_types rt on rt.id = ri.room_type_id
    join properties p on p.id = rt.property_id
    join cities c on c.id = p.city_id
    where ri.stay_date between ${range.from}::date and ${range.to}::date and not ri.is_closed
      ${andInPropertyScope(sql`rt.property_id`, scope)}
    group by 1, 2`);
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    key: String(r.key),
    label: String(r.label),
    rooms: num(r.rooms),
  }));
}

/** Per night in [from, to]: rooms available, and the ledger's figures. */
export async function byNight(db: DbOrTx, range: { from: IsoDate; to: IsoDate }, scope: PropertyScope) {
  const [available, ledger] = await Promise.all([
    db.execute(sql`
      select ri.stay_date::text as date, coalesce(sum(ri.available + ri.booked), 0) as rooms
      from room_inventory ri join room_types rt on rt.id = ri.room_type_id
      where ri.stay_date between ${range.from}::date and ${range.to}::date and not ri.is_closed
        ${andInPropertyScope(sql`rt.property_id`, scope)}
      group by 1`),
    db.execute(sql`
      select e.stay_date::text as date,
        coalesce(sum(e.room_nights) filter (where e.kind in ${SOLD}), 0) as sold,
        coalesce(sum(e.rent_paise) filter (where e.kind in ${SOLD}), 0) as revenue,
        coalesce(sum(e.rent_paise) filter (where e.kind in ${FEES}), 0) as fees,
        coalesce(sum(e.tax_paise), 0) as gst
      from ledger_entries e
      where e.stay_date between ${range.from}::date and ${range.to}::date
        ${andInPropertyScope(sql`e.property_id`, scope)}
      group by 1`),
  ]);
  return {
    available: new Map((available.rows as Array<Record<string, unknown>>).map((r) => [String(r.date), num(r.rooms)])),
    ledger: new Map(
      (ledger.rows as Array<Record<string, unknown>>).map((r) => [
        String(r.date),
        { sold: num(r.sold), revenue: num(r.revenue), fees: num(r.fees), gst: num(r.gst) },
      ]),
    ),
  };
}

/** Bookings whose nights in [from, to] were given back (cancelled, no-show, left early), with what was kept. */
export async function givenBack(db: DbOrTx, range: { from: IsoDate; to: IsoDate }, scope: PropertyScope) {
  const { rows } = await db.execute(sql`
    select b.id, b.code, p.name as property, b.status, b.check_in::text as check_in, b.check_out::text as check_out,
      ${istDay(sql`max(e.recorded_at) filter (where e.kind = 'stay_release')`)}::text as day,
      coalesce(-sum(e.room_nights) filter (where e.kind = 'stay_release'), 0) as nights_lost,
      coalesce(-sum(e.rent_paise) filter (where e.kind = 'stay_release'), 0) as revenue_lost,
      coalesce(sum(e.rent_paise) filter (where e.kind in ${FEES}), 0) as fee,
      coalesce(sum(e.tax_paise) filter (where e.kind in ${FEES}), 0) as fee_gst
    from ledger_entries e
    join bookings b on b.id = e.booking_id
    join properties p on p.id = b.property_id
    where e.stay_date between ${range.from}::date and ${range.to}::date
      and b.status in ('cancelled', 'no_show', 'completed')
      ${andInPropertyScope(sql`e.property_id`, scope)}
    group by b.id, b.code, p.name, b.status, b.check_in, b.check_out
    having count(*) filter (where e.kind = 'stay_release') > 0
    order by 7, b.code`);
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    bookingId: String(r.id),
    code: String(r.code),
    property: String(r.property),
    status: String(r.status),
    checkIn: String(r.check_in),
    checkOut: String(r.check_out),
    day: String(r.day),
    nightsLost: num(r.nights_lost),
    revenueLostPaise: num(r.revenue_lost),
    feePaise: num(r.fee),
    feeGstPaise: num(r.fee_gst),
  }));
}

/** Room-nights and room revenue of the nights in [from, to], by the IST day they were booked (net of give-backs). */
export async function bookedByDay(db: DbOrTx, range: { from: IsoDate; to: IsoDate }, scope: PropertyScope) {
  const { rows } = await db.execute(sql`
    select ${istDay(sql`e.recorded_at`)}::text as day, sum(e.room_nights) as nights, sum(e.rent_paise) as revenue
    from ledger_entries e
    where e.kind in ${SOLD} and e.stay_date between ${range.from}::date and ${range.to}::date
      ${andInPropertyScope(sql`e.property_id`, scope)}
    group by 1 order by 1`);
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    day: String(r.day),
    roomNights: num(r.nights),
    revenuePaise: num(r.revenue),
  }));
}

/** Money in and out recorded on IST days in [from, to], each with its booking. */
export async function cashEntries(db: DbOrTx, range: { from: IsoDate; to: IsoDate }) {
  const { rows } = await db.execute(sql`
    select e.id, ${istDay(sql`e.recorded_at`)}::text as day, e.recorded_at, e.kind, e.cash_paise, e.method,
      e.provider_reference, b.id as booking_id, b.code
    from ledger_entries e join bookings b on b.id = e.booking_id
    where e.cash_paise <> 0
      and ${istDay(sql`e.recorded_at`)} between ${range.from}::date and ${range.to}::date
    order by e.recorded_at, e.id`);
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    day: String(r.day),
    at: new Date(String(r.recorded_at)),
    kind: String(r.kind),
    cashPaise: num(r.cash_paise),
    method: r.method ? String(r.method) : null,
    providerReference: r.provider_reference ? String(r.provider_reference) : null,
    bookingId: String(r.booking_id),
    bookingCode: String(r.code),
  }));
}

/** Orders still open (created or failed) and refunds not yet accepted (whole or part), made on IST days in [from, to]. */
export async function paymentsInFlight(db: DbOrTx, range: { from: IsoDate; to: IsoDate }) {
  const { rows } = await db.execute(sql`
    select p.status, ${istDay(sql`p.created_at`)}::text as day, p.updated_at, p.amount_paise, p.captured_paise,
      p.refund_amount_paise, p.method, p.provider_order_id, p.provider_payment_id, b.id as booking_id, b.code
    from payments p join bookings b on b.id = p.booking_id
    where p.status in ('created', 'failed', 'refund_pending')
      and ${istDay(sql`p.created_at`)} between ${range.from}::date and ${range.to}::date
    order by p.created_at`);
  // Refunds of part of a payment (a change lowered the price) the provider has not accepted yet.
  const parts = await db.execute(sql`
    select 'refund_pending' as status, ${istDay(sql`r.created_at`)}::text as day, r.updated_at,
      r.amount_paise, null as captured_paise, r.amount_paise as refund_amount_paise, p.method, p.provider_order_id,
      p.provider_payment_id, b.id as booking_id, b.code
    from payment_refunds r join payments p on p.id = r.payment_id join bookings b on b.id = r.booking_id
    where r.provider_refund_id is null
      and ${istDay(sql`r.created_at`)} between ${range.from}::date and ${range.to}::date
    order by r.created_at`);
  return ([...rows, ...parts.rows] as Array<Record<string, unknown>>).map((r) => ({
    status: String(r.status),
    day: String(r.day),
    at: new Date(String(r.updated_at)),
    amountPaise:
      String(r.status) === 'refund_pending'
        ? num(r.refund_amount_paise ?? r.captured_paise ?? r.amount_paise)
        : num(r.amount_paise),
    method: r.method ? String(r.method) : null,
    providerReference: String(r.provider_payment_id ?? r.provider_order_id),
    bookingId: String(r.booking_id),
    bookingCode: String(r.code),
  }));
}

/** Captures of the wrong amount (alerts) raised on IST days in [from, to]. */
export async function mismatches(db: DbOrTx, range: { from: IsoDate; to: IsoDate }) {
  const { rows } = await db.execute(sql`
    select a.created_at, ${istDay(sql`a.created_at`)}::text as day, a.details, p.method, b.id as booking_id, b.code
    from staff_alerts a
    left join payments p on p.id = a.payment_id
    left join bookings b on b.id = a.booking_id
    where a.kind = 'amount_mismatch'
      and ${istDay(sql`a.created_at`)} between ${range.from}::date and ${range.to}::date
    order by a.created_at`);
  return (rows as Array<Record<string, unknown>>).map((r) => {
    const details = (r.details ?? {}) as { capturedPaise?: number; providerPaymentId?: string };
    return {
      day: String(r.day),
      at: new Date(String(r.created_at)),
      amountPaise: num(details.capturedPaise),
      method: r.method ? String(r.method) : null,
      providerReference: details.providerPaymentId ?? null,
      bookingId: r.booking_id ? String(r.booking_id) : null,
      bookingCode: r.code ? String(r.code) : null,
    };
  });
}

/** A tax document as GSTR-1 and the documents list read it, with its booking's code and, on a note, its invoice's. */
async function selectDocuments(db: DbOrTx, where: SQL) {
  const { rows } = await db.execute(sql`
    select d.*, b.code as booking_code, i.number as invoice_number, i.issue_date::text as invoice_date,
      i.recipient as invoice_recipient, i.total_paise as invoice_total, i.intra_state as invoice_intra_state,
      b.channel as booking_channel, b.channel_name, eco.name as eco_name, eco.legal_name as eco_legal_name,
      eco.section as eco_section, eco.gstin as eco_gstin
    from tax_documents d
    join bookings b on b.id = d.booking_id
    left join tax_documents i on i.id = d.invoice_id
    left join lateral (
      select o.name, o.legal_name, o.section, g.gstin
      from ecommerce_operators o
      left join ecommerce_operator_gstins g
        on g.operator_id = o.id and g.state_code = substr(d.supplier->>'gstin', 1, 2)
      where o.id = b.ecommerce_operator_id
        or (b.ecommerce_operator_id is null and lower(o.name) = lower(b.channel_name))
      order by (o.id = b.ecommerce_operator_id) desc nulls last
      limit 1
    ) eco on b.channel = 'ota'
    where ${where}
    order by d.issue_date, d.series, d.sequence`);
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    id: String(r.id),
    kind: String(r.kind) as TaxDocumentKind,
    number: String(r.number),
    series: String(r.series),
    supplierGstin: String((r.supplier as { gstin: string }).gstin),
    sequence: num(r.sequence),
    issueDate: String(r.issue_date).slice(0, 10),
    bookingId: String(r.booking_id),
    bookingCode: String(r.booking_code),
    recipient: r.recipient as {
      name: string;
      companyName: string | null;
      gstin: string | null;
      /** Printed when given: a business's, or a private guest's for an invoice above ₹50,000. */
      address?: string | null;
      state?: string | null;
    },
    placeOfSupply: String(r.place_of_supply),
    intraState: num(r.intra_state) === 1,
    lines: r.lines as Array<{
      gstBp: number;
      /** An extra's SAC (docs/folios-and-extras.md); absent on room-nights (996311). */
      sac?: string;
      roomNights: number;
      taxablePaise: number;
      cgstPaise: number;
      sgstPaise: number;
      igstPaise: number;
    }>,
    taxablePaise: num(r.taxable_paise),
    cgstPaise: num(r.cgst_paise),
    sgstPaise: num(r.sgst_paise),
    igstPaise: num(r.igst_paise),
    totalPaise: num(r.total_paise),
    invoiceNumber: r.invoice_number ? String(r.invoice_number) : null,
    invoiceDate: r.invoice_date ? String(r.invoice_date) : null,
    invoiceTotalPaise: r.invoice_total == null ? null : num(r.invoice_total),
    invoiceRecipientGstin: (r.invoice_recipient as { gstin?: string | null } | null)?.gstin ?? null,
    /** On an invoice: the advances it adjusted (ledger advance-rules AdvancePart), for GSTR-1 11A/11B. */
    advances: (r.advances as AdvancePart[] | null) ?? null,
    /**
     * The booking came through an OTA (issue 41): the operator from the register (the booking's, or for a booking
     * made before the register the one its channel name matches) and its GSTIN in the supplier's state; null values
     * when not known. Null when the booking came through another channel.
     */
    ecommerce:
      String(r.booking_channel) === 'ota'
        ? {
            channelName: r.channel_name ? String(r.channel_name) : null,
            operatorName: r.eco_name ? String(r.eco_name) : null,
            legalName: r.eco_legal_name ? String(r.eco_legal_name) : null,
            section: (r.eco_section ? String(r.eco_section) : null) as EcommerceSection | null,
            gstin: r.eco_gstin ? String(r.eco_gstin) : null,
          }
        : null,
  }));
}

/** Tax documents issued on IST days in [from, to], with their booking's code; one registration's when `gstin` is given. */
export function documentsIssued(
  db: DbOrTx,
  range: { from: IsoDate; to: IsoDate },
  kind?: TaxDocumentKind,
  gstin?: string,
) {
  return selectDocuments(
    db,
    sql`d.issue_date between ${range.from}::date and ${range.to}::date
      ${kind ? sql`and d.kind = ${kind}` : sql``}
      ${gstin ? sql`and d.supplier->>'gstin' = ${gstin}` : sql``}`,
  );
}

/**
 * GSTR-1 b2csa and ata (issue 41): one registration's invoices and receipt vouchers issued on IST days in `issued` (an
 * earlier month) and the credit and debit notes and refund vouchers against them issued up to `through`, so the pure
 * tables can restate that month's b2cs and at rows as revised.
 */
export function documentsOfInvoicesIssued(
  db: DbOrTx,
  issued: { from: IsoDate; to: IsoDate },
  through: IsoDate,
  gstin: string,
) {
  return selectDocuments(
    db,
    sql`d.supplier->>'gstin' = ${gstin} and d.issue_date <= ${through}::date
      and ((d.kind in ('invoice', 'receipt_voucher') and d.issue_date between ${issued.from}::date and ${issued.to}::date)
        or (d.kind in ('credit_note', 'debit_note', 'refund_voucher')
          and i.issue_date between ${issued.from}::date and ${issued.to}::date))`,
  );
}
export type IssuedDocument = Awaited<ReturnType<typeof documentsIssued>>[number];

/** Bookings made on IST days in [from, to], for the bookings CSV. */
export async function bookingsMade(db: DbOrTx, range: { from: IsoDate; to: IsoDate }, scope: PropertyScope) {
  const { rows } = await db.execute(sql`
    select b.code, b.created_at, b.status, b.channel, p.name as property, c.name as city, b.check_in::text as check_in,
      b.check_out::text as check_out, b.nights, b.adults, b.children, b.infants, b.guest_name, b.guest_phone,
      b.guest_email, b.total_room_rent_paise, b.tax_paise, b.total_post_tax_paise, b.business_name, b.business_gstin,
      (select coalesce(sum(br.room_count), 0) from booking_rooms br where br.booking_id = b.id) as rooms,
      (select coalesce(sum(e.cash_paise), 0) from ledger_entries e where e.booking_id = b.id) as paid
    from bookings b
    join properties p on p.id = b.property_id
    join cities c on c.id = p.city_id
    where ${istDay(sql`b.created_at`)} between ${range.from}::date and ${range.to}::date
      ${andInPropertyScope(sql`b.property_id`, scope)}
    order by b.created_at`);
  return rows as Array<Record<string, unknown>>;
}

/** Bookings with a night in [from, to] that were sold (stood at some time), whatever happened to them later. */
export async function bookingsSold(db: DbOrTx, range: { from: IsoDate; to: IsoDate }, scope: PropertyScope) {
  const { rows } = await db.execute(sql`
    select count(distinct e.booking_id) as n from ledger_entries e
    where e.kind = 'stay_charge' and e.stay_date between ${range.from}::date and ${range.to}::date
      ${andInPropertyScope(sql`e.property_id`, scope)}`);
  return num((rows[0] as { n?: unknown } | undefined)?.n);
}
