import { addDays, type IsoDate } from '@staybook/contract/stay-dates';
import type { AvailabilityValue, BookingRevision, RestrictionValue } from '../../adapters/channel-manager/index.js';

/**
 * The channel manager's pure rules (issue 44): nights turned into Channex's `values` ranges (a run of nights with the
 * same values is one range, so a year of one rate is one value), and a booking revision read into what the booking
 * pipeline takes. docs/channels.md, "Channel manager".
 */

/** A night as pushed: its room type's availability and restrictions, and each mapped plan's rate (paise). */
export interface AriNight {
  date: IsoDate;
  available: number;
  isClosed: boolean;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

/** Runs of consecutive nights with the same key, as [first, last] (both included), in date order. */
export function runsOf<T extends { date: IsoDate }>(nights: readonly T[], keyOf: (n: T) => string) {
  const sorted = [...nights].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const runs: Array<{ first: T; last: IsoDate }> = [];
  let key = '';
  for (const night of sorted) {
    const current = runs.at(-1);
    const k = keyOf(night);
    if (current && k === key && addDays(current.last, 1) === night.date) current.last = night.date;
    else runs.push({ first: night, last: night.date });
    key = k;
  }
  return runs;
}

export function availabilityValues(propertyRemoteId: string, roomTypeRemoteId: string, nights: readonly AriNight[]) {
  return runsOf(nights, (n) => String(Math.max(0, n.available))).map(
    ({ first, last }): AvailabilityValue => ({
      property_id: propertyRemoteId,
      room_type_id: roomTypeRemoteId,
      date_from: first.date,
      date_to: last,
      availability: Math.max(0, first.available),
    }),
  );
}

/** Paise as Channex's decimal string ("4000.00"). */
export const rupeeString = (paise: number) => (paise / 100).toFixed(2);

/**
 * A plan's nights as Channex restrictions: its rate (the plan's nightly tariff before GST, for the room's base
 * occupancy) and the room type's stop-sell, stay limits and closed to arrival or departure. A night with no limit is
 * sent as min stay 1 and max stay 0 (none), so a limit lifted here is lifted there.
 */
export function restrictionValues(
  propertyRemoteId: string,
  planRemoteId: string,
  nights: ReadonlyArray<AriNight & { ratePaise: number }>,
) {
  const valuesOf = (n: AriNight & { ratePaise: number }) => ({
    rate: rupeeString(n.ratePaise),
    min_stay_arrival: n.minStay ?? 1,
    max_stay: n.maxStay ?? 0,
    closed_to_arrival: n.closedToArrival,
    closed_to_departure: n.closedToDeparture,
    stop_sell: n.isClosed,
  });
  return runsOf(nights, (n) => JSON.stringify(valuesOf(n))).map(
    ({ first, last }): RestrictionValue => ({
      property_id: propertyRemoteId,
      rate_plan_id: planRemoteId,
      date_from: first.date,
      date_to: last,
      ...valuesOf(first),
    }),
  );
}

/** How long a property's failed push waits before its next try: 30 s, three times longer each time, at most an hour. */
export function pushBackoffMs(attempts: number, baseMs = 30_000): number {
  return Math.min(3_600_000, baseMs * 3 ** Math.max(0, attempts - 1));
}

/** "1234.5" → 123450 paise; null for anything that is not an amount. */
export function paiseOf(amount: string | number | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const n = typeof amount === 'number' ? amount : Number(String(amount).trim());
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null;
}

/** An OTA's reservation code as the desk's field takes it (letters, digits and dashes, at most 40). */
export function reservationNumberOf(code: string | null | undefined): string | null {
  const cleaned = (code ?? '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return cleaned || null;
}

/** One line per room type of the revision, as the booking pipeline books them. */
export interface RevisionLine {
  roomTypeId: string;
  ratePlanId: string | null;
  roomCount: number;
  adults: number;
  children: number;
}

export interface RevisionStay {
  checkIn: IsoDate;
  checkOut: IsoDate;
  lines: RevisionLine[];
  guest: { name: string; phone: string | null; email: string | null };
  amountPaise: number | null;
  commissionPaise: number | null;
}

/**
 * The stay a revision asks for, with its rooms mapped to ours; or the reason it cannot be read (a room type or the
 * dates the mapping does not know), said so the desk can act on it.
 */
export function revisionStay(
  revision: BookingRevision,
  roomTypeOf: (remoteId: string) => string | undefined,
  planOf: (remoteId: string) => { ratePlanId: string; roomTypeId: string } | undefined,
): { stay: RevisionStay } | { problem: string } {
  const isDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (
    !isDate(revision.arrival_date) ||
    !isDate(revision.departure_date) ||
    revision.departure_date <= revision.arrival_date
  )
    return { problem: `its dates (${revision.arrival_date} to ${revision.departure_date}) are not a stay` };
  if (revision.rooms.length === 0) return { problem: 'it has no rooms' };
  const lines = new Map<string, RevisionLine>();
  for (const room of revision.rooms) {
    const roomTypeId = roomTypeOf(room.room_type_id);
    if (!roomTypeId) return { problem: `its room type ${room.room_type_id} is not mapped to any of ours` };
    const plan = room.rate_plan_id ? planOf(room.rate_plan_id) : undefined;
    const line = lines.get(roomTypeId) ?? {
      roomTypeId,
      ratePlanId: plan && plan.roomTypeId === roomTypeId ? plan.ratePlanId : null,
      roomCount: 0,
      adults: 0,
      children: 0,
    };
    line.roomCount += 1;
    line.adults += Math.max(1, room.occupancy?.adults ?? 1);
    line.children += Math.max(0, room.occupancy?.children ?? 0);
    lines.set(roomTypeId, line);
  }
  const c = revision.customer ?? {};
  const name =
    [c.name, c.surname]
      .filter((p) => p?.trim())
      .join(' ')
      .trim() || `${revision.ota_name} guest`;
  return {
    stay: {
      checkIn: revision.arrival_date,
      checkOut: revision.departure_date,
      lines: [...lines.values()],
      guest: { name: name.slice(0, 100), phone: c.phone?.trim() || null, email: c.mail?.trim() || null },
      amountPaise: paiseOf(revision.amount),
      commissionPaise: paiseOf(revision.ota_commission),
    },
  };
}
