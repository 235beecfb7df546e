import type { Language } from '@staybook/contract/languages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast';
import { mockApi, ok } from '../../../test/api-mock';
import { renderInLanguage } from '../../../test/render-in-language';
import { stay as bookedStay, change, DELUXE, preview, room, SUITE } from '../test/change-fixtures';
import { BOOKING_ID, detailSections, listItem, summary } from '../test/fixtures';
import BookingDetailsPage from './booking-details-page';
import BookingsPage from './bookings-page';
import ChangeBookingPage from './change-booking-page';

/**
 * My bookings and a booking's details in the page's language (issue 43): the chips, labels and status texts, the
 * stay's days through Intl in IST, the party as an ICU plural, the refund's sentence written from its facts, and the
 * cancel dialog; rupees with Indian grouping in every language. English stays the spec's words (its own tests).
 */
async function renderIn(lang: Language, path: string, element: ReactElement, url: string) {
  // The areas the details route loads (its rows share the confirmation's words).
  await renderInLanguage(lang, ['bookings', 'confirmation'], [{ path, element }], [url]);
}

const list = [
  listItem({ id: 'a', adults: 2, children: 1 }),
  listItem({
    id: 'b',
    status: 'cancelled',
    statusText: 'Cancelled — refund initiated',
    adults: 1,
    children: 0,
    infants: 2,
    pets: true,
    property: { id: 'p', name: 'Beta Villa', address: 'Goa', featuredImage: { images: [] } },
  }),
];

const listWords = {
  en: {
    heading: 'My Bookings',
    all: 'All',
    upcoming: 'Upcoming',
    cancelledChip: 'Cancelled',
    party: '2 adults, 1 child',
    party2: '1 adult, 2 infants, with a pet',
    status: 'Cancelled — refund initiated',
    dates: '10 Mar 2026 – 12 Mar 2026',
  },
  hi: {
    heading: 'मेरी बुकिंग',
    all: 'सभी',
    upcoming: 'आने वाली',
    cancelledChip: 'रद्द',
    party: '2 वयस्क, 1 बच्चा',
    party2: '1 वयस्क, 2 शिशु, पालतू जानवर के साथ',
    status: 'रद्द — रिफ़ंड शुरू हुआ',
    dates: '10 मार्च 2026 – 12 मार्च 2026',
  },
  de: {
    heading: 'Meine Buchungen',
    all: 'Alle',
    upcoming: 'Bevorstehend',
    cancelledChip: 'Storniert',
    party: '2 Erwachsene, 1 Kind',
    party2: '1 Erwachsener, 2 Kleinkinder, mit Haustier',
    status: 'Storniert — Erstattung veranlasst',
    dates: '10. März 2026 – 12. März 2026',
  },
};

describe('my bookings in the page language', () => {
  beforeEach(() => {
    localStorage.setItem('accessToken', 't');
    useToastStore.setState({ message: '' });
  });

  for (const lang of ['en', 'hi', 'de'] as const) {
    it(`lists the bookings with their chips, labels, days and party in ${lang}`, async () => {
      const w = listWords[lang];
      mockApi({ '/property/v1/app/booking': ok(list) });
      await renderIn(lang, '/bookings', <BookingsPage />, '/bookings');
      expect(await screen.findByRole('heading', { name: w.heading })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: w.all })).toHaveAttribute('aria-pressed', 'true');
      const first = screen.getAllByRole('link')[0]!;
      expect(within(first).getByText(w.upcoming)).toBeInTheDocument();
      expect(within(first).getByText(w.dates)).toBeInTheDocument();
      expect(within(first).getByText(w.party)).toBeInTheDocument();
      const second = screen.getByRole('link', { name: /Beta Villa/ });
      expect(within(second).getByText(w.party2)).toBeInTheDocument();
      expect(
        within(second).getByText((_, el) => el?.tagName === 'P' && el.textContent === `${w.status} · SB7K2M9Q`),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: w.cancelledChip }));
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    });
  }
});

