import { addDays, daysBetween, type IsoDate, stayNights, weekdayOf } from '@staybook/contract';
import { MAX_ROOMS_PER_BOOKING } from '@staybook/contract/booking';
import type { PaymentPolicy } from '@staybook/contract/rate-plans';
import { createRandom, type Random } from './random.js';

/**
 * The demo's history as plain data: which guest books which room, when, and what becomes of the stay (paid, declined
 * first, abandoned; cancelled by the guest or the desk; checked in and out, leaving early, or a no-show; the balance
 * taken at the desk). Deterministic for a seed; nothing here touches IO. history.ts plays the events, in time order,
 * through the services a guest and the desk use.
 */

export interface HistoryPlan {
  id: string;
  paymentPolicy: PaymentPolicy;
  nonRefundable: boolean;
  isDefault: boolean;
}

export interface HistoryRoom {
  id: string;
  totalRooms: number;
  baseAdults: number;
  maxAdults: number;
  plans: HistoryPlan[];
}

export interface HistoryProperty {
  id: string;
  /** 'HH:MM' in IST. */
  checkInTime: string;
  checkOutTime: string;
  /** Rooms booked on this site (partner-only rooms are never in the history). */
  rooms: HistoryRoom[];
  /** Nights on which every room is sold (the catalogue's sold-out weekends): filled with real bookings. */
  soldOutNights: IsoDate[];
  /** Random stays: none (only the sold-out nights), past arrivals only (stories edit its coming nights), or all. */
  randomStays: 'none' | 'past' | 'all';
  /** The peak week's rules the property sells by: arrivals from `from` to `to` stay `minStay` nights or more. */
  peakWeek?: { from: IsoDate; to: IsoDate; minStay: number; closedToArrival: IsoDate[] } | null;
}

export interface HistoryOptions {
  /** Today in IST and the instant the history ends: nothing is planned to happen after `now`. */
  today: IsoDate;
  now: Date;
  /** Arrivals from `today - pastDays` to `today + futureDays`. */
  pastDays: number;
  futureDays: number;
  /** Random stays to plan (the sold-out fill comes on top); fewer when the rooms run out. */
  bookings: number;
  guests: number;
  holdMinutes: number;
  seed: string;
}

export type StayFate =
  | { kind: 'stays'; earlyDeparture: boolean }
  | { kind: 'no_show' }
  | { kind: 'cancelled'; by: 'guest' | 'desk' }
  | { kind: 'abandoned' };

export interface PlannedStay {
  propertyId: string;
  roomTypeId: string;
  ratePlanId: string;
  paymentPolicy: PaymentPolicy;
  roomCount: number;
  /** Adults in the line, all its rooms. */
  adults: number;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guest: number;
  couponCode: string | null;
  fate: StayFate;
}

export type HistoryEventKind =
  | 'book'
  | 'decline'
  | 'capture'
  | 'sweep'
  | 'cancel'
  | 'settle_refunds'
  | 'check_in'
  | 'desk_payment'
  | 'check_out'
  | 'no_show';

export interface HistoryEvent {
  at: Date;
  stay: number;
  kind: HistoryEventKind;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Days after a refund is sent that its bank reports it processed (the reconciler then hears of it). */
export const REFUND_LANDS_AFTER_DAYS = 5;

/** The instant of an IST wall-clock time on a date. */
export function istInstant(date: IsoDate, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}

/** More guests at Christmas and in the dry season, fewer in the monsoon; more on Friday and Saturday nights. */
export function demandOf(date: IsoDate): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const season =
    (month === 12 && day >= 20) || (month === 1 && day <= 5)
      ? 2.2
      : [11, 12, 1, 2, 3].includes(month)
        ? 1.4
        : [6, 7, 8].includes(month)
          ? 0.55
          : 1;
  const weekday = weekdayOf(date);
  return season * (weekday === 5 || weekday === 6 ? 1.4 : 1);
}

/** Nights of a stay: mostly 1–3, sometimes a week. */
function stayLength(r: Random): number {
  const x = r.next();
  if (x < 0.3) return 1;
  if (x < 0.62) return 2;
  if (x < 0.8) return 3;
  if (x < 0.9) return 4;
  if (x < 0.96) return r.int(5, 6);
  return 7;
}

