import { z } from 'zod';
import { languageSchema } from './common';

/**
 * The guest's booking messages in their language (issue 43): which ones go in the language the booking was made in
 * (the review invitation after the stay too), and the console's preview of each in any of the site's languages
 * (GET /api/admin/notifications/guest-preview).
 * Their words are the catalogues' `notify.*` messages (messages/areas.ts), not console templates.
 */
export const guestMessageKinds = [
  'booking_confirmed',
  'booking_changed',
  'booking_cancelled',
  'refund_credited',
  'payment_link',
  'arrival_reminder',
  'review_invite',
] as const;
export type GuestMessageKind = (typeof guestMessageKinds)[number];

export const guestMessageKindLabels: Record<GuestMessageKind, string> = {
  booking_confirmed: 'Booking confirmed',
  booking_changed: 'Booking changed',
  booking_cancelled: 'Booking cancelled',
  refund_credited: 'Refund credited',
  payment_link: "A desk booking's payment link",
  arrival_reminder: 'Reminder two days before arrival',
  review_invite: 'Invitation to review the stay',
};

export const guestMessagePreviewQuerySchema = z.object({
  message: z.enum(guestMessageKinds, {
    error: `message must be one of ${guestMessageKinds.map((k) => `'${k}'`).join(', ')}`,
  }),
  language: languageSchema,
});
export type GuestMessagePreviewQuery = z.infer<typeof guestMessagePreviewQuerySchema>;

export const guestMessagePreviewSchema = z.object({
  message: z.enum(guestMessageKinds),
  language: languageSchema,
  subject: z.string(),
  mail: z.string(),
  sms: z.string(),
  /**
   * The language the SMS goes in: the booking's where the SMS provider has the template registered in it (India's
   * DLT), else English.
   */
  smsLanguage: languageSchema,
});
export type GuestMessagePreview = z.infer<typeof guestMessagePreviewSchema>;
export const guestMessagePreviewResponseSchema = z.object({
  success: z.literal(true),
  data: guestMessagePreviewSchema,
});
