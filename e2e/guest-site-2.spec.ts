import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import { expectToast, findBookableProperty, infoPages, viewerCounter } from './support/guest-site-2';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('information pages', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  for (const info of infoPages) {
    test(`${info.path} shows its key texts and is accessible`, async ({ page }) => {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1, name: info.heading })).toBeVisible();
      for (const text of info.texts) await expect(page.getByText(text).first()).toBeVisible();
      await expect(page).toHaveTitle(/— Staybook$/);
      await expectAccessible(page);
    });
  }

  test('the refund policy sections open and close', async ({ page }) => {
    await page.goto('/refund-cancellation-policy');
    const refunds = page.getByRole('button', { name: 'Refunds' });
    await expect(refunds).toHaveAttribute('aria-expanded', 'false');
    await refunds.click();
    await expect(page.getByText(/processed in 7 to 14\s+working days/)).toBeVisible();
    await refunds.click();
    await expect(page.getByText(/processed in 7 to 14\s+working days/)).toBeHidden();
  });

  test('settings are kept across a reload', async ({ page }) => {
    await page.goto('/settings');
    const notifications = page.getByRole('switch', { name: 'Notifications' });
    await expect(notifications).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
    await page.getByLabel('Name').fill('Meera Sawant');
    await notifications.click();
    // The spec's languages and Hindi (docs/languages.md).
    await expect(page.getByLabel('Language', { exact: true }).locator('option')).toHaveText([
      'English',
      'Hindi',
      'Spanish',
      'French',
      'German',
    ]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Settings saved');
    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Meera Sawant');
    await expect(page.getByRole('switch', { name: 'Notifications' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
  });

  test('"Rate us" on the profile opens a feedback message to the team', async ({ page }) => {
    await signIn(page, '9876500012');
    await page.goto('/profile');
    await page.getByRole('link', { name: /Rate us/ }).click();
    await expect(page).toHaveURL(/\/contact-us\?subject=feedback$/);
    await expect(page.getByRole('combobox', { name: /Subject/ })).toHaveValue('feedback');
  });
});

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('validates the fields, then stores the message and clears the form', async ({ page }) => {
    await page.goto('/contact-us');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Please choose a subject')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();

    await page.getByLabel('Full Name').fill('Asha Naik');
    await page.getByLabel('Email Address').fill('asha@');
    await send.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByLabel('Email Address').fill('asha@example.com');
    await page.getByLabel('Subject').selectOption({ label: 'Partnership' });
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('We run four villas in Assagao and would like to list them.');
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/property/v1/contact') && r.request().method() === 'POST',
    );
    await send.click();
    const response = await stored;
    expect(response.status()).toBe(200);
    expect((await response.json()).data._id).toMatch(/^[0-9a-f-]{36}$/);
    await expectToast(page, 'Thank you for your message! We will get back to you soon.');
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expectAccessible(page);
  });

  test('keeps the input and says so when sending fails', async ({ page }) => {
    await page.route('**/property/v1/contact', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } }),
    );
    await page.goto('/contact-us');
    await page.getByLabel('Full Name').fill('Asha Naik');
    await page.getByLabel('Email Address').fill('asha@example.com');
    await page.getByLabel('Subject').selectOption('feedback');
    await page.getByRole('textbox', { name: 'Message' }).fill('Lovely stay.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Failed to send message. Please try again.');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Lovely stay.');
  });

  test('a field that takes the focus while under the sticky header is brought out from under it', async ({ page }) => {
    await page.goto('/contact-us');
    const header = page.getByRole('banner');
    const name = page.getByLabel('Full Name');
    // Scrolled so that the field sits under the header: on screen, but hidden by it.
    await name.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - 12));
    const under = await name.boundingBox();
    const headerBox = await header.boundingBox();
    expect(under!.y).toBeLessThan(headerBox!.y + headerBox!.height);
    await name.focus();
    await expect(name).toBeFocused();
    await expect
      .poll(async () => (await name.boundingBox())!.y)
      .toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  });
});

