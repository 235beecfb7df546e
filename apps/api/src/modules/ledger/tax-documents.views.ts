import { formatDay } from '@staybook/contract/format';
import { type gstStates, placeOfSupplyLabel, SAC_ACCOMMODATION } from '@staybook/contract/gst';
import { LANGUAGES } from '@staybook/contract/languages';
import { paiseToRupees } from '@staybook/contract/money';
import {
  adminDocumentPaths,
  guestDocumentPaths,
  type TaxDocument,
  type TaxDocumentKind,
  type TaxDocumentReason,
  type TaxParty,
  taxDocumentKindLabels,
  taxDocumentReasonLabels,
} from '@staybook/contract/tax-documents';
import type { DbOrTx } from '../../db/client.js';
import { type AdvancePart, linesTotal } from './advance-rules.js';
import * as repo from './ledger.repository.js';
import type { StoredLine } from './ledger.service.js';
import type { HeadingLanguage } from './tax-document-headings.js';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

interface StoredStay {
  checkIn: string;
  checkOut: string;
  nights: number;
  propertyName: string;
  propertyAddress: string;
  /** An invoice of a stay with discounts, issued since issue 41 (ledger-rules invoiceDiscounts). */
  tariffPaise?: number;
  discounts?: Array<{ label: string; amountPaise: number }>;
}

/** Who asks decides where the PDF link points (the guest's path needs the booking; the console's the document). */
export type DocumentAudience = 'guest' | 'staff';

export function pdfPathOf(row: Pick<repo.TaxDocumentRow, 'id' | 'bookingId'>, audience: DocumentAudience): string {
  return audience === 'guest'
    ? guestDocumentPaths.pdf.replace(':bookingId', row.bookingId).replace(':documentId', row.id)
    : adminDocumentPaths.pdf.replace(':id', row.id);
}

/** A document as issued, for the API and the PDF: rupees with paise, dates as IST calendar dates. */
export function toTaxDocument(
  row: repo.TaxDocumentRow,
  bookingCode: string,
  invoice: repo.TaxDocumentRow | undefined,
  audience: DocumentAudience,
  language?: string | null,
): TaxDocument {
  const stay = row.stay as StoredStay;
  const kind = row.kind as TaxDocumentKind;
  const reason = row.reason as TaxDocumentReason;
  const lines = (row.lines as StoredLine[]).map((l) => {
    const tax = l.cgstPaise + l.sgstPaise + l.igstPaise;
    return {
      stayDate: l.stayDate,
      description: `${l.roomTypeName} · ${formatDay(l.stayDate)}`,
      roomNights: l.roomNights,
      sac: l.sac ?? SAC_ACCOMMODATION,
      taxableValue: paiseToRupees(l.taxablePaise),
      ratePercent: l.gstBp / 100,
      cgst: paiseToRupees(l.cgstPaise),
      sgst: paiseToRupees(l.sgstPaise),
      igst: paiseToRupees(l.igstPaise),
      total: paiseToRupees(l.taxablePaise + tax),
    };
  });
  return {
    ...((row.lines as StoredLine[]).some((l) => l.payerGstin) ? { companyExtras: true as const } : {}),
    id: row.id,
    kind,
    kindLabel: taxDocumentKindLabels[kind],
    number: row.number,
    financialYear: row.financialYear,
    issuedAt: unix(row.issuedAt),
    issueDate: row.issueDate,
    reason,
    reasonLabel: taxDocumentReasonLabels[reason],
    bookingId: row.bookingId,
    bookingCode,
    refersTo: invoice ? { id: invoice.id, number: invoice.number, issueDate: invoice.issueDate } : null,
    supplier: row.supplier as TaxParty,
    recipient: row.recipient as TaxParty,
    placeOfSupply: placeOfSupplyLabel(row.placeOfSupply as keyof typeof gstStates),
    supplyType: row.intraState ? 'intra_state' : 'inter_state',
    property: { name: stay.propertyName, address: stay.propertyAddress },
    stay: { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights },
    lines,
    discounts:
      stay.tariffPaise !== undefined && stay.discounts?.length
        ? {
            tariff: paiseToRupees(stay.tariffPaise),
            lines: stay.discounts.map((d) => ({ label: d.label, amount: paiseToRupees(d.amountPaise) })),
          }
        : null,
    taxableValue: paiseToRupees(row.taxablePaise),
    cgst: paiseToRupees(row.cgstPaise),
    sgst: paiseToRupees(row.sgstPaise),
    igst: paiseToRupees(row.igstPaise),
    total: paiseToRupees(row.totalPaise),
    advancesAdjusted: advancesAdjustedOf(row),
    pdfUrl: pdfPathOf(row, audience),
    ...(isHeadingLanguage(language) ? { language } : {}),
  };
}

/** A booking's language the PDF prints headings in (every guest language but English). */
function isHeadingLanguage(language: string | null | undefined): language is HeadingLanguage {
  return language != null && language !== 'en' && (LANGUAGES as readonly string[]).includes(language);
}

/** The advances an invoice adjusts, per receipt voucher, and what it leaves to pay (null when it adjusts none). */
function advancesAdjustedOf(row: repo.TaxDocumentRow): TaxDocument['advancesAdjusted'] {
  const parts = (row.advances as AdvancePart[] | null) ?? [];
  if (row.kind !== 'invoice' || !parts.length) return null;
  const total = parts.reduce((n, p) => n + linesTotal(p.lines), 0);
  return {
    vouchers: parts.map((p) => {
      const taxable = p.lines.reduce((n, l) => n + l.rentPaise, 0);
      const amount = linesTotal(p.lines);
      return {
        id: p.voucherId,
        number: p.number,
        issueDate: p.issueDate,
        amount: paiseToRupees(amount),
        taxableValue: paiseToRupees(taxable),
        tax: paiseToRupees(amount - taxable),
      };
    }),
    total: paiseToRupees(total),
    balance: paiseToRupees(Number(row.totalPaise) - total),
  };
}

/** A booking's documents, oldest first. */
export async function documentsOfBooking(
  db: DbOrTx,
  bookingId: string,
  audience: DocumentAudience,
): Promise<TaxDocument[]> {
  const [rows, booking] = await Promise.all([repo.documentsOf(db, bookingId), repo.bookingForBooks(db, bookingId)]);
  if (!booking) return [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows.map((r) =>
    toTaxDocument(r, booking.code, r.invoiceId ? byId.get(r.invoiceId) : undefined, audience, booking.language),
  );
}

/** One document by id, with its booking's code and the invoice it refers to. */
export async function documentView(
  db: DbOrTx,
  id: string,
  audience: DocumentAudience,
): Promise<TaxDocument | undefined> {
  const row = await repo.documentById(db, id);
  if (!row) return undefined;
  const [booking, invoice] = await Promise.all([
    repo.bookingForBooks(db, row.bookingId),
    row.invoiceId ? repo.documentById(db, row.invoiceId) : Promise.resolve(undefined),
  ]);
  return toTaxDocument(row, booking?.code ?? '', invoice, audience, booking?.language);
}

/** Who booked it (the guest routes' owner check). */
export const bookingOwner = (db: DbOrTx, bookingId: string) => repo.bookingOwner(db, bookingId);
