import type { APIRequestContext, Page } from '@playwright/test';
import type { PropertyListResponse, RoomsResponse } from '@staybook/contract/catalogue';
import { expect, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import { fillGuestDetails, payInSandbox, type Stay, selectRoomsUrl, stayFromToday } from './support/booking';
import { expectToast } from './support/guest-site-2';

/** Rate plans as guests meet them: chosen side by side on the rooms page, kept by the booking, honoured at cancel. */

const guest = { name: 'Meera Kamat', email: 'meera.kamat@example.in' };

function freshPhone(): string {
  return `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

interface PlannedRoom {
  propertyId: string;
  propertyName: string;
  roomName: string;
  planName: string;
}

/** The first room of the demo catalogue sold under a plan of this kind, free on every night of the stay. */
async function findRoomWithPlan(
  request: APIRequestContext,
  stay: Stay,
  kind: 'non_refundable' | 'free_then_charge',
  skip = 0,
): Promise<PlannedRoom> {
  const list = await request.get('/property/v1/app/property', { params: { ...stay, limit: 50 } });
  let toSkip = skip;
  for (const property of ((await list.json()) as PropertyListResponse).data.data) {
    const rooms = await request.get('/property/v1/app/rooms', { params: { propertyId: property.id, ...stay } });
    for (const room of ((await rooms.json()) as RoomsResponse).data) {
      if (room.url || (room.available ?? 0) < 1 || (room.ratePlans ?? []).length < 2) continue;
      const plan = (room.ratePlans ?? []).find((p) => p.cancellation.kind === kind);
      if (!plan || toSkip-- > 0) continue;
      return { propertyId: property.id, propertyName: property.name, roomName: room.name, planName: plan.name };
    }
  }
  throw new Error(`no room with a ${kind} plan in the demo catalogue`);
}

/** Chooses the plan on the rooms page, holds the room at review, pays by test card, opens the booking. */
async function bookUnderPlan(page: Page, room: PlannedRoom, stay: Stay): Promise<void> {
  await page.goto(selectRoomsUrl(room, stay));
  await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
  await page.getByRole('button', { name: `Choose rate ${room.roomName}: ${room.planName}` }).click();
  await expect(page.getByText('1 room selected')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page).toHaveURL(/\/review-booking$/);
  await expect(page.getByText(new RegExp(`^${room.planName} · `))).toBeVisible();

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
  await expect(ask.or(page.getByRole('heading', { name: 'Primary guest' }))).toBeVisible();
  if (await ask.isVisible()) {
    await fillGuestDetails(ask, guest);
    await ask.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(page, 'success');
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
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
  await bookUnderPlan(page, room, stay);

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
  await bookUnderPlan(page, room, stay);

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
