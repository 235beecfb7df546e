import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { mockApi, ok } from '../../../test/api-mock';
import { BOOKING_ID, detailSections, summary, taxDocument } from '../test/fixtures';
import BookingConfirmationPage from './booking-confirmation-page';

/**
 * The confirmation page a guest lands on after paying, its voucher and the payment success dialog over it, in the
 * page's language (issue 43): the stay's days through Intl and its times in IST, rupees with Indian grouping in every
 * language. English stays the spec's words (booking-confirmation-page.test.tsx holds the rest of them).
 */
async function renderIn(lang: 'en' | 'hi' | 'de') {
  mockApi({
    '/property/v1/app/booking-details': {
      success: true,
      data: detailSections(summary({ checkInTime: '15:00', amountPaid: 2520, balanceDue: 5880 })),
    },
    [`/property/v1/app/booking/${BOOKING_ID}/documents`]: ok([taxDocument()]),
  });
  const language = await loadPageLanguage(lang, ['confirmation']);
  const router = createMemoryRouter(
    [{ path: '/booking-confirmation/:bookingId', element: <BookingConfirmationPage /> }],
    { initialEntries: [{ pathname: `/booking-confirmation/${BOOKING_ID}`, state: { justPaid: true } }] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </PageLanguageProvider>,
    );
  });
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
    });
  }
});
