import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { taxDocumentFileName } from '@staybook/contract/tax-documents';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import { fillGuestDetails, findBookableRoom, payInSandbox, selectRoomsUrl, stayFromToday } from './support/booking';
import { pdfText } from './support/pdf-text';

/**
 * A business guest after checkout (issue 41, deliverable 7): a guest pays for a stay without GST details, then adds
 * the company's on the booking page. The invoice in the guest's name is cancelled by a credit note and a new tax
 * invoice names the business; both are listed under "Tax invoice" and the new one downloads with the GSTIN on it.
 */

const guest = { name: 'Rohan Dessai', email: 'rohan.dessai@example.in' };
const business = {
  companyName: 'Konkan Traders Pvt Ltd',
  gstin: '27AAPFU0939F1ZV',
  address: '12 MG Road, Pune 411001',
};

function freshPhone(): string {
  return `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

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

test('a guest who paid adds the company’s GST details on the booking page and gets a B2B invoice', async ({ page }) => {
  const stay = stayFromToday(52, 2);
  const room = await findBookableRoom(page.request, stay);
  await signIn(page, freshPhone());

  await page.goto(selectRoomsUrl(room, stay));
  await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
  await page.getByRole('button', { name: `Add Room: ${room.roomName}` }).click();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page).toHaveURL(/\/review-booking$/);
  await holdRooms(page);
  const payButton = page.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
  await expect(payButton).toBeVisible();
  await payButton.click();
  await payInSandbox(page, 'success');
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);

  // Paid in full: the invoice in the guest's own name is there.
  const invoices = page.getByRole('region', { name: 'Tax invoice' });
  const first = invoices.getByText(/^Tax invoice (SB\/\d\d-\d\d\/\d{6}|SB\d\d\/\d\d-\d\d\/\d{5})$/);
  await expect(first).toBeVisible();
  const firstNumber = ((await first.textContent()) ?? '').replace('Tax invoice ', '');

  const add = invoices.getByRole('button', { name: 'Add GST details' });
  await expect(async () => {
    await add.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await add.click();
  const form = invoices.getByRole('form', { name: 'GST details for a business' });
  await expect(form).toBeVisible();
  await form.getByLabel('Company name').fill(business.companyName);
  // A mistyped GSTIN is caught by the contract's check character before anything is sent.
  await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZX');
  await form.getByLabel('Billing address').fill(business.address);
  await form.getByRole('button', { name: 'Issue invoice to business' }).click();
  await expect(
    form.getByText('This GSTIN has a typing mistake: its last character does not match the others.'),
  ).toBeVisible();
  await form.getByLabel('GSTIN').fill(business.gstin.toLowerCase());
  await expect(form.getByLabel('GSTIN')).toHaveValue(business.gstin);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Issue invoice to business' }).click();

  // A credit note cancels the guest's invoice; a new tax invoice names the business. Both are listed.
  const done = invoices.getByRole('status');
  await expect(done).toContainText(`cancels tax invoice ${firstNumber}`);
  await expect(done).toContainText(`is made out to ${business.companyName} (GSTIN ${business.gstin})`);
  await expect(invoices.getByText(/^Credit note (CN\/\d\d-\d\d\/\d{6}|CN\d\d\/\d\d-\d\d\/\d{5})$/)).toBeVisible();
  const all = invoices.getByText(/^Tax invoice /);
  await expect(all).toHaveCount(2);
  const newNumber = ((await all.nth(1).textContent()) ?? '').replace('Tax invoice ', '');
  expect(newNumber).not.toBe(firstNumber);
  await expectAccessible(page);

  // The new invoice downloads with the company and its GSTIN on it.
  const row = invoices.getByRole('listitem').filter({ hasText: `Tax invoice ${newNumber}` });
  const download = row.getByRole('button', { name: 'Download PDF' });
  await expect(async () => {
    await download.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(taxDocumentFileName(newNumber));
  const text = await pdfText(new Uint8Array(await readFile(await file.path())));
  expect(text).toContain(business.companyName);
  expect(text).toContain(`GSTIN: ${business.gstin}`);
  expect(text).toContain(business.address);
});
