import type { RoomOption } from '../logic/room-option';

const DAY = 86_400;
/** 2026-03-10 00:00 IST. */
export const CHECK_IN = 1_773_081_000;

/** A room with `rates.length` nights; inventory per night defaults to 3. */
export function makeRoom(overrides: Partial<RoomOption> & { rates?: number[]; inventory?: number[] } = {}): RoomOption {
  const { rates = [4000, 4000], inventory, ...rest } = overrides;
  return {
    id: 'room-1',
    name: 'Deluxe Room',
    description: 'Sea view',
    image: null,
    amenities: ['Wi-Fi', 'TV', 'AC', 'Mini bar', 'Balcony'],
    maxAdults: 2,
    maxChildren: 1,
    size: '320 sq ft',
    rating: 4.2,
    externalUrl: null,
    available: null,
    ratePlans: [],
    nights: rates.map((rate, i) => ({ date: CHECK_IN + i * DAY, rate, availableInventory: inventory?.[i] ?? 3 })),
    ...rest,
  };
}
