import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_AFTER_CHECK_OUT,
  CHECK_OUT_BEFORE_CHECK_IN,
  canChange,
  changeGuests,
  DEFAULT_GUESTS,
  dateProblem,
  dayName,
  dayNameParts,
  guestsLabel,
  monthGrid,
  searchUrl,
} from './search-logic';

describe('guest selector rules', () => {
  it('never lets adults go below 1 or children and infants below 0', () => {
    const one = { ...DEFAULT_GUESTS, adults: 1 };
    expect(changeGuests(one, 'adults', -1).adults).toBe(1);
    expect(canChange(one, 'adults', -1)).toBe(false);
    expect(changeGuests(DEFAULT_GUESTS, 'children', -1).children).toBe(0);
    expect(changeGuests(DEFAULT_GUESTS, 'infants', 1).infants).toBe(1);
  });

  it.each([
    [0, 'Add guests'],
    [1, '1 guest'],
    [3, '3 guests'],
  ])('labels %i as %s', (n, label) => {
    expect(guestsLabel(n)).toBe(label);
  });
});

describe('calendar rules', () => {
  it('refuses a check-in after the check-out and a check-out before the check-in', () => {
    expect(dateProblem('checkIn', '2026-12-10', '2026-12-05')).toBe(CHECK_IN_AFTER_CHECK_OUT);
    expect(dateProblem('checkOut', '2026-12-01', '2026-12-05')).toBe(CHECK_OUT_BEFORE_CHECK_IN);
    expect(dateProblem('checkIn', '2026-12-01', null)).toBeNull();
    expect(dateProblem('checkOut', '2026-12-06', '2026-12-05')).toBeNull();
  });

  it('names the longest stay (30 nights) instead of letting the list refuse it later', () => {
    expect(dateProblem('checkOut', '2027-01-04', '2026-12-05')).toBeNull();
    expect(dateProblem('checkOut', '2027-01-05', '2026-12-05')).toBe(
      'A stay can be at most 30 nights: choose a check-out by 04 Jan 2027.',
    );
    expect(dateProblem('checkIn', '2026-11-04', '2026-12-05')).toBe(
      'A stay can be at most 30 nights: choose a check-in from 05 Nov 2026.',
    );
  });

  it('lays out a month with blanks before the first day and marks past days', () => {
    const grid = monthGrid(2026, 10, '2026-11-22'); // November 2026 starts on a Sunday
    expect(grid[0]).toEqual({ date: '2026-11-01', day: 1, isPast: true });
    expect(grid.filter(Boolean)).toHaveLength(30);
    expect(grid.find((c) => c?.date === '2026-11-22')?.isPast).toBe(false);
    expect(monthGrid(2028, 1, '2026-01-01').filter(Boolean)).toHaveLength(29); // leap February
    expect(monthGrid(2027, 0, '2026-01-01').slice(0, 5)).toEqual([null, null, null, null, null]); // 1 Jan 2027 is a Friday
  });
});

describe('search query', () => {
  it('sends unix seconds at IST midnight, or empty when unset, and includePet as text', () => {
    expect(
      searchUrl({
        city: 'Goa',
        guests: { adults: 2, children: 1, infants: 0, pets: true, childAges: [null] },
        checkIn: '2026-12-24',
        checkOut: '2026-12-27',
      }),
    ).toBe(
      `/property-list?city=Goa&adults=2&children=1&checkInDate=${Date.parse('2026-12-23T18:30:00Z') / 1000}&checkOutDate=${Date.parse('2026-12-26T18:30:00Z') / 1000}&includePet=true`,
    );
    expect(
      searchUrl({
        city: null,
        guests: { adults: 0, children: 0, infants: 0, pets: false, childAges: [] },
        checkIn: null,
        checkOut: null,
      }),
    ).toBe('/property-list?city=&adults=&children=&checkInDate=&checkOutDate=&includePet=false');
  });

  it('adds the infants after the six keys, only when there are any, so they reach the booking', () => {
    const url = searchUrl({
      city: 'Goa',
      guests: { adults: 2, children: 0, infants: 2, pets: false, childAges: [] },
      checkIn: null,
      checkOut: null,
    });
    expect(url).toBe(
      '/property-list?city=Goa&adults=2&children=0&checkInDate=&checkOutDate=&includePet=false&infants=2',
    );
  });

  it('adds the children’s ages only when every child has one (issue 24), and keeps one age per child', () => {
    const guests = changeGuests(changeGuests({ ...DEFAULT_GUESTS, infants: 1 }, 'children', 1), 'children', 1);
    expect(guests.childAges).toEqual([null, null]);
    const url = (childAges: Array<number | null>) =>
      searchUrl({ city: 'Goa', guests: { ...guests, childAges }, checkIn: null, checkOut: null });
    expect(url([7, null])).not.toContain('childAges');
    expect(url([7, 11])).toBe(
      '/property-list?city=Goa&adults=2&children=2&checkInDate=&checkOutDate=&includePet=false&infants=1&childAges=7%2C11',
    );
    expect(changeGuests({ ...guests, childAges: [7, 11] }, 'children', -1).childAges).toEqual([7]);
  });
});

describe("a calendar day's name", () => {
  it.each([
    ['a first of the month, unpadded as drawn', '2026-12-01', undefined, 'Tue, 1 Dec 2026'],
    ['a past day', '2026-11-09', 'past', 'Mon, 9 Nov 2026, past'],
    ['a day with its price', '2026-12-24', 'from ₹10,440', 'Thu, 24 Dec 2026, from ₹10,440'],
    ['a leap day', '2028-02-29', 'sold out', 'Tue, 29 Feb 2028, sold out'],
  ])('%s', (_, date, status, name) => {
    expect(dayName(date, status)).toBe(name);
  });

  it('holds the number drawn in the cell as a word of its own (label in name)', () => {
    for (const date of ['2026-12-01', '2026-12-09', '2026-12-10', '2026-12-31']) {
      const { before, day, after } = dayNameParts(date);
      expect(day).toBe(Number(date.slice(8)));
      expect(`${before} ${day} ${after}`.split(/[\s,]+/)).toContain(String(day));
    }
  });
});
