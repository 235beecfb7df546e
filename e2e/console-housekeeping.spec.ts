import type { Browser } from '@playwright/test';
import type { BookingRooms } from '@staybook/contract/admin-rooms';
import { clickWhereDrawn, expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, adminSession, authHeader, freshPhone, signIn } from './support/auth';
import { walkInTonight } from './support/desk';

/**
 * Housekeeping (issue 44): a guest arrives today and every free room of their type is dirty. The property's housekeeper
 * (invited with the housekeeping role for that property) opens the console on a phone, lands on the board, and marks one
 * room clean where its button is drawn; the desk, on a laptop, opens the guest's booking, finds that room first among
 * the rooms to assign and said to be clean, and assigns it. The story books the second-to-last room type of 3+ rooms of
 * the demo catalogue for tonight.
 */

async function arrivalTonight(browser: Browser) {
  const context = await browser.newContext();
  const request = context.request;
  const headers = authHeader(await adminSession(request));
  const target = await walkInTonight(request, headers, { guestName: 'Farah Khan', nights: 1, fromEnd: 2 });
  const { bookingId, code } = target;
  const roomsUrl = `/api/admin/bookings/${bookingId}/rooms`;
  let rooms = ((await (await request.get(roomsUrl, { headers })).json()) as { data: BookingRooms }).data;
  // The assignment job may have placed the guest already: the desk's story starts from a guest without a room.
  if (rooms.slots[0]!.stays.length > 0) {
    const slot = rooms.slots[0]!;
    await request.post(`${roomsUrl}/unassign`, {
      headers,
      data: { bookingRoomId: slot.bookingRoomId, slot: slot.slot },
    });
    rooms = ((await (await request.get(roomsUrl, { headers })).json()) as { data: BookingRooms }).data;
  }
  const free = rooms.slots[0]!.freeRooms;
  expect(free.length).toBeGreaterThanOrEqual(2);
  // As if the night's guests had all just checked out: every free room of the type is dirty.
  for (const r of free) {
    const res = await request.put(`/api/admin/rooms/${r.id}/housekeeping`, { headers, data: { status: 'dirty' } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const housekeeperPhone = freshPhone('6');
  const invited = await request.post('/api/admin/staff', {
    headers,
    data: { phone: housekeeperPhone, name: 'Sunita Gawde', role: 'housekeeping', propertyIds: [target.propertyId] },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  await context.close();
  // The room the housekeeper cleans: not the first of the list, so the desk's list changes order once it is clean.
  return { bookingId, code, propertyId: target.propertyId, room: free.at(-1)!.number, housekeeperPhone };
}

test('a housekeeper marks a room clean from a phone, and the desk assigns that room to the guest arriving today', async ({
  browser,
}) => {
  const arrival = await arrivalTonight(browser);

  // The housekeeper, on a phone: the console opens on the board of their property.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, arrival.housekeeperPhone);
  await phone.goto('/admin');
  await expect(phone.getByRole('heading', { name: 'Housekeeping', level: 1 })).toBeVisible();
  await expect(phone).toHaveURL(new RegExp(`/admin/housekeeping\\?property=${arrival.propertyId}`));
  const card = phone
    .getByTestId('hk-room')
    .filter({ has: phone.getByRole('heading', { name: `Room ${arrival.room}` }) });
  await expect(card).toContainText('Dirty');
  await expectAccessible(phone);
  await clickWhereDrawn(phone, card.getByRole('button', { name: `Mark room ${arrival.room} clean` }));
  await expect(phone.getByRole('status')).toHaveText(`Room ${arrival.room} marked clean.`);
  await expect(card.getByRole('button', { name: `Mark room ${arrival.room} clean` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(phone.getByTestId('hk-history')).toContainText(
    `Room ${arrival.room}: Dirty → Clean · Sunita Gawde (Housekeeping)`,
  );
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(phone);
  // The housekeeper has no desk: a booking is not theirs to open.
  await phone.goto(`/admin/bookings/${arrival.bookingId}`);
  await expect(phone.getByText(/Your role \(Housekeeping\) cannot open this page/)).toBeVisible();
  await phoneContext.close();

  // The desk, on a laptop: the clean room comes first among the rooms to assign, said to be clean; assign it.
  const deskContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const desk = await deskContext.newPage();
  await signIn(desk, ADMIN_PHONE);
  await desk.goto(`/admin/bookings/${arrival.bookingId}`);
  await expect(desk.getByRole('heading', { name: `Booking ${arrival.code}`, level: 1 })).toBeVisible();
  const assigned = desk.getByTestId('assigned-room');
  const choices = assigned.getByRole('button', { name: /^Assign room / });
  await expect(choices.first()).toHaveAccessibleName(`Assign room ${arrival.room}`);
  await expect(choices.first()).toContainText(`${arrival.room} · clean`);
  await expect(choices.nth(1)).toContainText('· dirty');
  await clickWhereDrawn(desk, choices.first());
  await expect(assigned).toContainText(`Room ${arrival.room} (`);
  await expectAccessible(desk);
  await deskContext.close();
});
