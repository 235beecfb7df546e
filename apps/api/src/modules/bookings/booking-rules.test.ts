import { policyGroupTitle as humanizeKey } from '@staybook/contract/booking-detail-rows';
import { describeBooking } from '@staybook/contract/booking-lifecycle';
import { describe, expect, it } from 'vitest';
import { bookingCode, guestTotals, holdLimitProblem, isLiveHold, isSameStay } from './booking-rules.js';

// Whether the guests fit the rooms is the contract's occupancyProblem (occupancy.test.ts).
describe('guests', () => {
  it('reads totals from guests, then adults/childrens, then the rooms', () => {
    const roomIds = [
      { adults: 2, children: 1 },
      { adults: 1, children: 0 },
    ];
    expect(guestTotals({ guests: { adults: 4, children: 2 }, adults: 9, roomIds })).toEqual({ adults: 4, children: 2 });
    expect(guestTotals({ adults: 3, childrens: 0, roomIds })).toEqual({ adults: 3, children: 0 });
    expect(guestTotals({ roomIds })).toEqual({ adults: 3, children: 1 });
  });
});

describe('describeBooking', () => {
  // 2030-03-10 check-in, 2030-03-12 check-out. IST midnight of 10 Mar is 2030-03-09T18:30:00Z.
  const stay = { checkIn: '2030-03-10', checkOut: '2030-03-12', paymentStatus: 'captured' };
  it.each([
    ['pending_payment', '2030-03-01T00:00:00Z', 'processing', 'Payment pending'],
    ['confirmed', '2030-03-09T18:29:59Z', 'upcoming', 'Confirmed'], // 23:59:59 IST on 9 Mar
    ['confirmed', '2030-03-09T18:30:00Z', 'ongoing', 'Ongoing stay'], // 00:00 IST on 10 Mar
    ['confirmed', '2030-03-11T18:29:59Z', 'ongoing', 'Ongoing stay'], // last minute of 11 Mar IST
    ['confirmed', '2030-03-11T18:30:00Z', 'completed', 'Completed'], // check-out date in IST
    ['checked_in', '2030-03-10T10:00:00Z', 'ongoing', 'Checked in'],
    ['checked_in', '2030-03-12T10:00:00Z', 'completed', 'Completed'],
    ['completed', '2030-03-01T00:00:00Z', 'completed', 'Completed'],
    ['payment_failed', '2030-03-01T00:00:00Z', 'cancelled', 'Payment failed'],
  ])('%s at %s is %s (%s)', (status, instant, label, statusText) => {
    expect(describeBooking({ ...stay, status }, new Date(instant))).toEqual({ label, statusText });
  });

  it.each([
    ['cancelled', 'refunded', 'Cancelled — refund initiated'],
    ['cancelled', 'refund_credited', 'Cancelled — refunded'],
    ['cancelled', 'refund_pending', 'Cancelled — refund initiated'],
    ['cancelled', null, 'Cancelled'],
    ['expired', null, 'Hold expired'],
    ['expired', 'refunded', 'Hold expired — refund initiated'],
    ['expired', 'refund_credited', 'Hold expired — refunded'],
  ])('%s with payment %s reads "%s"', (status, paymentStatus, statusText) => {
    expect(describeBooking({ ...stay, status, paymentStatus }, new Date('2030-03-01T00:00:00Z'))).toEqual({
      label: 'cancelled',
      statusText,
    });
  });
});

describe('policy keys', () => {
  it('titles policy keys', () => {
    expect(humanizeKey('guestProfile')).toBe('Guest Profile');
    expect(humanizeKey('pets_policy')).toBe('Pets Policy');
    expect(humanizeKey('foodAndBeverage')).toBe('Food & Beverage');
  });
});

describe('booking reference and re-initiation', () => {
  it('makes an SB code without ambiguous characters', () => {
    expect(bookingCode(new Uint8Array([0, 1, 2, 3, 30, 31]))).toBe('SBABCD9A');
    expect(bookingCode(new Uint8Array([255, 255, 255, 255, 255, 255]))).toMatch(/^SB[A-Z2-9]{6}$/);
  });

  it('compares stays regardless of room order', () => {
    const a = {
      propertyId: 'p',
      checkIn: '2030-01-01',
      checkOut: '2030-01-03',
      rooms: [
        { id: 'x', roomCount: 1 },
        { id: 'y', roomCount: 2 },
      ],
    };
    expect(isSameStay(a, { ...a, rooms: [...a.rooms].reverse() })).toBe(true);
    expect(isSameStay(a, { ...a, rooms: [{ id: 'x', roomCount: 1 }] })).toBe(false);
    expect(isSameStay(a, { ...a, checkOut: '2030-01-04' })).toBe(false);
  });
});

describe('unpaid holds', () => {
  it.each([
    [0, null],
    [1, null],
    [
      2,
      'You already have 2 bookings waiting for payment. Complete or cancel one of them, or wait for it to lapse (15 minutes), before starting another.',
    ],
    [3, expect.stringContaining('You already have 2 bookings waiting for payment.')],
  ])('a guest with %i live holds: %s', (live, expected) => {
    expect(holdLimitProblem(live, 15)).toEqual(expected);
  });

  it('names the configured hold time', () => {
    expect(holdLimitProblem(2, 1)).toContain('(1 minute)');
  });

  const now = new Date('2030-01-01T10:00:00Z');
  const later = new Date('2030-01-01T10:15:00Z');
  it.each([
    [
      'pending and holding until later',
      { status: 'pending_payment', holdsInventory: true, holdExpiresAt: later },
      true,
    ],
    ['lapsed at this very instant', { status: 'pending_payment', holdsInventory: true, holdExpiresAt: now }, false],
    ['without an expiry', { status: 'pending_payment', holdsInventory: true, holdExpiresAt: null }, false],
    ['released', { status: 'pending_payment', holdsInventory: false, holdExpiresAt: later }, false],
    ['paid', { status: 'confirmed', holdsInventory: true, holdExpiresAt: later }, false],
  ])('a booking %s is a live hold: %s', (_name, booking, expected) => {
    expect(isLiveHold(booking, now)).toBe(expected);
  });
});
