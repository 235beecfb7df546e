import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { notificationMessages, whatsappOutbox } from '../src/db/schema/index.js';
import { describeEachDatabase, testConfig } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createProperty,
  createRoomType,
  istDay,
  type SignedIn,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { payInCheckout } from './support/payment-helpers.js';

/**
 * The guest's WhatsApp confirmation in the language they booked in (issue 43, docs/notifications.md): Meta approves a
 * template per language, so a booking is confirmed in its language where WHATSAPP_CONFIRMATION_TEMPLATE_LANGUAGES
 * lists it (its parameters written in it, the template asked for in it) and in English otherwise; the message
 * records the language it went in. Against a local fake of the Cloud API, as whatsapp-confirmation.int.test.ts.
 */

const received: Array<Record<string, unknown>> = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const fake = createServer((req, res) => {
  let data = '';
  req.on('data', (chunk) => {
    data += chunk;
  });
  req.on('end', () => {
    received.push(JSON.parse(data || '{}'));
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
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
  WHATSAPP_BASE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
  WHATSAPP_TIMEOUT_MS: '2000',
  WHATSAPP_CONFIRMATION_TEMPLATE: 'booking_confirmation',
  WHATSAPP_TEMPLATE_LANGUAGE: 'en_US',
};

interface SentTemplate {
  name: string;
  language: { code: string };
  components: Array<{ parameters: Array<{ text: string }> }>;
}

let room: { propertyId: string; roomTypeId: string };
const prepare = async ({ db }: { db: Parameters<typeof createProperty>[0] }) => {
  const property = await createProperty(db, { name: 'Casa Lingua', contactPhone: '+91 98220 00011' });
  const roomType = await createRoomType(db, property.id, { name: 'Garden Room' });
  await setInventory(db, roomType.id, istDay(0), 40, { rupees: 4_000, available: 20 });
  room = { propertyId: property.id, roomTypeId: roomType.id };
};

type Use = Parameters<Parameters<typeof describeEachDatabase>[2]>[0];

/** Books two nights on a page in `language` (none: the request names none), pays, and reads what WhatsApp was sent. */
async function confirmedIn(use: Use, language: string | undefined, from: number) {
  const { app, database, config } = use();
  received.length = 0;
  answer = { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.${language}.${from}` }] } };
  const guest = await createGuest(database.db, config);
  const res = await book(
    app,
    guest,
    bookingPayload(room.propertyId, [{ id: room.roomTypeId }], from, from + 2, language ? { language } : {}),
  );
  expect(res.statusCode, res.body).toBe(200);
  const { bookingId, code } = res.json().data as { bookingId: string; code: string };
  const paid = await payInCheckout(app, res.json().data.payment.orderDetails.id);
  expect(paid.json().paid).toBe(true);
  const sent = received.filter((r) => r.type === 'template').map((r) => r.template as SentTemplate);
  expect(sent).toHaveLength(1);
  const [row] = await database.db
    .select()
    .from(notificationMessages)
    .where(and(eq(notificationMessages.bookingId, bookingId), eq(notificationMessages.kind, 'guest_confirmation')));
  const texts = sent[0]?.components[0]?.parameters.map((p) => p.text) ?? [];
  return { bookingId, code, template: sent[0], texts, row };
}

describeEachDatabase(
  'guest confirmation on WhatsApp in the booking language: the template approved in Hindi',
  { prepare, config: { ...cloudEnv, WHATSAPP_CONFIRMATION_TEMPLATE_LANGUAGES: 'hi' } },
  (use) => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await signedInUser(use().database.db, use().config, 'admin');
    });
    beforeEach(() => {
      received.length = 0;
    });

    it('confirms a Hindi booking in Hindi: the Hindi template, its parameters and the logged text in Hindi', async () => {
      const { code, template, texts, row, bookingId } = await confirmedIn(use, 'hi', 3);
      expect(template?.name).toBe('booking_confirmation');
      expect(template?.language).toEqual({ code: 'hi' });
      expect(texts[1]).toBe(code);
      expect(texts[2]).toBe('Casa Lingua');
      expect(texts[3]).toMatch(/^\d{2} [\u0900-\u097F]+ \d{4}$/);
      expect(texts[4]).toMatch(/^\d{2} [\u0900-\u097F]+ \d{4}$/);
      expect(texts[5]).toBe('1 वयस्क');
      expect(texts[6]).toBe('₹8,400');
      expect(texts[7]).toBe('₹0');
      expect(row).toMatchObject({ status: 'sent', language: 'hi', providerMessageId: 'wamid.hi.3' });
      expect(row?.body).toContain(`Casa Lingua में आपकी बुकिंग ${code} पक्की हो गई है।`);
      expect(row?.body).toContain('(2 रातें)');
      expect(row?.body).toContain('मेहमान: 1 वयस्क।');
      expect(row?.body).toContain('ऑनलाइन चुकाए: ₹8,400। प्रॉपर्टी पर देय: ₹0।');
      expect(row?.body).toContain('होटल: +91 98220 00011');
      expect(row?.body).not.toContain('your booking');
      // The outbox keeps the Hindi text as sent.
      const [kept] = await use()
        .database.db.select()
        .from(whatsappOutbox)
        .where(eq(whatsappOutbox.providerMessageId, 'wamid.hi.3'));
      expect(kept?.body).toBe(row?.body);

      // The console's log says which language it went in.
      const log = await use().app.inject({
        method: 'GET',
        url: `/api/admin/notifications/bookings/${bookingId}`,
        headers: admin.headers,
      });
      expect(log.statusCode, log.body).toBe(200);
      expect(log.json().data.filter((m: { kind: string }) => m.kind === 'guest_confirmation')).toMatchObject([
        { channel: 'whatsapp', language: 'hi', status: 'sent' },
      ]);
    });

    it('sends a refused Hindi confirmation again from the console in Hindi', async () => {
      answer = { status: 400, body: { error: { message: '(#132001) Template name does not exist', code: 132001 } } };
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const res = await book(
        app,
        guest,
        bookingPayload(room.propertyId, [{ id: room.roomTypeId }], 9, 10, { language: 'hi' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const bookingId = res.json().data.bookingId as string;
      await payInCheckout(app, res.json().data.payment.orderDetails.id);
      const [failed] = await database.db
        .select()
        .from(notificationMessages)
        .where(and(eq(notificationMessages.bookingId, bookingId), eq(notificationMessages.kind, 'guest_confirmation')));
      expect(failed).toMatchObject({ status: 'failed', language: 'hi' });

      received.length = 0;
      answer = { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.RETRY.hi' }] } };
      const retried = await app.inject({
        method: 'POST',
        url: `/api/admin/notifications/bookings/${bookingId}/messages/${failed?.id}/retry`,
        headers: admin.headers,
      });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().data).toMatchObject({ status: 'sent', language: 'hi' });
      expect((received.at(-1)?.template as SentTemplate | undefined)?.language).toEqual({ code: 'hi' });
    });

    it('confirms a German booking in English: the template is not approved in German', async () => {
      const { code, template, texts, row } = await confirmedIn(use, 'de', 12);
      expect(template?.language).toEqual({ code: 'en_US' });
      expect(texts[5]).toBe('1 adult');
      expect(texts[3]).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
      expect(row).toMatchObject({ status: 'sent', language: 'en' });
      expect(row?.body).toContain(`your booking ${code} at Casa Lingua is confirmed.`);
    });

    it('confirms a booking with no language in English, as before', async () => {
      const { template, row } = await confirmedIn(use, undefined, 15);
      expect(template?.language).toEqual({ code: 'en_US' });
      expect(row).toMatchObject({ language: 'en' });
      expect(row?.body).toMatch(/^Staybook: .+, your booking SB\w+ at Casa Lingua is confirmed\.\n/);
    });
  },
);

describeEachDatabase(
  'guest confirmation on WhatsApp in the booking language: no language approved but English',
  { prepare, config: cloudEnv },
  (use) => {
    it('confirms a Hindi booking in English', async () => {
      const { code, template, texts, row } = await confirmedIn(use, 'hi', 18);
      expect(template?.language).toEqual({ code: 'en_US' });
      expect(texts[5]).toBe('1 adult');
      expect(texts[6]).toBe('₹8,400');
      expect(row).toMatchObject({ status: 'sent', language: 'en' });
      expect(row?.body).toContain(`your booking ${code} at Casa Lingua is confirmed.`);
      expect(row?.body).not.toMatch(/[\u0900-\u097F]/);
    });
  },
);

it('refuses a language the site does not speak, or English, among the approved ones, naming the four', () => {
  expect(() => testConfig({ WHATSAPP_CONFIRMATION_TEMPLATE_LANGUAGES: 'hi, it' })).toThrow(
    /WHATSAPP_CONFIRMATION_TEMPLATE_LANGUAGES: 'it' is not one of the site's other languages: list them among hi, es, fr, de/,
  );
  expect(() => testConfig({ WHATSAPP_CONFIRMATION_TEMPLATE_LANGUAGES: 'en' })).toThrow(/'en' is not one of/);
  expect(
    testConfig({ WHATSAPP_CONFIRMATION_TEMPLATE_LANGUAGES: ' de,hi,de ' }).WHATSAPP_CONFIRMATION_TEMPLATE_LANGUAGES,
  ).toEqual(['de', 'hi']);
});
