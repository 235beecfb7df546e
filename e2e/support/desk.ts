import { type APIRequestContext, expect } from '@playwright/test';
import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { freshPhone } from './auth';

/**
 * A walk-in booked at the desk from tonight, paid at the property, at a demo property's room type of 3+ rooms: the
 * `fromEnd`-th such type counted from the last (stories that book tonight each take their own, so none runs out of
 * rooms for another). Made through the API as the administrator whose `headers` are given.
 */
export async function walkInTonight(
  request: APIRequestContext,
  headers: Record<string, string>,
  stay: { guestName: string; nights: number; fromEnd: number },
): Promise<{ bookingId: string; code: string; propertyId: string; roomTypeId: string }> {
  const types = (
    (await (await request.get('/api/admin/inventory/room-types', { headers })).json()) as {
      data: InventoryPropertyOption[];
    }
  ).data;
  const target = types
    .filter((p) => !p.archived)
    .flatMap((p) =>
      p.roomTypes.filter((r) => !r.archived && r.totalRooms >= 3).map((r) => ({ propertyId: p.id, roomTypeId: r.id })),
    )
    .at(-stay.fromEnd)!;
  const booked = await request.post('/api/admin/desk-bookings', {
    headers,
    data: {
      propertyId: target.propertyId,
      checkIn: todayIst(),
      checkOut: addDays(todayIst(), stay.nights),
      rooms: [{ roomTypeId: target.roomTypeId, roomCount: 1, adults: 1 }],
      guest: { name: stay.guestName, phone: freshPhone('7') },
      source: 'walk_in',
      payment: { kind: 'at_property' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { bookingId, code } = ((await booked.json()) as { data: { bookingId: string; code: string } }).data;
  return { bookingId, code, ...target };
}
