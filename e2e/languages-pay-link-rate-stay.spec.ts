import type { PaymentLinkPage } from '@staybook/contract/desk-bookings';
import { formatInr } from '@staybook/contract/money';
import { unixToIstDate } from '@staybook/contract/stay-dates';
import { clickWhereDrawn, expect, expectAccessible, skipIntro, test } from './fixtures';
import { adminSession, authHeader, freshPhone, signIn } from './support/auth';
import { findBookableRoom, paidBookingOverApi, payInSandbox, stayFromToday } from './support/booking';
import { checkInAndOut, phoneBookingByLink } from './support/desk';
import { chooseLanguageInHeader, takeLanguageOffer } from './support/languages';
import { smsBodiesTo } from './support/sms-outbox';

/**
 * Issue 43: two pages a guest reaches from a message, in Hindi and in German, every step clicked where it is drawn
 * and checked with axe. The payment link (at a phone): in Hindi the desk enters a phone booking paid by link with the
 * guest's messages in Hindi, and the guest's Hindi SMS carries the link to the page in Hindi (`/hi/pay/<token>`,
 * its tab titled in Hindi from the server on), which the guest follows straight in; in German the desk names no
 * language, so the SMS and its link are English's and the guest moves the page into German by the header's menu.
 * Then the stay, what is due and until when, paid in the local payment provider's checkout and the confirmation, in
 * the language. Rate your
 * stay (at a desktop): a stay checked in and out at the desk; in Hindi the guest opens it from the booking's Hindi
 * page, in German from the invitation's (English) address by the offer of the browser's language; the stars, the
 * form's refusal, the review sent and the thanks in the language. Their texts are the catalogues' (`payLink.*`,
 * `bookings.rate.*` in packages/contract/src/messages).
 */
const words = {
  hi: {
    locale: 'hi-IN',
    name: 'Hindi',
    sms: (code: string) => `की बुकिंग ${code} पक्की करने के लिए`,
    tabTitle: 'अपनी बुकिंग का भुगतान करें — Staybook',
    title: 'अपनी बुकिंग पूरी करें',
    yourStay: 'आपका ठहराव',
    terms: ['बुकिंग', 'मेहमान', 'चेक-इन', 'चेक-आउट', 'ठहराव', 'कमरे', 'GST सहित कुल'],
    nights: '2 रातें',
    payment: 'भुगतान',
    dueBy: (amount: string) =>
      new RegExp(`^अपनी बुकिंग की पुष्टि के लिए कृपया .+, .+ IST तक ${amount} का भुगतान करें। तब तक आपके कमरे रुके हुए हैं।$`),
    pay: (amount: string) => `${amount} का भुगतान करें`,
    paid: 'आपकी बुकिंग की पुष्टि हो गई है',
    paidMessage: (code: string) => `धन्यवाद, बुकिंग ${code} का भुगतान मिल गया है और आपके ठहराव की पुष्टि हो गई है।`,
    rateLink: 'अपने ठहरने को रेटिंग दें',
    rateTitle: 'अपने ठहराव को रेटिंग दें',
    stay: (code: string) => `(बुकिंग ${code})`,
    aspects: ['कुल मिलाकर', 'साफ़-सफ़ाई', 'लोकेशन', 'सेवा', 'पैसे की पूरी क़ीमत'],
    fourStars: '4 सितारे, अच्छा',
    good: 'अच्छा',
    chooseOverall: 'कुल रेटिंग के लिए 1 से 5 सितारे चुनें।',
    titleRequired: 'अपनी समीक्षा को एक शीर्षक दें',
    titleLabel: 'शीर्षक',
    review: 'आपकी समीक्षा',
    submit: 'समीक्षा भेजें',
    sent: 'धन्यवाद! हमारी टीम की जाँच के बाद आपकी समीक्षा दिखाई देगी।',
    myBookings: 'मेरी बुकिंग',
  },
  de: {
    locale: 'de-DE',
    name: 'German',
    // The desk names no language for this guest: the SMS is English's (its link the English page).
    sms: (code: string) => `Staybook: to confirm booking ${code} at`,
    tabTitle: 'Ihre Buchung bezahlen — Staybook',
    title: 'Schließen Sie Ihre Buchung ab',
    yourStay: 'Ihr Aufenthalt',
    terms: ['Buchung', 'Gast', 'Anreise', 'Abreise', 'Aufenthalt', 'Zimmer', 'Gesamt inkl. GST'],
    nights: '2 Nächte',
    payment: 'Zahlung',
    dueBy: (amount: string) =>
      new RegExp(
        `^Bitte zahlen Sie ${amount} bis .+, .+ IST, um Ihre Buchung zu bestätigen\\. Bis dahin sind Ihre Zimmer reserviert\\.$`,
      ),
    pay: (amount: string) => `${amount} bezahlen`,
    paid: 'Ihre Buchung ist bestätigt',
    paidMessage: (code: string) =>
      `Vielen Dank, die Zahlung für die Buchung ${code} ist eingegangen und Ihr Aufenthalt ist bestätigt.`,
    rateLink: 'Aufenthalt bewerten',
    rateTitle: 'Bewerten Sie Ihren Aufenthalt',
    stay: (code: string) => `(Buchung ${code})`,
    aspects: ['Gesamt', 'Sauberkeit', 'Lage', 'Service', 'Preis-Leistungs-Verhältnis'],
    fourStars: '4 Sterne, Gut',
    good: 'Gut',
    chooseOverall: 'Wählen Sie 1 bis 5 Sterne für den Gesamteindruck.',
    titleRequired: 'Geben Sie Ihrer Bewertung einen Titel',
    titleLabel: 'Titel',
    review: 'Ihre Bewertung',
    submit: 'Bewertung absenden',
    sent: 'Vielen Dank! Ihre Bewertung erscheint, sobald unser Team sie geprüft hat.',
    myBookings: 'Meine Buchungen',
  },
} as const;

