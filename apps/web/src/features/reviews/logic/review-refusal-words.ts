import type { AreaId } from '@staybook/contract/messages/areas';
import { REVIEW_REFUSAL_REASONS, type ReviewRefusal } from '@staybook/contract/review-refusal';
import { ApiError } from '../../../lib/api-client';
import type { Translate } from '../../../lib/i18n';

/** The facts a refused review's 403/404/409 sends in its details beside the English message, when they are there. */
export function reviewRefusalOf(err: unknown): ReviewRefusal | null {
  if (!(err instanceof ApiError) || !err.details || typeof err.details !== 'object') return null;
  const reason = (err.details as Record<string, unknown>).reason as ReviewRefusal['reason'];
  return REVIEW_REFUSAL_REASONS.includes(reason) ? ({ reason } as ReviewRefusal) : null;
}

/**
 * A refused review in the page's language (issue 43); English's messages are the contract's `reviewRefusalText`
 * (review-refusal-words.test.ts). A stay not reviewable (yet) or already reviewed says the page's own sentence for
 * that state (the same English).
 */
export function reviewRefusalWords(refusal: ReviewRefusal, t: Translate<AreaId<'bookings'>>): string {
  switch (refusal.reason) {
    case 'booking_not_found':
      return t('bookings.rate.refused.notFound');
    case 'not_yours':
      return t('bookings.rate.refused.notYours');
    case 'not_stayed_yet':
    case 'not_a_stay':
    case 'already_reviewed':
      return t('bookings.rate.state', { state: refusal.reason });
  }
}
