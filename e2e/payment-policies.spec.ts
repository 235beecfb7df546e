import type { APIRequestContext } from '@playwright/test';
import type { PropertyListResponse, RoomsResponse } from '@staybook/contract/catalogue';
import { expect, skipIntro, test } from './fixtures';
import { signIn } from './support/auth';
import {
  fillGuestDetails,
  payInSandbox,
  type Stay,
  sandboxCheckout,
  selectRoomsUrl,
  stayFromToday,
} from './support/booking';

/** Payment policies as guests meet them: a deposit paid online, the balance at the property. */

const guest = { name: 'Rohan Dessai', email: 'rohan.dessai@example.in' };

function freshPhone(): string {
  return `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** The first room of the demo catalogue sold with a deposit plan, free on every night of the stay. */
async function findDepositRoom(request: APIRequestContext, stay: Stay) {
  const list = await request.get('/property/v1/app/property', { params: { ...stay, limit: 50 } });
  for (const property of ((await list.json()) as PropertyListResponse).data.data) {
    const rooms = await request.get('/property/v1/app/rooms', { params: { propertyId: property.id, ...stay } });
    for (const room of ((await rooms.json()) as RoomsResponse).data) {
      if (room.url || (room.available ?? 0) < 1) continue;
      const plan = (room.ratePlans ?? []).find((p) => p.paymentPolicy === 'deposit');
      if (plan)
        return {
          propertyId: property.id,
          propertyName: property.name,
          roomName: room.name,
          planName: plan.name,
          planLabel: plan.paymentLabel ?? '',
        };
    }
  }
  throw new Error('no room with a deposit plan in the demo catalogue');
}

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('a deposit booking showing the balance due', async ({ page }) => {
  const stay = stayFromToday(75, 2);
  const room = await findDepositRoom(page.request, stay);
  await signIn(page, freshPhone());

  // The rooms page says how the plan is paid.
  await page.goto(selectRoomsUrl(room, stay));
  await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
  await expect(page.getByText(room.planLabel).first()).toBeVisible();
  await page.getByRole('button', { name: `Choose rate ${room.roomName}: ${room.planName}` }).click();
  await expect(page.getByText('1 room selected')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page).toHaveURL(/\/review-booking$/);

  // The review page splits the total: the deposit now, the rest at the property.
  const breakdown = page.getByRole('region', { name: 'Price breakdown' });
  await expect(breakdown.getByText('Pay at the property')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
  await expect(ask.or(page.getByRole('heading', { name: 'Primary guest' }))).toBeVisible();
  if (await ask.isVisible()) {
    await fillGuestDetails(ask, guest);
    await ask.getByRole('button', { name: 'Continue' }).click();
  }
  const pay = page.getByRole('button', { name: /^Pay ₹[\d,]+ now$/ });
  await expect(pay).toBeVisible();
  const deposit = ((await pay.textContent()) ?? '').replace(/^Pay (₹[\d,]+) now$/, '$1');
  const dueLater =
    (await breakdown.getByText('Pay at the property').locator('xpath=following-sibling::dd').textContent()) ?? '';
  await pay.click();

  // The sandbox checkout takes the deposit only, and the booking details show paid and due.
  await expect(sandboxCheckout(page).getByRole('button', { name: `Pay ${deposit}` })).toBeVisible();
  await payInSandbox(page, 'success');
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
  // Under the status and again in the room details' payment row.
  await expect(page.getByText(`Paid ${deposit} · Due at property ${dueLater}`)).toHaveCount(2);
  await expect(page.getByText(`Paid ${deposit} · Due at property ${dueLater}`).first()).toBeVisible();
});
