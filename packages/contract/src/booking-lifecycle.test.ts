import { describe, expect, it } from 'vitest';
import {
  type BookingStatus,
  bookingStatuses,
  bookingStatusLabel,
  bookingTransitions,
  canTransition,
  describeBooking,
} from './booking-lifecycle';

describe('booking lifecycle', () => {
  it.each<[string, BookingStatus, boolean]>([
    ['pending_payment', 'confirmed', true],
    ['pending_payment', 'expired', true],
    ['pending_payment', 'payment_failed', true],
    ['pending_payment', 'cancelled', true],
    ['pending_payment', 'checked_in', false],
    ['confirmed', 'checked_in', true],
    ['confirmed', 'cancelled', true],
    ['confirmed', 'no_show', true],
    ['confirmed', 'completed', false],
    ['confirmed', 'expired', false],
    ['checked_in', 'completed', true],
    ['checked_in', 'cancelled', false],
    ['expired', 'confirmed', true],
    ['payment_failed', 'confirmed', true],
    ['expired', 'cancelled', false],
    ['completed', 'confirmed', false],
    ['cancelled', 'confirmed', false],
    ['no_show', 'checked_in', false],
    ['made_up', 'confirmed', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('ends in completed, cancelled or no-show, and every state is reachable from a new booking', () => {
    const reached = new Set<BookingStatus>(['pending_payment']);
    for (let round = 0; round < bookingStatuses.length; round++)
      for (const from of [...reached]) for (const to of bookingTransitions[from]) reached.add(to);
    expect([...reached].sort()).toEqual([...bookingStatuses].sort());
    const final = bookingStatuses.filter((s) => bookingTransitions[s].length === 0);
    expect(final.sort()).toEqual(['cancelled', 'completed', 'no_show']);
  });

  it('labels each status for staff, and passes unknown values through', () => {
    expect(bookingStatusLabel('checked_in')).toBe('Checked in');
    expect(bookingStatusLabel('expired')).toBe('Hold expired');
    expect(bookingStatusLabel('something')).toBe('something');
    for (const s of bookingStatuses) expect(bookingStatusLabel(s)).not.toBe(s);
  });

  it.each([
    ['confirmed', '2026-12-10', '2026-12-12', '2026-12-09T18:00:00Z', 'upcoming', 'Confirmed'],
    // 10 Dec 00:30 IST is still 9 Dec in UTC: the stay has begun in Goa.
    ['confirmed', '2026-12-10', '2026-12-12', '2026-12-09T19:00:00Z', 'ongoing', 'Ongoing stay'],
    ['confirmed', '2026-12-10', '2026-12-12', '2026-12-12T01:00:00Z', 'completed', 'Completed'],
    ['pending_payment', '2026-12-10', '2026-12-12', '2026-12-01T00:00:00Z', 'processing', 'Payment pending'],
    ['checked_in', '2026-12-10', '2026-12-12', '2026-12-11T00:00:00Z', 'ongoing', 'Checked in'],
    ['no_show', '2026-12-10', '2026-12-12', '2026-12-11T00:00:00Z', 'completed', 'No-show'],
    ['expired', '2026-12-10', '2026-12-12', '2026-12-01T00:00:00Z', 'cancelled', 'Hold expired'],
  ])('a %s booking (%s → %s) at %s reads %s / %s', (status, checkIn, checkOut, at, label, statusText) => {
    expect(describeBooking({ status, checkIn, checkOut, paymentStatus: null }, new Date(at))).toEqual({
      label,
      statusText,
    });
  });

  it('says where the money is after a cancellation', () => {
    const base = { status: 'cancelled', checkIn: '2026-12-10', checkOut: '2026-12-12' };
    const now = new Date('2026-12-01T00:00:00Z');
    // Initiated (being sent, or accepted by the provider) until the provider says it was processed.
    expect(describeBooking({ ...base, paymentStatus: 'refund_pending' }, now).statusText).toBe(
      'Cancelled — refund initiated',
    );
    expect(describeBooking({ ...base, paymentStatus: 'refunded' }, now).statusText).toBe(
      'Cancelled — refund initiated',
    );
    expect(describeBooking({ ...base, paymentStatus: 'refund_credited' }, now).statusText).toBe('Cancelled — refunded');
    expect(describeBooking({ ...base, status: 'expired', paymentStatus: 'refund_credited' }, now).statusText).toBe(
      'Hold expired — refunded',
    );
    expect(describeBooking({ ...base, paymentStatus: 'refund_delayed' }, now).statusText).toBe(
      'Cancelled — refund delayed',
    );
  });
});

describe('undo of a stay action', () => {
  it.each<[string, BookingStatus, boolean]>([
    ['checked_in', 'confirmed', true],
    ['completed', 'checked_in', true],
    ['no_show', 'confirmed', true],
    ['cancelled', 'confirmed', false],
    ['completed', 'confirmed', false],
    ['confirmed', 'checked_in', false],
  ])('%s → %s allowed only as an undo: %s', (from, to, allowed) => {
    expect(canTransition(from, to, true)).toBe(allowed);
    // Never as an ordinary change.
    if (allowed) expect(canTransition(from, to)).toBe(false);
  });
});
