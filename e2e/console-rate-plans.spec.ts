import type { APIRequestContext, Page } from '@playwright/test';
import type { InventoryCalendar } from '@staybook/contract/admin-inventory';
import type { RoomsResponse } from '@staybook/contract/catalogue';
import { formatInr } from '@staybook/contract/money';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { ADMIN_PHONE, type ApiSession, authHeader, signIn } from './support/auth';
import { findBookableRoom, selectRoomsUrl, stayFromToday } from './support/booking';
import { expectToast } from './support/guest-site-2';

/**
 * Rate plans in the console: an admin adds a plan and guests are offered it at once; a brand-wide change is
 * previewed, held back while a large change is unconfirmed, applied and undone. Each story uses a property of its
 * own (list positions 8 and 10, which no other story picks) and nights 150+ days ahead, so no other story's booking
 * or rate change meets them.
 */

/** Opens the console from its menu (folded away on phones) at "Rate plans & policies". */
async function openRatePlans(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Rate plans & policies' }).click();
  await expect(page).toHaveURL(/\/admin\/rate-plans(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rate plans & policies' })).toBeVisible();
}

/** A panel of the rate plans page, found by its heading. */
function panel(page: Page, title: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** One plan's card on the guest rooms page, found by its "Choose rate" button. */
function guestPlan(page: Page, roomName: string, planName: string) {
  return page
    .getByRole('group', { name: `Rates for ${roomName}` })
    .locator('div')
    .filter({ has: page.getByRole('button', { name: `Choose rate ${roomName}: ${planName}`, exact: true }) });
}

/** The nightly price a plan's card shows, in rupees. */
async function shownPrice(page: Page, roomName: string, planName: string): Promise<number> {
  const price = guestPlan(page, roomName, planName).getByText(/^₹[\d,]+$/);
  await expect(price).toBeVisible();
  return Number(((await price.textContent()) ?? '').replace(/[^\d]/g, ''));
}

/** One night's stored rate of a room type, as the inventory calendar reads it. */
async function nightRate(
  request: APIRequestContext,
  session: ApiSession,
  roomTypeId: string,
  night: string,
): Promise<number | null> {
  const res = await request.get('/api/admin/inventory', {
    headers: authHeader(session),
    params: { roomTypeId, from: night, to: night },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { nights } = ((await res.json()) as { data: InventoryCalendar }).data;
  return nights.find((n) => n.date === night)?.rate ?? null;
}

test('an admin adds a non-refundable plan 12% below the room rate and guests are offered it beside the others', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_PHONE);
  const stay = stayFromToday(150, 1);
  const room = await findBookableRoom(page.request, stay, { skip: 8 });
  const rooms = (await (
    await page.request.get('/property/v1/app/rooms', { params: { propertyId: room.propertyId, ...stay } })
  ).json()) as RoomsResponse;
  const offered = rooms.data.find((r) => r.id === room.roomId)?.ratePlans ?? [];
  const defaultPlan = offered.find((p) => p.isDefault)?.name ?? offered[0]?.name ?? '';
  expect(defaultPlan).not.toBe('');

  // Before: the guest sees the default plan's price for the night, and no "Console saver".
  const guest = await browser.newPage();
  await skipIntro(guest);
  await guest.goto(selectRoomsUrl(room, stay));
  await expect(guest.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
  // The first price on the card is the default plan's (a room with one plan shows no list of plans).
  const firstPrice = guest
    .getByRole('article', { name: room.roomName, exact: true })
    .getByText(/^₹[\d,]+$/)
    .first();
  await expect(firstPrice).toBeVisible();
  const defaultPrice = Number(((await firstPrice.textContent()) ?? '').replace(/[^\d]/g, ''));
  expect(defaultPrice).toBeGreaterThan(0);
  await expect(guestPlan(guest, room.roomName, 'Console saver')).toHaveCount(0);

  await openRatePlans(page);
  await page.getByLabel('Property').selectOption(room.propertyId);
  await expect(page).toHaveURL(new RegExp(`property=${room.propertyId}`));
  const roomPanel = panel(page, room.roomName);
  // The default plan sells at the room's own rate, so "12% below the default" is 12% off the night's rate.
  await expect(roomPanel.getByRole('listitem').filter({ hasText: 'Default' })).toContainText("The room's rate");
  await expectAccessible(page);

  // A non-refundable policy, added when the property has none.
  const policies = panel(page, 'Cancellation policies');
  if ((await policies.getByText('Non-refundable', { exact: true }).count()) === 0) {
    await policies.getByRole('button', { name: 'Add a policy' }).click();
    const form = page.getByRole('form', { name: 'Add a cancellation policy' });
    await form.getByLabel('Name').fill('Non-refundable');
    await form.getByLabel('Kind').selectOption('Non-refundable');
    await expect(form).toContainText('Guests read: Non-refundable');
    await form.getByRole('button', { name: 'Save policy' }).click();
    await expectToast(page, 'Saved Non-refundable.');
    await expect(form).toHaveCount(0);
  }

  await roomPanel.getByRole('button', { name: `Add a plan to ${room.roomName}` }).click();
  const form = page.getByRole('form', { name: `Add a rate plan to ${room.roomName}` });
  await form.getByLabel('Plan name').fill('Console saver');
  const policy = form.getByLabel('Cancellation policy');
  const nonRefundable =
    (await policy
      .locator('option', { hasText: /· Non-refundable$/ })
      .first()
      .textContent()) ?? '';
  await policy.selectOption({ label: nonRefundable });
  await form.getByLabel('Priced as').selectOption('% of the nightly rate');
  await form.getByLabel('Price change', { exact: true }).fill('-12');
  await expect(form.getByLabel('Price change', { exact: true })).toHaveAccessibleDescription('−12% · minus for less');
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expectToast(page, 'Saved Console saver.');
  const saved = roomPanel.getByRole('listitem').filter({ hasText: 'Console saver' });
  await expect(saved).toContainText('Non-refundable');
  await expect(saved).toContainText('−12%');
  await expectAccessible(page);

  // The guest is offered it at once, beside the other plans, at 12% off rounded to whole rupees (half up).
  await guest.reload();
  await expect(guestPlan(guest, room.roomName, defaultPlan)).toBeVisible();
  for (const other of offered) await expect(guestPlan(guest, room.roomName, other.name)).toBeVisible();
  const saver = guestPlan(guest, room.roomName, 'Console saver');
  await expect(saver).toContainText('Non-refundable');
  const expected = Math.floor((defaultPrice * 88 + 50) / 100);
  await expect(saver.getByText(/^₹[\d,]+$/)).toHaveText(formatInr(expected));
  expect(await shownPrice(guest, room.roomName, defaultPlan)).toBe(defaultPrice);
  await guest.close();
});

test('a brand-wide change over 30% waits for the warning to be accepted, and "Undo my last change" puts it back', async ({
  page,
}) => {
  const session = await signIn(page, ADMIN_PHONE);
  const stay = stayFromToday(160, 1);
  const room = await findBookableRoom(page.request, stay, { skip: 10 });
  const night = addDays(todayIst(), 160);
  const before = await nightRate(page.request, session, room.roomId, night);
  expect(before).toBeGreaterThan(0);
  // Whole rupees, as the inventory rounds an adjustment.
  const raised = Math.round(((before ?? 0) * 140) / 100);

  await openRatePlans(page);
  await page.getByRole('link', { name: 'Brand-wide rate change' }).click();
  await expect(page).toHaveURL(/\/admin\/rate-plans\/bulk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brand-wide rate change' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Brand-wide rate change' });
  await form.getByText('Choose rooms one by one').click();
  await form.getByLabel(`${room.roomName} · ${room.propertyName}`, { exact: true }).check();
  await form.getByLabel('First night').fill(night);
  await form.getByLabel('Last night').fill(night);
  await form.getByLabel('Change', { exact: true }).selectOption('Adjust the rate by %');
  await form.getByLabel('Change (%)').fill('40');
  await form.getByRole('button', { name: 'Preview every night' }).click();

  // The preview flags the night; applying waits until the operator says they checked it.
  await expect(page.getByRole('alert').filter({ hasText: '1 night would change by more than 30%' })).toBeVisible();
  const preview = page.getByRole('table', { name: `${room.roomName} · ${room.propertyName}`, exact: false });
  await expect(preview).toContainText(formatInr(before ?? 0));
  await expect(preview).toContainText('+40%');
  const apply = page.getByRole('button', { name: 'Apply to 1 night' });
  await expect(apply).toBeDisabled();
  await expectAccessible(page);
  await page.getByLabel('I have checked the nights over 30%').check();
  await expect(apply).toBeEnabled();
  await apply.click();
  await expectToast(page, 'Applied to 1 night in 1 room.');
  await expect.poll(() => nightRate(page.request, session, room.roomId, night)).toBe(raised);

  await page.getByRole('button', { name: 'Undo my last change' }).click();
  await expectToast(page, 'Undone: 1 night back to their rates.');
  await expect.poll(() => nightRate(page.request, session, room.roomId, night)).toBe(before);
  await expectAccessible(page);
});
