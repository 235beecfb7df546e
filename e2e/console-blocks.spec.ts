import type { APIRequestContext, Page } from '@playwright/test';
import type { InventoryCalendar, InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import { formatDayWithWeekday } from '@staybook/contract/format';
import type { RoomBlock } from '@staybook/contract/room-blocks';
import { addDays, type IsoDate, istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { ADMIN_PHONE, type ApiSession, authHeader, signIn } from './support/auth';
import { selectRoomsUrl } from './support/booking';

/**
 * Room blocks (issue 23): the desk blocks rooms for an owner's stay from the rates & inventory calendar; the calendar
 * shows them blocked, the guest site has fewer rooms for those nights, and releasing the block gives them back.
 * Each story uses its own Coorg property and nights 300+ days ahead (no other story books there).
 */

interface Target {
  propertyId: string;
  propertyName: string;
  roomTypeId: string;
  roomName: string;
}

/** The `index`th Coorg room type with at least `minRooms` rooms (a hotel's, not a whole villa's). */
async function coorgRoom(
  request: APIRequestContext,
  session: ApiSession,
  index: number,
  minRooms: number,
): Promise<Target> {
  const res = await request.get('/api/admin/inventory/room-types', { headers: authHeader(session) });
  expect(res.ok(), await res.text()).toBeTruthy();
  const rooms = ((await res.json()) as { data: InventoryPropertyOption[] }).data
    .filter((p) => p.city === 'Coorg' && !p.archived)
    .flatMap((p) =>
      p.roomTypes
        .filter((r) => !r.archived && r.totalRooms >= minRooms)
        .map((r) => ({ propertyId: p.id, propertyName: p.name, roomTypeId: r.id, roomName: r.name })),
    );
  const room = rooms[index];
  if (!room) throw new Error(`no Coorg room type #${index} with ${minRooms}+ rooms in the demo catalogue`);
  return room;
}

/** Sets the room type's total rooms for the nights (the story's known starting point), through the bulk edit API. */
async function setRooms(
  request: APIRequestContext,
  session: ApiSession,
  target: Target,
  from: IsoDate,
  to: IsoDate,
  rooms: number,
) {
  const res = await request.post('/api/admin/inventory/bulk', {
    headers: authHeader(session),
    data: { roomTypeId: target.roomTypeId, from, to, action: 'set_rooms', rooms },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

const monthLabel = (date: IsoDate) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

async function openCalendar(page: Page, target: Target, month: IsoDate): Promise<void> {
  await page.goto('/admin/inventory');
  await expect(page.getByRole('heading', { name: 'Rates & inventory' })).toBeVisible();
  await page.getByLabel('Property').selectOption({ label: target.propertyName });
  await page.getByLabel('Room type').selectOption({ label: target.roomName });
  await expect(page).toHaveURL(new RegExp(`roomType=${target.roomTypeId}`));
  // Straight to the month (the URL keeps it), then the calendar shows it.
  const url = new URL(page.url());
  url.searchParams.set('month', month.slice(0, 7));
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(month) })).toBeVisible();
  await expect(page.locator(`button[data-date="${month}"]`)).toBeVisible();
}

const stayOf = (checkIn: IsoDate, nights: number) => ({
  checkInDate: istDateToUnix(checkIn),
  checkOutDate: istDateToUnix(addDays(checkIn, nights)),
});

test.describe('an owner block at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('staff block 2 rooms for the owner’s stay; the calendar and the guest site follow, and release gives them back', async ({
    page,
    browser,
  }) => {
    const session = await signIn(page, ADMIN_PHONE);
    const target = await coorgRoom(page.request, session, 0, 4);
    const first = addDays(todayIst(), 300);
    const last = addDays(first, 1);
    await setRooms(page.request, session, target, first, last, 3);

    // Before: the guest sees 3 rooms left for the two nights.
    const guest = await browser.newPage();
    await skipIntro(guest);
    const card = guest.getByRole('article', { name: target.roomName, exact: true });
    await guest.goto(selectRoomsUrl(target, stayOf(first, 2), { adults: 1, children: 0 }));
    await expect(card).toContainText('Only 3 rooms left');

    await openCalendar(page, target, first);
    await expect(page.getByRole('heading', { name: 'Room blocks' })).toBeVisible();
    await expect(page.getByText('No rooms are blocked this month.')).toBeVisible();
    await page.getByRole('button', { name: 'Block rooms' }).click();
    const form = page.getByRole('form', { name: 'Block rooms' });
    await form.getByLabel('Kind').selectOption('Owner stay');
    await form.getByLabel('First night').fill(first);
    await form.getByLabel('Last night').fill(last);
    await form.getByLabel('Rooms').fill('4');

    // No reason: the form says what is missing and keeps the rest.
    await form.getByRole('button', { name: 'Block these rooms' }).click();
    await expect(form.getByText('Say who stays or what is being repaired.')).toBeVisible();
    await expect(form.getByLabel('Rooms')).toHaveValue('4');

    // More rooms than are free: the server's words, naming the nights; nothing typed is lost.
    await form.getByLabel('Reason').fill('Mr and Mrs Kapoor, the owners, with family');
    await form.getByRole('button', { name: 'Block these rooms' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      `2 nights have fewer than 4 rooms of ${target.roomName} free, the first ${formatDayWithWeekday(first)} (3 free). Nothing was blocked.`,
    );
    await expect(form.getByLabel('First night')).toHaveValue(first);
    await expect(form.getByLabel('Reason')).toHaveValue('Mr and Mrs Kapoor, the owners, with family');

    await form.getByLabel('Rooms').fill('2');
    await form.getByRole('button', { name: 'Block these rooms' }).click();
    await expect(
      page.getByText(`Blocked: 2 rooms, ${formatDayWithWeekday(first)} to ${formatDayWithWeekday(last)} (2 nights).`),
    ).toBeVisible();
    await expect(form).toHaveCount(0);

    // The calendar shows the nights' blocked rooms; the month's blocks list the owner's stay.
    for (const night of [first, last]) {
      await expect(page.locator(`button[data-date="${night}"]`)).toContainText('1/3 left');
      await expect(page.locator(`button[data-date="${night}"]`)).toContainText('2 blocked');
    }
    await expect(page.locator(`button[data-date="${addDays(last, 1)}"]`)).not.toContainText('blocked');
    const item = page.getByTestId('room-block');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Owner stay');
    await expect(item).toContainText('2 rooms');
    await expect(item).toContainText('Mr and Mrs Kapoor, the owners, with family');
    await expectAccessible(page);

    // The guest site has one room left for those nights.
    await guest.reload();
    await expect(card).toContainText('Only 1 room left');

    // The desk's day view lists the owner's stay beside the day's arrivals and departures.
    const desk = await page.context().newPage();
    await desk.goto(`/admin/arrivals?date=${first}&propertyId=${target.propertyId}`);
    await expect(desk.getByRole('heading', { name: 'Rooms blocked (1)' })).toBeVisible();
    const blocked = desk.getByLabel('Rooms blocked table');
    await expect(blocked).toContainText(target.roomName);
    await expect(blocked).toContainText('Owner stay');
    await expect(blocked).toContainText('Mr and Mrs Kapoor, the owners, with family');
    await desk.close();

    // Release asks first, naming what it gives back.
    await item.getByRole('button', { name: 'Release' }).click();
    const dialog = page.getByRole('dialog', { name: 'Release this block?' });
    await expect(dialog).toContainText(
      `Releasing gives back 2 rooms of ${target.roomName} for ${formatDayWithWeekday(first)} to ${formatDayWithWeekday(last)} (2 nights): guests can book them at once.`,
    );
    await dialog.getByRole('button', { name: 'Keep the block' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: 'Release' }).click();
    await page
      .getByRole('dialog', { name: 'Release this block?' })
      .getByRole('button', { name: 'Release rooms' })
      .click();
    await expect(page.getByText('Released: 2 rooms back on sale.')).toBeVisible();
    await expect(page.getByText('No rooms are blocked this month.')).toBeVisible();
    await expect(page.locator(`button[data-date="${first}"]`)).toContainText('3/3 left');
    await expect(page.locator(`button[data-date="${first}"]`)).not.toContainText('blocked');

    await guest.reload();
    await expect(card).toContainText('Only 3 rooms left');
    await guest.close();

    // The API agrees: no active block, every room back.
    const calendar = await page.request.get('/api/admin/inventory', {
      headers: authHeader(session),
      params: { roomTypeId: target.roomTypeId, from: first, to: last },
    });
    const nights = ((await calendar.json()) as { data: InventoryCalendar }).data.nights;
    expect(nights.map((n) => [n.available, n.blocked])).toEqual([
      [3, 0],
      [3, 0],
    ]);
  });
});

