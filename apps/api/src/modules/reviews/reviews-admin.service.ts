import type { ReviewStatus } from '@staybook/contract/review-rules';
import { ADMIN_REVIEWS_PAGE_SIZE, type AdminReview } from '@staybook/contract/reviews';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import * as repo from './reviews.repository.js';
import { toPublicReview } from './reviews.service.js';

/**
 * Moderation in the console: publish, hide, reply as the property. Every change is audited, and a change of status
 * recomputes the property's rating in the same transaction, so the cards never disagree with the texts.
 */

const toAdminReview = (r: repo.ConsoleReviewRow): AdminReview => ({
  ...toPublicReview(r),
  status: r.status as ReviewStatus,
  propertyId: r.propertyId,
  propertyName: r.propertyName,
  bookingCode: r.bookingCode,
  isDemo: r.isDemo,
  moderatedAt: r.moderatedAt?.toISOString() ?? null,
});

async function consoleView(db: DbOrTx, id: string): Promise<AdminReview> {
  const row = await repo.findForConsole(db, id);
  if (!row) throw notFound('Review');
  return toAdminReview(row);
}

export async function listReviews(
  db: Db,
  filter: { propertyId?: string; status?: ReviewStatus; page: number; scope: readonly string[] | null },
) {
  const rows = await repo.listForConsole(
    db,
    filter,
    (filter.page - 1) * ADMIN_REVIEWS_PAGE_SIZE,
    ADMIN_REVIEWS_PAGE_SIZE,
  );
  return {
    items: rows.slice(0, ADMIN_REVIEWS_PAGE_SIZE).map(toAdminReview),
    page: filter.page,
    hasMore: rows.length > ADMIN_REVIEWS_PAGE_SIZE,
  };
}

function moderate(db: Db, actor: Actor, id: string, to: Exclude<ReviewStatus, 'pending'>, now: Date) {
  return auditedChange(db, actor, {
    action: `reviews.review.${to === 'published' ? 'publish' : 'hide'}`,
    entityType: 'review',
    entityId: id,
    what: 'Review',
    lock: repo.lockReview,
    async change(tx: Tx, before) {
      if (before.status === to) return { result: await consoleView(tx, id), unchanged: true };
      const after = await repo.updateReview(tx, id, { status: to, moderatedAt: now });
      await repo.recomputePropertyRating(tx, before.propertyId);
      return { after, result: await consoleView(tx, id) };
    },
  });
}

export const publishReview = (db: Db, actor: Actor, id: string, now = new Date()) =>
  moderate(db, actor, id, 'published', now);

export const hideReview = (db: Db, actor: Actor, id: string, now = new Date()) =>
  moderate(db, actor, id, 'hidden', now);

/** The property's reply under the review (replaces an earlier one); shown to guests once the review is published. */
export function replyToReview(db: Db, actor: Actor, id: string, text: string, now = new Date()) {
  return auditedChange(db, actor, {
    action: 'reviews.review.reply',
    entityType: 'review',
    entityId: id,
    what: 'Review',
    lock: repo.lockReview,
    async change(tx: Tx, before) {
      if (before.replyText === text) return { result: await consoleView(tx, id), unchanged: true };
      const after = await repo.updateReview(tx, id, { replyText: text, repliedAt: now, repliedBy: actor.actorUserId });
      return { after, result: await consoleView(tx, id) };
    },
  });
}
