// Zod-free, so the booking store (loaded with the rooms page) does not bring the GSTIN rules along.

/** What the guest typed in "GST details for a business", and whether the section is ticked. */
export interface BusinessDraft {
  wanted: boolean;
  companyName: string;
  gstin: string;
  address: string;
}

export const emptyBusinessDraft: BusinessDraft = { wanted: false, companyName: '', gstin: '', address: '' };
