import type { Page } from '@playwright/test';
import type { PricingResponse } from '@staybook/contract/booking';
import type { RoomsResponse } from '@staybook/contract/catalogue';
import { formatInr } from '@staybook/contract/money';
import { addDays, unixToIstDate } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { ADMIN_PHONE, adminSession, authHeader, signIn } from './support/auth';
import { findBookableRoom, selectRoomsUrl, stayFromToday } from './support/booking';
import { expectToast } from './support/guest-site-2';
import { ensureStaff } from './support/staff';

/**
 * The rest of the console's rates and offers: a plan priced from its own calendar, and a property's own promotions
 * managed by the person who runs its rates. Each story uses a property of its own (list positions 12 and 14, which
 * no other story picks) and nights 170+ days ahead.
 */

/** Opens a console area from its menu (folded away on phones). */
async function openFromMenu(page: Page, label: string): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: label }).click();
}

function panel(page: Page, title: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

test('an admin prices a festive plan from its own calendar and guests are offered it at that rate', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_PHONE);
  const stay = stayFromToday(170, 2);
  const room = await findBookableRoom(page.request, stay, { skip: 12 });
  const firstNight = unixToIstDate(stay.checkInDate);
  const lastNight = addDays(firstNight, 1);

  await openFromMenu(page, 'Rate plans & policies');
  await expect(page.getByRole('heading', { level: 1, name: 'Rate plans & policies' })).toBeVisible();
  await page.getByLabel('Property').selectOption(room.propertyId);
  const roomPanel = panel(page, room.roomName);
  await roomPanel.getByRole('button', { name: `Add a plan to ${room.roomName}` }).click();
  const form = page.getByRole('form', { name: `Add a rate plan to ${room.roomName}` });
  await form.getByLabel('Plan name').fill('Festive week');
  await form.getByLabel('Priced as').selectOption('Its own rates in the calendar');
  await expect(form.getByLabel('Price change', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expectToast(page, 'Saved Festive week.');
  const plan = roomPanel.getByRole('listitem').filter({ hasText: 'Festive week' });
  await expect(plan).toContainText("Its own rates in the calendar (the room's rate where none is set)");

  // Its calendar: two weeks at a time, every night on the room's rate until one is set.
  await plan.getByRole('button', { name: 'Rates of Festive week' }).click();
  const table = page.getByRole('table', { name: 'Festive week: rates by night' });
  await expect(table.getByRole('row')).toHaveCount(15);
  await expect(table.getByRole('row').nth(1)).toContainText("(room's rate)");
  await expectAccessible(page);
  const rates = page.getByRole('form', { name: "Set Festive week's own rates" });
  await rates.getByLabel('First night').fill(firstNight);
  await rates.getByLabel('Last night').fill(lastNight);
  await rates.getByLabel("Plan's nightly rate (₹)").fill('12345');
  await rates.getByRole('button', { name: 'Save rates' }).click();
  await expectToast(page, 'Festive week: ₹12,345 a night on 2 nights.');

  // The guest sees the plan at ₹12,345 a night, and pricing charges exactly that for the two nights.
  const guest = await browser.newPage();
  await skipIntro(guest);
  await guest.goto(selectRoomsUrl(room, stay));
  const festive = guest
    .getByRole('group', { name: `Rates for ${room.roomName}` })
    .locator('div')
    .filter({ has: guest.getByRole('button', { name: `Choose rate ${room.roomName}: Festive week`, exact: true }) });
  await expect(festive.getByText(/^₹[\d,]+$/)).toHaveText(formatInr(12_345));
  const rooms = (await (
    await page.request.get('/property/v1/app/rooms', { params: { propertyId: room.propertyId, ...stay } })
  ).json()) as RoomsResponse;
  const planId = rooms.data.find((r) => r.id === room.roomId)?.ratePlans?.find((p) => p.name === 'Festive week')?.id;
  const priced = await page.request.post('/property/v1/app/booking/pricing', {
    data: { propertyId: room.propertyId, roomIds: [{ id: room.roomId, roomCount: 1, ratePlanId: planId }], ...stay },
  });
  expect(priced.ok(), await priced.text()).toBeTruthy();
  expect(((await priced.json()) as PricingResponse).data.totalRoomRent).toBe(24_690);
  await guest.close();
});

test('a property manager adds a promotion for their property, sees the brand’s read only, and pricing applies it', async ({
  page,
  baseURL,
}) => {
  const stay = stayFromToday(175, 4);
  const room = await findBookableRoom(page.request, stay, { skip: 14 });
  const phone = '9000000041';
  // A brand-wide promotion, off (so no other story's prices move), that the manager may read but not change.
  const admin = await adminSession(page.request);
  const brand = await page.request.post('/api/admin/promotions', {
    headers: authHeader(admin),
    data: { name: 'Brand monsoon sale', kind: 'early_bird', daysBefore: 30, percentOff: 10, isActive: false },
  });
  expect(brand.ok(), await brand.text()).toBeTruthy();
  await ensureStaff(baseURL ?? '', phone, 'property_manager', {
    name: 'Prakash Manager',
    propertyIds: [room.propertyId],
  });
  await signIn(page, phone);

  // Their Promotions opens on their property (they have no brand-wide access, so no coupons here).
  await openFromMenu(page, 'Promotions');
  await expect(page.getByRole('heading', { level: 1, name: `Promotions · ${room.propertyName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coupons' })).toHaveCount(0);
  const list = page.getByRole('table');
  const brandRow = list.getByRole('row').filter({ hasText: 'Brand monsoon sale' }).first();
  await expect(brandRow).toContainText('The brand (every property)');
  await expect(brandRow).toContainText('Read only');
  await expect(brandRow.getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('form', { name: 'New promotion' });
  await expect(form.getByLabel('Property')).toHaveCount(0);
  await form.getByLabel("Name (the guest's saving line)").fill('Stay 4, pay 3 at this villa');
  await form.getByLabel('Kind').selectOption({ label: 'Length of stay' });
  await form.getByLabel('Stay at least (nights)').fill('4');
  await form.getByLabel('Free nights (the cheapest)').fill('1');
  await form.getByLabel('% off').fill('');
  await form.getByRole('button', { name: 'Save promotion' }).click();
  const row = list.getByRole('row').filter({ hasText: 'Stay 4, pay 3 at this villa' });
  await expect(row).toContainText('This property');
  await expect(row.getByRole('button', { name: 'Edit Stay 4, pay 3 at this villa' })).toBeVisible();
  await expectAccessible(page);

  // The guest's price for four nights carries the saving as its own line.
  const priced = await page.request.post('/property/v1/app/booking/pricing', {
    data: { propertyId: room.propertyId, roomIds: [{ id: room.roomId, roomCount: 1 }], ...stay },
  });
  expect(priced.ok(), await priced.text()).toBeTruthy();
  const names = ((await priced.json()) as PricingResponse).data.discounts?.map((d) => d.label) ?? [];
  expect(names).toContain('Stay 4, pay 3 at this villa');
});
