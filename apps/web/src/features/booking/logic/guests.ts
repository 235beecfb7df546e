import { plural } from '@staybook/contract/format';
import { type GuestCounts, MIN_CHILDREN, type OccupancyLimits, occupancyLimits } from '@staybook/contract/occupancy';
import { roomCount, type Selection } from './selection';

export type { GuestCounts };

/** The selection as the contract's occupancy rules see it: each room type, how many of it, what one sleeps. */
function roomsOf(selection: Selection) {
  return Object.values(selection).map((r) => ({
    roomCount: r.qnt,
    maxAdults: r.maxAdults,
    maxChildren: r.maxChildren,
  }));
}

/** The counters' bounds: at least one adult per room (and 1), at most what the rooms sleep (the server's rule). */
export function guestLimits(selection: Selection): OccupancyLimits {
  return occupancyLimits(roomsOf(selection));
}

/**
 * The party as the booking keeps it: adults are auto-raised to at least one per room (and at least 1). A party
 * larger than the rooms sleep is kept as it is — never quietly cut to fit (issue 16): `partyShortfall` says what
 * is missing and the booking cannot go on until a room is added or the party changed.
 */
export function normaliseGuests(guests: GuestCounts, selection: Selection): GuestCounts {
  const limits = guestLimits(selection);
  return {
    adults: Math.max(Math.floor(guests.adults), limits.minAdults),
    children: Math.max(Math.floor(guests.children), MIN_CHILDREN),
  };
}

/** What the chosen rooms sleep and who the party is, when they cannot seat it (issue 16). */
export interface PartyShortfall {
  maxAdults: number;
  maxChildren: number;
  adults: number;
  children: number;
}

/** The facts of why the chosen rooms cannot seat the party, or null when everyone fits. */
export function partyShortfallFacts(selection: Selection, guests: GuestCounts): PartyShortfall | null {
  if (roomCount(selection) === 0) return null;
  const limits = guestLimits(selection);
  if (guests.adults <= limits.maxAdults && guests.children <= limits.maxChildren) return null;
  return {
    maxAdults: Number.isFinite(limits.maxAdults) ? limits.maxAdults : 0,
    maxChildren: limits.maxChildren,
    adults: guests.adults,
    children: guests.children,
  };
}

/** A shortfall in English (the server's own rule and words). */
export function shortfallText(f: PartyShortfall): string {
  const party = `${plural(f.adults, 'adult')}${f.children ? ` and ${plural(f.children, 'child', 'children')}` : ''}`;
  const beds = `${plural(f.maxAdults, 'adult')} and ${plural(f.maxChildren, 'child', 'children')}`;
  return `These rooms sleep ${beds}; your party is ${party}. Add a room to place everyone.`;
}

/** Why the chosen rooms cannot seat the party, in English, or null when everyone fits. */
export function partyShortfall(selection: Selection, guests: GuestCounts): string | null {
  const facts = partyShortfallFacts(selection, guests);
  return facts ? shortfallText(facts) : null;
}

/** Spec 5: 'Proceed to Payment' is disabled with zero rooms or zero guests, and (issue 16) while anyone is unplaced. */
export function canProceedToPayment(selection: Selection, guests: GuestCounts): boolean {
  return roomCount(selection) > 0 && guests.adults + guests.children > 0 && partyShortfall(selection, guests) === null;
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
    return { id: r.id, roomCount: r.qnt, adults, children: 0, ...(r.ratePlanId ? { ratePlanId: r.ratePlanId } : {}) };
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

/** Who sleeps in which chosen room type, as the guest placed them (by room type id). */
export type GuestAllocation = Record<string, GuestCounts>;

/** The party an allocation places: the sum over its room types. */
export function partyOf(allocation: GuestAllocation): GuestCounts {
  return Object.values(allocation).reduce(
    (sum, g) => ({ adults: sum.adults + g.adults, children: sum.children + g.children }),
    { adults: 0, children: 0 },
  );
}

/** What one chosen room type can hold: at least one adult per room, at most what its rooms sleep. */
export function roomTypeGuestLimits(room: { qnt: number; maxAdults: number; maxChildren: number }) {
  return { minAdults: room.qnt, maxAdults: room.qnt * room.maxAdults, maxChildren: room.qnt * room.maxChildren };
}

/**
 * The guests of each chosen room type (spec: roomIds[{id, roomCount, adults, children}]): the guest's own placing
 * while it still covers exactly these rooms and this party, else the even spread of `distributeGuests`.
 */
export function allocatedGuests(
  selection: Selection,
  guests: GuestCounts,
  allocation: GuestAllocation | null | undefined,
): RoomGuests[] {
  const spread = distributeGuests(selection, guests);
  if (!allocation) return spread;
  const ids = Object.keys(allocation);
  if (ids.length !== spread.length || !spread.every((r) => allocation[r.id])) return spread;
  const party = partyOf(allocation);
  if (party.adults !== guests.adults || party.children !== guests.children) return spread;
  return spread.map((r) => ({ ...r, adults: allocation[r.id]!.adults, children: allocation[r.id]!.children }));
}

/**
 * The allocation after the guest sets one room type's guests (kept within what its rooms hold); the other room
 * types keep theirs, so the party grows or shrinks by the change. Null when the room is not chosen.
 */
export function placeRoomGuests(
  selection: Selection,
  guests: GuestCounts,
  allocation: GuestAllocation | null,
  roomId: string,
  next: GuestCounts,
): GuestAllocation | null {
  const room = selection[roomId];
  if (!room || room.qnt <= 0) return null;
  const limits = roomTypeGuestLimits(room);
  const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.floor(n)));
  const placed = {
    adults: clamp(next.adults, limits.minAdults, limits.maxAdults),
    children: clamp(next.children, 0, limits.maxChildren),
  };
  return Object.fromEntries(
    allocatedGuests(selection, guests, allocation).map((r) => [
      r.id,
      r.id === roomId ? placed : { adults: r.adults, children: r.children },
    ]),
  );
}
