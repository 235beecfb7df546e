import { formatDeadline } from '@staybook/contract/format';
import { paymentPolicyLabel } from '@staybook/contract/payment-terms';
import { mealPlanLabel, mealPlans } from '@staybook/contract/rate-plans';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { englishFormats, loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import type { RatePlanOption } from '../logic/room-option';
import { CHECK_IN, makeRoom } from '../test/room-factory';
import { RoomCard } from './room-card';

/**
 * The rooms page's lines the API words in English (the meal plan, the cancellation promise, the payment) and the
 * card's own size and extra-guest note read in the page's language from their facts (issue 43); English keeps the
 * API's words as sent.
 */
const nights = [{ date: CHECK_IN, rate: 4000, availableInventory: 3 }];
const plan = (over: Partial<RatePlanOption>): RatePlanOption => ({
  id: 'plan-1',
  name: 'Flexible rate',
  mealPlanLabel: 'Breakfast included',
  cancellationHeadline: 'Free cancellation until 06 Mar 2026, 2:00 PM IST',
  isNonRefundable: false,
  paymentNote: null,
  nights,
  facts: {
    mealPlan: 'breakfast',
    freeCancellationUntil: CHECK_IN - 4 * 86_400 + 14 * 3600,
    paymentPolicy: 'pay_now',
    depositPercent: null,
  },
  ...over,
});
const room = makeRoom({
  size: '320 sq ft',
  sizeSqft: 320,
  extraGuests: {
    baseAdults: 4,
    adultCharge: 1200,
    childCharge: 500,
    childAges: 'Ages 2–12',
    childAgeBand: { from: 2, to: 12 },
  },
  ratePlans: [
    plan({}),
    plan({
      id: 'plan-2',
      name: 'Saver',
      mealPlanLabel: 'Room only',
      cancellationHeadline: 'Non-refundable',
      isNonRefundable: true,
      paymentNote: 'Pay 30% deposit now',
      facts: { mealPlan: 'room_only', freeCancellationUntil: null, paymentPolicy: 'deposit', depositPercent: 30 },
    }),
  ],
});

async function renderIn(lang: 'en' | 'hi' | 'de', shown = room) {
  const language = await loadPageLanguage(lang, ['rooms']);
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <Suspense fallback={null}>
          <MemoryRouter initialEntries={['/select-rooms']}>
            <RoomCard
              room={shown}
              quantity={0}
              stay={{}}
              onAdd={vi.fn()}
              onQuantity={vi.fn()}
              onExternal={vi.fn()}
              onChoosePlan={vi.fn()}
            />
          </MemoryRouter>
        </Suspense>
      </PageLanguageProvider>,
    );
  });
}

describe("the rooms page's plan lines in the page's language", () => {
  it("English's messages are the API's words, so an English page reads as before", async () => {
    const { i18n } = await loadPageLanguage('en', ['rooms']);
    for (const plan of mealPlans) expect(i18n._('rooms.words.meal', { plan })).toBe(mealPlanLabel(plan));
    for (const until of [CHECK_IN - 86_400 + 14 * 3600, CHECK_IN + 11 * 3600 + 30 * 60, CHECK_IN - 60])
      expect(
        i18n._('rooms.words.freeUntil', {
          day: englishFormats.day(until),
          time: englishFormats.clock(new Date((until + 19_800) * 1000).toISOString().slice(11, 16)),
        }),
      ).toBe(`Free cancellation until ${formatDeadline(until)}`);
    expect(i18n._('rooms.words.payAtProperty')).toBe(paymentPolicyLabel({ paymentPolicy: 'pay_at_property' }));
    expect(i18n._('rooms.words.deposit', { percent: 30 })).toBe(
      paymentPolicyLabel({ paymentPolicy: 'deposit', depositPercent: 30 }),
    );
    expect(i18n._('rooms.words.sizeSqft', { size: 320 })).toBe('320 sq ft');
  });

  it("English: the API's words as sent", async () => {
    await renderIn('en');
    expect(screen.getByText('320 sq ft')).toBeInTheDocument();
    expect(screen.getByText('Breakfast included')).toBeInTheDocument();
    expect(screen.getByText('Free cancellation until 06 Mar 2026, 2:00 PM IST')).toBeInTheDocument();
    expect(screen.getByText('Pay 30% deposit now')).toBeInTheDocument();
    expect(
      screen.getByText('Price for 4 adults · extra adult ₹1,200/night · extra child (ages 2–12) ₹500/night'),
    ).toBeInTheDocument();
  });

  it('Hindi: written from the facts', async () => {
    await renderIn('hi');
    expect(screen.getByText('320 वर्ग फ़ुट')).toBeInTheDocument();
    expect(screen.getByText('नाश्ता शामिल')).toBeInTheDocument();
    expect(screen.getByText('सिर्फ़ कमरा')).toBeInTheDocument();
    expect(screen.getByText(/^06 मार्च 2026, 2:00 pm IST तक मुफ़्त कैंसलेशन$/i)).toBeInTheDocument();
    expect(screen.getByText('रिफ़ंड नहीं होगा')).toBeInTheDocument();
    expect(screen.getByText('अभी 30% डिपॉज़िट दें')).toBeInTheDocument();
    expect(
      screen.getByText('4 वयस्कों का दाम · अतिरिक्त वयस्क ₹1,200/रात · अतिरिक्त बच्चा (2–12 साल) ₹500/रात'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Breakfast|cancellation|deposit|sq ft|rooms\.words/);
  });

  it('German: the deadline in German, IST kept', async () => {
    await renderIn('de');
    expect(screen.getByText('Frühstück inklusive')).toBeInTheDocument();
    expect(screen.getByText(/^Kostenlose Stornierung bis 06\. März 2026, 14:00 IST$/)).toBeInTheDocument();
    expect(screen.getByText('Nicht erstattungsfähig')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Preis für 4 Erwachsene · zusätzlicher Erwachsener ₹1,200/Nacht · zusätzliches Kind (2–12 Jahre) ₹500/Nacht',
      ),
    ).toBeInTheDocument();
  });

  it('the child ages come from the numbers the rooms answer sends, never from its English words', async () => {
    const extra = { baseAdults: 2, adultCharge: null, childCharge: 400, childAges: 'Ages 3–11' };
    await renderIn('de', { ...room, extraGuests: { ...extra, childAgeBand: { from: 3, to: 11 } } });
    expect(screen.getByText('Preis für 2 Erwachsene · zusätzliches Kind (3–11 Jahre) ₹400/Nacht')).toBeInTheDocument();
    cleanup();
    // An answer without the numbers: the charge without its ages, not the English read for digits.
    await renderIn('hi', { ...room, extraGuests: extra });
    expect(screen.getByText('2 वयस्कों का दाम · अतिरिक्त बच्चा ₹400/रात')).toBeInTheDocument();
  });
});
