import { describe, expect, it } from 'vitest';
import { makeRoom } from '../test/room-factory';
import { matchesFilter, type RoomFilter, visibleRooms } from './room-filters';

describe('matchesFilter', () => {
  it.each<[string, Parameters<typeof makeRoom>[0], RoomFilter, boolean]>([
    ['all takes everything', { inventory: [0, 0] }, 'all', true],
    ['available: free every night', { inventory: [2, 1] }, 'available', true],
    ['available: one night sold out', { inventory: [2, 0] }, 'available', false],
    ['available: server says none', { available: 0 }, 'available', false],
    ['popular: rating exactly 4.5', { rating: 4.5 }, 'popular', true],
    ['popular: rating 4.49', { rating: 4.49 }, 'popular', false],
    ['budget: rate exactly 5000', { rates: [5000] }, 'budget', true],
    ['budget: rate 5001', { rates: [5001] }, 'budget', false],
    ['budget: average of uneven nights', { rates: [4000, 6000] }, 'budget', true],
    ['luxury: rate exactly 10000', { rates: [10000] }, 'luxury', false],
    ['luxury: rate 10001', { rates: [10001] }, 'luxury', true],
  ])('%s', (_name, room, filter, expected) => {
    expect(matchesFilter(makeRoom(room), filter)).toBe(expected);
  });
});

describe('visibleRooms', () => {
  const rooms = [
    makeRoom({ id: 'a', name: 'suite', rates: [12000], rating: 4.8 }),
    makeRoom({ id: 'b', name: 'Attic', rates: [3000], rating: 3.9 }),
    makeRoom({ id: 'c', name: 'Cabin', rates: [3000], rating: 4.6, inventory: [0] }),
  ];
  const ids = (list: { id: string }[]) => list.map((r) => r.id);

  it.each([
    ['price-asc', ['b', 'c', 'a']],
    ['price-desc', ['a', 'b', 'c']],
    ['rating', ['a', 'c', 'b']],
    ['name', ['b', 'c', 'a']],
  ] as const)('sorts by %s, ties in server order', (sort, expected) => {
    expect(ids(visibleRooms(rooms, 'all', sort))).toEqual(expected);
  });

  it('filters before sorting', () => {
    expect(ids(visibleRooms(rooms, 'available', 'price-desc'))).toEqual(['a', 'b']);
    expect(ids(visibleRooms(rooms, 'popular', 'name'))).toEqual(['c', 'a']);
    expect(ids(visibleRooms(rooms, 'luxury', 'name'))).toEqual(['a']);
  });

  it('gives an empty list when nothing matches', () => {
    expect(visibleRooms([], 'budget', 'rating')).toEqual([]);
  });
});
