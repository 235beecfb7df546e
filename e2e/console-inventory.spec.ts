import type { APIRequestContext, Page } from '@playwright/test';
import type { InventoryCalendar, InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import { formatDayWithWeekday } from '@staybook/contract/format';
import { addDays, type IsoDate, istDateToUnix, todayIst, weekdayOf } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { ADMIN_PHONE, authHeader, signIn } from './support/auth';
import { selectRoomsUrl } from './support/booking';

/**
 * Rates and inventory in the console: an admin edits a room type's calendar and the guest site follows at once.
 * Each story uses its own Udaipur property (no other story books there) and nights 70+ days ahead.
 */

interface Target {
  propertyId: string;
  propertyName: string;
  roomTypeId: string;
  roomName: string;
}

async function udaipurRoom(request: APIRequestContext, token: string, index: number): Promise<Target> {
  const res = await request.get('/api/admin/inventory/room-types', { headers: authHeader({ accessToken: token }) });
  expect(res.ok(), await res.text()).toBeTruthy();
  const properties = ((await res.json()) as { data: InventoryPropertyOption[] }).data.filter(
    (p) => p.city === 'Udaipur' && !p.archived && p.roomTypes.some((r) => !r.archived),
  );
  const property = properties[index];
  if (!property) throw new Error(`no Udaipur property #${index} in the demo catalogue`);
  const room = property.roomTypes.find((r) => !r.archived)!;
  return { propertyId: property.id, propertyName: property.name, roomTypeId: room.id, roomName: room.name };
}

const monthLabel = (date: IsoDate) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const stay = (checkIn: IsoDate, nights: number) => ({
  checkInDate: istDateToUnix(checkIn),
  checkOutDate: istDateToUnix(addDays(checkIn, nights)),
});

/** Opens the console screen and picks the property and room type through the UI. */
async function openCalendar(page: Page, target: Target): Promise<void> {
  await page.goto('/admin/inventory');
  await expect(page.getByRole('heading', { name: 'Rates & inventory' })).toBeVisible();
  await page.getByLabel('Property').selectOption({ label: target.propertyName });
  await page.getByLabel('Room type').selectOption({ label: target.roomName });
  await expect(page).toHaveURL(new RegExp(`roomType=${target.roomTypeId}`));
}

async function showMonthOf(page: Page, date: IsoDate): Promise<void> {
  const wanted = monthLabel(date);
  const month = page.getByRole('table', { name: /^Rates and rooms for / });
  for (let i = 0; i < 6; i++) {
    if (await page.getByRole('heading', { level: 2, name: wanted }).isVisible()) break;
    const caption = (await month.locator('caption').innerText()).trim();
    await page.getByRole('button', { name: 'Next month' }).click();
    // One month per click: wait for the calendar to move before deciding whether to click again.
    await expect(month.locator('caption')).not.toHaveText(caption);
  }
  await expect(page.getByRole('heading', { level: 2, name: wanted })).toBeVisible();
  await expect(page.locator(`button[data-date="${date}"]`)).toBeVisible();
}

function roomCard(page: Page, roomName: string) {
  return page.getByRole('article', { name: roomName, exact: true });
}

test('raises a room rate for a weekend and the guest site shows it', async ({ page, browser }) => {
  const session = await signIn(page, ADMIN_PHONE);
  const target = await udaipurRoom(page.request, session.accessToken, 0);
  let sat = addDays(todayIst(), 70);
  while (weekdayOf(sat) !== 6) sat = addDays(sat, 1);
  const sun = addDays(sat, 1);
  const monday = addDays(sat, -5);
  const fri = addDays(sat, -1);

  // Before: the weekend is not at the new price.
  const guest = await browser.newPage();
  await skipIntro(guest);
  await guest.goto(selectRoomsUrl(target, stay(sat, 2)));
  await expect(roomCard(guest, target.roomName)).toBeVisible();
  await expect(roomCard(guest, target.roomName)).not.toContainText('₹13,579');
  await guest.goto(selectRoomsUrl(target, stay(fri, 1)));
  const fridayPrice =
    // The first price on the card is the room's default (flexible) plan, which sells at the calendar's rate.
    (
      await roomCard(guest, target.roomName)
        .getByText(/^₹[\d,]+$/)
        .first()
        .textContent()
    )?.trim();
  expect(fridayPrice).toMatch(/^₹[\d,]+$/);

  await openCalendar(page, target);
  await showMonthOf(page, sat);
  const form = page.getByRole('form', { name: 'Bulk edit' });
  await form.getByLabel('First night').fill(monday);
  await form.getByLabel('Last night').fill(sun);
  await form.getByLabel('Saturday').check();
  await form.getByLabel('Sunday').check();
  await form.getByLabel('Change').selectOption('Set rate');
  await form.getByLabel('New nightly rate (₹)').fill('13579');
  await form.getByRole('button', { name: 'Review changes' }).click();
  await expect(form.getByRole('heading', { name: 'Confirm the change' })).toBeFocused();
  await expect(form).toContainText('Set the nightly rate to ₹13,579');
  await expect(form).toContainText('Saturdays and Sundays: 2 nights');
  await expect(form).toContainText(`${target.roomName} at ${target.propertyName}`);
  await form.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByText('Saved: 2 nights updated.')).toBeVisible();

  // The calendar refreshes: the weekend shows the new rate, the Friday keeps its own.
  await expect(page.locator(`button[data-date="${sat}"]`)).toContainText('₹13,579');
  await expect(page.locator(`button[data-date="${sun}"]`)).toContainText('₹13,579');
  await expect(page.locator(`button[data-date="${fri}"]`)).not.toContainText('₹13,579');
  await expectAccessible(page);

  // The guest site shows it at once: the weekend stay at ₹13,579 a night, the Friday unchanged.
  await guest.goto(selectRoomsUrl(target, stay(sat, 2)));
  await expect(roomCard(guest, target.roomName)).toContainText('₹13,579 / night');
  await guest.goto(selectRoomsUrl(target, stay(fri, 1)));
  await expect(
    roomCard(guest, target.roomName)
      .getByText(/^₹[\d,]+$/)
      .first(),
  ).toHaveText(fridayPrice!);
  await guest.close();
});

