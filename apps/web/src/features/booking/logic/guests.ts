import { roomCount, type Selection } from './selection';

export interface GuestCounts {
  adults: number;
  children: number;
}

/** Spec 2.10: adults at least 1 (Age 18+), children at least 0 (Age 0-17). */
export const MIN_ADULTS = 1;
export const MIN_CHILDREN = 0;

/** How many guests the selected rooms sleep: each room's occupancy times its quantity. */
export function guestCapacity(selection: Selection): GuestCounts {
  let adults = 0;
  let children = 0;
  for (const room of Object.values(selection)) {
    adults += room.maxAdults * room.qnt;
    children += room.maxChildren * room.qnt;
  }
  return { adults, children };
}

/**
 * The review page's guest rules: adults are auto-raised to at least one per room (and at least 1),
 * and never above what the rooms sleep; children stay between 0 and the rooms' child capacity.
 * With no rooms selected there is no capacity to respect, so only the minima apply.
 */
export function normaliseGuests(guests: GuestCounts, selection: Selection): GuestCounts {
  const rooms = roomCount(selection);
  const capacity = guestCapacity(selection);
  let adults = Math.max(Math.floor(guests.adults), MIN_ADULTS, rooms);
  let children = Math.max(Math.floor(guests.children), MIN_CHILDREN);
  if (rooms > 0) {
    adults = Math.min(adults, Math.max(capacity.adults, rooms));
    children = Math.min(children, capacity.children);
  }
  return { adults, children };
}

export function guestLimits(selection: Selection): { minAdults: number; maxAdults: number; maxChildren: number } {
  const rooms = roomCount(selection);
  const capacity = guestCapacity(selection);
  const minAdults = Math.max(MIN_ADULTS, rooms);
  return {
    minAdults,
    maxAdults: rooms > 0 ? Math.max(capacity.adults, minAdults) : Number.POSITIVE_INFINITY,
    maxChildren: rooms > 0 ? capacity.children : Number.POSITIVE_INFINITY,
  };
}

/** Spec 5: 'Proceed to Payment' is disabled with zero rooms or zero guests. */
export function canProceedToPayment(selection: Selection, guests: GuestCounts): boolean {
  return roomCount(selection) > 0 && guests.adults + guests.children > 0;
}

export interface RoomGuests {
  id: string;
  roomCount: number;
  adults: number;
  children: number;
}

/**
 * The booking call wants guests per room type. Give every room one adult first, then fill each type up
 * to its occupancy in the order chosen; anything beyond capacity lands on the last type so the server,
 * which checks occupancy, can say so.
 */
export function distributeGuests(selection: Selection, guests: GuestCounts): RoomGuests[] {
  const rooms = Object.values(selection).filter((r) => r.qnt > 0);
  let adultsLeft = guests.adults;
  const out = rooms.map((r) => {
    const adults = Math.max(0, Math.min(r.qnt, adultsLeft));
    adultsLeft -= adults;
    return { id: r.id, roomCount: r.qnt, adults, children: 0 };
  });
  let childrenLeft = guests.children;
  rooms.forEach((room, i) => {
    const entry = out[i]!;
    const extraAdults = Math.max(0, Math.min(adultsLeft, room.maxAdults * room.qnt - entry.adults));
    entry.adults += extraAdults;
    adultsLeft -= extraAdults;
    const kids = Math.max(0, Math.min(childrenLeft, room.maxChildren * room.qnt));
    entry.children += kids;
    childrenLeft -= kids;
  });
  const last = out[out.length - 1];
  if (last) {
    last.adults += Math.max(0, adultsLeft);
    last.children += Math.max(0, childrenLeft);
  }
  return out;
}
