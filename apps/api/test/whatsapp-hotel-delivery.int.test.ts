import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatDay } from '@staybook/contract';
import { HOTEL_WHATSAPP_PARAMETERS } from '@staybook/contract/notifications';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import type { Db } from '../src/db/client.js';
import { notificationMessages, whatsappOutbox } from '../src/db/schema/index.js';
import { notifyHotel } from '../src/modules/notifications/index.js';
import { claimMessage, insertContact } from '../src/modules/notifications/notifications.repository.js';
import { sendArrivalDigests } from '../src/modules/notifications/notifications.service.js';
import { deliverDueMessages } from '../src/modules/notifications/notifications-delivery.js';
import { createSharedTestDatabase, databaseKinds, describeEachDatabase, testConfig } from './setup-db.js';
import {
  createGuest,
  createProperty,
  createRoomType,
  istDay,
  paidBooking,
  type SignedIn,
  setInventory,
  signedInUser,
  uniquePhone,
} from './support/factories.js';

/**
 * The hotel's WhatsApps delivered (issue 45): as approved templates through the Cloud API, tried again after a
 * passing failure by the delivery job, and sent by SMS (MSG91) instead when refused for good or out of attempts.
 * One local fake answers for both providers (Meta's POST /{version}/{phone-number-id}/messages and MSG91's flow API),
 * each number as its test scripts it; every other request is a success.
 */

type Answer = { status: number; body: unknown };
interface Received {
  provider: 'whatsapp' | 'msg91';
  /** The WhatsApp recipient ('91…') or the SMS mobiles. */
  to: string;
  body: Record<string, unknown>;
}
const received: Received[] = [];
const scripts = new Map<string, Answer[]>();
let answerDelayMs = 0;

const metaError = (status: number, code: number | undefined, message: string): Answer => ({
  status,
  body: { error: { message, type: 'OAuthException', ...(code === undefined ? {} : { code }), fbtrace_id: 'AbC' } },
});
const reengagement = metaError(400, 131047, '(#131047) Re-engagement message');

