import { type GstSection, type GstSummary, gstSectionLabels, gstSections } from '@staybook/contract/admin-reports';
import { ecommerceNatureOfSupply } from '@staybook/contract/ecommerce-operators';
import { type GstStateCode, placeOfSupplyLabel, SAC_ACCOMMODATION } from '@staybook/contract/gst';
import { type CsvValue, csvAmount } from '../../lib/csv.js';
import { advanceAmendments, advanceTables, documentSign, isVoucherKind } from '../ledger/index.js';
import { gstDate, invoiceMonthOf, monthRange, originalPeriod } from './gst-periods.js';
import { ecommerceTables } from './gstr1-ecommerce.js';
import { gstr1Headers } from './gstr1-headers.js';
import type { IssuedDocument } from './reports.repository.js';

export { gstDate, monthRange, originalPeriod } from './gst-periods.js';
export { ecommerceTables } from './gstr1-ecommerce.js';

/**
 * GSTR-1 for a month from the documents issued in it, in the CSV layouts of the GST offline tool's templates
 * (b2b, b2cl, b2cs, b2csa, cdnr, cdnur, exemp, at, atadj, ata, hsn(b2b), hsn(b2c), docs). Amounts are rupees with paise; dates dd-Mmm-yyyy; place of supply
 * '30-Goa'. Decision 011 explains the sorting:
 * - b2b: invoices to a GSTIN, one row per invoice and rate;
 * - b2cl: invoices to a guest without a GSTIN, supplied between states, above ₹1,00,000 (the limit since 1 August 2024);
 * - b2cs: every other invoice to a guest, by place of supply and rate, net of its credit and debit notes issued in the
 *   same month;
 * - b2csa (table 10): a credit or debit note of this month against such an invoice of an earlier month does not touch
 *   this month's b2cs (it could make it negative, which the offline tool refuses): it restates that month's b2cs row
 *   for the place of supply, every rate of it, as revised by every note against that month's invoices issued up to the
 *   end of this month (`amendmentBasis`: those documents, read by reports.repository documentsOfInvoicesIssued);
 * - cdnr: notes to a GSTIN; cdnur: notes on a b2cl invoice;
 * - exemp: table 8's four rows, 0% supplies as nil rated (zero when there are none);
 * - at (11A): advances received in the month and not invoiced in it, less advances refunded in it; atadj (11B):
 *   earlier months' advances adjusted by the month's invoices (ledger advance-rules advanceTables; receipt and refund
 *   vouchers are in no other table but docs); ata (11(II) A): a refund voucher of this month against an earlier
 *   month's advance does not touch this month's at (never a negative row): it restates that month's at row as revised
 *   (advanceAmendments, on the same `amendmentBasis`);
 * - hsn(b2b) and hsn(b2c): SAC 996311 by rate, for recipients with a GSTIN and without, by the month a document is
 *   issued (a note of an earlier month's invoice included: table 12 has no amendment by original month); exemp the same
 *   (table 8 has none either); docs: the number ranges issued per series;
 * - e-commerce (issue 41): a document of a booking that came through an OTA of the register carries the operator's
 *   GSTIN in the supplier's state in b2b's, b2cl's and b2cs's "E-Commerce GSTIN" (b2cs and b2csa rows split by it, Type
 *   'E' instead of 'OE'); eco (Table 14): per section (14(a) s.52, 14(b) s.9(5)) and operator GSTIN, the net value
 *   and tax of the month's documents through it; ecoa (14A): a note of this month against an earlier month's such
 *   invoice does not touch this month's eco row: it restates that month's row for the operator as revised, as b2csa
 *   does (ecommerceTables). An OTA booking whose operator's GSTIN is not known is in no eco row (the documents list
 *   marks it incomplete);
 * - no zero rows: a rate a document carries nothing at, and a b2cs or hsn row that nets to nothing, are left out.
 */

const B2CL_LIMIT_PAISE = 100_000_00;
/** Table 8's four rows: supplies at 0% (nil rated) by whether between states and to a registered person. */
const EXEMP_ROWS = [
  ['Inter-State supplies to registered persons', false, true],
  ['Intra-State supplies to registered persons', true, true],
  ['Inter-State supplies to unregistered persons', false, false],
  ['Intra-State supplies to unregistered persons', true, false],
] as const;
/** Amounts are numbers in the CSV (lib/csv.ts): a negative net stays a figure, not text. */
const money = (paise: number) => csvAmount(paise / 100);
const NIL = csvAmount(0);
const pos = (code: string) => placeOfSupplyLabel(code as GstStateCode);

