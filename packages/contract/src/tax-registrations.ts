import { z } from 'zod';
import { gstinProblem, gstinSchema, gstinStateCode, gstStates } from './gst';

/**
 * The brand's GST registrations, one per state (issue 41). Accommodation is supplied where the property stands
 * (IGST Act s.12(3)), so each property is invoiced from the registration of its state, with that registration's own
 * invoice, credit note and debit note series, and each registration files its own return. The brand's home state
 * (BRAND_GSTIN's) is registered by configuration until the console saves a registration for it.
 */
export const taxRegistrationPaths = {
  list: '/api/admin/tax-registrations',
  one: '/api/admin/tax-registrations/:stateCode',
} as const;

const stateCodes = Object.keys(gstStates) as [keyof typeof gstStates, ...(keyof typeof gstStates)[]];

export const gstStateCodeSchema = z.enum(stateCodes, { error: 'choose a state or union territory' });

export const taxRegistrationParamsSchema = z.object({ stateCode: gstStateCodeSchema });

/** What the console saves for a state (the state is the path's). */
export const taxRegistrationInputSchema = z.object({
  gstin: gstinSchema,
  legalName: z
    .string({ error: 'Legal name is required' })
    .trim()
    .min(2, 'Legal name is required')
    .max(200, 'Legal name is too long'),
  /** The registered address as printed, with the state and PIN: printed once, nothing is appended to it. */
  address: z
    .string({ error: 'Address is required' })
    .trim()
    .min(10, 'Write the registered address in full (at least 10 characters)')
    .max(400, 'Address is too long'),
});
export type TaxRegistrationInput = z.infer<typeof taxRegistrationInputSchema>;

/**
 * Why a GSTIN cannot be a state's registration, in words staff can act on; null when it can. A GSTIN's first two
 * digits are the code of the state it was issued in.
 */
export function registrationStateProblem(stateCode: keyof typeof gstStates, gstin: string): string | null {
  const problem = gstinProblem(gstin);
  if (problem) return problem;
  const own = gstinStateCode(gstin);
  if (own === stateCode) return null;
  return `${gstin} is a registration in ${gstStates[own]} (its first two digits are ${own}); a registration in ${gstStates[stateCode]} starts with ${stateCode}.`;
}

/** The console's form: a state and its registration, checked together as the server checks them. */
export const taxRegistrationFormSchema = taxRegistrationInputSchema
  .extend({ stateCode: gstStateCodeSchema })
  .superRefine((value, ctx) => {
    // A malformed GSTIN is already said by its field.
    if (gstinProblem(value.gstin)) return;
    const problem = registrationStateProblem(value.stateCode, value.gstin);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type TaxRegistrationForm = z.infer<typeof taxRegistrationFormSchema>;

export const taxRegistrationSchema = z.object({
  stateCode: gstStateCodeSchema,
  state: z.string(),
  gstin: z.string(),
  legalName: z.string(),
  address: z.string(),
  /** 'configuration': the home state's BRAND_GSTIN, standing in until the console saves a registration for it. */
  source: z.enum(['console', 'configuration']),
  /** The brand's home state: the default registration of returns and reports. */
  isHome: z.boolean(),
  /** The prefixes of its documents' numbers ('SB', 'CN', 'DN' at home; 'SB08', 'CN08', 'DN08' in Rajasthan). */
  series: z.object({
    invoice: z.string(),
    creditNote: z.string(),
    debitNote: z.string(),
    /** Receipt and refund vouchers of advances (CGST rules 50 and 51). */
    receiptVoucher: z.string().optional(),
    refundVoucher: z.string().optional(),
  }),
  /** Published properties in the state. */
  properties: z.number().int(),
});
export type TaxRegistration = z.infer<typeof taxRegistrationSchema>;

export const taxRegistrationsSchema = z.object({
  registrations: z.array(taxRegistrationSchema),
  /** States with a published property and no registration: their stays would be invoiced with IGST from home. */
  unregistered: z.array(z.object({ state: z.string(), properties: z.array(z.string()) })),
});
export type TaxRegistrations = z.infer<typeof taxRegistrationsSchema>;

export const taxRegistrationsResponseSchema = z.object({ success: z.literal(true), data: taxRegistrationsSchema });
export const taxRegistrationResponseSchema = z.object({ success: z.literal(true), data: taxRegistrationSchema });
