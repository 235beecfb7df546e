import type { IsoDate } from '@staybook/contract';
import { isVoucherKind, type LineSum, shareByWeight, splitGross, sumByKey } from './ledger-rules.js';

/**
 * Advances (issue 41, docs/books.md "Advances"), without a database. GST on an advance for a service is due when it
 * is received (CGST Act s.13(2)): money received for a stay before its tax invoice gets a receipt voucher (rule 50) and
 * is taxed in that month; the invoice, when it comes, adjusts the advances still outstanding (s.31(3)); an advance
 * refunded before the invoice gets a refund voucher (rule 51) that refers to its receipt voucher.
 *
 * Every amount here is per room-night line of the booking (the ledger's unit: night, room type, GST rate), so the tax
 * in an advance is at the rate each night of the booking is priced at — the booking's nights are priced when it is
 * paid, so the rate is determinable (the law's 18% fallback for an undeterminable rate, rule 50's proviso, is never
 * needed). Line amounts are positive; `rentPaise` is the taxable value, `taxPaise` the GST in it.
 */

const gross = (l: Pick<LineSum, 'rentPaise' | 'taxPaise'>) => l.rentPaise + l.taxPaise;
export const linesTotal = (lines: readonly LineSum[]) => lines.reduce((n, l) => n + gross(l), 0);

/** A receipt or refund voucher as issued: the lines are what it received or refunded. */
export interface AdvanceVoucher {
  id: string;
  kind: 'receipt_voucher' | 'refund_voucher';
  number: string;
  issueDate: IsoDate;
  /** A refund voucher's receipt voucher. */
  refersTo: string | null;
  lines: LineSum[];
}

/** Part of one receipt voucher taken by an invoice (adjusted) or a refund voucher (refunded). */
export interface AdvancePart {
  voucherId: string;
  number: string;
  /** The receipt voucher's issue date: GSTR-1 nets an advance invoiced in its own month (11A) and lists it in 11B else. */
  issueDate: IsoDate;
  lines: LineSum[];
}

/** A receipt voucher with what is left of it after refunds and adjustments. */
export type OutstandingAdvance = AdvancePart;

/**
 * `amount` (GST included) received for a booking charged `charge`: shared over its lines by what each is charged and
 * split into taxable value and GST at each line's rate. No lines (nothing charged): nothing can be vouchered.
 */
export function advanceLines(amountPaise: number, charge: readonly LineSum[]): LineSum[] {
  const weighted = charge.filter((l) => gross(l) > 0);
  if (amountPaise <= 0 || !weighted.length) return [];
  const shares = shareByWeight(amountPaise, weighted.map(gross));
  return weighted
    .map((l, i) => ({ ...l, roomNights: 0, ...taxed(shares[i] ?? 0, l.gstBp) }))
    .filter((l) => l.rentPaise !== 0 || l.taxPaise !== 0);
}

const taxed = (grossPaise: number, gstBp: number) => {
  const { taxablePaise, taxPaise } = splitGross(grossPaise, gstBp);
  return { rentPaise: taxablePaise, taxPaise };
};

/**
 * `amount` taken from `lines`: all of them when it is their whole total (so a voucher is used up to the paisa), else
 * shared over them by gross and split at each line's rate.
 */
export function takeFrom(amountPaise: number, lines: readonly LineSum[]): LineSum[] {
  if (amountPaise <= 0) return [];
  if (amountPaise >= linesTotal(lines)) return lines.map((l) => ({ ...l }));
  return advanceLines(amountPaise, lines);
}

/**
 * What is left of each receipt voucher, oldest first: its lines less the refund vouchers that refer to it and the
 * parts invoices adjusted. Vouchers used up are left out.
 */
export function outstandingAdvances(
  vouchers: readonly AdvanceVoucher[],
  adjusted: readonly AdvancePart[],
): OutstandingAdvance[] {
  const receipts = vouchers
    .filter((v) => v.kind === 'receipt_voucher')
    .sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.number.localeCompare(b.number));
  const out: OutstandingAdvance[] = [];
  for (const r of receipts) {
    const minus = [
      ...vouchers.filter((v) => v.kind === 'refund_voucher' && v.refersTo === r.id).flatMap((v) => v.lines),
      ...adjusted.filter((a) => a.voucherId === r.id).flatMap((a) => a.lines),
    ].map((l) => ({ ...l, roomNights: 0, rentPaise: -l.rentPaise, taxPaise: -l.taxPaise }));
    const left = [...sumByKey([...r.lines, ...minus]).values()].filter((l) => l.rentPaise !== 0 || l.taxPaise !== 0);
    if (linesTotal(left) > 0) out.push({ voucherId: r.id, number: r.number, issueDate: r.issueDate, lines: left });
  }
  return out;
}

