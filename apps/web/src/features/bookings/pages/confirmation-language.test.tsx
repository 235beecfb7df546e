import type { BookingSummary } from '@staybook/contract/booking';
import { cancellationHeadline, describeCancellation } from '@staybook/contract/cancellation-rules';
import type { RatePlanOffer } from '@staybook/contract/rate-plan-offer';
import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPageLanguage } from '../../../lib/i18n';
import { mockApi, ok } from '../../../test/api-mock';
import { renderInLanguage } from '../../../test/render-in-language';
import { BOOKING_ID, detailSections, summary, taxDocument } from '../test/fixtures';
import BookingConfirmationPage from './booking-confirmation-page';

/**
 * The confirmation page a guest lands on after paying, its voucher and the payment success dialog over it, in the
 * page's language (issue 43): the stay's days through Intl and its times in IST, rupees with Indian grouping in every
 * language. English stays the spec's words (booking-confirmation-page.test.tsx holds the rest of them).
 */
const deadline = 1_773_081_000 - 86_400 + 14 * 3600;
const terms = {
  name: 'Flexible',
  kind: 'free_then_charge',
  freeWindowValue: 24,
  freeWindowUnit: 'hours',
  chargeKind: 'first_night',
  chargePercent: null,
} as const;
const ratePlan: RatePlanOffer = {
  id: 'plan-1',
  name: 'Flexible rate',
  mealPlan: 'breakfast',
  mealPlanLabel: 'Breakfast included',
  paymentPolicy: 'deposit',
  depositPercent: 30,
  isDefault: false,
  cancellation: {
    ...terms,
    freeCancellationUntil: deadline,
    headline: cancellationHeadline(terms, deadline),
    description: describeCancellation(terms, deadline),
  },
};

async function renderIn(lang: 'en' | 'hi' | 'de', shown?: BookingSummary) {
  const api = mockApi({
    '/property/v1/app/booking-details': {
      success: true,
      data: detailSections(
        shown ??
          summary({
            checkInTime: '15:00',
            amountPaid: 2520,
            balanceDue: 5880,
            adults: 2,
            children: 2,
            infants: 1,
            childAges: [11, 7],
            bedRequest: 'cot',
            ratePlans: [{ roomId: 'r1', roomName: 'Deluxe Room', ratePlan: ratePlan }],
            roomLines: [{ name: 'Deluxe Room', roomCount: 1, adults: 2, children: 2 }],
          }),
      ),
    },
    [`/property/v1/app/booking/${BOOKING_ID}/documents`]: ok([taxDocument()]),
  });
  await renderInLanguage(
    lang,
    ['confirmation'],
    [{ path: '/booking-confirmation/:bookingId', element: <BookingConfirmationPage /> }],
    [{ pathname: `/booking-confirmation/${BOOKING_ID}`, state: { justPaid: true } }],
  );
  return api;
}

const words = {
  en: {
    dialog: 'Payment Successful!',
    sentence: 'Your booking SB7K2M9Q is confirmed. We have sent the details by SMS and e-mail.',
    heading: 'Your stay at Sea Breeze Resort is confirmed',
    codeLine: 'Booking code SB7K2M9Q',
    qr: 'QR code of booking SB7K2M9Q',
    checkIn: /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4}, from 3:00 PM$/,
    print: 'Print voucher',
    due: 'Due at the property',
    party: '2 adults, 2 children, 1 infant',
    // English shows the API's row as sent (the fixture's own words).
    room: '1 room · 2 Adults',
    ages: 'Children aged 7 and 11',
    bed: 'A cot for the infant (requested; the hotel confirms it at check-in)',
    plan: 'Flexible rate · Breakfast included · Free cancellation until 09 Mar 2026, 2:00 PM IST',
    cancellation:
      'Free cancellation until 09 Mar 2026, 2:00 PM IST for a full refund; after that, the first night is charged (with its GST) and the rest is refunded.',
    note: 'Show this voucher (printed or on your phone) and a photo ID at check-in.',
  },
  hi: {
    dialog: 'भुगतान सफल रहा!',
    sentence: 'आपकी बुकिंग SB7K2M9Q पक्की हो गई है। हमने विवरण SMS और ई-मेल से भेज दिया है।',
    heading: 'Sea Breeze Resort में आपका ठहरना पक्का हो गया है',
    codeLine: 'बुकिंग कोड SB7K2M9Q',
    qr: 'बुकिंग SB7K2M9Q का QR कोड',
    checkIn: /^[\u0900-\u097F]+, \d{2} [\u0900-\u097F]+ \d{4}, 3:00 (pm|PM) से$/,
    print: 'वाउचर प्रिंट करें',
    due: 'प्रॉपर्टी पर देय',
    party: '2 वयस्क, 2 बच्चे, 1 शिशु',
    room: '1 कमरा · 2 वयस्क, 2 बच्चे',
    ages: '7 और 11 साल के बच्चे',
    bed: 'शिशु के लिए एक पालना (अनुरोध किया गया; होटल चेक-इन पर इसकी पुष्टि करेगा)',
    plan: /^Flexible rate · नाश्ता शामिल · 09 मार्च 2026, 2:00 (pm|PM) IST तक मुफ़्त कैंसलेशन$/,
    cancellation:
      /^09 मार्च 2026, 2:00 (pm|PM) IST तक मुफ़्त कैंसलेशन और पूरा रिफ़ंड; उसके बाद पहली रात का शुल्क \(GST सहित\) लिया जाता है और बाकी रिफ़ंड होता है।$/,
    note: 'चेक-इन के समय यह वाउचर (प्रिंट किया हुआ या फ़ोन पर) और एक फ़ोटो पहचान पत्र दिखाएँ।',
  },
  de: {
    dialog: 'Zahlung erfolgreich!',
    sentence: 'Ihre Buchung SB7K2M9Q ist bestätigt. Wir haben Ihnen die Details per SMS und E-Mail geschickt.',
    heading: 'Ihr Aufenthalt in der Unterkunft Sea Breeze Resort ist bestätigt',
    codeLine: 'Buchungscode SB7K2M9Q',
    qr: 'QR-Code der Buchung SB7K2M9Q',
    checkIn: /^[A-Z][a-z]{1,2}\.?, \d{2}\. [A-ZÄ][a-zä]+\.? \d{4}, ab 15:00 Uhr$/,
    print: 'Voucher drucken',
    due: 'Vor Ort zu zahlen',
    party: '2 Erwachsene, 2 Kinder, 1 Kleinkind',
    room: '1 Zimmer · 2 Erwachsene, 2 Kinder',
    ages: 'Kinder im Alter von 7 und 11 Jahren',
    bed: 'Ein Kinderbett für das Kleinkind (angefragt; das Hotel bestätigt es beim Check-in)',
    plan: /^Flexible rate · Frühstück inklusive · Kostenlose Stornierung bis 09\. März 2026, 14:00 IST$/,
    cancellation:
      /^Kostenlose Stornierung bis 09\. März 2026, 14:00 Uhr IST mit voller Erstattung; danach wird die erste Nacht \(mit GST\) berechnet und der Rest erstattet\.$/,
    note: 'Zeigen Sie diesen Voucher (ausgedruckt oder auf dem Handy) und einen Lichtbildausweis beim Check-in vor.',
  },
};