const fake = createServer((req, res) => {
  let data = '';
  req.on('data', (chunk) => {
    data += chunk;
  });
  req.on('end', () => {
    const body = JSON.parse(data || '{}') as Record<string, unknown>;
    const msg91 = req.url === '/api/v5/flow';
    const to = msg91 ? String((body.recipients as Array<{ mobiles: string }>)[0]?.mobiles) : String(body.to);
    received.push({ provider: msg91 ? 'msg91' : 'whatsapp', to, body });
    const scripted = scripts.get(`${msg91 ? 'sms' : 'wa'}:${to}`)?.shift();
    const answer = scripted ?? {
      status: 200,
      body: msg91
        ? { type: 'success', message: `req-${received.length}` }
        : {
            messaging_product: 'whatsapp',
            contacts: [{ input: to, wa_id: to }],
            messages: [{ id: `wamid.${received.length}` }],
          },
    };
    setTimeout(() => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    }, answerDelayMs);
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

const env = {
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_ACCESS_TOKEN: 'test-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_BASE_URL: baseUrl,
  // No test here is about the provider's timeout. On PGlite the database runs on the test's own thread, so four
  // delivery runs at once under a loaded machine could hold a send past a short timeout (the likely cause of the
  // two-process test's rare 'one request, not two' on PGlite): a timed-out send is a failed attempt, queued again.
  WHATSAPP_TIMEOUT_MS: '15000',
  WHATSAPP_TEMPLATE_LANGUAGE: 'en',
  WHATSAPP_HOTEL_BOOKING_TEMPLATE: 'hotel_new_booking',
  WHATSAPP_HOTEL_CHANGE_TEMPLATE: 'hotel_booking_changed',
  WHATSAPP_HOTEL_CANCELLATION_TEMPLATE: 'hotel_booking_cancelled',
  WHATSAPP_HOTEL_CONFLICT_TEMPLATE: 'hotel_calendar_conflict',
  WHATSAPP_HOTEL_ARRIVALS_TEMPLATE: 'hotel_arrivals',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'test-auth-key',
  MSG91_SENDER_ID: 'STYBOK',
  MSG91_OTP_TEMPLATE_ID: 'dlt-otp',
  MSG91_BOOKING_TEMPLATE_ID: 'dlt-booking',
  MSG91_HOTEL_TEMPLATE_ID: 'dlt-hotel',
  MSG91_BASE_URL: baseUrl,
  NOTIFY_MAX_ATTEMPTS: '3',
  NOTIFY_RETRY_BASE_SECONDS: '30',
};

/** A logger that keeps what was said at error level. */
function recordingLog() {
  const errors: Array<{ fields: Record<string, unknown>; msg: string | undefined }> = [];
  return {
    errors,
    info() {},
    warn() {},
    error(fields: object, msg?: string) {
      errors.push({ fields: fields as Record<string, unknown>, msg });
    },
  };
}

interface TemplateSent {
  name: string;
  language: { code: string };
  components: Array<{ type: string; parameters: Array<{ type: string; text: string }> }>;
}
const templateOf = (r: Received | undefined) => r?.body.template as TemplateSent | undefined;
const whatsappTo = (mobile: string) => received.filter((r) => r.provider === 'whatsapp' && r.to === `91${mobile}`);
const smsTo = (mobile: string) => received.filter((r) => r.provider === 'msg91' && r.to === `91${mobile}`);
const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

/** A property with one contact who takes WhatsApp (no e-mail, so each event is one message). */
async function propertyWithWhatsAppContact(db: Db, name: string) {
  const property = await createProperty(db, { name });
  const room = await createRoomType(db, property.id, { name: 'Loft' });
  await setInventory(db, room.id, istDay(0), 40, { rupees: 3_000, available: 5 });
  const mobile = uniquePhone('9');
  await insertContact(db, property.id, { name: 'Reception', mobile: `+91${mobile}`, email: null, whatsapp: true });
  return { propertyId: property.id, roomTypeId: room.id, mobile };
}

const conflict = (place: { propertyId: string; roomTypeId: string }) => ({
  kind: 'calendar_conflict' as const,
  propertyId: place.propertyId,
  roomTypeId: place.roomTypeId,
  channel: 'Booking.com',
  blockId: crypto.randomUUID(),
  dates: [istDay(30)],
});

describeEachDatabase('hotel WhatsApps: templates, retries and the SMS sent instead', { config: env }, (use) => {
  let admin: SignedIn;
  const deps = (log = recordingLog()) => {
    const { database, config } = use();
    return { db: database.db, adapters: createAdapters(config, database.db), config, log };
  };
  const rowsTo = (mobile: string) =>
    use().database.db.select().from(notificationMessages).where(eq(notificationMessages.recipient, mobile));

  beforeAll(async () => {
    admin = await signedInUser(use().database.db, use().config, 'admin');
  });
  beforeEach(() => {
    answerDelayMs = 0;
  });

  it('sends a hotel WhatsApp as its approved template, each parameter on one line as Meta requires', async () => {
    const { app, database, config } = use();
    const place = await propertyWithWhatsAppContact(database.db, 'Casa Modelo');
    const guest = await createGuest(database.db, config);
    const first = await paidBooking(app, guest, { ...place, from: 6, to: 8 });
    const second = await paidBooking(app, guest, { ...place, from: 6, to: 7 });

    // The new booking: the hotel's template, its parameters in HOTEL_WHATSAPP_PARAMETERS' order.
    const [newBooking] = whatsappTo(place.mobile);
    expect(newBooking?.body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `91${place.mobile}`,
      type: 'template',
      template: { name: 'hotel_new_booking', language: { code: 'en' } },
    });
    expect(newBooking?.body).not.toHaveProperty('text');
    const bookingTexts = templateOf(newBooking)?.components[0]?.parameters.map((p) => p.text);
    expect(bookingTexts).toHaveLength(HOTEL_WHATSAPP_PARAMETERS.booking_confirmed.length);
    expect(bookingTexts?.slice(0, 4)).toEqual([first.code, 'Casa Modelo', 'Website', 'Asha Naik']);

    // The day's arrivals: the list of two lines is one parameter, its lines run together.
    const day = addDays(todayIst(), 6);
    await sendArrivalDigests(deps(), new Date(`${day}T08:00:00+05:30`));
    const digest = whatsappTo(place.mobile).find((r) => templateOf(r)?.name === 'hotel_arrivals');
    expect(templateOf(digest)).toEqual({
      name: 'hotel_arrivals',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Casa Modelo' },
            { type: 'text', text: formatDay(day) },
            { type: 'text', text: '2 bookings' },
            {
              type: 'text',
              // One sentence per arrival, by reference.
              text: [
                `${first.code}: Asha Naik, 1 adult, 2 nights, Loft × 1, balance due ₹0.`,
                `${second.code}: Asha Naik, 1 adult, 1 night, Loft × 1, balance due ₹0.`,
              ]
                .sort()
                .join(' '),
            },
          ],
        },
      ],
    });
    expect(whatsappTo(place.mobile).map((r) => r.body.type)).toEqual(['template', 'template', 'template']);
    const allTexts = whatsappTo(place.mobile).flatMap(
      (r) => templateOf(r)?.components.flatMap((c) => c.parameters.map((p) => p.text)) ?? [],
    );
    expect(allTexts.filter((t) => /[\n\r\t]| {5}/.test(t) || t === '')).toEqual([]);
    // The log keeps the readable text, with its lines.
    const [logged] = await database.db
      .select()
      .from(notificationMessages)
      .where(and(eq(notificationMessages.recipient, place.mobile), eq(notificationMessages.kind, 'arrivals_digest')));
    expect(logged).toMatchObject({ status: 'sent', attempts: 1 });
    expect(logged?.body).toContain(`2 bookings.\n\n${[first.code, second.code].sort()[0]}: Asha Naik`);
  });

  it('tries a WhatsApp answered 500 again after its wait, and delivers it once', async () => {
    const { database } = use();
    const place = await propertyWithWhatsAppContact(database.db, 'Casa Reintento');
    scripts.set(`wa:91${place.mobile}`, [metaError(500, undefined, 'An unexpected error has occurred.')]);
    const t0 = new Date();
    await notifyHotel(deps(), conflict(place), t0);
    const [waiting] = await rowsTo(place.mobile);
    expect(waiting).toMatchObject({ channel: 'whatsapp', status: 'queued', attempts: 1 });
    expect(waiting?.error).toBe('WhatsApp refused (500): An unexpected error has occurred.');
    // 30 s, give or take a tenth.
    const wait = (waiting?.nextAttemptAt?.getTime() ?? 0) - t0.getTime();
    expect(wait).toBeGreaterThanOrEqual(27_000);
    expect(wait).toBeLessThanOrEqual(33_000);

    // The console shows it waiting for its next attempt, not to be sent by hand meanwhile.
    const list = await use().app.inject({
      method: 'GET',
      url: `/api/admin/notifications/properties/${place.propertyId}/messages`,
      headers: admin.headers,
    });
    expect(list.json().data).toMatchObject([
      { status: 'queued', attempts: 1, retryable: false, nextAttemptAt: waiting?.nextAttemptAt?.toISOString() },
    ]);

    // Not before its time; then once, by whichever run comes first.
    await deliverDueMessages(deps(), new Date(t0.getTime() + 20_000));
    expect(whatsappTo(place.mobile)).toHaveLength(1);
    await deliverDueMessages(deps(), later(t0, 1));
    await deliverDueMessages(deps(), later(t0, 2));
    await deliverDueMessages(deps(), later(t0, 120));
    expect(whatsappTo(place.mobile)).toHaveLength(2);
    const [sent] = await rowsTo(place.mobile);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null, nextAttemptAt: null });
    expect(sent?.providerMessageId).toMatch(/^wamid\./);
    const outbox = await database.db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.to, `91${place.mobile}`));
    expect(outbox.map((o) => o.status).sort()).toEqual(['failed', 'sent']);
    expect(smsTo(place.mobile)).toEqual([]);
  });

  it('sends a WhatsApp refused for good (131047) by SMS instead, once, and the console shows both', async () => {
    const { app, database } = use();
    const place = await propertyWithWhatsAppContact(database.db, 'Casa Respaldo');
    scripts.set(`wa:91${place.mobile}`, [reengagement, reengagement]);
    const log = recordingLog();
    const t0 = new Date();
    await notifyHotel(deps(log), conflict(place), t0);

    const rows = await rowsTo(place.mobile);
    const whatsapp = rows.find((r) => r.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      error: 'WhatsApp refused (400 code 131047): (#131047) Re-engagement message',
    });
    const sms = rows.find((r) => r.channel === 'sms');
    expect(sms, sms?.error ?? '').toMatchObject({
      status: 'sent',
      fallbackOf: whatsapp?.id,
      kind: 'calendar_conflict',
    });
    expect(sms?.body).toMatch(/^Staybook: calendar conflict at Casa Respaldo\. Booking\.com shows Loft taken on /);
    // Through MSG91's DLT template of the hotel's messages, to the same number, once.
    expect(smsTo(place.mobile)).toHaveLength(1);
    expect(smsTo(place.mobile)[0]?.body).toMatchObject({
      template_id: 'dlt-hotel',
      sender: 'STYBOK',
      recipients: [{ mobiles: `91${place.mobile}`, message: sms?.body }],
    });
    expect(log.errors).toEqual([
      expect.objectContaining({
        msg: 'notification failed for good; in the log to send again from the console',
        fields: expect.objectContaining({ messageId: whatsapp?.id, channel: 'whatsapp' }),
      }),
    ]);

    // Never tried again by itself.
    await deliverDueMessages(deps(), later(t0, 180));
    expect(whatsappTo(place.mobile)).toHaveLength(1);

    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/notifications/properties/${place.propertyId}/messages`,
      headers: admin.headers,
    });
    const shown = list.json().data as Array<{ id: string; channel: string; error: string | null; fallbackOf: string }>;
    expect(shown.find((m) => m.id === whatsapp?.id)?.error).toBe(
      'WhatsApp refused (400 code 131047): (#131047) Re-engagement message Sent by SMS instead.',
    );
    expect(shown.find((m) => m.channel === 'sms')).toMatchObject({ fallbackOf: whatsapp?.id, error: null });

    // Sent again from the console, refused again: still one SMS.
    const retried = await app.inject({
      method: 'POST',
      url: `/api/admin/notifications/properties/${place.propertyId}/messages/${whatsapp?.id}/retry`,
      headers: admin.headers,
    });
    expect(retried.json().data).toMatchObject({ status: 'failed', attempts: 2 });
    expect(retried.json().data.error).toMatch(/Sent by SMS instead\.$/);
    expect(smsTo(place.mobile)).toHaveLength(1);
  });

  it('stops after the attempts allowed, then tries SMS; both failing is logged at error level and shown', async () => {
    const { app, database } = use();
    const place = await propertyWithWhatsAppContact(database.db, 'Casa Agotada');
    scripts.set(`wa:91${place.mobile}`, [
      metaError(429, 130429, '(#130429) Rate limit hit'),
      metaError(503, 131016, '(#131016) Service unavailable'),
      metaError(500, 131000, '(#131000) Something went wrong'),
      metaError(500, 131000, '(#131000) Something went wrong'),
    ]);
    scripts.set(`sms:91${place.mobile}`, [
      { status: 400, body: { type: 'error', message: 'Mobile number not valid' } },
    ]);
    const log = recordingLog();
    const t0 = new Date();
    await notifyHotel(deps(log), conflict(place), t0);
    expect(await rowsTo(place.mobile)).toMatchObject([{ status: 'queued', attempts: 1 }]);
    await deliverDueMessages(deps(log), later(t0, 60));
    expect(await rowsTo(place.mobile)).toMatchObject([{ status: 'queued', attempts: 2 }]);
    await deliverDueMessages(deps(log), later(t0, 120));
    // The third of three attempts failed: no more, whatever the job does.
    await deliverDueMessages(deps(log), later(t0, 180));
    await deliverDueMessages(deps(log), later(t0, 240));
    expect(whatsappTo(place.mobile)).toHaveLength(3);
    expect(smsTo(place.mobile)).toHaveLength(1);

    const rows = await rowsTo(place.mobile);
    const whatsapp = rows.find((r) => r.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'WhatsApp refused (500 code 131000): (#131000) Something went wrong',
    });
    expect(rows.find((r) => r.channel === 'sms')).toMatchObject({
      status: 'failed',
      fallbackOf: whatsapp?.id,
      error: 'MSG91 refused (400): Mobile number not valid',
    });
    expect(log.errors.map((e) => [e.fields.channel, e.fields.attempts])).toEqual([
      ['whatsapp', 3],
      ['sms', 1],
    ]);
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/notifications/properties/${place.propertyId}/messages`,
      headers: admin.headers,
    });
    expect(list.json().data.find((m: { id: string }) => m.id === whatsapp?.id)).toMatchObject({
      status: 'failed',
      retryable: true,
      error:
        'WhatsApp refused (500 code 131000): (#131000) Something went wrong The SMS sent instead failed too: MSG91 refused (400): Mobile number not valid',
    });
  });

  it('takes a message whose sender stopped mid-send once its lease is over', async () => {
    const { database } = use();
    const place = await propertyWithWhatsAppContact(database.db, 'Casa Parada');
    const stoppedAt = new Date(Date.now() - 11 * 60_000);
    const claimed = await claimMessage(
      database.db,
      {
        dedupeKey: `test-stopped:${place.mobile}`,
        kind: 'calendar_conflict',
        channel: 'whatsapp',
        audience: 'hotel',
        propertyId: place.propertyId,
        bookingId: null,
        contactId: null,
        recipientName: 'Reception',
        recipient: place.mobile,
        subject: null,
        body: 'Calendar conflict at Casa Parada.',
        templateParameters: ['Casa Parada', 'Booking.com', 'Loft', '24 Dec 2026', 'see the calendar'],
      },
      stoppedAt,
    );
    expect(claimed?.nextAttemptAt?.getTime()).toBe(stoppedAt.getTime() + 10 * 60_000);
    await deliverDueMessages(deps(), new Date());
    expect(whatsappTo(place.mobile)).toHaveLength(1);
    expect(whatsappTo(place.mobile)[0]?.body.template).toMatchObject({ name: 'hotel_calendar_conflict' });
    expect(await rowsTo(place.mobile)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });
});

