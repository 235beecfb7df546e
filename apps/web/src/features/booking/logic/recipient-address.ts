import { rupeesToPaise } from '@staybook/contract/money';
import {
  needsRecipientAddress,
  type RecipientAddress,
  recipientAddressSchema,
} from '@staybook/contract/recipient-address';
import type { RecipientAddressDraft } from './recipient-address-draft';

export { emptyRecipientAddressDraft, type RecipientAddressDraft } from './recipient-address-draft';

export type RecipientAddressField = 'address' | 'stateCode';
export type RecipientAddressErrors = Partial<Record<RecipientAddressField, string>>;

/**
 * Whether checkout asks the guest's address and state: a stay of taxable value (before GST, after discounts) above
 * ₹50,000 invoiced to a private guest (CGST rule 46(p)); a business's invoice carries the business's address instead.
 */
export function asksRecipientAddress(taxableRupees: number, businessWanted: boolean): boolean {
  return !businessWanted && needsRecipientAddress(rupeesToPaise(taxableRupees));
}

/**
 * The address to send by the contract's schema, or the errors, one per field; null when it is not asked or left empty.
 * Asked, never required: a booking without it still stands (its invoice names the guest only and the console lists it
 * as incomplete), so an empty section never stops Pay; a half-typed one does, so what is sent is whole.
 */
export function readRecipientAddress(
  draft: RecipientAddressDraft,
  asked: boolean,
): { recipientAddress: RecipientAddress | null; errors: RecipientAddressErrors } {
  if (!asked || (!draft.address.trim() && !draft.stateCode)) return { recipientAddress: null, errors: {} };
  const parsed = recipientAddressSchema.safeParse(draft);
  if (parsed.success) return { recipientAddress: parsed.data, errors: {} };
  const errors: RecipientAddressErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as RecipientAddressField] ??= issue.message;
  return { recipientAddress: null, errors };
}
