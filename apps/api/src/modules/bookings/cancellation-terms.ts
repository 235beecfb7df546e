import type { IsoDate } from '@staybook/contract';
import {
  type CancellableLine,
  type CancellationOutcome,
  type CancelRefusal,
  cancellationRefund,
  checkInInstant,
  freeCancellationDeadline,
} from '@staybook/contract/cancellation-rules';
import {
  type CancellationPolicySnapshot,
  type RatePlanSnapshot,
  STANDARD_CANCELLATION_POLICY,
  STANDARD_RATE_PLAN,
} from '@staybook/contract/rate-plans';

/**
 * A booking's cancellation terms as stored: the snapshot on each room line. A booking made before rate plans (no
 * snapshot) was sold under the rule the standard policy now states — free until 24 hours before check-in at the
 * property's check-in time, then no refund — so it is read as a booking on the standard plan and policy, with the
 * same deadline, and follows every rule a booking with a snapshot follows. This file and the contract's
 * cancellation-rules.ts are the only places cancellation is decided.
 */

export interface StoredLine {
  roomTypeId: string;
  roomName: string;
  roomCount: number;
  roomRentPaise: number;
  taxPaise: number;
  nightlyRates: unknown;
  extraGuestPaise?: number;
  ratePlan: unknown;
  cancellationPolicy: unknown;
  freeCancellationUntil: Date | null;
}

export interface BookedTerms {
  /** True for bookings made before rate plans (no snapshot). */
  isLegacy: boolean;
  lines: Array<
    CancellableLine & {
      roomTypeId: string;
      roomName: string;
      ratePlan: RatePlanSnapshot;
      policy: CancellationPolicySnapshot;
    }
  >;
}

export function bookedTerms(lines: StoredLine[], stay: { checkIn: IsoDate; checkInTime: string }): BookedTerms {
  const isLegacy = lines.length > 0 && lines.every((l) => l.cancellationPolicy === null);
  // The standard policy's deadline, however late the booking was made (those bookings always promised it).
  const legacyDeadline = freeCancellationDeadline(STANDARD_CANCELLATION_POLICY, stay.checkIn, stay.checkInTime);
  return {
    isLegacy,
    lines: lines.map((l) => ({
      roomTypeId: l.roomTypeId,
      roomName: l.roomName,
      roomCount: l.roomCount,
      roomRentPaise: l.roomRentPaise,
      taxPaise: l.taxPaise,
      nightlyRates: (l.nightlyRates ?? []) as Array<{ ratePaise: number }>,
      extraGuestPaise: l.extraGuestPaise ?? 0,
      ratePlan: (l.ratePlan as RatePlanSnapshot | null) ?? STANDARD_RATE_PLAN,
      policy: (l.cancellationPolicy as CancellationPolicySnapshot | null) ?? STANDARD_CANCELLATION_POLICY,
      freeCancellationUntil: isLegacy
        ? legacyDeadline
        : l.freeCancellationUntil
          ? Math.floor(l.freeCancellationUntil.getTime() / 1000)
          : null,
    })),
  };
}

const CANCELLABLE: ReadonlySet<string> = new Set(['confirmed', 'pending_payment']);

/** Why the guest cannot cancel online at `now` (as facts), or null: any booking may be cancelled until check-in. */
export function guestCancellationRefusal(
  status: string,
  stay: { checkIn: IsoDate; checkInTime: string },
  now: number,
): CancelRefusal | null {
  if (!CANCELLABLE.has(status)) return { kind: 'closed' };
  const checkInAt = checkInInstant(stay.checkIn, stay.checkInTime);
  if (now >= checkInAt) return { kind: 'checkInPassed', checkInAt };
  return null;
}

/** What cancelling at `now` returns of `paidPaise`, by the booked terms (`stayTotalPaise`: the booking's total). */
export function refundFor(
  terms: BookedTerms,
  paidPaise: number,
  now: number,
  stayTotalPaise?: number,
): CancellationOutcome {
  return cancellationRefund(terms.lines, paidPaise, now, stayTotalPaise);
}

/** The booking's own deadline for display: the earliest line's, or null when some line has no free window. */
export function bookingDeadline(terms: BookedTerms): number | null {
  const deadlines = terms.lines.map((l) => l.freeCancellationUntil);
  if (deadlines.length === 0 || deadlines.some((d) => d === null)) return null;
  return Math.min(...(deadlines as number[]));
}
