import { type ReviewAspect, reviewAspectLabels, reviewAspects } from '@staybook/contract/review-rules';
import { type CreateReviewInput, createReviewRequestSchema } from '@staybook/contract/reviews';

/** The form's star fields: overall first, then each aspect, with the label the guest reads. */
export const starFields: ReadonlyArray<{ name: 'overall' | ReviewAspect; label: string }> = [
  { name: 'overall', label: 'Overall' },
  ...reviewAspects.map((name) => ({ name, label: reviewAspectLabels[name] })),
];

/** An empty form for a booking: no stars chosen (a guest must pick, never a default score). */
export function emptyReview(bookingId: string): Partial<CreateReviewInput> {
  return { bookingId, title: '', text: '' };
}

export const reviewFormSchema = createReviewRequestSchema;
