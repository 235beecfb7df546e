import type { AreaId } from '@staybook/contract/messages/areas';
import { REVIEW_REFUSAL_REASONS, type ReviewRefusal } from '@staybook/contract/review-refusal';
import { validationIssueWords } from '../../../components/form/forms-messages';
import { ApiError } from '../../../lib/api-client';
import type { Translate } from '../../../lib/i18n';
import { retryAfterOf } from '../../../lib/retry-after';

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

/**
 * The review call's failure on a page in another language than English (which shows the API's message as sent): a
 * refusal from its facts; the rate limit's wait (`details.retryAfterSeconds`; English's message is the contract's
 * `tooManyRequestsText`); a title or text the API's schema refused, by its issue's contract message in the `forms`
 * words (`forms` is null until that area is in); else the form's own failure sentence.
 */
export function reviewFailureWords(
  err: unknown,
  t: Translate<AreaId<'bookings'>>,
  forms: Translate<AreaId<'forms'>> | null,
): string {
  const refusal = reviewRefusalOf(err);
  if (refusal) return reviewRefusalWords(refusal, t);
  const wait = retryAfterOf(err);
  if (wait) return t('bookings.rate.tooMany', { seconds: wait });
  return (forms && validationIssueWords(err, forms)) || t('bookings.rate.failed');
}
