import { cancellationHeadline, describeCancellation } from '@staybook/contract/cancellation-rules';
import { formatGuests, formatParty, plural } from '@staybook/contract/format';
import { bedRequests, bedRequestText, childAgesText } from '@staybook/contract/party-rules';
import { onlinePaymentMethods, paidOnlineText } from '@staybook/contract/payment-methods';
import { paidAndDueText } from '@staybook/contract/payment-terms';
import type { RatePlanOffer } from '@staybook/contract/rate-plan-offer';
import { mealPlanLabel, mealPlans } from '@staybook/contract/rate-plans';
import { describe, expect, it } from 'vitest';
import { englishFormats, loadPageLanguage } from '../../../lib/i18n';
import { summary } from '../test/fixtures';
import { paidAndDueWords } from './booking-texts';
import { confirmationWords } from './confirmation-texts';

/**
 * The confirmation's and the details' lines written from a booking's facts (issue 43): English's messages are the
 * contract's own words, so an English page reads byte for byte as the API writes it, and Hindi and German write the
 * same facts in their words.
 */
const CHECK_IN = 1_773_081_000;
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
const cancellations = [
  terms({}),
  terms({ chargeKind: 'percent', chargePercent: 50 }),
  terms({ chargeKind: 'full' }),
  terms({ chargeKind: 'first_night', freeCancellationUntil: null }),
  terms({ chargeKind: 'percent', chargePercent: 30, freeCancellationUntil: null, freeWindowValue: 2 }),
  terms({ kind: 'non_refundable', chargeKind: null, freeCancellationUntil: null }),
];
const plan = (cancellation: Cancellation, mealPlan: RatePlanOffer['mealPlan'] = 'breakfast'): RatePlanOffer => ({
  id: 'plan-1',
  name: 'Flexible rate',
  mealPlan,
  mealPlanLabel: mealPlanLabel(mealPlan),
  paymentPolicy: 'pay_now',
  isDefault: false,
  cancellation,
});
const parties = [
  { adults: 1, children: 0, infants: 0, pets: false },
  { adults: 2, children: 1, infants: 0, pets: false },
  { adults: 2, children: 2, infants: 1, pets: true },
  { adults: 3, children: 0, infants: 2, pets: false },
];

async function wordsIn(lang: 'en' | 'hi' | 'de') {
  const { i18n, formats } = await loadPageLanguage(lang, ['confirmation', 'bookings']);
  const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
  return { t, formats, i18n };
}

