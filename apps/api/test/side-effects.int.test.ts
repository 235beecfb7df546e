import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { type Adapters, createAdapters } from '../src/adapters/index.js';
import { SmsSendError } from '../src/adapters/sms/types.js';
import { mailOutbox, smsOutbox } from '../src/db/schema/accounts.js';
import { sideEffects } from '../src/db/schema/side-effects.js';
import { recordDeskPayment } from '../src/modules/bookings-desk/desk-payments.service.js';
import { documentsEffect } from '../src/modules/ledger/index.js';
import { checkMoney } from '../src/modules/payments/money-check.js';
import { WRITER_GRACE_MS, writeEffects } from '../src/modules/side-effects/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createGuest,
  createRoomForSale,
  type Guest,
  istDay,
  paidBooking,
  type RoomForSale,
  type SignedInRoles,
  signedInRoles,
} from './support/factories.js';
import { bookingRow, withEffects } from './support/payment-helpers.js';

/**
 * Issue 40: the transactional outbox. What a change causes outside its rows (tax documents, the guest's and the
 * hotel's messages) is written in its transaction and delivered after the commit — at least once, each part once,
 * retried with backoff, dead after the last attempt and retried by hand from the console.
 */

/** SMS sends to fail from now on (a provider timing out); the app and the test's deliverer share it. */
const control = { smsFailures: 0 };
const adaptersOf = new WeakMap<object, Partial<Adapters>>();
const later = (ms: number) => new Date(Date.now() + ms);

