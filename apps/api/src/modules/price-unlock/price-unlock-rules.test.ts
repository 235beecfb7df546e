import { describe, expect, it } from 'vitest';
import { chooseCheapestRooms, type RoomOption, roomsNeeded } from './price-unlock-rules.js';

const option = (over: Partial<RoomOption> & { roomTypeId: string }): RoomOption => ({
  oneRoomTotalPaise: 500_000,
  minAvailable: 3,
  maxAdults: 2,
  maxChildren: 1,
  ...over,
});

describe('roomsNeeded', () => {
  it.each([
    [{ maxAdults: 2, maxChildren: 1 }, 2, 0, 1],
    [{ maxAdults: 2, maxChildren: 1 }, 3, 0, 2],
    [{ maxAdults: 2, maxChildren: 1 }, 2, 2, 2],
    [{ maxAdults: 4, maxChildren: 2 }, 1, 0, 1],
    [{ maxAdults: 2, maxChildren: 0 }, 2, 1, 2],
    [{ maxAdults: 3, maxChildren: 0 }, 2, 1, 1],
    [{ maxAdults: 0, maxChildren: 0 }, 1, 0, 1],
  ])('%o for %i adults and %i children needs %i rooms', (limits, adults, children, expected) => {
    expect(roomsNeeded(limits, adults, children)).toBe(expected);
  });
});

describe('chooseCheapestRooms', () => {
  it('picks the cheapest type that is free on every night', () => {
    const choice = chooseCheapestRooms(
      [
        option({ roomTypeId: 'suite', oneRoomTotalPaise: 900_000 }),
        option({ roomTypeId: 'sold-out', oneRoomTotalPaise: 100_000, minAvailable: 0 }),
        option({ roomTypeId: 'deluxe', oneRoomTotalPaise: 400_000 }),
      ],
      2,
      0,
    );
    expect(choice).toEqual({ roomTypeId: 'deluxe', roomCount: 1 });
  });

  it('compares the total for the whole party, not the price of one room', () => {
    const choice = chooseCheapestRooms(
      [
        option({ roomTypeId: 'double', oneRoomTotalPaise: 400_000, maxAdults: 2 }),
        option({ roomTypeId: 'family', oneRoomTotalPaise: 700_000, maxAdults: 4 }),
      ],
      4,
      0,
    );
    expect(choice).toEqual({ roomTypeId: 'family', roomCount: 1 });
  });

  it('skips a type without enough rooms free for the party', () => {
    const choice = chooseCheapestRooms(
      [
        option({ roomTypeId: 'double', oneRoomTotalPaise: 300_000, minAvailable: 1 }),
        option({ roomTypeId: 'villa', oneRoomTotalPaise: 2_000_000, maxAdults: 6 }),
      ],
      4,
      0,
    );
    expect(choice).toEqual({ roomTypeId: 'villa', roomCount: 1 });
  });

  it('keeps the first of equally priced types', () => {
    const choice = chooseCheapestRooms([option({ roomTypeId: 'a' }), option({ roomTypeId: 'b' })], 2, 0);
    expect(choice?.roomTypeId).toBe('a');
  });

  it('answers null when nothing is free, or the party needs more than five rooms', () => {
    expect(chooseCheapestRooms([option({ roomTypeId: 'a', minAvailable: 0 })], 2, 0)).toBeNull();
    expect(chooseCheapestRooms([option({ roomTypeId: 'a', minAvailable: 10, maxAdults: 1 })], 6, 0)).toBeNull();
    expect(chooseCheapestRooms([], 2, 0)).toBeNull();
  });
});