const refund = { paid: 9250, amount: 123456, state: 'sent' as const, sentAt: 1_795_500_000, reference: 'rfnd_Q7' };
const detailWords = {
  hi: {
    title: 'बुकिंग का विवरण',
    refund:
      /^₹9,250 चुकाए · ₹1,23,456 का रिफ़ंड \d{2} [\u0900-\u097F]+ 2026 को शुरू हुआ · रेफ़रेंस rfnd_Q7 · \d{2} [\u0900-\u097F]+ 2026 तक मिलने की उम्मीद$/,
    status: 'रद्द — रिफ़ंड शुरू हुआ',
    rooms: 'कमरों का विवरण',
    tax: 'टैक्स इनवॉइस',
    gstAdd: 'GST विवरण जोड़ें',
    gstCompany: 'कंपनी का नाम',
    taxNote: 'आपका टैक्स इनवॉइस और क्रेडिट नोट जारी होते ही यहाँ दिखेंगे।',
    cancel: 'बुकिंग रद्द करें',
    dialog: 'यह बुकिंग रद्द करें?',
    outcome: 'आपको ₹10,708.50 वापस मिलेंगे।',
    kept: '₹10,708.50 रद्द करने के शुल्क के रूप में, उसके GST सहित, रखे जाएँगे।',
    confirm: 'हाँ, बुकिंग रद्द करें',
    toast: 'बुकिंग रद्द हो गई। ₹10,708.50 7 से 14 कामकाजी दिनों में वापस आ जाएँगे।',
    paidAndDue: 'चुकाया गया ₹21,417 · प्रॉपर्टी पर देय ₹7,350',
    paidOnline: 'UPI से ऑनलाइन भुगतान किया गया।',
    freeUntil: /^\d{2} [\u0900-\u097F]+ 2026, \d{1,2}:\d{2} (am|pm|AM|PM) IST तक मुफ़्त रद्द करें।$/,
  },
  de: {
    title: 'Buchungsdetails',
    refund:
      /^₹9,250 bezahlt · Erstattung von ₹1,23,456 am \d{2}\. [A-ZÄ][a-zä]+\.? 2026 veranlasst · Referenz rfnd_Q7 · erwartet bis \d{2}\. [A-ZÄ][a-zä]+\.? 2026$/,
    status: 'Storniert — Erstattung veranlasst',
    rooms: 'Zimmerdetails',
    tax: 'Steuerrechnung',
    gstAdd: 'GST-Angaben hinzufügen',
    gstCompany: 'Firmenname',
    taxNote: 'Ihre Steuerrechnung und die Gutschrift erscheinen hier, sobald sie ausgestellt sind.',
    cancel: 'Buchung stornieren',
    dialog: 'Diese Buchung stornieren?',
    outcome: 'Sie erhalten ₹10,708.50 zurück.',
    kept: '₹10,708.50 werden als Stornierungsgebühr einschließlich GST einbehalten.',
    confirm: 'Ja, Buchung stornieren',
    toast: 'Buchung storniert. ₹10,708.50 werden innerhalb von 7 bis 14 Werktagen erstattet.',
    paidAndDue: 'Bezahlt ₹21,417 · Vor Ort zu zahlen ₹7,350',
    paidOnline: 'Online per UPI bezahlt.',
    freeUntil: /^Kostenlose Stornierung bis \d{2}\. [A-ZÄ][a-zä]+\.? 2026, \d{2}:\d{2} Uhr IST\.$/,
  },
};

const detailRowWords = {
  hi: {
    rooms: 'कमरों का विवरण',
    roomLine: '1 कमरा · 2 वयस्क',
    primaryGuest: 'मुख्य मेहमान',
    rate: 'प्लान',
    plan: 'Flexible rate · नाश्ता शामिल',
    cancellation: 'रद्द करने के नियम',
    houseRules: 'घर के नियम',
    promise: /^.* IST तक मुफ़्त कैंसलेशन और पूरा रिफ़ंड; उसके बाद पहली रात .*। रिफ़ंड 7-14 कार्य दिवसों में प्रोसेस किए जाते हैं।$/,
  },
  de: {
    rooms: 'Zimmerdetails',
    roomLine: '1 Zimmer · 2 Erwachsene',
    primaryGuest: 'Hauptgast',
    rate: 'Tarif',
    plan: 'Flexible rate · Frühstück inklusive',
    cancellation: 'Stornierungsbedingungen',
    houseRules: 'Hausordnung',
    promise: /^Kostenlose Stornierung bis .* Erstattungen werden innerhalb von 7–14 Werktagen bearbeitet\.$/,
  },
};

