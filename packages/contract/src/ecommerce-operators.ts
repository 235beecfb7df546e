import { z } from 'zod';
import { gstinProblem, gstinSchema, gstStates } from './gst';
import { gstStateCodeSchema, registrationStateProblem } from './tax-registrations';

/**
 * The OTAs the brand sells through, as GST knows them: e-commerce operators (CGST Act s.2(45)), issue 41. A desk's
 * OTA booking names one; GSTR-1 reports its supplies with the operator's GSTIN (the "E-Commerce GSTIN" of b2b and
 * b2cs, and Table 14). An operator that collects tax at source (s.52) is registered in each state it collects in,
 * so it has a GSTIN per state, and the hotel's return names the one in the hotel's own state.
 */
export const ecommerceOperatorPaths = {
  list: '/api/admin/ecommerce-operators',
  one: '/api/admin/ecommerce-operators/:id',
  /** The desk's list to choose an OTA booking's channel from (bookings.manage): the operators offered, by name. */
  desk: '/api/admin/ota-channels',
} as const;

/**
 * Under which section the operator takes part: '52', it collects TCS on what it pays the hotel (Table 14(a), the case
 * of a registered hotel: accommodation through an operator is under s.9(5) only when the hotel is not liable to
 * register, notification 17/2017-Central Tax (Rate) item (ii)); '9(5)', the operator pays the
 * tax itself (Table 14(b)).
 */
export const ecommerceSections = ['52', '9(5)'] as const;
export type EcommerceSection = (typeof ecommerceSections)[number];
export const ecommerceSectionLabels: Record<EcommerceSection, string> = {
  '52': 'Collects tax at source (section 52)',
  '9(5)': 'Pays the tax itself (section 9(5))',
};
/** The offline tool's "Nature of Supply" of Table 14 (its eco and ecoa sheets). */
export const ecommerceNatureOfSupply: Record<EcommerceSection, string> = {
  '52': 'Liable to collect tax u/s 52(TCS)',
  '9(5)': 'Liable to pay tax u/s 9(5)',
};

export const ecommerceOperatorGstinSchema = z.object({ stateCode: gstStateCodeSchema, gstin: gstinSchema });

/** What the console saves: the name the desk knows, the legal name, the section and a GSTIN per state. */
export const ecommerceOperatorInputSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(2, 'Name is required').max(60, 'Name is too long'),
    legalName: z
      .string()
      .trim()
      .max(200, 'Legal name is too long')
      .optional()
      .transform((v) => v || undefined),
    section: z.enum(ecommerceSections, { error: 'choose the section the operator takes part under' }),
    active: z.boolean().default(true),
    gstins: z.array(ecommerceOperatorGstinSchema).max(40).default([]),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.gstins.forEach((g, i) => {
      if (seen.has(g.stateCode))
        ctx.addIssue({
          code: 'custom',
          path: ['gstins', i, 'stateCode'],
          message: `${gstStates[g.stateCode]} is given twice: an operator has one GSTIN in a state.`,
        });
      seen.add(g.stateCode);
      if (gstinProblem(g.gstin)) return;
      const problem = registrationStateProblem(g.stateCode, g.gstin);
      if (problem) ctx.addIssue({ code: 'custom', path: ['gstins', i, 'gstin'], message: problem });
    });
  });
export type EcommerceOperatorInput = z.input<typeof ecommerceOperatorInputSchema>;

export const ecommerceOperatorParamsSchema = z.object({ id: z.uuid() });

export const ecommerceOperatorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  legalName: z.string().nullable(),
  section: z.enum(ecommerceSections),
  active: z.boolean(),
  gstins: z.array(z.object({ stateCode: z.string(), state: z.string(), gstin: z.string() })),
  /** Bookings entered through it. */
  bookings: z.number().int(),
});
export type EcommerceOperator = z.infer<typeof ecommerceOperatorSchema>;

export const ecommerceOperatorsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ecommerceOperatorSchema),
});
export const otaChannelsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type OtaChannel = z.infer<typeof otaChannelsResponseSchema>['data'][number];

export const ecommerceOperatorResponseSchema = z.object({ success: z.literal(true), data: ecommerceOperatorSchema });

/**
 * What a document lacks for the return when its booking came through an OTA whose GSTIN in the supplier's state is not
 * in the register (or an old booking's channel name matches no operator): GSTR-1 cannot name the operator. Null when
 * the booking did not come through an OTA or the GSTIN is known.
 */
export function missingOperatorGstin(doc: {
  kind: string;
  ecommerce: { channelName: string | null; operatorName: string | null; gstin: string | null } | null;
}): string | null {
  const eco = doc.ecommerce;
  // Vouchers of advances are in no table of supplies.
  if (!eco || eco.gstin || doc.kind === 'receipt_voucher' || doc.kind === 'refund_voucher') return null;
  const name = eco.operatorName ?? eco.channelName ?? 'the channel';
  return eco.operatorName
    ? `Incomplete: booked through ${name}, whose GSTIN in this state is not in the register of OTAs (GSTR-1 Table 14)`
    : `Incomplete: booked through ${name}, which is not in the register of OTAs, so its GSTIN is not known (GSTR-1 Table 14)`;
}
