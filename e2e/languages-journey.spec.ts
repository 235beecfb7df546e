import type { Page } from '@playwright/test';
import { addDays, todayIst, unixToIstDate } from '@staybook/contract';
import { clickWhereDrawn, expect, expectAccessible, skipIntro, test } from './fixtures';
import { findBookableRoom, stayFromToday } from './support/booking';

/**
 * Issue 43: a guest in Hindi searches from home with the pickers in Hindi, opens a property and reaches its rooms, at
 * a 390 px phone, every step clicked where it is drawn and checked with axe; the German property page; the welcome
 * splash in Hindi. Each page is its own address in the language (`/hi/…`), rendered by the server in it.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A day's cell in the open calendar, the month turned forward until it is drawn. */
async function pickDay(page: Page, dialog: ReturnType<Page['getByRole']>, day: string, next: string) {
  const cell = dialog.locator(`[data-date="${day}"]`);
  for (let i = 0; i < 3 && (await cell.count()) === 0; i++)
    await clickWhereDrawn(page, dialog.getByRole('button', { name: next }));
  await clickWhereDrawn(page, cell);
}

const hindiDate = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('hi', { ...options, timeZone: 'Asia/Kolkata' }).format(new Date(`${date}T12:00:00+05:30`));

test.describe('a guest in Hindi', () => {
  test('searches from home with the pickers in Hindi, opens a property and reaches its rooms', async ({
    page,
    request,
  }) => {
    await skipIntro(page);
    const stay = stayFromToday(20, 2);
    const room = await findBookableRoom(request, stay);
    const checkIn = unixToIstDate(stay.checkInDate);
    const checkOut = unixToIstDate(stay.checkOutDate);

    // A slow network: the list's chunk comes 2 s after it is asked for. Home stays on screen meanwhile under the
    // list's address (React Router navigates in a transition), which is what a card click must not be fooled by.
    await page.route(/\/assets\/property-list-page-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto('/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'श्रेणी के अनुसार देखें' })).toBeVisible();

    // The dates: the calendar's month, weekdays and the rule's words in Hindi.
    await clickWhereDrawn(page, page.getByRole('button', { name: /^चेक-इन/ }));
    let calendar = page.getByRole('dialog', { name: 'चेक-इन' });
    await expect(calendar.getByText(hindiDate(todayIst(), { month: 'long', year: 'numeric' }))).toBeVisible();
    await expect(calendar.getByText(hindiDate('2023-01-01', { weekday: 'short' }), { exact: true })).toBeVisible();
    await pickDay(page, calendar, checkIn, 'अगला महीना');
    await clickWhereDrawn(page, calendar.getByRole('button', { name: 'पक्का करें' }));
    await clickWhereDrawn(page, page.getByRole('button', { name: /^चेक-आउट/ }));
    calendar = page.getByRole('dialog', { name: 'चेक-आउट' });
    // A check-out before the check-in is refused in Hindi.
    await pickDay(page, calendar, addDays(checkIn, -1), 'अगला महीना');
    await expect(calendar.getByRole('alert')).toHaveText('चेक-आउट की तारीख़ चेक-इन की तारीख़ से पहले नहीं हो सकती।');
    await pickDay(page, calendar, checkOut, 'अगला महीना');
    await expectAccessible(page);
    await clickWhereDrawn(page, calendar.getByRole('button', { name: 'पक्का करें' }));

    // Who: the age bands in Hindi; two adults.
    await clickWhereDrawn(page, page.getByRole('button', { name: /^कौन/ }));
    const who = page.getByRole('dialog', { name: 'कौन-कौन आ रहा है?' });
    await expect(who.getByText('13 साल या उससे ज़्यादा')).toBeVisible();
    await expect(who.getByText('2 साल से कम')).toBeVisible();
    await clickWhereDrawn(page, who.getByRole('button', { name: '2 मेहमान पक्का करें' }));
    await expect(page.getByRole('button', { name: /कौन\s*2 मेहमान/ })).toBeVisible();
    await clickWhereDrawn(page, page.getByRole('button', { name: 'खोजें', exact: true }));

    // The list in Hindi, for the stay chosen.
    await expect(page).toHaveURL(/\/hi\/property-list\?/);
    await expect(page).toHaveURL(new RegExp(`checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}`));
    // The address changes as the navigation starts; home stays drawn (a transition) until the list's chunk and its
    // messages are in, and home's rows have a card for the same property. A card is looked for in the list's results
    // only, so it can never be home's (the list's chunk is held back above, which made the old search click home's).
    const results = page.getByRole('region', { name: 'नतीजे' });
    await expect(results.getByRole('article').first()).toBeVisible();
    const card = results
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: room.propertyName, exact: true }) });
    await clickWhereDrawn(page, card.getByText('विवरण देखें'));

    // The property page in Hindi.
    await expect(page).toHaveURL(new RegExp(`/hi/property-details/${room.propertyId}\\?`));
    await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'प्रॉपर्टी की जानकारी' })).toBeVisible();
    await expect(page.getByText('आपकी तारीख़ों पर उपलब्ध')).toBeVisible();
    const stayBar = page.getByRole('region', { name: 'आपकी तारीख़ें और मेहमान' });
    await expect(stayBar.getByText(/, 2 रातें$/)).toBeVisible();
    await expect(stayBar.getByText('2 वयस्क', { exact: true })).toBeVisible();
    const bar = page.getByRole('complementary', { name: 'दाम और बुकिंग' });
    await expect(bar.getByText('सबसे अच्छा दाम अनलॉक करें')).toBeVisible();
    await expect(bar.getByText(/2 रातें · 2 वयस्क/)).toBeVisible();
    await expectAccessible(page);

    // Unlocking the price, in Hindi.
    await clickWhereDrawn(page, bar.getByRole('button', { name: 'दाम अनलॉक करें' }));
    const unlock = page.getByRole('dialog', { name: 'दाम अनलॉक करें' });
    await unlock.getByLabel('पूरा नाम').fill('आशा राव');
    await unlock.getByLabel('मोबाइल नंबर').fill(`9${String(Date.now()).slice(-9)}`);
    await clickWhereDrawn(page, unlock.getByRole('button', { name: 'दाम अनलॉक करें और आगे बढ़ें' }));
    await expect(bar.getByText(/रातों के लिए, GST सहित/)).toBeVisible();
    await clickWhereDrawn(page, bar.getByRole('link', { name: 'कमरे चुनें' }));

    // The rooms page in Hindi: the stay, the rooms, the bar.
    await expect(page).toHaveURL(new RegExp(`/hi/select-rooms\\?propertyId=${room.propertyId}`));
    await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
    const yourStay = page.getByRole('region', { name: 'आपका ठहराव' });
    await expect(yourStay.getByText('2 वयस्क')).toBeVisible();
    await expect(yourStay.getByText('2 रातें')).toBeVisible();
    await expect(page.getByRole('button', { name: 'कमरे चुनें' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('group', { name: 'कमरे छाँटें' })).toBeVisible();
    await expectAccessible(page);
    await clickWhereDrawn(page, page.getByRole('button', { name: `कमरा जोड़ें: ${room.roomName}` }));
    await expect(page.getByText('1 कमरा चुना गया')).toBeVisible();
    await expect(page.getByRole('button', { name: 'समीक्षा के लिए आगे बढ़ें' })).toBeVisible();
    // None of the page's own words left in English.
    for (const english of ['Select Rooms', 'Add Room', 'Sort by', 'Back to property'])
      await expect(page.getByText(english, { exact: false })).toHaveCount(0);
    await expectAccessible(page);

    // The room's own page, in Hindi.
    await clickWhereDrawn(page, page.getByRole('link', { name: `कमरे का विवरण: ${room.roomName}` }));
    await expect(page).toHaveURL(new RegExp(`/hi/room-details/${room.roomId}`));
    await expect(page.getByRole('heading', { level: 1, name: room.roomName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'कमरे चुनें' })).toBeVisible();
    await expect(page.getByText(/ज़्यादा से ज़्यादा \d+ वयस्क/)).toBeVisible();
    await expectAccessible(page);
  });

  test('keeps the server-rendered list as the page comes alive (the same cards, not drawn again)', async ({
    page,
    request,
  }) => {
    await skipIntro(page);
    const stay = stayFromToday(20, 2);
    await findBookableRoom(request, stay);
    // The first card as the server drew it, held before any script runs (readyState 'interactive' comes before module
    // scripts).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { serverCard: Element | null }).serverCard = document.querySelector('main article');
      });
    });
    await page.goto(
      `/hi/property-list?adults=2&children=0&checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}`,
    );
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
    await expect(page.getByRole('region', { name: 'नतीजे' }).getByRole('article').first()).toBeVisible();
    const kept = await page.evaluate(() => {
      const { serverCard } = window as unknown as { serverCard: Element | null };
      return {
        drawn: serverCard !== null,
        same: serverCard?.isConnected === true && serverCard === document.querySelector('main article'),
      };
    });
    expect(kept).toEqual({ drawn: true, same: true });
  });

  test('meets the welcome splash in Hindi, which the app takes over without redrawing it', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/hydrat/i.test(m.text())) warnings.push(m.text());
    });
    await page.addInitScript(() => localStorage.setItem('staybook_lead_form_seen', 'true'));
    await page.goto('/hi');
    const splash = page.getByRole('region', { name: 'गोवा के बेहतरीन ठिकानों में आपका स्वागत है' });
    await expect(splash).toBeVisible();
    await expect(splash.getByRole('progressbar', { name: 'Staybook लोड हो रहा है' })).toBeAttached();
    await expect(splash).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'श्रेणी के अनुसार देखें' })).toBeVisible();
    expect(warnings).toEqual([]);
  });
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered the page in Hindi on an English page, never sent there, and the offer goes once taken', async ({
    page,
  }) => {
    await skipIntro(page);
    await page.goto('/property-list?city=Goa');
    // No redirect: the address asked for is the page shown, in English.
    await expect(page).toHaveURL(/\/property-list\?city=Goa$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const offer = page.getByRole('complementary', { name: 'यह पेज हिन्दी में पढ़ें' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'hi');
    await expectAccessible(page);
    await clickWhereDrawn(page, offer.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' }));
    await expect(page).toHaveURL(/\/hi\/property-list\?city=Goa$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The choice is remembered: English pages no longer offer it.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Explore by Category' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveCount(0);
  });
});

test.describe('a guest in German', () => {
  test('meets the not-found page in German, the address asked for inside its sentence', async ({ page }) => {
    await skipIntro(page);
    const res = await page.goto('/de/gibt-es-nicht');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    const address = page.getByText('/de/gibt-es-nicht', { exact: true });
    await expect(address).toHaveClass(/font-mono/);
    await expect(address.locator('..')).toHaveText(
      'Wir konnten /de/gibt-es-nicht nicht finden. Vielleicht wurde die Seite verschoben oder der Link ist falsch geschrieben.',
    );
    await expectAccessible(page);
    await clickWhereDrawn(page, page.getByRole('link', { name: 'Zur Startseite' }));
    await expect(page).toHaveURL(/\/de\/?$/);
  });

  test('reads a property page in German', async ({ page, request }) => {
    await skipIntro(page);
    const stay = stayFromToday(30, 3);
    const room = await findBookableRoom(request, stay);
    await page.goto(
      `/de/property-details/${room.propertyId}?checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}&adults=2&children=1`,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Informationen zur Unterkunft' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bewertungen' })).toBeVisible();
    await expect(page.getByText('Für Ihre Daten verfügbar')).toBeVisible();
    const stayBar = page.getByRole('region', { name: 'Ihre Daten und Gäste' });
    await expect(stayBar.getByText(/, 3 Nächte$/)).toBeVisible();
    await expect(stayBar.getByText('2 Erwachsene, 1 Kind', { exact: true })).toBeVisible();
    const bar = page.getByRole('complementary', { name: 'Preis und Buchung' });
    await expect(bar.getByText('Besten Preis freischalten')).toBeVisible();
    const day = new Intl.DateTimeFormat('de', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(`${unixToIstDate(stay.checkInDate)}T12:00:00+05:30`));
    await expect(bar.getByText(`${day} – `, { exact: false })).toBeVisible();
    await expect(bar.getByText(/3 Nächte · 2 Erwachsene, 1 Kind/)).toBeVisible();
    await clickWhereDrawn(page, page.getByRole('tab', { name: 'Bewertungen' }));
    await expect(page.getByRole('tabpanel', { name: 'Bewertungen' })).toBeVisible();
    await expectAccessible(page);
    await clickWhereDrawn(page, bar.getByRole('button', { name: 'Preis freischalten' }));
    const unlock = page.getByRole('dialog', { name: 'Preis freischalten' });
    await expect(unlock.getByLabel('Vollständiger Name')).toBeVisible();
    await expect(unlock.getByRole('button', { name: 'Preis freischalten und weiter' })).toBeDisabled();
    await expectAccessible(page);
  });
});
