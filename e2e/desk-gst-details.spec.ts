import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { taxDocumentFileName } from '@staybook/contract/tax-documents';
import { clickWhereDrawn, expect, expectAccessible, test } from './fixtures';
import { freshPhone, signIn } from './support/auth';
import { findBookableRoom, stayFromToday } from './support/booking';
import { pdfText } from './support/pdf-text';
import { ensureStaff } from './support/staff';

/**
 * The desk's GST details form on a booking (issue 41, deliverable 7): a walk-in paid in full at the desk is invoiced
 * in the guest's name; the desk adds the company's GST details under the booking's tax documents. A mistyped GSTIN is
 * said under its field and nothing is issued; the right one issues a credit note cancelling the guest's invoice and a
 * tax invoice to the business, both listed, the new one's PDF naming the company and its GSTIN.
 */

// Its own number: a staff member's properties are set by whichever story names the phone (9000000041 is a property's
// revenue manager in console-plan-rates-promotions.spec.ts, and the two ran at once).
const DESK_PHONE = '9000000046';
const business = {
  companyName: 'Mandovi Exports Pvt Ltd',
  gstin: '27AAPFU0939F1ZV',
  address: '4 Fort Road, Mumbai 400001',
};
const digitsOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The desk enters a walk-in paid in full by card and opens its booking page; returns the booking's code. */
async function walkInPaidInFull(page: Page, baseURL: string): Promise<string> {
  const stay = stayFromToday(44, 1);
  const room = await findBookableRoom(page.request, stay, { skip: 3 });
  await ensureStaff(baseURL, DESK_PHONE, 'front_desk', { name: 'Sneha Desk' });
  await signIn(page, DESK_PHONE);
  await page.goto('/admin/new-booking');
  await expect(page.getByRole('heading', { name: 'New booking', level: 1 })).toBeVisible();
  const checkIn = addDays(todayIst(), 44);
  await page.getByLabel('Property', { exact: true }).selectOption(room.propertyId);
  await page.getByLabel('Check-in', { exact: true }).fill(checkIn);
  await page.getByLabel('Check-out', { exact: true }).fill(addDays(checkIn, 1));
  const roomType = page.getByLabel('Room type', { exact: true });
  await expect(roomType.locator(`option[value="${room.roomId}"]`)).toHaveText(/ · \d+ free$/);
  await roomType.selectOption(room.roomId);
  await page.getByLabel('Adults', { exact: true }).fill('1');
  await page.getByLabel('Guest name', { exact: true }).fill('Aditya Kamat');
  await page.getByLabel('Mobile number', { exact: true }).fill(freshPhone('6'));
  await clickWhereDrawn(page, page.getByText('Walk-in', { exact: true }));
  await clickWhereDrawn(page, page.getByText('Taken now at the desk'));
  await page.getByLabel('Method', { exact: true }).selectOption('card');
  const total = page.getByTestId('desk-total');
  await expect(total).toHaveText(/^₹[\d,]+$/);
  await page.getByLabel('Amount taken (₹)', { exact: true }).fill(String(digitsOf(await total.textContent())));
  await page.getByLabel('Reference', { exact: true }).fill('POS-77120');
  await clickWhereDrawn(page, page.getByRole('button', { name: 'Confirm booking' }));
  const done = page.getByRole('heading', { name: /^Booking SB\w+ entered$/ });
  await expect(done).toBeVisible();
  const code = ((await done.textContent()) ?? '').split(' ')[1]!;
  await clickWhereDrawn(page, page.getByRole('link', { name: `Open booking ${code}` }));
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeVisible();
  return code;
}

test('the desk adds a company’s GST details to a paid stay: a credit note and a B2B invoice', async ({
  page,
  baseURL,
}) => {
  await walkInPaidInFull(page, baseURL!);

  // Paid in full at the desk: one tax invoice, in the guest's name.
  const documents = page.locator('section', { has: page.getByRole('heading', { name: 'Tax documents', level: 2 }) });
  const table = documents.getByRole('table', { name: /Tax invoices, credit notes and debit notes of this booking/ });
  const invoiceNumber = /^(SB\/\d\d-\d\d\/\d{6}|SB\d\d\/\d\d-\d\d\/\d{5})$/;
  await expect(table.getByRole('rowheader', { name: invoiceNumber })).toHaveCount(1);
  const first = (await table.getByRole('rowheader', { name: invoiceNumber }).textContent()) ?? '';

  await clickWhereDrawn(page, documents.getByRole('button', { name: 'Add GST details' }));
  const form = documents.getByRole('form', { name: 'GST details for a business' });
  await expect(form).toBeVisible();
  await expect(form.getByText(/A credit note cancels the invoice to the guest/)).toBeVisible();
  await form.getByLabel('Company name').fill(business.companyName);
  // One character mistyped: the check character catches it before anything is sent.
  await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
  await form.getByLabel('Billing address').fill(business.address);
  await clickWhereDrawn(page, form.getByRole('button', { name: 'Issue invoice to business' }));
  const gstin = form.getByLabel('GSTIN');
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toHaveAccessibleDescription(/This GSTIN has a typing mistake/);
  await expect(table.getByRole('rowheader', { name: invoiceNumber })).toHaveCount(1);
  await expectAccessible(page);

  await gstin.fill(business.gstin.toLowerCase());
  await expect(gstin).toHaveValue(business.gstin);
  await clickWhereDrawn(page, form.getByRole('button', { name: 'Issue invoice to business' }));

  const status = documents.getByRole('status');
  await expect(status).toContainText(`cancels tax invoice ${first}`);
  await expect(status).toContainText(`is made out to ${business.companyName} (GSTIN ${business.gstin})`);
  // Listed: the guest's invoice, the credit note against it and the business's invoice.
  await expect(table.getByRole('rowheader', { name: invoiceNumber })).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: /^CN/ })).toHaveCount(1);
  const numbers = await table.getByRole('rowheader', { name: invoiceNumber }).allTextContents();
  const second = numbers.find((n) => n !== first)!;
  await expect(table.getByRole('row', { name: new RegExp(second.replace(/\//g, '\\/')) })).toContainText('Tax invoice');
  await expectAccessible(page);

  // The business's invoice downloads with the company and its GSTIN on it.
  const downloading = page.waitForEvent('download');
  await clickWhereDrawn(page, table.getByRole('button', { name: `Download PDF of ${second}` }));
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(taxDocumentFileName(second));
  const text = await pdfText(new Uint8Array(await readFile(await file.path())));
  expect(text).toContain(business.companyName);
  expect(text).toContain(`GSTIN: ${business.gstin}`);
});
