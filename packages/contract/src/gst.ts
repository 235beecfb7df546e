import { z } from 'zod';

/**
 * GST facts both sides need: the states and their GST codes, the GSTIN's format and check character, the place of
 * supply of hotel accommodation and how a tax amount splits into CGST + SGST or IGST. Decision 011 explains the
 * rules; the brand's tax adviser should confirm them.
 */

/** SAC of "room or unit accommodation services provided by hotels, inns, guest houses, clubs and the like". */
export const SAC_ACCOMMODATION = '996311';

/** GST state and union-territory codes (the first two characters of a GSTIN), as the GST portal lists them. */
export const gstStates = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const satisfies Record<string, string>;
export type GstStateCode = keyof typeof gstStates;

const codeByName = new Map(Object.entries(gstStates).map(([code, name]) => [name.toLowerCase(), code]));

/** The GST code of a state by its name ('Goa' → '30'); null when the name is not a state or union territory. */
export function gstStateCodeOf(stateName: string): GstStateCode | null {
  return (codeByName.get(stateName.trim().toLowerCase()) as GstStateCode | undefined) ?? null;
}

/** '30-Goa': the place of supply as GSTR-1 and an invoice write it. */
export function placeOfSupplyLabel(code: GstStateCode): string {
  return `${code}-${gstStates[code]}`;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of the first 14 characters of a GSTIN: each character's value (0–9, A–Z = 10–35) times 1 and 2
 * alternately, each product's base-36 digits summed, and the character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '0';
}

/** Upper case without spaces: what a person typed, as a GSTIN is written. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** What is wrong with a GSTIN (already normalised), in words a guest can act on; null when it is valid. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return 'A GSTIN has 15 characters.';
  if (!GSTIN_SHAPE.test(gstin))
    return 'This is not a GSTIN: it reads as a 2-digit state code, a 10-character PAN, then 3 characters.';
  if (!(gstin.slice(0, 2) in gstStates))
    return `A GSTIN cannot start with ${gstin.slice(0, 2)}: no state has that code.`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return 'This GSTIN has a typing mistake: its last character does not match the others.';
  return null;
}

export const gstinSchema = z
  .string({ error: 'GSTIN is required' })
  .transform(normaliseGstin)
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * The optional "GST details for a business" of a booking: the company the tax invoice is made out to. Its state
 * is the GSTIN's first two digits.
 */
export const businessDetailsSchema = z.object({
  companyName: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(2, 'Company name is required')
    .max(120, 'Company name is too long'),
  gstin: gstinSchema,
  /** The company's billing address, printed on the invoice when given. */
  address: z.string().trim().max(300, 'Address is too long').optional(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** The state code of a valid GSTIN. */
export function gstinStateCode(gstin: string): GstStateCode {
  return gstin.slice(0, 2) as GstStateCode;
}

/**
 * Splits one line's tax (paise): within one state half CGST and half SGST (an odd paisa goes to SGST, so the two
 * always add up to the tax); between states all IGST.
 */
export function splitTaxPaise(taxPaise: number, intraState: boolean): { cgst: number; sgst: number; igst: number } {
  if (!intraState) return { cgst: 0, sgst: 0, igst: taxPaise };
  const cgst = Math.floor(taxPaise / 2);
  return { cgst, sgst: taxPaise - cgst, igst: 0 };
}

/** The Indian financial year (1 April to 31 March) of an IST calendar date: '2026-12-24' → '2026-27'. */
export function financialYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