/** Days between booking and arrival: a few the same week, most within a month or two. */
function leadDays(r: Random): number {
  return Math.min(120, Math.floor(-Math.log(1 - r.next()) * 24));
}

/** The plan a guest picks; an abandoned hold is always one with something to pay online (null when none). */
function pickPlan(room: HistoryRoom, r: Random, paysOnline = false): HistoryPlan | null {
  if (paysOnline) return room.plans.find((p) => p.paymentPolicy !== 'pay_at_property') ?? null;
  const byTerms = room.plans.filter((p) => p.paymentPolicy !== 'pay_now');
  if (byTerms.length > 0 && r.chance(0.35)) return r.pick(byTerms);
  const saver = room.plans.find((p) => p.nonRefundable);
  if (saver && r.chance(0.25)) return saver;
  const others = room.plans.filter((p) => !p.nonRefundable && p.paymentPolicy === 'pay_now');
  return r.chance(0.6) ? (room.plans.find((p) => p.isDefault) ?? room.plans[0]!) : r.pick(others);
}

/** Rooms taken per room type and night while planning (every planned stay counts, whatever becomes of it). */
class Occupancy {
  private taken = new Map<string, number>();
  constructor(private today: IsoDate) {}
  private key = (roomTypeId: string, date: IsoDate) => `${roomTypeId}|${date}`;
  /** Takes the rooms when every night has them; a night from today on keeps one free unless `toTheLast`. */
  take(room: HistoryRoom, nights: IsoDate[], count: number, toTheLast = false): boolean {
    for (const date of nights) {
      const left = room.totalRooms - (this.taken.get(this.key(room.id, date)) ?? 0) - count;
      if (left < 0 || (left === 0 && date >= this.today && !toTheLast)) return false;
    }
    for (const date of nights)
      this.taken.set(this.key(room.id, date), (this.taken.get(this.key(room.id, date)) ?? 0) + count);
    return true;
  }
}

/**
 * Coupon uses per guest and in all, kept within the demo coupons' limits (GOA10: 5 a guest; MONSOON500: one a guest,
 * 100 in all), so no planned stay is refused for its coupon.
 */
class CouponBook {
  private used = new Map<string, number>();
  private total = new Map<string, number>();
  pick(r: Random, guest: number, nights: number): string | null {
    if (nights < 2) return null;
    const code = r.chance(0.08) ? 'GOA10' : r.chance(0.02) ? 'MONSOON500' : null;
    if (!code) return null;
    const key = `${code}|${guest}`;
    const n = this.used.get(key) ?? 0;
    const all = this.total.get(code) ?? 0;
    if (n >= (code === 'GOA10' ? 5 : 1) || (code === 'MONSOON500' && all >= 100)) return null;
    this.used.set(key, n + 1);
    this.total.set(code, all + 1);
    return code;
  }
}

export interface History {
  stays: PlannedStay[];
  /** Every event up to `now`, in time order (events of one stay keep their order). */
  events: HistoryEvent[];
}