describe("a booking's details in the page language", () => {
  beforeEach(() => {
    localStorage.setItem('accessToken', 't');
    useToastStore.setState({ message: '' });
  });

  for (const lang of ['hi', 'de'] as const) {
    it(`tells the refund from its facts in ${lang}`, async () => {
      const w = detailWords[lang];
      mockApi({
        '/property/v1/app/booking-details': ok(
          detailSections(
            summary({
              status: 'cancelled',
              statusText: 'Cancelled — refund initiated',
              canCancel: false,
              refund: { ...refund, text: 'the English sentence' },
            }),
          ),
        ),
        [`/property/v1/app/booking/${BOOKING_ID}/changes`]: ok([]),
        [`/property/v1/app/booking/${BOOKING_ID}/documents`]: ok([]),
        'GET /property/v1/app/rooms': ok([]),
      });
      await renderIn(lang, '/booking-details/:bookingId', <BookingDetailsPage />, `/booking-details/${BOOKING_ID}`);
      expect(await screen.findByRole('heading', { name: w.title, level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: '' }).textContent ?? '').toMatch(w.refund);
      expect(screen.getByText(w.status)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: w.rooms })).toBeInTheDocument();
      expect(screen.queryByText('the English sentence')).toBeNull();
      // The tax documents' section in the language (the documents themselves stay English).
      expect(screen.getByRole('heading', { name: w.tax })).toBeInTheDocument();
      expect(await screen.findByText(w.taxNote)).toBeInTheDocument();
    });

    it(`writes the rooms and cancellation rows from the summary's facts in ${lang}`, async () => {
      const rows = detailRowWords[lang];
      const flexible = {
        name: 'Flexible',
        kind: 'free_then_charge' as const,
        freeWindowValue: 24,
        freeWindowUnit: 'hours' as const,
        chargeKind: 'first_night' as const,
        chargePercent: null,
        freeCancellationUntil: 1_773_081_000 - 10 * 3600,
        headline: 'Free cancellation until …',
        description: 'Free cancellation until …',
      };
      const facts = summary({
        guestName: 'Asha Menon',
        roomRent: 8_000,
        checkInTime: '14:00',
        checkOutTime: '11:00',
        paymentPolicy: 'pay_now',
        roomLines: [{ name: 'Deluxe Room', roomCount: 1, adults: 2, children: 0 }],
        ratePlans: [
          {
            roomId: 'r1',
            roomName: 'Deluxe Room',
            ratePlan: {
              id: 'plan',
              name: 'Flexible rate',
              mealPlan: 'breakfast',
              mealPlanLabel: 'Breakfast included',
              paymentPolicy: 'pay_now',
              isDefault: false,
              cancellation: flexible,
            },
          },
        ],
      });
      const sections = detailSections(facts).map((s) =>
        s.id === 'cancellationPolicy'
          ? {
              ...s,
              data: [
                { title: 'Flexible', description: 'The English promise.' },
                { title: 'No-shows', description: 'A no-show is charged the first night.' },
              ],
            }
          : s,
      );
      mockApi({
        '/property/v1/app/booking-details': ok(sections),
        [`/property/v1/app/booking/${BOOKING_ID}/changes`]: ok([]),
        [`/property/v1/app/booking/${BOOKING_ID}/documents`]: ok([]),
        'GET /property/v1/app/rooms': ok([]),
      });
      await renderIn(lang, '/booking-details/:bookingId', <BookingDetailsPage />, `/booking-details/${BOOKING_ID}`);
      const roomsCard = (await screen.findByRole('heading', { name: rows.rooms })).closest('section')!;
      expect(within(roomsCard).getByText(rows.roomLine)).toBeInTheDocument();
      expect(within(roomsCard).getByText(rows.primaryGuest)).toBeInTheDocument();
      expect(within(roomsCard).getByText(rows.rate)).toBeInTheDocument();
      expect(within(roomsCard).getByText(rows.plan)).toBeInTheDocument();
      for (const english of ['Primary guest', 'Room rent', 'Booking reference', '1 room · 2 Adults'])
        expect(within(roomsCard).queryByText(english)).toBeNull();
      const cancellation = screen.getByRole('heading', { name: rows.cancellation }).closest('section')!;
      expect(within(cancellation).getByText(rows.promise)).toBeInTheDocument();
      expect(within(cancellation).queryByText('The English promise.')).toBeNull();
      // The property's own notes as the API sent them (in the language where entered, `lang`).
      expect(within(cancellation).getByText('A no-show is charged the first night.')).toBeInTheDocument();
      // The usual policy groups' tabs named in the language (the API's titles are English).
      expect(screen.getByRole('tab', { name: rows.houseRules })).toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: 'House rules' })).toBeNull();
    });

    it(`quotes and confirms a cancellation in ${lang}`, async () => {
      const w = detailWords[lang];
      mockApi({
        '/property/v1/app/booking-details': ok(
          detailSections(
            summary({
              amountPaid: 21417,
              freeCancellationUntil: 1_773_081_000 - 10 * 3600,
              paymentPolicy: 'deposit',
              balanceDue: 7350,
              paymentSummary: 'Paid ₹21,417 · Due at property ₹7,350',
              paidOnline: 'Paid online by UPI.',
              paidOnlineMethod: 'upi',
            }),
          ),
        ),
        [`/property/v1/app/booking/${BOOKING_ID}/changes`]: ok([]),
        [`/property/v1/app/booking/${BOOKING_ID}/documents`]: ok([]),
        'GET /property/v1/app/rooms': ok([]),
        [`/property/v1/app/booking/${BOOKING_ID}/cancellation-quote`]: ok({
          bookingId: BOOKING_ID,
          canCancel: true,
          reason: null,
          amountPaid: 21417,
          refundAmount: 10708.5,
          keptAmount: 10708.5,
          isFree: false,
          isNonRefundable: false,
          message: 'You will be refunded ₹10,708.50.',
          policies: [],
        }),
        'POST /property/v1/app/booking/cancel': ok({
          bookingId: BOOKING_ID,
          status: 'cancelled',
          statusText: 'Cancelled',
          refundAmount: 10708.5,
        }),
      });
      await renderIn(lang, '/booking-details/:bookingId', <BookingDetailsPage />, `/booking-details/${BOOKING_ID}`);
      expect(await screen.findByText(w.freeUntil)).toBeInTheDocument();
      // A deposit stay's money line from its figures, not the API's English.
      expect(screen.getByText(w.paidAndDue)).toBeInTheDocument();
      expect(screen.getByText(w.paidOnline)).toBeInTheDocument();
      expect(screen.queryByText('Paid online by UPI.')).toBeNull();
      // The tax documents' "Add GST details" form in the language.
      fireEvent.click(await screen.findByRole('button', { name: w.gstAdd }));
      expect(screen.getByLabelText(w.gstCompany)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: w.cancel }));
      const dialog = screen.getByRole('dialog', { name: w.dialog });
      expect(await within(dialog).findByText(w.outcome)).toBeInTheDocument();
      expect(within(dialog).getByText(w.kept)).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: w.confirm }));
      await waitFor(() => expect(useToastStore.getState().message).toBe(w.toast));
    });
  }
});

