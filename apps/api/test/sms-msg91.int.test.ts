import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createMsg91Sms } from '../src/adapters/sms/msg91.js';
import { createOutboxSms } from '../src/adapters/sms/outbox.js';
import { smsOutbox } from '../src/db/schema/index.js';
import { createTestDatabase, describeEachDatabase, testConfig } from './setup-db.js';
import { freshAddress, uniquePhone } from './support/accounts.js';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: { template_id: string; sender: string; short_url: string; recipients: Record<string, string>[] };
}

/** A local stand-in for MSG91's flow API: records requests and answers as configured. */
const received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { type: 'success', message: 'req-1' } };
const fake = createServer((req, res) => {
  let data = '';
  req.on('data', (chunk) => {
    data += chunk;
  });
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(data || '{}') });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const msg91Env = {
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'test-auth-key',
  MSG91_SENDER_ID: 'STYBOK',
  MSG91_OTP_TEMPLATE_ID: 'dlt-otp-template',
  MSG91_BASE_URL: baseUrl,
};

const LOGIN = '/user/v1/guest-auth/login';

describeEachDatabase('SMS through MSG91', { config: msg91Env }, (use) => {
  beforeEach(() => {
    received.length = 0;
    answer = { status: 200, body: { type: 'success', message: 'req-1' } };
  });

  it('sends the OTP through the DLT template and signs in with the delivered code', async () => {
    const { app, database } = use();
    const phone = uniquePhone();
    const remoteAddress = freshAddress();
    const res = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { phone, step: 'generate-otp' },
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.path).toBe('/api/v5/flow');
    expect(call?.headers.authkey).toBe('test-auth-key');
    expect(call?.body).toMatchObject({
      template_id: 'dlt-otp-template',
      sender: 'STYBOK',
      recipients: [{ mobiles: `91${phone}`, otp: expect.stringMatching(/^\d{6}$/) }],
    });
    const code = call!.body.recipients[0]!.otp!;
    const [row] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(row).toMatchObject({ provider: 'msg91', status: 'sent', providerMessageId: 'req-1', template: 'otp' });
    expect(row?.body).not.toContain(code);
    expect(row?.body).toContain('••••••');
    // The development peek cannot read a masked message back.
    const peek = await app.inject({ method: 'GET', url: `/user/v1/guest-auth/dev/latest-otp?phone=${phone}` });
    expect(peek.statusCode).toBe(404);
    const verified = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { phone, step: 'verify-otp', otp: code },
      remoteAddress,
    });
    expect(verified.statusCode).toBe(200);
  });

  it('tells the guest when the gateway refuses, records the failure and does not charge a send', async () => {
    const { app, database } = use();
    const phone = uniquePhone();
    answer = { status: 200, body: { type: 'error', message: 'Template not approved' } };
    const res = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { phone, step: 'generate-otp' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('Failed to send OTP. Please try again.');
    const [row] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(row).toMatchObject({ status: 'failed', error: expect.stringContaining('Template not approved') });
    // No cooldown after a failed send: the guest may try again at once.
    answer = { status: 200, body: { type: 'success', message: 'req-2' } };
    const retry = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { phone, step: 'generate-otp' },
      remoteAddress: freshAddress(),
    });
    expect(retry.statusCode).toBe(200);
  });

  it('treats an HTTP error or an unreachable gateway as a failed send', async () => {
    const { database, config } = use();
    const adapter = createMsg91Sms(config, database.db);
    answer = { status: 401, body: { type: 'error', message: 'Authentication failure' } };
    const message = {
      phone: uniquePhone(),
      template: 'otp' as const,
      vars: { otp: '123456' },
      body: '123456 is your code',
    };
    await expect(adapter.send(message)).rejects.toThrow(/MSG91 refused \(401\): Authentication failure/);
    const down = createMsg91Sms({ ...config, MSG91_BASE_URL: 'http://127.0.0.1:9' }, database.db);
    await expect(down.send(message)).rejects.toThrow(/MSG91 unreachable/);
    const rows = await database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, message.phone))
      .orderBy(desc(smsOutbox.createdAt));
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(rows.every((r) => !r.body.includes('123456'))).toBe(true);
  });

  it('refuses a template that has no DLT id configured', async () => {
    const { database, config } = use();
    const adapter = createMsg91Sms(config, database.db);
    await expect(
      adapter.send({
        phone: uniquePhone(),
        template: 'booking_confirmed',
        vars: {},
        body: 'Your booking is confirmed',
      }),
    ).rejects.toThrow(/no DLT template id configured for 'booking_confirmed'/);
    expect(received).toHaveLength(0);
  });

  it('sends a booking message in the language its DLT template is registered in, and speaks no other', async () => {
    const { database, config } = use();
    const adapter = createMsg91Sms(
      { ...config, MSG91_BOOKING_TEMPLATE_ID: 'dlt-booking-en', MSG91_BOOKING_TEMPLATE_ID_HI: 'dlt-booking-hi' },
      database.db,
    );
    expect(adapter.speaks('booking_confirmed', 'hi')).toBe(true);
    expect(adapter.speaks('booking_cancelled', 'en')).toBe(true);
    expect(adapter.speaks('booking_confirmed', 'de')).toBe(false);
    // The OTP is English's; a guest message without its own template in the language is not spoken in it.
    expect(adapter.speaks('otp', 'hi')).toBe(false);
    expect(adapter.speaks('review_invite', 'hi')).toBe(false);
    const phone = uniquePhone();
    await adapter.send({
      phone,
      template: 'booking_confirmed',
      vars: { code: 'SB7K2M9Q' },
      body: 'Staybook: … पक्की हो गई है।',
      language: 'hi',
    });
    expect(received[0]?.body).toMatchObject({
      template_id: 'dlt-booking-hi',
      recipients: [{ mobiles: `91${phone}`, code: 'SB7K2M9Q' }],
    });
    await expect(
      adapter.send({ phone, template: 'booking_confirmed', vars: {}, body: 'Staybook: … bestätigt.', language: 'de' }),
    ).rejects.toThrow(/no DLT template id configured for 'booking_confirmed' in 'de'/);
    expect(received).toHaveLength(1);
  });

  it('sends the review invitation, the arrival reminder and a payment link in a language each is registered in', async () => {
    const { database, config } = use();
    const adapter = createMsg91Sms(
      {
        ...config,
        MSG91_REVIEW_TEMPLATE_ID: 'dlt-review-en',
        MSG91_REVIEW_TEMPLATE_ID_HI: 'dlt-review-hi',
        MSG91_REMINDER_TEMPLATE_ID_DE: 'dlt-reminder-de',
        MSG91_PAYMENT_LINK_TEMPLATE_ID_FR: 'dlt-link-fr',
      },
      database.db,
    );
    expect(adapter.speaks('review_invite', 'hi')).toBe(true);
    expect(adapter.speaks('review_invite', 'de')).toBe(false);
    expect(adapter.speaks('arrival_reminder', 'de')).toBe(true);
    expect(adapter.speaks('arrival_reminder', 'hi')).toBe(false);
    expect(adapter.speaks('payment_link', 'fr')).toBe(true);
    expect(adapter.speaks('payment_link', 'es')).toBe(false);
    // Each its own template: the booking messages' Hindi one does not speak for the invitation, nor this for them.
    expect(adapter.speaks('booking_confirmed', 'hi')).toBe(false);
    const phone = uniquePhone();
    const sends: Array<[Parameters<typeof adapter.send>[0]['template'], 'hi' | 'de' | 'fr', string]> = [
      ['review_invite', 'hi', 'dlt-review-hi'],
      ['arrival_reminder', 'de', 'dlt-reminder-de'],
      ['payment_link', 'fr', 'dlt-link-fr'],
    ];
    for (const [template, language] of sends)
      await adapter.send({ phone, template, vars: { link: 'https://staybook.example/x' }, body: '…', language });
    expect(received.map((r) => (r.body as { template_id: string }).template_id)).toEqual(sends.map((s) => s[2]));
  });
});

describe('SMS outbox', () => {
  it('masks one-time codes it stores when running as production', async () => {
    const database = await createTestDatabase('pglite');
    try {
      // Production refuses the outbox at start; should one be wired anyway, it still keeps no usable code.
      const config = { ...testConfig(), isProduction: true };
      const phone = uniquePhone();
      await createOutboxSms(database.db, config).send({
        phone,
        template: 'otp',
        vars: { otp: '482913' },
        body: '482913 is your Staybook sign-in code.',
      });
      const [row] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
      expect(row?.body).toBe('•••••• is your Staybook sign-in code.');
    } finally {
      await database.close();
    }
  });
});
