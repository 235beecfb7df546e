import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { reviewHelpfulVotes, reviews } from '../src/db/schema/index.js';
import { ANONYMOUS_HELPFUL_VOTES_PER_DAY } from '../src/modules/reviews/reviews.service.js';
import { describeEachDatabase } from './setup-db.js';
import { createGuest, createProperty } from './support/factories.js';

describeEachDatabase('helpful votes on reviews', {}, (use) => {
  const db = () => use().database.db;

  /** Published reviews of one property (demo rows: the vote rules do not care how a review came to be). */
  async function publishedReviews(count: number): Promise<string[]> {
    const property = await createProperty(db());
    const rows = await db()
      .insert(reviews)
      .values(
        Array.from({ length: count }, (_, i) => ({
          propertyId: property.id,
          guestName: `Guest ${i}`,
          overall: 4,
          cleanliness: 4,
          location: 4,
          service: 4,
          value: 4,
          title: 'A good stay',
          text: 'Clean rooms and a kind welcome.',
          status: 'published',
          isDemo: true,
        })),
      )
      .returning({ id: reviews.id });
    return rows.map((r) => r.id);
  }

  const vote = (reviewId: string, options: { address: string; deviceId?: string; headers?: object }) =>
    use().app.inject({
      method: 'POST',
      url: `/property/v1/app/reviews/${reviewId}/helpful`,
      payload: options.deviceId ? { deviceId: options.deviceId } : {},
      headers: (options.headers ?? {}) as Record<string, string>,
      remoteAddress: options.address,
    });

  const helpfulCount = async (reviewId: string) =>
    (await db().select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId)))[0]?.n;

  it('counts a signed-in guest once per review, whatever device or address the votes come from', async () => {
    const [reviewId = ''] = await publishedReviews(1);
    const guest = await createGuest(db(), use().config);
    const first = await vote(reviewId, { address: '10.21.0.1', deviceId: randomUUID(), headers: guest.headers });
    expect(first.json().data).toEqual({ helpfulCount: 1, counted: true });
    for (const address of ['10.21.0.1', '10.21.0.2']) {
      const again = await vote(reviewId, { address, deviceId: randomUUID(), headers: guest.headers });
      expect(again.json().data).toEqual({ helpfulCount: 1, counted: false });
    }
    const votes = await db().select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, reviewId));
    expect(votes.map((v) => [v.voter, v.clientAddress])).toEqual([[`user:${guest.id}`, null]]);
  });

  it(`refuses an address's anonymous vote past ${ANONYMOUS_HELPFUL_VOTES_PER_DAY} a day with a 429 that says what to do`, async () => {
    const ids = await publishedReviews(ANONYMOUS_HELPFUL_VOTES_PER_DAY + 1);
    const address = '10.21.1.1';
    // A new device id each time: inventing ids must not get past the bound.
    for (const id of ids.slice(0, ANONYMOUS_HELPFUL_VOTES_PER_DAY)) {
      const res = await vote(id, { address, deviceId: randomUUID() });
      expect(res.json().data, res.body).toMatchObject({ counted: true });
    }
    const last = ids[ANONYMOUS_HELPFUL_VOTES_PER_DAY] ?? '';
    const refused = await vote(last, { address, deviceId: randomUUID() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message:
          'You have marked a lot of reviews helpful from this network today. Sign in to mark more, or try again tomorrow.',
        details: { retryAfterSeconds: expect.any(Number) },
      },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await helpfulCount(last)).toBe(0);

    // Another address, and a signed-in guest on the same address, still count.
    expect((await vote(last, { address: '10.21.1.2', deviceId: randomUUID() })).json().data.counted).toBe(true);
    const guest = await createGuest(db(), use().config);
    expect((await vote(last, { address, headers: guest.headers })).json().data.counted).toBe(true);
    // A vote that was already counted is answered as before, not refused.
    const firstDevice = (
      await db()
        .select()
        .from(reviewHelpfulVotes)
        .where(eq(reviewHelpfulVotes.reviewId, ids[0] ?? ''))
    )[0]?.voter.replace('device:', '');
    const repeat = await vote(ids[0] ?? '', { address, deviceId: firstDevice ?? '' });
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json().data).toEqual({ helpfulCount: 1, counted: false });
  });

  it('holds the daily bound when one address sends many anonymous votes at once', async () => {
    const ids = await publishedReviews(ANONYMOUS_HELPFUL_VOTES_PER_DAY + 10);
    const answers = await Promise.all(ids.map((id) => vote(id, { address: '10.21.2.1', deviceId: randomUUID() })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(ANONYMOUS_HELPFUL_VOTES_PER_DAY);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
  });

  it('lets an address vote again once its votes are a day old', async () => {
    const ids = await publishedReviews(ANONYMOUS_HELPFUL_VOTES_PER_DAY + 1);
    const address = '10.21.3.1';
    for (const id of ids.slice(0, ANONYMOUS_HELPFUL_VOTES_PER_DAY)) await vote(id, { address, deviceId: randomUUID() });
    const last = ids[ANONYMOUS_HELPFUL_VOTES_PER_DAY] ?? '';
    expect((await vote(last, { address, deviceId: randomUUID() })).statusCode).toBe(429);
    await db()
      .update(reviewHelpfulVotes)
      .set({ createdAt: new Date(Date.now() - 86_400_000 - 1000) })
      .where(eq(reviewHelpfulVotes.clientAddress, address));
    expect((await vote(last, { address, deviceId: randomUUID() })).json().data).toEqual({
      helpfulCount: 1,
      counted: true,
    });
  });
});