/** Takes `amount` from the outstanding advances in the order given, a part per voucher touched. */
function takeInOrder(amountPaise: number, order: readonly OutstandingAdvance[]): AdvancePart[] {
  const parts: AdvancePart[] = [];
  let left = amountPaise;
  for (const o of order) {
    if (left <= 0) break;
    const lines = takeFrom(Math.min(left, linesTotal(o.lines)), o.lines);
    if (!lines.length) continue;
    left -= linesTotal(lines);
    parts.push({ ...o, lines });
  }
  return parts;
}

export interface AdvancesDue {
  /** The parts of receipt vouchers the invoice issued now adjusts (oldest advance first). */
  adjust: AdvancePart[];
  /** A receipt voucher for this much money received (GST included), 0 for none. */
  receiptPaise: number;
  /** Refund vouchers, one per receipt voucher refunded (the latest advance first). */
  refunds: AdvancePart[];
}

/**
 * What a booking's advances call for now (docs/books.md "Advances"):
 * - an invoice issued now adjusts the advances outstanding, up to its total;
 * - before any invoice, every rupee held (the ledger's cash) is an advance: a receipt voucher for what is held beyond
 *   the vouchers outstanding, a refund voucher for what was given back below them;
 * - once invoiced, no new advance: only an advance still outstanding (a cancellation's invoice of the fee kept, its
 *   refund on its way) is refunded when the money held falls below what the documents charge plus it.
 */
export function advancesDue(input: {
  cashPaise: number;
  /** Invoices and debit notes less credit notes, issued before now. */
  invoicedPaise: number;
  hasInvoice: boolean;
  /** The total of the invoice issued now, null when none is. */
  invoiceNowPaise: number | null;
  outstanding: readonly OutstandingAdvance[];
}): AdvancesDue {
  const adjust = input.invoiceNowPaise !== null ? takeInOrder(input.invoiceNowPaise, input.outstanding) : [];
  const after = outstandingAfter(input.outstanding, adjust);
  const held = linesTotal(after.flatMap((o) => o.lines));
  const invoiced = input.invoicedPaise + (input.invoiceNowPaise ?? 0);
  const invoicedNow = input.hasInvoice || input.invoiceNowPaise !== null;
  const target = invoicedNow ? Math.min(held, Math.max(0, input.cashPaise - invoiced)) : Math.max(0, input.cashPaise);
  return {
    adjust,
    receiptPaise: Math.max(0, target - held),
    refunds: target < held ? takeInOrder(held - target, [...after].reverse()) : [],
  };
}

function outstandingAfter(outstanding: readonly OutstandingAdvance[], taken: readonly AdvancePart[]) {
  return outstandingAdvances(
    outstanding.map((o) => ({ id: o.voucherId, kind: 'receipt_voucher' as const, refersTo: null, ...o })),
    taken,
  );
}

/** The advances of a month for GSTR-1 11A and 11B, by place of supply and rate (percent). */
export interface AdvanceRow {
  placeOfSupply: string;
  rate: number;
  /** CGST + SGST (the registration's own state) or IGST (legacy: a stay invoiced from another state's GSTIN). */
  intraState: boolean;
  taxablePaise: number;
  /** The GST in it (for GSTR-3B). */
  taxPaise: number;
}

/** A document of the month as the advance tables read it. */
export interface AdvanceDocument {
  kind: string;
  issueDate: IsoDate;
  placeOfSupply: string;
  intraState: boolean;
  lines: Array<{ gstBp: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }>;
  advances: AdvancePart[] | null;
  /** A refund voucher's receipt voucher's issue date; unknown (absent or null): the refund nets into the month's at. */
  invoiceDate?: string | null;
}

/** A refund voucher of `month` against a receipt voucher of an earlier month: it amends that month's at (ata). */
export const refundsEarlierAdvance = (d: AdvanceDocument, month: string) =>
  d.kind === 'refund_voucher' && d.invoiceDate != null && d.invoiceDate.slice(0, 7) < month;

