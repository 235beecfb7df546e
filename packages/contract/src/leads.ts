import { z } from 'zod';
import { emailSchema, mobileNumberSchema } from './common';

/** Property types the lead form offers (spec section 3). */
export const leadPropertyTypes = [
  'Hotel',
  'Villa',
  'Resort',
  'Apartment',
  'Cottage',
  'Bed & Breakfast',
  'Guest House',
  'Any',
] as const;

/** Where the popup was opened from: home (after 5 s), first_visit (other pages), header button, window event. */
export const leadTriggerSource = z
  .string()
  .trim()
  .min(1, 'triggerSource is required')
  .max(40, 'triggerSource is too long')
  .regex(/^[a-z0-9_-]+$/i, 'triggerSource must be a simple word');

const isoDateTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label} must be a date`);

export const leadRequestSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailSchema),
  phone: mobileNumberSchema({ required: 'Phone is required', invalid: 'Please enter a valid phone number' }),
  propertyType: z.enum(leadPropertyTypes, { error: `propertyType must be one of ${leadPropertyTypes.join(', ')}` }),
  /** ISO date-times (the spec's one exception to unix seconds). */
  checkInDate: isoDateTime('Check-in date'),
  checkOutDate: isoDateTime('Check-out date'),
  triggerSource: leadTriggerSource,
});
export type LeadRequest = z.input<typeof leadRequestSchema>;

export const LEAD_SUCCESS_MESSAGE = 'Thank you! We will contact you soon with the best deals.';

export const leadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string() }),
});
export type LeadResponse = z.infer<typeof leadResponseSchema>;
