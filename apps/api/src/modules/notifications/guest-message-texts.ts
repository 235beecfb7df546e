import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@staybook/contract/languages';
import { formatInr, formatInrMoved } from '@staybook/contract/money';
import type { GUEST_CONFIRMATION_PARAMETERS, NotificationChannel } from '@staybook/contract/notifications';
import { type BedRequest, childAgesText } from '@staybook/contract/party-rules';
import type { IsoDate } from '@staybook/contract/stay-dates';
import type { SmsAdapter, SmsTemplate } from '../../adapters/sms/index.js';
import { type MessageLanguage, messageLanguage } from '../../lib/message-language.js';

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

/** A deadline in IST, saying so: '23 Dec 2026, 2:00 PM IST' in English (the contract's formatDeadline), '23. Dez. 2026, 14:00 IST'. */
export function deadlineIn(m: MessageLanguage, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  const minutes = Math.floor(((seconds + 19_800) % 86_400) / 60);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return m.t('notify.deadline', { day: m.day(seconds), time: m.clock(hhmm) });
}

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

/**
 * A desk booking's payment link: what it asks and until when (IST). In English the words it always had; the SMS
 * template's variables are the code, the amount, the deadline and the link.
 */
export function paymentLinkText(
  m: MessageLanguage,
  f: {
    code: string;
    guestName: string;
    propertyName: string;
    checkIn: IsoDate;
    checkOut: IsoDate;
    amount: number;
    /** Until when the rooms are held for it. */
    heldUntil: Date;
    url: string;
  },
): GuestMessageText {
  const values = {
    code: f.code,
    property: f.propertyName,
    dates: datesOf(m, f.checkIn, f.checkOut),
    amount: formatInr(f.amount),
    until: deadlineIn(m, f.heldUntil),
    url: f.url,
  };
  return {
    sms: m.t('notify.pay.sms', values),
    vars: { code: f.code, amount: values.amount, until: values.until, url: f.url },
    subject: m.t('notify.pay.subject', { code: f.code }),
    mail: [
      m.t('notify.dear', { name: f.guestName }),
      '',
      m.t('notify.pay.held', values),
      m.t('notify.pay.ask', values),
      '',
      m.t('notify.pay.release'),
      '',
      'Staybook',
    ].join('\n'),
  };
}

/**
 * The guest's reminder two days before arrival in a language other than English (English's words are the console's
 * template, which staff edit). Its SMS goes as the provider's reminder template, whose one variable is the text.
 */
export function arrivalReminderText(
  m: MessageLanguage,
  f: {
    code: string;
    guestName: string;
    propertyName: string;
    checkIn: IsoDate;
    nights: number;
    /** 'HH:MM' in IST. */
    checkInTime: string;
    /** The balance due at the property, as the money is written ('₹1,000'). */
    due: string;
    propertyPhone: string | null;
  },
): GuestMessageText {
  const values = {
    name: f.guestName,
    property: f.propertyName,
    code: f.code,
    checkIn: m.day(f.checkIn),
    time: m.clock(f.checkInTime),
    nights: f.nights,
    due: f.due,
    hasPhone: f.propertyPhone ? 'yes' : 'no',
    phone: f.propertyPhone ?? '',
  };
  const sms = m.t('notify.reminder.sms', values);
  return {
    sms,
    vars: { message: sms },
    subject: m.t('notify.reminder.subject', values),
    mail: mailOf([
      m.t('notify.dear', { name: f.guestName }),
      '',
      m.t('notify.reminder.lead', values),
      '',
      m.t('notify.confirmed.reference', { code: f.code }),
      m.t('notify.reminder.due', { due: f.due }),
      ...(f.propertyPhone ? [m.t('notify.confirmed.contact', { phone: f.propertyPhone })] : []),
      '',
      m.t('notify.reminder.welcome'),
      '',
      'Staybook',
    ]),
  };
}

/**
 * A message in the language of the booking it is about (issue 43): the e-mail in the booking's language (English for
 * none), the SMS in it too where the SMS provider has the template registered in that language (India's DLT: a
 * language is spoken only where its own template is), else the SMS and its template's variables in English. The one
 * rule of the guest's messages: the booking's (booking-notifications.ts) and the review invitation's.
 */
export function guestMessageIn(
  sms: Pick<SmsAdapter, 'speaks'>,
  language: string | null | undefined,
  template: SmsTemplate,
  write: (m: MessageLanguage) => GuestMessageText,
): GuestMessageText & { smsLanguage: Language } {
  const mailLanguage = messageLanguage(language);
  const text = write(mailLanguage);
  if (sms.speaks(template, mailLanguage.lang)) return { ...text, smsLanguage: mailLanguage.lang };
  const english = write(messageLanguage(DEFAULT_LANGUAGE));
  return { ...text, sms: english.sms, vars: english.vars, smsLanguage: DEFAULT_LANGUAGE };
}

/**
 * The invitation to review a stay once it has ended (reviews/review-invites.ts): thanks, the booking, and the review
 * page's link (in the booking's language, `link`). The guest is greeted by their first name. In English the words it
 * always had; the SMS template's variables are the property and the link.
 */
export function reviewInviteText(
  m: MessageLanguage,
  f: { code: string; guestName: string; propertyName: string; checkOut: IsoDate; link: string },
): GuestMessageText {
  const firstName = f.guestName.trim().split(/\s+/)[0] ?? '';
  const values = { property: f.propertyName, code: f.code, day: m.day(f.checkOut), link: f.link };
  return {
    sms: m.t('notify.review.sms', values),
    vars: { property: f.propertyName, link: f.link },
    subject: m.t('notify.review.subject', values),
    mail: [
      m.t('notify.review.dear', { hasName: firstName ? 'yes' : 'no', name: firstName }),
      '',
      m.t('notify.review.lead', values),
      m.t('notify.review.ask'),
      f.link,
      '',
      m.t('notify.review.note'),
      '',
      'Staybook',
    ].join('\n'),
  };
}

/**
 * The arrival reminder's words by channel for a booking (issue 43): English's are the console's template (none
 * written here); another language's the catalogues', its SMS only where the SMS provider has the reminder's template
 * registered in that language (India's DLT), else the English template. Each message records its language.
 */
export function reminderInLanguage(
  sms: Pick<SmsAdapter, 'speaks'>,
  facts: {
    booking: Omit<
      Parameters<typeof arrivalReminderText>[1],
      'propertyName' | 'checkInTime' | 'due' | 'propertyPhone'
    > & {
      language: string | null;
    };
    propertyName: string;
    checkInTime: string;
    propertyPhone: string | null;
    values: { balanceDue?: string };
  },
): (channel: NotificationChannel) => { language: Language; written?: { subject?: string; body: string } } {
  const f = { ...facts.booking, ...facts, due: facts.values.balanceDue ?? '' };
  const language = isLanguage(f.language) ? f.language : DEFAULT_LANGUAGE;
  if (language === DEFAULT_LANGUAGE) return () => ({ language });
  const text = arrivalReminderText(messageLanguage(language), f);
  return (channel) =>
    channel === 'email'
      ? { language, written: { subject: text.subject, body: text.mail } }
      : sms.speaks('arrival_reminder', language)
        ? { language, written: { body: text.sms } }
        : { language: DEFAULT_LANGUAGE };
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
