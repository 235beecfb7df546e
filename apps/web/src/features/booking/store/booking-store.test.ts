import { beforeEach, describe, expect, it } from 'vitest';
import { CHECK_IN, makeRoom } from '../test/room-factory';
import { BOOKING_STORAGE_KEY, type StayChoice, useBookingStore } from './booking-store';
import type { HeldBooking } from './held-booking';

const DAY = 86_400;
const stay: StayChoice = {
  propertyId: 'p1',
  checkInDate: CHECK_IN,
  checkOutDate: CHECK_IN + 2 * DAY,
  adults: 2,
  children: 0,
};
const held: HeldBooking = {
  bookingId: 'b1',
  code: 'SB7K2M9Q',
  status: 'pending_payment',
  holdExpiresAt: CHECK_IN - 3600,
  rate_details: { totalRoomRent: 8000, tax: 400, totalPreTax: 8000, totalPostTax: 8400, nights: 2 },
  payment: null,
  roomIds: [{ id: 'a', roomCount: 1, adults: 2, children: 0 }],
};
const store = () => useBookingStore.getState();

beforeEach(() => {
  store().clearBooking();
});

describe('booking store', () => {
  it('recomputes the total as rate x quantity x nights', () => {
    store().startSelection(stay);
    store().addRoom(makeRoom({ id: 'a', rates: [4000, 4000] }));
    expect(store().totalPrice).toBe(8000);
    store().setQuantity('a', 3);
    expect(store().totalPrice).toBe(24000);
    store().setQuantity('a', 0);
    expect(store().selectedRooms).toEqual({});
    expect(store().totalPrice).toBe(0);
  });

  it('opening a different property clears the stored booking', () => {
    store().startSelection(stay);
    store().setPropertyInfo({ title: 'Sea Breeze', address: 'Goa', image: null });
    store().addRoom(makeRoom({ id: 'a' }));
    store().setGuestDetails({ name: 'Asha', email: 'a@b.in', phone: '9876543210' }, true);
    store().startSelection({ ...stay, propertyId: 'p2' });
    expect(store()).toMatchObject({ propertyId: 'p2', propertyInfo: null, selectedRooms: {}, totalPrice: 0 });
    expect(store().guestDetails.name).toBe('');
  });

  it('reopening the same property keeps the selection and the guest details', () => {
    store().startSelection(stay);
    store().addRoom(makeRoom({ id: 'a' }));
    store().setGuestDetails({ name: 'Asha', email: 'a@b.in', phone: '9876543210' }, true);
    store().startSelection({ ...stay, adults: 1, children: 1 });
    expect(Object.keys(store().selectedRooms)).toEqual(['a']);
    expect(store().guests).toEqual({ adults: 1, children: 1 });
    // Guests from the URL are kept as searched, even beyond what the rooms sleep: the page asks for another room.
    store().startSelection({ ...stay, adults: 5, children: 3 });
    expect(store().guests).toEqual({ adults: 5, children: 3 });
    expect(store().guestDetails.name).toBe('Asha');
  });

  it('new dates recompute the total and drop an old hold', () => {
    store().startSelection(stay);
    store().addRoom(makeRoom({ id: 'a', rates: [4000, 4000] }));
    store().setBookingResponse(held);
    store().startSelection({ ...stay, checkOutDate: CHECK_IN + 3 * DAY });
    expect(store().bookingResponse).toBeNull();
    expect(store().step).toBe(0);
  });

  it('adults are auto-raised to the number of rooms', () => {
    store().startSelection({ ...stay, adults: 1 });
    store().addRoom(makeRoom({ id: 'a', inventory: [5, 5] }));
    store().setQuantity('a', 3);
    expect(store().guests.adults).toBe(3);
    store().setGuests({ adults: 1, children: 0 });
    expect(store().guests.adults).toBe(3);
  });

  it('a booking response moves to step 1; changing rooms afterwards drops the hold response', () => {
    store().startSelection(stay);
    store().addRoom(makeRoom({ id: 'a' }));
    store().setBookingResponse(held);
    expect(store()).toMatchObject({ step: 1, bookingId: 'b1' });
    store().reconcileRooms([makeRoom({ id: 'a' })]);
    expect(store().step).toBe(1);
    store().setQuantity('a', 2);
    // The id is kept so the next booking call lets the server release the old hold.
    expect(store()).toMatchObject({ step: 0, bookingId: 'b1', bookingResponse: null });
  });

  it('persists data, not actions, under its storage key', () => {
    store().startSelection(stay);
    store().addRoom(makeRoom({ id: 'a' }));
    const saved = JSON.parse(localStorage.getItem(BOOKING_STORAGE_KEY) ?? '{}');
    expect(saved.version).toBe(1);
    expect(saved.state.propertyId).toBe('p1');
    expect(saved.state.selectedRooms.a.qnt).toBe(1);
    expect(saved.state.addRoom).toBeUndefined();
  });
});
