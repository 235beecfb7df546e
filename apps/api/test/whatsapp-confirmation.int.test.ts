import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GUEST_CONFIRMATION_PARAMETERS } from '@staybook/contract/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { notificationMessages, smsOutbox, whatsappOutbox } from '../src/db/schema/index.js';
import { sendGuestConfirmation } from '../src/modules/notifications/index.js';
import { describeEachDatabase, testConfig } from './setup-db.js';
import {
  createGuest,
  createProperty,
  createRoomType,
  istDay,
  paidBooking,
  type SignedIn,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { bookingRow, silentLog } from './support/payment-helpers.js';

/**
 * The guest's booking confirmation on WhatsApp (issue 24): through the outbox in development and tests, the Cloud API
 * (a local fake of it, as in whatsapp-cloud.int.test.ts) as an approved template in production, nothing when off.
 */

const received: Array<{ path: string; body: Record<string, unknown> }> = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const fake = createServer((req, res) => {
  let data = '';
  req.on('data', (chunk) => {
    data += chunk;
  });
  req.on('end', () => {
    received.push({ path: req.url ?? '', body: JSON.parse(data || '{}') });
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

let c: { propertyId: string; roomTypeId: string };
const prepare = async ({ db }: { db: import('../src/db/client.js').Db }) => {
  const property = await createProperty(db, { name: 'Kokum Bay', contactPhone: '+91 98220 00010' });
  const room = await createRoomType(db, property.id, { name: 'Garden Room' });
  await setInventory(db, room.id, istDay(0), 20, { rupees: 4_000, available: 20 });
  c = { propertyId: property.id, roomTypeId: room.id };
};

describeEachDatabase('guest confirmation on WhatsApp: the outbox', { prepare }, (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signedInUser(use().database.db, use().config, 'admin');
  });

  it('sends the confirmation to the guest, logs it under the booking, and sends it once', async () => {
    const { app, database } = use();
    const guest = await createGuest(database.db, use().config);
    const { bookingId, code } = await paidBooking(app, guest, { ...c, from: 3, to: 5 });
    const booking = await bookingRow(database.db, bookingId);

    const outbox = await database.db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.to, `91${booking.guestPhone}`));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.body).toContain(`your booking ${code} at Kokum Bay is confirmed.`);
    expect(outbox[0]?.body).toContain('Paid online: ₹8,400. Balance due at the property: ₹0.');
    expect(outbox[0]?.body).toContain('check-in from 2:00 PM');

    // In the booking's messages in the console, to the guest, sent.
    const log = await app.inject({
      method: 'GET',
      url: `/api/admin/notifications/bookings/${bookingId}`,
      headers: admin.headers,
    });
    expect(log.statusCode, log.body).toBe(200);
    const mine = log.json().data.filter((m: { kind: string }) => m.kind === 'guest_confirmation');
    expect(mine).toMatchObject([
      {
        channel: 'whatsapp',
        audience: 'guest',
        recipient: booking.guestPhone,
        status: 'sent',
        recipientName: booking.guestName,
      },
    ]);
    // The SMS confirmation still goes too.
    const sms = await database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.template, 'booking_confirmed'), eq(smsOutbox.phone, booking.guestPhone)));
    expect(sms).toHaveLength(1);

    // Told again (a lapsed hold taken again is confirmed a second time): still one message.
    const { config } = use();
    await sendGuestConfirmation(
      { db: database.db, log: silentLog, adapters: createAdapters(config, database.db) },
      bookingId,
    );
    const rows = await database.db
      .select()
      .from(notificationMessages)
      .where(and(eq(notificationMessages.bookingId, bookingId), eq(notificationMessages.kind, 'guest_confirmation')));
    expect(rows).toHaveLength(1);
  });
});

