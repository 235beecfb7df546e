import { type ReviewAspect, reviewAspects } from '@staybook/contract/review-rules';
import { type CreateReviewInput, createReviewRequestSchema } from '@staybook/contract/reviews';

/** The form's star fields: overall first, then each aspect (named in the page's language: `bookings.rate.aspect`). */
export const starFields: ReadonlyArray<'overall' | ReviewAspect> = ['overall', ...reviewAspects];

/** An empty form for a booking: no stars chosen (a guest must pick, never a default score). */
export function emptyReview(bookingId: string): Partial<CreateReviewInput> {
  return { bookingId, title: '', text: '' };
}

export const reviewFormSchema = createReviewRequestSchema;
