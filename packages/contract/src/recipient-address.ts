import { z } from 'zod';
import { type GstStateCode, gstStates } from './gst';

/**
 * The recipient's address and state on a large B2C invoice (CGST rule 46(p) as the project reads it: a tax invoice to
 * an unregistered person of taxable value above ₹50,000 carries the recipient's name, address and state). Asked at
 * checkout and at the desk only for such a stay; a booking without it still stands and is invoiced with the name
 * alone, and the console lists that invoice as incomplete (docs/books.md).
 */

/** ₹50,000 in paise: a B2C invoice of a taxable value above it names the recipient's address and state. */
export const RECIPIENT_ADDRESS_ABOVE_PAISE = 50_000_00;

/** Whether a stay of this taxable value (room rent after discounts, before GST) needs the guest's address. */
export function needsRecipientAddress(taxablePaise: number): boolean {
  return taxablePaise > RECIPIENT_ADDRESS_ABOVE_PAISE;
}

const stateCodes = Object.keys(gstStates) as [GstStateCode, ...GstStateCode[]];

export const recipientAddressSchema = z.object({
  /** House, street, city and PIN, as the guest writes them. */
  address: z
    .string({ error: 'Address is required' })
    .trim()
    .min(5, 'Enter your address: house, street, city and PIN')
    .max(300, 'Address is too long'),
  /** The GST code of the guest's state ('27' Maharashtra). */
  stateCode: z.enum(stateCodes, { error: 'Choose your state' }),
});
export type RecipientAddress = z.infer<typeof recipientAddressSchema>;

/** The states to choose from, by name. */
export const recipientStateOptions: ReadonlyArray<{ code: GstStateCode; name: string }> = stateCodes
  .map((code) => ({ code, name: gstStates[code] }))
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * What an issued invoice lacks by rule 46(p), in words for the console, or null: a B2C invoice (no GSTIN) of taxable
 * value above ₹50,000 without the recipient's address and state. Notes and vouchers are not asked.
 */
export function missingRecipientAddress(doc: {
  kind: string;
  taxablePaise: number;
  recipient: { gstin: string | null; address?: string | null; state?: string | null };
}): string | null {
  if (doc.kind !== 'invoice' || doc.recipient.gstin || !needsRecipientAddress(doc.taxablePaise)) return null;
  if (doc.recipient.address && doc.recipient.state) return null;
  return 'Incomplete: a B2C invoice above ₹50,000 without the recipient’s address and state (CGST rule 46(p))';
}
