import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { reportDefinitions } from '@staybook/contract/admin-reports';
import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, freshPhone, signIn } from './support/auth';
import { findBookableRoom, paidBookingOverApi, stayFromToday } from './support/booking';

/** Presses a download control and reads the file the browser saved. */
async function downloaded(page: Page, press: () => Promise<void>): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), press()]);
  const path = await file.path();
  return { file, text: readFileSync(path, 'utf8').replace(/^\uFEFF/, '') };
}

const headerRow = (csv: string) => csv.split(/\r?\n/)[0] ?? '';

test('an administrator reads the stay report by property and by city, downloads it, and downloads a GST section', async ({
  page,
  request,
}) => {
  // A stay inside "Next 30 days", on a property further down the list than other stories use.
  const stay = stayFromToday(12, 2);
  const room = await findBookableRoom(request, stay, { skip: 3 });
  await paidBookingOverApi(request, room, stay, {
    name: 'Rhea Reports',
    email: 'rhea.reports@example.com',
    phone: freshPhone(),
  });

  await signIn(page, ADMIN_PHONE);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The console's menu folds away on a phone.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  for (const text of Object.values(reportDefinitions)) await expect(page.getByText(text)).toBeVisible();

  await page.getByRole('button', { name: 'Next 30 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  const table = page.getByRole('table', { name: /Stay-night figures/ });
  const row = page.getByTestId('report-row').filter({ has: page.getByRole('rowheader', { name: room.propertyName }) });
  await expect(row).toHaveCount(1);
  // Columns: property, available, sold, …: the booked room's two nights are sold.
  await expect(row.locator('td').nth(1)).not.toHaveText('0');
  await expect(table.locator('tfoot')).toContainText('Total');
  await expectAccessible(page);

  await page.getByLabel('Group by').selectOption({ label: 'City' });
  await expect(page).toHaveURL(/groupBy=city/);
  await expect(table.getByRole('columnheader', { name: 'City' })).toBeVisible();
  await expect(page.getByTestId('report-row').first()).toBeVisible();

  const csv = await downloaded(page, () => page.getByRole('button', { name: 'Download CSV', exact: true }).click());
  expect(csv.file.suggestedFilename()).toMatch(/^stay-nights-by-city-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(headerRow(csv.text)).toMatch(/^City,/);
  expect(headerRow(csv.text)).toContain('Room-nights sold');
  expect(csv.text).toContain('Total');

  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'GST' }).click();
  await expect(page.getByRole('table', { name: /GSTR-1 sections/ })).toBeVisible();
  await expect(page.getByText(/layout of the GST offline tool for GSTR-1/)).toBeVisible();
  await expectAccessible(page);
  const b2cs = await downloaded(page, () =>
    page.getByRole('button', { name: 'Download CSV of B2C small (7)' }).click(),
  );
  expect(b2cs.file.suggestedFilename()).toMatch(/^gstr1-b2cs-\d{4}-\d{2}\.csv$/);
  expect(headerRow(b2cs.text)).toBe(
    'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  );
});

test('staff download a paid booking’s tax invoice from its details in the console', async ({ page, request }) => {
  const stay = stayFromToday(15, 1);
  const room = await findBookableRoom(request, stay, { skip: 4 });
  const booking = await paidBookingOverApi(request, room, stay, {
    name: 'Rhea Reports',
    email: 'rhea.reports@example.com',
    phone: freshPhone(),
  });

  await signIn(page, ADMIN_PHONE);
  await page.goto(`/admin/bookings/${booking.bookingId}`);
  await expect(page.getByRole('heading', { name: `Booking ${booking.code}` })).toBeVisible();
  const documents = page.getByRole('table', { name: /Tax invoices, credit notes and debit notes of this booking/ });
  // The invoice is issued just after the payment's commit.
  await expect(async () => {
    await page.reload();
    await expect(documents.getByTestId('tax-document-row').first()).toContainText('Tax invoice', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const row = documents.getByTestId('tax-document-row').filter({ hasText: 'Tax invoice' }).first();
  const number = (await row.getByRole('rowheader').textContent()) ?? '';
  expect(number).toMatch(/\S/);
  await expectAccessible(page);

  const pdf = await downloaded(page, () => row.getByRole('button', { name: `Download PDF of ${number}` }).click());
  expect(pdf.file.suggestedFilename()).toBe(`${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`);
  expect(pdf.text.startsWith('%PDF-')).toBe(true);
});