test.describe('not found', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('an unknown route answers 404 and shows a helpful page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the spec's /properties and /login links lead to the list and sign-in", async ({ page }) => {
    // Typed or followed from outside, the server redirects for good (301); in-app links go the same way.
    const response = await page.goto('/properties');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/properties$/);
    await expect(page).toHaveURL(/\/property-list$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('property details', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('a guest opens a property from the list, switches tabs and browses the gallery', async ({ page }) => {
    await page.goto('/property-list');
    const firstProperty = page.locator('a[href*="/property-details/"]').first();
    await firstProperty.click();
    await expect(page).toHaveURL(/\/property-details\/[0-9a-f-]{36}/);
    // The property page is drawn (its tabs) before its heading is read: the address changes as the list's page leaves.
    await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    // "<name> — <kind> in <city> | Staybook", as the server wrote it for crawlers (contract page-titles.ts).
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(await title.innerText())} — .+ \\| Staybook$`));
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Amenities' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(/Property|Common/);
    await page.getByRole('tab', { name: 'Hotel Policies' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Location' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Open in Google Maps' })).toBeVisible();
    // Map tiles cannot load here: the page keeps working and says so instead of hanging.
    await expect(page.getByText('The map could not be loaded. Use the address and map links below.')).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page
      .getByRole('button', { name: /full screen/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(viewerCounter(page)).toHaveText(/^1 of \d+$/);
    await page.keyboard.press('ArrowRight');
    await expect(viewerCounter(page)).toHaveText(/^2 of \d+$/);
    await expect(page.getByRole('button', { name: 'Close gallery' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page
      .getByRole('button', { name: /full screen/ })
      .nth(1)
      .click();
    await page.getByRole('button', { name: 'Close gallery' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a guest unlocks the price and sees the stay total, kept after a reload', async ({ page, request }) => {
    const property = await findBookableProperty(request);
    await page.goto(`/property-details/${property.id}`);
    await expect(page.getByRole('heading', { level: 1, name: property.name })).toBeVisible();

    await page.getByRole('button', { name: 'Unlock Price', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlock Price' });
    const submit = dialog.getByRole('button', { name: 'Unlock Price & Continue' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Full Name').fill('Rohan Kamat');
    await dialog.getByLabel('Mobile Number').fill('12345');
    await submit.click();
    await expect(dialog.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('Mobile Number').fill('9822012345');
    const answered = page.waitForResponse((r) => r.url().endsWith('/property/v1/app/unlock-price'));
    await submit.click();
    const body = (await (await answered).json()) as { data: { quote: { totalPostTax: number; nights: number } } };
    expect(body.data.quote.nights).toBe(2);
    await expect(dialog).toBeHidden();

    const bar = page.getByRole('complementary', { name: 'Price and booking' });
    const total = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }).format(body.data.quote.totalPostTax);
    await expect(bar).toContainText(`${total} for 2 nights, incl. GST`);
    const selectRooms = bar.getByRole('link', { name: 'Select Rooms' });
    await expect(selectRooms).toHaveAttribute(
      'href',
      new RegExp(`/select-rooms\\?propertyId=${property.id}&checkInDate=\\d+`),
    );

    await page.reload();
    await expect(bar).toContainText(total);
    await selectRooms.click();
    await expect(page).toHaveURL(/\/select-rooms\?propertyId=/);
  });

  test("a guest opens a room's details from the Rooms tab", async ({ page, request }) => {
    const property = await findBookableProperty(request);
    await page.goto(`/property-details/${property.id}`);
    await page.getByRole('tab', { name: 'Rooms' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(/\d+ rooms? available/);
    await expectAccessible(page);
    await page
      .getByRole('link', { name: /View room details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/room-details\/[0-9a-f-]{36}\?checkInDate=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Room Policies' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(property.name) })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('region', { name: 'Room Highlights' }).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('share copies the link where the device has no share sheet', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const property = await findBookableProperty(request);
    await page.goto(`/property-details/${property.id}`);
    await page.getByRole('button', { name: 'Share this property' }).click();
    await expectToast(page, 'Link copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/property-details/${property.id}`);
  });

  test('without a property id the page points to the list; a bad room id says so', async ({ page }) => {
    await page.goto('/property-details');
    await expect(page.getByRole('heading', { name: 'Which property would you like to see?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/property-list');
    await expectAccessible(page);
    await page.goto('/room-details/not-a-room');
    await expect(page.getByText('Invalid Room ID. Please try again.')).toBeVisible();
  });

  test('a shared property link unfurls with its name and picture, no price the page hides, and the sitemap lists it', async ({
    request,
  }) => {
    const property = await findBookableProperty(request);
    const html = await (
      await request.get(`/property-details/${property.id}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toMatch(
      new RegExp(`<meta property="og:title" content="${escapeRegExp(property.name)} — [^"]+ \\| Staybook" />`),
    );
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp" \/>/);
    expect(html).not.toMatch(/<meta name="description" content="[^"]*₹/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/property-details/${property.id}</loc>`);
  });
});

test('the main pages load without a console warning or error', async ({ page }) => {
  await skipIntro(page);
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(`${page.url()}: ${m.text()}`);
  });
  for (const url of ['/', '/property-list?city=Goa', '/about-us', '/settings', '/no-such-page']) {
    await page.goto(url);
    await expect(page.getByRole('main')).toBeVisible();
  }
  // The 404 of the last address is the document's own status, which Chromium reports as a failed resource.
  expect(messages.filter((m) => !/no-such-page: Failed to load resource: .* 404/.test(m))).toEqual([]);
});
