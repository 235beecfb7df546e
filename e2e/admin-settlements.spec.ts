import { readFileSync } from 'node:fs';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, freshPhone, signIn } from './support/auth';
import { findBookableRoom, paidBookingOverApi, stayFromToday } from './support/booking';

test('an administrator finds a paid stay in the settlement the provider paid to the bank, with its UTR and fee, and downloads it', async ({
  page,
  request,
}) => {
  const stay = stayFromToday(20, 1);
  const room = await findBookableRoom(request, stay, { skip: 5 });
  const booking = await paidBookingOverApi(request, room, stay, {
    name: 'Sanjay Settles',
    email: 'sanjay.settles@example.com',
    phone: freshPhone(),
  });
  // The sandbox settles T+2 at 11:00 IST: the settlements job run as of three days on finds today's captures paid.
  const later = new Date(Date.now() + 3 * 86_400_000);
  const pulled = await request.post('/__dev/jobs/settlements', { data: { now: later.toISOString() } });
  expect(pulled.ok(), `the settlements job did not run (${pulled.status()}): ${await pulled.text()}`).toBeTruthy();

  await signIn(page, ADMIN_PHONE);
  await page.goto('/admin/money');
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible();
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Settlements to the bank' }) });
  const settledOn = addDays(todayIst(), 2);
  await panel.getByLabel('to', { exact: true }).fill(settledOn);
  await panel.getByLabel('Settled from').fill(settledOn);

  const table = panel.getByRole('table', { name: `Settlements from ${settledOn} to ${settledOn}` });
  const row = table.getByRole('row').filter({ hasText: /SBXN\d{16}/ });
  await expect(row).toHaveCount(1);
  await row.getByText(/^\d+ lines?$/).click();
  await expect(
    row.getByText(
      new RegExp(
        `^Payment ${booking.code} \\(\\w+\\): ₹[\\d,]+\\.\\d{2}, fee ₹[\\d,]+\\.\\d{2} \\+ GST ₹[\\d,]+\\.\\d{2}$`,
      ),
    ),
  ).toBeVisible();
  await expectAccessible(page);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`settlements-${settledOn}-to-${settledOn}.csv`);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Settled at (IST),Bank credit (Rs.)');
  expect(csv).toContain(`,${booking.code},`);
});
