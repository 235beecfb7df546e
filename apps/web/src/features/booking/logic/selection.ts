import { MAX_ROOMS_PER_BOOKING } from '@staybook/contract/booking';
import { isExternal, perNightRate, type RoomOption, ratePlanOf, roomsAvailable } from './room-option';

/** Spec section 3 "Selected room", plus what the review page needs to keep its steppers honest. */
export interface SelectedRoom {
  id: string;
  name: string;
  image: string | null;
  amenities: string[];
  url: string | null;
  /** Per-night rate (average over the stay), rupees. */
  price: number;
  /** The stay's nightly rates for one room, rupees; their sum is what one room costs. */
  nightlyRates: number[];
  qnt: number;
  adults: number;
  children: number;
  maxAdults: number;
  maxChildren: number;
  /** Rooms of this type free on every night of the stay: the stepper's upper bound. */
  maxAvailable: number;
  /** The rate plan chosen (null: the room's default, or a room sold without plans). */
  ratePlanId?: string | null;
  ratePlanName?: string | null;
  cancellationHeadline?: string | null;
}

export type Selection = Record<string, SelectedRoom>;

export function toSelectedRoom(room: RoomOption, qnt = 1, planId?: string | null): SelectedRoom {
  const plan = ratePlanOf(room, planId);
  const nights = plan ? plan.nights : room.nights;
  return {
    id: room.id,
    name: room.name,
    image: room.image,
    amenities: room.amenities,
    url: room.externalUrl,
    price: perNightRate({ nights }),
    nightlyRates: nights.map((n) => n.rate),
    qnt,
    adults: 1,
    children: 0,
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    maxAvailable: roomsAvailable(room),
    ratePlanId: plan?.id ?? null,
    ratePlanName: plan?.name ?? null,
    cancellationHeadline: plan?.cancellationHeadline ?? null,
  };
}

/** Whether the selection already has as many rooms as one booking may hold. */
export function isAtRoomLimit(selection: Selection): boolean {
  return roomCount(selection) >= MAX_ROOMS_PER_BOOKING;
}

/** The most rooms of one type the guest may pick: what is free, and what the booking's room limit leaves. */
export function maxQuantity(selection: Selection, roomId: string, available: number): number {
  const others = roomCount(selection) - (selection[roomId]?.qnt ?? 0);
  return Math.max(0, Math.min(available, MAX_ROOMS_PER_BOOKING - others));
}

/**
 * Add Room adds quantity 1 under the plan chosen (the default when none); rooms that are sold out or booked
 * elsewhere, or past the room limit, are never added. Choosing another plan for a room already selected switches
 * its plan and keeps the quantity (one plan per room type in a booking).
 */
export function addRoom(selection: Selection, room: RoomOption, planId?: string | null): Selection {
  const selected = selection[room.id];
  if (selected) {
    if (planId === undefined || (selected.ratePlanId ?? null) === planId) return selection;
    return { ...selection, [room.id]: toSelectedRoom(room, selected.qnt, planId) };
  }
  if (isExternal(room) || roomsAvailable(room) < 1 || isAtRoomLimit(selection)) return selection;
  return { ...selection, [room.id]: toSelectedRoom(room, 1, planId) };
}

/** Quantity 0 removes the room; anything else is kept within 1..the room's availability and the room limit. */
export function setQuantity(selection: Selection, roomId: string, qnt: number, min = 0): Selection {
  const room = selection[roomId];
  if (!room) return selection;
  const next = Math.min(Math.max(Math.floor(qnt), min), maxQuantity(selection, roomId, room.maxAvailable));
  if (next <= 0) {
    const { [roomId]: _removed, ...rest } = selection;
    return rest;
  }
  if (next === room.qnt) return selection;
  return { ...selection, [roomId]: { ...room, qnt: next } };
}

/**
 * Bring a stored selection up to date with freshly loaded rooms (after a reload or a date change):
 * rates and availability come from the server, quantities are cut to what is still free, and rooms
 * that vanished or sold out are dropped.
 */
