import { type GstStateCode, gstinStateCode, gstStates, placeOfSupplyLabel } from '@staybook/contract/gst';

/** Who a booking's documents are made out to, as the books read the booking. */
export interface RecipientSource {
  guestName: string;
  guestEmail: string | null;
  guestPhone: string | null;
  businessName: string | null;
  businessGstin: string | null;
  businessAddress: string | null;
  recipientAddress: string | null;
  recipientStateCode: string | null;
}

/**
 * The recipient printed on a document: the guest, and the business with its GSTIN, address and state when the
 * booking has "GST details for a business"; otherwise a private guest's address and state when given for an invoice
 * above ₹50,000 (CGST rule 46(p)), the name alone when not (the console lists such an invoice as incomplete).
 */
export function recipientOf(booking: RecipientSource) {
  const guest = { name: booking.guestName, email: booking.guestEmail, phone: booking.guestPhone };
  if (booking.businessGstin)
    return {
      ...guest,
      companyName: booking.businessName,
      gstin: booking.businessGstin,
      address: booking.businessAddress,
      state: placeOfSupplyLabel(gstinStateCode(booking.businessGstin)),
    };
  const code = booking.recipientStateCode;
  return {
    ...guest,
    companyName: null,
    gstin: null,
    address: booking.recipientAddress,
    state: code && code in gstStates ? placeOfSupplyLabel(code as GstStateCode) : null,
  };
}
