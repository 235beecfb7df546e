import { formatInrMoved, paiseToRupees } from '@staybook/contract';
import { extraChargeText } from '@staybook/contract/booking-extras';
import { describeCancellation } from '@staybook/contract/cancellation-rules';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import type { MailAttachment } from '../../adapters/mail/index.js';
import type { SmsTemplate } from '../../adapters/sms/types.js';
import { guestPageUrl } from '../../lib/guest-page-url.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { bookingMoneyOf } from '../ledger/index.js';
import type { ServiceDeps } from '../module-context.js';
import {
  cancelledText,
  changedText,
  changePaymentLinkText,
  confirmedText,
  type GuestMessageText,
  guestMessageIn,
  hotelMessageEffect,
  paymentLinkText,
  refundCreditedText,
  sendGuestConfirmation,
} from '../notifications/index.js';
import { amountDueNowPaise, findProperty } from '../pricing/index.js';
import type { EffectHandlers, EffectSteps, NewSideEffect } from '../side-effects/index.js';
import { confirmationDocuments } from './booking-invoice-mail.js';
import { findBookingRequests, NO_REQUESTS } from './booking-requests.repository.js';
import { cancellationTermsOfBookings, findBooking } from './bookings.repository.js';
import { bookedTerms } from './cancellation-terms.js';

/**
 * Messages to the guest, as side effects of the change they tell of (issue 40): `guestMessageEffect` is written in the
 * change's transaction, and the side-effects outbox sends it after the commit, each channel a step of its own — an
 * SMS that went is not sent again when the e-mail is retried. A failure never undoes or blocks the booking: the
 * booking is the record, the message is a courtesy. Nothing is written for the demo's history (`guestMessages: 'off'`).
 */

/** What the guest is told, with what the message needs that the booking does not hold. */
export type GuestMessage =
  | { message: 'booking_confirmed'; bookingId: string }
  | { message: 'booking_cancelled'; bookingId: string; refundPaise: number }
  | { message: 'payment_link'; bookingId: string; url: string }
  | { message: 'change_payment_link'; bookingId: string; amountPaise: number; url: string }
  | {
      message: 'refund_credited';
      bookingId: string;
      amountPaise: number;
      /** ISO instant. */
      creditedAt: string;
      bankReference: string | null;
    };

/** Inside the change's transaction: the message it causes (none for the demo's history). */
export function guestMessageEffect(deps: { guestMessages?: 'off' }, message: GuestMessage): NewSideEffect[] {
  if (deps.guestMessages === 'off') return [];
  return [{ kind: 'guest-message', bookingId: message.bookingId, payload: message }];
}

/** A booking confirmed: the guest's confirmation and the hotel's news, written in the transaction that confirmed it. */
export const confirmedEffects = (deps: { guestMessages?: 'off' }, bookingId: string, now: Date): NewSideEffect[] => [
  ...guestMessageEffect(deps, { message: 'booking_confirmed', bookingId }),
  ...hotelMessageEffect(deps, { kind: 'booking_confirmed', bookingId }, now),
];

/** A confirmed booking cancelled (by the guest or the desk): the guest told of the refund, the hotel of the rooms. */
export const cancelledEffects = (
  deps: { guestMessages?: 'off' },
  bookingId: string,
  refundPaise: number,
  now: Date,
): NewSideEffect[] => [
  ...guestMessageEffect(deps, { message: 'booking_cancelled', bookingId, refundPaise }),
  ...hotelMessageEffect(deps, { kind: 'booking_cancelled', bookingId, refundPaise }, now),
];

/** The consumer: composes the message from the booking as it is now and sends what an earlier attempt did not. */
export const guestMessageEffects: EffectHandlers = {
  'guest-message': async (deps, { payload, steps }) => {
    const m = payload as GuestMessage;
    if (m.message === 'booking_confirmed') await notifyBookingConfirmed(deps, steps, m.bookingId);
    else if (m.message === 'booking_cancelled') await notifyBookingCancelled(deps, steps, m.bookingId, m.refundPaise);
    else if (m.message === 'payment_link') await notifyPaymentLink(deps, steps, m.bookingId, m.url);
    else if (m.message === 'change_payment_link')
      await notifyChangePaymentLink(deps, steps, m.bookingId, m.amountPaise, m.url);
    else
      await notifyRefundCredited(deps, steps, m.bookingId, {
        amountPaise: m.amountPaise,
        creditedAt: new Date(m.creditedAt),
        bankReference: m.bankReference,
      });
  },
};

