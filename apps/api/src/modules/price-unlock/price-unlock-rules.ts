/** A room type as the unlock flow weighs it: one room's price for the whole stay and its limits. */
export interface RoomOption {
  roomTypeId: string;
  /** Rent + GST of ONE room for every night of the stay, in paise. */
  oneRoomTotalPaise: number;
  /** The fewest rooms free on any night of the stay. */
  minAvailable: number;
  maxAdults: number;
  maxChildren: number;
}

export interface RoomChoice {
  roomTypeId: string;
  roomCount: number;
}

/** Most rooms the unlock flow will price for one party (the booking widget's limit). */
export const MAX_ROOMS_PER_UNLOCK = 5;

/**
 * Rooms of one type a party needs: enough beds for the adults, and for the children either their own
 * allowance or, where the room takes no children, a bed among the adults.
 */
export function roomsNeeded(option: Pick<RoomOption, 'maxAdults' | 'maxChildren'>, adults: number, children: number) {
  const perRoomAdults = Math.max(1, option.maxAdults);
  const forAdults = Math.ceil(adults / perRoomAdults);
  const forChildren =
    option.maxChildren > 0 ? Math.ceil(children / option.maxChildren) : Math.ceil((adults + children) / perRoomAdults);
  return Math.max(1, forAdults, forChildren);
}

/**
 * The cheapest way to put the party up in one room type that is free on every night, or null when no type is.
 * Ties go to the first option (the property's own order).
 */
export function chooseCheapestRooms(options: RoomOption[], adults: number, children: number): RoomChoice | null {
  let best: { choice: RoomChoice; total: number } | null = null;
  for (const option of options) {
    const count = roomsNeeded(option, adults, children);
    if (count > MAX_ROOMS_PER_UNLOCK || option.minAvailable < count) continue;
    const total = option.oneRoomTotalPaise * count;
    if (!best || total < best.total) best = { choice: { roomTypeId: option.roomTypeId, roomCount: count }, total };
  }
  return best?.choice ?? null;
}
