import { formatDeadline } from './format';
import { formatInrMoved } from './money';
import type { CancellationPolicySnapshot, CancellationTerms } from './rate-plans';
import { type IsoDate, istDateToUnix } from './stay-dates';

/**
 * Cancellation rules, pure and in one place for the API (deadlines, refunds) and the guest site (the words).
 * Instants are unix seconds; a deadline is an IST wall-clock instant derived from the stay's check-in date and the
 * property's check-in time. IST has no daylight saving, so "N days before" is exactly N × 24 hours before.
 */

const HOUR = 3600;

/** Unix seconds of check-in: the stay's first date at the property's check-in time ('HH:MM', IST). */
export function checkInInstant(checkIn: IsoDate, checkInTime: string): number {
  const [h = 14, m = 0] = checkInTime.split(':').map(Number);
  return istDateToUnix(checkIn) + h * HOUR + m * 60;
}

/** When the policy's free window closes for this stay; null when there is none (non-refundable). */
export function freeCancellationDeadline(
  terms: CancellationTerms,
  checkIn: IsoDate,
  checkInTime: string,
): number | null {
  if (terms.kind === 'non_refundable' || terms.freeWindowValue === null) return null;
  const hours = terms.freeWindowUnit === 'days' ? terms.freeWindowValue * 24 : terms.freeWindowValue;
  return checkInInstant(checkIn, checkInTime) - hours * HOUR;
}

/**
 * The deadline a booking made at `bookedAt` may promise: the policy's deadline, or null when there is none or it
 * has already passed (a booking at 8:30 PM for tonight is past its free window from the start; at exactly the
 * deadline it is past too, as cancelling then would be).
 */
export function promisedDeadline(
  terms: CancellationTerms,
  checkIn: IsoDate,
  checkInTime: string,
  bookedAt: number,
): number | null {
  const deadline = freeCancellationDeadline(terms, checkIn, checkInTime);
  return deadline !== null && deadline > bookedAt ? deadline : null;
}

/** Whether cancelling at `now` is still free: strictly before the promised deadline. */
export function isFreeToCancel(deadline: number | null, now: number): boolean {
  return deadline !== null && now < deadline;
}

/** One booked room line, as its snapshot and its price stand. */
export interface CancellableLine {
  roomCount: number;
  roomRentPaise: number;
  taxPaise: number;
  /** The tariff charged for one room each night, in date order. */
  nightlyRates: Array<{ ratePaise: number }>;
  /** The line's extra-guest charges per night (all its rooms, paise): part of what a night costs. Absent: none. */
  extraGuestPaise?: number;
  policy: CancellationTerms;
  /** The promised deadline (null: no free window). */
  freeCancellationUntil: number | null;
}

/**
 * Room rent kept if this line is cancelled at `now`: nothing inside the free window; after it, the first night of
 * every room, a percentage of the rent (rounded to the paisa, half up), or all of it; everything when
 * non-refundable.
 */
export function keptRentPaise(line: CancellableLine, now: number): number {
  if (isFreeToCancel(line.freeCancellationUntil, now)) return 0;
  const { policy } = line;
  if (policy.kind === 'non_refundable' || policy.chargeKind === 'full') return line.roomRentPaise;
  if (policy.chargeKind === 'first_night')
    return Math.min(
      line.roomRentPaise,
      (line.nightlyRates[0]?.ratePaise ?? 0) * line.roomCount + (line.extraGuestPaise ?? 0),
    );
  const percent = policy.chargePercent ?? 100;
  return Math.min(line.roomRentPaise, Math.round((line.roomRentPaise * percent) / 100));
}

export interface CancellationOutcome {
  /** Paise kept from what was paid (rent kept and its GST). */
  keptPaise: number;
  /** Paise returned: what was paid less what is kept, never below zero. */
  refundPaise: number;
  /** Kept per line (rent and GST), in the order given. */
  lines: Array<{ keptRentPaise: number; keptTaxPaise: number }>;
  /** Nothing is charged: every line is inside its free window. */
  isFree: boolean;
  /**
   * The charge the policy sets, before it is capped by what was paid (rent kept and its GST; the stay's total when
   * every line keeps all of its rent). Beyond what was paid it is owed at the property (pay-at-property and deposit
   * bookings), never taken online.
   */
  chargePaise: number;
}

/**
 * The refund for cancelling at `now` after `paidPaise` was paid. GST follows the rent it was charged on: each line
 * keeps the share of its GST that its kept rent is of its rent (to the paisa, half up), so a kept first night keeps
 * that night's share of the tax, and a refunded night gets its tax back. When every line keeps all of its rent, all
 * that was paid is kept (the invoice's tax was rounded to the rupee once, so the lines' tax may differ from it by
 * less than a rupee). Nothing is ever kept beyond what was paid.
 */