export function reconcileSelection(selection: Selection, rooms: readonly RoomOption[]): Selection {
  const byId = new Map(rooms.map((r) => [r.id, r]));
  const next: Selection = {};
  for (const selected of Object.values(selection)) {
    const fresh = byId.get(selected.id);
    if (!fresh || isExternal(fresh)) continue;
    const available = roomsAvailable(fresh);
    if (available < 1) continue;
    next[selected.id] = { ...toSelectedRoom(fresh, Math.min(selected.qnt, available), selected.ratePlanId) };
  }
  return next;
}

export function roomCount(selection: Selection): number {
  return Object.values(selection).reduce((sum, room) => sum + room.qnt, 0);
}

/** One room's rent for the stay; falls back to rate × nights when the nightly list is missing. */
export function roomStayRent(room: Pick<SelectedRoom, 'price' | 'nightlyRates'>, nights: number): number {
  if (room.nightlyRates.length === nights && nights > 0) return room.nightlyRates.reduce((s, r) => s + r, 0);
  return room.price * nights;
}

/** Spec section 4: the sum of rate × quantity × nights over the selection. */
export function selectionTotal(selection: Selection, nights: number): number {
  return Object.values(selection).reduce((sum, room) => sum + roomStayRent(room, nights) * room.qnt, 0);
}

/** Spec section 9: until the server answers, tax is estimated at 18 percent of the room total (rounded). */
export const ESTIMATED_TAX_RATE = 0.18;
export function estimatePricing(roomTotal: number): { totalRoomRent: number; tax: number; totalPostTax: number } {
  const tax = Math.round(roomTotal * ESTIMATED_TAX_RATE);
  return { totalRoomRent: roomTotal, tax, totalPostTax: roomTotal + tax };
}

/**
 * What the chosen rooms' plans promise about cancelling, for the bottom bar: their headline when every room says the
 * same ("Free cancellation until …", "Non-refundable"), "Cancellation terms differ by room" otherwise, and nothing
 * before a room is chosen. Never a blanket "Free cancellation" a non-refundable plan would contradict.
 */
export function selectionCancellation(selection: Selection): string | null {
  const headlines = new Set(
    Object.values(selection)
      .filter((r) => r.qnt > 0)
      .map((r) => r.cancellationHeadline ?? null),
  );
  if (headlines.size === 0 || headlines.has(null)) return null;
  return headlines.size === 1 ? [...headlines][0]! : 'Cancellation terms differ by room';
}

/** One line of the party's placement as the list chose it (contract catalogue partyPriceSchema). */
export interface PlacementLine {
  roomId: string;
  ratePlanId?: string | undefined;
  roomCount: number;
  adults: number;
  children: number;
}

/**
 * The rooms the list priced the party in (issue 24 item 1), as a selection: each room type under its plan, as many as
 * the placement takes. Null when a room of it is no longer offered or has too few rooms free (the guest chooses).
 */
export function selectionOfPlacement(rooms: RoomOption[], placement: readonly PlacementLine[]): Selection | null {
  if (placement.length === 0) return null;
  const selection: Selection = {};
  for (const line of placement) {
    const room = rooms.find((r) => r.id === line.roomId);
    if (!room || isExternal(room) || roomsAvailable(room) < line.roomCount) return null;
    selection[room.id] = toSelectedRoom(room, line.roomCount, line.ratePlanId ?? null);
  }
  return selection;
}

/** Whether the guest's rooms are still exactly the list's placement (same types, counts and plans). */
export function isPlacementSelection(selection: Selection, placement: readonly PlacementLine[]): boolean {
  const chosen = Object.values(selection).filter((r) => r.qnt > 0);
  return (
    placement.length > 0 &&
    chosen.length === placement.length &&
    placement.every((line) => {
      const room = selection[line.roomId];
      return room?.qnt === line.roomCount && (room.ratePlanId ?? null) === (line.ratePlanId ?? null);
    })
  );
}
