import { z } from 'zod';
import { objectIdSchema } from './common';
import { formatDay } from './format';
import { businessDetailsSchema } from './gst';
import type { IsoDate } from './stay-dates';
import { type TaxDocument, taxDocumentSchema } from './tax-documents';

/**
 * A business guest after checkout (issue 41): GST details added to a stay already invoiced to the guest issue a
 * credit note cancelling that invoice and a new tax invoice made out to the business (CGST Act s.34, s.31). The
 * guest's booking page and the console's booking desk ask the same thing with the same schema.
 */

/**
 * The business the invoice is made out to: its legal name, GSTIN (format and check character) and billing address,
 * which a B2B invoice must carry (CGST rule 46(e)), so required here.
 */
export const addBusinessDetailsSchema = businessDetailsSchema.extend({
  address: z
    .string({ error: 'Billing address is required' })
    .trim()
    .min(5, 'Billing address is required')
    .max(300, 'Address is too long'),
});
export type AddBusinessDetails = z.input<typeof addBusinessDetailsSchema>;

export const businessDetailsPaths = {
  guest: '/property/v1/app/booking/:bookingId/business-details',
  admin: '/api/admin/bookings/:id/business-details',
} as const;

export const guestBusinessDetailsParamsSchema = z.object({ bookingId: objectIdSchema });

/**
 * What happened: `reinvoiced` (a credit note and a new invoice to the business were issued), `recorded` (no invoice
 * yet: the one to come is made out to the business), `unchanged` (these details were already on the stay: a repeated
 * submit issues nothing).
 */
export const businessDetailsOutcomes = ['reinvoiced', 'recorded', 'unchanged'] as const;

export type BusinessDetailsOutcome = (typeof businessDetailsOutcomes)[number];

/**
 * The names in the outcome's sentence: the business the invoice is made out to, and for `reinvoiced` the three
 * documents' numbers. Sent beside the sentence (optional) so a page in another language words it (issue 43).
 */
export const businessDetailsFactsSchema = z.object({
  companyName: z.string(),
  gstin: z.string(),
  creditNote: z.string().optional(),
  cancelledInvoice: z.string().optional(),
  invoice: z.string().optional(),
});
export type BusinessDetailsFacts = z.infer<typeof businessDetailsFactsSchema>;

/** The outcome's sentence in English, as the API answers it. */
export function businessDetailsText(outcome: BusinessDetailsOutcome, facts: BusinessDetailsFacts): string {
  switch (outcome) {
    case 'unchanged':
      return `These GST details are already on this stay: its tax invoice is made out to ${facts.companyName}.`;
    case 'recorded':
      return `GST details saved: the tax invoice will be made out to ${facts.companyName} when it is issued.`;
    case 'reinvoiced':
      return (
        `Credit note ${facts.creditNote} cancels tax invoice ${facts.cancelledInvoice}; tax invoice ${facts.invoice} ` +
        `is made out to ${facts.companyName} (GSTIN ${facts.gstin}).`
      );
  }
}

/**
 * Why GST details cannot be put on a stay, as facts: the API sends them in its 409's `details` (optional, beside the
 * English `businessDetailsRefusalText` writes), for a page in another language to word it.
 */
export type BusinessDetailsRefusal =
  | { reason: 'never_confirmed' }
  | { reason: 'other_business'; companyName: string | null; gstin: string }
  | { reason: 'not_invoiced'; cancelled: boolean }
  | { reason: 'credited_back' }
  | { reason: 'credit_deadline'; invoice: string; issueDate: IsoDate; deadline: IsoDate };

export const BUSINESS_DETAILS_REFUSALS = [
  'never_confirmed',
  'other_business',
  'not_invoiced',
  'credited_back',
  'credit_deadline',
] as const satisfies readonly BusinessDetailsRefusal['reason'][];

/** The API's English for a refusal. */
export function businessDetailsRefusalText(refusal: BusinessDetailsRefusal): string {
  switch (refusal.reason) {
    case 'never_confirmed':
      return 'This booking was never confirmed, so it has no invoice to make out to a business.';
    case 'other_business':
      return (
        `This stay is already invoiced to ${refusal.companyName ?? 'a business'} (GSTIN ${refusal.gstin}). ` +
        'Another business cannot be put on it here: please ask the hotel.'
      );
    case 'not_invoiced':
      return (
        `Nothing was invoiced for this ${refusal.cancelled ? 'cancelled ' : ''}stay, so there is no ` +
        'invoice to make out to a business.'
      );
    case 'credited_back':
      return 'Everything invoiced for this stay has been credited back, so there is no invoice to make out to a business.';
    case 'credit_deadline':
      return (
        `Tax invoice ${refusal.invoice} was issued on ${formatDay(refusal.issueDate)}. A credit ` +
        `note against it could be issued only until ${formatDay(refusal.deadline)} (CGST Act s.34(2)), so it can no ` +
        'longer be made out to a business.'
      );
  }
}

export const addBusinessDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    outcome: z.enum(businessDetailsOutcomes),
    /** What was done, in a sentence for the guest or the desk. */
    message: z.string(),
    facts: businessDetailsFactsSchema.optional(),
    /** The booking's documents after it. */
    documents: z.array(taxDocumentSchema),
  }),
});
export type AddBusinessDetailsResult = z.infer<typeof addBusinessDetailsResponseSchema>['data'];

/**
 * The last day a credit note may be issued against an invoice (CGST Act s.34(2) as amended from 1 October 2022): 30
 * November following the end of the financial year of the supply, read as the invoice's issue date. (The law also
 * ends it at the annual return's filing if that is earlier, which the books cannot know.) '2026-06-05' → '2027-11-30'.
 */
export function creditNoteDeadline(invoiceIssueDate: IsoDate): IsoDate {
  const year = Number(invoiceIssueDate.slice(0, 4));
  const month = Number(invoiceIssueDate.slice(5, 7));
  const financialYearEnds = month >= 4 ? year + 1 : year;
  return `${financialYearEnds}-11-30`;
}

/**
 * The booking's invoice in force: its latest, in issue order (a business added after checkout makes the new one the
 * latest, and later notes adjust it). Read by the API's books (ledger) and by the guest's page and the desk.
 */
export function invoiceInForce<T extends { kind: string; companyExtras?: true }>(
  documents: readonly T[],
): T | undefined {
  // A company's invoice for the extras billed to it (folios) is not the stay's, whenever it was issued.
  return documents.filter((d) => d.kind === 'invoice' && !d.companyExtras).at(-1);
}

/** How a document counts in what a stay's invoices and notes charge: a credit note takes off, the others add. */
export const documentSign = (kind: string): 1 | -1 => (kind === 'credit_note' ? -1 : 1);

/** What a stay's tax invoices and debit and credit notes still charge (receipt and refund vouchers are not supplies). */
export function chargedByDocuments(documents: ReadonlyArray<{ kind: string; total: number }>): number {
  return documents
    .filter((d) => d.kind === 'invoice' || d.kind === 'debit_note' || d.kind === 'credit_note')
    .reduce((n, d) => n + documentSign(d.kind) * d.total, 0);
}

/** The business the invoice in force is made out to, or null when it names none (the guest's booking page and the desk). */
export function invoicedBusiness(documents: readonly TaxDocument[]): { companyName: string; gstin: string } | null {
  const recipient = invoiceInForce(documents)?.recipient;
  return recipient?.gstin ? { companyName: recipient.companyName ?? recipient.name, gstin: recipient.gstin } : null;
}
