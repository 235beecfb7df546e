import { documentSign, isVoucherKind } from '../ledger/index.js';
import { invoiceMonthOf, monthRange } from './gst-periods.js';
import type { IssuedDocument } from './reports.repository.js';

export interface EcommerceRow {
  /** ecoa: the original month ('2026-06'); eco: the return's month. */
  month: string;
  section: '52' | '9(5)';
  gstin: string;
  name: string;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

/**
 * GSTR-1 Table 14 and 14A (issue 41). eco: the month's documents of bookings through an operator whose GSTIN is
 * known, net (invoices and debit notes less credit notes), per section and operator GSTIN; a note of the month
 * against an invoice of an earlier month is not netted here but amends that month's row. ecoa: each such earlier
 * month's row restated as revised: that month's invoices through the operator and every note against them issued up
 * to the end of `month` (the same basis as b2csa's; documents counted once by id). Vouchers are not supplies.
 */
export function ecommerceTables(
  month: string,
  documents: readonly IssuedDocument[],
  amendmentBasis: readonly IssuedDocument[] = [],
): { eco: EcommerceRow[]; ecoa: EcommerceRow[] } {
  const through = monthRange(month).to;
  const of = (d: IssuedDocument) =>
    !isVoucherKind(d.kind) && d.ecommerce?.gstin
      ? {
          section: d.ecommerce.section ?? ('52' as const),
          gstin: d.ecommerce.gstin,
          name: d.ecommerce.legalName ?? d.ecommerce.operatorName ?? '',
        }
      : null;
  const add = (
    rows: Map<string, EcommerceRow>,
    key: string,
    base: Omit<EcommerceRow, 'taxable' | 'igst' | 'cgst' | 'sgst'>,
    d: IssuedDocument,
  ) => {
    const sign = documentSign(d.kind);
    const t = rows.get(key) ?? { ...base, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    for (const l of d.lines) {
      t.taxable += sign * l.taxablePaise;
      t.igst += sign * l.igstPaise;
      t.cgst += sign * l.cgstPaise;
      t.sgst += sign * l.sgstPaise;
    }
    rows.set(key, t);
  };
  const current = new Map<string, EcommerceRow>();
  const amended = new Set<string>();
  for (const d of documents) {
    const e = of(d);
    if (!e) continue;
    const invoiceMonth = invoiceMonthOf(d);
    if (d.kind !== 'invoice' && invoiceMonth !== null && invoiceMonth < month) {
      amended.add(`${invoiceMonth}|${e.section}|${e.gstin}`);
      continue;
    }
    add(current, `${e.section}|${e.gstin}`, { month, ...e }, d);
  }
  const revised = new Map<string, EcommerceRow>();
  const seen = new Set<string>();
  for (const d of [...documents, ...amendmentBasis]) {
    const e = of(d);
    const invoiceMonth = invoiceMonthOf(d);
    if (!e || invoiceMonth === null || seen.has(d.id) || d.issueDate > through) continue;
    const key = `${invoiceMonth}|${e.section}|${e.gstin}`;
    if (!amended.has(key)) continue;
    seen.add(d.id);
    add(revised, key, { month: invoiceMonth, ...e }, d);
  }
  const nonZero = (r: EcommerceRow) => r.taxable !== 0 || r.igst + r.cgst + r.sgst !== 0;
  const order = (a: EcommerceRow, b: EcommerceRow) =>
    a.month.localeCompare(b.month) || a.section.localeCompare(b.section) || a.gstin.localeCompare(b.gstin);
  // A revised row is written even when refunded to nothing: it replaces the row as filed.
  return { eco: [...current.values()].filter(nonZero).sort(order), ecoa: [...revised.values()].sort(order) };
}
