import { describe, expect, it } from 'vitest';
import {
  deskActionProblem,
  deskActions,
  lastStayActionOf,
  monthOf,
  nightsToRelease,
  stayActionWords,
  undoProblem,
} from './bookings-desk-rules';

const stay = (status: string) => ({ status, checkIn: '2030-03-10', checkOut: '2030-03-13' });

describe('deskActionProblem', () => {
  it('checks in a confirmed booking from its arrival day until the day before check-out', () => {
    expect(deskActionProblem('check_in', stay('confirmed'), '2030-03-09')).toBe(
      'Check-in opens on the arrival day, 10 Mar 2030.',
    );
    expect(deskActionProblem('check_in', stay('confirmed'), '2030-03-10')).toBeNull();
    expect(deskActionProblem('check_in', stay('confirmed'), '2030-03-12')).toBeNull();
    expect(deskActionProblem('check_in', stay('confirmed'), '2030-03-13')).toBe(
      'The stay ended on 13 Mar 2030; it can no longer be checked in. Mark it as a no-show instead.',
    );
    expect(deskActionProblem('check_in', stay('pending_payment'), '2030-03-10')).toBe(
      'Only a confirmed booking can be checked in; this one is payment pending.',
    );
    expect(deskActionProblem('check_in', stay('checked_in'), '2030-03-10')).toBe(
      'Only a confirmed booking can be checked in; this one is checked in.',
    );
  });

  it('checks out only a checked-in booking, any day', () => {
    expect(deskActionProblem('check_out', stay('checked_in'), '2030-03-10')).toBeNull();
    expect(deskActionProblem('check_out', stay('checked_in'), '2030-03-20')).toBeNull();
    expect(deskActionProblem('check_out', stay('confirmed'), '2030-03-11')).toBe(
      'Only a checked-in booking can be checked out; this one is confirmed.',
    );
  });

  it('marks a no-show only for a confirmed booking whose arrival day has come', () => {
    expect(deskActionProblem('no_show', stay('confirmed'), '2030-03-09')).toBe(
      'A booking can be marked as a no-show only from its arrival day, 10 Mar 2030.',
    );
    expect(deskActionProblem('no_show', stay('confirmed'), '2030-03-10')).toBeNull();
    expect(deskActionProblem('no_show', stay('confirmed'), '2030-03-20')).toBeNull();
    expect(deskActionProblem('no_show', stay('cancelled'), '2030-03-10')).toBe(
      'Only a confirmed booking can be marked as a no-show; this one is cancelled.',
    );
  });

  it('cancels unpaid and confirmed bookings until the stay ends', () => {
    expect(deskActionProblem('cancel', stay('pending_payment'), '2030-03-01')).toBeNull();
    expect(deskActionProblem('cancel', stay('confirmed'), '2030-03-12')).toBeNull();
    expect(deskActionProblem('cancel', stay('confirmed'), '2030-03-13')).toBe(
      'The stay ended on 13 Mar 2030; mark the booking as a no-show instead of cancelling it.',
    );
    expect(deskActionProblem('cancel', stay('checked_in'), '2030-03-11')).toBe(
      'Only a confirmed or unpaid booking can be cancelled; this one is checked in.',
    );
    expect(deskActionProblem('cancel', stay('no_show'), '2030-03-11')).toBe(
      'Only a confirmed or unpaid booking can be cancelled; this one is no-show.',
    );
  });

  it('lists the actions allowed today', () => {
    expect(deskActions(stay('confirmed'), '2030-03-01')).toEqual({
      cancel: true,
      checkIn: false,
      checkOut: false,
      noShow: false,
    });
    expect(deskActions(stay('confirmed'), '2030-03-10')).toEqual({
      cancel: true,
      checkIn: true,
      checkOut: false,
      noShow: true,
    });
    expect(deskActions(stay('checked_in'), '2030-03-11')).toEqual({
      cancel: false,
      checkIn: false,
      checkOut: true,
      noShow: false,
    });
    expect(deskActions(stay('completed'), '2030-03-11')).toEqual({
      cancel: false,
      checkIn: false,
      checkOut: false,
      noShow: false,
    });
  });
});

describe('nightsToRelease', () => {
  it('gives back the nights from today (or check-in) up to check-out', () => {
    expect(nightsToRelease(stay('confirmed'), '2030-03-05')).toEqual({ from: '2030-03-10', to: '2030-03-13' });
    expect(nightsToRelease(stay('confirmed'), '2030-03-10')).toEqual({ from: '2030-03-10', to: '2030-03-13' });
    expect(nightsToRelease(stay('confirmed'), '2030-03-12')).toEqual({ from: '2030-03-12', to: '2030-03-13' });
    expect(nightsToRelease(stay('confirmed'), '2030-03-13')).toBeNull();
    expect(nightsToRelease(stay('confirmed'), '2030-04-01')).toBeNull();
  });
});

describe('helpers', () => {
  it('finds the month of a day, leap years and December included', () => {
    expect(monthOf('2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2030-12-31')).toEqual({ from: '2030-12-01', to: '2030-12-31' });
    expect(monthOf('2030-04-01')).toEqual({ from: '2030-04-01', to: '2030-04-30' });
  });
});

