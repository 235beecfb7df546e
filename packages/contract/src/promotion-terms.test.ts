import { describe, expect, it } from 'vitest';
import { type PromotionTerms, promotionSentences, qualifyingStay } from './promotion-terms';
import { daysBetween } from './stay-dates';

const base: PromotionTerms = {
  kind: 'early_bird',
  minNights: null,
  freeNights: null,
  percentOff: 15,
  daysBefore: 30,
  bookUntil: null,
  stayFrom: null,
  stayUntil: null,
  roomNames: [],
};
const today = '2026-11-26';

describe('a deal explained in whole sentences', () => {
  it.each<[string, Partial<PromotionTerms>, string[]]>([
    ['an early bird', {}, ['15% off every night when you book at least 30 days before check-in.']],
    [
      'a last-minute deal',
      { kind: 'last_minute', daysBefore: 3, percentOff: 10 },
      ['10% off every night when you book 3 days or fewer before check-in.'],
    ],
    [
      'a same-day deal',
      { kind: 'last_minute', daysBefore: 0, percentOff: 10 },
      ['10% off every night when you book on the day of check-in.'],
    ],
    [
      'stay 3, pay 2',
      { kind: 'length_of_stay', minNights: 3, freeNights: 1, percentOff: null, daysBefore: null },
      ['Stay 3 nights and pay for 2: for every 3 nights, the cheapest night is free.'],
    ],
    [
      'stay 7, pay 5',
      { kind: 'length_of_stay', minNights: 7, freeNights: 2, percentOff: null, daysBefore: null },
      ['Stay 7 nights and pay for 5: for every 7 nights, the 2 cheapest nights are free.'],
    ],
    [
      'a long-stay percentage',
      { kind: 'length_of_stay', minNights: 5, percentOff: 20, daysBefore: null },
      ['20% off every night when you stay 5 nights or more.'],
    ],
    [
      'a member rate for some rooms in a window, bookable until a day',
      {
        kind: 'member',
        percentOff: 10,
        daysBefore: null,
        stayFrom: '2026-12-01',
        stayUntil: '2027-01-31',
        bookUntil: '2026-12-31',
        roomNames: ['Pool Suite', 'Garden Room'],
      },
      [
        '10% off every night for guests who are signed in.',
        'Only nights from 01 Dec 2026 to 31 Jan 2027 count.',
        'It applies to these rooms only: Pool Suite, Garden Room.',
        'Book by 31 Dec 2026 to get it.',
      ],
    ],
    [
      'one room, an open end',
      { stayFrom: '2026-12-01', roomNames: ['Pool Suite'] },
      [
        '15% off every night when you book at least 30 days before check-in.',
        'Only nights from 01 Dec 2026 onwards count.',
        'It applies to the Pool Suite only.',
      ],
    ],
  ])('%s', (_name, over, sentences) => {
    expect(promotionSentences({ ...base, ...over })).toEqual(sentences);
  });
});

describe('the dates a deal link opens qualify for it', () => {
  it('an early bird opens a check-in at least its days ahead (never tomorrow)', () => {
    const stay = qualifyingStay(base, today);
    expect(stay).toEqual({ checkIn: '2026-12-26', checkOut: '2026-12-27' });
    expect(daysBetween(today, stay!.checkIn)).toBeGreaterThanOrEqual(30);
  });

  it('a length-of-stay deal opens as many nights as it needs, from tomorrow', () => {
    expect(
      qualifyingStay({ ...base, kind: 'length_of_stay', minNights: 3, freeNights: 1, percentOff: null }, today),
    ).toEqual({ checkIn: '2026-11-27', checkOut: '2026-11-30' });
  });

  it('starts inside the stay window, and gives up when no stay can qualify any more', () => {
    expect(qualifyingStay({ ...base, stayFrom: '2027-02-01' }, today)).toEqual({
      checkIn: '2027-02-01',
      checkOut: '2027-02-02',
    });
    expect(qualifyingStay({ ...base, stayUntil: '2026-12-20' }, today)).toBeNull();
    expect(qualifyingStay({ ...base, kind: 'last_minute', daysBefore: 3, stayFrom: '2026-12-10' }, today)).toBeNull();
    expect(
      qualifyingStay({ ...base, kind: 'length_of_stay', minNights: 4, percentOff: 10, stayUntil: '2026-11-29' }, today),
    ).toBeNull();
  });

  it('a last-minute deal opens tomorrow, or today when it is for the same day only', () => {
    expect(qualifyingStay({ ...base, kind: 'last_minute', daysBefore: 3 }, today)?.checkIn).toBe('2026-11-27');
    expect(qualifyingStay({ ...base, kind: 'last_minute', daysBefore: 0 }, today)?.checkIn).toBe('2026-11-26');
  });
});
