import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE } from './support/auth';

test('an admin opens Money from the console menu, sees the open alerts and that every capture is settled, and checks again', async ({
  page,
}) => {
  // Sign in on the console's own screen; outside production it shows the code from the SMS outbox.
  await page.goto('/admin');
  await page.getByLabel('Mobile number').fill(ADMIN_PHONE);
  await page.getByRole('button', { name: 'Continue' }).click();
  const devCode = page.getByText('Development: your code is').locator('span');
  await expect(devCode).toHaveText(/^\d{6}$/);
  await page.getByLabel('OTP', { exact: true }).fill((await devCode.textContent()) ?? '');
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  // The menu folds away on phones.
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Money' }).click();
  await expect(page).toHaveURL(/\/admin\/money$/);
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible();

  // A fresh database has no alerts; were there any, each would offer to be marked as handled.
  const alerts = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Alerts needing a person' }) });
  await expect(
    alerts.getByText('No open alerts.').or(alerts.getByRole('button', { name: 'Mark as handled' }).first()),
  ).toBeVisible();

  // Whatever earlier stories paid (or nothing, on a database of its own) is settled.
  const check = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Money check' }) });
  const settled = check.getByText(/ (is|are) settled\.$|nothing to settle\.$/);
  await expect(settled).toBeVisible();
  // Nothing to list: no capture unsettled, no stay without an invoice, no booking whose money is neither documents
  // nor advances; the books per GSTIN are always shown, each registration's cash equal to its documents and advances.
  await expect(
    check.getByRole('table', {
      name: /^(Captured payments that are neither|Stays paid in full or ended that have no tax invoice|Money held against documents and advances outstanding, by booking)/,
    }),
  ).toHaveCount(0);
  await expect(
    check.getByRole('table', {
      name: 'Money held + invoiced, still owed = documents issued + advances outstanding, per GSTIN, to the paisa',
    }),
  ).toBeVisible();
  await expect(page.getByText(/^Identity documents \(KYC\) are encrypted at rest and deleted \d+ days/)).toBeVisible();
  await expectAccessible(page);

  const checkAgain = check.getByRole('button', { name: 'Check again' });
  const reread = page.waitForResponse((r) => r.url().endsWith('/api/admin/money') && r.request().method() === 'GET');
  await checkAgain.click();
  expect((await reread).status()).toBe(200);
  await expect(checkAgain).toBeEnabled();
  await expect(settled).toBeVisible();
});
