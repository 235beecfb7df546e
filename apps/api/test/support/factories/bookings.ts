import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import type { FastifyInstance } from 'fastify';
import { payInCheckout } from '../payment-helpers.js';
import type { Guest } from './users.js';

/** Booking requests and bookings made the way a guest makes them: through the API and the sandbox checkout. */

/** Unix seconds of an IST date `days` from today. */
export const dayFromToday = (days: number): number => istDateToUnix(addDays(todayIst(), days));

export const primaryGuest = { name: 'Asha Naik', email: 'asha@example.com', phone: '9822012345' };

export function bookingPayload(
  propertyId: string,
  rooms: Array<{ id: string; roomCount?: number; adults?: number; children?: number }>,
  checkInDays: number,
  checkOutDays: number,
  over: Record<string, unknown> = {},
) {
  const roomIds = rooms.map((r) => ({
    id: r.id,
    roomCount: r.roomCount ?? 1,
    adults: r.adults ?? r.roomCount ?? 1,
    children: r.children ?? 0,
  }));
  const adults = roomIds.reduce((n, r) => n + r.adults, 0);
  const children = roomIds.reduce((n, r) => n + r.children, 0);
  return {
    initiatePayment: true,
    checkInDate: dayFromToday(checkInDays),
    checkOutDate: dayFromToday(checkOutDays),
    propertyId,
    addons: [],
    guests: { adults, children },
    adults,
    childrens: children,
    roomIds,
    paymentType: 'online',
    primaryGuest,
    ...over,
  };
}

export async function book(app: FastifyInstance, guest: Pick<Guest, 'headers'>, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/property/v1/app/booking', headers: guest.headers, payload });
}

/** One room of a room type for the nights `from`…`to` (days from today). */
export interface StayRequest {
  propertyId: string;
  roomTypeId: string;
  from: number;
  to: number;
}

export interface HeldBooking {
  bookingId: string;
  code: string;
  /** The sandbox payment order the hold waits on. */
  orderId: string;
  guest: Guest;
}

/** An unpaid hold (status pending_payment) with its payment order, made through the guest API. */
export async function holdBooking(app: FastifyInstance, guest: Guest, stay: StayRequest): Promise<HeldBooking> {
  const res = await book(app, guest, bookingPayload(stay.propertyId, [{ id: stay.roomTypeId }], stay.from, stay.to));
  if (res.statusCode !== 200) throw new Error(`hold refused (${res.statusCode}): ${res.body}`);
  const data = res.json().data;
  return { bookingId: data.bookingId, code: data.code, orderId: data.payment.orderDetails.id, guest };
}

/** A confirmed booking: held through the guest API, then paid by card in the sandbox checkout (webhook included). */
export async function paidBooking(app: FastifyInstance, guest: Guest, stay: StayRequest): Promise<HeldBooking> {
  const hold = await holdBooking(app, guest, stay);
  const paid = await payInCheckout(app, hold.orderId);
  if (paid.json().paid !== true) throw new Error(`sandbox payment failed: ${paid.body}`);
  return hold;
}