export function planHistory(properties: HistoryProperty[], options: HistoryOptions): History {
  const r = createRandom(`history-${options.seed}`);
  const occupancy = new Occupancy(options.today);
  const coupons = new CouponBook();
  const stays: PlannedStay[] = [];
  const events: HistoryEvent[] = [];
  const nowMs = options.now.getTime();
  const add = (stay: number, kind: HistoryEventKind, at: Date) => {
    if (at.getTime() <= nowMs) events.push({ at, stay, kind });
  };
  const timesOf = new Map(properties.map((p) => [p.id, p]));

  // The sold-out nights first: every room of every room type, in bookings of at most five rooms, made weeks ago.
  for (const property of properties) {
    const pairs = new Set(property.soldOutNights);
    for (const first of [...pairs].sort()) {
      if (pairs.has(addDays(first, -1))) continue;
      let last = first;
      while (pairs.has(addDays(last, 1))) last = addDays(last, 1);
      const checkOut = addDays(last, 1);
      for (const room of property.rooms) {
        const plan = room.plans.find((p) => p.isDefault && p.paymentPolicy === 'pay_now') ?? room.plans[0]!;
        for (let left = room.totalRooms; left > 0; left -= MAX_ROOMS_PER_BOOKING) {
          const count = Math.min(left, MAX_ROOMS_PER_BOOKING);
          if (!occupancy.take(room, stayNights(first, checkOut), count, true)) continue;
          stays.push({
            propertyId: property.id,
            roomTypeId: room.id,
            ratePlanId: plan.id,
            paymentPolicy: plan.paymentPolicy,
            roomCount: count,
            adults: count,
            checkIn: first,
            checkOut,
            guest: r.int(0, options.guests - 1),
            couponCode: null,
            fate: { kind: 'stays', earlyDeparture: false },
          });
        }
      }
    }
  }

  // Random stays: arrival slots (room type × day) drawn by demand until the asked number is placed.
  const first = addDays(options.today, -options.pastDays);
  const days = stayNights(first, addDays(options.today, options.futureDays + 1));
  const rooms = properties
    .filter((p) => p.randomStays !== 'none')
    .flatMap((p) => p.rooms.map((room) => ({ property: p, room })));
  const meanDemand = days.reduce((n, d) => n + demandOf(d), 0) / days.length;
  const chance = Math.min(0.95, (options.bookings * 1.2) / (rooms.length * days.length * meanDemand));
  const slots = r.shuffle(rooms.flatMap((_, i) => days.map((d) => [i, d] as const)));
  let placed = 0;
  // Past and coming arrivals draw from decks of their own, so the past always has its share of every fate.
  const pastFates = fateDeck(r);
  const comingFates = fateDeck(r);
  // Passes over the slots until the asked number is placed (a full house refuses some), or a pass places none.
  for (let pass = 0; pass < 5 && placed < options.bookings; pass++) {
    const before = placed;
    for (const [i, checkIn] of slots) {
      if (placed >= options.bookings) break;
      if (!r.chance(Math.min(0.95, chance * demandOf(checkIn)))) continue;
      const { property, room } = rooms[i]!;
      if (checkIn >= options.today && property.randomStays !== 'all') continue;
      const fates = checkIn < options.today ? pastFates : comingFates;
      const fate = fates.peek();
      const early = fate.kind === 'stays' && fate.earlyDeparture;
      const longest = Math.max(1, daysBetween(checkIn, addDays(options.today, options.futureDays)));
      // The peak week's minimum stay and closed arrival, as the property sells them (or no stay there that day).
      const peak =
        property.peakWeek && checkIn >= property.peakWeek.from && checkIn <= property.peakWeek.to
          ? property.peakWeek
          : null;
      if (peak?.closedToArrival.includes(checkIn)) continue;
      const nights = Math.min(Math.max(stayLength(r), early ? 2 : 1, peak?.minStay ?? 1), longest);
      if ((early && nights < 2) || (peak && nights < peak.minStay)) continue;
      const checkOut = addDays(checkIn, nights);
      const roomCount = room.totalRooms >= 3 && r.chance(0.15) ? 2 : 1;
      const plan = pickPlan(room, r, fate.kind === 'abandoned');
      if (!plan || !occupancy.take(room, stayNights(checkIn, checkOut), roomCount)) continue;
      fates.deal();
      const guest = r.int(0, options.guests - 1);
      stays.push({
        propertyId: property.id,
        roomTypeId: room.id,
        ratePlanId: plan.id,
        paymentPolicy: plan.paymentPolicy,
        roomCount,
        adults: Math.min(room.maxAdults, Math.max(1, room.baseAdults)) * roomCount,
        checkIn,
        checkOut,
        guest,
        couponCode: fate.kind === 'abandoned' ? null : coupons.pick(r, guest, nights),
        fate,
      });
      placed++;
    }
    if (placed === before) break;
  }

  for (const [index, stay] of stays.entries()) {
    const property = timesOf.get(stay.propertyId)!;
    planEvents(r, stay, property, index, options, add);
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.stay - b.stay);
  return { stays, events };
}

/**
 * Fates dealt from a shuffled deck of fifty, so every fifty stays have each (a year of a hundred stays still shows a
 * no-show and an abandoned hold): 1 hold abandoned unpaid, 7 cancellations (5 by the guest, 2 at the desk), 2 no-shows,
 * 3 early departures, 37 stays as booked.
 */
