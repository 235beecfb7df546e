import { z } from 'zod';
import { languageSchema, objectIdSchema } from './common.js';

/**
 * GST tax invoices, credit notes and debit notes (decision 011). A document is issued once and never edited: a later
 * change of what a booking is charged is a new credit or debit note that refers to the invoice. Amounts are rupees
 * with paise (a tax document is exact to the paisa), times unix seconds, dates IST calendar dates.
 */

/**
 * A receipt voucher (CGST rule 50) is issued when money is received for a stay before its tax invoice (a deposit, a
 * part payment): GST on an advance is due when it is received (s.13(2)). A refund voucher (rule 51) when an advance is
 * refunded before the invoice; the invoice adjusts what is still outstanding (`advancesAdjusted`).
 */
export const taxDocumentKinds = ['invoice', 'credit_note', 'debit_note', 'receipt_voucher', 'refund_voucher'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

export const taxDocumentKindLabels: Record<TaxDocumentKind, string> = {
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
  debit_note: 'Debit note',
  receipt_voucher: 'Receipt voucher',
  refund_voucher: 'Refund voucher',
};

/** Why a document was issued, in the words printed on it. */
export const taxDocumentReasons = [
  'stay_paid',
  'stay_completed',
  'cancellation_charge',
  'no_show_charge',
  'cancellation_refund',
  'refund',
  'change_lower',
  'change_higher',
  'advance_received',
  'advance_refunded',
  'business_reinvoice_cancel',
  'business_reinvoice',
] as const;
export type TaxDocumentReason = (typeof taxDocumentReasons)[number];

export const taxDocumentReasonLabels: Record<TaxDocumentReason, string> = {
  stay_paid: 'Accommodation, paid in advance',
  stay_completed: 'Accommodation, stay completed',
  cancellation_charge: 'Cancellation charge kept under the booking’s policy',
  no_show_charge: 'No-show charge kept under the booking’s policy',
  cancellation_refund: 'Booking cancelled: the amount refunded',
  refund: 'Amount refunded',
  change_lower: 'Booking changed: price lowered',
  change_higher: 'Booking changed: price raised',
  advance_received: 'Advance received for accommodation to be supplied',
  advance_refunded: 'Advance refunded: no supply made for it',
  business_reinvoice_cancel: 'Invoice cancelled: made out again to the guest’s business',
  business_reinvoice: 'Accommodation, invoiced to the business in place of the guest’s invoice',
};

export const taxDocumentLineSchema = z.object({
  /** The night (IST calendar date) this line is the accommodation of. */
  stayDate: z.string(),
  /** 'Deluxe Room · 12 Dec 2026': the room type and night, as printed. */
  description: z.string(),
  roomNights: z.number().int(),
  sac: z.string(),
  taxableValue: z.number(),
  /** GST rate in percent (0, 5, 18). */
  ratePercent: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type TaxDocumentLine = z.infer<typeof taxDocumentLineSchema>;

export const taxPartySchema = z.object({
  name: z.string(),
  /** Legal name of a registered supplier or business recipient. */
  companyName: z.string().nullable(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  /** '30-Goa' for the supplier and a business recipient; null for a guest without a GSTIN. */
  state: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TaxParty = z.infer<typeof taxPartySchema>;

export const taxDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(taxDocumentKinds),
  kindLabel: z.string(),
  /** 'SB/26-27/000123': consecutive per series and financial year, at most 16 characters. */
  number: z.string(),
  financialYear: z.string(),
  issuedAt: z.number().int(),
  issueDate: z.string(),
  reason: z.enum(taxDocumentReasons),
  reasonLabel: z.string(),
  bookingId: z.uuid(),
  bookingCode: z.string(),
  /** The invoice a credit or debit note adjusts; the receipt voucher a refund voucher refunds. */
  refersTo: z.object({ id: z.uuid(), number: z.string(), issueDate: z.string() }).nullable(),
  supplier: taxPartySchema,
  recipient: taxPartySchema,
  /** Where the property is: the place of supply of accommodation ('30-Goa'). */
  placeOfSupply: z.string(),
  /** CGST + SGST when the supplier's registration and the property are in one state; IGST otherwise. */
  supplyType: z.enum(['intra_state', 'inter_state']),
  property: z.object({ name: z.string(), address: z.string() }),
  stay: z.object({ checkIn: z.string(), checkOut: z.string(), nights: z.number().int() }),
  lines: z.array(taxDocumentLineSchema),
  /**
   * A company's own document for the extras billed to it at the desk (docs/folios-and-extras.md), beside the stay's
   * documents: never the stay's invoice in force. Absent on every other document.
   */
  companyExtras: z.literal(true).optional(),
  /**
   * An invoice of the whole stay as booked with discounts (s.15(3)(a) CGST Act): the tariff before them and each
   * discount (coupon, promotion, free night, member rate) as the booking recorded it; the taxable value is the tariff
   * less them. Absent on notes, on invoices of a fee kept, on stays without a discount and on documents issued before.
   */
  discounts: z
    .object({
      tariff: z.number(),
      lines: z.array(z.object({ label: z.string(), amount: z.number() })),
    })
    .nullable()
    .optional(),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  /**
   * On an invoice: the advances it adjusts (receipt vouchers issued before it), each with the amount adjusted and the
   * taxable value and GST in it; `balance` is what the invoice leaves to pay after them. Absent on other documents.
   */
  advancesAdjusted: z
    .object({
      vouchers: z.array(
        z.object({
          id: z.uuid(),
          number: z.string(),
          issueDate: z.string(),
          amount: z.number(),
          taxableValue: z.number(),
          tax: z.number(),
        }),
      ),
      total: z.number(),
      balance: z.number(),
    })
    .nullable()
    .optional(),
  /** Where the PDF is downloaded (the guest's or the console's path, by who asked). */
  pdfUrl: z.string(),
  /**
   * The language the booking was made in, when not English: the PDF prints its headings in it beside the English
   * (the document itself stays English). Absent for English.
   */
  language: languageSchema.exclude(['en']).optional(),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

/** The guest's documents of one booking (GET /property/v1/app/booking/:bookingId/documents). */
export const guestDocumentPaths = {
  list: '/property/v1/app/booking/:bookingId/documents',
  pdf: '/property/v1/app/booking/:bookingId/documents/:documentId/pdf',
} as const;

/** The console's documents. */
export const adminDocumentPaths = {
  list: '/api/admin/documents',
  ofBooking: '/api/admin/bookings/:id/documents',
  pdf: '/api/admin/documents/:id/pdf',
} as const;

export const bookingDocumentsParamsSchema = z.object({ bookingId: objectIdSchema });
export const bookingDocumentPdfParamsSchema = z.object({ bookingId: objectIdSchema, documentId: objectIdSchema });
export const taxDocumentsResponseSchema = z.object({ success: z.literal(true), data: z.array(taxDocumentSchema) });

/** The file name a document downloads as: 'SB-26-27-000123.pdf'. */
export function taxDocumentFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}
