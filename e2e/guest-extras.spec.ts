import type { Page } from '@playwright/test';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import { fillGuestDetails, findBookableRoom, payInSandbox, selectRoomsUrl, stayFromToday } from './support/booking';

/**
 * Extras at booking (issue 44, docs/folios-and-extras.md), on a laptop (1366 px) and a phone (390 px), axe on every
 * screen: on the review page the guest adds an airport transfer from "Add to your stay", sees its line and the total
 * go up by ₹1,890 (₹1,800 + 5% GST), holds the rooms, pays that total in the sandbox checkout and finds the transfer
 * on the confirmation.
 */

const viewports = [
  { name: 'laptop', width: 1366, height: 900, guest: 'Meera Kulkarni', start: 52 },
  { name: 'phone', width: 390, height: 844, guest: 'Arjun Menon', start: 56 },
] as const;

function freshPhone(): string {
  return `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function totalOf(page: Page): Promise<number> {
  const price = page.getByRole('region', { name: 'Price breakdown' });
  const row = price.locator('div', { has: page.getByText('Total amount', { exact: true }) }).last();
  return rupees(await row.locator('dd').textContent());
}

for (const vp of viewports) {
  test(`a guest adds an airport transfer on the review page and pays rooms + transfer (${vp.name})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
    const page = await context.newPage();
    await skipIntro(page);
    const stay = stayFromToday(vp.start, 2);
    const room = await findBookableRoom(page.request, stay);
    await signIn(page, freshPhone());

    await page.goto(selectRoomsUrl(room, stay));
    await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
    await page.getByRole('button', { name: `Add Room: ${room.roomName}` }).click();
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(page).toHaveURL(/\/review-booking$/);

    const offer = page.getByRole('region', { name: 'Add to your stay' });
    await expect(offer.getByText('Airport transfer', { exact: true })).toBeVisible();
    const price = page.getByRole('region', { name: 'Price breakdown' });
    await expect(price.getByText('Taxes (GST)')).toBeVisible();
    const before = await totalOf(page);
    expect(before).toBeGreaterThan(0);
    await expectAccessible(page);

    await offer.getByRole('button', { name: 'Add one Airport transfer' }).click();
    await expect(price.getByText('Airport transfer × 1 (incl. GST)')).toBeVisible();
    await expect.poll(() => totalOf(page)).toBe(before + 1_890);
    await expectAccessible(page);

    // Hold the rooms; a new account is asked once who is checking in.
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
    await expect(ask).toBeVisible();
    await fillGuestDetails(ask, { name: vp.guest, email: `${vp.name}.extras@example.in` });
    await ask.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Primary guest' })).toBeVisible();
    await expect(price.getByText('Airport transfer × 1 (incl. GST)')).toBeVisible();
    const payButton = page.getByRole('button', {
      name: `Pay ₹${new Intl.NumberFormat('en-IN').format(before + 1_890)}`,
    });
    await expect(payButton).toBeVisible();
    await expectAccessible(page);

    await payButton.click();
    await payInSandbox(page, 'success');
    const success = page.getByRole('dialog', { name: 'Payment Successful!' });
    await expect(success).toBeVisible();
    await success.getByRole('link', { name: 'View booking' }).click();
    await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Airport transfer × 1').first()).toBeVisible();
    await expectAccessible(page);
    await context.close();
  });
}
