import { describe, expect, it } from 'vitest';
import { reviewEligibility, reviewerDisplayName, summariseScores } from './review-rules';

// 2026-03-10 09:00 IST.
const now = new Date('2026-03-10T03:30:00Z');

describe('reviewEligibility', () => {
  it.each([
    ['completed', '2026-03-12', 'eligible'],
    ['checked_in', '2026-03-10', 'eligible'],
    ['checked_in', '2026-03-11', 'not_stayed_yet'],
    ['confirmed', '2026-03-09', 'eligible'],
    ['confirmed', '2026-03-11', 'not_stayed_yet'],
    ['cancelled', '2026-03-01', 'not_a_stay'],
    ['no_show', '2026-03-01', 'not_a_stay'],
    ['pending_payment', '2026-03-01', 'not_a_stay'],
    ['expired', '2026-03-01', 'not_a_stay'],
  ])('a %s booking checking out %s is %s', (status, checkOut, expected) => {
    expect(reviewEligibility({ status, checkOut }, now)).toBe(expected);
  });

  it('opens at IST midnight of the check-out day, not UTC midnight', () => {
    // 2026-03-09 23:59 IST is still the night before check-out.
    expect(reviewEligibility({ status: 'confirmed', checkOut: '2026-03-10' }, new Date('2026-03-09T18:29:00Z'))).toBe(
      'not_stayed_yet',
    );
    expect(reviewEligibility({ status: 'confirmed', checkOut: '2026-03-10' }, new Date('2026-03-09T18:30:00Z'))).toBe(
      'eligible',
    );
  });
});

describe('reviewerDisplayName', () => {
  it.each([
    ['Priya Sharma', 'Priya S.'],
    ['  rahul   k  menon ', 'rahul M.'],
    ['Asha', 'Asha'],
    ['', 'Guest'],
    [null, 'Guest'],
  ])('%s → %s', (name, expected) => {
    expect(reviewerDisplayName(name)).toBe(expected);
  });
});

describe('summariseScores', () => {
  it('averages to one decimal per aspect', () => {
    expect(summariseScores({ count: 3, overall: 13, cleanliness: 14, location: 15, service: 11, value: 10 })).toEqual({
      average: 4.3,
      count: 3,
      aspects: { cleanliness: 4.7, location: 5, service: 3.7, value: 3.3 },
    });
  });

  it('says 0 with no aspects when nothing is published', () => {
    expect(summariseScores({ count: 0, overall: 0, cleanliness: 0, location: 0, service: 0, value: 0 })).toEqual({
      average: 0,
      count: 0,
      aspects: { cleanliness: null, location: null, service: null, value: null },
    });
  });

  it('rounds half up (4.25 → 4.3)', () => {
    expect(summariseScores({ count: 4, overall: 17, cleanliness: 4, location: 4, service: 4, value: 4 }).average).toBe(
      4.3,
    );
  });
});