test.describe('blocks on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the block list, the form and a release work without the page scrolling sideways', async ({ page }) => {
    const session = await signIn(page, ADMIN_PHONE);
    const target = await coorgRoom(page.request, session, 1, 2);
    const night = addDays(todayIst(), 310);
    await setRooms(page.request, session, target, night, night, 2);
    const created = await page.request.post('/api/admin/inventory/blocks', {
      headers: authHeader(session),
      data: {
        roomTypeId: target.roomTypeId,
        kind: 'maintenance',
        from: night,
        to: night,
        roomCount: 1,
        reason: 'Geyser replaced',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    expect(((await created.json()) as { data: RoomBlock }).data.kind).toBe('maintenance');

    await openCalendar(page, target, night);
    await expect(page.locator(`button[data-date="${night}"]`)).toContainText('1 blocked');
    const item = page.getByTestId('room-block');
    await item.scrollIntoViewIfNeeded();
    await expect(item).toContainText('Maintenance');
    await expect(item).toContainText('Geyser replaced');

    await page.getByRole('button', { name: 'Block rooms' }).click();
    const form = page.getByRole('form', { name: 'Block rooms' });
    await expect(form.getByRole('button', { name: 'Block these rooms' })).toBeVisible();
    await expect(form.getByLabel('Reason')).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page, `page is ${widths.page}px wide in a ${widths.view}px window`).toBeLessThanOrEqual(widths.view);
    await form.getByRole('button', { name: 'Cancel' }).click();

    await item.getByRole('button', { name: 'Release' }).click();
    await page
      .getByRole('dialog', { name: 'Release this block?' })
      .getByRole('button', { name: 'Release rooms' })
      .click();
    await expect(page.getByText('Released: 1 room back on sale.')).toBeVisible();
    await expect(page.locator(`button[data-date="${night}"]`)).not.toContainText('blocked');
  });
});
