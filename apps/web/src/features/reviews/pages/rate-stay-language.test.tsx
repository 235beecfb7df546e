import type { Language } from '@staybook/contract/languages';
import type { ReviewableStay } from '@staybook/contract/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { renderInLanguage } from '../../../test/render-in-language';
import RateStayPage from './rate-stay-page';

/**
 * The rate-your-stay page in the page's language (issue 43): the heading, the stay's sentence around the property's
 * link with its days through Intl in IST, the stars' legends and accessible names, the form's messages (the stars' its
 * own, the title's and text's the contract's through the map), the thanks and the states the API answers. English is
 * the words it always had, the API's sentences as sent.
 */
const BOOKING_ID = '7d1f5a52-3a43-4b7e-9c1e-2f0c6d7a8b90';
const STAY_URL = `GET /property/v1/app/reviews/stay/${BOOKING_ID}`;

const stay = (state: ReviewableStay['state'] = 'eligible', message: string | null = null): ReviewableStay => ({
  bookingId: BOOKING_ID,
  code: 'SB7K2Q',
  propertyId: 'p1',
  propertyName: 'Coqueiro Grand',
  checkIn: '2026-03-10',
  checkOut: '2026-03-12',
  state,
  message,
});

async function renderIn(lang: Language) {
  await renderInLanguage(
    lang,
    ['bookings'],
    [{ path: '/rate-your-stay/:bookingId', element: <RateStayPage /> }],
    [`/rate-your-stay/${BOOKING_ID}`],
  );
  return userEvent.setup();
}

/** The page drawn in `lang`, four stars for each rating, a title and a text written, and the form sent. */
async function submitFourStars(lang: 'en' | 'hi' | 'de') {
  const w = words[lang];
  const user = await renderIn(lang);
  await screen.findByRole('heading', { level: 1, name: w.heading });
  for (const group of screen.getAllByRole('group').slice(0, 5)) {
    await user.click(within(group).getByRole('radio', { name: w.fourStars }));
  }
  await user.type(screen.getByRole('textbox', { name: w.title }), 'Quiet and clean');
  await user.type(screen.getByRole('textbox', { name: w.review }), 'The staff were kind and the room was spotless.');
  await user.click(screen.getByRole('button', { name: w.submit }));
  return user;
}

const words = {
  en: {
    heading: 'Rate your stay',
    stay: 'Coqueiro Grand, 10 Mar 2026 – 12 Mar 2026 (booking SB7K2Q)',
    overall: 'Overall',
    value: 'Value for money',
    fourStars: '4 stars, Good',
    oneStar: '1 star, Terrible',
    hint: 'What did you like, and what could be better? (0/2000)',
    title: 'Title',
    review: 'Your review',
    submit: 'Submit review',
    chooseOverall: 'Choose 1 to 5 stars for overall.',
    chooseValue: 'Choose 1 to 5 stars for value for money.',
    titleRequired: 'Give your review a title',
    textShort: 'Tell other guests a little more (at least 20 characters)',
    thanks: 'Thank you! Your review will appear once our team has checked it.',
    myBookings: 'My bookings',
    notYet: 'You can review this stay once you have checked out.',
    back: 'Back to the booking',
    notFound: 'We could not find this booking.',
    notYours: 'You can only review your own stays.',
    tooMany: 'Too many requests. Please try again in 40 seconds.',
    textTooLong: 'text: Your review can be at most 2000 characters',
  },
  hi: {
    heading: 'अपने ठहराव को रेटिंग दें',
    stay: 'Coqueiro Grand, 10 मार्च 2026 – 12 मार्च 2026 (बुकिंग SB7K2Q)',
    overall: 'कुल मिलाकर',
    value: 'पैसे की पूरी क़ीमत',
    fourStars: '4 सितारे, अच्छा',
    oneStar: '1 सितारा, बहुत खराब',
    hint: 'आपको क्या पसंद आया, और क्या बेहतर हो सकता था? (0/2000)',
    title: 'शीर्षक',
    review: 'आपकी समीक्षा',
    submit: 'समीक्षा भेजें',
    chooseOverall: 'कुल रेटिंग के लिए 1 से 5 सितारे चुनें।',
    chooseValue: 'पैसे की पूरी क़ीमत के लिए 1 से 5 सितारे चुनें।',
    titleRequired: 'अपनी समीक्षा को एक शीर्षक दें',
    textShort: 'दूसरे मेहमानों को थोड़ा और बताएँ (कम से कम 20 अक्षर)',
    thanks: 'धन्यवाद! हमारी टीम की जाँच के बाद आपकी समीक्षा दिखाई देगी।',
    myBookings: 'मेरी बुकिंग',
    notYet: 'चेक-आउट करने के बाद आप इस ठहराव की समीक्षा कर सकते हैं।',
    back: 'बुकिंग पर वापस जाएँ',
    notFound: 'हमें यह बुकिंग नहीं मिली।',
    notYours: 'आप केवल अपने ठहराव की ही समीक्षा कर सकते हैं।',
    tooMany: 'बहुत अधिक अनुरोध। कृपया 40 सेकंड बाद अपनी समीक्षा फिर से भेजें।',
    textTooLong: 'आपकी समीक्षा में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं',
  },
  de: {
    heading: 'Bewerten Sie Ihren Aufenthalt',
    stay: 'Coqueiro Grand, 10. März 2026 – 12. März 2026 (Buchung SB7K2Q)',
    overall: 'Gesamt',
    value: 'Preis-Leistungs-Verhältnis',
    fourStars: '4 Sterne, Gut',
    oneStar: '1 Stern, Schrecklich',
    hint: 'Was hat Ihnen gefallen, und was könnte besser sein? (0/2000)',
    title: 'Titel',
    review: 'Ihre Bewertung',
    submit: 'Bewertung absenden',
    chooseOverall: 'Wählen Sie 1 bis 5 Sterne für den Gesamteindruck.',
    chooseValue: 'Wählen Sie 1 bis 5 Sterne für das Preis-Leistungs-Verhältnis.',
    titleRequired: 'Geben Sie Ihrer Bewertung einen Titel',
    textShort: 'Erzählen Sie anderen Gästen etwas mehr (mindestens 20 Zeichen)',
    thanks: 'Vielen Dank! Ihre Bewertung erscheint, sobald unser Team sie geprüft hat.',
    myBookings: 'Meine Buchungen',
    notYet: 'Sie können diesen Aufenthalt bewerten, sobald Sie ausgecheckt haben.',
    back: 'Zurück zur Buchung',
    notFound: 'Wir konnten diese Buchung nicht finden.',
    notYours: 'Sie können nur Ihre eigenen Aufenthalte bewerten.',
    tooMany: 'Zu viele Anfragen. Bitte senden Sie Ihre Bewertung in 40 Sekunden erneut.',
    textTooLong: 'Ihre Bewertung darf höchstens 2000 Zeichen lang sein',
  },
} as const;