async function loadForMessage(deps: ServiceDeps, bookingId: string) {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) return null;
  const [property, requests] = await Promise.all([
    findProperty(deps.db, booking.propertyId),
    findBookingRequests(deps.db, [booking.id]),
  ]);
  return {
    booking,
    requests: requests.get(booking.id) ?? NO_REQUESTS,
    propertyName: property?.name ?? 'your stay',
    contact: property?.contactPhone ?? null,
    checkInTime: property?.checkInTime ?? '14:00',
    checkOutTime: property?.checkOutTime ?? '12:00',
  };
}

/**
 * A message in the booking's language (issue 43): the e-mail in the language the guest booked in (English for none),
 * the SMS in it too where the SMS provider has the template registered in that language (India's DLT), else in
 * English (notifications' guestMessageIn). A word the language lacks is English's (message-language.ts).
 */
function inBookingLanguage(
  deps: ServiceDeps,
  booking: { language: string | null },
  template: SmsTemplate,
  write: (m: MessageLanguage) => GuestMessageText,
): GuestMessageText & { template: SmsTemplate; smsLanguage: MessageLanguage['lang'] } {
  return { ...guestMessageIn(deps.adapters.sms, booking.language, template, write), template };
}

/**
 * A link to a guest page in a message about a booking: the page in the booking's language (`/hi/pay/<token>`), in
 * the SMS and the e-mail alike (an SMS sent in English for want of a registered template still leads the guest to
 * the page in their language); English's address unchanged. A link written earlier in English (a side effect's
 * payload, a change's link) is moved into the language here.
 */
const linkInBookingLanguage = (deps: ServiceDeps, booking: { language: string | null }, url: string) =>
  guestPageUrl(deps.config.publicUrl, booking.language, url);

/** One message to the guest by SMS and e-mail, each a step of its own (the e-mail is sent even if the SMS fails). */
async function messageGuest(
  deps: ServiceDeps,
  steps: EffectSteps,
  booking: { id: string; guestPhone: string; guestEmail: string },
  message: {
    template: SmsTemplate;
    vars: Record<string, string>;
    sms: string;
    /** The language of `sms` and `vars` (English when absent). */
    smsLanguage?: MessageLanguage['lang'];
    subject: string;
    mail: string;
    attachments?: MailAttachment[];
  },
): Promise<void> {
  await steps.once('sms', () =>
    deps.adapters.sms.send({
      phone: booking.guestPhone,
      template: message.template,
      vars: message.vars,
      body: message.sms,
      ...(message.smsLanguage && message.smsLanguage !== DEFAULT_LANGUAGE ? { language: message.smsLanguage } : {}),
    }),
  );
  // A desk guest may have given no e-mail: the SMS is then the message.
  if (!booking.guestEmail) return;
  await steps.once('mail', () =>
    deps.adapters.mail.send({
      to: booking.guestEmail,
      subject: message.subject,
      text: message.mail,
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    }),
  );
}

async function notifyBookingConfirmed(deps: ServiceDeps, steps: EffectSteps, bookingId: string): Promise<void> {
  const data = await loadForMessage(deps, bookingId);
  if (!data) return;
  const { booking, propertyName, contact } = data;
  // What was paid (online and at the desk: the books' one figure); what is still due is collected at the property.
  const money = await bookingMoneyOf(deps.db, booking);
  // The promise as booked: each room line's snapshotted policy and its own deadline (never a passed one).
  const lines = await cancellationTermsOfBookings(deps.db, [booking.id]).catch(() => []);
  const promises = [
    ...new Set(
      bookedTerms(lines, { checkIn: booking.checkIn, checkInTime: data.checkInTime }).lines.map((l) =>
        describeCancellation(l.policy, l.freeCancellationUntil),
      ),
    ),
  ];
  // The tax invoice of a prepaid stay, issued when the payment landed; a deposit or pay-at-property stay's comes later.
  const documents = await confirmationDocuments(deps, booking.id, { collectedAtProperty: money.duePaise > 0 });
  const message = inBookingLanguage(deps, booking, 'booking_confirmed', (m) =>
    confirmedText(m, {
      code: booking.code,
      guestName: booking.guestName,
      propertyName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      checkInTime: data.checkInTime,
      checkOutTime: data.checkOutTime,
      nights: booking.nights,
      party: { adults: booking.adults, children: booking.children, infants: booking.infants, pets: booking.withPets },
      childAges: data.requests.childAges,
      bedRequest: data.requests.bedRequest ?? null,
      paid: paiseToRupees(money.paidPaise),
      due: paiseToRupees(money.duePaise),
      // The extras booked online with the stay (docs/folios-and-extras.md): each on its line, in the total and its GST.
      extras: booking.onlineExtras.map(
        (l) => `${extraChargeText(l)}: ${formatInrMoved(paiseToRupees(l.taxablePaise + l.taxPaise))}`,
      ),
      total: paiseToRupees(booking.totalPostTaxPaise + booking.onlineExtrasPaise),
      tax: paiseToRupees(booking.taxPaise + booking.onlineExtras.reduce((n, l) => n + l.taxPaise, 0)),
      documentLines: documents.lines,
      promises,
      contact,
    }),
  );
  await messageGuest(deps, steps, booking, { ...message, attachments: documents.attachments });
  // And on WhatsApp when it is on (logged in the booking's messages, retried from there); off sends nothing more.
  await steps.once('whatsapp', () => sendGuestConfirmation(deps, booking.id));
}

