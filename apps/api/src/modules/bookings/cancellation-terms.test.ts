import { cancelRefusalText } from '@staybook/contract/cancellation-rules';
import { STANDARD_CANCELLATION_POLICY } from '@staybook/contract/rate-plans';
import { describe, expect, it } from 'vitest';
import { bookedTerms, bookingDeadline, guestCancellationRefusal, refundFor } from './cancellation-terms.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const stay = { checkIn: '2030-03-10', checkInTime: '13:00' };
const line = (over: Record<string, unknown> = {}) => ({
  roomTypeId: 'r',
  roomName: 'Suite',
  roomCount: 1,
  roomRentPaise: 800_000,
  taxPaise: 40_000,
  nightlyRates: [{ date: '2030-03-10', ratePaise: 400_000 }],
  ratePlan: null,
  cancellationPolicy: null,
  freeCancellationUntil: null,
  ...over,
});

describe('bookedTerms', () => {
  it('reads a booking made before rate plans as the 24-hour rule at the property check-in time', () => {
    const terms = bookedTerms([line()], stay);
    expect(terms.isLegacy).toBe(true);
    expect(terms.lines[0]).toMatchObject({ policy: STANDARD_CANCELLATION_POLICY, ratePlan: { name: 'Standard rate' } });
    expect(bookingDeadline(terms)).toBe(at('2030-03-09T07:30:00Z'));
  });

  it("keeps a snapshot's deadline, and none when a line has none", () => {
    const snap = { ...STANDARD_CANCELLATION_POLICY, name: 'Flexible' };
    const free = line({ cancellationPolicy: snap, freeCancellationUntil: new Date('2030-03-05T00:00:00Z') });
    expect(bookingDeadline(bookedTerms([free], stay))).toBe(at('2030-03-05T00:00:00Z'));
    expect(bookingDeadline(bookedTerms([free, line({ cancellationPolicy: snap })], stay))).toBeNull();
  });
});

describe("guestCancellationRefusal, in the guest's words", () => {
  const snapshot = bookedTerms([line({ cancellationPolicy: STANDARD_CANCELLATION_POLICY })], stay);
  const legacy = bookedTerms([line()], stay);
  it.each([
    ['a snapshot booking until check-in', snapshot, 'confirmed', '2030-03-10T07:29:59Z', null],
    [
      'a snapshot booking at check-in',
      snapshot,
      'confirmed',
      '2030-03-10T07:30:00Z',
      'Check-in time (10 Mar 2030, 1:00 PM IST) has passed. Please call the hotel to modify or cancel.',
    ],
    // A booking made before rate plans follows the standard policy like any other: cancellable until check-in.
    ['a legacy booking after its free window', legacy, 'pending_payment', '2030-03-09T07:30:00Z', null],
    [
      'a legacy booking at check-in',
      legacy,
      'confirmed',
      '2030-03-10T07:30:00Z',
      'Check-in time (10 Mar 2030, 1:00 PM IST) has passed. Please call the hotel to modify or cancel.',
    ],
    ['a cancelled booking', snapshot, 'cancelled', '2030-03-01T00:00:00Z', 'This booking can no longer be cancelled.'],
  ])('%s', (_name, _terms, status, instant, expected) => {
    const refusal = guestCancellationRefusal(status, stay, at(instant));
    expect(refusal && cancelRefusalText(refusal)).toBe(expected);
  });

  it('refunds a legacy booking in full inside its 24-hour window and nothing after, as the standard policy', () => {
    const legacyTerms = bookedTerms([line()], stay);
    expect(refundFor(legacyTerms, 840_000, at('2030-03-09T07:29:59Z')).refundPaise).toBe(840_000);
    expect(refundFor(legacyTerms, 840_000, at('2030-03-09T07:30:00Z')).refundPaise).toBe(0);
  });
});
