import { describe, expect, it } from 'vitest';
import { correctListSearch } from './list-correction';
import { istDateToUnix } from './stay-dates';

const TODAY = '2026-11-24';
const day = (d: string) => String(istDateToUnix(d));
const correct = (query: string) => {
  const { corrected, notes } = correctListSearch(new URLSearchParams(query), TODAY);
  return { query: corrected?.toString() ?? null, notes };
};

describe('correctListSearch', () => {
  it("leaves the search bar's empty keys alone (unset, not wrong)", () => {
    expect(correct('city=&adults=&children=&checkInDate=&checkOutDate=&includePet=false')).toEqual({
      query: null,
      notes: [],
    });
  });

  it('leaves a good address alone', () => {
    expect(
      correct(`city=Goa&checkInDate=${day('2026-12-01')}&checkOutDate=${day('2026-12-04')}&adults=2&children=1`),
    ).toEqual({
      query: null,
      notes: [],
    });
  });

  it.each([
    [
      'past dates',
      `city=Goa&checkInDate=${day('2026-11-20')}&checkOutDate=${day('2026-11-22')}`,
      'city=Goa',
      'The dates in the link (from 20 Nov 2026) have passed, so the list shows tonight. Choose your dates above.',
    ],
    [
      'junk dates',
      'checkInDate=tomorrow&checkOutDate=123',
      '',
      'The dates in the link could not be read, so the list shows tonight. Choose your dates above.',
    ],
    [
      'reversed dates',
      `checkInDate=${day('2026-12-05')}&checkOutDate=${day('2026-12-01')}`,
      `checkInDate=${day('2026-12-05')}`,
      'Check-out was not after check-in, so the list shows one night from 05 Dec 2026.',
    ],
    [
      'a 45-night stay',
      `checkInDate=${day('2026-12-01')}&checkOutDate=${day('2027-01-15')}`,
      `checkInDate=${day('2026-12-01')}&checkOutDate=${day('2026-12-31')}`,
      'A stay can be at most 30 nights, so the list shows 30 nights from 01 Dec 2026.',
    ],
    [
      'negative adults',
      'adults=-3',
      '',
      '"-3" is not a number of adults we can search for, so the list shows 2 adults.',
    ],
    ['zero adults', 'adults=0', '', '"0" is not a number of adults we can search for, so the list shows 2 adults.'],
    [
      'junk children',
      'children=two',
      '',
      '"two" is not a number of children we can search for, so the list shows no children.',
    ],
    [
      'a reversed price range',
      'minPrice=9000&maxPrice=3000',
      'minPrice=3000&maxPrice=9000',
      'The price range was the wrong way round, so it was swapped.',
    ],
    ['a junk price', 'minPrice=cheap', '', 'The lowest price in the link could not be read, so it is not applied.'],
  ])('corrects %s and says so', (_name, query, expected, note) => {
    expect(correct(query)).toEqual({ query: expected, notes: [note] });
  });

  it('today is not in the past, and a page beyond reason is dropped without a note', () => {
    expect(correct(`checkInDate=${day(TODAY)}&checkOutDate=${day('2026-11-25')}`).query).toBeNull();
    expect(correct('page=0')).toEqual({ query: '', notes: [] });
  });
});
