import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { expectToast, infoPages } from './support/guest-site-2';

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
    await expect(page.getByLabel('Language')).toHaveValue('English');
    await page.getByLabel('Name').fill('Meera Sawant');
    await notifications.click();
    await page.getByLabel('Language').selectOption('German');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Settings saved');
    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Meera Sawant');
    await expect(page.getByRole('switch', { name: 'Notifications' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByLabel('Language')).toHaveValue('German');
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
});

test.describe('not found', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('an unknown route shows a helpful page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the spec's /properties and /login links lead to the list and sign-in", async ({ page }) => {
    await page.goto('/properties');
    await expect(page).toHaveURL(/\/property-list$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