async function notifyBookingCancelled(
  deps: ServiceDeps,
  steps: EffectSteps,
  bookingId: string,
  refundPaise: number,
): Promise<void> {
  const data = await loadForMessage(deps, bookingId);
  if (!data) return;
  const { booking, propertyName } = data;
  const message = inBookingLanguage(deps, booking, 'booking_cancelled', (m) =>
    cancelledText(m, {
      code: booking.code,
      guestName: booking.guestName,
      propertyName,
      checkIn: booking.checkIn,
      refund: paiseToRupees(refundPaise),
    }),
  );
  await messageGuest(deps, steps, booking, message);
}

/**
 * A desk booking's payment link: what it asks and until when (IST), in the booking's language (the desk's choice, else
 * the guest's profile's; English for none). The desk can read the link out from the booking and send it again.
 */
async function notifyPaymentLink(deps: ServiceDeps, steps: EffectSteps, bookingId: string, url: string): Promise<void> {
  const data = await loadForMessage(deps, bookingId);
  const heldUntil = data?.booking.holdExpiresAt;
  if (!data || !heldUntil) return;
  const { booking, propertyName } = data;
  const link = linkInBookingLanguage(deps, booking, url);
  const message = inBookingLanguage(deps, booking, 'payment_link', (m) =>
    paymentLinkText(m, {
      code: booking.code,
      guestName: booking.guestName,
      propertyName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      amount: paiseToRupees(amountDueNowPaise(booking)),
      heldUntil,
      url: link,
    }),
  );
  await messageGuest(deps, steps, booking, message);
}

/**
 * The guest told of a change to their booking (by them or the desk): what changed, and the stay as it now is. Sent by
 * the change's own side effect (changes/change-effects.ts), which composes it from the change as it then stands.
 */
export async function notifyBookingChanged(
  deps: ServiceDeps,
  steps: EffectSteps,
  bookingId: string,
  change: { lines: string[]; moneyText: string | null },
): Promise<void> {
  const data = await loadForMessage(deps, bookingId);
  if (!data) return;
  const { booking, propertyName } = data;
  const message = inBookingLanguage(deps, booking, 'booking_changed', (m) =>
    changedText(m, {
      code: booking.code,
      guestName: booking.guestName,
      propertyName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      total: paiseToRupees(booking.totalPostTaxPaise),
      lines: change.lines,
      moneyText: change.moneyText,
    }),
  );
  await messageGuest(deps, steps, booking, message);
}

/** A payment link for the higher price of a change the desk made (the booking stands; the link pays the difference). */
async function notifyChangePaymentLink(
  deps: ServiceDeps,
  steps: EffectSteps,
  bookingId: string,
  amountPaise: number,
  url: string,
): Promise<void> {
  const data = await loadForMessage(deps, bookingId);
  if (!data) return;
  const { booking, propertyName } = data;
  const link = linkInBookingLanguage(deps, booking, url);
  const message = inBookingLanguage(deps, booking, 'payment_link', (m) =>
    changePaymentLinkText(m, {
      code: booking.code,
      guestName: booking.guestName,
      propertyName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      amount: paiseToRupees(amountPaise),
      url: link,
    }),
  );
  await messageGuest(deps, steps, booking, message);
}

/** Once, when the provider reports a refund processed: the money left for the guest's bank, and its reference. */
async function notifyRefundCredited(
  deps: ServiceDeps,
  steps: EffectSteps,
  bookingId: string,
  refund: { amountPaise: number; creditedAt: Date; bankReference: string | null },
): Promise<void> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) return;
  const message = inBookingLanguage(deps, booking, 'refund_credited', (m) =>
    refundCreditedText(m, {
      code: booking.code,
      guestName: booking.guestName,
      amount: paiseToRupees(refund.amountPaise),
      creditedAt: Math.floor(refund.creditedAt.getTime() / 1000),
      bankReference: refund.bankReference,
    }),
  );
  await messageGuest(deps, steps, booking, message);
}
