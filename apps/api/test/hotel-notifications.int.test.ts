import { formatDay, formatInr, paiseToRupees } from '@staybook/contract';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { type WhatsAppAdapter, WhatsAppSendError } from '../src/adapters/whatsapp/index.js';
import { buildApp } from '../src/app.js';
import { mailOutbox, notificationMessages, smsOutbox, whatsappOutbox } from '../src/db/schema/index.js';
import { notifyHotel } from '../src/modules/notifications/index.js';
import { claimMessage } from '../src/modules/notifications/notifications.repository.js';
import { sendArrivalDigests, sendArrivalReminders } from '../src/modules/notifications/notifications.service.js';
import { createSharedTestDatabase, databaseKinds, describeEachDatabase, testConfig } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createPolicy,
  createProperty,
  createRatePlan,
  createRoomType,
  istDay,
  paidBooking,
  policies,
  type SignedIn,
  setInventory,
  signedInUser,
  uniquePhone,
} from './support/factories.js';
import { bookingRow, silentLog } from './support/payment-helpers.js';

/** A WhatsApp adapter the test can make fail (the Cloud API itself is tested against a local fake elsewhere). */
let whatsappFails = false;
const whatsappSent: Array<{ phone: string; body: string }> = [];
const testWhatsApp: WhatsAppAdapter = {
  name: 'test',
  speaks: () => true,
  async send(message) {
    if (whatsappFails)
      throw new WhatsAppSendError('WhatsApp refused (400 code 131047): (#131047) Re-engagement message');
    whatsappSent.push(message);
    return { providerMessageId: `wamid.${whatsappSent.length}` };
  },
};

let c: { propertyId: string; roomTypeId: string; villaId: string; otherPropertyId: string };

/** 08:00 IST on a day `days` from today, as an instant. */
const eightIst = (days: number, minutes = 0) =>
  new Date(`${addDays(todayIst(), days)}T08:${String(minutes).padStart(2, '0')}:00+05:30`);

