import { unixToIstDate } from '@staybook/contract';
import { clickWhereDrawn, expect, expectAccessible, skipIntro, test } from './fixtures';
import { freshPhone, signIn } from './support/auth';
import {
  fillGuestDetails,
  findBookableRoom,
  heldBookingOverApi,
  payInSandbox,
  selectRoomsUrl,
  stayFromToday,
} from './support/booking';

/**
 * Issue 43: the guest booking journey in Hindi and in German, at a phone and at a desktop, every step clicked where it
 * is drawn and checked with axe: the property page's rooms and reviews tabs, the rooms page's price calendar and
 * stepper, the review page (its steps, the stay, the guests, the price) and the "Who is checking in?" dialog with the
 * contract's validation message in the language, on to the payment step (its hold, guest, policies and pay button),
 * paying through the local payment provider, and the confirmation (the success dialog, then the page) in the language.
 * Each page is its own address in the language, rendered by the server in it. A card declined first says the
 * provider's reason in the language; a guest already holding two unpaid bookings is told the server's limit in it.
 * (The payment step's GST details and address sections are still English: docs/languages.md.)
 */
const words = {
  hi: {
    tabs: 'प्रॉपर्टी की जानकारी',
    roomsTab: 'कमरे',
    roomsAvailable: /^\d+ (कमरा|कमरे) उपलब्ध$/,
    reviewsTab: 'समीक्षाएँ',
    stayBar: 'आपकी तारीख़ें और मेहमान',
    calendar: 'अपनी तारीख़ें चुनें',
    calendarHint: 'पहले चेक-इन की तारीख़ पर टैप करें, फिर चेक-आउट की तारीख़ पर।',
    calendarCaption: 'एक कमरे का एक रात का सबसे कम दाम, टैक्स से पहले',
    cancel: 'रद्द करें',
    addRoom: (room: string) => `कमरा जोड़ें: ${room}`,
    moreRooms: (room: string) => `${room} कमरे बढ़ाएँ`,
    continue: 'समीक्षा के लिए आगे बढ़ें',
    review: 'बुकिंग की समीक्षा',
    progress: 'बुकिंग की प्रगति',
    detailsStep: 'बुकिंग का विवरण',
    paymentStep: 'भुगतान',
    stayDetails: 'ठहरने का विवरण',
    nights: '2 रातें',
    guests: 'मेहमान',
    breakdown: 'दाम का ब्योरा',
    total: 'कुल रक़म',
    proceed: 'भुगतान के लिए आगे बढ़ें',
    ask: 'चेक-इन कौन करेगा?',
    name: 'पूरा नाम',
    email: 'ईमेल',
    goOn: 'आगे बढ़ें',
    nameRequired: 'नाम ज़रूरी है',
    primaryGuest: 'मुख्य मेहमान',
    policies: 'बुकिंग के नियम',
    pay: /^(₹[\d,]+ का भुगतान करें|अभी ₹[\d,]+ का भुगतान करें|बुकिंग पक्की करें)$/,
    held: /कमरे आपके लिए रोके गए हैं।/,
    paid: 'भुगतान सफल रहा!',
    voucher: 'पुष्टि और वाउचर देखें',
    confirmed: (property: string) => `${property} में आपका ठहरना पक्का हो गया है`,
    party: '2 वयस्क',
    failed: 'भुगतान नहीं हो सका',
    declined: 'आपके बैंक ने भुगतान अस्वीकार कर दिया: खाते में पर्याप्त राशि नहीं है',
    tryAgain: 'फिर से कोशिश करें',
    holdLimit:
      'आपकी 2 बुकिंग पहले से भुगतान की राह देख रही हैं। नई बुकिंग शुरू करने से पहले उनमें से एक पूरी या रद्द करें, या उसके ख़त्म होने (15 मिनट) तक रुकें।',
  },
  de: {
    tabs: 'Informationen zur Unterkunft',
    roomsTab: 'Zimmer',
    roomsAvailable: /^\d+ Zimmer verfügbar$/,
    reviewsTab: 'Bewertungen',
    stayBar: 'Ihre Daten und Gäste',
    calendar: 'Wählen Sie Ihre Daten',
    calendarHint: 'Tippen Sie auf Ihr Anreisedatum und dann auf Ihr Abreisedatum.',
    calendarCaption: 'Niedrigster Preis pro Nacht für ein Zimmer, vor Steuern',
    cancel: 'Abbrechen',
    addRoom: (room: string) => `Zimmer hinzufügen: ${room}`,
    moreRooms: (room: string) => `Ein Zimmer ${room} mehr`,
    continue: 'Weiter zur Übersicht',
    review: 'Buchung prüfen',
    progress: 'Buchungsfortschritt',
    detailsStep: 'Buchungsdetails',
    paymentStep: 'Zahlung',
    stayDetails: 'Aufenthaltsdetails',
    nights: '2 Nächte',
    guests: 'Gäste',
    breakdown: 'Preisaufstellung',
    total: 'Gesamtbetrag',
    proceed: 'Weiter zur Zahlung',
    ask: 'Wer checkt ein?',
    name: 'Vollständiger Name',
    email: 'E-Mail',
    goOn: 'Weiter',
    nameRequired: 'Der Name ist erforderlich',
    primaryGuest: 'Hauptgast',
    policies: 'Buchungsbedingungen',
    pay: /^(₹[\d,]+ bezahlen|Jetzt ₹[\d,]+ bezahlen|Buchung bestätigen)$/,
    held: /Zimmer für Sie reserviert\./,
    paid: 'Zahlung erfolgreich!',
    voucher: 'Bestätigung und Voucher ansehen',
    confirmed: (property: string) => `Ihr Aufenthalt in der Unterkunft ${property} ist bestätigt`,
    party: '2 Erwachsene',
    failed: 'Zahlung fehlgeschlagen',
    declined: 'Ihre Bank hat die Zahlung abgelehnt: unzureichende Deckung',
    tryAgain: 'Erneut versuchen',
    holdLimit:
      'Sie haben bereits 2 Buchungen, die auf Zahlung warten. Schließen Sie eine davon ab, stornieren Sie sie oder warten Sie, bis sie verfällt (15 Minuten), bevor Sie eine weitere beginnen.',
  },
} as const;

