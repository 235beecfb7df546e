import { promisedDeadline } from '@staybook/contract/cancellation-rules';
import { type Quote, type SellablePlan, STANDARD_PLAN } from '../pricing/index.js';

/**
 * What each room line promises, copied when it is sold (a booking, or a change of one; refunds follow this, never the
 * plan's later settings): the plan, its policy, and the deadline computed now from the stay and the property's
 * check-in time — or none when it has already passed. The booking's own deadline is the earliest of its lines', and
 * none when any line has none.
 */
export function snapshotTerms(quote: Quote, now: Date) {
  const nowUnix = Math.floor(now.getTime() / 1000);
  const lines = new Map<
    string,
    { ratePlanId: string | null; ratePlan: unknown; cancellationPolicy: unknown; freeCancellationUntil: Date | null }
  >();
  const deadlines: Array<number | null> = [];
  for (const room of quote.rooms) {
    const { plan, policy } = planOfRoom(room, quote);
    const deadline = promisedDeadline(policy, quote.checkIn, quote.property.checkInTime, nowUnix);
    deadlines.push(deadline);
    lines.set(room.roomTypeId, {
      ratePlanId: plan.id,
      ratePlan: plan,
      cancellationPolicy: policy,
      freeCancellationUntil: deadline === null ? null : new Date(deadline * 1000),
    });
  }
  const earliest = deadlines.some((d) => d === null) ? null : Math.min(...(deadlines as number[]));
  return { lines, bookingDeadline: earliest === null ? null : new Date(earliest * 1000) };
}

function planOfRoom(room: { roomTypeId: string }, quote: Quote): SellablePlan {
  return quote.plans.get(room.roomTypeId) ?? STANDARD_PLAN;
}

/** The line's extra-guest charges per night, all its rooms (paise; 0 at base occupancy). */
export function lineExtraGuestPaise(room: { extraGuestPaise?: number[] } | undefined): number {
  return (room?.extraGuestPaise ?? []).reduce((sum, paise) => sum + paise, 0);
}