test('closes a night and it becomes unavailable on the guest site', async ({ page, browser }) => {
  const session = await signIn(page, ADMIN_PHONE);
  const target = await udaipurRoom(page.request, session.accessToken, 1);

  // A night 75+ days ahead whose neighbours are open too, so a 3-night stay around it is bookable now.
  const from = addDays(todayIst(), 75);
  const res = await page.request.get('/api/admin/inventory', {
    headers: authHeader(session),
    params: { roomTypeId: target.roomTypeId, from, to: addDays(from, 40) },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const nights = ((await res.json()) as { data: InventoryCalendar }).data.nights;
  const open = (i: number) => nights[i]?.hasInventory && !nights[i]?.isClosed && (nights[i]?.available ?? 0) > 0;
  const index = nights.findIndex((_n, i) => i > 0 && open(i - 1) && open(i) && open(i + 1));
  expect(index).toBeGreaterThan(0);
  const night = nights[index]!.date;
  const around = stay(addDays(night, -1), 3);

  const guest = await browser.newPage();
  await skipIntro(guest);
  await guest.goto(selectRoomsUrl(target, around));
  await expect(guest.getByRole('button', { name: `Add Room: ${target.roomName}` })).toBeVisible();

  await openCalendar(page, target);
  await showMonthOf(page, night);
  // Choosing the night in the calendar fills the range.
  await page.locator(`button[data-date="${night}"]`).click();
  const form = page.getByRole('form', { name: 'Bulk edit' });
  await expect(form.getByLabel('First night')).toHaveValue(night);
  await expect(form.getByLabel('Last night')).toHaveValue(night);
  await form.getByLabel('Change').selectOption('Close for sale');
  await form.getByRole('button', { name: 'Review changes' }).click();
  await expect(form).toContainText('Close these nights for sale');
  await expect(form).toContainText('every night: 1 night');
  await form.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByText('Saved: 1 night updated.')).toBeVisible();
  await expect(page.locator(`button[data-date="${night}"]`)).toContainText('Closed');
  await expect(page.locator(`button[data-date="${night}"]`)).toHaveAccessibleName(
    /^\w{3}, \d{1,2} \w{3} \d{4}: ₹[\d,]+ \d+\/\d+ left( \d+ sold)? Closed$/,
  );

  // The guest now finds the room unavailable for a stay that includes the night…
  await guest.reload();
  const card = roomCard(guest, target.roomName);
  await expect(card.getByText(`Closed on ${formatDayWithWeekday(night)}`)).toBeVisible();
  await expect(guest.getByRole('button', { name: `Add Room: ${target.roomName}` })).toHaveCount(0);
  // …but still bookable for the night after it.
  await guest.goto(selectRoomsUrl(target, stay(addDays(night, 1), 1)));
  await expect(guest.getByRole('button', { name: `Add Room: ${target.roomName}` })).toBeVisible();
  await guest.close();
});
