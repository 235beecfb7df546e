import { z } from 'zod';
import { objectIdSchema } from './common';
import { reviewAspects, reviewSortValues, reviewStatuses } from './review-rules';

/**
 * Verified reviews (issue 16). A guest reviews their own completed stay once (POST /property/v1/app/reviews); staff
 * publish, hide and reply in the console (/api/admin/reviews); the property page lists published ones with the
 * averages the property's rating is computed from (review-rules.ts).
 */

export { type ReviewAspect, type ReviewStatus, reviewAspects, reviewStatuses } from './review-rules';

const score = (label: string) =>
  z
    .number({ error: `${label}: choose 1 to 5 stars` })
    .int(`${label}: choose 1 to 5 stars`)
    .min(1, `${label}: choose 1 to 5 stars`)
    .max(5, `${label}: choose 1 to 5 stars`);

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 5;

// ─── Guest side ─────────────────────────────────────────────────────────────────────────────────────

export const createReviewRequestSchema = z.object({
  bookingId: objectIdSchema,
  overall: score('Overall'),
  cleanliness: score('Cleanliness'),
  location: score('Location'),
  service: score('Service'),
  value: score('Value for money'),
  title: z
    .string({ error: 'Give your review a title' })
    .trim()
    .min(1, 'Give your review a title')
    .max(REVIEW_TITLE_MAX, `The title can be at most ${REVIEW_TITLE_MAX} characters`),
  text: z
    .string({ error: 'Tell other guests about your stay' })
    .trim()
    .min(REVIEW_TEXT_MIN, `Tell other guests a little more (at least ${REVIEW_TEXT_MIN} characters)`)
    .max(REVIEW_TEXT_MAX, `Your review can be at most ${REVIEW_TEXT_MAX} characters`),
});
export type CreateReviewInput = z.input<typeof createReviewRequestSchema>;
export type CreateReview = z.output<typeof createReviewRequestSchema>;

export const aspectScoresSchema = z.object(
  Object.fromEntries(reviewAspects.map((a) => [a, z.number()])) as Record<(typeof reviewAspects)[number], z.ZodNumber>,
);

export const reviewReplySchema = z.object({ text: z.string(), repliedAt: z.string() });

export const publicReviewSchema = z.object({
  id: z.string(),
  guestName: z.string(),
  overall: z.number(),
  aspects: aspectScoresSchema,
  title: z.string(),
  text: z.string(),
  /** When it was written (ISO instant). */
  createdAt: z.string(),
  helpfulCount: z.number(),
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number(),
  aspects: z.object(
    Object.fromEntries(reviewAspects.map((a) => [a, z.number().nullable()])) as Record<
      (typeof reviewAspects)[number],
      z.ZodNullable<z.ZodNumber>
    >,
  ),
});

export { type ReviewSort, reviewSortValues } from './review-rules';

export const propertyReviewsParamsSchema = z.object({ id: objectIdSchema });
export const propertyReviewsQuerySchema = z.object({
  sort: z.enum(reviewSortValues, { error: "sort must be 'newest' or 'helpful'" }).default('newest'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(1000).default(1),
});

export const propertyReviewsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    summary: ratingSummarySchema,
    items: z.array(publicReviewSchema),
    page: z.number(),
    pageSize: z.number(),
    hasMore: z.boolean(),
  }),
});
export type PropertyReviews = z.infer<typeof propertyReviewsResponseSchema>['data'];

export const reviewIdParamsSchema = z.object({ id: objectIdSchema });

/** A device that is not signed in names itself with a random id it keeps (one vote per device or account). */
export const helpfulVoteRequestSchema = z.object({ deviceId: objectIdSchema.optional() });
export const helpfulVoteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ helpfulCount: z.number(), counted: z.boolean() }),
});

/** What the review page shows about the stay it reviews, and whether it can be reviewed. */
export const reviewableStaySchema = z.object({
  bookingId: z.string(),
  code: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** eligible | not_stayed_yet | not_a_stay | already_reviewed */
  state: z.enum(['eligible', 'not_stayed_yet', 'not_a_stay', 'already_reviewed']),
  message: z.string().nullable(),
});
export type ReviewableStay = z.infer<typeof reviewableStaySchema>;
export const reviewableStayParamsSchema = z.object({ bookingId: objectIdSchema });
export const reviewableStayResponseSchema = z.object({ success: z.literal(true), data: reviewableStaySchema });

export const createReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string(), status: z.enum(reviewStatuses) }),
});

// ─── Console ────────────────────────────────────────────────────────────────────────────────────────

export const adminReviewListQuerySchema = z.object({
  propertyId: objectIdSchema.optional(),
  status: z.enum(reviewStatuses, { error: 'status must be pending, published or hidden' }).optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
});
export type AdminReviewListQuery = z.output<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = publicReviewSchema.extend({
  status: z.enum(reviewStatuses),
  propertyId: z.string(),
  propertyName: z.string(),
  bookingCode: z.string().nullable(),
  isDemo: z.boolean(),
  moderatedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

export const adminReviewListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(adminReviewSchema), page: z.number(), hasMore: z.boolean() }),
});
export const adminReviewResponseSchema = z.object({ success: z.literal(true), data: adminReviewSchema });

export const reviewReplyInputSchema = z.object({
  text: z
    .string({ error: 'Write a reply' })
    .trim()
    .min(1, 'Write a reply')
    .max(REVIEW_REPLY_MAX, `A reply can be at most ${REVIEW_REPLY_MAX} characters`),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;
