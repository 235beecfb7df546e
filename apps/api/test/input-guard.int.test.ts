import { randomBytes } from 'node:crypto';
import { authPaths } from '@staybook/contract/auth-paths';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../src/adapters/payments/signatures.js';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { contactMessages } from '../src/db/schema/engagement.js';
import { privateDataLogging } from '../src/lib/log-redaction.js';
import { createTestDatabase, databaseKinds, describeEachDatabase, testConfig } from './setup-db.js';
import { freshAddress, signInWithOtp } from './support/accounts.js';
import {
  book,
  bookingPayload,
  createGuest,
  createProperty,
  createRoomType,
  istDay,
  primaryGuest,
  setInventory,
} from './support/factories.js';
import { postWebhook, sandboxProvider } from './support/payment-helpers.js';

/** Bad input never costs a 500 or a secret (issue 13, item 6). */

const contact = {
  name: 'Asha Naik',
  email: 'asha@example.com',
  phone: '+91 98220 12345',
  subject: 'booking',
  message: 'Do you have a cot for a baby?',
};

/** The 400 the input guard answers, naming the field. */
function expectRefused(res: { statusCode: number; json: () => unknown }, field: string): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: {
      code: 'VALIDATION_ERROR',
      message: `${field} contains a character that is not allowed.`,
      details: {
        issues: [{ path: field, message: expect.stringMatching(/^contains a character that is not allowed/) }],
      },
    },
  });
}

let rooms: { propertyId: string; roomTypeId: string };

describeEachDatabase(
  'control characters in requests',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Azul Villa' });
      const room = await createRoomType(db, property.id, { name: 'Garden Room', maxAdults: 2, maxChildren: 1 });
      await setInventory(db, room.id, istDay(0), 10, { rupees: 4_000, available: 5 });
      rooms = { propertyId: property.id, roomTypeId: room.id };
    },
  },
  (use) => {
    it('refuses a NUL in the profile name', async () => {
      const { app } = use();
      const session = await signInWithOtp(app);
      const res = await app.inject({
        method: 'PATCH',
        url: authPaths.me,
        headers: session.headers,
        payload: { name: 'Asha\u0000Naik' },
      });
      expectRefused(res, 'name');
      const me = await app.inject({ method: 'GET', url: authPaths.me, headers: session.headers });
      expect(me.json().data.name).toBeNull();
    });

    it('refuses a NUL in the booking guest name and holds nothing', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const payload = (name: string) =>
        bookingPayload(rooms.propertyId, [{ id: rooms.roomTypeId }], 1, 2, { primaryGuest: { ...primaryGuest, name } });
      expectRefused(await book(app, guest, payload('Asha\u0000Naik')), 'primaryGuest.name');
      const res = await book(app, guest, payload('Asha Naik'));
      expect(res.statusCode, res.body).toBe(200);
    });

    it('refuses a NUL in a contact message and stores nothing', async () => {
      const { app, database } = use();
      const res = await app.inject({
        method: 'POST',
        url: '/property/v1/contact',
        payload: { ...contact, message: 'Hello\u0000' },
        remoteAddress: freshAddress(),
      });
      expectRefused(res, 'message');
      expect(await database.db.select().from(contactMessages).where(eq(contactMessages.message, 'Hello'))).toEqual([]);
    });

    it('accepts tabs and line breaks in a contact message, stored as written', async () => {
      const { app, database } = use();
      const message = 'Dear team,\r\n\tWe arrive late.\nThanks';
      const res = await app.inject({
        method: 'POST',
        url: '/property/v1/contact',
        payload: { ...contact, message },
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().data._id));
      expect(row?.message).toBe(message);
    });

    it.each([
      ['escape', '\u001b[2J'],
      ['DEL', 'Asha\u007f'],
      ['a lone surrogate', 'Asha\ud800'],
    ])('refuses %s in the price-unlock name', async (_label, name) => {
      const res = await use().app.inject({
        method: 'POST',
        url: '/property/v1/app/unlock-price',
        payload: { name, mobile: '9822012345', propertyId: rooms.propertyId, adults: 2, children: 0 },
        remoteAddress: freshAddress(),
      });
      expectRefused(res, 'name');
    });

    it('refuses a NUL in the property list search and still answers a clean one', async () => {
      const { app } = use();
      expectRefused(await app.inject({ method: 'GET', url: '/property/v1/app/property?city=Goa&q=Casa%00' }), 'q');
      const clean = await app.inject({ method: 'GET', url: '/property/v1/app/property?q=Casa' });
      expect(clean.statusCode, clean.body).toBe(200);
    });

    it('refuses a control character in a path parameter', async () => {
      const { app } = use();
      const session = await signInWithOtp(app);
      const res = await app.inject({ method: 'GET', url: '/user/v1/kyc/abc%01/front', headers: session.headers });
      expectRefused(res, 'id');
    });

    it('refuses a control character in a multipart text field', async () => {
      const { app } = use();
      const session = await signInWithOtp(app);
      const form = new FormData();
      form.append('documentType', 'pan\u0000');
      form.append('front', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x00])], { type: 'image/jpeg' }), 'f.jpg');
      const res = await app.inject({ method: 'POST', url: '/user/v1/kyc', headers: session.headers, payload: form });
      expectRefused(res, 'documentType');
    });

    it('leaves the signed raw body of a payment webhook to its signature check', async () => {
      const { app, database, config } = use();
      const body = JSON.stringify({
        event: 'payment.failed',
        payload: {
          payment: {
            entity: { id: 'pay_nul', order_id: 'order_unknown', amount: 100, status: 'failed', notes: 'a\u0001b' },
          },
        },
      });
      const { webhookSecret } = sandboxProvider(database.db, config).secrets;
      const signed = await postWebhook(app, body, hmacHex(webhookSecret, body), 'evt_nul');
      expect(signed.statusCode, signed.body).toBe(200);
      const forged = await postWebhook(app, body, 'f'.repeat(64), 'evt_nul_forged');
      expect(forged.statusCode).toBe(400);
      expect(forged.json().error.code).not.toBe('VALIDATION_ERROR');
    });
  },
);

