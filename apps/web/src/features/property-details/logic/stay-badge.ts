import type { RoomCardView } from './room-view';

/** What the hero says about the stay being looked at. */
export type StayBadge =
  | { kind: 'available' }
  /** `alternative`: the nearest stay some room can be booked for instead, when the server offered one. */
  | { kind: 'sold-out'; alternative: { checkInDate: number; checkOutDate: number } | null };

/**
 * 'Available for your dates' when a room booked on this site can be booked for the whole stay, else 'Sold out for
 * your dates' with the offered stay whose check-in is nearest the one asked (the later of two equally near, as the
 * server chooses). Null while the rooms are unknown (loading or failed) and for a property with no room booked here.
 */
export function stayBadgeOf(rooms: readonly RoomCardView[] | undefined, checkInDate: number): StayBadge | null {
  if (!rooms) return null;
  const ours = rooms.filter((r) => !r.isExternal);
  if (ours.length === 0) return null;
  if (ours.some((r) => r.isAvailable)) return { kind: 'available' };
  let alternative: { checkInDate: number; checkOutDate: number } | null = null;
  for (const room of ours) {
    const offer = room.alternativeStay;
    if (!offer) continue;
    const distance = Math.abs(offer.checkInDate - checkInDate);
    const best = alternative && Math.abs(alternative.checkInDate - checkInDate);
    if (best === null || distance < best || (distance === best && offer.checkInDate > (alternative?.checkInDate ?? 0)))
      alternative = offer;
  }
  return { kind: 'sold-out', alternative };
}
