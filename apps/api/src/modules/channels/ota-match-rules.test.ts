import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './ical-rules.js';
import { matchOtaBookings, type OtaBookingForMatch } from './ota-match-rules.js';

const event = (uid: string, startsOn: string, endsOn: string, summary = 'Reserved', description?: string) =>
  ({ uid, startsOn, endsOn, summary, ...(description ? { description } : {}) }) as CalendarEvent;
const booking = (over: Partial<OtaBookingForMatch>): OtaBookingForMatch => ({
  id: 'b1',
  code: 'SB1',
  channelName: 'Booking.com',
  otaReservationNumber: null,
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  ...over,
});

describe('matching desk-entered OTA bookings to their calendar events', () => {
  it('matches by the reservation number in the summary or the description, whatever the channel and dates', () => {
    const events = [
      event(
        'a',
        '2026-12-10',
        '2026-12-12',
        'Reserved',
        'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABC123',
      ),
      event('b', '2026-12-20', '2026-12-21', 'Booking 4471902235'),
    ];
    const found = matchOtaBookings(
      events,
      [
        booking({ id: 'x', otaReservationNumber: 'HMABC123', channelName: 'Airbnb', checkIn: '2026-12-09' }),
        booking({ id: 'y', otaReservationNumber: '4471902235', channelName: 'Somewhere else' }),
      ],
      'Airbnb',
    );
    expect(found.get('a')?.id).toBe('x');
    expect(found.get('b')?.id).toBe('y');
  });

  it('never matches a number inside a longer one', () => {
    const found = matchOtaBookings(
      [event('a', '2026-12-10', '2026-12-12', 'Booking 14471902235')],
      [booking({ otaReservationNumber: '4471902235', channelName: 'Airbnb' })],
      'Booking.com',
    );
    expect(found.size).toBe(0);
  });

  it('matches by exact nights only for the same channel and only when one event has them', () => {
    const one = matchOtaBookings(
      [event('a', '2026-12-10', '2026-12-12', 'CLOSED - Not available')],
      [booking({})],
      'booking com',
    );
    expect(one.get('a')?.id).toBe('b1');
    const otherChannel = matchOtaBookings([event('a', '2026-12-10', '2026-12-12')], [booking({})], 'Airbnb');
    expect(otherChannel.size).toBe(0);
    const otherNights = matchOtaBookings([event('a', '2026-12-10', '2026-12-13')], [booking({})], 'Booking.com');
    expect(otherNights.size).toBe(0);
    const two = matchOtaBookings(
      [event('a', '2026-12-10', '2026-12-12'), event('b', '2026-12-10', '2026-12-12')],
      [booking({})],
      'Booking.com',
    );
    expect(two.size).toBe(0);
  });

  it('gives each booking one event and each event one booking', () => {
    const found = matchOtaBookings(
      [event('a', '2026-12-10', '2026-12-12', 'R 123'), event('b', '2026-12-10', '2026-12-12', 'R 123')],
      [booking({ id: 'x', otaReservationNumber: '123' }), booking({ id: 'y', otaReservationNumber: '123' })],
      'Booking.com',
    );
    expect([...found.values()].map((b) => b.id).sort()).toEqual(['x', 'y']);
    expect(found.size).toBe(2);
  });
});