describeEachDatabase(
  'guest confirmation on WhatsApp: off',
  { prepare, config: { WHATSAPP_PROVIDER: 'off' } },
  (use) => {
    it('sends nothing more on WhatsApp; the SMS confirmation goes', async () => {
      const { app, database } = use();
      const guest = await createGuest(database.db, use().config);
      const { bookingId } = await paidBooking(app, guest, { ...c, from: 3, to: 4 });
      const booking = await bookingRow(database.db, bookingId);
      expect(
        await database.db
          .select()
          .from(whatsappOutbox)
          .where(eq(whatsappOutbox.to, `91${booking.guestPhone}`)),
      ).toEqual([]);
      expect(
        await database.db
          .select()
          .from(notificationMessages)
          .where(eq(notificationMessages.kind, 'guest_confirmation')),
      ).toEqual([]);
      const sms = await database.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.template, 'booking_confirmed'), eq(smsOutbox.phone, booking.guestPhone)));
      expect(sms).toHaveLength(1);
    });
  },
);

describeEachDatabase('guest confirmation on WhatsApp: the Cloud API', { prepare, config: cloudEnv }, (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signedInUser(use().database.db, use().config, 'admin');
  });
  beforeEach(() => {
    received.length = 0;
  });

  it('sends the approved template with the booking as its parameters, and keeps the message id', async () => {
    answer = { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.CONFIRM1' }] } };
    const { app, database } = use();
    const guest = await createGuest(database.db, use().config);
    const { bookingId, code } = await paidBooking(app, guest, { ...c, from: 6, to: 8 });
    const booking = await bookingRow(database.db, bookingId);
    const toGuest = received.filter((r) => r.body.to === `91${booking.guestPhone}`);
    expect(toGuest).toHaveLength(1);
    expect(toGuest[0]?.path).toBe('/v21.0/106540352242922/messages');
    const template = toGuest[0]?.body.template as {
      name: string;
      language: { code: string };
      components: Array<{ type: string; parameters: Array<{ type: string; text: string }> }>;
    };
    expect(toGuest[0]?.body.type).toBe('template');
    expect(template.name).toBe('booking_confirmation');
    expect(template.language).toEqual({ code: 'en_US' });
    const texts = template.components[0]?.parameters.map((p) => p.text);
    expect(texts).toHaveLength(GUEST_CONFIRMATION_PARAMETERS.length);
    expect(texts?.[0]).toBe(booking.guestName);
    expect(texts?.[1]).toBe(code);
    expect(texts?.[2]).toBe('Kokum Bay');
    expect(texts?.[6]).toBe('₹8,400');
    expect(texts?.[7]).toBe('₹0');
    expect(texts?.every((t) => !/[\n\t]/.test(t))).toBe(true);
    const [row] = await database.db
      .select()
      .from(notificationMessages)
      .where(and(eq(notificationMessages.bookingId, bookingId), eq(notificationMessages.kind, 'guest_confirmation')));
    expect(row).toMatchObject({ status: 'sent', providerMessageId: 'wamid.CONFIRM1', audience: 'guest' });
  });

  it('logs a refused send as failed with the reason, keeps the booking, and a retry from the console sends it', async () => {
    answer = {
      status: 400,
      body: { error: { message: '(#132001) Template name does not exist in the translation', code: 132001 } },
    };
    const { app, database } = use();
    const guest = await createGuest(database.db, use().config);
    const { bookingId } = await paidBooking(app, guest, { ...c, from: 9, to: 10 });
    expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'confirmed' });
    const [failed] = await database.db
      .select()
      .from(notificationMessages)
      .where(and(eq(notificationMessages.bookingId, bookingId), eq(notificationMessages.kind, 'guest_confirmation')));
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed?.error).toContain('code 132001');

    answer = { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.RETRY1' }] } };
    const retried = await app.inject({
      method: 'POST',
      url: `/api/admin/notifications/bookings/${bookingId}/messages/${failed?.id}/retry`,
      headers: admin.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'sent', kind: 'guest_confirmation' });
    expect(received.at(-1)?.body.type).toBe('template');
  });
});

it('production with the Cloud API needs the confirmation template', () => {
  expect(() =>
    testConfig({
      NODE_ENV: 'production',
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
    }),
  ).toThrow(/WHATSAPP_CONFIRMATION_TEMPLATE: is required when WHATSAPP_PROVIDER=cloud/);
  expect(() => testConfig({ WHATSAPP_CONFIRMATION_TEMPLATE: 'Booking Confirmation' })).toThrow(
    /WHATSAPP_CONFIRMATION_TEMPLATE: must be a WhatsApp template name/,
  );
});
