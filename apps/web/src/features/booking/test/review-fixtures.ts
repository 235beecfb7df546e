import type { BookingData } from '@staybook/contract/booking';
import { useBookingStore } from '../store/booking-store';
import { CHECK_IN, makeRoom } from './room-factory';

export const DAY = 86_400;

/** A stored selection as the select-rooms page leaves it: one room type, 2 nights at ₹4,000. */
export function seedSelection({ qnt = 1, inventory = [3, 3], adults = 2 } = {}) {
  const s = useBookingStore.getState();
  s.clearBooking();
  s.startSelection({ propertyId: 'p1', checkInDate: CHECK_IN, checkOutDate: CHECK_IN + 2 * DAY, adults, children: 0 });
  s.setPropertyInfo({ title: 'Sea Breeze Resort', address: 'Calangute, Goa', image: null });
  s.addRoom(makeRoom({ id: 'r1', name: 'Deluxe Room', rates: [4000, 4000], inventory }));
  if (qnt > 1) s.setQuantity('r1', qnt);
}

export function heldBooking(overrides: Partial<BookingData> = {}): BookingData {
  return {
    bookingId: '7a1c2f5e-4b7d-4a59-9a0e-2b3c4d5e6f70',
    code: 'SB7K2M9Q',
    status: 'pending_payment',
    holdExpiresAt: Math.floor(Date.now() / 1000) + 15 * 60,
    rate_details: { totalRoomRent: 8000, tax: 400, totalPreTax: 8000, totalPostTax: 8400, nights: 2 },
    payment: null,
    roomIds: [{ id: 'r1', roomCount: 1, adults: 2, children: 0 }],
    ...overrides,
  };
}

export const pricing = {
  success: true,
  data: { totalRoomRent: 8000, tax: 400, totalPreTax: 8000, totalPostTax: 8400, nights: 2, rooms: [] },
};

/** The property offers no extras online (the review page asks; a test about extras answers its own). */
export const noExtras = { 'GET /property/v1/app/booking/extras': { success: true, data: [] } };
