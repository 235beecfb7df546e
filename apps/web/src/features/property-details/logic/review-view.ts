import { formatMonth } from '@staybook/contract/format';
import { type ReviewAspect, reviewAspectLabels, reviewAspects } from '@staybook/contract/review-rules';
import type { PropertyReviews, PublicReview } from '@staybook/contract/reviews';
import { unixToIstDate } from '@staybook/contract/stay-dates';

/** '2026-03-04T10:00:00Z' → 'March 2026' (the month in IST). */
export function reviewMonth(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  return formatMonth(unixToIstDate(Math.floor(ms / 1000)).slice(0, 7));
}

/** The aspects that have a score, labelled, in the contract's order. */
export function aspectRows(
  summary: PropertyReviews['summary'],
): Array<{ key: ReviewAspect; label: string; score: number }> {
  return reviewAspects.flatMap((key) => {
    const score = summary.aspects[key];
    return score === null ? [] : [{ key, label: reviewAspectLabels[key], score }];
  });
}

/** Every page's reviews once (a review can move between pages while "Helpful" votes come in). */
export function mergeReviewPages(pages: readonly PropertyReviews[]): PublicReview[] {
  const seen = new Set<string>();
  return pages.flatMap((p) => p.items).filter((r) => !seen.has(r.id) && Boolean(seen.add(r.id)));
}
