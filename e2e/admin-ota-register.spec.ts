import { readFileSync } from 'node:fs';
import { gstinCheckCharacter } from '@staybook/contract/gst';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { clickWhereDrawn, expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, freshPhone, signIn } from './support/auth';
import { findBookableRoom, stayFromToday } from './support/booking';

/**
 * Supplies through an OTA (issue 41): an administrator adds an OTA to the register on the Money page (a mistyped
 * GSTIN is said under its field), the desk enters a Booking.com booking paid in full, and the GST tab shows the stay in
 * Table 14 under Booking.com's GSTIN in the property's state, its CSV in the offline tool's layout.
 */

const digitsOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
/** The demo's Booking.com GSTIN in a state (seed/tax-registrations.ts: a fictional PAN). */
const bookingComIn = (state: string) => `${state}AAHCB7777K1Z${gstinCheckCharacter(`${state}AAHCB7777K1Z`)}`;

test('an OTA in the register, a booking through it, and the stay in GSTR-1’s Table 14', async ({ page }) => {
  await signIn(page, ADMIN_PHONE);
  await page.goto('/admin/money');
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible();
  const panel = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'OTAs (e-commerce operators)' }) });
  const table = panel.getByRole('table', { name: /OTAs the brand sells through/ });
  await expect(table.getByRole('row', { name: /Booking\.com/ })).toContainText(`Goa: ${bookingComIn('30')}`);

  // A new OTA: its Goa GSTIN typed with one character wrong is refused under the field, then saved.
  await clickWhereDrawn(page, panel.getByRole('button', { name: 'Add an OTA' }));
  const form = panel.getByRole('form', { name: 'OTA' });
  await form.getByLabel('Name', { exact: true }).fill(`Agoda ${Date.now() % 100_000}`);
  const goa = form.getByLabel('GSTIN in Goa');
  await goa.fill('30AAJCA5555P1ZE');
  await clickWhereDrawn(page, form.getByRole('button', { name: 'Save OTA' }));
  await expect(goa).toHaveAttribute('aria-invalid', 'true');
  await expect(goa).toHaveAccessibleDescription(/This GSTIN has a typing mistake/);
  await expectAccessible(page);
  await goa.fill('30aajca5555p1zd');
  await clickWhereDrawn(page, form.getByRole('button', { name: 'Save OTA' }));
  await expect(form).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Agoda/ })).toContainText('Goa: 30AAJCA5555P1ZD');

  // The desk enters a Booking.com stay, paid in full at the desk: it is invoiced now.
  const stay = stayFromToday(47, 1);
  const room = await findBookableRoom(page.request, stay, { skip: 4 });
  await page.goto('/admin/new-booking');
  await expect(page.getByRole('heading', { name: 'New booking', level: 1 })).toBeVisible();
  const checkIn = addDays(todayIst(), 47);
  await page.getByLabel('Property', { exact: true }).selectOption(room.propertyId);
  await page.getByLabel('Check-in', { exact: true }).fill(checkIn);
  await page.getByLabel('Check-out', { exact: true }).fill(addDays(checkIn, 1));
  const roomType = page.getByLabel('Room type', { exact: true });
  await expect(roomType.locator(`option[value="${room.roomId}"]`)).toHaveText(/ · \d+ free$/);
  await roomType.selectOption(room.roomId);
  await page.getByLabel('Adults', { exact: true }).fill('1');
  await page.getByLabel('Guest name', { exact: true }).fill('Irfan Channel');
  await page.getByLabel('Mobile number', { exact: true }).fill(freshPhone('6'));
  await clickWhereDrawn(page, page.getByText('Another channel', { exact: true }));
  await page.getByLabel('Channel', { exact: true }).selectOption({ label: 'Booking.com' });
  await page.getByLabel('Reservation number', { exact: true }).fill(`41${Date.now() % 100_000_000}`);
  await page.getByLabel('Amount the channel charges (₹)', { exact: true }).fill('9900');
  await clickWhereDrawn(page, page.getByText('Taken now at the desk'));
  await page.getByLabel('Method', { exact: true }).selectOption('card');
  const total = page.getByTestId('desk-total');
  await expect(total).toHaveText(/^₹[\d,]+$/);
  await page.getByLabel('Amount taken (₹)', { exact: true }).fill(String(digitsOf(await total.textContent())));
  await clickWhereDrawn(page, page.getByRole('button', { name: 'Confirm booking' }));
  const done = page.getByRole('heading', { name: /^Booking SB\w+ entered$/ });
  await expect(done).toBeVisible();
  const code = ((await done.textContent()) ?? '').split(' ')[1]!;
  await clickWhereDrawn(page, page.getByRole('link', { name: `Open booking ${code}` }));
  const documents = page.locator('section', { has: page.getByRole('heading', { name: 'Tax documents', level: 2 }) });
  const invoice = documents.getByRole('rowheader', { name: /^SB(\d\d)?\/\d\d-\d\d\/\d+$/ });
  await expect(invoice).toHaveCount(1);
  // Its series names the registration: SB/… at home (Goa), SB08/… in Rajasthan.
  const state = /^SB(\d\d)?\//.exec((await invoice.textContent()) ?? '')?.[1] ?? '30';

  await page.goto('/admin/reports/gst');
  const gstin = page.getByLabel('GSTIN', { exact: true });
  const supplier = await gstin.locator(`option[value^="${state}"]`).getAttribute('value');
  await gstin.selectOption(supplier!);
  await clickWhereDrawn(page, page.getByRole('button', { name: 'Show' }));
  const ota = page.getByRole('table', { name: /through each e-commerce operator/ });
  const row = ota.getByRole('row').filter({ hasText: bookingComIn(state) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Booking.com (demo operator)');
  await expect(row).toContainText('This month');
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await clickWhereDrawn(
    page,
    page.getByRole('button', { name: 'Download CSV of Supplies through e-commerce operators (14)' }),
  );
  const csv = readFileSync(await (await downloading).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Nature of Supply,GSTIN of E-Commerce Operator,E-Commerce Operator Name,Net value of supplies,Integrated tax,Central tax,State/UT tax,Cess',
  );
  expect(csv).toContain(`Liable to collect tax u/s 52(TCS),${bookingComIn(state)},Booking.com (demo operator),`);
});