/**
 * Two API processes (each its own pool on PostgreSQL; one instance on PGlite) run the delivery job at the same moment,
 * twice each, over messages whose retry is due, each send slowed down: every message is sent once more, no more.
 */
for (const kind of databaseKinds) {
  describe(`the delivery job on two processes at once [${kind}]`, () => {
    let shared: Awaited<ReturnType<typeof createSharedTestDatabase>> | undefined;
    const config = testConfig(env);

    beforeAll(async () => {
      shared = await createSharedTestDatabase(kind, 5);
    }, 120_000);
    afterAll(async () => {
      answerDelayMs = 0;
      await shared?.close();
    });

    it('never sends a message twice', async () => {
      const { primary, second } = shared!;
      const on = (database: typeof primary) => ({
        db: database.db,
        adapters: createAdapters(config, database.db),
        config,
        log: recordingLog(),
      });
      const places = [];
      for (let i = 0; i < 6; i++) places.push(await propertyWithWhatsAppContact(primary.db, `Casa Paralela ${i}`));
      const t0 = new Date();
      for (const place of places) {
        scripts.set(`wa:91${place.mobile}`, [metaError(503, undefined, 'Service Unavailable')]);
        await notifyHotel(on(primary), conflict(place), t0);
      }
      answerDelayMs = 100;
      const due = later(t0, 5);
      const runs = await Promise.all([
        deliverDueMessages(on(primary), due),
        deliverDueMessages(on(second), due),
        deliverDueMessages(on(primary), due),
        deliverDueMessages(on(second), due),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(places.length);
      const rows = await primary.db
        .select()
        .from(notificationMessages)
        .where(eq(notificationMessages.kind, 'calendar_conflict'));
      // Seen failing twice on 30 Nov, on PGlite only, once on a quiet machine: a place whose provider saw one request,
      // not two. A failure now says what that place's message row holds, to tell a lost send from a double one.
      for (const place of places) {
        const row = rows.find((r) => r.recipient.endsWith(place.mobile));
        expect(
          whatsappTo(place.mobile),
          `${place.mobile}: ${JSON.stringify({ status: row?.status, attempts: row?.attempts, error: row?.error })}`,
        ).toHaveLength(2);
      }
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(places.map(() => ['sent', 2]));
    });
  });
}