export function cancellationRefund(
  lines: CancellableLine[],
  paidPaise: number,
  now: number,
  stayTotalPaise?: number,
): CancellationOutcome {
  const kept = lines.map((line) => {
    const rent = keptRentPaise(line, now);
    const tax = line.roomRentPaise > 0 ? Math.round((line.taxPaise * rent) / line.roomRentPaise) : 0;
    return { keptRentPaise: rent, keptTaxPaise: tax, all: rent === line.roomRentPaise };
  });
  const keptAll = lines.length > 0 && kept.every((k) => k.all);
  const sum = kept.reduce((n, k) => n + k.keptRentPaise + k.keptTaxPaise, 0);
  const keptPaise = Math.max(0, Math.min(keptAll ? paidPaise : sum, paidPaise));
  const wholeStay = stayTotalPaise ?? lines.reduce((n, l) => n + l.roomRentPaise + l.taxPaise, 0);
  return {
    chargePaise: keptAll ? Math.max(wholeStay, keptPaise) : sum,
    keptPaise,
    refundPaise: Math.max(0, paidPaise) - keptPaise,
    lines: kept.map(({ keptRentPaise: r, keptTaxPaise: t }) => ({ keptRentPaise: r, keptTaxPaise: t })),
    isFree: kept.every((k) => k.keptRentPaise === 0),
  };
}

/** What is charged after the free window, as a phrase: 'the first night', '50% of the stay', 'the full stay'. */
export function chargeText(terms: CancellationTerms): string {
  if (terms.kind === 'non_refundable' || terms.chargeKind === 'full') return 'the full stay';
  if (terms.chargeKind === 'first_night') return 'the first night';
  return `${terms.chargePercent ?? 100}% of the stay`;
}

/**
 * The headline of a plan's promise: 'Free cancellation until 12 Dec 2026, 2:00 PM IST', 'Non-refundable', or, when
 * the free window closed before booking, 'No free cancellation'.
 */
export function cancellationHeadline(terms: CancellationTerms, deadline: number | null): string {
  if (terms.kind === 'non_refundable') return 'Non-refundable';
  if (deadline === null) return 'No free cancellation';
  return `Free cancellation until ${formatDeadline(deadline)}`;
}

/** The whole promise in a sentence, for the review page and the booking details. */
export function describeCancellation(policy: CancellationTerms, deadline: number | null): string {
  if (policy.kind === 'non_refundable') return 'Non-refundable: cancelling gives no refund.';
  const after =
    policy.chargeKind === 'full'
      ? 'no refund'
      : `${chargeText(policy)} is charged (with its GST) and the rest is refunded`;
  if (deadline === null) return `The free cancellation window has passed: if cancelled, ${after}.`;
  return `Free cancellation until ${formatDeadline(deadline)} for a full refund; after that, ${after}.`;
}

/** The refund as the guest reads it before confirming a cancellation. */
export function refundSentence(
  outcome: { refundPaise: number; keptPaise: number },
  policy?: CancellationTerms,
): string {
  if (outcome.refundPaise > 0) return `You will be refunded ${formatInrMoved(outcome.refundPaise / 100)}.`;
  if (policy?.kind === 'non_refundable') return 'This booking is non-refundable: no refund.';
  return outcome.keptPaise > 0
    ? 'The free cancellation window has passed: no refund.'
    : 'Nothing was paid, so there is nothing to refund.';
}

/** The snapshot's name and headline together: 'Flexible · Free cancellation until …'. */
export function policySummary(policy: CancellationPolicySnapshot, deadline: number | null): string {
  return `${policy.name} · ${cancellationHeadline(policy, deadline)}`;
}

/**
 * Why a guest may not cancel online, as facts (issue 43): the booking no longer stands, or check-in has passed (its
 * instant, unix seconds). The API sends them beside its English (`cancelRefusalText`) for a page in another language.
 */
export type CancelRefusal = { kind: 'closed' } | { kind: 'checkInPassed'; checkInAt: number };

/** A refusal to cancel in English, as the guest reads it. */
export function cancelRefusalText(refusal: CancelRefusal): string {
  if (refusal.kind === 'closed') return 'This booking can no longer be cancelled.';
  return `Check-in time (${formatDeadline(refusal.checkInAt)}) has passed. Please call the hotel to modify or cancel.`;
}
