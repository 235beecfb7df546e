import { type ReviewEligibility, reviewEligibilityMessages } from './review-rules';

/**
 * Why the review call (`POST /property/v1/app/reviews`) would not take a guest's review, as facts: the API sends them
 * in the error's `details` beside its unchanged English message (which `reviewRefusalText` writes), so the
 * rate-your-stay page in another language words the refusal itself (issue 43). The booking not found (404), another
 * guest's booking (403), a stay not reviewable yet or never a stay (409: `reviewEligibility`), and a stay already
 * reviewed (409, also two submissions at once). The title's and text's lengths are the request schema's (a 400
 * validation error the form's own schema refuses first). Zod-free.
 */
export type ReviewRefusal =
  | { reason: 'booking_not_found' }
  | { reason: 'not_yours' }
  | { reason: Exclude<ReviewEligibility, 'eligible'> }
  | { reason: 'already_reviewed' };

export const REVIEW_REFUSAL_REASONS = [
  'booking_not_found',
  'not_yours',
  'not_stayed_yet',
  'not_a_stay',
  'already_reviewed',
] as const satisfies readonly ReviewRefusal['reason'][];

export const REVIEW_NOT_YOURS_MESSAGE = 'You can only review your own stays.';
export const REVIEW_ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this stay. Thank you!';

/** The API's English sentence for each refusal (the one wording: the sentences the API always sent). */
export function reviewRefusalText(refusal: ReviewRefusal): string {
  switch (refusal.reason) {
    case 'booking_not_found':
      return 'Booking not found.';
    case 'not_yours':
      return REVIEW_NOT_YOURS_MESSAGE;
    case 'not_stayed_yet':
    case 'not_a_stay':
      return reviewEligibilityMessages[refusal.reason];
    case 'already_reviewed':
      return REVIEW_ALREADY_REVIEWED_MESSAGE;
  }
}
