import { type ReviewStatus, type ScoreSums, summariseScores } from '@staybook/contract/review-rules';
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bookings, properties, reviewHelpfulVotes, reviewInvitations, reviews, users } from '../../db/schema/index.js';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

// ─── Stays ──────────────────────────────────────────────────────────────────────────────────────────

/** A booking as the review page and the submission need it, with its property's name and any review of it. */
export async function findStay(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      code: bookings.code,
      userId: bookings.userId,
      propertyId: bookings.propertyId,
      propertyName: properties.name,
      status: bookings.status,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guestName: bookings.guestName,
      reviewId: reviews.id,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row;
}

// ─── Reviews ────────────────────────────────────────────────────────────────────────────────────────

export async function insertReview(tx: Tx, values: NewReview): Promise<ReviewRow> {
  const [row] = await tx.insert(reviews).values(values).returning();
  if (!row) throw new Error('review insert returned nothing');
  return row;
}

export async function lockReview(tx: Tx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReview(tx: Tx, id: string, values: Partial<NewReview>): Promise<ReviewRow> {
  const [row] = await tx.update(reviews).set(values).where(eq(reviews.id, id)).returning();
  if (!row) throw new Error('review update returned nothing');
  return row;
}

const sortOrders = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
} as const;

/** One page of a property's published reviews; one row more than asked, so the caller knows whether more follow. */
export async function listPublished(
  db: DbOrTx,
  propertyId: string,
  sort: keyof typeof sortOrders,
  offset: number,
  limit: number,
): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.propertyId, propertyId), eq(reviews.status, 'published')))
    .orderBy(...sortOrders[sort])
    .limit(limit + 1)
    .offset(offset);
}

/** Console list: with the property's name and the booking's code; `scope` null means every property. */
export async function listForConsole(
  db: DbOrTx,
  filter: { propertyId?: string; status?: ReviewStatus; scope: readonly string[] | null },
  offset: number,
  limit: number,
) {
  const where: SQL[] = [];
  if (filter.propertyId) where.push(eq(reviews.propertyId, filter.propertyId));
  if (filter.status) where.push(eq(reviews.status, filter.status));
  if (filter.scope) {
    if (filter.scope.length === 0) return [];
    where.push(inArray(reviews.propertyId, [...filter.scope]));
  }
  return consoleRows(db, and(...where), offset, limit + 1);
}

async function consoleRows(db: DbOrTx, where: SQL | undefined, offset: number, limit: number) {
  const rows = await db
    .select({ review: reviews, propertyName: properties.name, bookingCode: bookings.code })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(where)
    // Waiting ones first: they are the work.
    .orderBy(sql`${reviews.status} = 'pending' desc`, desc(reviews.createdAt), asc(reviews.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r.review, propertyName: r.propertyName, bookingCode: r.bookingCode }));
}

export type ConsoleReviewRow = Awaited<ReturnType<typeof consoleRows>>[number];

export async function findForConsole(db: DbOrTx, id: string): Promise<ConsoleReviewRow | undefined> {
  const [row] = await consoleRows(db, eq(reviews.id, id), 0, 1);
  return row;
}

// ─── Ratings ────────────────────────────────────────────────────────────────────────────────────────

/** Sums of a property's published scores. */
export async function publishedScoreSums(db: DbOrTx, propertyId: string): Promise<ScoreSums> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      overall: sql<number>`coalesce(sum(${reviews.overall}), 0)::int`,
      cleanliness: sql<number>`coalesce(sum(${reviews.cleanliness}), 0)::int`,
      location: sql<number>`coalesce(sum(${reviews.location}), 0)::int`,
      service: sql<number>`coalesce(sum(${reviews.service}), 0)::int`,
      value: sql<number>`coalesce(sum(${reviews.value}), 0)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.propertyId, propertyId), eq(reviews.status, 'published')));
  return row ?? { count: 0, overall: 0, cleanliness: 0, location: 0, service: 0, value: 0 };
}

/**
 * Writes the property's rating from its published reviews, in the caller's transaction. The property row is locked
 * first, so two moderators publishing at once each recompute after the other's change, never from a stale sum.
 */
export async function recomputePropertyRating(tx: Tx, propertyId: string): Promise<void> {
  await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update');
  const { average, count } = summariseScores(await publishedScoreSums(tx, propertyId));
  await tx.update(properties).set({ ratingAverage: average, ratingCount: count }).where(eq(properties.id, propertyId));
}

// ─── Helpful votes ──────────────────────────────────────────────────────────────────────────────────

/**
 * Serialises anonymous votes from one client address for the rest of the transaction, so parallel votes on many API
 * processes cannot all slip under the address's daily bound.
 */
export async function lockAnonymousVotesFrom(tx: Tx, clientAddress: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`helpful-votes:${clientAddress}`}))`);
}

