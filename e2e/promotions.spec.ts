import type { Locator, Page } from '@playwright/test';
import { expect, skipIntro, test } from './fixtures';
import { findBookableRoom, selectRoomsUrl, stayFromToday } from './support/booking';

/** ₹12,450 → 12450 (a saving line's "−₹800" → 800). */
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The review page's price breakdown as numbers: each line's label → rupees. */
async function breakdown(page: Page): Promise<Map<string, number>> {
  const region = page.getByRole('region', { name: 'Price breakdown' });
  await expect(region).toHaveAttribute('aria-busy', 'false');
  const terms = await region.locator('dt').allTextContents();
  const values = await region.locator('dd').allTextContents();
  return new Map(terms.map((t, i) => [t.trim(), rupees(values[i] ?? '')]));
}

const lineOf = (lines: Map<string, number>, start: string) =>
  [...lines.entries()].find(([label]) => label.startsWith(start))?.[1] ?? Number.NaN;

async function addFirstRoomAndReview(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^Add Room: / })
    .first()
    .click();
  await expect(page.getByText('1 room selected')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page).toHaveURL(/\/review-booking$/);
}

/** Each room's extra-guest charge, on lines of their own (none when every room holds its base occupancy). */
const extraGuestsOf = (lines: Map<string, number>) =>
  [...lines.entries()].filter(([label]) => label.startsWith('Extra guests')).reduce((sum, [, v]) => sum + v, 0);

function expectLinesAddUp(lines: Map<string, number>, saving: number): void {
  const charges = lineOf(lines, 'Room charges') + extraGuestsOf(lines);
  const tax = lineOf(lines, 'Taxes (GST)');
  const total = lineOf(lines, 'Total amount');
  expect(saving).toBeGreaterThan(0);
  expect(total).toBe(charges - saving + tax);
  expect(total).toBeLessThan(charges + tax);
}

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('the home deal applied at checkout', async ({ page }) => {
  await page.goto('/');
  const deal = page.getByRole('link', { name: /Stay 3 nights, pay for 2/ });
  await deal.scrollIntoViewIfNeeded();
  await deal.click();
  // The deal opens its property for a stay long enough to get it.
  await expect(page).toHaveURL(/\/property-details\/[0-9a-f-]{36}\?checkInDate=\d+&checkOutDate=\d+/);
  const url = new URL(page.url());
  const nights = (Number(url.searchParams.get('checkOutDate')) - Number(url.searchParams.get('checkInDate'))) / 86_400;
  expect(nights).toBe(3);

  await page.getByRole('button', { name: 'Unlock Price' }).first().click();
  const unlock = page.getByRole('dialog', { name: 'Unlock Price' });
  await unlock.getByLabel('Full Name').fill('Asha Rao');
  await unlock.getByLabel('Mobile Number').fill(`9${String(Date.now()).slice(-9)}`);
  await unlock.getByRole('button', { name: 'Unlock Price & Continue' }).click();
  await page.getByRole('link', { name: 'Select Rooms' }).first().click();
  await expect(page).toHaveURL(/\/select-rooms\?propertyId=/);
  await addFirstRoomAndReview(page);

  await expect(page.getByRole('region', { name: 'Price breakdown' }).getByText('Stay 3, pay 2')).toBeVisible();
  const lines = await breakdown(page);
  expectLinesAddUp(lines, lineOf(lines, 'Stay 3, pay 2'));
});

test('a coupon', async ({ page }) => {
  const stay = stayFromToday(20, 2);
  const room = await findBookableRoom(page.request, stay);
  await page.goto(selectRoomsUrl(room, stay));
  await page.getByRole('button', { name: `Add Room: ${room.roomName}` }).click();
  await expect(page.getByText('1 room selected')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page).toHaveURL(/\/review-booking$/);

  await page.getByRole('button', { name: 'Have a coupon?' }).click();
  const code: Locator = page.getByLabel('Coupon code');
  await code.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This code is not valid.' })).toBeVisible();

  await code.fill('goa10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon GOA10 applied')).toBeVisible();
  const breakdownRegion = page.getByRole('region', { name: 'Price breakdown' });
  await expect(breakdownRegion.getByText('Coupon GOA10 (10% off)')).toBeVisible();
  const lines = await breakdown(page);
  expectLinesAddUp(lines, lineOf(lines, 'Coupon GOA10'));

  // Removing it brings the full price back.
  await page.getByRole('region', { name: 'Coupon' }).getByRole('button', { name: 'Remove' }).click();
  await expect(breakdownRegion.getByText('Coupon GOA10 (10% off)')).toHaveCount(0);
});