const API_THANKS = 'Thank you! Your review will appear once our team has checked it.';

describe.each(['en', 'hi', 'de'] as const)('the rate-your-stay page in %s', (lang) => {
  const w = words[lang];

  it('draws the stay, the stars and the form in the language, refuses an empty form in it, and thanks in it', async () => {
    mockApi({ [STAY_URL]: ok(stay()), 'POST /property/v1/app/reviews': { success: true, message: API_THANKS } });
    const user = await renderIn(lang);
    expect(await screen.findByRole('heading', { level: 1, name: w.heading })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Coqueiro Grand' });
    expect(link.closest('p')).toHaveTextContent(w.stay, { normalizeWhitespace: false });
    const overall = screen.getByRole('group', { name: w.overall });
    expect(within(overall).getByRole('radio', { name: w.fourStars })).toBeInTheDocument();
    expect(within(overall).getByRole('radio', { name: w.oneStar })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: w.value })).toBeInTheDocument();
    expect(screen.getByText(w.hint)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: w.submit }));
    expect(await screen.findByText(w.chooseOverall)).toBeInTheDocument();
    expect(screen.getByText(w.chooseValue)).toBeInTheDocument();
    // The contract's messages: the `forms` area loads with the first error outside English.
    expect(await screen.findByText(w.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(w.textShort)).toBeInTheDocument();

    for (const legend of ['overall', 'value'] as const) {
      await user.click(
        within(screen.getByRole('group', { name: w[legend] })).getByRole('radio', { name: w.fourStars }),
      );
    }
    for (const group of screen.getAllByRole('group').slice(1, 4)) {
      await user.click(within(group).getByRole('radio', { name: w.fourStars }));
    }
    await user.type(screen.getByRole('textbox', { name: w.title }), 'Quiet and clean');
    await user.type(screen.getByRole('textbox', { name: w.review }), 'The staff were kind and the room was spotless.');
    await user.click(screen.getByRole('button', { name: w.submit }));
    expect(await screen.findByText(w.thanks)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: w.myBookings })).toBeInTheDocument();
  });

  it("says a refused review in the language from its facts (English: the API's words)", async () => {
    mockApi({
      [STAY_URL]: ok(stay()),
      'POST /property/v1/app/reviews': fail(403, 'FORBIDDEN', 'You can only review your own stays.', {
        reason: 'not_yours',
      }),
    });
    await submitFourStars(lang);
    expect(await screen.findByRole('alert')).toHaveTextContent(w.notYours);
  });

  it("says the rate limit's wait and a text the API refused in the language (English: the API's words)", async () => {
    const TEXT_TOO_LONG = 'Your review can be at most 2000 characters';
    let sent = 0;
    mockApi({
      [STAY_URL]: ok(stay()),
      'POST /property/v1/app/reviews': () =>
        ++sent === 1
          ? fail(429, 'RATE_LIMITED', 'Too many requests. Please try again in 40 seconds.', { retryAfterSeconds: 40 })
          : fail(400, 'VALIDATION_ERROR', `text: ${TEXT_TOO_LONG}`, {
              issues: [{ path: 'text', message: TEXT_TOO_LONG }],
            }),
    });
    const user = await submitFourStars(lang);
    expect(await screen.findByRole('alert')).toHaveTextContent(w.tooMany, { normalizeWhitespace: false });
    await user.click(screen.getByRole('button', { name: w.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(w.textTooLong));
    expect(screen.getByRole('alert').textContent).toBe(w.textTooLong);
  });

  it("says a stay not yet checked out in the language (English: the API's words)", async () => {
    mockApi({ [STAY_URL]: ok(stay('not_stayed_yet', 'You can review this stay once you have checked out.')) });
    await renderIn(lang);
    expect(await screen.findByText(w.notYet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: w.back })).toBeInTheDocument();
  });

  it('says a booking not found in the language', async () => {
    mockApi({ [STAY_URL]: fail(404, 'NOT_FOUND', 'Booking not found') });
    await renderIn(lang);
    expect(await screen.findByText(w.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: w.myBookings })).toBeInTheDocument();
  });
});

describe('the page outside English', () => {
  it('draws none of its English words in Hindi', async () => {
    mockApi({ [STAY_URL]: ok(stay()) });
    await renderIn('hi');
    await screen.findByRole('heading', { level: 1 });
    const text = document.body.textContent ?? '';
    for (const english of [
      'Rate your stay',
      'Overall',
      'Cleanliness',
      'Title',
      'Submit review',
      'booking SB7K2Q',
      'Mar',
    ])
      expect(text).not.toContain(english);
  });
});
