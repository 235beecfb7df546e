import type { Page } from '@playwright/test';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import {
  type BookableRoom,
  bookingIdFromUrl,
  fillGuestDetails,
  findBookableRoom,
  payInSandbox,
  type Stay,
  sandboxCheckout,
  selectRoomsUrl,
  signInThroughModal,
  stayFromToday,
} from './support/booking';
import { expectToast } from './support/guest-site-2';

/** A fresh guest number per story, so every story starts with an account that has no bookings. */
function freshPhone(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

const guest = { name: 'Asha Rao', email: 'asha.rao@example.in' };

/** Select one room of `room` and go on to the review page. */
async function selectRoom(page: Page, room: BookableRoom, stay: Stay): Promise<void> {
  await page.goto(selectRoomsUrl(room, stay));
  await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
  await page.getByRole('button', { name: `Add Room: ${room.roomName}` }).click();
  await expect(page.getByText('1 room selected')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page).toHaveURL(/\/review-booking$/);
}

/** Step 0 → hold the rooms; a new account is asked once who is checking in. */
async function holdRooms(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
  await expect(ask.or(page.getByRole('heading', { name: 'Primary guest' }))).toBeVisible();
  if (await ask.isVisible()) {
    await fillGuestDetails(ask, guest);
    await ask.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Primary guest' })).toBeVisible();
}

/** Books and pays by test card; answers the booking id from the success modal's link. */
async function bookAndPay(page: Page, room: BookableRoom, stay: Stay): Promise<string> {
  await selectRoom(page, room, stay);
  await holdRooms(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(page, 'success');
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
  return bookingIdFromUrl(page.url());
}

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('a guest picks a room, signs in at review, pays by card and finds the booking under My bookings', async ({
  page,
}) => {
  const stay = stayFromToday(45, 2);
  const room = await findBookableRoom(page.request, stay);
  const phone = freshPhone();

  // Open the property, unlock its price, and go on to the rooms (the stay travels in the URL).
  await page.goto(
    `/property-details/${room.propertyId}?checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}&adults=2&children=0`,
  );
  await page.getByRole('button', { name: 'Unlock Price' }).first().click();
  const unlock = page.getByRole('dialog', { name: 'Unlock Price' });
  await unlock.getByLabel('Full Name').fill(guest.name);
  await unlock.getByLabel('Mobile Number').fill(phone);
  await unlock.getByRole('button', { name: 'Unlock Price & Continue' }).click();
  await page.getByRole('link', { name: 'Select Rooms' }).first().click();
  await expect(page).toHaveURL(/\/select-rooms\?propertyId=/);
  await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select Rooms' })).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page);
  await page.getByRole('button', { name: `Add Room: ${room.roomName}` }).click();
  await page.getByRole('button', { name: 'Continue to Review' }).click();

  await expect(page.getByRole('listitem').filter({ hasText: 'Booking Details' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  // The property's own times (the demo catalogue's hotels, villas and homes differ), not one fixed pair.
  await expect(page.getByText(/^From \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(page.getByText(/^By \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(page.getByText('Taxes (GST)')).toBeVisible();
  await expectAccessible(page);

  // Not signed in: the auth modal opens and the flow continues after it.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await signInThroughModal(page, phone);
  const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByLabel('Mobile number')).toHaveValue(phone);
  await fillGuestDetails(ask, guest);
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Booking details confirmed! Please proceed to payment.');
  await expect(page.getByText(/Complete payment within/)).toBeVisible();
  await expectAccessible(page);

  // The payment step survives a reload with what the guest entered.
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue(guest.name);
  const payButton = page.getByRole('button', { name: /^Pay ₹/ });
  const amount = ((await payButton.textContent()) ?? '').replace('Pay ', '');

  await payButton.click();
  await payInSandbox(page, 'success');
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await expectAccessible(page);
  await success.getByRole('link', { name: 'View booking' }).click();

  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: room.propertyName })).toBeVisible();
  await expect(page.getByText(amount, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call us to modify/cancel booking' })).toHaveAttribute('href', /^tel:/);
  await expectAccessible(page);

  await page.goto('/bookings');
  const card = page.getByRole('link', { name: new RegExp(room.propertyName) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Upcoming', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await card.click();
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
});

test('a failed payment shows the failure modal and leaves no booking confirmed', async ({ page }) => {
  const stay = stayFromToday(50, 1);
  const room = await findBookableRoom(page.request, stay);
  await signIn(page, freshPhone());

  await selectRoom(page, room, stay);
  await holdRooms(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(page, 'failure');

  const failed = page.getByRole('dialog', { name: 'Payment Failed' });
  await expect(failed).toContainText('The payment did not go through.');
  await expect(failed).toContainText('No money was deducted.');
  await expectAccessible(page);
  // Try Again reopens checkout for the same booking; the guest closes it and stays on the payment step.
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await expect(failed).toBeHidden();
  await sandboxCheckout(page).getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();

  await page.goto('/bookings');
  const card = page.getByRole('link', { name: new RegExp(room.propertyName) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Processing', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upcoming' }).click();
  await expect(page.getByText('No bookings available.')).toBeVisible();
});

test('a guest cancels a paid booking inside the free-cancellation window', async ({ page }) => {
  const stay = stayFromToday(60, 2);
  const room = await findBookableRoom(page.request, stay);
  await signIn(page, freshPhone());

  await bookAndPay(page, room, stay);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(confirm).toContainText('You will be refunded ₹');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expectToast(page, /Booking cancelled/);
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeHidden();

  await page.goto('/bookings');
  await page.getByRole('button', { name: 'Cancelled' }).click();
  const card = page.getByRole('link', { name: new RegExp(room.propertyName) });
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
});
