import type { BookingStatus } from './booking-lifecycle';
import { type IsoDate, todayIst } from './stay-dates';

/**
 * Verified reviews, the pure rules: who may review which stay, how a guest's name is shown, and how scores add up
 * to a property's rating. Zod-free, so the guest pages and the API read the same rules cheaply.
 */

export const reviewAspects = ['cleanliness', 'location', 'service', 'value'] as const;
export type ReviewAspect = (typeof reviewAspects)[number];
export const reviewAspectLabels: Record<ReviewAspect, string> = {
  cleanliness: 'Cleanliness',
  location: 'Location',
  service: 'Service',
  value: 'Value for money',
};

/** How a property's reviews can be ordered on its page. */
export const reviewSortValues = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSortValues)[number];

export const reviewStatuses = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: 'Waiting for moderation',
  published: 'Published',
  hidden: 'Hidden',
};

/** Statuses of a stay that was (or reads to the guest as) lived through to the end. */
const stayedStatuses: readonly BookingStatus[] = ['completed', 'checked_in', 'confirmed'];

export type ReviewEligibility = 'eligible' | 'not_stayed_yet' | 'not_a_stay';

/**
 * Whether a booking's stay can be reviewed today: a completed stay, or a confirmed / checked-in one whose check-out
 * date has come in IST (the guest already reads it as "Completed", decision 004). Cancelled, expired, unpaid and
 * no-show bookings were never stays.
 */
export function reviewEligibility(booking: { status: string; checkOut: IsoDate }, now: Date): ReviewEligibility {
  if (!(stayedStatuses as readonly string[]).includes(booking.status)) return 'not_a_stay';
  if (booking.status === 'completed') return 'eligible';
  return todayIst(now) >= booking.checkOut ? 'eligible' : 'not_stayed_yet';
}

export const reviewEligibilityMessages: Record<Exclude<ReviewEligibility, 'eligible'>, string> = {
  not_stayed_yet: 'You can review this stay once you have checked out.',
  not_a_stay: 'Only a completed stay can be reviewed.',
};

/** 'Priya Sharma' → 'Priya S.'; a single name stays as it is; nothing → 'Guest'. */
export function reviewerDisplayName(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Guest';
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/** Sums of published scores, as the database adds them up. */
export interface ScoreSums {
  count: number;
  overall: number;
  cleanliness: number;
  location: number;
  service: number;
  value: number;
}

export interface RatingSummary {
  /** One decimal, 0 when there are no reviews (the property card's "No reviews yet"). */
  average: number;
  count: number;
  /** One decimal per aspect, null when there are no reviews. */
  aspects: Record<ReviewAspect, number | null>;
}

const oneDecimal = (sum: number, count: number) => Math.round((sum / count) * 10) / 10;

/** A property's rating from its published reviews: the one rounding rule the cards, details and sort share. */
export function summariseScores(sums: ScoreSums): RatingSummary {
  const { count } = sums;
  const aspect = (a: ReviewAspect) => (count > 0 ? oneDecimal(sums[a], count) : null);
  return {
    average: count > 0 ? oneDecimal(sums.overall, count) : 0,
    count,
    aspects: {
      cleanliness: aspect('cleanliness'),
      location: aspect('location'),
      service: aspect('service'),
      value: aspect('value'),
    },
  };
}
