import { perNightRate, type RoomOption, roomsAvailable } from './room-option';

/** Spec section 9: budget is a rate up to ₹5,000; luxury above ₹10,000; popular rated 4.5 or more. */
export const BUDGET_MAX_RATE = 5000;
export const LUXURY_MIN_RATE = 10_000;
export const POPULAR_MIN_RATING = 4.5;

export const roomFilters = ['all', 'available', 'popular', 'budget', 'luxury'] as const;
export type RoomFilter = (typeof roomFilters)[number];

export const roomFilterLabels: Record<RoomFilter, string> = {
  all: 'All',
  available: 'Available',
  popular: 'Popular',
  budget: 'Budget',
  luxury: 'Luxury',
};

export const roomSorts = ['price-asc', 'price-desc', 'rating', 'name'] as const;
export type RoomSort = (typeof roomSorts)[number];

export const roomSortLabels: Record<RoomSort, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Rating',
  name: 'Name',
};

export function matchesFilter(room: RoomOption, filter: RoomFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'available':
      return roomsAvailable(room) > 0;
    case 'popular':
      return room.rating >= POPULAR_MIN_RATING;
    case 'budget':
      return perNightRate(room) <= BUDGET_MAX_RATE;
    case 'luxury':
      return perNightRate(room) > LUXURY_MIN_RATE;
  }
}

const compare: Record<RoomSort, (a: RoomOption, b: RoomOption) => number> = {
  'price-asc': (a, b) => perNightRate(a) - perNightRate(b),
  'price-desc': (a, b) => perNightRate(b) - perNightRate(a),
  rating: (a, b) => b.rating - a.rating,
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
};

/** Filter then sort; ties keep the server's order, so the list never reshuffles on its own. */
export function visibleRooms(rooms: readonly RoomOption[], filter: RoomFilter, sort: RoomSort): RoomOption[] {
  return rooms
    .map((room, index) => ({ room, index }))
    .filter(({ room }) => matchesFilter(room, filter))
    .sort((a, b) => compare[sort](a.room, b.room) || a.index - b.index)
    .map(({ room }) => room);
}

export function isRoomFilter(value: string | null): value is RoomFilter {
  return (roomFilters as readonly string[]).includes(value ?? '');
}

export function isRoomSort(value: string | null): value is RoomSort {
  return (roomSorts as readonly string[]).includes(value ?? '');
}
