import type { GuestMessageKind, GuestMessagePreview } from '@staybook/contract/guest-messages';
import type { Language } from '@staybook/contract/languages';
import { pagePaths } from '@staybook/contract/page-paths';
import { istDateToUnix } from '@staybook/contract/stay-dates';
import type { SmsAdapter } from '../../adapters/sms/index.js';
import { guestPageUrl } from '../../lib/guest-page-url.js';
import { type MessageLanguage, messageLanguage } from '../../lib/message-language.js';
import {
  arrivalReminderText,
  cancelledText,
  changedText,
  confirmedText,
  type GuestMessageText,
  paymentLinkText,
  refundCreditedText,
  reviewInviteText,
} from './guest-message-texts.js';

/**
 * The console's preview of a guest's booking message in one of the site's languages (issue 43): the same words a
 * booking made in that language is sent, written for the sample booking the templates page previews (its guest,
 * property and stay: notifications.ts's samplePlaceholderValues), and the language its SMS would go in with the SMS
 * provider as configured.
 */
const SAMPLE = {
  code: 'SB7K2M9Q',
  guestName: 'Ananya Rao',
  propertyName: 'Casa Azul, Assagao',
  checkIn: '2026-12-24',
  checkOut: '2026-12-27',
} as const;

/** Each message's words in `m`, for a booking made in `booking` (its links lead to the pages in that language). */
const write: Record<GuestMessageKind, (m: MessageLanguage, booking: Language) => GuestMessageText> = {
  booking_confirmed: (m) =>
    confirmedText(m, {
      ...SAMPLE,
      checkInTime: '14:00',
      checkOutTime: '11:00',
      nights: 3,
      party: { adults: 2, children: 1, infants: 0, pets: false },
      childAges: [7],
      bedRequest: 'cot',
      paid: 13_650,
      due: 13_650,
      total: 27_300,
      tax: 1_300,
      // What the contract and the ledger write, in English in every language (the record's words).
      documentLines: ['Your GST tax invoice is issued when you check out.'],
      promises: [
        'Free cancellation until 22 Dec 2026, 2:00 PM IST for a full refund; after that, the first night is charged (with its GST) and the rest is refunded.',
      ],
      contact: '+91 98220 00010',
    }),
  booking_changed: (m) =>
    changedText(m, {
      ...SAMPLE,
      total: 27_300,
      lines: ['The dates moved from 22–25 Dec to 24–27 Dec.'],
      moneyText: null,
    }),
  booking_cancelled: (m) => cancelledText(m, { ...SAMPLE, refund: 5_000 }),
  refund_credited: (m) =>
    refundCreditedText(m, {
      ...SAMPLE,
      amount: 5_000,
      creditedAt: istDateToUnix('2026-12-20') + 12 * 3600,
      bankReference: 'ARN74125896',
    }),
  payment_link: (m, booking) =>
    paymentLinkText(m, {
      ...SAMPLE,
      amount: 27_300,
      heldUntil: new Date('2026-12-20T18:30:00+05:30'),
      url: guestPageUrl('https://staybook.example', booking, '/pay/SB7K2M9Q'),
    }),
  // English's reminder is the console's template (edited above); these are its default words.
  arrival_reminder: (m) =>
    arrivalReminderText(m, {
      ...SAMPLE,
      nights: 3,
      checkInTime: '14:00',
      due: '₹13,650',
      propertyPhone: '+91 98220 00010',
    }),
  review_invite: (m, booking) =>
    reviewInviteText(m, {
      ...SAMPLE,
      link: guestPageUrl('https://staybook.example', booking, `${pagePaths.rateStay}/SB7K2M9Q`),
    }),
};

export function previewGuestMessage(
  sms: Pick<SmsAdapter, 'speaks'>,
  message: GuestMessageKind,
  language: Language,
): GuestMessagePreview {
  const text = write[message](messageLanguage(language), language);
  const smsLanguage = sms.speaks(message, language) ? language : 'en';
  const smsText = smsLanguage === language ? text : write[message](messageLanguage(smsLanguage), language);
  return { message, language, subject: text.subject, mail: text.mail, sms: smsText.sms, smsLanguage };
}
