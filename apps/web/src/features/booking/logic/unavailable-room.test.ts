import { istDateToUnix } from '@staybook/contract/stay-dates';
import { describe, expect, it } from 'vitest';
import { searchWithStay, unavailableRoomNote } from './unavailable-room';

const night = (date: string) => istDateToUnix(date);

describe('unavailableRoomNote', () => {
  it.each([
    ['a sold-out night', { soldOutNights: [night('2026-12-26')] }, 'Sold out on Sat, 26 Dec 2026', null],
    [
      'a closed night, without repeating the restriction that says the same',
      { closedNights: [night('2026-12-26')], unavailableReason: 'Not available on 26 Dec' },
      'Closed on Sat, 26 Dec 2026',
      null,
    ],
    [
      'a restriction alone',
      { unavailableReason: 'Minimum stay 3 nights from 24 Dec' },
      null,
      'Minimum stay 3 nights from 24 Dec',
    ],
    [
      'a restriction beside sold-out nights',
      { soldOutNights: [night('2026-12-26'), night('2026-12-27')], unavailableReason: 'No arrivals on 26 Dec' },
      'Sold out on 26 and 27 Dec',
      'No arrivals on 26 Dec',
    ],
    ['nothing said', {}, null, null],
  ])('%s', (_name, room, nights, reason) => {
    expect(unavailableRoomNote(room)).toEqual({ nights, reason });
  });
});

describe('searchWithStay', () => {
  it('changes the dates and keeps the guests, the property and the filters', () => {
    const next = new URLSearchParams(
      searchWithStay('?propertyId=p1&checkInDate=1&checkOutDate=2&adults=3&children=1&sort=rating', {
        checkInDate: 10,
        checkOutDate: 20,
      }),
    );
    expect(Object.fromEntries(next)).toEqual({
      propertyId: 'p1',
      checkInDate: '10',
      checkOutDate: '20',
      adults: '3',
      children: '1',
      sort: 'rating',
    });
  });
});
