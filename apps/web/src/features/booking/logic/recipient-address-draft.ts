// Zod-free, so the booking store (loaded with the rooms page) does not bring the schema along.

/** What the guest typed as their address for a tax invoice above ₹50,000 (CGST rule 46(p)). */
export interface RecipientAddressDraft {
  address: string;
  /** GST state code ('27'); '' until chosen. */
  stateCode: string;
}

export const emptyRecipientAddressDraft: RecipientAddressDraft = { address: '', stateCode: '' };
