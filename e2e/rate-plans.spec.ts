import { expect, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import { stayFromToday } from './support/booking';
import { expectToast } from './support/guest-site-2';
import { bookUnderPlan, findRoomWithPlan } from './support/rate-plan-booking';

/** Rate plans as guests meet them: chosen side by side on the rooms page, kept by the booking, honoured at cancel. */

const guest = { name: 'Meera Kamat', email: 'meera.kamat@example.in' };

function freshPhone(): string {
  return `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('a non-refundable booking says before the guest confirms that cancelling refunds nothing, and refunds nothing', async ({
  page,
}) => {
  const stay = stayFromToday(70, 2);
  const room = await findRoomWithPlan(page.request, stay, 'non_refundable');
  await signIn(page, freshPhone());
  await bookUnderPlan(page, room, stay, guest);

  await expect(page.getByText('This booking is non-refundable.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(confirm.getByText('This booking is non-refundable: no refund.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expectToast(page, 'Booking cancelled.');
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeHidden();
});

test('a flexible booking cancelled inside its free window is refunded in full, as the dialog says first', async ({
  page,
}) => {
  const stay = stayFromToday(75, 2);
  const room = await findRoomWithPlan(page.request, stay, 'free_then_charge', 1);
  await signIn(page, freshPhone());
  await bookUnderPlan(page, room, stay, guest);

  const paid = (await page.locator('dd', { hasText: 'incl. tax' }).first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  const message = confirm.getByText(/^You will be refunded ₹[\d,]+\.$/);
  await expect(message).toBeVisible();
  const refund = ((await message.textContent()) ?? '').match(/₹[\d,]+/)?.[0] ?? '';
  // In full: the refund is everything paid.
  expect(paid).toContain(refund);
  await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expectToast(page, `Booking cancelled. ${refund} will be refunded in 7 to 14 working days.`);
});
