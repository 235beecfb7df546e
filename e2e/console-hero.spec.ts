import sharp from 'sharp';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { ADMIN_PHONE, latestOtp, STAFF_PHONE, signIn, waitForNewOtp } from './support/auth';
import { ensureStaff } from './support/staff';

/** A real photo-like PNG, drawn here (tests never fetch from the internet). */
async function drawPng(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 120, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><circle cx="1200" cy="250" r="140" fill="#fde047"/><rect y="620" width="1600" height="280" fill="#f5deb3"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

test('staff sign in to the console with the same OTP and see only what their role opens', async ({ page, baseURL }) => {
  await ensureStaff(baseURL!, STAFF_PHONE, 'property_manager');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Mobile number').fill(STAFF_PHONE);
  const before = await latestOtp(page.request, STAFF_PHONE);
  await page.getByRole('button', { name: 'Continue' }).click();
  const { otp } = await waitForNewOtp(page.request, STAFF_PHONE, before);
  await page.getByLabel('OTP', { exact: true }).fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(page.getByRole('link', { name: 'Staybook console' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Rates & inventory' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Hero slides' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Staff & access' })).toHaveCount(0);
  await expect(nav.getByText('· Property manager')).toBeVisible();
  // Typing the address of an area the role does not open shows why, and the server would refuse anyway.
  await page.goto('/admin/hero');
  await expect(page.getByRole('alert')).toHaveText(
    'Your role (Property manager) cannot open this page. Ask an administrator if you need it.',
  );
});

test('a guest account signed in at /admin is told it has no console access', async ({ page }) => {
  await signIn(page, '9876500011');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'This account has no console access' })).toBeVisible();
});

test('an admin creates a hero slide with an image, puts it first, and the home page shows it', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_PHONE);
  await page.goto('/admin/hero');
  await expect(page.getByRole('heading', { name: 'Hero slides' })).toBeVisible();
  const rows = page.getByTestId('hero-slide-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();

  await page.getByRole('button', { name: 'New slide' }).click();
  const form = page.getByRole('form', { name: 'New slide' });
  await form
    .getByLabel(/Image \(JPEG/)
    .setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: await drawPng() });
  await expect(form.getByLabel('Image address')).toHaveValue(/^\/media\/uploads\/hero\/.+\.webp$/);
  const imageUrl = await form.getByLabel('Image address').inputValue();
  // The preview loads the resized upload the server stored.
  await expect(form.locator('figure img')).toHaveJSProperty('complete', true);
  expect(await form.locator('figure img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

  await form.getByRole('button', { name: 'Save slide' }).click();
  await expect(form.getByText('Enter a title.')).toBeVisible();
  await form.getByLabel('Title', { exact: true }).fill('Monsoon Magic in Goa');
  await form.getByLabel('Subtitle', { exact: true }).fill('Green hills, quiet beaches');
  await form.getByRole('button', { name: 'Save slide' }).click();
  await expect(page.getByText('Slide "Monsoon Magic in Goa" created.')).toBeVisible();
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.last()).toContainText('Monsoon Magic in Goa');

  // Keyboard reorder: move it to the top one step at a time.
  for (let i = 0; i < before; i++) {
    await page.getByRole('button', { name: 'Move Monsoon Magic in Goa up' }).click();
    await expect(rows.nth(before - 1 - i)).toContainText('Monsoon Magic in Goa');
  }
  await expect(rows.first()).toContainText('Monsoon Magic in Goa');
  await expectAccessible(page);

  const guest = await browser.newPage();
  await skipIntro(guest);
  await guest.goto('/');
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Monsoon Magic in Goa');
  await expect(guest.locator('section[aria-roledescription="carousel"] img').first()).toHaveAttribute('src', imageUrl);

  // Hidden slides leave the home page; the order survives a reload of the console.
  await page.reload();
  await expect(rows.first()).toContainText('Monsoon Magic in Goa');
  await page.getByRole('button', { name: 'Hide Monsoon Magic in Goa' }).click();
  await expect(rows.first()).toContainText('Hidden');
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1 })).not.toHaveText('Monsoon Magic in Goa');
  await guest.close();
});
