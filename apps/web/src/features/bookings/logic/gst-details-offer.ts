import type { BookingLabel } from '@staybook/contract/booking-lifecycle';
import { chargedByDocuments, invoicedBusiness, invoiceInForce } from '@staybook/contract/business-invoice';
import type { TaxDocument } from '@staybook/contract/tax-documents';

/**
 * Whether the booking page offers "Add GST details" (issue 41): a stay invoiced to the guest, or one standing and not
 * invoiced yet, may be made out to a business; one already invoiced to a business says to whom; an unpaid booking, or
 * a cancelled one with nothing invoiced, offers nothing.
 */
export type GstDetailsOffer =
  | { kind: 'offer'; invoiced: boolean }
  | { kind: 'invoiced-to'; companyName: string; gstin: string }
  | { kind: 'none' };

export function gstDetailsOffer(status: BookingLabel, documents: readonly TaxDocument[]): GstDetailsOffer {
  const business = invoicedBusiness(documents);
  if (business) return { kind: 'invoiced-to', ...business };
  const invoice = invoiceInForce(documents);
  // What the invoices and notes still charge: a cancelled stay credited back in full has nothing left to make out.
  const charged = chargedByDocuments(documents);
  if (status === 'processing' || (status === 'cancelled' && (!invoice || charged <= 0))) return { kind: 'none' };
  return { kind: 'offer', invoiced: Boolean(invoice) };
}