describeEachDatabase(
  'side effects (the transactional outbox)',
  {
    config: { SIDE_EFFECTS_MAX_ATTEMPTS: '2', SIDE_EFFECTS_RETRY_BASE_SECONDS: '60' },
    adapters: (database, config) => {
      const real = createAdapters(config, database.db);
      const sms = {
        name: real.sms.name,
        speaks: real.sms.speaks,
        async send(message: Parameters<typeof real.sms.send>[0]) {
          if (control.smsFailures > 0) {
            control.smsFailures -= 1;
            throw new SmsSendError('The SMS provider timed out.', { transient: true });
          }
          return real.sms.send(message);
        },
      };
      const adapters = { ...real, sms };
      adaptersOf.set(database.db, adapters);
      return adapters;
    },
  },
  (use) => {
    let people: SignedInRoles;
    let room: RoomForSale;
    beforeAll(async () => {
      people = await signedInRoles(use().database.db, use().config, 'front_desk');
      room = await createRoomForSale(use().database.db, { rupees: 5_000, available: 6, nights: 20 });
    });
    const db = () => use().database.db;
    /** A deliverer as another process would have: the same database and (failing or not) adapters as the app. */
    const deliverer = () => {
      const { database, config } = use();
      return withEffects({ db: database.db, config, adapters: adaptersOf.get(database.db) as Adapters }).effects;
    };
    const effectsOf = (bookingId: string) =>
      db().select().from(sideEffects).where(eq(sideEffects.bookingId, bookingId)).orderBy(sideEffects.id);
    /** The guest's confirmation SMS and e-mails of one booking (every booking here has the same guest details). */
    const confirmationSms = async (code: string) =>
      (await db().select().from(smsOutbox).where(eq(smsOutbox.template, 'booking_confirmed'))).filter((m) =>
        m.body.includes(code),
      );
    const confirmationMail = async (code: string) =>
      db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Booking confirmed — ${code}`));
    const book = async (g: Guest, from: number) =>
      paidBooking(use().app, g, { propertyId: room.propertyId, roomTypeId: room.roomTypeId, from, to: from + 1 });

    it('writes a paid booking’s invoice and messages with its confirmation and delivers them after the commit', async () => {
      const g = await createGuest(db(), use().config);
      const booked = await book(g, 2);
      const rows = await effectsOf(booked.bookingId);
      // The invoice before the e-mail that attaches it; every one delivered by the request that confirmed it, the
      // invoice's own e-mail too (written by issuing it; sent nothing, as the confirmation carries the invoice).
      expect(rows.map((r) => r.kind)).toEqual(['tax-documents', 'guest-message', 'hotel-message', 'tax-document-mail']);
      expect(rows.every((r) => r.deliveredAt !== null && r.attempts === 1 && r.deadAt === null)).toBe(true);
      expect(await confirmationSms(booked.code)).toHaveLength(1);
      expect(await confirmationMail(booked.code)).toHaveLength(1);
    });

    it('retries only the part that failed: the e-mail went, the SMS is sent once on the retry', async () => {
      const g = await createGuest(db(), use().config);
      control.smsFailures = 1;
      const booked = await book(g, 4);
      expect((await bookingRow(db(), booked.bookingId)).status).toBe('confirmed');
      const message = (await effectsOf(booked.bookingId)).find((r) => r.kind === 'guest-message')!;
      expect(message).toMatchObject({ deliveredAt: null, deadAt: null, attempts: 1 });
      expect(message.doneSteps).toContain('mail');
      expect(message.doneSteps).not.toContain('sms');
      expect(message.lastError).toBe('sms: The SMS provider timed out.');
      // Its retry waits about a minute (the base of the backoff), not a moment.
      expect(message.availableAt.getTime()).toBeGreaterThan(Date.now() + 45_000);
      expect(await deliverer().deliverDue(new Date())).toBe(0);
      expect(await confirmationSms(booked.code)).toHaveLength(0);

      expect(await deliverer().deliverDue(later(5 * 60_000))).toBeGreaterThanOrEqual(1);
      const after = (await effectsOf(booked.bookingId)).find((r) => r.kind === 'guest-message')!;
      expect(after).toMatchObject({ attempts: 2, lastError: null });
      expect(after.deliveredAt).not.toBeNull();
      expect(await confirmationSms(booked.code)).toHaveLength(1);
      expect(await confirmationMail(booked.code)).toHaveLength(1);
    });

    it('lists an effect dead after its last attempt in the console, and delivers it on a retry by hand', async () => {
      const g = await createGuest(db(), use().config);
      control.smsFailures = 2;
      const booked = await book(g, 6);
      await deliverer().deliverDue(later(5 * 60_000));
      const dead = (await effectsOf(booked.bookingId)).find((r) => r.kind === 'guest-message')!;
      expect(dead.deadAt).not.toBeNull();
      expect(dead.attempts).toBe(2);

      const list = await use().app.inject({
        method: 'GET',
        url: '/api/admin/deliveries',
        headers: people.admin.headers,
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.dead).toContainEqual(
        expect.objectContaining({
          id: dead.id,
          kind: 'guest-message',
          what: 'Message to the guest',
          bookingId: booked.bookingId,
          bookingCode: booked.code,
          attempts: 2,
          lastError: 'sms: The SMS provider timed out.',
        }),
      );
      // Brand-wide money matters: a front-desk member does not see them.
      const desk = await use().app.inject({
        method: 'GET',
        url: '/api/admin/deliveries',
        headers: people.staff.headers,
      });
      expect(desk.statusCode).toBe(403);

      const retry = await use().app.inject({
        method: 'POST',
        url: `/api/admin/deliveries/${dead.id}/retry`,
        headers: people.admin.headers,
      });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().data.outcome).toBe('delivered');
      expect(await confirmationSms(booked.code)).toHaveLength(1);
      expect(await confirmationMail(booked.code)).toHaveLength(1);
      const again = await use().app.inject({
        method: 'POST',
        url: `/api/admin/deliveries/${dead.id}/retry`,
        headers: people.admin.headers,
      });
      expect(again.statusCode).toBe(404);
      const after = await use().app.inject({
        method: 'GET',
        url: '/api/admin/deliveries',
        headers: people.admin.headers,
      });
      expect(after.json().data.dead.map((d: { id: number }) => d.id)).not.toContain(dead.id);
    });

    it('writes nothing for a change that rolls back, and one untaken effect for two equal ones', async () => {
      const g = await createGuest(db(), use().config);
      const booked = await book(g, 8);
      const before = (await effectsOf(booked.bookingId)).length;
      await expect(
        db().transaction(async (tx) => {
          await writeEffects(tx, [documentsEffect(booked.bookingId)]);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await effectsOf(booked.bookingId)).toHaveLength(before);

      await writeEffects(db(), [documentsEffect(booked.bookingId)]);
      await writeEffects(db(), [documentsEffect(booked.bookingId)]);
      const open = (await effectsOf(booked.bookingId)).filter((r) => r.deliveredAt === null);
      expect(open, JSON.stringify(open)).toHaveLength(1);
      await deliverer().settle(booked.bookingId);
    });

    it('delivers what a crashed writer left, once, however many processes run the job at the same moment', async () => {
      const g = await createGuest(db(), use().config);
      const booked = await book(g, 10);
      // A process stopped between its commit and its delivery: the effect is in the table, nobody sent it.
      await writeEffects(db(), [
        {
          kind: 'guest-message',
          bookingId: booked.bookingId,
          payload: { message: 'booking_confirmed', bookingId: booked.bookingId },
        },
      ]);
      // Its writer's grace first: the job leaves it alone.
      expect(await deliverer().deliverDue(new Date())).toBe(0);
      const at = later(WRITER_GRACE_MS + 1_000);
      const runs = await Promise.all([
        deliverer().deliverDue(at),
        deliverer().deliverDue(at),
        deliverer().deliverDue(at),
      ]);
      expect(runs.reduce((n, r) => n + r, 0)).toBe(1);
      expect(await confirmationSms(booked.code)).toHaveLength(2);
      const [{ open }] = (await db()
        .select({ open: sql<number>`count(*)::int` })
        .from(sideEffects)
        .where(and(eq(sideEffects.bookingId, booked.bookingId), sql`${sideEffects.deliveredAt} is null`))) as [
        { open: number },
      ];
      expect(open).toBe(0);
    });

    it('the money check names a paid stay whose invoice never went out; the job issues it and the check clears', async () => {
      const { app, config } = use();
      const desk = await app.inject({
        method: 'POST',
        url: '/api/admin/desk-bookings',
        headers: people.admin.headers,
        payload: {
          propertyId: room.propertyId,
          checkIn: istDay(14),
          checkOut: istDay(15),
          rooms: [{ roomTypeId: room.roomTypeId, roomCount: 1, adults: 2 }],
          guest: { name: 'Kavita Rao', phone: '9812300077' },
          source: 'phone',
          payment: { kind: 'at_property' },
        },
      });
      expect(desk.statusCode, desk.body).toBe(201);
      const { bookingId, code, totalAmount } = desk.json().data;
      // The desk takes the whole stay, and its process stops right after the commit: nothing is delivered.
      const stopped = {
        db: db(),
        effects: { settle: async () => {}, deliverDue: async () => 0, deliver: async () => 'taken' as const },
      };
      await recordDeskPayment(
        stopped,
        bookingId,
        { amount: totalAmount, method: 'cash' },
        { actorUserId: null, ip: null },
      );
      const check = async () =>
        (
          await checkMoney({ db: db(), adapters: createAdapters(config, db()) }, later(WRITER_GRACE_MS), {
            graceMinutes: 0,
          })
        ).uninvoiced.filter((u) => u.bookingId === bookingId);
      expect(await check()).toEqual([
        {
          bookingId,
          bookingCode: code,
          bookingStatus: 'confirmed',
          chargedPaise: totalAmount * 100,
          cashPaise: totalAmount * 100,
        },
      ]);
      // The side-effects job, on any process, once the writer's grace is over.
      expect(await deliverer().deliverDue(later(WRITER_GRACE_MS + 1_000))).toBeGreaterThanOrEqual(1);
      expect(await check()).toEqual([]);
    });
  },
);
