import { istDateToUnix } from '@staybook/contract/stay-dates';
import { describe, expect, it } from 'vitest';
import { DELUXE, FLEX, SAVER, SUITE, stay } from '../test/change-fixtures';
import { BOOKING_ID } from '../test/fixtures';
import { changeFormOf, checkChange, withRoomCount } from './change-form';

const rooms = [
  { id: DELUXE, name: 'Deluxe Room' },
  { id: SUITE, name: 'Pool Suite' },
];

describe('the change form', () => {
  it('opens on the booking as it is, then every other room type at none', () => {
    const form = changeFormOf(stay(), rooms);
    expect(form.checkIn).toBe('2027-03-10');
    expect(form.checkOut).toBe('2027-03-12');
    expect(form.lines.map((l) => [l.roomName, l.roomCount, l.ratePlanId, l.adults, l.children])).toEqual([
      ['Deluxe Room', 1, FLEX, 2, 0],
      ['Pool Suite', 0, '', 0, 0],
    ]);
  });

  it('keeps a room type booked twice under two plans as two lines', () => {
    const booked = stay();
    const first = booked.rooms[0]!;
    const form = changeFormOf(
      { ...booked, rooms: [first, { ...first, ratePlanId: SAVER, ratePlanName: 'Saver' }] },
      rooms,
    );
    expect(form.lines.filter((l) => l.roomTypeId === DELUXE)).toHaveLength(2);
  });

  it('gives a line taken up one adult, and takes the guests off a line set to none', () => {
    const none = changeFormOf(stay(), rooms).lines[1]!;
    expect(withRoomCount(none, 2)).toMatchObject({ roomCount: 2, adults: 1 });
    const booked = changeFormOf(stay(), rooms).lines[0]!;
    expect(withRoomCount(booked, 0)).toMatchObject({ roomCount: 0, adults: 0, children: 0 });
    expect(withRoomCount(booked, 2)).toMatchObject({ roomCount: 2, adults: 2 });
  });

  it('asks for the rooms taken, in IST unix seconds, with the plan only when one is chosen', () => {
    const form = changeFormOf(stay(), rooms);
    form.checkOut = '2027-03-13';
    form.lines[1] = { ...withRoomCount(form.lines[1]!, 1), children: 1 };
    const checked = checkChange(BOOKING_ID, form);
    expect(checked).toEqual({
      ok: true,
      body: {
        bookingId: BOOKING_ID,
        checkInDate: istDateToUnix('2027-03-10'),
        checkOutDate: istDateToUnix('2027-03-13'),
        roomIds: [
          { id: DELUXE, roomCount: 1, adults: 2, children: 0, ratePlanId: FLEX },
          { id: SUITE, roomCount: 1, adults: 1, children: 1 },
        ],
      },
    });
  });

  it.each([
    [
      'check-out on check-in',
      { checkOut: '2027-03-10' },
      'order',
      'Check-out must be at least one day after check-in.',
    ],
    ['no date', { checkIn: '' }, 'dates', 'Please choose the dates.'],
  ])('refuses %s', (_name, patch, problem, message) => {
    expect(checkChange(BOOKING_ID, { ...changeFormOf(stay(), rooms), ...patch })).toEqual({
      ok: false,
      problem,
      message,
    });
  });

  it('refuses a stay with no room, and a room line with nobody in it', () => {
    const form = changeFormOf(stay(), rooms);
    const empty = { ...form, lines: form.lines.map((l) => withRoomCount(l, 0)) };
    expect(checkChange(BOOKING_ID, empty)).toEqual({
      ok: false,
      problem: 'rooms',
      message: 'Please select at least one room.',
    });
    const nobody = { ...form, lines: [{ ...form.lines[0]!, adults: 0 }] };
    expect(checkChange(BOOKING_ID, nobody)).toEqual({
      ok: false,
      problem: 'noAdult',
      room: 'Deluxe Room',
      message: 'Please add at least one adult to the Deluxe Room.',
    });
  });

  it("refuses more rooms than a booking may hold, in the contract's words", () => {
    const form = changeFormOf(stay(), rooms);
    const many = { ...form, lines: form.lines.map((l) => withRoomCount(l, 3)) };
    const checked = checkChange(BOOKING_ID, many);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.problem).toBe('schema');
    expect(!checked.ok && checked.message).toMatch(/at most 5 rooms/);
  });
});