function fateDeck(r: Random) {
  const deck: StayFate[] = [
    { kind: 'abandoned' },
    ...Array.from({ length: 5 }, (): StayFate => ({ kind: 'cancelled', by: 'guest' })),
    ...Array.from({ length: 2 }, (): StayFate => ({ kind: 'cancelled', by: 'desk' })),
    ...Array.from({ length: 2 }, (): StayFate => ({ kind: 'no_show' })),
    ...Array.from({ length: 3 }, (): StayFate => ({ kind: 'stays', earlyDeparture: true })),
    ...Array.from({ length: 37 }, (): StayFate => ({ kind: 'stays', earlyDeparture: false })),
  ];
  let hand = r.shuffle(deck);
  return {
    peek: () => hand[0]!,
    deal: () => {
      hand = hand.length > 1 ? hand.slice(1) : r.shuffle(deck);
    },
  };
}

/** The stay's events from booking to check-out (history.ts drops what cannot happen, e.g. after a failed booking). */
function planEvents(
  r: Random,
  stay: PlannedStay,
  property: HistoryProperty,
  index: number,
  options: HistoryOptions,
  add: (stay: number, kind: HistoryEventKind, at: Date) => void,
) {
  const arrival = istInstant(stay.checkIn, property.checkInTime).getTime();
  const midnight = istInstant(stay.checkIn, '00:00').getTime();
  // Booked at a waking hour some days before; never after now, and on the arrival day before check-in.
  let booked = midnight - leadDays(r) * DAY + r.int(8 * 60, 23 * 60) * MINUTE;
  booked = Math.min(booked, arrival - r.int(30, 300) * MINUTE, options.now.getTime() - r.int(5, 600) * MINUTE);
  booked = Math.max(booked, midnight - 200 * DAY);
  add(index, 'book', new Date(booked));
  const paysOnline = stay.paymentPolicy !== 'pay_at_property';
  if (stay.fate.kind === 'abandoned') {
    add(index, 'sweep', new Date(booked + (options.holdMinutes + 1) * MINUTE));
    return;
  }
  let paid = booked;
  if (paysOnline) {
    if (r.chance(0.06)) add(index, 'decline', new Date(booked + 2 * MINUTE));
    paid = booked + r.int(3, 8) * MINUTE;
    add(index, 'capture', new Date(paid));
  }
  if (stay.fate.kind === 'cancelled') {
    const from = paid + HOUR;
    const to = arrival - 2 * HOUR;
    // Booked hours before arrival: no time left to cancel, so the guest comes.
    if (to > from) {
      const at = from + Math.floor(r.next() * (to - from));
      add(index, 'cancel', new Date(at));
      add(index, 'settle_refunds', new Date(at + REFUND_LANDS_AFTER_DAYS * DAY));
      return;
    }
    stay.fate = { kind: 'stays', earlyDeparture: false };
  }
  if (stay.fate.kind === 'no_show') {
    const nights = daysBetween(stay.checkIn, stay.checkOut);
    // Marked late on the arrival day (every night back on sale), or the next morning (the first night stays sold).
    const nextMorning = nights >= 2 && r.chance(0.5);
    add(
      index,
      'no_show',
      istInstant(nextMorning ? addDays(stay.checkIn, 1) : stay.checkIn, nextMorning ? '10:30' : '23:30'),
    );
    return;
  }
  const checkedIn = arrival + r.int(0, 300) * MINUTE;
  add(index, 'check_in', new Date(checkedIn));
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const leaves =
    stay.fate.kind === 'stays' && stay.fate.earlyDeparture && nights >= 2
      ? istInstant(addDays(stay.checkIn, r.int(1, nights - 1)), '10:00')
      : new Date(istInstant(stay.checkOut, property.checkOutTime).getTime() - r.int(0, 120) * MINUTE);
  if (stay.paymentPolicy !== 'pay_now')
    add(index, 'desk_payment', new Date(r.chance(0.6) ? checkedIn + 10 * MINUTE : leaves.getTime() - 15 * MINUTE));
  add(index, 'check_out', leaves);
}
