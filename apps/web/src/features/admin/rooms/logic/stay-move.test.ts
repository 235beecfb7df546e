import type { BookingRoomSlot } from '@staybook/contract/admin-rooms';
import type { ChangeStay } from '@staybook/contract/booking-changes';
import { describe, expect, it } from 'vitest';
import { changedStayOf, roomsToGiveBack } from './stay-move';

const line = (roomTypeId: string, roomCount = 1, ratePlanId: string | null = 'plan') => ({
  roomTypeId,
  roomName: roomTypeId,
  roomCount,
  ratePlanId,
  ratePlanName: 'Room only',
  adults: 2 * roomCount,
  children: 0,
});
const stay = (rooms: ChangeStay['rooms']): ChangeStay => ({
  checkInDate: 1_800_000_000,
  checkOutDate: 1_800_000_000 + 2 * 86_400,
  nights: 2,
  rooms,
  adults: 2,
  children: 0,
  infants: 1,
  pets: false,
  totalRoomRent: 0,
  tax: 0,
  total: 0,
});
const deluxe = { roomTypeId: 'deluxe', roomTypeName: 'Deluxe' };
const suite = { roomTypeId: 'suite', roomTypeName: 'Suite' };

describe('the change a grid move asks for', () => {
  it('shifts every date by the nights moved and keeps the rooms as booked', () => {
    const result = changedStayOf(stay([line('deluxe')]), deluxe, deluxe, -2);
    expect(result).toEqual({
      ok: true,
      stay: {
        checkInDate: 1_800_000_000 - 2 * 86_400,
        checkOutDate: 1_800_000_000,
        roomIds: [{ id: 'deluxe', roomCount: 1, adults: 2, children: 0, ratePlanId: 'plan' }],
        infants: 1,
        pets: false,
        settle: 'at_property',
      },
    });
  });

  it('puts the moved line on the new type with its guests, on that type’s own default plan', () => {
    const result = changedStayOf(stay([line('deluxe'), line('family', 1, null)]), deluxe, suite, 0);
    expect(result.ok && result.stay.roomIds).toEqual([
      { id: 'suite', roomCount: 1, adults: 2, children: 0 },
      { id: 'family', roomCount: 1, adults: 2, children: 0 },
    ]);
  });

  it('moves only the check-out for a stay made longer or shorter, and refuses a stay of no nights', () => {
    const longer = changedStayOf(stay([line('deluxe', 2)]), deluxe, deluxe, 0, 3);
    expect(longer.ok && [longer.stay.checkInDate, longer.stay.checkOutDate]).toEqual([
      1_800_000_000,
      1_800_000_000 + 5 * 86_400,
    ]);
    // Several rooms of a type booked together all stay as long: no guest has to be chosen.
    expect(longer.ok && longer.stay.roomIds).toEqual([
      { id: 'deluxe', roomCount: 2, adults: 4, children: 0, ratePlanId: 'plan' },
    ]);
    const shorter = changedStayOf(stay([line('deluxe')]), deluxe, deluxe, 1, -1);
    expect(shorter.ok && [shorter.stay.checkInDate, shorter.stay.checkOutDate]).toEqual([
      1_800_000_000 + 86_400,
      1_800_000_000 + 2 * 86_400,
    ]);
    expect(changedStayOf(stay([line('deluxe')]), deluxe, deluxe, 0, -2)).toEqual({
      ok: false,
      message: 'A stay needs at least one night. Nothing was changed.',
    });
  });

  it('refuses, in words, to pick one of several rooms of a type booked together', () => {
    const result = changedStayOf(stay([line('deluxe', 2)]), deluxe, suite, 0);
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/booked together .*Change booking.*Nothing was changed/),
    });
  });
});

const slot = (bookingRoomId: string, n: number, roomTypeId: string, roomId?: string): BookingRoomSlot => ({
  bookingRoomId,
  slot: n,
  roomTypeId,
  roomTypeName: roomTypeId,
  stays: roomId ? [{ roomId, number: roomId, from: '2026-12-01', to: '2026-12-02' }] : [],
  unassignedNights: 0,
  freeRooms: [],
  movableFrom: '2026-12-01',
});

describe('the rooms given back after the change', () => {
  it('gives the moved room its target and every other room the room it had', () => {
    const before = [slot('a', 0, 'deluxe', 'r101'), slot('a', 1, 'deluxe', 'r102'), slot('b', 0, 'suite', 'r501')];
    const after = [slot('x', 0, 'deluxe'), slot('x', 1, 'deluxe'), slot('y', 0, 'suite')];
    expect(
      roomsToGiveBack(before, { bookingRoomId: 'a', slot: 1 }, { id: 'r105', roomTypeId: 'deluxe' }, after),
    ).toEqual([
      { bookingRoomId: 'x', slot: 0, roomId: 'r105' },
      { bookingRoomId: 'x', slot: 1, roomId: 'r101' },
      { bookingRoomId: 'y', slot: 0, roomId: 'r501' },
    ]);
  });

  it('gives a room moved to another type its target, and leaves a room that had none to the job', () => {
    const before = [slot('a', 0, 'deluxe', 'r101'), slot('c', 0, 'family')];
    const after = [slot('y', 0, 'suite'), slot('z', 0, 'family')];
    expect(
      roomsToGiveBack(before, { bookingRoomId: 'a', slot: 0 }, { id: 'r501', roomTypeId: 'suite' }, after),
    ).toEqual([{ bookingRoomId: 'y', slot: 0, roomId: 'r501' }]);
  });
});
