import { describe, expect, it } from 'vitest';
import { minimumAdults, occupancyLimits, occupancyProblem, roomsCapacity } from './occupancy';

const deluxe = { name: 'Deluxe', maxAdults: 2, maxChildren: 1 };
const suite = { name: 'Suite', maxAdults: 3, maxChildren: 2 };

describe('roomsCapacity and minimumAdults', () => {
  it.each([
    [[], { adults: 0, children: 0 }],
    [[{ ...deluxe, roomCount: 1 }], { adults: 2, children: 1 }],
    [[{ ...deluxe, roomCount: 3 }], { adults: 6, children: 3 }],
    [
      [
        { ...deluxe, roomCount: 2 },
        { ...suite, roomCount: 1 },
      ],
      { adults: 7, children: 4 },
    ],
  ])('%j sleeps %j', (rooms, capacity) => {
    expect(roomsCapacity(rooms)).toEqual(capacity);
  });

  it.each([
    [0, 1],
    [1, 1],
    [3, 3],
  ])('%i rooms need at least %i adults', (rooms, adults) => {
    expect(minimumAdults(rooms)).toBe(adults);
  });
});

describe('occupancyLimits', () => {
  it('has only the minima without rooms', () => {
    expect(occupancyLimits([])).toEqual({ minAdults: 1, maxAdults: Infinity, maxChildren: Infinity });
  });

  it('bounds by what the rooms sleep, never below one adult per room', () => {
    expect(occupancyLimits([{ ...deluxe, roomCount: 2 }])).toEqual({ minAdults: 2, maxAdults: 4, maxChildren: 2 });
    // A room type that sleeps nobody (bad data) still lets each room have its adult.
    expect(occupancyLimits([{ roomCount: 2, maxAdults: 0, maxChildren: 0 }])).toEqual({
      minAdults: 2,
      maxAdults: 2,
      maxChildren: 0,
    });
  });
});

describe('occupancyProblem', () => {
  it.each([
    [{ adults: 2, children: 1 }, [{ ...deluxe, roomCount: 1, adults: 2, children: 1 }], null],
    [
      { adults: 0, children: 2 },
      [{ ...deluxe, roomCount: 1, adults: 0, children: 2 }],
      'Please add at least one guest to proceed',
    ],
    [
      { adults: 1, children: 0 },
      [{ ...deluxe, roomCount: 2, adults: 1, children: 0 }],
      'Each room needs at least one adult: 2 rooms need 2 adults.',
    ],
    [
      { adults: 3, children: 0 },
      [{ ...deluxe, roomCount: 1, adults: 3, children: 0 }],
      'Deluxe allows at most 2 adults for 1 room.',
    ],
    [
      { adults: 2, children: 2 },
      [{ ...deluxe, roomCount: 1, adults: 2, children: 2 }],
      'Deluxe allows at most 1 child for 1 room.',
    ],
    [
      { adults: 5, children: 0 },
      [{ ...deluxe, roomCount: 2, adults: 5, children: 0 }],
      'Deluxe allows at most 4 adults for 2 rooms.',
    ],
    [
      { adults: 1, children: 1 },
      [{ ...deluxe, roomCount: 1, adults: 1, children: 1, maxChildren: 0 }],
      'Deluxe does not take children. Please choose a room that does, or another stay.',
    ],
    [
      { adults: 5, children: 0 },
      [{ ...deluxe, roomCount: 2, adults: 4, children: 0 }],
      'The selected rooms sleep at most 4 adults. Please add a room.',
    ],
    [
      { adults: 2, children: 3 },
      [{ ...deluxe, roomCount: 2, adults: 2, children: 2 }],
      'The selected rooms allow at most 2 children. Please add a room.',
    ],
  ])('%j in %j: %s', (totals, rooms, problem) => {
    expect(occupancyProblem(totals, rooms)).toBe(problem);
  });
});