/** One document's taxable value and tax per rate (percent). */
function byRate(doc: IssuedDocument): Map<number, { taxable: number; cgst: number; sgst: number; igst: number }> {
  const out = new Map<number, { taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const l of doc.lines) {
    const rate = l.gstBp / 100;
    const r = out.get(rate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    r.taxable += l.taxablePaise;
    r.cgst += l.cgstPaise;
    r.sgst += l.sgstPaise;
    r.igst += l.igstPaise;
    out.set(rate, r);
  }
  return out;
}

/** One document's taxable value and tax per SAC and rate ('996311|5'), for the HSN summary. */
function bySacAndRate(doc: IssuedDocument): Map<string, { taxable: number; cgst: number; sgst: number; igst: number }> {
  const out = new Map<string, { taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const l of doc.lines) {
    const key = `${l.sac ?? SAC_ACCOMMODATION}|${l.gstBp / 100}`;
    const r = out.get(key) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    r.taxable += l.taxablePaise;
    r.cgst += l.cgstPaise;
    r.sgst += l.sgstPaise;
    r.igst += l.igstPaise;
    out.set(key, r);
  }
  return out;
}

/** What the HSN summary says each SAC is (the brand's extras: docs/folios-and-extras.md). */
const SAC_DESCRIPTIONS: Record<string, string> = {
  [SAC_ACCOMMODATION]: 'Accommodation in hotels and similar',
  '996331': 'Food and beverage serving services',
  '996601': 'Rental of road vehicles with operator',
  '997311': 'Leasing or rental of motor vehicles without operator',
  '999712': 'Laundry and dry-cleaning services',
};

const isVoucher = (d: IssuedDocument) => isVoucherKind(d.kind);
/** Accommodation's rows first (by rate, as before extras), then each other SAC. */
const hsnOrder = (key: string) => (key.startsWith(`${SAC_ACCOMMODATION}|`) ? Number(key.split('|')[1]) - 1000 : 0);
/** The e-commerce operator's GSTIN a document's rows carry ('' when the booking did not come through a known one). */
const ecoGstin = (d: IssuedDocument) => d.ecommerce?.gstin ?? '';
const isB2b = (d: IssuedDocument) => Boolean(d.kind === 'invoice' ? d.recipient.gstin : d.invoiceRecipientGstin);
/** A b2cl invoice: no GSTIN, between states, above the limit. Notes follow their invoice. */
const isB2cl = (d: IssuedDocument) =>
  !isB2b(d) && !d.intraState && (d.kind === 'invoice' ? d.totalPaise : (d.invoiceTotalPaise ?? 0)) > B2CL_LIMIT_PAISE;
/** A B2C small supply (b2cs): a document to a guest without a GSTIN, not b2cl, not a voucher. */
const isB2cs = (d: IssuedDocument) => !isVoucher(d) && !isB2b(d) && !isB2cl(d);
/**
 * A note of `month` against a B2C small invoice of an earlier month: it amends that month's b2cs row (b2csa) instead
 * of netting into this month's. A note whose invoice date is unknown nets here, as before.
 */
const amendsEarlierMonth = (d: IssuedDocument, month: string) => {
  const of = invoiceMonthOf(d);
  return d.kind !== 'invoice' && isB2cs(d) && of !== null && of < month;
};

export interface Gstr1 {
  summary: GstSummary;
  /** Each section's rows, its header first, for lib/csv.ts's rowsToCsv. */
  csv: Record<GstSection, CsvValue[][]>;
}

/**
 * `documents`: the month's, of one GSTIN. `amendmentBasis`: for each earlier month whose B2C small invoices the month's
 * notes (or whose advances its refund vouchers) refer to, that month's invoices and receipt vouchers and every note and
 * refund voucher against them issued up to the end of `month` (the same GSTIN; documents of the month may appear in
 * both). Without it an amended row carries only what `documents` hold.
 */
export function gstr1(
  month: string,
  supplierGstin: string,
  documents: readonly IssuedDocument[],
  amendmentBasis: readonly IssuedDocument[] = [],
): Gstr1 {
  const csv = gstr1Headers();
  const totals: Record<GstSection, { rows: number; taxable: number; tax: number }> = Object.fromEntries(
    gstSections.map((s) => [s, { rows: 0, taxable: 0, tax: 0 }]),
  ) as Record<GstSection, { rows: number; taxable: number; tax: number }>;
  const count = (section: GstSection, taxable: number, tax: number) => {
    totals[section].rows += 1;
    totals[section].taxable += taxable;
    totals[section].tax += tax;
  };
  const b2cs = new Map<string, { pos: string; rate: number; eco: string; taxable: number; tax: number }>();
  /** Earlier months' b2cs rows the month's notes amend: 'YYYY-MM|pos'. */
  const amended = new Set<string>();
  /** By SAC and rate: '996311|5'. */
  const hsnB2b = new Map<string, { taxable: number; cgst: number; sgst: number; igst: number }>();
  const hsnB2c = new Map<string, { taxable: number; cgst: number; sgst: number; igst: number }>();
  const nilRated = new Map<string, number>();
  const rateTotals = new Map<number, { taxable: number; cgst: number; sgst: number; igst: number }>();

  // Vouchers of advances are not supplies: they are in 11A/11B and the documents table only.
  for (const d of documents.filter((x) => !isVoucher(x))) {
    const sign = documentSign(d.kind);
    // The HSN summary by SAC and rate: an extra's lines under their own SAC, the room-nights under 996311.
    const hsn = isB2b(d) ? hsnB2b : hsnB2c;
    for (const [key, r] of bySacAndRate(d)) {
      if (r.taxable === 0 && r.cgst + r.sgst + r.igst === 0) continue;
      const t = hsn.get(key) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
      t.taxable += sign * r.taxable;
      t.cgst += sign * r.cgst;
      t.sgst += sign * r.sgst;
      t.igst += sign * r.igst;
      hsn.set(key, t);
    }
    const rates = byRate(d);
    for (const [rate, r] of rates) {
      // No zero rows (issue 41): a rate on which the document carries neither value nor tax is not a supply.
      if (r.taxable === 0 && r.cgst + r.sgst + r.igst === 0) continue;
      if (rate === 0) {
        const key = `${d.intraState}|${isB2b(d)}`;
        nilRated.set(key, (nilRated.get(key) ?? 0) + sign * r.taxable);
      }
      const t = rateTotals.get(rate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
      t.taxable += sign * r.taxable;
      t.cgst += sign * r.cgst;
      t.sgst += sign * r.sgst;
      t.igst += sign * r.igst;
      rateTotals.set(rate, t);
      const tax = r.cgst + r.sgst + r.igst;
      if (d.kind === 'invoice' && isB2b(d)) {
        csv.b2b.push([
          d.recipient.gstin ?? '',
          d.recipient.companyName ?? d.recipient.name,
          d.number,
          gstDate(d.issueDate),
          money(d.totalPaise),
          pos(d.placeOfSupply),
          'N',
          '',
          'Regular B2B',
          ecoGstin(d),
          rate,
          money(r.taxable),
          NIL,
        ]);
        count('b2b', r.taxable, tax);
      } else if (d.kind === 'invoice' && isB2cl(d)) {
        csv.b2cl.push([
          d.number,
          gstDate(d.issueDate),
          money(d.totalPaise),
          pos(d.placeOfSupply),
          '',
          rate,
          money(r.taxable),
          NIL,
          ecoGstin(d),
        ]);
        count('b2cl', r.taxable, tax);
      } else if (d.kind !== 'invoice' && isB2b(d)) {
        csv.cdnr.push([
          d.invoiceRecipientGstin ?? '',
          d.recipient.companyName ?? d.recipient.name,
          d.number,
          gstDate(d.issueDate),
          d.kind === 'credit_note' ? 'C' : 'D',
          pos(d.placeOfSupply),
          'N',
          'Regular B2B',
          money(d.totalPaise),
          '',
          rate,
          money(r.taxable),
          NIL,
        ]);
        count('cdnr', r.taxable, tax);
      } else if (d.kind !== 'invoice' && isB2cl(d)) {
        csv.cdnur.push([
          'B2CL',
          d.number,
          gstDate(d.issueDate),
          d.kind === 'credit_note' ? 'C' : 'D',
          pos(d.placeOfSupply),
          money(d.totalPaise),
          '',
          rate,
          money(r.taxable),
          NIL,
        ]);
        count('cdnur', r.taxable, tax);
      } else if (amendsEarlierMonth(d, month)) {
        // B2C small, a note of an earlier month's invoice: that month's row is restated in b2csa (below).
        amended.add(`${invoiceMonthOf(d)}|${d.placeOfSupply}`);
      } else {
        // B2C small: invoices and their notes of the same month net by place of supply and rate.
        const key = `${d.placeOfSupply}|${rate}|${ecoGstin(d)}`;
        const t = b2cs.get(key) ?? { pos: d.placeOfSupply, rate, eco: ecoGstin(d), taxable: 0, tax: 0 };
        t.taxable += sign * r.taxable;
        t.tax += sign * tax;
        b2cs.set(key, t);
      }
    }
  }
  const byPosRateEco = (a: { pos: string; rate: number; eco: string }, b: { pos: string; rate: number; eco: string }) =>
    a.pos.localeCompare(b.pos) || a.rate - b.rate || a.eco.localeCompare(b.eco);
  for (const t of [...b2cs.values()].sort(byPosRateEco)) {
    // Invoices and notes that cancel out to nothing leave no row.
    if (t.taxable === 0 && t.tax === 0) continue;
    // Type 'E': supplied through an e-commerce operator, whose GSTIN the row names; 'OE' otherwise.
    csv.b2cs.push([t.eco ? 'E' : 'OE', pos(t.pos), '', t.rate, money(t.taxable), NIL, t.eco]);
    count('b2cs', t.taxable, t.tax);
  }
  for (const r of b2csAmendments(month, amended, [...documents, ...amendmentBasis])) {
    const [financialYear, originalMonth] = originalPeriod(r.month);
    csv.b2csa.push([
      financialYear,
      originalMonth,
      pos(r.pos),
      r.eco ? 'E' : 'OE',
      '',
      r.rate,
      money(r.taxable),
      NIL,
      r.eco,
    ]);
    count('b2csa', r.taxable, r.tax);
  }
  const eco = ecommerceTables(month, documents, amendmentBasis);
  for (const r of eco.eco) {
    csv.eco.push([
      ecommerceNatureOfSupply[r.section],
      r.gstin,
      r.name,
      money(r.taxable),
      money(r.igst),
      money(r.cgst),
      money(r.sgst),
      NIL,
    ]);
    count('eco', r.taxable, r.igst + r.cgst + r.sgst);
  }
  for (const r of eco.ecoa) {
    csv.ecoa.push([
      ecommerceNatureOfSupply[r.section],
      ...originalPeriod(r.month),
      r.gstin,
      r.gstin,
      r.name,
      money(r.taxable),
      money(r.igst),
      money(r.cgst),
      money(r.sgst),
      NIL,
    ]);
    count('ecoa', r.taxable, r.igst + r.cgst + r.sgst);
  }
  for (const [description, intra, registered] of EXEMP_ROWS) {
    const nil = nilRated.get(`${intra}|${registered}`) ?? 0;
    csv.exemp.push([description, money(nil), NIL, NIL]);
    count('exemp', nil, 0);
  }
  // Gross advance: the taxable value of the advance, GST excluded (the tool computes the tax from rate and POS).
  const advances = advanceTables(month, documents);
  for (const section of ['at', 'atadj'] as const)
    for (const r of advances[section]) {
      csv[section].push([pos(r.placeOfSupply), '', r.rate, money(r.taxablePaise), NIL]);
      count(section, r.taxablePaise, r.taxPaise);
    }
  for (const r of advanceAmendments(month, documents, amendmentBasis)) {
    csv.ata.push([...originalPeriod(r.month), pos(r.placeOfSupply), '', r.rate, money(r.taxablePaise), NIL]);
    count('ata', r.taxablePaise, r.taxPaise);
  }
  for (const [section, hsn] of [
    ['hsnb2b', hsnB2b],
    ['hsnb2c', hsnB2c],
  ] as const)
    for (const [key, t] of [...hsn].sort(([a], [b]) => hsnOrder(a) - hsnOrder(b) || a.localeCompare(b))) {
      const tax = t.cgst + t.sgst + t.igst;
      if (t.taxable === 0 && tax === 0) continue;
      const [sac = SAC_ACCOMMODATION, rateText = '0'] = key.split('|');
      const rate = Number(rateText);
      csv[section].push([
        sac,
        SAC_DESCRIPTIONS[sac] ?? 'Services',
        'NA',
        0,
        money(t.taxable + tax),
        rate,
        money(t.taxable),
        money(t.igst),
        money(t.cgst),
        money(t.sgst),
        NIL,
      ]);
      count(section, t.taxable, tax);
    }
  const natures = [
    ['invoice', 'Invoices for outward supply'],
    ['credit_note', 'Credit Note'],
    ['debit_note', 'Debit Note'],
    ['receipt_voucher', 'Receipt voucher'],
    ['refund_voucher', 'Refund voucher'],
  ] as const;
  for (const [kind, nature] of natures) {
    const ofKind = documents.filter((d) => d.kind === kind).sort((a, b) => a.sequence - b.sequence);
    if (!ofKind.length) continue;
    csv.docs.push([nature, ofKind[0]!.number, ofKind.at(-1)!.number, ofKind.length, 0]);
    totals.docs.rows += 1;
  }

  const kindTotals = (kind: IssuedDocument['kind']) => {
    const of = documents.filter((d) => d.kind === kind);
    const taxable = of.reduce((n, d) => n + d.taxablePaise, 0);
    const total = of.reduce((n, d) => n + d.totalPaise, 0);
    return { count: of.length, taxableValue: taxable / 100, tax: (total - taxable) / 100, total: total / 100 };
  };
  return {
    csv,
    summary: {
      month,
      supplierGstin,
      sections: gstSections.map((section) => ({
        section,
        label: gstSectionLabels[section],
        rows: totals[section].rows,
        taxableValue: totals[section].taxable / 100,
        tax: totals[section].tax / 100,
      })),
      byRate: [...rateTotals]
        .sort((a, b) => a[0] - b[0])
        .map(([ratePercent, t]) => ({
          ratePercent,
          taxableValue: t.taxable / 100,
          cgst: t.cgst / 100,
          sgst: t.sgst / 100,
          igst: t.igst / 100,
        })),
      invoices: kindTotals('invoice'),
      creditNotes: kindTotals('credit_note'),
      debitNotes: kindTotals('debit_note'),
      ecommerce: [
        ...eco.eco.map((r) => ({ ...r, amended: false })),
        ...eco.ecoa.map((r) => ({ ...r, amended: true })),
      ].map((r) => ({
        natureOfSupply: ecommerceNatureOfSupply[r.section],
        gstin: r.gstin,
        name: r.name,
        originalMonth: r.amended ? r.month : null,
        taxableValue: r.taxable / 100,
        igst: r.igst / 100,
        cgst: r.cgst / 100,
        sgst: r.sgst / 100,
      })),
    },
  };
}

interface AmendedRow {
  month: string;
  pos: string;
  rate: number;
  /** The e-commerce operator's GSTIN the row is of ('' for supplies not through one). */
  eco: string;
  taxable: number;
  tax: number;
}

/**
 * b2csa: each earlier month's b2cs row (by place of supply) that a note of `month` refers to, revised: the month's
 * B2C small invoices and every note against them issued up to the end of `month`, by rate. Every rate of the row is
 * written (the amendment replaces the place of supply's row as filed), a rate refunded to nothing as 0.00; a rate that
 * was nothing as filed and is still nothing is left out. Documents are counted once (by id).
 */
function b2csAmendments(month: string, amended: ReadonlySet<string>, documents: readonly IssuedDocument[]) {
  if (!amended.size) return [];
  const through = monthRange(month).to;
  const rows = new Map<string, AmendedRow & { filedTaxable: number; filedTax: number }>();
  const seen = new Set<string>();
  for (const d of documents) {
    if (seen.has(d.id) || !isB2cs(d) || d.issueDate > through) continue;
    seen.add(d.id);
    const of = invoiceMonthOf(d);
    if (of === null || !amended.has(`${of}|${d.placeOfSupply}`)) continue;
    const sign = documentSign(d.kind);
    for (const [rate, r] of byRate(d)) {
      const tax = r.cgst + r.sgst + r.igst;
      if (r.taxable === 0 && tax === 0) continue;
      const key = `${of}|${d.placeOfSupply}|${rate}|${ecoGstin(d)}`;
      const t = rows.get(key) ?? {
        month: of,
        pos: d.placeOfSupply,
        rate,
        eco: ecoGstin(d),
        taxable: 0,
        tax: 0,
        filedTaxable: 0,
        filedTax: 0,
      };
      t.taxable += sign * r.taxable;
      t.tax += sign * tax;
      // The row as filed: that month's invoices and the notes issued in it (its b2cs left out a row netting to 0).
      if (d.issueDate.slice(0, 7) === of) {
        t.filedTaxable += sign * r.taxable;
        t.filedTax += sign * tax;
      }
      rows.set(key, t);
    }
  }
  return [...rows.values()]
    .filter((r) => r.filedTaxable !== 0 || r.filedTax !== 0 || r.taxable !== 0 || r.tax !== 0)
    .sort(
      (a, b) =>
        a.month.localeCompare(b.month) || a.pos.localeCompare(b.pos) || a.rate - b.rate || a.eco.localeCompare(b.eco),
    )
    .map(({ filedTaxable: _t, filedTax: _x, ...r }): AmendedRow => r);
}
