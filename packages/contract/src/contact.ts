import { z } from 'zod';
import { emailSchema } from './common';
import { normalizeIndianMobile } from './phone';

/** The contact form's subject choices: value → label shown in the select. */
export const contactSubjects = {
  booking: 'Booking Inquiry',
  support: 'Customer Support',
  feedback: 'Feedback',
  partnership: 'Partnership',
  other: 'Other',
} as const;
export type ContactSubject = keyof typeof contactSubjects;
export const contactSubjectValues = Object.keys(contactSubjects) as [ContactSubject, ...ContactSubject[]];

export const CONTACT_MESSAGE_MAX = 5000;

/** Optional text: blank means "not given". */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const contactRequestSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailSchema),
  /** Optional; when given, a mobile number in any spelling, kept as its 10 digits (phone.ts). */
  phone: optionalText(20, 'Phone').transform((value, ctx) => {
    if (value === undefined) return undefined;
    const mobile = normalizeIndianMobile(value);
    if (mobile === null)
      ctx.issues.push({ code: 'custom', message: 'Please enter a valid phone number', input: value });
    return mobile ?? undefined;
  }),
  company: optionalText(120, 'Company'),
  subject: z.enum(contactSubjectValues, { error: 'Please choose a subject' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message! We will get back to you soon.';
export const CONTACT_FAILURE_MESSAGE = 'Failed to send message. Please try again.';

export const contactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.uuid() }),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
