import type { BookingSummary } from '@staybook/contract/booking';
import {
  type BookingRowFacts,
  bookingDetailRows,
  bookingRowTitles,
  cancellationPromiseRows,
  englishBookingRowWords,
  namedPolicyGroups,
  policyGroupTitle,
} from '@staybook/contract/booking-detail-rows';
import type { BookedExtraLine } from '@staybook/contract/booking-extras';
import { bedRequests } from '@staybook/contract/party-rules';
import type { RatePlanOffer } from '@staybook/contract/rate-plan-offer';
import { mealPlanLabel, mealPlans } from '@staybook/contract/rate-plans';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage } from '../../../lib/i18n';
import { summary } from '../test/fixtures';
import { bookingRowWords, rowFactsOf, translatedRows } from './booking-rows';

/**
 * A booking's rooms and cancellation rows written from the summary's facts (issue 43): English's messages are the
 * API's words (the contract's englishBookingRowWords, the rows the API sends), and Hindi and German write the same
 * rows from the same facts.
 */
const CHECK_IN = 1_773_081_000; // 00:00 IST, 10 Mar 2026
type Cancellation = RatePlanOffer['cancellation'];
const terms = (over: Partial<Cancellation>): Cancellation => ({
  name: 'Flexible',
  kind: 'free_then_charge',
  freeWindowValue: 24,
  freeWindowUnit: 'hours',
  chargeKind: 'first_night',
  chargePercent: null,
  freeCancellationUntil: CHECK_IN - 86_400 + 14 * 3600,
  headline: '',
  description: '',
  ...over,
});
const plan = (cancellation: Cancellation, mealPlan: RatePlanOffer['mealPlan'] = 'breakfast'): RatePlanOffer => ({
  id: 'plan-1',
  name: 'Flexible rate',
  mealPlan,
  mealPlanLabel: mealPlanLabel(mealPlan),
  paymentPolicy: 'pay_now',
  isDefault: false,
  cancellation,
});
const extra = (over: Partial<BookedExtraLine>): BookedExtraLine => ({
  extraId: 'x1',
  name: 'Airport transfer',
  sac: '996601',
  unit: 'per_item',
  quantity: 1,
  unitPrice: 1800,
  taxableValue: 1800,
  gstRate: 5,
  tax: 90,
  total: 1890,
  ...over,
});

/** A deposit stay of two room types under two plans, with every optional row. */
const full: BookingSummary = summary({
  adults: 3,
  children: 2,
  infants: 1,
  pets: true,
  childAges: [11, 7],
  bedRequest: 'cot',
  checkInTime: '14:00',
  checkOutTime: '11:30',
  guestName: 'Asha Menon',
  roomRent: 16_000,
  tax: 1_920,
  totalPrice: 17_920,
  amountPaid: 5_376,
  amountPaidAtProperty: 0,
  balanceDue: 12_544,
  paymentPolicy: 'deposit',
  paymentSummary: 'Paid ₹5,376 · Due at property ₹12,544',
  roomLines: [
    { name: 'Garden Room', roomCount: 1, adults: 2, children: 1 },
    { name: 'Pool Suite', roomCount: 2, adults: 1, children: 1 },
  ],
  ratePlans: [
    { roomId: 'r1', roomName: 'Garden Room', ratePlan: plan(terms({}), 'breakfast') },
    { roomId: 'r2', roomName: 'Pool Suite', ratePlan: plan(terms({ kind: 'non_refundable' }), 'half_board') },
  ],
  extras: [
    extra({}),
    extra({ name: 'Breakfast', unit: 'per_person', quantity: 2, nights: 3, unitPrice: 450, total: 2835 }),
    extra({ name: 'Scooter', unit: 'per_night', quantity: 1, nights: 1, unitPrice: 500.5, total: 525.5 }),
  ],
  extrasTotal: 5250.5,
  totalWithExtras: 23_170.5,
});
/** A pay-now stay of one room: no optional rows, no money line. */
const bare: BookingSummary = summary({
  checkInTime: '12:00',
  checkOutTime: '10:00',
  guestName: 'Ravi',
  roomRent: 8_000,
  paymentPolicy: 'pay_now',
  paymentSummary: 'Paid ₹8,400',
  roomLines: [{ name: 'Deluxe Room', roomCount: 1, adults: 2, children: 0 }],
  ratePlans: [{ roomId: 'r1', roomName: 'Deluxe Room', ratePlan: plan(terms({ chargeKind: 'full' }), 'room_only') }],
});

async function wordsIn(lang: 'en' | 'hi' | 'de') {
  const { i18n, formats } = await loadPageLanguage(lang, ['bookings', 'confirmation']);
  const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
  return bookingRowWords(t, t, lang, formats);
}
const factsOf = (s: BookingSummary) => rowFactsOf(s) as BookingRowFacts;