describe('the change page in the page language', () => {
  beforeEach(() => localStorage.setItem('accessToken', 't'));

  it('draws the change editor in German and says what is missing in German', async () => {
    mockApi({
      'GET /property/v1/app/booking-details': ok(detailSections(summary())),
      'GET /property/v1/app/booking/:bookingId/stay': ok(bookedStay()),
      'GET /property/v1/app/rooms': (req) =>
        ok(
          req.url.searchParams.has('checkInDate')
            ? [room(DELUXE, 'Deluxe Room'), room(SUITE, 'Pool Suite')]
            : [
                { id: DELUXE, name: 'Deluxe Room' },
                { id: SUITE, name: 'Pool Suite' },
              ],
        ),
    });
    await renderIn('de', '/change-booking/:bookingId', <ChangeBookingPage />, `/change-booking/${BOOKING_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buchung ändern' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Buchung SB7K2M9Q in der Unterkunft Sea Breeze Resort. Wählen Sie die neuen Daten, Zimmer, Tarife und Gäste und prüfen Sie den neuen Preis, bevor sich etwas ändert.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Daten' })).toBeInTheDocument();
    const deluxe = screen.getByRole('group', { name: 'Deluxe Room' });
    fireEvent.change(within(deluxe).getByLabelText('Zimmer'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Änderung prüfen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens ein Zimmer.');
  });

  it("reviews a change in Hindi: the stays before and after, the money's sentence and the history from their facts", async () => {
    const rooms = (req: { url: URL }) =>
      ok(
        req.url.searchParams.has('checkInDate')
          ? [room(DELUXE, 'Deluxe Room'), room(SUITE, 'Pool Suite')]
          : [
              { id: DELUXE, name: 'Deluxe Room' },
              { id: SUITE, name: 'Pool Suite' },
            ],
      );
    mockApi({
      'GET /property/v1/app/booking-details': ok(detailSections(summary())),
      'GET /property/v1/app/booking/:bookingId/stay': ok(bookedStay()),
      'GET /property/v1/app/rooms': rooms,
      'POST /property/v1/app/booking/change/preview': ok(preview()),
    });
    await renderIn('hi', '/change-booking/:bookingId', <ChangeBookingPage />, `/change-booking/${BOOKING_ID}`);
    fireEvent.change(await screen.findByLabelText('चेक-आउट'), { target: { value: '2027-03-13' } });
    fireEvent.click(screen.getByRole('button', { name: 'बदलाव देखें' }));
    expect(await screen.findByText('नया ठहराव ₹4,200 महँगा है। बदलाव करने के लिए आप अभी ₹4,200 चुकाएँ।')).toBeInTheDocument();
    expect(screen.queryByText('You pay ₹4,200 more now.')).toBeNull();
    const after = screen.getByRole('heading', { name: 'बाद में' }).parentElement!;
    expect(within(after).getByText('10 मार्च 2027 – 13 मार्च 2027 · 3 रातें')).toBeInTheDocument();
    expect(within(after).getByText('1 कमरा · Deluxe Room · Flexible · 2 वयस्क')).toBeInTheDocument();
    expect(screen.getByText('अभी चुकाएँ').nextSibling).toHaveTextContent('₹4,200');
    for (const english of ['Before', 'After', 'Difference', 'Pay now', 'Room rent', 'Total'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it("lists a booking's changes in Hindi on its details page", async () => {
    mockApi({
      '/property/v1/app/booking-details': ok(detailSections(summary())),
      [`/property/v1/app/booking/${BOOKING_ID}/changes`]: ok([change()]),
      [`/property/v1/app/booking/${BOOKING_ID}/documents`]: ok([]),
      'GET /property/v1/app/rooms': ok([]),
    });
    await renderIn('hi', '/booking-details/:bookingId', <BookingDetailsPage />, `/booking-details/${BOOKING_ID}`);
    const history = await screen.findByRole('list', { name: 'बदलाव, सबसे नया पहले' });
    expect(
      within(history).getByText('तारीख़ें 10 मार्च 2027 – 12 मार्च 2027 से बदलकर 10 मार्च 2027 – 13 मार्च 2027 की गईं।'),
    ).toBeInTheDocument();
    expect(within(history).getByText(/आपने बदला$/)).toBeInTheDocument();
    expect(within(history).queryByText(/^Dates changed/)).toBeNull();
  });
});

describe("an unpaid booking's last failed payment in the page language", () => {
  beforeEach(() => localStorage.setItem('accessToken', 't'));

  it("words the provider's reason from its facts in German, never the API's English", async () => {
    const now = Math.floor(Date.now() / 1000);
    mockApi({
      '/property/v1/app/booking-details': ok(
        detailSections(
          summary({
            status: 'processing',
            statusText: 'Payment pending',
            canCancel: false,
            holdExpiresAt: now + 600,
            unpaidHold: { until: now + 600, hasEnded: false },
            lastPaymentFailure: 'Your bank declined the payment: insufficient funds',
            lastPaymentFailureFacts: { side: 'bank', reason: 'insufficient_funds', described: null },
          }),
        ),
      ),
      [`/property/v1/app/booking/${BOOKING_ID}/changes`]: ok([]),
      [`/property/v1/app/booking/${BOOKING_ID}/documents`]: ok([]),
      'GET /property/v1/app/rooms': ok([]),
    });
    await renderIn('de', '/booking-details/:bookingId', <BookingDetailsPage />, `/booking-details/${BOOKING_ID}`);
    const panel = await screen.findByRole('region', { name: 'Zahlung' });
    expect(panel).toHaveTextContent(
      'Letzter Zahlungsversuch: Ihre Bank hat die Zahlung abgelehnt: unzureichende Deckung. Es wurde kein Geld abgebucht.',
    );
    expect(panel).not.toHaveTextContent(/insufficient funds/);
  });
});