/** A guest's details as a failing request would carry them. */
const secret = { name: 'Rohan Kamat', phone: '9822054321', email: 'rohan.kamat@example.com', address: 'Candolim' };

for (const kind of databaseKinds) {
  describe(`error logs keep guests' details out [${kind}]`, () => {
    let database: Database;
    const apps: FastifyInstance[] = [];

    beforeAll(async () => {
      database = await createTestDatabase(kind);
    }, 120_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.close();
    });

    /** The app logging into `lines`, with test-only routes that fail the way real ones can. */
    async function appLoggingInto(
      lines: string[],
      options: Exclude<FastifyServerOptions['logger'], boolean | undefined> = {},
    ): Promise<FastifyInstance> {
      const app = await buildApp({
        config: testConfig({ DATA_DIR: `/tmp/staybook-test-${process.pid}-${randomBytes(3).toString('hex')}` }),
        database,
        logger: { level: 'info', ...options, stream: { write: (line: string) => void lines.push(line) } },
      });
      // What a NUL used to do: the driver refuses the insert, and its error carries every parameter.
      app.post('/test/failing-insert', async () => {
        await database.db.insert(contactMessages).values({
          name: secret.name,
          email: secret.email,
          phone: secret.phone,
          subject: 'booking',
          message: `Staying at ${secret.address}\u0000`,
        });
        return { ok: true };
      });
      // What an adapter's failure looks like: a provider's message naming the recipient.
      app.post('/test/failing-notification', async (request) => {
        request.log.error(
          { err: new Error(`550 mailbox ${secret.email} unavailable`), booking: { primaryGuest: secret } },
          'guest notification failed; the booking is unaffected',
        );
        throw new Error(`SMS to +91 ${secret.phone.slice(0, 5)} ${secret.phone.slice(5)} failed`);
      });
      await app.ready();
      apps.push(app);
      return app;
    }

    const leaked = (lines: string[]) =>
      [secret.name, secret.phone, secret.phone.slice(5), secret.email, secret.address].filter((value) =>
        lines.join('\n').includes(value),
      );

    it('logs a failed query as its type, code and frames, without the parameters', async () => {
      const lines: string[] = [];
      // A logger built without our options: the error handler alone must keep the log clean.
      const app = await appLoggingInto(lines);
      const res = await app.inject({ method: 'POST', url: '/test/failing-insert' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
      expect(logged?.err).toMatchObject({
        type: 'DrizzleQueryError',
        message: expect.stringContaining('params: [redacted]'),
        stack: expect.stringMatching(/\n\s+at /),
      });
      expect(leaked(lines)).toEqual([]);
    });

    it('keeps contact details out of every log line the application writes', async () => {
      const lines: string[] = [];
      const app = await appLoggingInto(lines, privateDataLogging);
      const res = await app.inject({
        method: 'POST',
        url: `/test/failing-notification?phone=${secret.phone}&email=${encodeURIComponent(secret.email)}`,
        payload: { primaryGuest: secret },
      });
      expect(res.statusCode).toBe(500);
      expect(lines.join('\n')).toContain('guest notification failed');
      expect(lines.join('\n')).toContain('/test/failing-notification?phone=[redacted]&email=[redacted]');
      expect(leaked(lines)).toEqual([]);
    });
  });
}
