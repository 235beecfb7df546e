import { MAX_ROOMS_PER_BOOKING } from '@staybook/contract/booking';

/**
 * Whether a property can seat the party, as the search's walk asks it (search-index-rules.ts candidatesOf): from its
 * open room types' occupancy and rooms free, kept in scratch arrays a property at a time, with nothing made. Pure.
 */

/** A property's open room types as the placement rule reads them (adults, children, rooms free up to a booking's). */
let typeAdults = new Int32Array(16);
let typeChildren = new Int32Array(16);
let typeRooms = new Int32Array(16);

/** Keeps one open room type in the scratch arrays (grown when a property has more types); answers the count. */
export function keepType(count: number, maxAdults: number, maxChildren: number, rooms: number): number {
  if (count === typeAdults.length) {
    const grow = (a: Int32Array) => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    typeAdults = grow(typeAdults);
    typeChildren = grow(typeChildren);
    typeRooms = grow(typeRooms);
  }
  typeAdults[count] = maxAdults;
  typeChildren[count] = maxChildren;
  typeRooms[count] = rooms;
  return count + 1;
}

/**
 * Whether the kept room types can seat the party: the placement rule of party-prices.ts canPlaceParty (the contract's
 * cheapestPlacement at no cost) without making its rooms. n rooms of a type seat between n and maxAdults·n adults and
 * up to maxChildren·n children, and such ranges add up, so some choice of at most MAX_ROOMS_PER_BOOKING rooms (and
 * no more rooms than adults) seats A adults and C children exactly when its rooms n satisfy Σn ≤ A ≤ Σ maxAdults·n
 * and C ≤ Σ maxChildren·n. A few room types make a few dozen choices; the table tests hold it to canPlaceParty.
 */
export function seatable(types: number, adults: number, children: number): boolean {
  const budget = Math.min(MAX_ROOMS_PER_BOOKING, adults);
  const choose = (i: number, rooms: number, seatsAdults: number, seatsChildren: number): boolean => {
    if (rooms > 0 && seatsAdults >= adults && seatsChildren >= children) return true;
    if (i === types) return false;
    const maxAdults = typeAdults[i] as number;
    // A room of a type that sleeps no adult cannot be used (each room has an adult).
    const most = maxAdults >= 1 ? Math.min(typeRooms[i] as number, budget - rooms) : 0;
    for (let n = most; n >= 0; n--)
      if (choose(i + 1, rooms + n, seatsAdults + maxAdults * n, seatsChildren + (typeChildren[i] as number) * n))
        return true;
    return false;
  };
  return adults >= 1 && choose(0, 0, 0, 0);
}

/** For the table tests: the party's seating over these room types, as the walk asks it. */
export function seatableOver(
  rooms: ReadonlyArray<{ maxAdults: number; maxChildren: number; free: number }>,
  adults: number,
  children: number,
): boolean {
  let types = 0;
  for (const r of rooms)
    if (r.free > 0) types = keepType(types, r.maxAdults, r.maxChildren, Math.min(r.free, MAX_ROOMS_PER_BOOKING));
  return seatable(types, adults, children);
}
