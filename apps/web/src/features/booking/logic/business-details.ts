import { type BusinessDetails, businessDetailsSchema } from '@staybook/contract/gst';
import type { BusinessDraft } from './business-draft';

export { type BusinessDraft, emptyBusinessDraft } from './business-draft';

export type BusinessField = 'companyName' | 'gstin' | 'address';
export type BusinessErrors = Partial<Record<BusinessField, string>>;

/**
 * The business the tax invoice is made out to, by the contract's schema (a GSTIN's format and check character): null
 * when the section is not ticked; errors, one per field, when it is ticked and something is wrong.
 */
export function readBusinessDetails(draft: BusinessDraft): {
  business: BusinessDetails | null;
  errors: BusinessErrors;
} {
  if (!draft.wanted) return { business: null, errors: {} };
  const parsed = businessDetailsSchema.safeParse({
    companyName: draft.companyName,
    gstin: draft.gstin,
    address: draft.address,
  });
  if (!parsed.success) {
    const errors: BusinessErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as BusinessField] ??= issue.message;
    return { business: null, errors };
  }
  const { address, ...required } = parsed.data;
  return { business: address ? { ...required, address } : required, errors: {} };
}