const viewports = [
  { name: 'a phone', size: { width: 390, height: 844 } },
  { name: 'a desktop', size: { width: 1280, height: 800 } },
];

for (const viewport of viewports)
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    for (const [lang, w] of Object.entries(words) as Array<[keyof typeof words, (typeof words)[keyof typeof words]]>)
      test.describe(`with a browser in ${lang}`, () => {
        // The guest's browser speaks the language (navigator.languages, Accept-Language): no offer of another one.
        test.use({ locale: lang === 'hi' ? 'hi-IN' : 'de-DE' });
        test(`a guest in ${lang === 'hi' ? 'Hindi' : 'German'} reads the property, picks a room, reviews the booking and pays`, async ({
          page,
        }) => {
          await skipIntro(page);
          const stay = stayFromToday(lang === 'hi' ? 52 : 56, 2);
          const room = await findBookableRoom(page.request, stay);
          await signIn(page, freshPhone('6'));

          // The property page: its rooms tab and its reviews tab in the language.
          await page.goto(
            `/${lang}/property-details/${room.propertyId}?checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}&adults=2&children=0`,
          );
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          // The page is live before its tabs are tapped (a slow machine can outlast the fixtures' bounded wait).
          await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
          const tabs = page.getByRole('tablist', { name: w.tabs });
          const roomsTab = tabs.getByRole('tab', { name: w.roomsTab, exact: true });
          // Brought to the middle of the screen: at a phone the price bar is fixed over the bottom of the page.
          await tabs.evaluate((list) => list.scrollIntoView({ block: 'center' }));
          await clickWhereDrawn(page, roomsTab);
          await expect(roomsTab).toHaveAttribute('aria-selected', 'true');
          const roomsPanel = page.getByRole('tabpanel', { name: w.roomsTab, exact: true });
          await expect(roomsPanel.getByRole('heading', { name: w.roomsAvailable })).toBeVisible();
          await clickWhereDrawn(page, tabs.getByRole('tab', { name: w.reviewsTab, exact: true }));
          const reviewsPanel = page.getByRole('tabpanel', { name: w.reviewsTab, exact: true });
          await expect(reviewsPanel.getByRole('heading', { name: w.reviewsTab, exact: true })).toBeVisible();
          await expectAccessible(page);

          // The rooms page: the stay bar's price calendar, a room added and its stepper.
          await page.goto(`/${lang}${selectRoomsUrl(room, stay)}`);
          await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
          const stayBar = page.getByRole('region', { name: w.stayBar });
          await clickWhereDrawn(page, stayBar.getByRole('button').first());
          const calendar = page.getByRole('dialog', { name: w.calendar });
          await expect(calendar.getByText(w.calendarHint)).toBeVisible();
          // The prices' caption the API writes in English, in the page's language (issue 43).
          await expect(calendar.getByText(w.calendarCaption)).toBeVisible();
          await expect(calendar.getByText('Lowest nightly price for one room, before taxes')).toHaveCount(0);
          await expectAccessible(page);
          await clickWhereDrawn(page, calendar.getByRole('button', { name: w.cancel }));
          await expect(calendar).toBeHidden();
          await clickWhereDrawn(page, page.getByRole('button', { name: w.addRoom(room.roomName) }));
          const more = page.getByRole('button', { name: w.moreRooms(room.roomName) });
          await expect(more).toBeVisible();
          await expectAccessible(page);
          await clickWhereDrawn(page, page.getByRole('button', { name: w.continue }));

          // The review page in the language: its steps, the stay, the guests and the price.
          await expect(page).toHaveURL(new RegExp(`/${lang}/review-booking$`));
          await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible();
          const progress = page.getByRole('navigation', { name: w.progress });
          await expect(progress.locator('[aria-current="step"]')).toContainText(w.detailsStep);
          const stayDetails = page.getByRole('region', { name: w.stayDetails });
          const checkIn = new Intl.DateTimeFormat(lang, {
            day: '2-digit',
            month: 'short',
            year: 'numeric',
            timeZone: 'Asia/Kolkata',
          }).format(new Date(`${unixToIstDate(stay.checkInDate)}T12:00:00+05:30`));
          await expect(stayDetails.getByText(checkIn, { exact: true })).toBeVisible();
          await expect(stayDetails.getByText(w.nights, { exact: true })).toBeVisible();
          await expect(page.getByRole('region', { name: w.guests, exact: true })).toBeVisible();
          const breakdown = page.getByRole('region', { name: w.breakdown });
          // Rupees with Indian grouping in every language.
          await expect(breakdown.getByText(/^₹\d{1,2}(,\d{2})*,\d{3}$|^₹\d{1,3}$/).last()).toBeVisible();
          await expect(breakdown.getByText(w.total)).toBeVisible();
          for (const english of ['Review booking', 'Stay details', 'Price breakdown', 'Proceed to Payment'])
            await expect(page.getByText(english, { exact: true })).toHaveCount(0);
          await expectAccessible(page);

          // Holding the rooms asks a new guest who checks in; the contract's message for a missing name in the language.
          await clickWhereDrawn(page, page.getByRole('button', { name: w.proceed }));
          const ask = page.getByRole('dialog', { name: w.ask });
          await expect(ask).toBeVisible();
          await ask.getByLabel(w.name).fill('');
          await clickWhereDrawn(page, ask.getByRole('button', { name: w.goOn }));
          await expect(ask.getByText(w.nameRequired)).toBeVisible();
          await expectAccessible(page);
          await fillGuestDetails(
            ask,
            { name: lang === 'hi' ? 'आशा राव' : 'Anna Schmidt', email: `${lang}.${Date.now()}@example.in` },
            w,
          );
          await clickWhereDrawn(page, ask.getByRole('button', { name: w.goOn }));
          await expect(ask).toBeHidden();
          await expect(progress.locator('[aria-current="step"]')).toContainText(w.paymentStep);

          // The payment step: the hold, the primary guest, the policies and the pay button in the language.
          await expect(page.getByText(w.held)).toBeVisible();
          await expect(page.getByRole('heading', { name: w.primaryGuest })).toBeVisible();
          await expect(page.getByRole('heading', { name: w.policies })).toBeVisible();
          const pay = page.getByRole('button', { name: w.pay });
          await expect(pay).toBeVisible();
          await expectAccessible(page);

          // Paying through the local payment provider (when the plan takes money now), the confirmation in the
          // language: the success dialog over it, then the page itself with the stay confirmed. A first card declined
          // for insufficient funds: the provider's reason in the language (issue 43), never its English, then Try Again.
          const online = /₹/.test((await pay.textContent()) ?? '');
          await clickWhereDrawn(page, pay);
          if (online) {
            await payInSandbox(page, 'insufficient-funds');
            const failed = page.getByRole('dialog', { name: w.failed });
            await expect(failed.getByText(w.declined, { exact: true })).toBeVisible();
            await expect(failed).not.toContainText(/insufficient funds|declined the payment/);
            await expectAccessible(page);
            await clickWhereDrawn(page, failed.getByRole('button', { name: w.tryAgain }));
            await payInSandbox(page, 'success');
          }
          const success = page.getByRole('dialog', { name: w.paid });
          await expect(success).toBeVisible();
          await expectAccessible(page);
          await clickWhereDrawn(page, success.getByRole('button', { name: w.voucher }));
          await expect(success).toBeHidden();
          await expect(page).toHaveURL(new RegExp(`/${lang}/`));
          await expect(page.getByRole('heading', { name: w.confirmed(room.propertyName) })).toBeVisible();
          // The voucher's party, plan and cancellation promise are written in the language from the booking's facts:
          // none of the API's English sentences is left on it.
          const voucher = page.getByRole('region', { name: room.propertyName, exact: true });
          await expect(voucher.getByText(w.party, { exact: true })).toBeVisible();
          await expect(voucher).not.toContainText(
            /\badults?\b|for a full refund|cancelling gives|is charged \(with its GST\)|Breakfast included|Room only/,
          );
          await expectAccessible(page);
        });

        test(`a guest in ${lang === 'hi' ? 'Hindi' : 'German'} with two bookings waiting for payment is told the limit in the language`, async ({
          page,
        }) => {
          await skipIntro(page);
          const stay = stayFromToday(lang === 'hi' ? 61 : 65, 1);
          const room = await findBookableRoom(page.request, stay, { minAvailable: 3 });
          const session = await signIn(page, freshPhone('6'));
          // Two unpaid holds through the API, as two other tabs of the guest would have left them.
          for (let i = 0; i < 2; i++)
            await heldBookingOverApi(page.request, session, room, stay, {
              name: 'Anna Schmidt',
              email: `hold${i}.${Date.now()}@example.in`,
              phone: session.user.phone,
            });

          await page.goto(`/${lang}${selectRoomsUrl(room, stay, { adults: 1, children: 0 })}`);
          await clickWhereDrawn(page, page.getByRole('button', { name: w.addRoom(room.roomName) }));
          await clickWhereDrawn(page, page.getByRole('button', { name: w.continue }));
          await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible();
          await clickWhereDrawn(page, page.getByRole('button', { name: w.proceed }));
          const ask = page.getByRole('dialog', { name: w.ask });
          await expect(ask).toBeVisible();
          await fillGuestDetails(
            ask,
            { name: lang === 'hi' ? 'आशा राव' : 'Anna Schmidt', email: `${lang}.limit.${Date.now()}@example.in` },
            w,
          );
          await clickWhereDrawn(page, ask.getByRole('button', { name: w.goOn }));
          // The server's refusal, written in the language from the facts it sends beside its English (issue 43).
          await expect(page.getByText(w.holdLimit, { exact: true })).toBeVisible();
          await expect(page.getByText(/waiting for payment/)).toHaveCount(0);
          const progress = page.getByRole('navigation', { name: w.progress });
          await expect(progress.locator('[aria-current="step"]')).toContainText(w.detailsStep);
          await expectAccessible(page);
        });
      });
  });
