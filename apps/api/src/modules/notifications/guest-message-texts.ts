import { formatInr, formatInrMoved } from '@staybook/contract/money';
import type { GUEST_CONFIRMATION_PARAMETERS } from '@staybook/contract/notifications';
import { type BedRequest, childAgesText } from '@staybook/contract/party-rules';
import type { IsoDate } from '@staybook/contract/stay-dates';
import type { MessageLanguage } from '../../lib/message-language.js';

/**
 * The words of the guest's booking messages (issue 43): each SMS, e-mail subject and e-mail in the language of a
 * `MessageLanguage` (the booking's), from the `notify.*` messages of the catalogues. Pure: the facts come from the
 * booking as it is when the message is sent (bookings' booking-notifications.ts), or a sample for the console's preview (guest-message-preview.ts). In English each reads as it always has
 * (the integration tests pin its words). What the contract or the API writes in English (the cancellation
 * promise, a change's lines, the tax documents' sentences) is passed in and kept as it is.
 */

export interface GuestMessageText {
  sms: string;
  /** The DLT template's variables, written in the same language as `sms`. */
  vars: Record<string, string>;
  subject: string;
  mail: string;
}

/** Lines joined as an e-mail, with no two blank lines in a row. */
const mailOf = (lines: readonly string[]) =>
  lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n');

const datesOf = (m: MessageLanguage, checkIn: IsoDate, checkOut: IsoDate) =>
  m.t('notify.dates', { checkIn: m.day(checkIn), checkOut: m.day(checkOut) });

export interface ConfirmedFacts {
  code: string;
  guestName: string;
  propertyName: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** 'HH:MM' in IST. */
  checkInTime: string;
  checkOutTime: string;
  nights: number;
  party: { adults: number; children: number; infants: number; pets: boolean };
  childAges: readonly number[];
  bedRequest: BedRequest | null;
  /** Rupees paid (online and at the desk), still due at the property, the total and its GST. */
  paid: number;
  due: number;
  total: number;
  tax: number;
  /** The tax documents' sentences (English: the record's language). */
  documentLines: readonly string[];
  /** The extras booked online with the stay, one line each ('Airport transfer × 1: ₹1,890'); the total includes them. */
  extras?: readonly string[];
  /** Each booked room's cancellation promise, as the contract writes it. */
  promises: readonly string[];
  contact: string | null;
}

export function confirmedText(m: MessageLanguage, f: ConfirmedFacts): GuestMessageText {
  const { t } = m;
  const dates = datesOf(m, f.checkIn, f.checkOut);
  const amount = formatInrMoved(f.paid);
  const due = formatInrMoved(f.due);
  const party = t('bookings.party', { ...f.party, pets: f.party.pets ? 'yes' : 'no' });
  const checkInTime = m.clock(f.checkInTime);
  const ages =
    f.childAges.length === 0
      ? null
      : m.lang === 'en'
        ? childAgesText(f.childAges)
        : m.list([...f.childAges].sort((a, b) => a - b).map(String));
  const tax = formatInr(f.tax);
  const sms = t('notify.confirmed.sms', {
    code: f.code,
    property: f.propertyName,
    dates,
    party,
    amount,
    hasDue: f.due > 0 ? 'yes' : 'no',
    due,
    time: checkInTime,
  });
  const mail = mailOf([
    t('notify.dear', { name: f.guestName }),
    '',
    t('notify.confirmed.lead', { property: f.propertyName }),
    '',
    t('notify.confirmed.reference', { code: f.code }),
    t('notify.confirmed.checkIn', { day: m.day(f.checkIn), time: checkInTime }),
    t('notify.confirmed.checkOut', { day: m.day(f.checkOut), time: m.clock(f.checkOutTime) }),
    t('notify.confirmed.nights', { nights: f.nights }),
    t('notify.confirmed.guests', { party }),
    ...(ages ? [t('notify.confirmed.ages', { ages })] : []),
    ...(f.bedRequest ? [t('notify.confirmed.bed', { bed: f.bedRequest })] : []),
    ...(f.extras ?? []),
    f.due > 0
      ? t('notify.confirmed.totalDue', { total: formatInr(f.total), tax, amount, due })
      : t('notify.confirmed.paid', { amount, tax }),
    '',
    ...f.documentLines,
    '',
    ...f.promises.map((terms) => t('notify.confirmed.cancellation', { terms })),
    f.contact ? t('notify.confirmed.contact', { phone: f.contact }) : '',
    '',
    t('notify.confirmed.thanks'),
  ]);
  return {
    sms,
    vars: { code: f.code, property: f.propertyName, dates, amount, guests: party },
    subject: t('notify.confirmed.subject', { code: f.code }),
    mail,
  };
}

export function cancelledText(
  m: MessageLanguage,
  f: { code: string; guestName: string; propertyName: string; checkIn: IsoDate; refund: number },
): GuestMessageText {
  const values = {
    code: f.code,
    property: f.propertyName,
    day: m.day(f.checkIn),
    hasRefund: f.refund > 0 ? 'yes' : 'no',
    refund: formatInrMoved(f.refund),
  };
  return {
    sms: m.t('notify.cancelled.sms', values),
    vars: { code: f.code, property: f.propertyName },
    subject: m.t('notify.cancelled.subject', { code: f.code }),
    mail: `${m.t('notify.dear', { name: f.guestName })}\n\n${m.t('notify.cancelled.mail', values)}\n\nStaybook`,
  };
}

