import {
  REVIEW_ALREADY_REVIEWED_MESSAGE,
  REVIEW_NOT_YOURS_MESSAGE,
  type ReviewRefusal,
  reviewRefusalText,
} from '@staybook/contract/review-refusal';
import {
  reviewEligibility,
  reviewEligibilityMessages,
  reviewerDisplayName,
  summariseScores,
} from '@staybook/contract/review-rules';
import {
  type CreateReview,
  type PropertyReviews,
  type PublicReview,
  REVIEWS_PAGE_SIZE,
  type ReviewableStay,
  type ReviewSort,
} from '@staybook/contract/reviews';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../lib/http-errors.js';
import * as repo from './reviews.repository.js';

/**
 * The guest's side of verified reviews: the review page's stay, writing a review (waits for moderation), the
 * property's published reviews with the averages its rating is made of, and "Helpful".
 */

export const reviewMessages = {
  notYours: REVIEW_NOT_YOURS_MESSAGE,
  alreadyReviewed: REVIEW_ALREADY_REVIEWED_MESSAGE,
  submitted: 'Thank you! Your review will appear once our team has checked it.',
  tooManyAnonymousVotes:
    'You have marked a lot of reviews helpful from this network today. Sign in to mark more, or try again tomorrow.',
} as const;

/**
 * "Helpful" without an account, per client address in any 24 hours: plenty for a family reading reviews on one
 * Wi-Fi or a carrier's shared address, too few to move a property's "most helpful" order by script (a device id is
 * the client's to invent). Signed-in votes count once per account and need no bound.
 */
export const ANONYMOUS_HELPFUL_VOTES_PER_DAY = 20;
const DAY_MS = 86_400_000;

export const toPublicReview = (r: repo.ReviewRow): PublicReview => ({
  id: r.id,
  guestName: r.guestName,
  overall: r.overall,
  aspects: { cleanliness: r.cleanliness, location: r.location, service: r.service, value: r.value },
  title: r.title,
  text: r.text,
  createdAt: r.createdAt.toISOString(),
  helpfulCount: r.helpfulCount,
  reply: r.replyText && r.repliedAt ? { text: r.replyText, repliedAt: r.repliedAt.toISOString() } : null,
});

/** The guest's own booking, or 404 (another guest's booking is not theirs to know about). */
async function ownStay(db: Db, userId: string, bookingId: string) {
  const stay = await repo.findStay(db, bookingId);
  if (!stay || stay.userId !== userId) throw notFound('Booking');
  return stay;
}

export async function reviewableStay(
  db: Db,
  userId: string,
  bookingId: string,
  now = new Date(),
): Promise<ReviewableStay> {
  const stay = await ownStay(db, userId, bookingId);
  const eligibility = reviewEligibility(stay, now);
  const state = stay.reviewId ? 'already_reviewed' : eligibility;
  return {
    bookingId: stay.id,
    code: stay.code,
    propertyId: stay.propertyId,
    propertyName: stay.propertyName,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    state,
    message:
      state === 'eligible'
        ? null
        : state === 'already_reviewed'
          ? reviewMessages.alreadyReviewed
          : reviewEligibilityMessages[state],
  };
}

/**
 * A review refused: the contract's English sentence as the message (the one the API always sent) and its facts in
 * the details (issue 43: the rate-your-stay page words them in the guest's language).
 */
function reviewRefused(refusal: ReviewRefusal): AppError {
  const message = reviewRefusalText(refusal);
  switch (refusal.reason) {
    case 'booking_not_found':
      return new AppError(404, 'NOT_FOUND', message, refusal);
    case 'not_yours':
      return new AppError(403, 'FORBIDDEN', message, refusal);
    default:
      return conflict(message, 'CONFLICT', refusal);
  }
}

export async function createReview(db: Db, userId: string, input: CreateReview, now = new Date()) {
  const stay = await repo.findStay(db, input.bookingId);
  if (!stay) throw reviewRefused({ reason: 'booking_not_found' });
  if (stay.userId !== userId) throw reviewRefused({ reason: 'not_yours' });
  const eligibility = reviewEligibility(stay, now);
  if (eligibility !== 'eligible') throw reviewRefused({ reason: eligibility });
  if (stay.reviewId) throw reviewRefused({ reason: 'already_reviewed' });
  const guestName = reviewerDisplayName((await repo.userName(db, userId)) ?? stay.guestName);
  try {
    const created = await db.transaction((tx) =>
      repo.insertReview(tx, {
        propertyId: stay.propertyId,
        bookingId: stay.id,
        userId,
        guestName,
        overall: input.overall,
        cleanliness: input.cleanliness,
        location: input.location,
        service: input.service,
        value: input.value,
        title: input.title,
        text: input.text,
        status: 'pending',
        createdAt: now,
      }),
    );
    return { id: created.id, status: 'pending' as const };
  } catch (err) {
    // Two submissions of the same stay at once: the unique booking index lets one in.
    if (isUniqueViolation(err)) throw reviewRefused({ reason: 'already_reviewed' });
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

export async function propertyReviews(
  db: Db,
  propertyId: string,
  sort: ReviewSort,
  page: number,
): Promise<PropertyReviews> {
  const rows = await repo.listPublished(db, propertyId, sort, (page - 1) * REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE);
  return {
    summary: summariseScores(await repo.publishedScoreSums(db, propertyId)),
    items: rows.slice(0, REVIEWS_PAGE_SIZE).map(toPublicReview),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    hasMore: rows.length > REVIEWS_PAGE_SIZE,
  };
}

/**
 * One "Helpful" per account (signed in) or device; a review that is not published is not found. Votes without an
 * account are bounded per client address and day (a vote that was already counted costs nothing).
 */
export async function markHelpful(
  db: Db,
  reviewId: string,
  voter: { userId: string | null; deviceId?: string | undefined; clientAddress: string },
  now = new Date(),
) {
  if (!(await repo.findPublishedId(db, reviewId))) throw notFound('Review');
  if (voter.userId)
    return db.transaction((tx) =>
      repo.addHelpfulVote(tx, { reviewId, voter: `user:${voter.userId}`, clientAddress: null, createdAt: now }),
    );
  if (!voter.deviceId) throw badRequest('deviceId: say which device this is, or sign in.', { field: 'deviceId' });
  const key = `device:${voter.deviceId}`;
  const outcome = await db.transaction(async (tx) => {
    await repo.lockAnonymousVotesFrom(tx, voter.clientAddress);
    if (!(await repo.hasHelpfulVote(tx, reviewId, key))) {
      const recent = await repo.anonymousVotesFrom(tx, voter.clientAddress, new Date(now.getTime() - DAY_MS));
      if (recent.count >= ANONYMOUS_HELPFUL_VOTES_PER_DAY) {
        const freedAt = (recent.oldest?.getTime() ?? now.getTime()) + DAY_MS;
        return { refusedFor: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
      }
    }
    return repo.addHelpfulVote(tx, { reviewId, voter: key, clientAddress: voter.clientAddress, createdAt: now });
  });
  if ('refusedFor' in outcome) throw tooManyRequests(reviewMessages.tooManyAnonymousVotes, outcome.refusedFor);
  return outcome;
}