/**
 * GSTR-1 11A (`at`) and 11B (`atadj`) of `month` ('2026-11') from the documents issued in it:
 * - at: receipt vouchers less refund vouchers issued in the month, less the part of the month's own advances that
 *   the month's invoices adjusted (an advance received and invoiced in one month nets out: it is in neither table);
 *   a refund of an earlier month's advance is not in it (never a negative row): it amends that month's row (ata,
 *   `advanceAmendments`) and is listed in `refundedEarlier` (for GSTR-3B, which reduces the month's tax by it);
 * - atadj: the parts of earlier months' advances that the month's invoices adjusted.
 * Rows that net to nothing are left out.
 */
export function advanceTables(
  month: string,
  documents: readonly AdvanceDocument[],
): { at: AdvanceRow[]; atadj: AdvanceRow[]; refundedEarlier: AdvanceRow[] } {
  const at = new Map<string, AdvanceRow>();
  const atadj = new Map<string, AdvanceRow>();
  const refundedEarlier = new Map<string, AdvanceRow>();
  const add = (table: Map<string, AdvanceRow>, d: AdvanceDocument, gstBp: number, taxable: number, tax: number) => {
    const key = `${d.placeOfSupply}|${d.intraState}|${gstBp}`;
    const row = table.get(key) ?? {
      placeOfSupply: d.placeOfSupply,
      rate: gstBp / 100,
      intraState: d.intraState,
      taxablePaise: 0,
      taxPaise: 0,
    };
    row.taxablePaise += taxable;
    row.taxPaise += tax;
    table.set(key, row);
  };
  for (const d of documents) {
    if (refundsEarlierAdvance(d, month)) {
      for (const l of d.lines)
        add(refundedEarlier, d, l.gstBp, l.taxablePaise, l.cgstPaise + l.sgstPaise + l.igstPaise);
    } else if (isVoucherKind(d.kind)) {
      const sign = d.kind === 'receipt_voucher' ? 1 : -1;
      for (const l of d.lines)
        add(at, d, l.gstBp, sign * l.taxablePaise, sign * (l.cgstPaise + l.sgstPaise + l.igstPaise));
    }
    if (d.kind !== 'invoice' || !d.advances) continue;
    for (const part of d.advances) {
      const sameMonth = part.issueDate.slice(0, 7) === month;
      const sign = sameMonth ? -1 : 1;
      for (const l of part.lines) add(sameMonth ? at : atadj, d, l.gstBp, sign * l.rentPaise, sign * l.taxPaise);
    }
  }
  const rows = (t: Map<string, AdvanceRow>) =>
    [...t.values()]
      .filter((r) => r.taxablePaise !== 0 || r.taxPaise !== 0)
      .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate);
  return { at: rows(at), atadj: rows(atadj), refundedEarlier: rows(refundedEarlier) };
}

/** An earlier month's at row (11A) as revised: GSTR-1 ata (11(II) A). */
export interface AmendedAdvanceRow extends AdvanceRow {
  /** The month amended, '2026-11'. */
  month: string;
}

/**
 * GSTR-1 ata of `month`: each earlier month's at row (by place of supply) that a refund voucher of `month` refunds an
 * advance of, restated as revised: that month's at as filed (`advanceTables` of the documents issued in it) less every
 * refund voucher of its advances issued after it up to the end of `month` (so a second refund in a later month
 * carries the cumulative revision, and a month's return read again later still states what it revised then). Every
 * rate of the row is written, except one revised to nothing (the offline tool refuses a zero advance). `basis`: for
 * each such earlier month, the documents issued in it and the refund vouchers of its receipt vouchers issued up to the
 * end of `month` (the month's own documents may appear in both; each is counted once, by id).
 */
