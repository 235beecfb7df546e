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
 * The review page's guest rules: adults are auto-raised to at least one per room (and at least 1),
 * and never above what the rooms sleep; children stay between 0 and the rooms' child capacity.
 * With no rooms selected there is no capacity to respect, so only the minima apply.
 */
export function normaliseGuests(guests: GuestCounts, selection: Selection): GuestCounts {
  const limits = guestLimits(selection);
  return {
    adults: Math.min(Math.max(Math.floor(guests.adults), limits.minAdults), limits.maxAdults),
    children: Math.min(Math.max(Math.floor(guests.children), MIN_CHILDREN), limits.maxChildren),
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