describe('the booking confirmation in the page language', () => {
  beforeEach(() => localStorage.setItem('accessToken', 't'));

  for (const lang of ['en', 'hi', 'de'] as const) {
    it(`shows the success dialog, the summary and the voucher in ${lang}`, async () => {
      const w = words[lang];
      await renderIn(lang);
      const dialog = await screen.findByRole('dialog', { name: w.dialog }, { timeout: 5000 });
      expect(within(dialog).getByText((_, el) => el?.tagName === 'P' && el.textContent === w.sentence)).toBeTruthy();
      expect(screen.getByRole('heading', { name: w.heading, hidden: true })).toBeInTheDocument();
      expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === w.codeLine)).toBeTruthy();
      const voucher = screen.getByRole('region', { name: 'Sea Breeze Resort', hidden: true });
      expect(within(voucher).getByRole('img', { name: w.qr, hidden: true })).toBeInTheDocument();
      expect(within(voucher).getByText(w.note)).toBeInTheDocument();
      expect(within(voucher).getAllByText(w.due)).toHaveLength(1);
      // Rupees with Indian grouping in every language; the stay's day in the language, its time in IST.
      expect(screen.getAllByText('₹5,880')).toHaveLength(2);
      const checkIns = screen.getAllByText(w.checkIn);
      expect(checkIns).toHaveLength(2);
      expect(screen.getByRole('button', { name: w.print, hidden: true })).toBeInTheDocument();
      // The party, the children's ages, the bed asked for, the plan and its promise: the summary's and the voucher's.
      expect(screen.getAllByText(w.party)).toHaveLength(2);
      expect(screen.getAllByText(w.ages)).toHaveLength(2);
      expect(screen.getAllByText(w.bed)).toHaveLength(2);
      expect(screen.getAllByText(w.plan)).toHaveLength(1);
      expect(within(voucher).getByText(w.cancellation)).toBeInTheDocument();
      expect(within(voucher).getByText(w.room)).toBeInTheDocument();
    });
  }

  it('asks the booking in the page language and names a booked extra as answered, English asking as before', async () => {
    // A booked extra as the API names it with `lang=hi` (the brand's words where entered: booking-views.service.ts).
    const breakfast = (name: string) => ({
      extraId: 'x1',
      name,
      sac: '996331',
      unit: 'per_person' as const,
      quantity: 2,
      nights: 2,
      unitPrice: 450,
      taxableValue: 1800,
      gstRate: 5,
      tax: 90,
      total: 1890,
    });
    const booked = (name: string) => summary({ extras: [breakfast(name)], extrasTotal: 1890 });
    const hindi = await renderIn('hi', booked('नाश्ता'));
    expect(await screen.findAllByText('नाश्ता × 2', undefined, { timeout: 5000 })).toHaveLength(2);
    expect(hindi.callsTo('GET /property/v1/app/booking-details')[0]?.url.searchParams.get('lang')).toBe('hi');
    cleanup();
    const english = await renderIn('en', booked('Breakfast'));
    expect(await screen.findAllByText('Breakfast × 2', undefined, { timeout: 5000 })).toHaveLength(2);
    expect(english.callsTo('GET /property/v1/app/booking-details')[0]?.url.searchParams.has('lang')).toBe(false);
  });

  it('says a booking not confirmed and its status in the page language', async () => {
    await renderIn('de', summary({ status: 'processing', statusText: 'Payment pending' }));
    const { i18n } = await loadPageLanguage('de', ['confirmation', 'bookings']);
    const status = i18n._('bookings.statusText', { state: 'pending', refund: 'none' });
    expect(status).not.toBe('Payment pending');
    expect(
      await screen.findByText(`Diese Buchung ist nicht bestätigt (${status}).`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
