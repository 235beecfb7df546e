import { describe, expect, it } from 'vitest';
import type { BookingRevision } from '../../adapters/channel-manager/index.js';
import {
  type AriNight,
  availabilityValues,
  paiseOf,
  pushBackoffMs,
  reservationNumberOf,
  restrictionValues,
  revisionStay,
} from './channel-manager-rules.js';

const night = (date: string, over: Partial<AriNight> = {}): AriNight => ({
  date,
  available: 2,
  isClosed: false,
  minStay: null,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: false,
  ...over,
});

describe('channel manager values', () => {
  it('folds consecutive equal nights into one range and starts a new one at a change or a gap (month end included)', () => {
    const values = availabilityValues('P', 'R', [
      night('2027-01-31'),
      night('2027-01-30'),
      night('2027-02-01', { available: 0 }),
      night('2027-02-02', { available: -1 }),
      night('2027-02-04', { available: 0 }),
    ]);
    expect(values.map((v) => [v.date_from, v.date_to, v.availability])).toEqual([
      ['2027-01-30', '2027-01-31', 2],
      ['2027-02-01', '2027-02-02', 0],
      ['2027-02-04', '2027-02-04', 0],
    ]);
  });

  it('sends a plan’s rate in rupees with the room’s restrictions, and a lifted limit as min 1 / max 0', () => {
    const values = restrictionValues('P', 'RP', [
      { ...night('2028-02-28'), ratePaise: 450_000 },
      { ...night('2028-02-29'), ratePaise: 450_000 },
      { ...night('2028-03-01', { isClosed: true, minStay: 2, closedToArrival: true }), ratePaise: 450_050 },
    ]);
    expect(values).toEqual([
      {
        property_id: 'P',
        rate_plan_id: 'RP',
        date_from: '2028-02-28',
        date_to: '2028-02-29',
        rate: '4500.00',
        min_stay_arrival: 1,
        max_stay: 0,
        closed_to_arrival: false,
        closed_to_departure: false,
        stop_sell: false,
      },
      expect.objectContaining({ date_from: '2028-03-01', rate: '4500.50', stop_sell: true, min_stay_arrival: 2 }),
    ]);
  });

  it('waits 30 s after a first failure, three times longer each time, never more than an hour', () => {
    expect([1, 2, 3, 8, 20].map((n) => pushBackoffMs(n))).toEqual([30_000, 90_000, 270_000, 3_600_000, 3_600_000]);
  });

  it('reads amounts and reservation codes as the booking takes them', () => {
    expect([paiseOf('1575.50'), paiseOf('abc'), paiseOf(null), paiseOf('-3')]).toEqual([157_550, null, null, null]);
    expect(reservationNumberOf(' 4155.292/01 ')).toBe('4155-292-01');
    expect(reservationNumberOf('###')).toBeNull();
  });
});

describe('a booking revision read as a stay', () => {
  const revision = (over: Partial<BookingRevision> = {}): BookingRevision => ({
    id: 'rev',
    booking_id: 'b',
    property_id: 'P',
    status: 'new',
    ota_name: 'Airbnb',
    arrival_date: '2027-01-10',
    departure_date: '2027-01-12',
    customer: { name: 'Ria', surname: 'Dsouza', phone: '9822000001', mail: 'ria@example.com' },
    rooms: [
      {
        room_type_id: 'R1',
        rate_plan_id: 'RP1',
        checkin_date: '2027-01-10',
        checkout_date: '2027-01-12',
        occupancy: { adults: 2, children: 1 },
      },
      {
        room_type_id: 'R1',
        rate_plan_id: 'RP1',
        checkin_date: '2027-01-10',
        checkout_date: '2027-01-12',
        occupancy: { adults: 1 },
      },
    ],
    ...over,
  });
  const rooms = (id: string) => ({ R1: 'room-1' })[id];
  const plans = (id: string) => (id === 'RP1' ? { ratePlanId: 'plan-1', roomTypeId: 'room-1' } : undefined);

  it('puts rooms of one type on one line with their guests, and names the guest', () => {
    const read = revisionStay(revision(), rooms, plans);
    expect(read).toEqual({
      stay: expect.objectContaining({
        checkIn: '2027-01-10',
        checkOut: '2027-01-12',
        lines: [{ roomTypeId: 'room-1', ratePlanId: 'plan-1', roomCount: 2, adults: 3, children: 1 }],
        guest: { name: 'Ria Dsouza', phone: '9822000001', email: 'ria@example.com' },
      }),
    });
  });

  it('says why a revision cannot be read: a room type not mapped, dates that are not a stay', () => {
    expect(revisionStay(revision({ rooms: [{ ...revision().rooms[0]!, room_type_id: 'R9' }] }), rooms, plans)).toEqual({
      problem: 'its room type R9 is not mapped to any of ours',
    });
    expect(revisionStay(revision({ departure_date: '2027-01-10' }), rooms, plans)).toEqual({
      problem: 'its dates (2027-01-10 to 2027-01-10) are not a stay',
    });
  });
});
