import { addDays, stayNights } from '@staybook/contract';
import { describe, expect, it } from 'vitest';
import { type HistoryOptions, type HistoryProperty, planHistory } from './history-plan';

const plans = (room: string) => [
  { id: `${room}-flex`, paymentPolicy: 'pay_now' as const, nonRefundable: false, isDefault: true },
  { id: `${room}-saver`, paymentPolicy: 'pay_now' as const, nonRefundable: true, isDefault: false },
  { id: `${room}-villa`, paymentPolicy: 'pay_at_property' as const, nonRefundable: false, isDefault: false },
];

const today = '2026-11-26';
const property = (id: string, rooms: number[], extra: Partial<HistoryProperty> = {}): HistoryProperty => ({
  id,
  checkInTime: '14:00',
  checkOutTime: '11:00',
  rooms: rooms.map((totalRooms, i) => ({
    id: `${id}-r${i}`,
    totalRooms,
    baseAdults: 2,
    maxAdults: 3,
    plans: plans(`${id}-r${i}`),
  })),
  soldOutNights: [],
  randomStays: 'all',
  ...extra,
});
const options: HistoryOptions = {
  today,
  now: new Date('2026-11-26T12:00:00+05:30'),
  pastDays: 365,
  futureDays: 120,
  bookings: 400,
  guests: 12,
  holdMinutes: 15,
  seed: 'test',
};
const catalogue = [
  property('a', [1, 2, 6]),
  property('b', [12, 3], { soldOutNights: [addDays(today, 20), addDays(today, 21)] }),
  property('c', [4], { randomStays: 'past' }),
];

describe('the demo history plan', () => {
  const history = planHistory(catalogue, options);

  it('is the same on every run', () => {
    expect(planHistory(catalogue, options)).toEqual(history);
  });

  it('never sells more rooms than a night has, and keeps one free on every coming night outside the sold-out ones', () => {
    const rooms = new Map(catalogue.flatMap((p) => p.rooms.map((r) => [r.id, r.totalRooms] as const)));
    const taken = new Map<string, number>();
    for (const s of history.stays)
      for (const date of stayNights(s.checkIn, s.checkOut))
        taken.set(`${s.roomTypeId}|${date}`, (taken.get(`${s.roomTypeId}|${date}`) ?? 0) + s.roomCount);
    const soldOut = new Set(catalogue.flatMap((p) => p.soldOutNights));
    for (const [key, n] of taken) {
      const [room, date] = key.split('|') as [string, string];
      expect(n, key).toBeLessThanOrEqual(rooms.get(room)!);
      if (date >= today && !soldOut.has(date)) expect(n, key).toBeLessThan(rooms.get(room)!);
    }
  });

  it('sells every room of the sold-out nights, in bookings of at most five rooms', () => {
    const fill = history.stays.filter((s) => s.checkIn === addDays(today, 20) && s.propertyId === 'b');
    expect(fill.reduce((n, s) => n + s.roomCount, 0)).toBe(15);
    expect(Math.max(...fill.map((s) => s.roomCount))).toBe(5);
  });

  it('plans stays a year back and four months ahead, none coming where only past stays are sold', () => {
    const checkIns = history.stays.map((s) => s.checkIn).sort();
    expect(checkIns[0]! < addDays(today, -300)).toBe(true);
    expect(checkIns.at(-1)! > addDays(today, 60)).toBe(true);
    expect(checkIns.at(-1)! <= addDays(today, 120)).toBe(true);
    expect(history.stays.filter((s) => s.propertyId === 'c' && s.checkIn >= today)).toEqual([]);
    expect(history.stays.length).toBeGreaterThan(300);
  });

  it('orders events in time, each stay booked first, and plans nothing after now', () => {
    const times = history.events.map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThanOrEqual(options.now.getTime());
    const seen = new Set<number>();
    for (const e of history.events) {
      if (e.kind === 'book') seen.add(e.stay);
      else expect(seen.has(e.stay), `${e.kind} of stay ${e.stay} before its booking`).toBe(true);
    }
  });

  it('draws every fate: cancellations, no-shows, early departures, abandoned holds, desk payments and declines', () => {
    const kinds = new Set(history.events.map((e) => e.kind));
    for (const kind of ['cancel', 'settle_refunds', 'no_show', 'sweep', 'desk_payment', 'decline', 'check_out'])
      expect(kinds.has(kind as never), kind).toBe(true);
    expect(history.stays.some((s) => s.fate.kind === 'stays' && s.fate.earlyDeparture)).toBe(true);
    expect(history.stays.some((s) => s.couponCode)).toBe(true);
  });
});