describe("a booking's rows from its facts", () => {
  it("English's messages write the API's rows, byte for byte", async () => {
    const en = await wordsIn('en');
    for (const s of [full, bare]) {
      expect(bookingDetailRows(factsOf(s), en)).toEqual(bookingDetailRows(factsOf(s), englishBookingRowWords));
    }
    for (const row of Object.keys(bookingRowTitles) as (keyof typeof bookingRowTitles)[])
      expect(en.title(row)).toBe(bookingRowTitles[row]);
    for (const meal of mealPlans) expect(en.meal(meal)).toBe(englishBookingRowWords.meal(meal));
    for (const request of bedRequests) expect(en.bedRequest(request)).toBe(englishBookingRowWords.bedRequest(request));
    for (const ages of [[4], [11, 7], [3, 9, 12]])
      expect(en.childAges(ages)).toBe(englishBookingRowWords.childAges(ages));
    for (const count of [1, 2]) expect(en.infants(count)).toBe(englishBookingRowWords.infants(count));
    for (const l of [
      extra({ quantity: 3 }),
      extra({ unit: 'per_person', quantity: 1, nights: 1 }),
      extra({ unit: 'per_person', quantity: 4, nights: 2 }),
      extra({ unit: 'per_night', quantity: 2, nights: 5, unitPrice: 1_250.75 }),
    ])
      expect(en.extra(l)).toBe(englishBookingRowWords.extra(l));
    const cancellations = [
      terms({}),
      terms({ chargeKind: 'percent', chargePercent: 50 }),
      terms({ chargeKind: 'full' }),
      terms({ chargeKind: 'first_night', freeCancellationUntil: null }),
      terms({ kind: 'non_refundable', chargeKind: null, freeCancellationUntil: null }),
    ];
    for (const c of cancellations) expect(en.cancellation(c)).toBe(englishBookingRowWords.cancellation(c));
    expect(cancellationPromiseRows(factsOf(full).ratePlans, en)).toEqual(
      cancellationPromiseRows(factsOf(full).ratePlans, englishBookingRowWords),
    );
  });

  it('writes the rows in Hindi and German from the same facts, in the same order', async () => {
    const hi = bookingDetailRows(factsOf(full), await wordsIn('hi'));
    const en = bookingDetailRows(factsOf(full), englishBookingRowWords);
    expect(hi).toHaveLength(en.length);
    expect(hi.slice(0, 4)).toEqual([
      { title: 'Garden Room', value: '1 कमरा · 2 वयस्क, 1 बच्चा' },
      { title: 'Pool Suite', value: '2 कमरे · 1 वयस्क, 1 बच्चा' },
      { title: 'प्लान: Garden Room', value: 'Flexible rate · नाश्ता शामिल' },
      { title: 'प्लान: Pool Suite', value: 'Flexible rate · नाश्ता और रात का खाना' },
    ]);
    const byTitle = new Map(hi.map((r) => [r.title, r.value]));
    expect(byTitle.get('मुख्य मेहमान')).toBe('Asha Menon');
    expect(byTitle.get('शिशु')).toBe('1 (मुफ़्त, कमरों की गिनती में नहीं)');
    expect(byTitle.get('बच्चों की उम्र')).toBe('7 और 11 साल के बच्चे');
    expect(byTitle.get('भुगतान')).toBe('चुकाया गया ₹5,376 · प्रॉपर्टी पर देय ₹12,544');
    expect(byTitle.get('Breakfast: ₹450 × 2 मेहमान × 3 रातें')).toBe('₹2,835 (GST सहित)');
    expect(byTitle.get('Scooter: ₹500.50 × 1 × 1 रात')).toBe('₹526 (GST सहित)');
    expect(hi.some((r) => r.title === 'Primary guest' || r.title === 'Room rent')).toBe(false);

    const de = bookingDetailRows(factsOf(bare), await wordsIn('de'));
    expect(de.map((r) => r.title)).toEqual([
      'Deluxe Room',
      'Tarif',
      'Check-in',
      'Check-out',
      'Nächte',
      'Gäste',
      'Hauptgast',
      'Zimmerpreis',
      'Steuern (GST)',
      'Gesamt',
      'Buchungsreferenz',
    ]);
    expect(de[1]!.value).toBe('Flexible rate · Nur Übernachtung');
    expect(de[2]!.value).toMatch(/^10\. März 2026, ab 12:00 Uhr$/);
  });

  it("writes the booked promises in the language and keeps the property's notes as sent", async () => {
    const sent = {
      rooms: [],
      cancellation: [
        { title: 'Garden Room: Flexible', description: 'English promise' },
        { title: 'Pool Suite: Flexible', description: 'English promise' },
        { title: 'No-shows', description: 'Ein Nichterscheinen kostet die erste Nacht.' },
      ],
    };
    const { cancellation, rooms } = translatedRows(full, sent, await wordsIn('de'));
    expect(cancellation).toHaveLength(3);
    expect(cancellation[0]!.title).toBe('Garden Room: Flexible');
    expect(cancellation[0]!.description).toMatch(/^Kostenlose Stornierung bis .* innerhalb von 7–14 Werktagen/);
    expect(cancellation[1]!.description).toMatch(/^Nicht erstattungsfähig/);
    expect(cancellation[2]).toEqual(sent.cancellation[2]);
    expect(rooms[0]).toEqual({ title: 'Garden Room', value: '1 Zimmer · 2 Erwachsene, 1 Kind' });
    // An answer without the rows' facts is shown as sent.
    expect(translatedRows(summary(), sent, await wordsIn('de'))).toBe(sent);
  });

  it("names the usual policy groups' tabs as the API does in English, and in Hindi and German", async () => {
    const tab = async (lang: 'en' | 'hi' | 'de', key: string) =>
      (await loadPageLanguage(lang, ['bookings'])).i18n._('bookings.policies.tab', { key });
    for (const key of namedPolicyGroups) expect(await tab('en', key)).toBe(policyGroupTitle(key));
    expect(await tab('hi', 'houseRules')).toBe('घर के नियम');
    expect(await tab('de', 'guestProfile')).toBe('Gästeprofil');
  });
});
