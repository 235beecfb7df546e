import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SAC_ACCOMMODATION } from '@staybook/contract/gst';
import { taxDocumentFileName } from '@staybook/contract/tax-documents';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { authHeader, signIn } from './support/auth';
import {
  bookingIdFromUrl,
  fillGuestDetails,
  findBookableRoom,
  payInSandbox,
  selectRoomsUrl,
  stayFromToday,
} from './support/booking';
import { pdfText } from './support/pdf-text';

const guest = { name: 'Meera Kulkarni', email: 'meera.kulkarni@example.in' };
const business = {
  companyName: 'Unisys Travel LLP',
  gstin: '27AAPFU0939F1ZV',
  address: 'Peninsula Park, Lower Parel, Mumbai 400013',
};

function freshPhone(): string {
  return `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** 'Rs. 12,345.50': how the invoice writes rupees (Helvetica has no ₹). */
const asOnInvoice = (rupees: number) =>
  `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees)}`;

/** Step 0 → hold the rooms; a new account is asked once who is checking in. */
async function holdRooms(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
  await expect(ask).toBeVisible();
  await fillGuestDetails(ask, guest);
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Primary guest' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('a business guest pays for a stay and downloads a GST tax invoice in the company’s name', async ({ page }) => {
  const stay = stayFromToday(40, 2);
  const room = await findBookableRoom(page.request, stay);
  const session = await signIn(page, freshPhone());

  await page.goto(selectRoomsUrl(room, stay));
  await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
  await page.getByRole('button', { name: `Add Room: ${room.roomName}` }).click();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page).toHaveURL(/\/review-booking$/);
  await holdRooms(page);

  // Paid in full now (not a deposit or pay at property): the invoice is issued when the payment lands.
  const payButton = page.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
  await expect(payButton).toBeVisible();

  // "GST details for a business" is closed until the guest ticks it; a mistyped GSTIN is caught before paying.
  const gst = page.getByRole('checkbox', { name: /GST details for a business/ });
  await expect(gst).not.toBeChecked();
  await expect(page.getByLabel('GSTIN')).toBeHidden();
  await gst.check();
  await page.getByLabel('Company name').fill(business.companyName);
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
  await page.getByLabel('Billing address (optional)').click();
  await expect(
    page.getByText('This GSTIN has a typing mistake: its last character does not match the others.'),
  ).toBeVisible();
  await page.getByLabel('GSTIN').fill(business.gstin.toLowerCase());
  await expect(page.getByLabel('GSTIN')).toHaveValue(business.gstin);
  await page.getByLabel('Billing address (optional)').fill(business.address);
  await expect(page.getByText(/typing mistake/)).toBeHidden();
  await expectAccessible(page);

  await payButton.click();
  await payInSandbox(page, 'success');
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
  const bookingId = bookingIdFromUrl(page.url());

  // What the booking cost, as the server has it (rupees with paise).
  const detailsRes = await page.request.get('/property/v1/app/booking-details', {
    params: { bookingId },
    headers: authHeader(session),
  });
  expect(detailsRes.ok()).toBeTruthy();
  const sections = (await detailsRes.json()).data as { id: string; data: { totalPrice?: number } }[];
  const total = sections.find((s) => s.id === 'bookingDetails')?.data.totalPrice ?? Number.NaN;
  expect(total).toBeGreaterThan(0);

  const invoices = page.getByRole('region', { name: 'Tax invoice' });
  await expect(invoices).toBeVisible();
  // Issued by the registration of the property's state: 'SB/26-27/000001' in Goa, 'SB08/26-27/00001' in Rajasthan.
  const invoice = invoices.getByText(/^Tax invoice (SB\/\d\d-\d\d\/\d{6}|SB\d\d\/\d\d-\d\d\/\d{5})$/);
  await expect(invoice).toBeVisible();
  const number = ((await invoice.textContent()) ?? '').replace('Tax invoice ', '');
  const downloadButton = invoices.getByRole('button', { name: 'Download PDF' });
  // The booking's page may still be redrawing its sections from the answers it asked for (a row re-attached):
  // scrolled to once it holds still.
  await expect(async () => {
    await downloadButton.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await downloadButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(taxDocumentFileName(number));
  const file = await download.path();
  const text = await pdfText(new Uint8Array(await readFile(file)));

  expect(text).toContain('Tax invoice');
  expect(text).toContain(number);
  expect(text).toContain(business.companyName);
  expect(text).toContain(`GSTIN: ${business.gstin}`);
  expect(text).toContain(business.address);
  expect(text).toContain(guest.name);
  expect(text).toContain(SAC_ACCOMMODATION);
  expect(text).toContain(room.propertyName);
  expect(text).toContain(`Total ${asOnInvoice(total)}`);
});
