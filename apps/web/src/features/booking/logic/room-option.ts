import { plural } from '@staybook/contract/format';
import type { StayRefusalKind } from '@staybook/contract/stay-restrictions';
import { formatInr } from '../../../lib/format';

/**
 * A room type as the selection screen works with it: the rooms endpoint's answer reduced to what the
 * cards, filters and steppers need. Money is rupees, as the API speaks it.
 */
export interface NightRate {
  /** Unix seconds of the night's IST midnight. */
  date: number;
  rate: number;
  availableInventory: number;
}

/** One way the room is sold for this stay (the rooms endpoint's ratePlans), priced per night. */
export interface RatePlanOption {
  /** Null for the built-in standard plan of a room type with no plans. */
  id: string | null;
  name: string;
  mealPlanLabel: string;
  /** 'Free cancellation until 12 Dec 2026, 2:00 PM', 'Non-refundable', … */
  cancellationHeadline: string;
  isNonRefundable: boolean;
  /** 'Pay at property' or 'Pay 30% deposit now' when the plan is not paid in full online; null for pay now. */
  paymentNote?: string | null;
  /** The plan's tariff for each night of the stay (same nights and availability as the room's). */
  nights: NightRate[];
  /** GST a night on this plan's tariffs (rupees), when the server says: "+ ₹X taxes". */
  taxPerNight?: number | null;
  /**
   * The facts the lines above are the English of (issue 43): another language words the meal plan, the cancellation
   * promise and the payment from these (features/booking/components/room-words.ts).
   */
  facts?: {
    mealPlan: string;
    /** Unix seconds until which cancelling is free for this stay; null when there is no free window. */
    freeCancellationUntil: number | null;
    paymentPolicy: string;
    depositPercent: number | null;
  };
}

/** A stay as the URL carries it: unix seconds of the IST midnights. */
export interface StayDates {
  checkInDate: number;
  checkOutDate: number;
}

export interface RoomOption {
  id: string;
  name: string;
  description: string;
  image: string | null;
  amenities: string[];
  maxAdults: number;
  maxChildren: number;
  size: string | null;
  /** The size in square feet when the server sent a number (another language words it: room-words.ts). */
  sizeSqft?: number | null;
  rating: number;
  /** A third-party booking page; such rooms are never added to the selection. */
  externalUrl: string | null;
  /** One entry per night of the stay. */
  nights: NightRate[];
  /** The server's own minimum over the stay, when it sends one. */
  available: number | null;
  /** Why the hotel's stay restrictions refuse this stay ('Minimum stay 3 nights from 24 Dec'), when they do. */
  unavailableReason?: string | null;
  /** The same refusal as facts, for a page in another language to word it (issue 43). */
  unavailableRefusal?: { kind: StayRefusalKind; date: number; nights: number | null } | null;
  /** Nights of the stay with no room left, and nights not sold at all (unix seconds), when the server names them. */
  soldOutNights?: number[];
  closedNights?: number[];
  /** The nearest stay of the same length this room can be booked for, when it cannot for this one. */
  alternativeStay?: StayDates | null;
  /** The plans the room is sold under, default first; empty when the server sends none (the room's own rate). */
  ratePlans: RatePlanOption[];
  /** GST a night on the room's own tariffs (rupees), when the server says. */
  taxPerNight?: number | null;
  /** What the rate covers and each extra guest pays a night (rupees), when the room charges for extra guests. */
  extraGuests?: {
    baseAdults: number;
    adultCharge: number | null;
    childCharge: number | null;
    childAges: string;
    /** The child band's ages as numbers, when the server sends them (the words of childAges in another language). */
    childAgeBand?: { from: number; to: number } | undefined;
  };
}

/** The plan asked for, else the default (first); null when the room has no plans listed. */
export function ratePlanOf(room: Pick<RoomOption, 'ratePlans'>, planId?: string | null): RatePlanOption | null {
  return room.ratePlans.find((p) => p.id === planId) ?? room.ratePlans[0] ?? null;
}

/** "Price for 2 adults · extra adult ₹800/night · extra child (ages 2–12) ₹400/night"; null when nothing is extra. */
export function extraGuestNote(room: Pick<RoomOption, 'extraGuests'>): string | null {
  const extra = room.extraGuests;
  if (!extra) return null;
  const parts = [`Price for ${plural(extra.baseAdults, 'adult')}`];
  if (extra.adultCharge !== null) parts.push(`extra adult ${formatInr(extra.adultCharge)}/night`);
  if (extra.childCharge !== null)
    parts.push(
      `extra child${extra.childAges ? ` (${extra.childAges.toLowerCase()})` : ''} ${formatInr(extra.childCharge)}/night`,
    );
  return parts.join(' · ');
}

/** The rate shown "per night": the average over the stay, so uneven nightly rates still add up. */
export function perNightRate(room: Pick<RoomOption, 'nights'>): number {
  if (room.nights.length === 0) return 0;
  return Math.round(stayRent(room) / room.nights.length);
}

/** What one room of this type costs for the whole stay: the sum of its nightly rates. */
export function stayRent(room: Pick<RoomOption, 'nights'>): number {
  return room.nights.reduce((sum, night) => sum + night.rate, 0);
}

/**
 * How many rooms of this type can be booked for every night of the stay: the smallest nightly
 * inventory (and never more than the server's own figure). A stay with a night missing from the list
 * cannot be booked at all.
 */
export function roomsAvailable(room: Pick<RoomOption, 'nights' | 'available'>, stayNightCount?: number): number {
  if (room.nights.length === 0) return 0;
  if (stayNightCount !== undefined && room.nights.length < stayNightCount) return 0;
  const nightly = Math.min(...room.nights.map((n) => n.availableInventory));
  const bounded = room.available === null ? nightly : Math.min(nightly, room.available);
  return Math.max(0, Math.floor(bounded));
}

export function isExternal(room: Pick<RoomOption, 'externalUrl'>): boolean {
  return Boolean(room.externalUrl);
}
