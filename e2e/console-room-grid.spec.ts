import type { APIRequestContext, Page } from '@playwright/test';
import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import type { BookingRooms } from '@staybook/contract/admin-rooms';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { clickWhereDrawn, expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, type ApiSession, authHeader, freshPhone, signIn } from './support/auth';

/**
 * The room grid (issue 44): staff open it from the console's menu, see a desk booking they placed in a room as a bar
 * over its room and nights, click the bar where it is drawn to reach the booking, and move a week forward and back.
 * Each story books the third-from-last room type of the catalogue with 4+ rooms (the rooms story uses the last two)
 * for nights 12–15 from today, so the first window cuts the stay at its edge and the next week shows it whole.
 */

interface Placed {
  propertyId: string;
  bookingId: string;
  code: string;
  guestName: string;
  roomNumber: string;
}

async function placedBooking(request: APIRequestContext, session: ApiSession, guestName: string): Promise<Placed> {
  const headers = authHeader(session);
  const types = await request.get('/api/admin/inventory/room-types', { headers });
  expect(types.ok(), await types.text()).toBeTruthy();
  const target = ((await types.json()) as { data: InventoryPropertyOption[] }).data
    .filter((p) => !p.archived)
    .flatMap((p) =>
      p.roomTypes.filter((r) => !r.archived && r.totalRooms >= 4).map((r) => ({ propertyId: p.id, roomTypeId: r.id })),
    )
    .at(-3);
  if (!target) throw new Error('no third room type with 4+ rooms in the demo catalogue');
  const checkIn = addDays(todayIst(), 12);
  const booked = await request.post('/api/admin/desk-bookings', {
    headers,
    data: {
      propertyId: target.propertyId,
      checkIn,
      checkOut: addDays(checkIn, 4),
      rooms: [{ roomTypeId: target.roomTypeId, roomCount: 1, adults: 1 }],
      guest: { name: guestName, phone: freshPhone('7') },
      source: 'phone',
      payment: { kind: 'at_property' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { bookingId, code } = ((await booked.json()) as { data: { bookingId: string; code: string } }).data;
  const rooms = (
    (await (await request.get(`/api/admin/bookings/${bookingId}/rooms`, { headers })).json()) as { data: BookingRooms }
  ).data;
  const slot = rooms.slots[0]!;
  const room = slot.freeRooms[0]!;
  const assigned = await request.post(`/api/admin/bookings/${bookingId}/rooms`, {
    headers,
    data: { bookingRoomId: slot.bookingRoomId, slot: slot.slot, roomId: room.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { propertyId: target.propertyId, bookingId, code, guestName, roomNumber: room.number };
}

/** Opens the grid from the console's menu (behind "Menu" on a phone) and picks the booking's property. */
async function openGrid(page: Page, propertyId: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await clickWhereDrawn(
    page,
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Room grid' }),
  );
  await expect(page.getByRole('heading', { name: 'Room grid', level: 1 })).toBeVisible();
  await page.getByLabel('Property').selectOption(propertyId);
  await expect(page.getByRole('table')).toBeVisible();
}

const barOf = (page: Page, placed: Placed) =>
  page.getByRole('link', {
    name: new RegExp(`^${placed.guestName}, booking ${placed.code}, room ${placed.roomNumber}, `),
  });

test.describe('the room grid at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('staff open the grid from the menu, see a placed booking on its room and nights, click its bar and reach the booking; a week forward and back', async ({
    page,
  }) => {
    const session = await signIn(page, ADMIN_PHONE);
    const placed = await placedBooking(page.request, session, 'Kavya Menon');
    await openGrid(page, placed.propertyId);

    // Today is the first column; the stay's first two nights are the last two columns, going on past the edge.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${placed.roomNumber} `) }) });
    const bar = row.getByRole('link', { name: new RegExp(`booking ${placed.code},`) });
    await expect(bar).toHaveAccessibleName(
      new RegExp(
        `^Kavya Menon, booking ${placed.code}, room ${placed.roomNumber}, .*going on after these dates \\(confirmed\\)$`,
      ),
    );
    await expect(bar.locator('xpath=ancestor::td[1]')).toHaveAttribute('colspan', '2');
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveCount(15);
    // The bar is drawn under the 13th and 14th nights' headers.
    const [barBox, col13] = [await bar.boundingBox(), await headers.nth(13).boundingBox()];
    expect(Math.abs(barBox!.x - col13!.x)).toBeLessThan(8);
    await expectAccessible(page);

    // A week on, the whole stay is drawn (four nights) from the 6th column; the address keeps the week.
    await clickWhereDrawn(page, page.getByRole('button', { name: 'Next week' }));
    await expect(page).toHaveURL(new RegExp(`from=${addDays(todayIst(), 7)}`));
    await expect(barOf(page, placed)).not.toHaveAccessibleName(/from before|going on after/);
    await expect(barOf(page, placed).locator('xpath=ancestor::td[1]')).toHaveAttribute('colspan', '4');
    await clickWhereDrawn(page, page.getByRole('button', { name: 'Previous week' }));
    await expect(page).toHaveURL(new RegExp(`from=${todayIst()}`));
    await expect(page.getByRole('button', { name: 'Today' })).toBeDisabled();

    await clickWhereDrawn(page, barOf(page, placed));
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${placed.bookingId}$`));
    await expect(page.getByRole('heading', { name: `Booking ${placed.code}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('assigned-room')).toContainText(`Room ${placed.roomNumber} (`);
  });
});

test.describe('the room grid on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the grid scrolls sideways in its own box with the room column held, and the bar is tapped where it is drawn', async ({
    page,
  }) => {
    const session = await signIn(page, ADMIN_PHONE);
    const placed = await placedBooking(page.request, session, 'Arjun Pillai');
    await openGrid(page, placed.propertyId);

    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page, `page is ${widths.page}px wide in a ${widths.view}px window`).toBeLessThanOrEqual(widths.view);

    // Scroll the grid to its end: the room's header stays where it was, the bar comes into view.
    const roomHeader = page.getByRole('rowheader', { name: new RegExp(`^${placed.roomNumber} `) });
    const before = await roomHeader.boundingBox();
    await page.getByRole('region', { name: 'Room grid (scrolls sideways)' }).evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    const after = await roomHeader.boundingBox();
    expect(Math.abs(after!.x - before!.x)).toBeLessThan(2);
    const bar = barOf(page, placed);
    const box = await bar.boundingBox();
    expect(box!.x).toBeGreaterThan(after!.x + after!.width - 2);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await clickWhereDrawn(page, bar);
    await expect(page.getByRole('heading', { name: `Booking ${placed.code}`, level: 1 })).toBeVisible();
  });
});
