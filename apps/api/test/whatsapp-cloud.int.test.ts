import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCloudApiWhatsApp } from '../src/adapters/whatsapp/cloud-api.js';
import { createWhatsAppAdapter } from '../src/adapters/whatsapp/index.js';
import type { Database } from '../src/db/client.js';
import { whatsappOutbox } from '../src/db/schema/index.js';
import { createTestDatabase, databaseKinds, testConfig } from './setup-db.js';
import { uniquePhone } from './support/accounts.js';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A local stand-in for Meta's WhatsApp Cloud API (POST /{version}/{phone-number-id}/messages): records each request
 * and answers as the test asks: a message id, the API's error object, or nothing at all (a timeout).
 */
const received: Received[] = [];
type Answer = { status: number; body: unknown } | 'hang';
let answer: Answer = 'hang';
const fake = createServer((req, res) => {
  let data = '';
  req.on('data', (chunk) => {
    data += chunk;
  });
  req.on('end', () => {
    received.push({
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(data || '{}'),
    });
    if (answer === 'hang') return; // never answers: the adapter's timeout must end the call
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
afterAll(
  () =>
    new Promise<void>((resolve) => {
      fake.closeAllConnections();
      fake.close(() => resolve());
    }),
);

const cloudEnv = {
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_ACCESS_TOKEN: 'test-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_API_VERSION: 'v21.0',
  WHATSAPP_BASE_URL: baseUrl,
  WHATSAPP_TIMEOUT_MS: '300',
};

const sent = (wamid: string) => ({
  status: 200,
  body: {
    messaging_product: 'whatsapp',
    contacts: [{ input: '919822000003', wa_id: '919822000003' }],
    messages: [{ id: wamid }],
  },
});

for (const kind of databaseKinds) {
  describe(`WhatsApp through the Cloud API (a local fake) [${kind}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(() => database.close());
    beforeEach(() => {
      received.length = 0;
    });
    const adapter = () => createCloudApiWhatsApp(testConfig(cloudEnv), database.db);
    const outboxOf = (to: string) => database.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, to));

    it('posts one text message to the phone number id with the bearer token and keeps the message id', async () => {
      answer = sent('wamid.HBgLOTE5ODIyMDAwMDAzFQIAERgSQ0Y');
      const phone = uniquePhone();
      const result = await adapter().send({ phone, body: 'New booking SB7K2M9Q at Casa Azul.\nGuest: Ananya Rao.' });
      expect(result.providerMessageId).toBe('wamid.HBgLOTE5ODIyMDAwMDAzFQIAERgSQ0Y');
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        method: 'POST',
        path: '/v21.0/106540352242922/messages',
        headers: { authorization: 'Bearer test-token', 'content-type': 'application/json' },
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: `91${phone}`,
          type: 'text',
          text: { preview_url: false, body: 'New booking SB7K2M9Q at Casa Azul.\nGuest: Ananya Rao.' },
        },
      });
      expect(await outboxOf(`91${phone}`)).toMatchObject([
        { provider: 'cloud', status: 'sent', providerMessageId: 'wamid.HBgLOTE5ODIyMDAwMDAzFQIAERgSQ0Y', error: null },
      ]);
    });

    it("fails with the API's own reason on a 4xx error object, and records the failure", async () => {
      answer = {
        status: 400,
        body: {
          error: {
            message: '(#131047) Re-engagement message',
            type: 'OAuthException',
            code: 131047,
            error_data: {
              messaging_product: 'whatsapp',
              details: 'Message failed to send because more than 24 hours have passed',
            },
            fbtrace_id: 'AbCdEf',
          },
        },
      };
      const phone = uniquePhone();
      await expect(adapter().send({ phone, body: 'Hello' })).rejects.toThrow(
        'WhatsApp refused (400 code 131047): (#131047) Re-engagement message',
      );
      expect(await outboxOf(`91${phone}`)).toMatchObject([
        { status: 'failed', error: 'WhatsApp refused (400 code 131047): (#131047) Re-engagement message' },
      ]);
    });

    it('treats an expired token (401) and a 200 without a message id as failures', async () => {
      answer = {
        status: 401,
        body: { error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } },
      };
      await expect(adapter().send({ phone: uniquePhone(), body: 'x' })).rejects.toThrow(
        'WhatsApp refused (401 code 190): Error validating access token',
      );
      answer = { status: 200, body: { messaging_product: 'whatsapp' } };
      await expect(adapter().send({ phone: uniquePhone(), body: 'x' })).rejects.toThrow('WhatsApp refused (200)');
    });

    it('gives up when the API does not answer within the timeout', async () => {
      answer = 'hang';
      const phone = uniquePhone();
      const started = Date.now();
      await expect(adapter().send({ phone, body: 'Hello' })).rejects.toThrow('WhatsApp did not answer within 0.3 s');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await outboxOf(`91${phone}`)).toMatchObject([{ status: 'failed' }]);
    });
  });
}

describe('WhatsApp configuration', () => {
  it('refuses the cloud provider without its token and number id, and production refuses the outbox', () => {
    expect(() => testConfig({ NODE_ENV: 'production', WHATSAPP_PROVIDER: 'cloud' })).toThrow(
      /WHATSAPP_ACCESS_TOKEN: is required when WHATSAPP_PROVIDER=cloud[\s\S]*WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() => testConfig({ NODE_ENV: 'production', WHATSAPP_PROVIDER: 'outbox' })).toThrow(
      /WHATSAPP_PROVIDER: is the outbox, which sends nothing/,
    );
    expect(testConfig().WHATSAPP_PROVIDER).toBe('outbox');
  });

  it('sends nothing when off, saying why', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const off = createWhatsAppAdapter(testConfig({ WHATSAPP_PROVIDER: 'off' }), database.db);
      expect(off.name).toBe('off');
      await expect(off.send({ phone: '9822000003', body: 'x' })).rejects.toThrow('WhatsApp is off');
    } finally {
      await database.close();
    }
  });
});
