import { formatClock, formatDay, formatInr, paiseToRupees } from '@staybook/contract';
import { describeCancellation } from '@staybook/contract/cancellation-rules';
import { formatDeadline, formatParty } from '@staybook/contract/format';
import { bedRequestText, childAgesText } from '@staybook/contract/party-rules';
import { refundCreditedMessage } from '@staybook/contract/refund-status';
import type { MailAttachment } from '../../adapters/mail/index.js';
import type { SmsTemplate } from '../../adapters/sms/types.js';
import { bookingMoneyOf } from '../ledger/index.js';
import type { ServiceDeps } from '../module-context.js';
import { sendGuestConfirmation } from '../notifications/index.js';
import { amountDueNowPaise, findProperty } from '../pricing/index.js';
import { confirmationDocuments } from './booking-invoice-mail.js';
import { findBookingRequests, NO_REQUESTS } from './booking-requests.repository.js';
import { cancellationTermsOfBookings, findBooking } from './bookings.repository.js';
import { bookedTerms } from './cancellation-terms.js';

/**
 * Messages to the guest after a state change has been committed. A failed SMS or e-mail is logged and never
 * undoes or blocks the booking: the booking is the record, the message is a courtesy.
 */

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
    checkInTime: formatClock(property?.checkInTime ?? '14:00'),
    checkInTimeRaw: property?.checkInTime ?? '14:00',
    checkOutTime: formatClock(property?.checkOutTime ?? '12:00'),
  };
}

async function deliver(deps: ServiceDeps, bookingId: string, send: () => Promise<unknown>, channel: string) {
  try {
    await send();
  } catch (err) {
    deps.log.error({ err, bookingId, channel }, 'guest notification failed; the booking is unaffected');
  }
}

/** One message to the guest by SMS and e-mail, each failure logged on its own (the e-mail is sent even if the SMS fails). */
async function messageGuest(
  deps: ServiceDeps,
  booking: { id: string; guestPhone: string; guestEmail: string },
  message: {
    template: SmsTemplate;
    vars: Record<string, string>;
    sms: string;
    subject: string;
    mail: string;
    attachments?: MailAttachment[];
  },
): Promise<void> {
  await deliver(
    deps,
    booking.id,
    () =>
      deps.adapters.sms.send({
        phone: booking.guestPhone,
        template: message.template,
        vars: message.vars,
        body: message.sms,
      }),
    'sms',
  );
  // A desk guest may have given no e-mail: the SMS is then the message.
  if (!booking.guestEmail) return;
  await deliver(
    deps,
    booking.id,
    () =>
      deps.adapters.mail.send({
        to: booking.guestEmail,
        subject: message.subject,
        text: message.mail,
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      }),
    'mail',
  );
}

