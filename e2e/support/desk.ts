import { type APIRequestContext, expect } from '@playwright/test';
import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import type { DeskBookingResult } from '@staybook/contract/desk-bookings';
import type { Language } from '@staybook/contract/languages';
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

/**
 * A phone booking the desk enters to be paid by a payment link (sent by SMS and e-mail, holding the rooms a day), its
 * messages in `language` when the desk chooses one: what New booking's "Payment link (SMS and e-mail)" makes
 * (desk-booking-payment-link.spec.ts drives that form). Made through the API as the staff member whose `headers` are
 * given; `roomTypeId` is a room's id as the guest site lists it (`findBookableRoom`'s `roomId`).
 */
export async function phoneBookingByLink(
  request: APIRequestContext,
  headers: Record<string, string>,
  booking: {
    propertyId: string;
    roomTypeId: string;
    checkIn: string;
    checkOut: string;
    guest: { name: string; phone: string };
    language?: Language;
  },
): Promise<{ bookingId: string; code: string; url: string }> {
  const booked = await request.post('/api/admin/desk-bookings', {
    headers,
    data: {
      propertyId: booking.propertyId,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      rooms: [{ roomTypeId: booking.roomTypeId, roomCount: 1, adults: 1 }],
      guest: booking.guest,
      source: 'phone',
      ...(booking.language ? { language: booking.language } : {}),
      payment: { kind: 'link' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const result = ((await booked.json()) as { data: DeskBookingResult }).data;
  expect(result.paymentLink, 'a booking by link has its link').not.toBeNull();
  return { bookingId: result.bookingId, code: result.code, url: result.paymentLink!.url };
}

/**
 * The desk checks a confirmed booking in and then out (on the arrival day: an early check-out), so its stay is
 * completed: what the arrivals page's buttons do (console-safety-rails.spec.ts clicks them). Through the API as the
 * staff member whose `headers` are given.
 */
export async function checkInAndOut(
  request: APIRequestContext,
  headers: Record<string, string>,
  bookingId: string,
): Promise<void> {
  for (const step of ['check-in', 'check-out'] as const) {
    const res = await request.post(`/api/admin/bookings/${bookingId}/${step}`, { headers });
    expect(res.ok(), `${step}: ${res.status()} ${await res.text()}`).toBeTruthy();
  }
}
