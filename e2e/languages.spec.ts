import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import { clickWhereDrawn, expect, expectAccessible, skipIntro, test } from './fixtures';

/**
 * Issue 43: a guest reads the site in Hindi. The header's language menu leads to the same page in Hindi (its own
 * address, rendered by the server in Hindi), links stay in Hindi, and switching back keeps the page and its search
 * (place, dates, party). Clicked where drawn, at the project's phone viewport.
 */
test.describe('languages', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('a guest switches to Hindi from the header, reads home and the list in Hindi, and switches back keeping the search', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Explore by Category' })).toBeVisible();

    await clickWhereDrawn(page, page.getByRole('button', { name: 'Language: English' }));
    await clickWhereDrawn(page, page.getByRole('link', { name: 'हिन्दी' }));

    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle('Staybook — गोवा में विला, होटल और अपार्टमेंट');
    await expect(page.getByRole('heading', { name: 'श्रेणी के अनुसार देखें' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'खोजें', exact: true })).toBeVisible();
    await expect(page.getByText('Explore by Category')).toHaveCount(0);
    await expectAccessible(page);

    // A link on a Hindi page leads to a Hindi page (the app's own navigation, no reload).
    await clickWhereDrawn(page, page.getByRole('button', { name: 'मेन्यू खोलें' }));
    await clickWhereDrawn(page, page.getByRole('button', { name: /श्रेणियाँ/ }));
    await clickWhereDrawn(page, page.getByRole('link', { name: 'सभी प्रॉपर्टी देखें' }));
    await expect(page).toHaveURL(/\/hi\/property-list\?propertyType=all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'सभी प्रॉपर्टी' })).toBeVisible();
    await expect(page.getByText(/\d+ (जगह|जगहें) उपलब्ध/)).toBeVisible();
    await expect(page).toHaveTitle('सभी प्रॉपर्टी — Staybook');

    // A search in Hindi: its dates in Hindi, its party counted in Hindi.
    const checkIn = addDays(todayIst(), 10);
    const search = new URLSearchParams({
      city: 'Goa',
      checkInDate: String(istDateToUnix(checkIn)),
      checkOutDate: String(istDateToUnix(addDays(checkIn, 3))),
      adults: '3',
      children: '0',
    });
    await page.goto(`/hi/property-list?${search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Goa में प्रॉपर्टी' })).toBeVisible();
    await expect(page.getByRole('button', { name: /कौन\s*3 मेहमान/ })).toBeVisible();
    const hindiDay = new Intl.DateTimeFormat('hi', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(`${checkIn}T12:00:00+05:30`));
    await expect(page.getByRole('button', { name: new RegExp(`चेक-इन\\s*${hindiDay}`) })).toBeVisible();
    await expectAccessible(page);

    // Back to English: the same list, the same search.
    await clickWhereDrawn(page, page.getByRole('button', { name: 'भाषा: हिन्दी' }));
    await clickWhereDrawn(page, page.getByRole('link', { name: 'English' }));
    await expect(page).toHaveURL(`/property-list?${search}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties in Goa' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Who\s*3 guests/ })).toBeVisible();
    const [y, m, d] = checkIn.split('-');
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1];
    await expect(page.getByRole('button', { name: new RegExp(`Check in\\s*${d} ${month} ${y}`) })).toBeVisible();
  });
});

test.describe('languages in Settings', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('a guest chooses Hindi in Settings and is taken to Settings in Hindi, the choice remembered', async ({
    page,
    context,
  }) => {
    await page.goto('/settings');
    const language = page.getByLabel('Language', { exact: true });
    await expect(language).toHaveValue('en');
    await language.selectOption('hi');
    await clickWhereDrawn(page, page.getByRole('button', { name: 'Save' }));
    await expect(page).toHaveURL(/\/hi\/settings$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByLabel('भाषा', { exact: true })).toHaveValue('hi');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'staybook_lang')?.value).toBe('hi');
  });
});