export async function hasHelpfulVote(tx: Tx, reviewId: string, voter: string): Promise<boolean> {
  const [row] = await tx
    .select({ reviewId: reviewHelpfulVotes.reviewId })
    .from(reviewHelpfulVotes)
    .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.voter, voter)))
    .limit(1);
  return row !== undefined;
}

/** How many anonymous votes came from this address since `since`, and when the oldest of them was cast. */
export async function anonymousVotesFrom(
  tx: Tx,
  clientAddress: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${reviewHelpfulVotes.createdAt})` })
    .from(reviewHelpfulVotes)
    .where(and(eq(reviewHelpfulVotes.clientAddress, clientAddress), gte(reviewHelpfulVotes.createdAt, since)));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Counts a vote once per voter; answers whether it was new and the review's count after it. */
export async function addHelpfulVote(
  tx: Tx,
  vote: { reviewId: string; voter: string; clientAddress: string | null; createdAt: Date },
): Promise<{ counted: boolean; helpfulCount: number }> {
  const { reviewId } = vote;
  const inserted = await tx
    .insert(reviewHelpfulVotes)
    .values(vote)
    .onConflictDoNothing()
    .returning({ reviewId: reviewHelpfulVotes.reviewId });
  const counted = inserted.length > 0;
  const [row] = counted
    ? await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, reviewId))
        .returning({ helpfulCount: reviews.helpfulCount })
    : await tx.select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
  return { counted, helpfulCount: row?.helpfulCount ?? 0 };
}

export async function findPublishedId(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.status, 'published')));
  return row?.id;
}

// ─── Invitations ────────────────────────────────────────────────────────────────────────────────────

/**
 * Claims up to `limit` stays to invite: ended by `today` (completed, or confirmed / checked in with the check-out
 * date come), not earlier than `since`, never invited, not yet reviewed. The insert is the claim: the primary key lets
 * exactly one process have each booking, whatever else runs the job at the same moment.
 */
export async function claimStaysToInvite(tx: Tx, today: string, since: string, limit: number): Promise<string[]> {
  const result = await tx.execute(sql`
    INSERT INTO ${reviewInvitations} (booking_id, sent_at)
    SELECT b.id, now() FROM ${bookings} b
    WHERE (b.status = 'completed' OR (b.status IN ('confirmed', 'checked_in') AND b.check_out <= ${today}::date))
      AND b.check_out >= ${since}::date
      AND NOT EXISTS (SELECT 1 FROM ${reviewInvitations} i WHERE i.booking_id = b.id)
      AND NOT EXISTS (SELECT 1 FROM ${reviews} r WHERE r.booking_id = b.id)
    ORDER BY b.check_out
    LIMIT ${limit}
    ON CONFLICT (booking_id) DO NOTHING
    RETURNING booking_id
  `);
  return (result.rows as Array<{ booking_id: string }>).map((r) => r.booking_id);
}

/** What an invitation says: the guest's contact, the stay and the property. */
export async function findInvitee(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({
      code: bookings.code,
      guestName: bookings.guestName,
      guestPhone: bookings.guestPhone,
      guestEmail: bookings.guestEmail,
      checkOut: bookings.checkOut,
      language: bookings.language,
      propertyName: properties.name,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  return row;
}

export async function userName(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}
