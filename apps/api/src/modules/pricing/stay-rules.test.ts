import { describe, expect, it } from 'vitest';
import { stayProblem } from './stay-rules.js';

describe('stayProblem', () => {
  it.each([
    ['2030-01-01', '2030-01-02', null, null],
    ['2030-01-02', '2030-01-02', null, 'Check-out time must be greater than check-in time.'],
    ['2030-01-03', '2030-01-02', null, 'Check-out time must be greater than check-in time.'],
    ['2030-01-01', '2030-01-31', null, null],
    ['2030-01-01', '2030-02-01', null, 'A stay can be at most 30 nights.'],
    ['2030-01-01', '2030-01-02', '2030-01-01', null],
    ['2029-12-31', '2030-01-02', '2030-01-01', 'Check-in date cannot be in the past.'],
  ])('%s → %s (today %s): %s', (checkIn, checkOut, today, expected) => {
    expect(stayProblem({ checkIn, checkOut }, today)).toBe(expected);
  });
});
