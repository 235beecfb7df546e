import type { BookingDetailsSection, BookingSummary } from '@staybook/contract/booking';
import {
  type BookingRowFacts,
  type BookingRowWords,
  bookingDetailRows,
  cancellationPromiseRows,
} from '@staybook/contract/booking-detail-rows';
import { DEFAULT_LANGUAGE, type Language } from '@staybook/contract/languages';
import type { AreaId } from '@staybook/contract/messages/areas';
import { formatInr, formatInrMoved } from '@staybook/contract/money';
import { type LanguageFormats, type Translate, useFormats, useLanguage, useT } from '../../../lib/i18n';
import { type SectionOf, sectionOf } from '../logic/details-sections';
import { paidAndDueWords } from './booking-texts';
import { agesList, cancellationSentence } from './confirmation-texts';

type BookingsT = Translate<AreaId<'bookings'>>;
type ConfirmT = Translate<AreaId<'confirmation'>>;

/**
 * A booking's details rows in the page's language (issue 43): the contract's bookingDetailRows and
 * cancellationPromiseRows, the rules the API writes its English rows by, given this language's words. The party's,
 * the stay's, a plan's meal and a promise's words are the confirmation's (`confirm.*`, the same sentences there);
 * the rooms section's own are `bookings.rows.*`. English's words are the API's (booking-rows.test.ts).
 */
export function bookingRowWords(t: BookingsT, tc: ConfirmT, lang: Language, formats: LanguageFormats): BookingRowWords {
  return {
    title: (row) => t('bookings.rows.title', { row }),
    roomLine: (l) => tc('confirm.words.roomLine', { rooms: l.roomCount, adults: l.adults, children: l.children }),
    rate: (roomName) => (roomName === null ? t('bookings.rows.rate') : t('bookings.rows.rateOf', { room: roomName })),
    meal: (plan) => tc('confirm.words.meal', { plan }),
    checkIn: (day, time) => tc('confirm.checkInAt', { day: formats.day(day), time: formats.clock(time) }),
    checkOut: (day, time) => tc('confirm.checkOutBy', { day: formats.day(day), time: formats.clock(time) }),
    guests: (adults, children) => tc('confirm.words.party', { adults, children, infants: 0, pets: 'no' }),
    infants: (count) => t('bookings.rows.infants', { count }),
    pet: () => t('bookings.rows.pet'),
    childAges: (ages) => tc('confirm.words.childAges', { count: ages.length, ages: agesList(lang, ages) }),
    bedRequest: (request) => tc('confirm.words.bedRequest', { request }),
    extra: (l) =>
      t('bookings.rows.extra', {
        counted: l.nights === undefined ? 'no' : 'yes',
        name: l.name,
        price: formatInrMoved(l.unitPrice),
        unit: l.unit,
        quantity: l.quantity,
        nights: l.nights ?? 0,
      }),
    withGst: (rupees) => t('bookings.rows.withGst', { amount: formatInr(rupees) }),
    money: formatInr,
    payment: (facts) => paidAndDueWords(t, facts),
    cancellation: (terms) => `${cancellationSentence(tc, formats, terms)} ${t('bookings.rows.refundTime')}`,
  };
}

/** The rows' facts from the summary; null when the answer lacks some (its rows are then shown as sent). */
export function rowFactsOf(summary: BookingSummary): BookingRowFacts | null {
  const { guestName, roomRent, checkInTime, checkOutTime, ratePlans, roomLines } = summary;
  if (guestName === undefined || roomRent === undefined || !checkInTime || !checkOutTime || !ratePlans || !roomLines)
    return null;
  return { ...summary, guestName, roomRent, checkInTime, checkOutTime, ratePlans, roomLines };
}

type Rows = SectionOf<'roomDetails'>['data'];
type Notes = SectionOf<'cancellationPolicy'>['data'];

/**
 * The rooms section's rows and the cancellation section's in a translated page: the booked promises written from
 * the plans' facts, then the property's notes as the API sent them (in the page's language where entered: `lang`).
 */
export function translatedRows(
  summary: BookingSummary,
  sent: { rooms: Rows; cancellation: Notes },
  words: BookingRowWords,
): { rooms: Rows; cancellation: Notes } {
  const facts = rowFactsOf(summary);
  if (!facts) return sent;
  const promised = cancellationPromiseRows(facts.ratePlans, words);
  return {
    rooms: bookingDetailRows(facts, words),
    cancellation: [...promised, ...sent.cancellation.slice(promised.length)],
  };
}

/** The details page's rooms and cancellation rows: English's as the API sent them, another language's from facts. */
export function useDetailsRows(
  summary: BookingSummary,
  sections: readonly BookingDetailsSection[],
): { rooms: Rows; cancellation: Notes } {
  const t = useT('bookings');
  const tc = useT('confirmation');
  const lang = useLanguage();
  const formats = useFormats();
  const sent = {
    rooms: sectionOf(sections, 'roomDetails')?.data ?? [],
    cancellation: sectionOf(sections, 'cancellationPolicy')?.data ?? [],
  };
  return lang === DEFAULT_LANGUAGE ? sent : translatedRows(summary, sent, bookingRowWords(t, tc, lang, formats));
}
