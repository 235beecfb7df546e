import type { BookingSummary } from './booking';
import { type BookedExtraLine, extraChargeText } from './booking-extras';
import { describeCancellation } from './cancellation-rules';
import { formatClock, formatDay, formatGuests, plural } from './format';
import { formatInr } from './money';
import { type BedRequest, bedRequestText, childAgesText } from './party-rules';
import type { CancellationTermsView } from './rate-plan-offer';
import { type MealPlan, mealPlanLabel, type PaymentPolicy } from './rate-plans';

/**
 * A booking's details rows (the rooms section and the cancellation promises) from the summary's facts, once: the API
 * writes them with English's words (the spec's rows, byte for byte), and a page in another language writes the same
 * rows, in the same order and under the same conditions, with its own words (issue 43).
 */

/** The rooms section's fixed row titles, as the API writes them. */
export const bookingRowTitles = {
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  nights: 'Nights',
  guests: 'Guests',
  infants: 'Infants',
  pet: 'Pet',
  childAges: 'Children’s ages',
  requested: 'Requested',
  primaryGuest: 'Primary guest',
  roomRent: 'Room rent',
  taxes: 'Taxes (GST)',
  total: 'Total',
  payment: 'Payment',
  reference: 'Booking reference',
} as const;
export type BookingRowTitle = keyof typeof bookingRowTitles;

/** What the rows are written from: the summary's facts, with the primary guest and the room rent (rupees). */
export type BookingRowFacts = Pick<
  BookingSummary,
  | '_startDate'
  | '_endDate'
  | 'nights'
  | 'adults'
  | 'children'
  | 'infants'
  | 'pets'
  | 'childAges'
  | 'bedRequest'
  | 'code'
  | 'amountPaid'
  | 'tax'
  | 'totalPrice'
  | 'totalWithExtras'
  | 'extras'
  | 'paymentPolicy'
  | 'amountPaidAtProperty'
  | 'balanceDue'
  | 'paymentSummary'
> & {
  checkInTime: string;
  checkOutTime: string;
  ratePlans: NonNullable<BookingSummary['ratePlans']>;
  roomLines: NonNullable<BookingSummary['roomLines']>;
  guestName: string;
  roomRent: number;
};

/** The words a language writes the rows with (English's: `englishBookingRowWords`, the API's). */
export interface BookingRowWords {
  title: (row: BookingRowTitle) => string;
  /** '1 room · 2 adults' (a booked room type's row). */
  roomLine: (line: { roomCount: number; adults: number; children: number }) => string;
  /** 'Rate', or 'Rate: Deluxe Room' when the rooms were booked under several plans. */
  rate: (roomName: string | null) => string;
  meal: (plan: MealPlan) => string;
  /** The day (unix seconds of its 00:00 IST) and the house time ('14:00'). */
  checkIn: (day: number, time: string) => string;
  checkOut: (day: number, time: string) => string;
  guests: (adults: number, children: number) => string;
  infants: (count: number) => string;
  pet: () => string;
  childAges: (ages: readonly number[]) => string;
  bedRequest: (request: BedRequest) => string;
  extra: (line: BookedExtraLine) => string;
  /** An extra's price with its GST: '₹1,180 (incl. GST)'. */
  withGst: (rupees: number) => string;
  money: (rupees: number) => string;
  /** 'Paid ₹3,150 · Due at property ₹7,350'. */
  payment: (facts: BookingRowFacts) => string;
  /** A booked promise in a sentence, with when refunds arrive. */
  cancellation: (terms: CancellationTermsView) => string;
}

/** When refunds arrive, after each booked cancellation promise. */
export const REFUND_TIME_TEXT = 'Refunds are processed in 7-14 working days.';

/** English's words: the rows the API has always written. */
export const englishBookingRowWords: BookingRowWords = {
  title: (row) => bookingRowTitles[row],
  roomLine: (l) => `${plural(l.roomCount, 'room')} · ${formatGuests(l.adults, l.children)}`,
  rate: (roomName) => (roomName === null ? 'Rate' : `Rate: ${roomName}`),
  meal: mealPlanLabel,
  checkIn: (day, time) => `${formatDay(day)}, from ${formatClock(time)}`,
  checkOut: (day, time) => `${formatDay(day)}, by ${formatClock(time)}`,
  guests: (adults, children) => formatGuests(adults, children),
  infants: (count) => `${count} (free, not counted in the rooms)`,
  pet: () => 'Travelling with a pet',
  childAges: (ages) => childAgesText(ages) ?? '',
  bedRequest: (request) => bedRequestText(request) ?? '',
  extra: (l) =>
    extraChargeText({
      name: l.name,
      unit: l.unit,
      unitPricePaise: Math.round(l.unitPrice * 100),
      quantity: l.quantity,
      nights: l.nights,
    }),
  withGst: (rupees) => `${formatInr(rupees)} (incl. GST)`,
  money: formatInr,
  payment: (facts) => facts.paymentSummary ?? '',
  cancellation: (terms) => `${describeCancellation(terms, terms.freeCancellationUntil)} ${REFUND_TIME_TEXT}`,
};