describe("the confirmation's lines from the booking's facts", () => {
  it("English's messages are the contract's words", async () => {
    const { t, i18n } = await wordsIn('en');
    for (const party of parties) {
      const words = confirmationWords(t, 'en', englishFormats, {
        party,
        childAges: [],
        bedRequest: null,
        roomLines: [],
        plans: [],
      });
      expect(words.guests).toBe(formatParty(party));
    }
    for (const ages of [[4], [11, 7], [3, 9, 12]]) {
      const words = confirmationWords(t, 'en', englishFormats, {
        party: parties[0]!,
        childAges: ages,
        bedRequest: null,
        roomLines: [],
        plans: [],
      });
      expect(words.childAges).toBe(childAgesText(ages));
    }
    for (const request of bedRequests) {
      const words = confirmationWords(t, 'en', englishFormats, {
        party: parties[0]!,
        childAges: [],
        bedRequest: request,
        roomLines: [],
        plans: [],
      });
      expect(words.bedRequest).toBe(bedRequestText(request));
    }
    for (const c of cancellations) {
      const words = confirmationWords(t, 'en', englishFormats, {
        party: parties[0]!,
        childAges: [],
        bedRequest: null,
        roomLines: [],
        plans: [{ roomName: 'Deluxe Room', plan: plan(c) }],
      });
      const headline = cancellationHeadline(c, c.freeCancellationUntil);
      expect(words.plans).toEqual([`Flexible rate · Breakfast included · ${headline}`]);
      expect(words.cancellation).toEqual([describeCancellation(c, c.freeCancellationUntil)]);
    }
    for (const meal of mealPlans) expect(i18n._('confirm.words.meal', { plan: meal })).toBe(mealPlanLabel(meal));
  });

  it("English's room line is the API's roomDetails value", async () => {
    const { t } = await wordsIn('en');
    for (const [roomCount, adults, children] of [
      [1, 1, 0],
      [1, 2, 1],
      [3, 6, 2],
    ] as const) {
      const words = confirmationWords(
        t,
        'en',
        englishFormats,
        {
          party: parties[0]!,
          childAges: [],
          bedRequest: null,
          roomLines: [{ name: 'Deluxe Room', roomCount, adults, children }],
          plans: [],
        },
        [{ name: 'Deluxe Room', value: 'as sent' }],
      );
      expect(words.rooms).toEqual([
        { name: 'Deluxe Room', value: `${plural(roomCount, 'room')} · ${formatGuests(adults, children)}` },
      ]);
    }
  });

  it("English's money line is the API's paidAndDueText", async () => {
    const { t } = await wordsIn('en');
    for (const [paid, desk, due] of [
      [3150, 0, 7350],
      [10_500, 0, 0],
      [2520.5, 1000, 123_456],
    ] as const) {
      const s = summary({ amountPaid: paid, amountPaidAtProperty: desk, balanceDue: due });
      expect(paidAndDueWords(t, s)).toBe(paidAndDueText((paid + desk) * 100, due * 100));
    }
  });

  it("English's sentence of how the guest paid is the API's paidOnlineText", async () => {
    const { i18n } = await wordsIn('en');
    for (const method of onlinePaymentMethods)
      expect(i18n._('bookings.words.paidOnline', { method })).toBe(paidOnlineText(method));
  });

  it('names each room when the plans differ, and each distinct promise once', async () => {
    const { t, formats } = await wordsIn('de');
    const words = confirmationWords(t, 'de', formats, {
      party: parties[2]!,
      childAges: [11, 7],
      bedRequest: 'cot',
      roomLines: [{ name: 'Suite', roomCount: 2, adults: 4, children: 1 }],
      plans: [
        { roomName: 'Deluxe Room', plan: plan(cancellations[0]!) },
        { roomName: 'Suite', plan: plan(cancellations[5]!, 'room_only') },
        { roomName: 'Garden Room', plan: plan(cancellations[0]!) },
      ],
    });
    expect(words.guests).toBe('2 Erwachsene, 2 Kinder, 1 Kleinkind, mit Haustier');
    expect(words.childAges).toBe('Kinder im Alter von 7 und 11 Jahren');
    expect(words.bedRequest).toBe('Ein Kinderbett für das Kleinkind (angefragt; das Hotel bestätigt es beim Check-in)');
    expect(words.plans).toEqual([
      expect.stringMatching(/^Deluxe Room: Flexible rate · Frühstück inklusive · Kostenlose Stornierung bis .+ IST$/),
      'Suite: Flexible rate · Nur Übernachtung · Nicht erstattungsfähig',
    ]);
    expect(words.cancellation).toEqual([
      expect.stringMatching(
        /^Kostenlose Stornierung bis .+ Uhr IST mit voller Erstattung; danach wird die erste Nacht \(mit GST\) berechnet und der Rest erstattet\.$/,
      ),
      'Nicht erstattungsfähig: Bei einer Stornierung wird nichts erstattet.',
    ]);
  });

  it('writes Hindi from the same facts', async () => {
    const { t, formats } = await wordsIn('hi');
    const words = confirmationWords(t, 'hi', formats, {
      party: parties[1]!,
      childAges: [4],
      bedRequest: 'extra_bed',
      roomLines: [],
      plans: [{ roomName: 'Deluxe Room', plan: plan(cancellations[1]!) }],
    });
    expect(words.guests).toBe('2 वयस्क, 1 बच्चा');
    expect(words.childAges).toBe('4 साल का एक बच्चा');
    expect(words.bedRequest).toBe('एक अतिरिक्त बिस्तर (अनुरोध किया गया; होटल चेक-इन पर इसकी पुष्टि करेगा)');
    expect(words.cancellation[0]).toMatch(
      /IST तक मुफ़्त कैंसलेशन और पूरा रिफ़ंड; उसके बाद ठहरने का 50% शुल्क \(GST सहित\) लिया जाता है और बाकी रिफ़ंड होता है।$/,
    );
    expect(paidAndDueWords(t, summary({ amountPaid: 3150, balanceDue: 7350 }))).toBe(
      'चुकाया गया ₹3,150 · प्रॉपर्टी पर देय ₹7,350',
    );
  });
});
