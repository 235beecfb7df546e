import { describe, expect, it } from 'vitest';
import { deskActionProblem, deskActions, monthOf, nightsToRelease } from './bookings-desk-rules';

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