/**
 * Whether the rooms section spells out the money paid and due: a deposit or pay-at-property stay, or one with money
 * paid at the desk or still due (a pay-now booking reads as before).
 */
export function showsPaymentRow(facts: {
  paymentPolicy?: PaymentPolicy | undefined;
  amountPaidAtProperty?: number | undefined;
  balanceDue?: number | undefined;
}): boolean {
  return facts.paymentPolicy !== 'pay_now' || (facts.amountPaidAtProperty ?? 0) > 0 || (facts.balanceDue ?? 0) > 0;
}

type Row = { title: string; value: string };

/** The rooms section's rows, in the API's order: rooms, plans, stay, party, requests, guest, money, reference. */
export function bookingDetailRows(facts: BookingRowFacts, words: BookingRowWords): Row[] {
  const { title } = words;
  const several = facts.ratePlans.length > 1;
  return [
    ...facts.roomLines.map((l) => ({ title: l.name, value: words.roomLine(l) })),
    ...facts.ratePlans.map((p) => ({
      title: words.rate(several ? p.roomName : null),
      value: `${p.ratePlan.name} · ${words.meal(p.ratePlan.mealPlan)}`,
    })),
    { title: title('checkIn'), value: words.checkIn(facts._startDate, facts.checkInTime) },
    { title: title('checkOut'), value: words.checkOut(facts._endDate, facts.checkOutTime) },
    { title: title('nights'), value: String(facts.nights) },
    { title: title('guests'), value: words.guests(facts.adults, facts.children) },
    ...(facts.infants ? [{ title: title('infants'), value: words.infants(facts.infants) }] : []),
    ...(facts.pets ? [{ title: title('pet'), value: words.pet() }] : []),
    ...(facts.childAges?.length ? [{ title: title('childAges'), value: words.childAges(facts.childAges) }] : []),
    ...(facts.bedRequest ? [{ title: title('requested'), value: words.bedRequest(facts.bedRequest) }] : []),
    { title: title('primaryGuest'), value: facts.guestName },
    { title: title('roomRent'), value: words.money(facts.roomRent) },
    { title: title('taxes'), value: words.money(facts.tax) },
    // The extras booked online with the stay, each with its GST, and the total with them (docs/folios-and-extras.md).
    ...(facts.extras ?? []).map((l) => ({ title: words.extra(l), value: words.withGst(l.total) })),
    { title: title('total'), value: words.money(facts.totalWithExtras ?? facts.totalPrice) },
    ...(showsPaymentRow(facts) ? [{ title: title('payment'), value: words.payment(facts) }] : []),
    { title: title('reference'), value: facts.code },
  ];
}

/**
 * The cancellation promises as booked (the plans' snapshots), once per distinct promise (named by room when the
 * rooms' promises differ); the property's general notes follow them in the section.
 */
export function cancellationPromiseRows(
  ratePlans: BookingRowFacts['ratePlans'],
  words: Pick<BookingRowWords, 'cancellation'>,
): Array<{ title: string; description: string }> {
  // Promises are told apart by their English sentence, whatever the language they are written in.
  const promises = ratePlans.map((p) => ({
    room: p.roomName,
    title: p.ratePlan.cancellation.name,
    key: englishBookingRowWords.cancellation(p.ratePlan.cancellation),
    description: words.cancellation(p.ratePlan.cancellation),
  }));
  const distinct = new Set(promises.map((p) => p.key)).size;
  const promised = new Map<string, { title: string; description: string }>();
  for (const p of promises)
    if (!promised.has(p.key))
      promised.set(p.key, { title: distinct > 1 ? `${p.room}: ${p.title}` : p.title, description: p.description });
  return [...promised.values()];
}

/** Policy groups whose tab a page in another language names itself (the usual keys; others show their title). */
export const namedPolicyGroups = [
  'guestProfile',
  'houseRules',
  'checkInCheckOut',
  'foodAndBeverage',
  'petPolicy',
  'idProof',
  'general',
] as const;

const POLICY_TITLES: Record<string, string> = {
  checkInCheckOut: 'Check-in & Check-out',
  foodAndBeverage: 'Food & Beverage',
};

/** The tab title of a policy group, as the API writes it: 'guestProfile' → 'Guest Profile', 'pets_policy' → 'Pets Policy'. */
export function policyGroupTitle(key: string): string {
  const known = POLICY_TITLES[key];
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1).replace(/ ([a-z])/g, (_, c: string) => ` ${c.toUpperCase()}`);
}
