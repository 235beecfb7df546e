import type { BookingChange, BookingChangePreview, ChangeStay } from '@staybook/contract/booking-changes';
import type { Room } from '@staybook/contract/catalogue';
import { istDateToUnix } from '@staybook/contract/stay-dates';
import { BOOKING_ID } from './fixtures';

export const DELUXE = '1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8';
export const SUITE = '2c3d4e5f-6071-4b82-9ca3-b4c5d6e7f809';
export const SAVER = '3d4e5f60-7182-4c93-8db4-c5d6e7f8091a';
export const FLEX = '4e5f6071-8293-4da4-9ec5-d6e7f8091a2b';

export function stay(overrides: Partial<ChangeStay> = {}): ChangeStay {
  return {
    checkInDate: istDateToUnix('2027-03-10'),
    checkOutDate: istDateToUnix('2027-03-12'),
    nights: 2,
    rooms: [
      {
        roomTypeId: DELUXE,
        roomName: 'Deluxe Room',
        roomCount: 1,
        ratePlanId: FLEX,
        ratePlanName: 'Flexible',
        adults: 2,
        children: 0,
      },
    ],
    adults: 2,
    children: 0,
    infants: 0,
    pets: false,
    totalRoomRent: 8000,
    tax: 400,
    total: 8400,
    ...overrides,
  };
}

const plan = (id: string, name: string, isDefault: boolean) =>
  ({ id, name, mealPlan: 'room_only', mealPlanLabel: 'Room only', paymentPolicy: 'pay_now', isDefault }) as never;

/** A room type as the rooms call gives it (only what the change screen reads is meaningful). */
export function room(id: string, name: string, overrides: Partial<Room> = {}): Room {
  return {
    id,
    name,
    maxAdults: 3,
    url: null,
    available: 4,
    ratePlans: [plan(FLEX, 'Flexible', true), plan(SAVER, 'Saver', false)],
    ...overrides,
  } as Room;
}

export function preview(overrides: Partial<BookingChangePreview> = {}): BookingChangePreview {
  const after = stay({
    checkOutDate: istDateToUnix('2027-03-13'),
    nights: 3,
    totalRoomRent: 12000,
    tax: 600,
    total: 12600,
  });
  return {
    bookingId: BOOKING_ID,
    allowed: true,
    reason: null,
    kinds: ['dates'],
    before: stay(),
    after,
    difference: 4200,
    paidOnline: 8400,
    payNow: 4200,
    refund: 0,
    kept: 0,
    dueAtProperty: 0,
    settlement: 'pay_online',
    message: 'You pay ₹4,200 more now.',
    ...overrides,
  };
}

export function change(overrides: Partial<BookingChange> = {}): BookingChange {
  const p = preview();
  return {
    id: '5f607182-93a4-4eb5-8fd6-e7f8091a2b3c',
    bookingId: BOOKING_ID,
    status: 'applied',
    requestedAt: 1_795_500_000,
    appliedAt: 1_795_500_060,
    by: 'guest',
    staffName: null,
    reason: null,
    kinds: ['dates'],
    lines: ['Dates changed from 10 Mar 2027 – 12 Mar 2027 to 10 Mar 2027 – 13 Mar 2027.'],
    before: p.before,
    after: p.after,
    difference: 4200,
    settlement: 'pay_online',
    paid: 4200,
    refund: 0,
    kept: 0,
    moneyText: '₹4,200 paid on 26 Nov 2026.',
    ...overrides,
  };
}