export async function notifyBookingConfirmed(deps: ServiceDeps, bookingId: string): Promise<void> {
  if (deps.guestMessages === 'off') return;
  const data = await loadForMessage(deps, bookingId).catch(() => null);
  if (!data) return;
  const { booking, propertyName, contact, checkInTime, checkOutTime } = data;
  const dates = `${formatDay(booking.checkIn)} to ${formatDay(booking.checkOut)}`;
  // What was paid (online and at the desk: the books' one figure); what is still due is collected at the property.
  const money = await bookingMoneyOf(deps.db, booking);
  const amount = formatInr(paiseToRupees(money.paidPaise));
  const atProperty = money.duePaise;
  const dueLine = atProperty > 0 ? ` ${formatInr(paiseToRupees(atProperty))} due at the property.` : '';
  const party = formatParty({ ...booking, pets: booking.withPets });
  const sms = `Staybook: booking ${booking.code} at ${propertyName} for ${dates} (${party}) is confirmed. Paid ${amount}.${dueLine} Check-in from ${checkInTime}.`;
  const ages = childAgesText(data.requests.childAges);
  const bed = bedRequestText(data.requests.bedRequest);
  // The promise as booked: each room line's snapshotted policy and its own deadline (never a passed one).
  const lines = await cancellationTermsOfBookings(deps.db, [booking.id]).catch(() => []);
  const promises = [
    ...new Set(
      bookedTerms(lines, { checkIn: booking.checkIn, checkInTime: data.checkInTimeRaw }).lines.map((l) =>
        describeCancellation(l.policy, l.freeCancellationUntil),
      ),
    ),
  ];
  // The tax invoice of a prepaid stay, issued when the payment landed; a deposit or pay-at-property stay's comes later.
  const documents = await confirmationDocuments(deps, booking.id, { collectedAtProperty: atProperty > 0 });
  const text = [
    `Dear ${booking.guestName},`,
    '',
    `Your booking at ${propertyName} is confirmed.`,
    '',
    `Booking reference: ${booking.code}`,
    `Check-in: ${formatDay(booking.checkIn)}, from ${checkInTime}`,
    `Check-out: ${formatDay(booking.checkOut)}, by ${checkOutTime}`,
    `Nights: ${booking.nights}`,
    `Guests: ${party}`,
    ...(ages ? [`Children's ages: ${ages}`] : []),
    ...(bed ? [`Requested: ${bed}`] : []),
    atProperty > 0
      ? `Total ${formatInr(paiseToRupees(booking.totalPostTaxPaise))} (including ${formatInr(paiseToRupees(booking.taxPaise))} GST): paid ${amount},${dueLine}`
      : `Amount paid: ${amount} (including ${formatInr(paiseToRupees(booking.taxPaise))} GST)`,
    '',
    ...documents.lines,
    '',
    ...promises.map((p) => `Cancellation: ${p}`),
    contact ? `Hotel contact: ${contact}` : '',
    '',
    'Thank you for booking with Staybook.',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  await messageGuest(deps, booking, {
    template: 'booking_confirmed',
    vars: { code: booking.code, property: propertyName, dates, amount, guests: party },
    sms,
    subject: `Booking confirmed — ${booking.code}`,
    mail: text,
    attachments: documents.attachments,
  });
  // And on WhatsApp when it is on (logged in the booking's messages); off sends nothing more, the SMS went.
  await sendGuestConfirmation(deps, booking.id);
}

export async function notifyBookingCancelled(deps: ServiceDeps, bookingId: string, refundPaise: number): Promise<void> {
  if (deps.guestMessages === 'off') return;
  const data = await loadForMessage(deps, bookingId).catch(() => null);
  if (!data) return;
  const { booking, propertyName } = data;
  const refund =
    refundPaise > 0 ? ` A refund of ${formatInr(paiseToRupees(refundPaise))} is on its way (7-14 working days).` : '';
  const body = `Staybook: booking ${booking.code} at ${propertyName} (${formatDay(booking.checkIn)}) is cancelled.${refund}`;
  await messageGuest(deps, booking, {
    template: 'booking_cancelled',
    vars: { code: booking.code, property: propertyName },
    sms: body,
    subject: `Booking cancelled — ${booking.code}`,
    mail: `Dear ${booking.guestName},\n\n${body.replace('Staybook: ', 'Your ')}\n\nStaybook`,
  });
}

/**
 * A desk booking's payment link: what it asks and until when (IST). The desk can read the link out from the booking
 * and send it again.
 */
export async function notifyPaymentLink(deps: ServiceDeps, bookingId: string, url: string): Promise<void> {
  if (deps.guestMessages === 'off') return;
  const data = await loadForMessage(deps, bookingId).catch(() => null);
  const heldUntil = data?.booking.holdExpiresAt;
  if (!data || !heldUntil) return;
  const { booking, propertyName } = data;
  const amount = formatInr(paiseToRupees(amountDueNowPaise(booking)));
  const until = formatDeadline(heldUntil);
  const dates = `${formatDay(booking.checkIn)} to ${formatDay(booking.checkOut)}`;
  await messageGuest(deps, booking, {
    template: 'payment_link',
    vars: { code: booking.code, amount, until, url },
    sms: `Staybook: to confirm booking ${booking.code} at ${propertyName} for ${dates}, pay ${amount} by ${until} at ${url}`,
    subject: `Complete your booking — ${booking.code}`,
    mail: [
      `Dear ${booking.guestName},`,
      '',
      `Your booking ${booking.code} at ${propertyName} for ${dates} is held for you until ${until}.`,
      `To confirm it, pay ${amount} at this secure link: ${url}`,
      '',
      'If it is not paid by then, the rooms are released and nothing is charged.',
      '',
      'Staybook',
    ].join('\n'),
  });
}

/** The guest told of a change to their booking (by them or the desk): what changed, and the stay as it now is. */
export async function notifyBookingChanged(
  deps: ServiceDeps,
  bookingId: string,
  change: { lines: string[]; moneyText: string | null },
): Promise<void> {
  if (deps.guestMessages === 'off') return;
  const data = await loadForMessage(deps, bookingId).catch(() => null);
  if (!data) return;
  const { booking, propertyName } = data;
  const dates = `${formatDay(booking.checkIn)} to ${formatDay(booking.checkOut)}`;
  const amount = formatInr(paiseToRupees(booking.totalPostTaxPaise));
  await messageGuest(deps, booking, {
    template: 'booking_changed',
    vars: { code: booking.code, property: propertyName, dates, amount },
    sms: `Staybook: booking ${booking.code} at ${propertyName} is changed: now ${dates}, total ${amount}. Details in My Bookings.`,
    subject: `Booking changed — ${booking.code}`,
    mail: [
      `Dear ${booking.guestName},`,
      '',
      `Your booking ${booking.code} at ${propertyName} was changed.`,
      ...change.lines,
      ...(change.moneyText ? [change.moneyText] : []),
      '',
      `Your stay is now ${dates}, for a total of ${amount}.`,
      '',
      'Staybook',
    ].join('\n'),
  });
}

/** A payment link for the higher price of a change the desk made (the booking stands; the link pays the difference). */
export async function notifyChangePaymentLink(
  deps: ServiceDeps,
  bookingId: string,
  amountPaise: number,
  url: string,
): Promise<void> {
  if (deps.guestMessages === 'off') return;
  const data = await loadForMessage(deps, bookingId).catch(() => null);
  if (!data) return;
  const { booking, propertyName } = data;
  const amount = formatInr(paiseToRupees(amountPaise));
  const dates = `${formatDay(booking.checkIn)} to ${formatDay(booking.checkOut)}`;
  await messageGuest(deps, booking, {
    template: 'payment_link',
    // The SMS template's "by" date: the link asks to be paid before arrival.
    vars: { code: booking.code, amount, until: formatDay(booking.checkIn), url },
    sms: `Staybook: your booking ${booking.code} at ${propertyName} was changed to ${dates}. Please pay the difference of ${amount} at ${url}`,
    subject: `Pay for the change to your booking — ${booking.code}`,
    mail: [
      `Dear ${booking.guestName},`,
      '',
      `Your booking ${booking.code} at ${propertyName} was changed to ${dates}.`,
      `The new stay costs ${amount} more. Please pay it at this secure link: ${url}`,
      '',
      'Staybook',
    ].join('\n'),
  });
}

/** Once, when the provider reports a refund processed: the money left for the guest's bank, and its reference. */
export async function notifyRefundCredited(
  deps: ServiceDeps,
  bookingId: string,
  refund: { amountPaise: number; creditedAt: Date; bankReference: string | null },
): Promise<void> {
  if (deps.guestMessages === 'off') return;
  const booking = await findBooking(deps.db, bookingId).catch(() => undefined);
  if (!booking) return;
  const amount = paiseToRupees(refund.amountPaise);
  const body = refundCreditedMessage({
    amount,
    bookingCode: booking.code,
    creditedAt: Math.floor(refund.creditedAt.getTime() / 1000),
    bankReference: refund.bankReference,
  });
  await messageGuest(deps, booking, {
    template: 'refund_credited',
    vars: { code: booking.code, amount: formatInr(amount), reference: refund.bankReference ?? '' },
    sms: body,
    subject: `Refund credited — ${booking.code}`,
    mail: `Dear ${booking.guestName},\n\n${body.replace('Staybook: your', 'Your')}\n\nStaybook`,
  });
}
