import type { Page } from '@playwright/test';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import {
  type BookableRoom,
  fillGuestDetails,
  findBookableRoom,
  payInSandbox,
  type Stay,
  sandboxCheckout,
  selectRoomsUrl,
  stayFromToday,
} from './support/booking';

/** Issue 16: the end of the payment flow tells the truth — why a payment failed, how to finish one, what was booked. */

const guest = { name: 'Meera Kamat', email: 'meera.kamat@example.in' };

function freshPhone(): string {
  return `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Picks one room, holds it, and waits on the payment step. */
async function holdOneRoom(page: Page, room: BookableRoom, stay: Stay): Promise<void> {
  await page.goto(selectRoomsUrl(room, stay));
  await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
  await page.getByRole('button', { name: `Add Room: ${room.roomName}` }).click();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page).toHaveURL(/\/review-booking$/);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
  await expect(ask.or(page.getByRole('heading', { name: 'Primary guest' }))).toBeVisible();
  if (await ask.isVisible()) {
    await fillGuestDetails(ask, guest);
    await ask.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
}

/** The success modal over the confirmation page; closing it shows the confirmation itself. */
async function expectConfirmation(page: Page, room: BookableRoom): Promise<void> {
  await expect(page).toHaveURL(/\/booking-confirmation\/[0-9a-f-]{36}$/);
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'See confirmation and voucher' }).click();
  await expect(success).toBeHidden();
  await expect(page.getByRole('heading', { name: `Your stay at ${room.propertyName} is confirmed` })).toBeVisible();
}

const viewports = [
  { name: 'phone', width: 390, height: 844, offset: 0 },
  { name: 'laptop', width: 1366, height: 900, offset: 6 },
];

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(async ({ page }) => {
      await skipIntro(page);
    });

    test('a declined payment says why and that no money was deducted; Try Again then pays', async ({ page }) => {
      const stay = stayFromToday(80 + viewport.offset, 1);
      const room = await findBookableRoom(page.request, stay);
      await signIn(page, freshPhone());
      await holdOneRoom(page, room, stay);

      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      const checkout = sandboxCheckout(page);
      await checkout.getByLabel('Card number').fill('4000 0000 0000 9995');
      await checkout.getByRole('button', { name: /^Pay/ }).click();

      const failed = page.getByRole('dialog', { name: 'Payment Failed' });
      await expect(failed).toContainText('Your bank declined the payment: insufficient funds');
      await expect(failed).toContainText(/No money was deducted\. Your rooms are held until \d{1,2}:\d{2} [AP]M IST/);
      await expectAccessible(page);

      await failed.getByRole('button', { name: 'Try Again' }).click();
      await payInSandbox(page, 'success');
      await expectConfirmation(page, room);
    });

    test('a guest leaves an unpaid booking, finds it in My bookings and completes payment', async ({ page }) => {
      const stay = stayFromToday(82 + viewport.offset, 2);
      const room = await findBookableRoom(page.request, stay);
      await signIn(page, freshPhone());
      await holdOneRoom(page, room, stay);

      await page.goto('/bookings');
      const card = page.getByRole('link', { name: new RegExp(room.propertyName) });
      await expect(card.getByText('Processing', { exact: true })).toBeVisible();
      const complete = page.getByRole('button', { name: /^Complete payment · held until \d{1,2}:\d{2} [AP]M IST$/ });
      await expect(complete).toBeVisible();
      await expectAccessible(page);
      await complete.click();
      await payInSandbox(page, 'success');
      await expectConfirmation(page, room);

      await page.goto('/bookings');
      await expect(page.getByRole('link', { name: new RegExp(room.propertyName) }).getByText('Upcoming')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Complete payment/ })).toHaveCount(0);
    });

    test('the confirmation page shows the summary and a printable voucher with a QR code', async ({ page }) => {
      const stay = stayFromToday(84 + viewport.offset, 2);
      const room = await findBookableRoom(page.request, stay);
      await signIn(page, freshPhone());
      await holdOneRoom(page, room, stay);
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await payInSandbox(page, 'success');
      await expectConfirmation(page, room);

      const summary = page.getByRole('region', { name: `Your stay at ${room.propertyName} is confirmed` });
      await expect(summary.getByText('Check-in', { exact: true })).toBeVisible();
      await expect(summary.getByText(/, from \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
      await expect(summary.getByText(/, by \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
      await expect(summary.getByText(new RegExp(`^${room.roomName}: 1 room`))).toBeVisible();
      await expect(summary.getByText('Due at the property', { exact: true })).toBeVisible();

      const voucher = page.getByRole('region', { name: room.propertyName, exact: true });
      const code = (await voucher.getByText(/^SB[A-Z0-9]+$/).textContent())?.trim() ?? '';
      expect(code).toMatch(/^[A-Z0-9]{6,}$/);
      await expect(voucher.getByRole('img', { name: `QR code of booking ${code}` })).toBeVisible();
      await expect(voucher.locator('svg path')).toHaveAttribute('d', /^M\d/);
      await expectAccessible(page);

      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed++;
        };
      });
      await page.getByRole('button', { name: 'Print voucher' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    });
  });
}