describeEachDatabase(
  'the hotel told (contacts, messages, digest, reminder, templates, retry)',
  {
    adapters: () => ({ whatsapp: testWhatsApp }),
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Avisos' });
      const room = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, room.id, istDay(0), 30, { rupees: 4_000, available: 20 });
      // A villa paid at the property: confirmed without a payment, the whole total due on arrival.
      const villa = await createRoomType(db, property.id, { name: 'Pool Villa', baseRatePaise: 600_000 });
      await setInventory(db, villa.id, istDay(0), 30, { rupees: 6_000, available: 5 });
      const flexible = await createPolicy(db, property.id, policies.flexible, 'Flexible');
      await createRatePlan(db, villa.id, flexible.id, {
        name: 'Pay at the villa',
        isDefault: true,
        paymentPolicy: 'pay_at_property',
      });
      const other = await createProperty(db, { name: 'Elsewhere Inn' });
      c = { propertyId: property.id, roomTypeId: room.id, villaId: villa.id, otherPropertyId: other.id };
    },
  },
  (use) => {
    let admin: SignedIn;
    const contacts = { whatsapp: '', sms: '' };
    const mobiles = { whatsapp: uniquePhone('9'), sms: uniquePhone('9') };
    const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = admin) =>
      use().app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
    const CONTACTS = () => `/api/admin/notifications/properties/${c.propertyId}/contacts`;
    const deps = () => {
      const { database, config } = use();
      return {
        db: database.db,
        adapters: { ...createAdapters(config, database.db), whatsapp: testWhatsApp },
        log: silentLog,
      };
    };
    const messagesOf = (bookingId: string) =>
      use().database.db.select().from(notificationMessages).where(eq(notificationMessages.bookingId, bookingId));

    beforeAll(async () => {
      const { database, config } = use();
      admin = await signedInUser(database.db, config, 'admin');
      const wa = await inject('POST', CONTACTS(), {
        name: 'Reception',
        mobile: `+91 ${mobiles.whatsapp.slice(0, 5)} ${mobiles.whatsapp.slice(5)}`,
        email: 'reception@casa-avisos.in',
        whatsapp: true,
      });
      expect(wa.statusCode, wa.body).toBe(200);
      contacts.whatsapp = wa.json().data.id;
      const sms = await inject('POST', CONTACTS(), { name: 'Night manager', mobile: mobiles.sms, whatsapp: false });
      contacts.sms = sms.json().data.id;
    });
    beforeEach(() => {
      whatsappFails = false;
    });

    it('keeps contacts per property: listed, changed, removed, with clear refusals of bad input', async () => {
      const list = await inject('GET', CONTACTS());
      expect(list.json().data).toEqual([
        {
          id: contacts.whatsapp,
          propertyId: c.propertyId,
          name: 'Reception',
          mobile: mobiles.whatsapp,
          email: 'reception@casa-avisos.in',
          whatsapp: true,
        },
        expect.objectContaining({ id: contacts.sms, name: 'Night manager', email: null, whatsapp: false }),
      ]);

      const bad = await inject('POST', CONTACTS(), { name: 'Owner', mobile: '12345', email: 'owner@' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Please enter a valid 10-digit mobile number starting with 6-9.');
      expect(bad.body).toContain('Please enter a valid email address');
      const waOnly = await inject('POST', CONTACTS(), { name: 'Owner', email: 'owner@casa.in', whatsapp: true });
      expect(waOnly.statusCode).toBe(400);
      expect(waOnly.body).toContain('WhatsApp needs the contact’s mobile number.');

      const owner = await inject('POST', CONTACTS(), { name: 'Owner', email: 'owner@casa.in' });
      const id = owner.json().data.id;
      const changed = await inject('PUT', `${CONTACTS()}/${id}`, {
        name: 'Owner (Goa)',
        mobile: '09822 000 111',
        email: '',
      });
      expect(changed.json().data).toMatchObject({ name: 'Owner (Goa)', mobile: '9822000111', email: null });
      // A contact is changed only through its own property.
      const elsewhere = await inject('PUT', `/api/admin/notifications/properties/${c.otherPropertyId}/contacts/${id}`, {
        name: 'x',
        email: 'x@y.in',
      });
      expect(elsewhere.statusCode).toBe(404);
      expect((await inject('DELETE', `${CONTACTS()}/${id}`)).statusCode).toBe(200);
      expect((await inject('GET', CONTACTS())).json().data).toHaveLength(2);
    });

    it('lets only staff with the property’s catalogue permission manage its contacts', async () => {
      const { database, config } = use();
      const desk = await signedInUser(database.db, config, 'staff', { staffRole: 'front_desk' });
      expect((await inject('GET', CONTACTS(), undefined, desk)).statusCode).toBe(403);
      const otherManager = await signedInUser(database.db, config, 'staff', {
        staffRole: 'property_manager',
        scope: [c.otherPropertyId],
      });
      expect((await inject('POST', CONTACTS(), { name: 'X', email: 'x@y.in' }, otherManager)).statusCode).toBe(403);
    });

    it('tells every contact of a new booking on each channel (WhatsApp, SMS, e-mail) and shows it in the log', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const { bookingId, code } = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        from: 10,
        to: 12,
      });
      const rows = await messagesOf(bookingId);
      const toHotel = rows.filter((r) => r.audience === 'hotel');
      expect(toHotel.map((r) => [r.recipientName, r.channel, r.status]).sort()).toEqual([
        ['Night manager', 'sms', 'sent'],
        ['Reception', 'email', 'sent'],
        ['Reception', 'whatsapp', 'sent'],
      ]);
      // The guest's own confirmation on WhatsApp is in the same log (issue 24).
      expect(rows.filter((r) => r.audience === 'guest').map((r) => [r.kind, r.channel])).toEqual([
        ['guest_confirmation', 'whatsapp'],
      ]);
      const wa = whatsappSent.find((m) => m.phone === mobiles.whatsapp && m.body.includes(code));
      expect(wa?.phone).toBe(mobiles.whatsapp);
      expect(wa?.body).toContain(`New booking ${code} at Casa Avisos from Website.`);
      expect(wa?.body).toContain('2 nights), Garden Room × 1');
      const [sms] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, mobiles.sms));
      expect(sms).toMatchObject({ template: 'hotel_notice' });
      expect(sms?.body).toContain(`Staybook: new booking ${code} at Casa Avisos.`);
      const mail = await database.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to, 'reception@casa-avisos.in'),
            eq(mailOutbox.subject, `New booking ${code} at Casa Avisos`),
          ),
        );
      expect(mail).toHaveLength(1);
      expect(mail[0]?.text).toContain('Balance due at the property: ₹0');

      const log = await inject('GET', `/api/admin/notifications/bookings/${bookingId}`);
      expect(log.statusCode).toBe(200);
      // The hotel's three, and the guest's WhatsApp confirmation (issue 24).
      expect(log.json().data).toHaveLength(4);
      const hotelLog = log.json().data.filter((m: { audience: string }) => m.audience === 'hotel');
      expect(hotelLog).toHaveLength(3);
      expect(hotelLog[0]).toMatchObject({ kind: 'booking_confirmed', audience: 'hotel', attempts: 1 });
    });

    it('tells them of a booking paid at the property (confirmed without a payment), with the whole balance due', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const res = await book(app, guest, bookingPayload(c.propertyId, [{ id: c.villaId }], 12, 13));
      expect(res.statusCode, res.body).toBe(200);
      const { bookingId, code, status } = res.json().data as { bookingId: string; code: string; status: string };
      expect(status).toBe('confirmed');
      const booking = await bookingRow(database.db, bookingId);
      const rows = (await messagesOf(bookingId)).filter((r) => r.audience === 'hotel');
      expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
      expect(rows.find((r) => r.channel === 'whatsapp')?.body).toContain(
        `Total ${formatInr(paiseToRupees(booking!.totalPostTaxPaise))}; balance due at the property: ${formatInr(paiseToRupees(booking!.totalPostTaxPaise))}.`,
      );
      expect(rows.find((r) => r.channel === 'sms')?.body).toContain(`new booking ${code} at Casa Avisos`);
    });

    it('tells them of a cancellation, by the guest and at the desk, once each', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const mine = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        from: 14,
        to: 15,
      });
      const cancelled = await inject('POST', '/property/v1/app/booking/cancel', { bookingId: mine.bookingId }, guest);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const guestRows = (await messagesOf(mine.bookingId)).filter((r) => r.kind === 'booking_cancelled');
      expect(guestRows.map((r) => r.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
      expect(guestRows.find((r) => r.channel === 'whatsapp')?.body).toContain(
        `Booking ${mine.code} at Casa Avisos is cancelled.`,
      );

      const desk = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        from: 16,
        to: 17,
      });
      const res = await inject('POST', `/api/admin/bookings/${desk.bookingId}/cancel`, {
        reason: 'Guest called to cancel',
      });
      expect(res.statusCode, res.body).toBe(200);
      const deskRows = (await messagesOf(desk.bookingId)).filter((r) => r.kind === 'booking_cancelled');
      expect(deskRows).toHaveLength(3);
      expect(deskRows.every((r) => r.status === 'sent')).toBe(true);
    });

    it('never fails the booking when a message fails: logged as failed, sent by SMS instead once, retried from the console', async () => {
      const { app, database, config } = use();
      whatsappFails = true;
      const guest = await createGuest(database.db, config);
      const { bookingId } = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        from: 18,
        to: 19,
      });
      expect((await bookingRow(database.db, bookingId))?.status).toBe('confirmed');
      const failed = (await messagesOf(bookingId)).find((r) => r.channel === 'whatsapp' && r.audience === 'hotel');
      expect(failed).toMatchObject({
        status: 'failed',
        attempts: 1,
        error: 'WhatsApp refused (400 code 131047): (#131047) Re-engagement message',
      });
      // The other channels went regardless, and the WhatsApp (refused for good: outside the 24-hour window) went by SMS
      // to the same number, in the SMS wording, once.
      const instead = (await messagesOf(bookingId)).filter((r) => r.fallbackOf === failed?.id);
      expect(instead).toMatchObject([
        { channel: 'sms', audience: 'hotel', recipient: mobiles.whatsapp, recipientName: 'Reception', status: 'sent' },
      ]);
      expect(instead[0]?.body).toMatch(/^Staybook: new booking SB\w+ at Casa Avisos\./);
      const [smsInstead] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, mobiles.whatsapp));
      expect(smsInstead).toMatchObject({ template: 'hotel_notice', body: instead[0]?.body });
      expect((await messagesOf(bookingId)).filter((r) => r.status === 'sent' && r.audience === 'hotel')).toHaveLength(
        3,
      );
      // The console's log says so on the WhatsApp.
      const shown = (await inject('GET', `/api/admin/notifications/bookings/${bookingId}`)).json().data as Array<{
        id: string;
        error: string | null;
        fallbackOf: string | null;
      }>;
      expect(shown.find((m) => m.id === failed?.id)?.error).toBe(
        'WhatsApp refused (400 code 131047): (#131047) Re-engagement message Sent by SMS instead.',
      );
      expect(shown.find((m) => m.fallbackOf === failed?.id)).toBeDefined();

      const retryUrl = `/api/admin/notifications/bookings/${bookingId}/messages/${failed?.id}/retry`;
      const still = await inject('POST', retryUrl);
      expect(still.json().data).toMatchObject({ status: 'failed', attempts: 2 });
      // Failing again sends no second SMS.
      expect((await messagesOf(bookingId)).filter((r) => r.fallbackOf === failed?.id)).toHaveLength(1);
      whatsappFails = false;
      const desk = await signedInUser(database.db, config, 'staff', { staffRole: 'front_desk' });
      const retried = await inject('POST', retryUrl, undefined, desk);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().data).toMatchObject({ status: 'sent', attempts: 3, error: null });
      const again = await inject('POST', retryUrl);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        'This message has been sent, or is being sent now: there is nothing to retry.',
      );
      // A message is retried only under its own booking.
      const other = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        from: 20,
        to: 21,
      });
      expect(
        (await inject('POST', `/api/admin/notifications/bookings/${other.bookingId}/messages/${failed?.id}/retry`))
          .statusCode,
      ).toBe(404);

      // A message whose sender stopped before sending (queued over 10 minutes) may be sent again; a fresh one not.
      const stuckAt = new Date(Date.now() - 11 * 60_000);
      const row = {
        kind: 'booking_confirmed',
        channel: 'email',
        audience: 'hotel',
        propertyId: c.propertyId,
        bookingId: other.bookingId,
        contactId: null,
        recipientName: 'Reception',
        recipient: 'reception@casa-avisos.in',
        subject: 'New booking',
        body: 'A booking.',
      };
      const stuck = await claimMessage(database.db, { ...row, dedupeKey: `test-stuck:${other.bookingId}` }, stuckAt);
      const fresh = await claimMessage(database.db, { ...row, dedupeKey: `test-fresh:${other.bookingId}` }, new Date());
      const listed = (await inject('GET', `/api/admin/notifications/bookings/${other.bookingId}`)).json()
        .data as Array<{
        id: string;
        status: string;
        retryable: boolean;
      }>;
      expect(listed.find((m) => m.id === stuck?.id)).toMatchObject({ status: 'queued', retryable: true });
      expect(listed.find((m) => m.id === fresh?.id)).toMatchObject({ status: 'queued', retryable: false });
      expect(listed.filter((m) => m.status === 'sent').every((m) => !m.retryable)).toBe(true);
      const unstuck = await inject(
        'POST',
        `/api/admin/notifications/bookings/${other.bookingId}/messages/${stuck?.id}/retry`,
      );
      expect(unstuck.json().data).toMatchObject({ status: 'sent', attempts: 2, retryable: false });
      expect(
        (await inject('POST', `/api/admin/notifications/bookings/${other.bookingId}/messages/${fresh?.id}/retry`))
          .statusCode,
      ).toBe(409);
    });

    it('sends each day’s arrivals from 08:00 IST once, even when the job runs twice, and twice at the same moment', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const first = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        from: 3,
        to: 5,
      });
      const second = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        from: 3,
        to: 4,
      });
      expect(await sendArrivalDigests(deps(), new Date(eightIst(3).getTime() - 60_000))).toBe(0);
      const runs = await Promise.all([
        sendArrivalDigests(deps(), eightIst(3)),
        sendArrivalDigests(deps(), eightIst(3, 1)),
      ]);
      expect(runs[0] + runs[1]).toBe(3);
      expect(await sendArrivalDigests(deps(), eightIst(3, 30))).toBe(0);
      const digests = await database.db
        .select()
        .from(notificationMessages)
        .where(
          and(eq(notificationMessages.kind, 'arrivals_digest'), eq(notificationMessages.propertyId, c.propertyId)),
        );
      expect(digests.map((d) => d.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
      const wa = digests.find((d) => d.channel === 'whatsapp');
      expect(wa?.body).toContain(`Arrivals at Casa Avisos on ${formatDayOf(3)}: 2 bookings.`);
      expect(wa?.body).toContain(`${first.code}: Asha Naik, 1 adult, 2 nights, Garden Room × 1, balance due ₹0.`);
      expect(wa?.body).toContain(`${second.code}: Asha Naik, 1 adult, 1 night, Garden Room × 1, balance due ₹0.`);
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Arrivals at Casa Avisos on ${formatDayOf(3)}`));
      expect(mail?.to).toBe('reception@casa-avisos.in');
    });

    it('reminds the guest two days before arrival, once, by SMS and e-mail', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const { bookingId, code } = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        from: 2,
        to: 4,
      });
      // Before 08:00 IST nothing; at 08:00 the guest arriving the day after tomorrow.
      expect(await sendArrivalReminders(deps(), new Date(eightIst(0).getTime() - 60_000))).toBe(0);
      const [a, b] = await Promise.all([
        sendArrivalReminders(deps(), eightIst(0)),
        sendArrivalReminders(deps(), eightIst(0, 5)),
      ]);
      expect(a + b).toBe(2);
      const rows = (await messagesOf(bookingId)).filter((r) => r.kind === 'arrival_reminder');
      expect(rows.map((r) => [r.channel, r.audience, r.recipient, r.status]).sort()).toEqual([
        ['email', 'guest', 'asha@example.com', 'sent'],
        ['sms', 'guest', (await bookingRow(database.db, bookingId))?.guestPhone, 'sent'],
      ]);
      expect(rows.find((r) => r.channel === 'sms')?.body).toContain(
        `your stay at Casa Avisos (booking ${code}) begins on ${formatDayOf(2)}, check-in from 2:00 PM.`,
      );
      await sendArrivalReminders(deps(), eightIst(0, 30));
      expect((await messagesOf(bookingId)).filter((r) => r.kind === 'arrival_reminder')).toHaveLength(2);
    });

    it('raises a calendar conflict to the contacts at once, naming the bookings on those nights, once', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const { code } = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        from: 22,
        to: 24,
      });
      const event = {
        kind: 'calendar_conflict' as const,
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        channel: 'Booking.com',
        blockId: crypto.randomUUID(),
        dates: [istDay(23)],
      };
      whatsappFails = true;
      await notifyHotel(deps(), event);
      whatsappFails = false;
      await notifyHotel(deps(), event);
      const rows = await database.db
        .select()
        .from(notificationMessages)
        .where(eq(notificationMessages.kind, 'calendar_conflict'));
      // E-mail, SMS, the WhatsApp refused, and that WhatsApp by SMS instead; told twice, sent once.
      expect(rows).toHaveLength(4);
      expect(rows.find((r) => r.channel === 'whatsapp')?.body).toContain(
        `Booking.com shows Garden Room taken on ${formatDayOf(23)}, but those rooms are already sold here: ${code} (Asha Naik).`,
      );

      // Outside any booking, the property's messages list it, and the failed one is sent again from there.
      const listed = (await inject('GET', `/api/admin/notifications/properties/${c.propertyId}/messages`)).json()
        .data as Array<{ id: string; kind: string; channel: string; status: string; retryable: boolean }>;
      const conflicts = listed.filter((m) => m.kind === 'calendar_conflict');
      expect(conflicts.map((m) => [m.channel, m.status, m.retryable]).sort()).toEqual([
        ['email', 'sent', false],
        ['sms', 'sent', false],
        ['sms', 'sent', false],
        ['whatsapp', 'failed', true],
      ]);
      const failedId = conflicts.find((m) => m.channel === 'whatsapp')?.id;
      expect(
        (await inject('POST', `/api/admin/notifications/properties/${c.otherPropertyId}/messages/${failedId}/retry`))
          .statusCode,
      ).toBe(404);
      const retried = await inject(
        'POST',
        `/api/admin/notifications/properties/${c.propertyId}/messages/${failedId}/retry`,
      );
      expect(retried.json().data).toMatchObject({ status: 'sent', attempts: 2, retryable: false });
    });

    it('sends nothing while guest messages are off (the demo history)', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const { bookingId } = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        from: 25,
        to: 26,
      });
      await database.db.delete(notificationMessages).where(eq(notificationMessages.bookingId, bookingId));
      await notifyHotel({ ...deps(), guestMessages: 'off' }, { kind: 'booking_cancelled', bookingId, refundPaise: 0 });
      expect(await messagesOf(bookingId)).toHaveLength(0);
    });

    it('edits a template in the console, refusing unknown placeholders, and the next message uses it', async () => {
      const url = '/api/admin/notifications/templates/booking_confirmed/whatsapp';
      const list = await inject('GET', '/api/admin/notifications/templates');
      expect(list.json().data).toContainEqual(
        expect.objectContaining({ kind: 'booking_confirmed', channel: 'whatsapp', edited: false }),
      );
      expect(
        list
          .json()
          .data.some(
            (t: { kind: string; channel: string }) => t.kind === 'arrival_reminder' && t.channel === 'whatsapp',
          ),
      ).toBe(false);

      const unknown = await inject('PUT', url, { body: 'Booked: {bookingCode} for {guest}.' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toMatch(
        /^\{guest\} is not a placeholder of this message\. Use only: \{propertyName\}/,
      );
      const noSubject = await inject('PUT', '/api/admin/notifications/templates/booking_confirmed/email', {
        subject: 'Hi {name}',
        body: 'ok',
      });
      expect(noSubject.json().error.message).toMatch(/^Subject: \{name\} is not a placeholder/);

      const saved = await inject('PUT', url, { body: 'Casa team: {guestName} booked {bookingCode} ({nights}).' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({
        edited: true,
        body: 'Casa team: {guestName} booked {bookingCode} ({nights}).',
      });
      const { database, config } = use();
      const desk = await signedInUser(database.db, config, 'staff', { staffRole: 'property_manager' });
      expect((await inject('PUT', url, { body: 'x' }, desk)).statusCode).toBe(403);

      const { app } = use();
      const guest = await createGuest(database.db, config);
      const { bookingId, code } = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.roomTypeId,
        from: 27,
        to: 28,
      });
      // The guest's own WhatsApp confirmation is in the same table: the hotel's is the one the template shapes.
      expect((await messagesOf(bookingId)).find((r) => r.channel === 'whatsapp' && r.audience === 'hotel')?.body).toBe(
        `Casa team: Asha Naik booked ${code} (1 night).`,
      );
      const reset = await inject('DELETE', url);
      expect(reset.json().data).toMatchObject({ edited: false });
      expect(reset.json().data.body).toMatch(/^New booking \{bookingCode\}/);
    });
  },
);

const formatDayOf = (days: number) => formatDay(addDays(todayIst(), days));

/**
 * Two API processes (each its own pool on PostgreSQL; one instance on PGlite) run the digest job at the same moment,
 * twice each: every contact gets the day's arrivals once per channel, in the log and on the phone.
 */
for (const kind of databaseKinds) {
  describe(`the arrivals digest on two processes at once [${kind}]`, () => {
    let shared: Awaited<ReturnType<typeof createSharedTestDatabase>> | undefined;
    let app: FastifyInstance;
    const config = testConfig();

    beforeAll(async () => {
      shared = await createSharedTestDatabase(kind, 5);
      app = await buildApp({ config, database: shared.primary, logger: false });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await shared?.close();
    });

    it('sends each message once, and catches up a contact added after 08:00', async () => {
      const { primary, second } = shared!;
      const property = await createProperty(primary.db, { name: 'Casa Dos Procesos' });
      const room = await createRoomType(primary.db, property.id, { name: 'Loft' });
      await setInventory(primary.db, room.id, istDay(0), 10, { rupees: 3_000, available: 5 });
      const admin = await signedInUser(primary.db, config, 'admin');
      const mobile = uniquePhone('9');
      const added = await app.inject({
        method: 'POST',
        url: `/api/admin/notifications/properties/${property.id}/contacts`,
        headers: admin.headers,
        payload: { name: 'Caretaker', mobile, email: `caretaker.${mobile}@example.com`, whatsapp: true },
      });
      expect(added.statusCode, added.body).toBe(200);
      const guest = await createGuest(primary.db, config);
      await paidBooking(app, guest, { propertyId: property.id, roomTypeId: room.id, from: 4, to: 6 });

      const on = (database: typeof primary) => ({
        db: database.db,
        adapters: createAdapters(config, database.db),
        log: silentLog,
      });
      const runs = await Promise.all([
        sendArrivalDigests(on(primary), eightIst(4)),
        sendArrivalDigests(on(second), eightIst(4)),
        sendArrivalDigests(on(primary), eightIst(4, 1)),
        sendArrivalDigests(on(second), eightIst(4, 1)),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
      const log = await primary.db
        .select()
        .from(notificationMessages)
        .where(and(eq(notificationMessages.propertyId, property.id), eq(notificationMessages.kind, 'arrivals_digest')));
      expect(log.map((m) => [m.kind, m.channel, m.status]).sort()).toEqual([
        ['arrivals_digest', 'email', 'sent'],
        ['arrivals_digest', 'whatsapp', 'sent'],
      ]);
      // On the phone too: the booking's own message and one digest, each once.
      const whatsapp = await primary.db
        .select()
        .from(whatsappOutbox)
        .where(eq(whatsappOutbox.to, `91${mobile}`));
      expect(whatsapp.map((m) => m.body.split('\n')[0]).sort()).toEqual([
        `Arrivals at Casa Dos Procesos on ${formatDayOf(4)}: 1 booking.`,
        expect.stringMatching(/^New booking SB\w+ at Casa Dos Procesos from Website\.$/),
      ]);
      const mails = await primary.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, `caretaker.${mobile}@example.com`));
      expect(mails.filter((m) => m.subject.startsWith('Arrivals at Casa Dos Procesos'))).toHaveLength(1);

      // A contact added after 08:00 gets the day's arrivals at the next run; the others nothing more.
      const late = await app.inject({
        method: 'POST',
        url: `/api/admin/notifications/properties/${property.id}/contacts`,
        headers: admin.headers,
        payload: { name: 'Owner', email: `owner.${mobile}@example.com` },
      });
      expect(late.statusCode, late.body).toBe(200);
      expect(await sendArrivalDigests(on(second), eightIst(4, 45))).toBe(1);
      expect(await sendArrivalDigests(on(primary), eightIst(4, 50))).toBe(0);
      expect(
        await primary.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, `owner.${mobile}@example.com`)),
      ).toHaveLength(1);
    });
  });
}