export function changedText(
  m: MessageLanguage,
  f: {
    code: string;
    guestName: string;
    propertyName: string;
    checkIn: IsoDate;
    checkOut: IsoDate;
    total: number;
    /** What changed and what it did to the money, as the API writes them. */
    lines: readonly string[];
    moneyText: string | null;
  },
): GuestMessageText {
  const dates = datesOf(m, f.checkIn, f.checkOut);
  const amount = formatInr(f.total);
  return {
    sms: m.t('notify.changed.sms', { code: f.code, property: f.propertyName, dates, amount }),
    vars: { code: f.code, property: f.propertyName, dates, amount },
    subject: m.t('notify.changed.subject', { code: f.code }),
    mail: [
      m.t('notify.dear', { name: f.guestName }),
      '',
      m.t('notify.changed.lead', { code: f.code, property: f.propertyName }),
      ...f.lines,
      ...(f.moneyText ? [f.moneyText] : []),
      '',
      m.t('notify.changed.now', { dates, amount }),
      '',
      'Staybook',
    ].join('\n'),
  };
}

/**
 * A payment link for the higher price of a change the desk made (the booking stands; the link pays the difference).
 * The SMS template's "by" date is the arrival day (the link asks to be paid before it).
 */
export function changePaymentLinkText(
  m: MessageLanguage,
  f: {
    code: string;
    guestName: string;
    propertyName: string;
    checkIn: IsoDate;
    checkOut: IsoDate;
    amount: number;
    url: string;
  },
): GuestMessageText {
  const dates = datesOf(m, f.checkIn, f.checkOut);
  const amount = formatInr(f.amount);
  const values = { code: f.code, property: f.propertyName, dates, amount, url: f.url };
  return {
    sms: m.t('notify.changePay.sms', values),
    vars: { code: f.code, amount, until: m.day(f.checkIn), url: f.url },
    subject: m.t('notify.changePay.subject', { code: f.code }),
    mail: [
      m.t('notify.dear', { name: f.guestName }),
      '',
      m.t('notify.changePay.lead', values),
      m.t('notify.changePay.ask', values),
      '',
      'Staybook',
    ].join('\n'),
  };
}

export function refundCreditedText(
  m: MessageLanguage,
  f: { code: string; guestName: string; amount: number; creditedAt: number; bankReference: string | null },
): GuestMessageText {
  const values = {
    amount: formatInrMoved(f.amount),
    code: f.code,
    day: m.dayMonth(f.creditedAt),
    hasReference: f.bankReference ? 'yes' : 'no',
    reference: f.bankReference ?? '',
  };
  return {
    sms: m.t('notify.refund.sms', values),
    vars: { code: f.code, amount: values.amount, reference: values.reference },
    subject: m.t('notify.refund.subject', { code: f.code }),
    mail: `${m.t('notify.dear', { name: f.guestName })}\n\n${m.t('notify.refund.mail', values)}\n\nStaybook`,
  };
}

/**
 * The guest's WhatsApp confirmation in another language (issue 43): the text the log keeps and the approved
 * template's body parameters (GUEST_CONFIRMATION_PARAMETERS), written in the language. English's is the console's
 * template, rendered as it always has been (notifications.service.ts).
 */
export function whatsappConfirmedText(
  m: MessageLanguage,
  f: {
    guestName: string;
    code: string;
    propertyName: string;
    checkIn: IsoDate;
    checkOut: IsoDate;
    nights: number;
    /** 'HH:MM' in IST. */
    checkInTime: string;
    party: { adults: number; children: number; infants: number; pets: boolean };
    /** Rupees paid (online and at the desk) and still due at the property. */
    paid: number;
    due: number;
    phone: string | null;
  },
): { body: string; parameters: Record<(typeof GUEST_CONFIRMATION_PARAMETERS)[number], string> } {
  const parameters = {
    guestName: f.guestName,
    bookingCode: f.code,
    propertyName: f.propertyName,
    checkIn: m.day(f.checkIn),
    checkOut: m.day(f.checkOut),
    party: m.t('bookings.party', { ...f.party, pets: f.party.pets ? 'yes' : 'no' }),
    paid: formatInrMoved(f.paid),
    balanceDue: formatInrMoved(f.due),
  };
  const body = m.t('notify.whatsapp.confirmed', {
    name: parameters.guestName,
    code: parameters.bookingCode,
    property: parameters.propertyName,
    checkIn: parameters.checkIn,
    checkOut: parameters.checkOut,
    nights: f.nights,
    time: m.clock(f.checkInTime),
    party: parameters.party,
    paid: parameters.paid,
    due: parameters.balanceDue,
    hasPhone: f.phone ? 'yes' : 'no',
    phone: f.phone ?? '',
  });
  return { body, parameters };
}
