import type { APIRequestContext } from '@playwright/test';
import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import type { RoomTypeRooms } from '@staybook/contract/admin-rooms';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { clickWhereDrawn, expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, type ApiSession, authHeader, freshPhone, signIn } from './support/auth';

/**
 * Numbered rooms (issue 44): staff see a room type's numbered rooms in the property editor and add one; on a desk
 * booking they assign a room and move the guest to another by clicking the rooms drawn on the booking. Each run uses
 * the last room type of the catalogue with 4+ rooms (the phone story the one before it) and nights 340+ days ahead (no
 * other story books there).
 */

interface Target {
  propertyId: string;
  roomTypeId: string;
  roomName: string;
}

async function roomTypeWithRooms(
  request: APIRequestContext,
  session: ApiSession,
  minRooms: number,
  fromEnd = 1,
): Promise<Target> {
  const res = await request.get('/api/admin/inventory/room-types', { headers: authHeader(session) });
  expect(res.ok(), await res.text()).toBeTruthy();
  const types = ((await res.json()) as { data: InventoryPropertyOption[] }).data
    .filter((p) => !p.archived)
    .flatMap((p) =>
      p.roomTypes
        .filter((r) => !r.archived && r.totalRooms >= minRooms)
        .map((r) => ({ propertyId: p.id, roomTypeId: r.id, roomName: r.name })),
    );
  const target = types.at(-fromEnd);
  if (!target) throw new Error(`no room type with ${minRooms}+ rooms in the demo catalogue`);
  return target;
}

test.describe('numbered rooms at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('staff add a room, then assign a desk booking a room and move the guest to another by clicking it', async ({
    page,
  }) => {
    const session = await signIn(page, ADMIN_PHONE);
    const target = await roomTypeWithRooms(page.request, session, 4);
    const rooms = (
      (await (
        await page.request.get(`/api/admin/room-types/${target.roomTypeId}/rooms`, { headers: authHeader(session) })
      ).json()) as { data: RoomTypeRooms }
    ).data.rooms;
    expect(rooms.length).toBeGreaterThanOrEqual(4);

    // The property editor lists the type's numbered rooms; staff add one.
    await page.goto(`/admin/catalogue/properties/${target.propertyId}`);
    const section = page.getByRole('region', { name: `Rooms of ${target.roomName}` });
    await expect(section.getByTestId('numbered-room').first()).toContainText(rooms[0]!.number);
    await expect(section.getByTestId('numbered-room')).toHaveCount(rooms.length);
    const number = `E-${String(Date.now()).slice(-5)}`;
    await section.getByRole('button', { name: `Add a room to ${target.roomName}` }).click();
    const form = section.getByRole('form', { name: `New room of ${target.roomName}` });
    await form.getByLabel('Room number').fill(number);
    await form.getByLabel('Features').fill('garden view, quiet');
    await form.getByRole('button', { name: 'Save room' }).click();
    const added = section.getByTestId('numbered-room').filter({ hasText: number });
    await expect(added).toContainText('garden view, quiet');
    await expect(added).toContainText('In service');
    await expectAccessible(page);

    // A phone booking far ahead, paid at the property.
    const checkIn = addDays(todayIst(), 340 + (Date.now() % 20));
    const booked = await page.request.post('/api/admin/desk-bookings', {
      headers: authHeader(session),
      data: {
        propertyId: target.propertyId,
        checkIn,
        checkOut: addDays(checkIn, 2),
        rooms: [{ roomTypeId: target.roomTypeId, roomCount: 1, adults: 1 }],
        guest: { name: 'Neha Sharma', phone: freshPhone('7') },
        source: 'phone',
        payment: { kind: 'at_property' },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const bookingId = ((await booked.json()) as { data: { bookingId: string } }).data.bookingId;

    await page.goto(`/admin/bookings/${bookingId}`);
    const assigned = page.getByTestId('assigned-room');
    await expect(assigned).toContainText(`${target.roomName}: not assigned yet`);
    const [first, second] = [rooms[0]!.number, rooms[1]!.number];
    await clickWhereDrawn(page, assigned.getByRole('button', { name: `Assign room ${first}`, exact: true }));
    await expect(assigned).toContainText(`Room ${first} (`);
    await expect(page.getByText(`Room ${first} assigned.`)).toBeVisible();

    // Move the guest: the rooms free for the rest of the stay are drawn as buttons; click the other one.
    await clickWhereDrawn(page, assigned.getByRole('button', { name: `Move to room ${second}`, exact: true }));
    await expect(assigned).toContainText(`Room ${second} (`);
    await expect(assigned).not.toContainText(`Room ${first} (`);
    await expect(page.getByText(`Moved to room ${second}.`)).toBeVisible();
    // The room just left is free again for this stay.
    await expect(assigned.getByRole('button', { name: `Move to room ${first}`, exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a room out of service on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the desk takes a room out of service for two nights and puts it back, without the page scrolling sideways', async ({
    page,
  }) => {
    const session = await signIn(page, ADMIN_PHONE);
    const target = await roomTypeWithRooms(page.request, session, 4, 2);
    const rooms = (
      (await (
        await page.request.get(`/api/admin/room-types/${target.roomTypeId}/rooms`, { headers: authHeader(session) })
      ).json()) as { data: RoomTypeRooms }
    ).data.rooms;
    const room = rooms.at(-1)!;
    await page.goto(`/admin/catalogue/properties/${target.propertyId}`);
    const section = page.getByRole('region', { name: `Rooms of ${target.roomName}` });
    const row = section.getByTestId('numbered-room').filter({ hasText: room.number });
    await expect(row).toContainText('In service');

    const first = addDays(todayIst(), 360);
    await clickWhereDrawn(page, section.getByRole('button', { name: `Take room ${room.number} out of service` }));
    const form = section.getByRole('form', { name: `Room ${room.number} out of service` });
    await form.getByLabel('Reason').fill('Geyser being replaced');
    await form.getByLabel('First night').fill(first);
    await form.getByLabel('Last night').fill(addDays(first, 1));
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page, `page is ${widths.page}px wide in a ${widths.view}px window`).toBeLessThanOrEqual(widths.view);
    await clickWhereDrawn(page, form.getByRole('button', { name: 'Take out of service' }));
    await expect(row).toContainText('Out of service');
    await expect(row).toContainText('Geyser being replaced');
    await expectAccessible(page);

    await clickWhereDrawn(page, section.getByRole('button', { name: `Put room ${room.number} back in service` }));
    await expect(row).toContainText('In service');
  });
});
