import type { IsoDate } from '@staybook/contract';
import { holdRefusalText } from '@staybook/contract/hold-refusal';

// ─── Stay ──────────────────────────────────────────────────────────────────────────────────────────

// ─── Guests ────────────────────────────────────────────────────────────────────────────────────────

/** Guest totals from the spec's payload: `guests`, else `adults`/`childrens`, else the sum over the rooms. */
export function guestTotals(input: {
  guests?: { adults: number; children: number } | undefined;
  adults?: number | undefined;
  childrens?: number | undefined;
  roomIds: Array<{ adults: number; children: number }>;
}): { adults: number; children: number } {
  const sum = (key: 'adults' | 'children') => input.roomIds.reduce((n, r) => n + r[key], 0);
  return {
    adults: input.guests?.adults ?? input.adults ?? sum('adults'),
    children: input.guests?.children ?? input.childrens ?? sum('children'),
  };
}

// The occupancy rule is the contract's, shared with the web's guest counters. This alias only keeps
// bookings.service.ts (being refactored elsewhere) compiling; new code imports occupancyProblem itself.

// ─── Fair share: unpaid holds ──────────────────────────────────────────────────────────────────────

/** Unpaid holds one guest may keep at once: enough to compare two stays, not enough to corner a property. */
export const MAX_UNPAID_HOLDS_PER_GUEST = 2;

/** Why a guest with `liveHolds` unpaid holds cannot start another, or null. */
export function holdLimitProblem(liveHolds: number, holdMinutes: number): string | null {
  if (liveHolds < MAX_UNPAID_HOLDS_PER_GUEST) return null;
  return holdRefusalText({ reason: 'unpaid_hold_limit', limit: MAX_UNPAID_HOLDS_PER_GUEST, holdMinutes });
}

/** Whether a booking still holds its rooms for payment at `now`. */
export function isLiveHold(
  booking: { status: string; holdsInventory: boolean; holdExpiresAt: Date | null },
  now: Date,
): boolean {
  return (
    booking.status === 'pending_payment' &&
    booking.holdsInventory &&
    (booking.holdExpiresAt?.getTime() ?? 0) > now.getTime()
  );
}

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This request was already used for a different booking.';

// ─── Booking reference ─────────────────────────────────────────────────────────────────────────────

/** No 0/O, 1/I/L: the code is read out over the phone. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 'SB' and six characters from random bytes (pass crypto.randomBytes(6)). */
export function bookingCode(random: Uint8Array): string {
  let code = 'SB';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[(random[i] ?? 0) % CODE_ALPHABET.length];
  return code;
}

type StayRooms = Array<{ id: string; roomCount: number; ratePlanId?: string | null | undefined }>;

/**
 * Whether a re-initiated booking asks for exactly the stay an existing pending booking holds. Rate plans are
 * compared when the request names them (`b`; null is the built-in standard plan, undefined means "not said").
 */
export function isSameStay(
  a: { propertyId: string; checkIn: IsoDate; checkOut: IsoDate; rooms: StayRooms },
  b: { propertyId: string; checkIn: IsoDate; checkOut: IsoDate; rooms: StayRooms },
): boolean {
  const planned = b.rooms.some((r) => r.ratePlanId !== undefined);
  const key = (rooms: StayRooms) =>
    rooms
      .map((r) => `${r.id}:${r.roomCount}${planned ? `:${r.ratePlanId ?? ''}` : ''}`)
      .sort()
      .join(',');
  return (
    a.propertyId === b.propertyId &&
    a.checkIn === b.checkIn &&
    a.checkOut === b.checkOut &&
    key(a.rooms) === key(b.rooms)
  );
}