export function advanceAmendments(
  month: string,
  documents: readonly (AdvanceDocument & { id: string })[],
  basis: readonly (AdvanceDocument & { id: string })[],
): AmendedAdvanceRow[] {
  const amended = new Set<string>();
  for (const d of documents)
    if (refundsEarlierAdvance(d, month)) amended.add(`${d.invoiceDate?.slice(0, 7)}|${d.placeOfSupply}`);
  if (!amended.size) return [];
  const seen = new Set<string>();
  const docs = [...documents, ...basis].filter((d) => {
    if (seen.has(d.id) || d.issueDate.slice(0, 7) > month) return false;
    seen.add(d.id);
    return true;
  });
  const out: AmendedAdvanceRow[] = [];
  for (const of of [...new Set([...amended].map((k) => k.slice(0, 7)))].sort()) {
    const rows = new Map<string, AmendedAdvanceRow>();
    const keyOf = (r: Pick<AdvanceRow, 'placeOfSupply' | 'intraState' | 'rate'>) =>
      `${r.placeOfSupply}|${r.intraState}|${r.rate}`;
    for (const r of advanceTables(
      of,
      docs.filter((d) => d.issueDate.slice(0, 7) === of),
    ).at)
      if (amended.has(`${of}|${r.placeOfSupply}`)) rows.set(keyOf(r), { ...r, month: of });
    for (const d of docs) {
      const later = d.issueDate.slice(0, 7) > of && d.invoiceDate?.slice(0, 7) === of;
      if (d.kind !== 'refund_voucher' || !later || !amended.has(`${of}|${d.placeOfSupply}`)) continue;
      for (const l of d.lines) {
        const key = keyOf({ placeOfSupply: d.placeOfSupply, intraState: d.intraState, rate: l.gstBp / 100 });
        const row = rows.get(key) ?? {
          month: of,
          placeOfSupply: d.placeOfSupply,
          rate: l.gstBp / 100,
          intraState: d.intraState,
          taxablePaise: 0,
          taxPaise: 0,
        };
        row.taxablePaise -= l.taxablePaise;
        row.taxPaise -= l.cgstPaise + l.sgstPaise + l.igstPaise;
        rows.set(key, row);
      }
    }
    out.push(
      ...[...rows.values()]
        .filter((r) => r.taxablePaise !== 0 || r.taxPaise !== 0)
        .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate),
    );
  }
  return out;
}

// ─── The books reconciled ───────────────────────────────────────────────────────────────────────────

/** One booking's money as the ledger and its documents say (ledger.repository booksOfBookings). */
export interface BookingBooks {
  bookingId: string;
  bookingCode: string;
  /** The GSTIN its documents are issued from (its latest document's), null while it has none. */
  gstin: string | null;
  /** The ledger's cash: captured, taken at the desk, less refunds sent, plus refunds that failed. */
  cashPaise: number;
  /** Invoices and debit notes less credit notes. */
  documentsPaise: number;
  /** Receipt vouchers less refund vouchers less what invoices adjusted. */
  advancesPaise: number;
  /** Refunds decided and not yet accepted by the provider (the money is still here, already owed back). */
  inFlightPaise: number;
  /**
   * Invoiced and still owed (a receivable): what a standing or checked-out stay with an invoice still owes of its
   * total (a change up due at the property, a stay invoiced at check-out and not paid), as the desk's balance due.
   */
  owedPaise?: number;
}

export interface GstinBooks {
  gstin: string | null;
  cashPaise: number;
  documentsPaise: number;
  advancesPaise: number;
  inFlightPaise: number;
  owedPaise: number;
}

/**
 * cash + owed = documents + advances outstanding, per booking and per GSTIN (issue 41): every rupee the ledger holds
 * for a stay is invoiced or vouchered as an advance, and every rupee invoiced is held or still owed by the stay. A booking whose refund is still on its way is left out of the
 * per-booking check (its money is owed back and the money check lists the refund); it still counts in the totals,
 * where `inFlightPaise` says how much of the cash is such money.
 */
export function reconcileBooks(rows: readonly BookingBooks[]): {
  byGstin: GstinBooks[];
  unreconciled: Array<BookingBooks & { differencePaise: number }>;
} {
  const byGstin = new Map<string, GstinBooks>();
  const unreconciled: Array<BookingBooks & { differencePaise: number }> = [];
  for (const r of rows) {
    const key = r.gstin ?? '';
    const t = byGstin.get(key) ?? {
      gstin: r.gstin,
      cashPaise: 0,
      documentsPaise: 0,
      advancesPaise: 0,
      inFlightPaise: 0,
      owedPaise: 0,
    };
    t.cashPaise += r.cashPaise;
    t.documentsPaise += r.documentsPaise;
    t.advancesPaise += r.advancesPaise;
    t.inFlightPaise += r.inFlightPaise;
    t.owedPaise += r.owedPaise ?? 0;
    byGstin.set(key, t);
    const differencePaise = r.cashPaise + (r.owedPaise ?? 0) - r.documentsPaise - r.advancesPaise;
    if (differencePaise !== 0 && r.inFlightPaise === 0) unreconciled.push({ ...r, differencePaise });
  }
  return {
    byGstin: [...byGstin.values()].sort((a, b) => (a.gstin ?? '').localeCompare(b.gstin ?? '')),
    unreconciled,
  };
}
