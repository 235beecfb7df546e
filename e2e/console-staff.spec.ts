import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, latestOtp, signIn, waitForNewOtp } from './support/auth';

/** A number no other story uses: the front desk member this story invites. */
const DESK_PHONE = '9000000031';

test('an admin invites a front desk member for one property, who then sees only that property and the desk', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_PHONE);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff & access', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Invite staff' }).click();

  const form = page.getByRole('form', { name: 'Invite a staff member' });
  // Pasted the way people write numbers; the console keeps its 10 digits.
  await form.getByLabel('Mobile number').fill('+91 90000 00031');
  await form.getByLabel('Name').fill('Rhea Desk');
  await form.getByLabel('Role').selectOption({ label: 'Front desk' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Choose at least one property, or every property.')).toBeVisible();

  await form.getByLabel('Find a property').fill('a');
  const firstProperty = form.getByRole('listitem').first().getByRole('checkbox');
  const propertyName = ((await form.getByRole('listitem').first().textContent()) ?? '').trim();
  expect(propertyName.length).toBeGreaterThan(0);
  await firstProperty.click();
  await expect(form.getByText('1 chosen')).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form).toHaveCount(0);

  const row = page.getByTestId('staff-row').filter({ hasText: 'Rhea Desk' });
  await expect(row).toContainText('+91 90000 00031');
  await expect(row).toContainText('Front desk');
  await expect(row).toContainText(propertyName);
  await expect(row).toContainText('Invited');

  // The invited person signs in at /admin in their own browser, with the number they were invited on.
  const context = await browser.newContext();
  const desk = await context.newPage();
  await desk.goto('/admin');
  await desk.getByLabel('Mobile number').fill(DESK_PHONE);
  const before = await latestOtp(desk.request, DESK_PHONE);
  await desk.getByRole('button', { name: 'Continue' }).click();
  const { otp } = await waitForNewOtp(desk.request, DESK_PHONE, before);
  await desk.getByLabel('OTP', { exact: true }).fill(otp);
  await desk.getByRole('button', { name: 'Verify OTP' }).click();

  const nav = desk.getByRole('navigation', { name: 'Console' });
  const menu = desk.getByRole('button', { name: 'Menu' });
  await expect(desk.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await expect(nav.getByText('· Front desk')).toBeVisible();
  // Reports of their property come with the dashboard; money (payments, GST, documents) does not. The desk enters
  // phone and walk-in bookings (issue 23), and keeps the housekeeping board of its rooms (issue 44).
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Bookings',
    'New booking',
    'Arrivals & departures',
    'Room grid',
    'Groups',
    'Housekeeping',
    'Form C',
    'Reports',
    'Website',
  ]);
  await nav.getByRole('link', { name: 'Bookings' }).click();
  await expect(desk.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  const properties = desk.getByLabel('Property');
  await expect(properties.locator('option')).toHaveCount(2);
  await expect(properties.locator('option').nth(1)).toHaveText(
    new RegExp(`^${propertyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`),
  );

  // Rates are not a front desk's: the address says so, and the server refuses it anyway.
  await desk.goto('/admin/inventory');
  await expect(desk.getByRole('alert')).toHaveText(
    'Your role (Front desk) cannot open this page. Ask an administrator if you need it.',
  );

  // Back in the admin's console the member is now active.
  await page.reload();
  await expect(page.getByTestId('staff-row').filter({ hasText: 'Rhea Desk' })).toContainText('Active');
  await context.close();
});
