import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { clickWhereDrawn, expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, adminSession, authHeader, freshPhone, signIn } from './support/auth';
import { pdfText } from './support/pdf-text';
import { ensureStaff } from './support/staff';

/**
 * Folios and extras (issue 44): a walk-in booked at the desk for tonight, checked in; the desk adds an airport transfer
 * and breakfast for two to the folio, is told at check-out that the folio has a balance, takes it by UPI, checks the
 * guest out, and the booking has one tax invoice whose PDF carries the room and both extras with their SACs. On a
 * laptop (1366 px) and a phone (390 px), each with its own guest, with axe on every screen.
 */

// Its own number: a staff member's properties are set by whichever story names the phone.
const DESK_PHONE = '9000000074';

/** A demo room type with rooms to spare tonight (not the one the Form C story takes). */
async function roomForTonight(request: APIRequestContext) {
  const headers = authHeader(await adminSession(request));
  const types = (
    (await (await request.get('/api/admin/inventory/room-types', { headers })).json()) as {
      data: InventoryPropertyOption[];
    }
  ).data;
  return types
    .filter((p) => !p.archived)
    .flatMap((p) =>
      p.roomTypes.filter((r) => !r.archived && r.totalRooms >= 3).map((r) => ({ propertyId: p.id, roomTypeId: r.id })),
    )
    .at(-4)!;
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

const viewports = [
  { name: 'laptop', width: 1366, height: 900, guest: 'Meera Kulkarni' },
  { name: 'phone', width: 390, height: 844, guest: 'Arjun Menon' },
] as const;

for (const vp of viewports) {
  test(`a walk-in with two extras pays at check-out and gets one invoice carrying both (${vp.name})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
    const page = await context.newPage();
    const room = await roomForTonight(context.request);
    await ensureStaff(baseURL!, DESK_PHONE, 'front_desk', { name: 'Kiran Desk' });
    await signIn(page, DESK_PHONE);

    // New booking: a walk-in for tonight, nothing taken now.
    await page.goto('/admin/new-booking');
    await expect(page.getByRole('heading', { name: 'New booking', level: 1 })).toBeVisible();
    await page.getByLabel('Property', { exact: true }).selectOption(room.propertyId);
    await page.getByLabel('Check-in', { exact: true }).fill(todayIst());
    await page.getByLabel('Check-out', { exact: true }).fill(addDays(todayIst(), 1));
    const roomType = page.getByLabel('Room type', { exact: true });
    await expect(roomType.locator(`option[value="${room.roomTypeId}"]`)).toHaveText(/ · \d+ free$/);
    await roomType.selectOption(room.roomTypeId);
    await page.getByLabel('Adults', { exact: true }).fill('2');
    await page.getByLabel('Guest name', { exact: true }).fill(vp.guest);
    await page.getByLabel('Mobile number', { exact: true }).fill(freshPhone('6'));
    await clickWhereDrawn(page, page.getByText('Walk-in', { exact: true }));
    await clickWhereDrawn(page, page.getByText('At the property (nothing taken now)'));
    await expect(page.getByTestId('desk-total')).toHaveText(/^₹[\d,]+$/);
    await clickWhereDrawn(page, page.getByRole('button', { name: 'Confirm booking' }));
    const done = page.getByRole('heading', { name: /^Booking SB\w+ entered$/ });
    await expect(done).toBeVisible();
    const code = ((await done.textContent()) ?? '').split(' ')[1]!;
    await clickWhereDrawn(page, page.getByRole('link', { name: `Open booking ${code}` }));
    await expect(page.getByRole('heading', { name: `Booking ${code}`, level: 1 })).toBeVisible();

    // The guest arrives.
    await clickWhereDrawn(page, page.getByRole('button', { name: 'Check in', exact: true }));
    const checkIn = page.getByRole('dialog', { name: `Check in ${vp.guest}?` });
    await clickWhereDrawn(page, checkIn.getByRole('button', { name: 'Check in' }));
    await expect(page.getByTestId('booking-status')).toHaveText('Checked in');

    // The folio: two extras, each line with its SAC.
    const folio = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Folio', exact: true }) });
    const roomOnly = (await folio.getByTestId('folio-balance').textContent()) ?? '';
    const add = folio.getByRole('form', { name: 'Add an extra' });
    await add
      .getByLabel('Extra', { exact: true })
      .selectOption({ label: 'Airport transfer · ₹1,800 per item · GST 5%' });
    await clickWhereDrawn(page, add.getByRole('button', { name: 'Add to folio' }));
    await expect(folio.getByRole('status')).toHaveText('Airport transfer × 1 added to the folio.');
    await add
      .getByLabel('Extra', { exact: true })
      .selectOption({ label: 'Breakfast · ₹450 per person a night · GST 5%' });
    // Per person a night: how many guests, over the stay's nights (one, tonight's walk-in).
    await add.getByLabel('Guests', { exact: true }).fill('2');
    await expect(add.getByLabel('Nights (of 1)')).toHaveValue('1');
    await clickWhereDrawn(page, add.getByRole('button', { name: 'Add to folio' }));
    await expect(folio.getByRole('status')).toHaveText('Breakfast: ₹450 × 2 guests × 1 night added to the folio.');
    const charges = folio.getByRole('table', { name: 'Folio charges' });
    await expect(charges.getByRole('row', { name: /Airport transfer × 1/ })).toContainText('996601');
    await expect(charges.getByRole('row', { name: /Airport transfer × 1/ })).toContainText('₹1,890');
    await expect(charges.getByRole('row', { name: /Breakfast: ₹450 × 2 guests × 1 night/ })).toContainText('996331');
    await expect(charges.getByRole('row', { name: /Breakfast: ₹450 × 2 guests × 1 night/ })).toContainText('₹945');
    const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    const balance = rupees(roomOnly) + 1890 + 945;
    await expect(folio.getByTestId('folio-balance')).toHaveText(`₹${balance.toLocaleString('en-IN')}`);
    await noSidewaysScroll(page, vp.width);
    await expectAccessible(page);

    // Check-out asks for the folio's balance first.
    await clickWhereDrawn(page, page.getByRole('button', { name: /^Check out/ }));
    const asked = page.getByRole('dialog', { name: new RegExp(`^Check out ${vp.guest}`) });
    await expect(asked.getByRole('alert')).toHaveText(
      'The folio has a balance: take the payment (cash, card or UPI) before checking the guest out.',
    );
    await expect(asked.getByRole('button', { name: /^Check out/ })).toBeDisabled();
    await expectAccessible(page);
    await clickWhereDrawn(page, asked.getByRole('button', { name: 'Go back' }));

    // Paid by UPI: the whole folio, as the payment form offers it.
    await clickWhereDrawn(page, page.getByRole('button', { name: 'Record payment' }));
    const pay = page.getByRole('dialog', { name: `Record a payment for ${code}` });
    await expect(pay.getByLabel('Amount (₹)')).toHaveValue(String(balance));
    await pay.getByLabel('Paid by').selectOption('upi');
    await pay.getByLabel(/^Reference/).fill('UPI-707112');
    await clickWhereDrawn(page, pay.getByRole('button', { name: 'Record payment' }));
    await expect(folio.getByTestId('folio-balance')).toHaveText('₹0');

    await clickWhereDrawn(page, page.getByRole('button', { name: /^Check out/ }));
    const out = page.getByRole('dialog', { name: new RegExp(`^Check out ${vp.guest}`) });
    await expect(out.getByRole('alert')).toHaveCount(0);
    await clickWhereDrawn(page, out.getByRole('button', { name: /^Check out/ }));
    await expect(page.getByTestId('booking-status')).toHaveText('Completed');

    // One tax invoice, its PDF carrying the room and both extras with their SACs.
    const documents = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Tax documents', exact: true }) });
    const download = documents.getByRole('button', { name: /^Download PDF of / });
    await expect(download).toHaveCount(1);
    await expect(documents).toContainText('Tax invoice');
    await expect(documents).toContainText(`₹${balance.toLocaleString('en-IN')}.00`);
    await noSidewaysScroll(page, vp.width);
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await clickWhereDrawn(page, download);
    const text = await pdfText(new Uint8Array(await readFile(await (await downloading).path())));
    expect(text).toContain('996311');
    expect(text).toMatch(/Airport transfer × 1/);
    expect(text).toContain('996601');
    expect(text).toMatch(/Breakfast/);
    expect(text).toContain('996331');
    await context.close();
  });
}

for (const vp of viewports) {
  test(`the brand's extras are listed with their SAC and rate, and one is changed (${vp.name})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
    const page = await context.newPage();
    await signIn(page, ADMIN_PHONE);
    await page.goto('/admin');
    // The console's menu: open on a laptop, behind its Menu button on a phone.
    const menu = page.getByRole('navigation', { name: 'Console' });
    if (vp.width < 1024) await clickWhereDrawn(page, page.getByRole('button', { name: 'Menu' }));
    await clickWhereDrawn(page, menu.getByRole('link', { name: 'Extras', exact: true }));
    await expect(page.getByRole('heading', { name: 'Extras', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Extras' });
    for (const [name, sac, rate] of [
      ['Airport transfer', '996601', '5%'],
      ['Breakfast', '996331', '5%'],
      ['Late check-out', '996311', 'As the room'],
      ['Laundry', '999712', '18%'],
      ['Minibar', '996331', '5%'],
      ['Scooter rental', '997311', '18%'],
    ] as const) {
      const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
      await expect(row).toContainText(sac);
      await expect(row).toContainText(rate);
    }
    await noSidewaysScroll(page, vp.width);
    await expectAccessible(page);
    // A description changed and saved; the price and rate stay.
    await clickWhereDrawn(page, table.getByRole('button', { name: 'Change Scooter rental' }));
    const form = page.getByRole('form', { name: 'Change Scooter rental' });
    await expect(form.getByLabel('SAC')).toHaveValue('997311');
    await form.getByLabel('Description').fill(`A 110 cc scooter with two helmets (${vp.name} check).`);
    await expectAccessible(page);
    await clickWhereDrawn(page, form.getByRole('button', { name: 'Save extra' }));
    await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('Scooter rental saved.');
    await expect(table.getByRole('row', { name: /^Scooter rental/ })).toContainText(`(${vp.name} check)`);
    await expect(table.getByRole('row', { name: /^Scooter rental/ })).toContainText('₹500 per night');
    await context.close();
  });
}
