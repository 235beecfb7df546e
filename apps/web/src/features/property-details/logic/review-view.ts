import { type ReviewAspect, reviewAspects } from '@staybook/contract/review-rules';
import type { PropertyReviews, PublicReview } from '@staybook/contract/reviews';
import { unixToIstDate } from '@staybook/contract/stay-dates';

/** '2026-03-04T10:00:00Z' → '2026-03' (the month in IST), for the page's month format ('March 2026'). */
export function reviewMonth(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  return unixToIstDate(Math.floor(ms / 1000)).slice(0, 7);
}

/** The aspects that have a score, labelled, in the contract's order. */
export function aspectRows(summary: PropertyReviews['summary']): Array<{ key: ReviewAspect; score: number }> {
  return reviewAspects.flatMap((key) => {
    const score = summary.aspects[key];
    return score === null ? [] : [{ key, score }];
  });
}

/** Every page's reviews once (a review can move between pages while "Helpful" votes come in). */
export function mergeReviewPages(pages: readonly PropertyReviews[]): PublicReview[] {
  const seen = new Set<string>();
  return pages.flatMap((p) => p.items).filter((r) => !seen.has(r.id) && Boolean(seen.add(r.id)));
}