describe('stayActionWords', () => {
  // Asha Kamat, 24–27 Dec: three nights of ₹4,000 + ₹200 GST.
  const booking = (status: string) => ({
    status,
    checkIn: '2030-12-24',
    checkOut: '2030-12-27',
    nights: 3,
    guestName: 'Asha Kamat',
  });
  const charge = ['2030-12-24', '2030-12-25', '2030-12-26'].map((date) => ({
    date,
    rentPaise: 400_000,
    taxPaise: 20_000,
  }));
  const words = (action: 'check_in' | 'check_out' | 'no_show', status: string, today: string, heldPaise = 1_260_000) =>
    stayActionWords({ action, booking: booking(status), today, charge, heldPaise });

  it('names the nights an early check-out gives back and what the policy keeps', () => {
    expect(words('check_out', 'checked_in', '2030-12-25')).toEqual({
      early: true,
      question: 'Check out Asha Kamat early?',
      consequence: '2 of 3 nights (25–27 Dec) go back on sale and the stay ends; the policy keeps ₹8,400.',
      undoNote: 'It can be undone for 10 minutes.',
      confirmLabel: 'Check out early',
      nightsBack: 2,
      keptPaise: 840_000,
    });
    expect(words('check_out', 'checked_in', '2030-12-26').consequence).toBe(
      '1 of 3 nights (26–27 Dec) goes back on sale and the stay ends; the policy keeps ₹4,200.',
    );
  });

  it('says so when a check-out on the arrival day gives every night back', () => {
    expect(words('check_out', 'checked_in', '2030-12-24').consequence).toBe(
      'It is the arrival day: all 3 nights (24–27 Dec) go back on sale and the stay ends; the policy keeps ₹12,600.',
    );
  });

  it('gives nothing back on a check-out on the check-out day', () => {
    expect(words('check_out', 'checked_in', '2030-12-27')).toMatchObject({
      early: false,
      question: 'Check out Asha Kamat?',
      consequence: 'The stay ends and is marked completed; no nights are given back.',
      nightsBack: 0,
      keptPaise: 0,
    });
  });

  it('keeps what was paid on a no-show, never more than the charge', () => {
    expect(words('no_show', 'confirmed', '2030-12-24', 378_000)).toMatchObject({
      question: 'Mark Asha Kamat as a no-show?',
      consequence:
        'All 3 nights (24–27 Dec) go back on sale and the booking ends; the policy keeps ₹3,780 (what was paid).',
      keptPaise: 378_000,
    });
    expect(words('no_show', 'confirmed', '2030-12-25', 0).consequence).toBe(
      '2 of 3 nights (25–27 Dec) go back on sale and the booking ends; nothing was paid, so nothing is kept.',
    );
    expect(words('no_show', 'confirmed', '2030-12-27', 2_000_000)).toMatchObject({
      consequence: 'The stay has ended, so no nights go back on sale; the policy keeps ₹12,600 (what was paid).',
      keptPaise: 1_260_000,
    });
  });

  it('names a check-in and what it rules out', () => {
    expect(words('check_in', 'confirmed', '2030-12-24')).toMatchObject({
      question: 'Check in Asha Kamat?',
      consequence:
        'Asha Kamat is marked in house for 3 nights (24–27 Dec); the booking can then no longer be cancelled.',
      nightsBack: 0,
    });
  });
});

describe('undo of a stay action', () => {
  const at = new Date('2030-12-25T05:00:00Z');
  const entry = (action: string, when: Date, status: string) => ({
    action,
    before: { holdsInventory: true },
    after: { status, releasedNights: { from: '2030-12-25', to: '2030-12-27' }, at: when.toISOString() },
    createdAt: new Date('2031-01-01T00:00:00Z'),
  });

  it('finds the latest action by its own instant, and sees an undo after it', () => {
    const checkIn = entry('booking.check_in', new Date(at.getTime() - 60_000), 'checked_in');
    const checkOut = entry('booking.check_out', at, 'completed');
    expect(lastStayActionOf([checkOut, checkIn, { action: 'booking.cancel', after: {}, createdAt: at }])).toEqual({
      action: 'check_out',
      at,
      statusAfter: 'completed',
      releasedNights: { from: '2030-12-25', to: '2030-12-27' },
      holdsInventoryBefore: true,
      undone: false,
    });
    const undone = entry('booking.undo_check_out', new Date(at.getTime() + 1_000), 'checked_in');
    expect(lastStayActionOf([checkIn, checkOut, undone])?.undone).toBe(true);
    expect(lastStayActionOf([])).toBeNull();
  });

  it('allows the undo for 10 minutes, while the booking is as the action left it', () => {
    const last = lastStayActionOf([entry('booking.no_show', at, 'no_show')]);
    expect(undoProblem(last, 'no_show', new Date(at.getTime() + 10 * 60_000))).toBeNull();
    expect(undoProblem(last, 'no_show', new Date(at.getTime() + 10 * 60_000 + 1))).toBe(
      'A no-show can be undone only within 10 minutes; this one was made at 25 Dec 2030, 10:30 AM.',
    );
    expect(undoProblem(last, 'cancelled', at)).toBe(
      'The booking changed after the no-show; it can no longer be undone.',
    );
    expect(undoProblem(null, 'confirmed', at)).toBe(
      'There is no check-in, check-out or no-show to undo on this booking.',
    );
  });
});
