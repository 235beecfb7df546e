import { randomUUID } from 'node:crypto';
import { formatDay } from '@staybook/contract/format';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { smsOutbox } from '../src/db/schema/accounts.js';
import { auditLog, bookings, mailOutbox, properties, reviews } from '../src/db/schema/index.js';
import { inviteReviews } from '../src/modules/reviews/review-invites.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createGuest,
  createRoomForSale,
  type Guest,
  istDay,
  paidBooking,
  type RoomForSale,
  signedInUser,
} from './support/factories.js';
import { silentLog } from './support/payment-helpers.js';

const review = (bookingId: string, over: Record<string, unknown> = {}) => ({
  bookingId,
  overall: 4,
  cleanliness: 5,
  location: 4,
  service: 3,
  value: 4,
  title: 'Lovely stay near the beach',
  text: 'A short walk to the beach, quiet nights and a very good breakfast.',
  ...over,
});

describeEachDatabase('verified reviews (issue 16)', { config: { DEV_JOBS: 'true' } }, (use) => {
  const db = () => use().database.db;
  let serial = 0;
  const room = () => createRoomForSale(db(), { propertyName: `Review Villa ${++serial} ${Date.now()}` });
  const guest = () => createGuest(db(), use().config);

  /** A paid booking whose stay has ended: made through the API, then moved into the past as the desk would leave it. */
  async function endedStay(who: Guest, at: RoomForSale, status: 'completed' | 'confirmed' = 'completed') {
    const { bookingId } = await paidBooking(use().app, who, {
      propertyId: at.propertyId,
      roomTypeId: at.roomTypeId,
      from: 2,
      to: 4,
    });
    await db()
      .update(bookings)
      .set({ status, checkIn: istDay(-3), checkOut: istDay(-1) })
      .where(eq(bookings.id, bookingId));
    return bookingId;
  }

  const write = (who: Guest | null, body: object) =>
    use().app.inject({
      method: 'POST',
      url: '/property/v1/app/reviews',
      headers: who?.headers ?? {},
      payload: body,
    });
  const staffCall = (method: 'POST' | 'PUT' | 'GET', url: string, who: { headers: object }, payload?: object) =>
    use().app.inject({ method, url, headers: who.headers as Record<string, string>, ...(payload ? { payload } : {}) });
  const listed = async (propertyId: string, query = '') =>
    (await use().app.inject({ method: 'GET', url: `/property/v1/app/property/${propertyId}/reviews${query}` })).json()
      .data;
  const ratingOf = async (propertyId: string) => {
    const [row] = await db()
      .select({ average: properties.ratingAverage, count: properties.ratingCount })
      .from(properties)
      .where(eq(properties.id, propertyId));
    return row;
  };
  const admin = () => signedInUser(db(), use().config, 'admin', { name: 'Asha Admin' });

  describe('invitations', () => {
    const runJob = () =>
      use().app.inject({
        method: 'POST',
        url: '/__dev/jobs/review-invites',
        payload: { now: new Date().toISOString() },
      });
    /** An ended stay booked in `language` (as a /hi/ page's booking records it), with its code. */
    const endedStayIn = async (at: RoomForSale, language: string | null) => {
      const bookingId = await endedStay(await guest(), at);
      await db().update(bookings).set({ language }).where(eq(bookings.id, bookingId));
      const [row] = await db().select({ code: bookings.code }).from(bookings).where(eq(bookings.id, bookingId));
      return { bookingId, code: row!.code };
    };
    /** The invitation's e-mail and SMS of a booking, found by its review page's address (in any language). */
    const invitationOf = async (bookingId: string) => {
      const mails = await db()
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.text, `%/rate-your-stay/${bookingId}\n%`));
      const texts = await db()
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.template, 'review_invite'), like(smsOutbox.body, `%/rate-your-stay/${bookingId}`)));
      return { mails, texts };
    };

    it('invites a guest once by SMS and e-mail after the stay, however often and wherever the job runs', async () => {
      const at = await room();
      const stay = await endedStay(await guest(), at);
      // One booked in Hindi: its invitation's link is the review page in Hindi (the English one's is as it was).
      const hindi = await endedStay(await guest(), at);
      await db().update(bookings).set({ language: 'hi' }).where(eq(bookings.id, hindi));
      const upcoming = await paidBooking(use().app, await guest(), {
        propertyId: at.propertyId,
        roomTypeId: at.roomTypeId,
        from: 5,
        to: 7,
      });
      const results = await Promise.all([runJob(), runJob()]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      await runJob();

      const mails = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `How was ${at.propertyName}?`));
      expect(mails).toHaveLength(1);
      const english = mails.find((m) => m.text.includes(stay));
      expect(english!.text).toMatch(new RegExp(`\nhttp://localhost:\\d+/rate-your-stay/${stay}\n`));
      expect(mails.some((m) => m.text.includes(upcoming.bookingId))).toBe(false);
      expect((await invitationOf(upcoming.bookingId)).mails).toEqual([]);
      const texts = await db()
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.template, 'review_invite'), like(smsOutbox.body, `%${stay}%`)));
      expect(texts).toHaveLength(1);
      expect(texts[0]!.body).toMatch(new RegExp(`Rate your stay: http://localhost:\\d+/rate-your-stay/${stay}$`));
      const hindiInvitation = await invitationOf(hindi);
      expect(hindiInvitation.mails).toHaveLength(1);
      expect(hindiInvitation.mails[0]!.text).toMatch(
        new RegExp(`\nhttp://localhost:\\d+/hi/rate-your-stay/${hindi}\n`),
      );
      expect(hindiInvitation.texts).toHaveLength(1);
      expect(hindiInvitation.texts[0]!.body).toMatch(
        new RegExp(`रेटिंग दें: http://localhost:\\d+/hi/rate-your-stay/${hindi}$`),
      );
    });

    it('writes the invitation in the language the guest booked in: Hindi and German, English as before', async () => {
      const at = await room();
      const english = await endedStayIn(at, null);
      const hindi = await endedStayIn(at, 'hi');
      const german = await endedStayIn(at, 'de');
      expect((await runJob()).statusCode).toBe(200);
      const { publicUrl } = use().config;

      // English: the words it always had, byte for byte.
      const en = await invitationOf(english.bookingId);
      expect(en.mails.map((m) => m.subject)).toEqual([`How was ${at.propertyName}?`]);
      expect(en.mails[0]!.text).toBe(
        [
          'Dear Asha,',
          '',
          `Thank you for staying at ${at.propertyName} (booking ${english.code}, check-out ${formatDay(istDay(-1))}).`,
          'Would you tell other guests how it was? It takes a minute:',
          `${publicUrl}/rate-your-stay/${english.bookingId}`,
          '',
          'Only guests who stayed can review, and every review is read by our team before it appears.',
          '',
          'Staybook',
        ].join('\n'),
      );
      expect(en.texts.map((t) => t.body)).toEqual([
        `Staybook: thank you for staying at ${at.propertyName}. How was it? Rate your stay: ${publicUrl}/rate-your-stay/${english.bookingId}`,
      ]);

      // Hindi: the e-mail and the SMS (the test's SMS outbox has every language's template) in Hindi.
      const hi = await invitationOf(hindi.bookingId);
      expect(hi.mails.map((m) => m.subject)).toEqual([`${at.propertyName} में आपका ठहराव कैसा रहा?`]);
      const hiMail = hi.mails[0]!.text;
      expect(hiMail.startsWith('प्रिय Asha,\n\n')).toBe(true);
      expect(hiMail).toContain(`${at.propertyName} में ठहरने के लिए धन्यवाद (बुकिंग ${hindi.code}, चेक-आउट `);
      expect(hiMail).toMatch(/चेक-आउट \d\d [\u0900-\u097F]+ \d{4}\)।/);
      expect(hiMail).toContain(`\n${publicUrl}/hi/rate-your-stay/${hindi.bookingId}\n`);
      for (const word of ['Dear ', 'Thank you', 'Would you tell', 'Only guests']) expect(hiMail).not.toContain(word);
      expect(hi.texts.map((t) => t.body)).toEqual([
        `Staybook: ${at.propertyName} में ठहरने के लिए धन्यवाद। आपका ठहराव कैसा रहा? अपने ठहराव को रेटिंग दें: ${publicUrl}/hi/rate-your-stay/${hindi.bookingId}`,
      ]);

      // German likewise.
      const de = await invitationOf(german.bookingId);
      expect(de.mails.map((m) => m.subject)).toEqual([`Wie war Ihr Aufenthalt in der Unterkunft ${at.propertyName}?`]);
      const deMail = de.mails[0]!.text;
      expect(deMail.startsWith('Guten Tag Asha,\n\n')).toBe(true);
      expect(deMail).toMatch(
        new RegExp(
          `Vielen Dank für Ihren Aufenthalt in der Unterkunft .+ \\(Buchung ${german.code}, Check-out \\d\\d\\. `,
        ),
      );
      expect(deMail).toContain('Möchten Sie anderen Gästen erzählen, wie es war?');
      for (const word of ['Dear ', 'Thank you', 'Would you tell', 'Only guests']) expect(deMail).not.toContain(word);
      expect(de.texts[0]!.body).toMatch(/^Staybook: Vielen Dank für Ihren Aufenthalt /);
    });

    it('invites a guest whose booking has no e-mail address by SMS alone', async () => {
      const at = await room();
      const { bookingId } = await endedStayIn(at, null);
      await db().update(bookings).set({ guestEmail: '' }).where(eq(bookings.id, bookingId));
      expect((await runJob()).statusCode).toBe(200);
      const { mails, texts } = await invitationOf(bookingId);
      expect(texts).toHaveLength(1);
      expect(mails).toEqual([]);
    });

    it('sends the SMS in English where no review template is registered in the language, the e-mail still German', async () => {
      const at = await room();
      const german = await endedStayIn(at, 'de');
      const { config, database } = use();
      const real = createAdapters(config, database.db);
      // An SMS provider with only its English review template registered (MSG91: MSG91_REVIEW_TEMPLATE_ID).
      const englishOnly = { ...real.sms, speaks: (_template: string, language: string) => language === 'en' };
      await inviteReviews(
        { db: database.db, config, adapters: { ...real, sms: englishOnly }, log: silentLog },
        new Date(),
      );
      const { mails, texts } = await invitationOf(german.bookingId);
      expect(texts.map((t) => t.body)).toEqual([
        `Staybook: thank you for staying at ${at.propertyName}. How was it? Rate your stay: ${config.publicUrl}/de/rate-your-stay/${german.bookingId}`,
      ]);
      expect(mails.map((m) => m.subject)).toEqual([`Wie war Ihr Aufenthalt in der Unterkunft ${at.propertyName}?`]);
      expect(mails[0]!.text).toContain(`\n${config.publicUrl}/de/rate-your-stay/${german.bookingId}\n`);
    });
  });

  describe('writing a review', () => {
    it("lets a guest review their own completed stay once, and refuses other guests' and upcoming stays", async () => {
      const at = await room();
      const asha = await guest();
      const stay = await endedStay(asha, at);
      const upcoming = await paidBooking(use().app, asha, {
        propertyId: at.propertyId,
        roomTypeId: at.roomTypeId,
        from: 5,
        to: 7,
      });

      expect((await write(null, review(stay))).statusCode).toBe(401);
      const stranger = await write(await guest(), review(stay));
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'You can only review your own stays.',
        details: { reason: 'not_yours' },
      });
      const early = await write(asha, review(upcoming.bookingId));
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toEqual({
        code: 'CONFLICT',
        message: 'You can review this stay once you have checked out.',
        details: { reason: 'not_stayed_yet' },
      });
      const bad = await write(asha, review(stay, { cleanliness: 6, text: 'short' }));
      expect(bad.statusCode).toBe(400);

      const page = await use().app.inject({
        method: 'GET',
        url: `/property/v1/app/reviews/stay/${stay}`,
        headers: asha.headers,
      });
      expect(page.json().data).toMatchObject({ state: 'eligible', propertyName: at.propertyName });

      const ok = await write(asha, review(stay));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.status).toBe('pending');
      const again = await write(asha, review(stay));
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'CONFLICT',
        message: 'You have already reviewed this stay. Thank you!',
        details: { reason: 'already_reviewed' },
      });

      // Waiting for moderation: not listed, and the property's rating is untouched.
      expect((await listed(at.propertyId)).items).toEqual([]);
      expect(await ratingOf(at.propertyId)).toEqual({ average: 0, count: 0 });
    });

    it('accepts a confirmed stay whose check-out date has passed (the guest reads it as completed)', async () => {
      const at = await room();
      const asha = await guest();
      const stay = await endedStay(asha, at, 'confirmed');
      expect((await write(asha, review(stay))).statusCode).toBe(200);
    });

    it('refuses a cancelled stay and a booking that is not there, with their facts beside the English', async () => {
      const at = await room();
      const asha = await guest();
      const stay = await endedStay(asha, at);
      await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, stay));
      const never = await write(asha, review(stay));
      expect(never.statusCode).toBe(409);
      expect(never.json().error).toEqual({
        code: 'CONFLICT',
        message: 'Only a completed stay can be reviewed.',
        details: { reason: 'not_a_stay' },
      });
      const missing = await write(asha, review(randomUUID()));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'Booking not found.',
        details: { reason: 'booking_not_found' },
      });
    });
    it('refuses a text longer than the form allows with its issue beside the English (the page words it)', async () => {
      const asha = await guest();
      const long = await write(asha, review(randomUUID(), { text: 'y'.repeat(2001) }));
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'text: Your review can be at most 2000 characters',
        details: { issues: [{ path: 'text', message: 'Your review can be at most 2000 characters' }] },
      });
    });
  });

  describe('moderation', () => {
    it('publishing and hiding recompute the rating; the reply is shown under the review', async () => {
      const at = await room();
      const one = await guest();
      const two = await guest();
      const first = (await write(one, review(await endedStay(one, at), { overall: 5 }))).json().data.id as string;
      const second = (await write(two, review(await endedStay(two, at), { overall: 4 }))).json().data.id as string;
      const staff = await admin();

      const publish = await staffCall('POST', `/api/admin/reviews/${first}/publish`, staff);
      expect(publish.statusCode, publish.body).toBe(200);
      expect(publish.json().data.status).toBe('published');
      await staffCall('POST', `/api/admin/reviews/${second}/publish`, staff);
      expect(await ratingOf(at.propertyId)).toEqual({ average: 4.5, count: 2 });

      const reply = await staffCall('PUT', `/api/admin/reviews/${first}/reply`, staff, {
        text: 'Thank you, we hope to see you again!',
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const page = await listed(at.propertyId);
      expect(page.summary).toMatchObject({ average: 4.5, count: 2, aspects: { cleanliness: 5, service: 3 } });
      expect(page.items.find((r: { id: string }) => r.id === first).reply.text).toBe(
        'Thank you, we hope to see you again!',
      );

      const hide = await staffCall('POST', `/api/admin/reviews/${second}/hide`, staff);
      expect(hide.json().data.status).toBe('hidden');
      expect(await ratingOf(at.propertyId)).toEqual({ average: 5, count: 1 });
      expect((await listed(at.propertyId)).items.map((r: { id: string }) => r.id)).toEqual([first]);

      const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, second));
      expect(audits.map((a) => a.action).sort()).toEqual(['reviews.review.hide', 'reviews.review.publish']);
    });

    it("refuses a property manager of A B's reviews and a front desk member any review", async () => {
      const a = await room();
      const b = await room();
      const ga = await guest();
      const gb = await guest();
      const reviewA = (await write(ga, review(await endedStay(ga, a)))).json().data.id as string;
      const reviewB = (await write(gb, review(await endedStay(gb, b)))).json().data.id as string;
      const manager = await signedInUser(db(), use().config, 'staff', {
        staffRole: 'property_manager',
        scope: [a.propertyId],
      });
      const desk = await signedInUser(db(), use().config, 'staff', { staffRole: 'front_desk' });

      expect((await staffCall('POST', `/api/admin/reviews/${reviewB}/publish`, manager)).statusCode).toBe(403);
      expect((await staffCall('PUT', `/api/admin/reviews/${reviewB}/reply`, manager, { text: 'Hi' })).statusCode).toBe(
        403,
      );
      expect((await staffCall('GET', `/api/admin/reviews?propertyId=${b.propertyId}`, manager)).statusCode).toBe(403);
      expect((await staffCall('POST', `/api/admin/reviews/${reviewA}/publish`, desk)).statusCode).toBe(403);

      expect((await staffCall('POST', `/api/admin/reviews/${reviewA}/publish`, manager)).statusCode).toBe(200);
      const mine = (await staffCall('GET', '/api/admin/reviews', manager)).json().data.items as Array<{ id: string }>;
      expect(mine.map((r) => r.id)).toContain(reviewA);
      expect(mine.map((r) => r.id)).not.toContain(reviewB);
      expect(await ratingOf(b.propertyId)).toEqual({ average: 0, count: 0 });
    });
  });

  describe('reading reviews', () => {
    it('counts "Helpful" once per device and sorts by it', async () => {
      const at = await room();
      const staff = await admin();
      const ids: string[] = [];
      for (const overall of [3, 5]) {
        const who = await guest();
        const id = (await write(who, review(await endedStay(who, at), { overall }))).json().data.id as string;
        await staffCall('POST', `/api/admin/reviews/${id}/publish`, staff);
        ids.push(id);
      }
      const helpful = (deviceId: string) =>
        use().app.inject({
          method: 'POST',
          url: `/property/v1/app/reviews/${ids[0]}/helpful`,
          payload: { deviceId },
        });
      const device = '4b0f7a3e-55c1-4c3e-9d0a-2b7a8e6f1c11';
      expect((await helpful(device)).json().data).toEqual({ helpfulCount: 1, counted: true });
      expect((await helpful(device)).json().data).toEqual({ helpfulCount: 1, counted: false });
      expect((await helpful('9a1d2c3b-0e4f-4a5b-8c6d-7e8f9a0b1c2d')).json().data.helpfulCount).toBe(2);

      expect((await listed(at.propertyId, '?sort=newest')).items.map((r: { id: string }) => r.id)).toEqual([
        ids[1],
        ids[0],
      ]);
      expect((await listed(at.propertyId, '?sort=helpful')).items.map((r: { id: string }) => r.id)).toEqual([
        ids[0],
        ids[1],
      ]);
      const pending = await db().select({ id: reviews.id }).from(reviews).where(eq(reviews.status, 'pending'));
      if (pending[0]) {
        const refused = await use().app.inject({
          method: 'POST',
          url: `/property/v1/app/reviews/${pending[0].id}/helpful`,
          payload: { deviceId: device },
        });
        expect(refused.statusCode).toBe(404);
      }
    });
  });
});

describeEachDatabase('reviews rate limit', { config: { RATE_LIMIT_PER_MINUTE: '1000' } }, (use) => {
  it('answers the eleventh review in a minute with the wait as a fact beside the English (the page words it)', async () => {
    const asha = await createGuest(use().database.db, use().config);
    const write = () =>
      use().app.inject({
        method: 'POST',
        url: '/property/v1/app/reviews',
        headers: asha.headers,
        payload: review(randomUUID()),
      });
    for (let i = 0; i < 10; i++) expect((await write()).statusCode).toBe(404);
    const limited = await write();
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${wait} seconds.`,
      details: { retryAfterSeconds: wait },
    });
  });
});