type Lang = keyof typeof words;
const languages = Object.keys(words) as Lang[];

/** The day as the pages write it in `lang` (`dayWithWeekday`: Intl, in IST). */
const dayIn = (lang: Lang, unix: number) =>
  new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(`${unixToIstDate(unix)}T12:00:00+05:30`));

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

for (const [i, lang] of languages.entries()) {
  const w = words[lang];

  test.describe(`a guest whose browser is in ${w.name}`, () => {
    // The guest's browser speaks the language (navigator.languages, Accept-Language).
    test.use({ locale: w.locale });

    test.describe('at a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test(`pays the desk's payment link in ${w.name}`, async ({ page, request }) => {
        const stay = stayFromToday(71 + i * 4, 2);
        const room = await findBookableRoom(request, stay, { skip: 2 + i });
        const guest = { name: lang === 'hi' ? 'आशा राव' : 'Anna Schmidt', phone: freshPhone('8') };
        const booking = await phoneBookingByLink(request, authHeader(await adminSession(request)), {
          propertyId: room.propertyId,
          roomTypeId: room.roomId,
          checkIn: unixToIstDate(stay.checkInDate),
          checkOut: unixToIstDate(stay.checkOutDate),
          guest,
          // Hindi: the desk chose it for the guest's messages; German: the desk named none (English's messages).
          ...(lang === 'hi' ? { language: lang } : {}),
        });
        const token = booking.url.split('/pay/')[1]!;
        const link = ((await (await request.get(`/property/v1/app/pay/${token}`)).json()) as { data: PaymentLinkPage })
          .data;
        const due = formatInr(link.amountDue);
        const inLanguage = new RegExp(`/${lang}/pay/${token.replace('.', '\\.')}$`);

        // The guest's SMS carries the link: in Hindi, the page in Hindi; with no language, English's address.
        await expect
          .poll(async () => (await smsBodiesTo(request, guest.phone)).find((sms) => sms.includes(w.sms(booking.code))))
          .toContain(booking.url);
        if (lang === 'hi') {
          expect(booking.url).toMatch(inLanguage);
          // Its page arrives titled in Hindi from the server (the tab's title before any script runs).
          const html = await (await request.get(booking.url, { headers: { accept: 'text/html' } })).text();
          expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(w.tabTitle);
          await page.goto(booking.url);
        } else {
          expect(new URL(booking.url).pathname).toBe(`/pay/${token}`);
          // The link opens the page in English (its address is English); the guest moves it by the header's menu.
          await page.goto(booking.url);
          await expect(page.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
          await chooseLanguageInHeader(page, 'en', lang);
        }
        await expect(page).toHaveURL(inLanguage);
        await expect(page).toHaveTitle(w.tabTitle);

        // The stay, what is due and until when, in the language.
        await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
        const yourStay = page.getByRole('region', { name: w.yourStay });
        await expect(yourStay.getByRole('heading', { name: room.propertyName })).toBeVisible();
        for (const term of w.terms) await expect(yourStay.getByRole('term').filter({ hasText: term })).toHaveCount(1);
        await expect(yourStay.getByText(booking.code, { exact: true })).toBeVisible();
        await expect(yourStay.getByText(guest.name, { exact: true })).toBeVisible();
        await expect(yourStay.getByText(dayIn(lang, stay.checkInDate), { exact: true })).toBeVisible();
        await expect(yourStay.getByText(w.nights, { exact: true })).toBeVisible();
        await expect(yourStay.getByText(formatInr(link.totalAmount), { exact: true })).toBeVisible();
        const payment = page.getByRole('region', { name: w.payment, exact: true });
        await expect(payment.getByText(w.dueBy(due))).toBeVisible();
        for (const english of ['Complete your booking', 'Your stay', 'Total with GST', 'Check-in', 'night'])
          await expect(page.getByText(english)).toHaveCount(0);
        await expectAccessible(page);

        // Paid in the local payment provider's checkout: the confirmation in the language, nothing left to pay.
        await clickWhereDrawn(page, payment.getByRole('button', { name: w.pay(due) }));
        await payInSandbox(page);
        await expect(page.getByRole('heading', { level: 1, name: w.paid })).toBeVisible();
        await expect(page.getByText(w.paidMessage(booking.code), { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: w.pay(due) })).toHaveCount(0);
        await expectAccessible(page);
      });
    });

    test.describe('at a desktop', () => {
      test.use({ viewport: { width: 1366, height: 900 } });

      test(`rates a stay in ${w.name}`, async ({ page, request }) => {
        // A night from today, checked in and out at the desk: a completed stay, the guest's to review.
        const stay = stayFromToday(0, 1);
        const room = await findBookableRoom(request, stay, { skip: 7 + i });
        const guest = {
          name: lang === 'hi' ? 'Ritu Sharma' : 'Jonas Weber',
          email: `rate.${lang}.${Date.now()}@example.in`,
          phone: freshPhone('8'),
        };
        const booking = await paidBookingOverApi(request, room, stay, guest);
        await checkInAndOut(request, authHeader(await adminSession(request)), booking.bookingId);
        await signIn(page, guest.phone);

        if (lang === 'hi') {
          // From the booking's page in Hindi: its "Rate your stay".
          await page.goto(`/hi/booking-details/${booking.bookingId}`);
          await clickWhereDrawn(page, page.getByRole('link', { name: w.rateLink }));
          await expect(page).toHaveURL(new RegExp(`/hi/rate-your-stay/${booking.bookingId}$`));
        } else {
          // From the invitation's address (English), moved into German by the offer of the browser's language.
          await page.goto(`/rate-your-stay/${booking.bookingId}`);
          await expect(page.getByRole('heading', { level: 1, name: 'Rate your stay' })).toBeVisible();
          await takeLanguageOffer(page, lang);
        }

        // The heading, the stay's sentence around the property's link, the stars named in the language.
        await expect(page.getByRole('heading', { level: 1, name: w.rateTitle })).toBeVisible();
        const property = page.getByRole('link', { name: room.propertyName, exact: true });
        await expect(page.locator('main p').filter({ has: property })).toContainText(w.stay(booking.code));
        const form = page.getByRole('form', { name: w.review });
        const groups = w.aspects.map((aspect) => form.getByRole('group', { name: aspect, exact: true }));
        for (const group of groups) await expect(group.getByRole('radio', { name: w.fourStars })).toHaveCount(1);
        for (const english of ['Rate your stay', 'Overall', 'Cleanliness', 'Submit review', 'stars'])
          await expect(page.getByText(english)).toHaveCount(0);
        await expectAccessible(page);

        // An empty review is refused in the language: the stars' own message and the contract's for the title.
        await clickWhereDrawn(page, form.getByRole('button', { name: w.submit }));
        await expect(form.getByText(w.chooseOverall)).toBeVisible();
        await expect(form.getByText(w.titleRequired)).toBeVisible();
        await expectAccessible(page);

        // Four stars for each aspect (the star drawn for it), a title and a few words, sent: the thanks in the language.
        for (const group of groups) {
          const fourStars = group.getByRole('radio', { name: w.fourStars });
          await clickWhereDrawn(
            page,
            group.locator('label').filter({ has: page.getByRole('radio', { name: w.fourStars }) }),
          );
          await expect(fourStars).toBeChecked();
          await expect(group.getByText(w.good, { exact: true })).toBeVisible();
        }
        await form.getByRole('textbox', { name: w.titleLabel }).fill('Quiet and clean');
        await form.getByRole('textbox', { name: w.review }).fill('The staff were kind and the room was spotless.');
        await clickWhereDrawn(page, form.getByRole('button', { name: w.submit }));
        await expect(page.getByRole('status').getByText(w.sent, { exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: w.myBookings, exact: true }).last()).toBeVisible();
        await expectAccessible(page);
      });
    });
  });
}
