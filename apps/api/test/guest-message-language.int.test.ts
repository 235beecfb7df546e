import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { pdfText } from '../../../e2e/support/pdf-text.js';
import { createAdapters } from '../src/adapters/index.js';
import { mailOutbox, smsOutbox } from '../src/db/schema/accounts.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createProperty,
  createRoomType,
  type Guest,
  istDay,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { payInCheckout } from './support/payment-helpers.js';

/**
 * The guest's booking messages in the language they booked in (issue 43, docs/notifications.md): a booking made on
 * a /hi/ page is confirmed and cancelled by SMS and e-mail in Hindi, a booking with no language in English as
 * always, the tax invoice stays in English (the record's language), and where the SMS provider has no template
 * registered in the language (India's DLT) the SMS goes in English while the e-mail keeps the guest's language.
 */
let room: { propertyId: string; roomTypeId: string };
const prepare = async ({ db }: { db: Parameters<typeof createProperty>[0] }) => {
  const property = await createProperty(db, { name: 'Casa Idioma' });
  const roomType = await createRoomType(db, property.id, { name: 'Garden Room' });
  await setInventory(db, roomType.id, istDay(0), 40, { rupees: 4_000, available: 9 });
  room = { propertyId: property.id, roomTypeId: roomType.id };
};

describeEachDatabase('guest messages in the booking language', { prepare }, (use) => {
  /** A booking held on a page in `language` (none: the request names none) and paid in the sandbox. */
  const paidIn = async (guest: Guest, language: string | undefined, from: number) => {
    const over = language ? { language } : {};
    const res = await book(
      use().app,
      guest,
      bookingPayload(room.propertyId, [{ id: room.roomTypeId }], from, from + 2, over),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const paid = await payInCheckout(use().app, data.payment.orderDetails.id);
    expect(paid.json().paid).toBe(true);
    return { bookingId: data.bookingId as string, code: data.code as string };
  };
  /** The e-mails about booking `code` (the guest's address is the booking's, shared by the tests' bookings). */
  const mailsAbout = (code: string) =>
    use()
      .database.db.select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `% — ${code}`));
  const smsAbout = (code: string, template: string) =>
    use()
      .database.db.select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.template, template), like(smsOutbox.body, `%${code}%`)));

  it('confirms a booking made in Hindi by e-mail and SMS in Hindi, the tax invoice attached in English', async () => {
    const { app, database, config } = use();
    const guest = await createGuest(database.db, config);
    const { bookingId, code } = await paidIn(guest, 'hi', 3);

    const [mail, ...more] = await mailsAbout(code);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`बुकिंग पक्की — ${code}`);
    expect(mail?.text).toContain('\n\nCasa Idioma में आपकी बुकिंग पक्की हो गई है।\n');
    expect(mail?.text).toContain(`बुकिंग रेफ़रेंस: ${code}`);
    expect(mail?.text).toMatch(/\nचेक-इन: \d{2} [\u0900-\u097F]+ \d{4}, 2:00 (pm|PM) से\n/);
    expect(mail?.text).toContain('\nमेहमान: 1 वयस्क\n');
    expect(mail?.text).toContain('\nचुकाई गई राशि: ₹8,400 (₹400 GST सहित)\n');
    expect(mail?.text).toContain('Staybook से बुकिंग करने के लिए धन्यवाद।');
    expect(mail?.text).not.toContain('Dear ');
    // The tax invoice is the record: attached and named in English, its PDF in English with the headings in Hindi
    // beside the English ones (issue 43 item 3).
    expect(mail?.text).toMatch(/\nYour GST tax invoice SB\/\d\d-\d\d\/\d{6} is attached as a PDF\.\n/);
    const guestHeaders = { headers: guest.headers };
    const list = await app.inject({
      method: 'GET',
      url: `/property/v1/app/booking/${bookingId}/documents`,
      ...guestHeaders,
    });
    const invoice = (list.json().data as { id: string; kind: string; language?: string }[]).find(
      (d) => d.kind === 'invoice',
    );
    expect(invoice?.language).toBe('hi');
    const pdf = await app.inject({
      method: 'GET',
      url: `/property/v1/app/booking/${bookingId}/documents/${invoice?.id}/pdf`,
      ...guestHeaders,
    });
    const text = await pdfText(pdf.rawPayload);
    for (const english of ['Tax invoice', 'Taxable value', 'Authorised signatory', 'Place of supply:'])
      expect(text).toContain(english);
    // Headings only: the Hindi words are the headings'; the table (its headings, lines and figures) stays English.
    expect(text).toContain('कर योग्य मूल्य');
    expect(text).toContain('ठहराव');
    expect(text).toMatch(/Description [^\u0900-\u097F]* Taxable value कर योग्य मूल्य/u);

    const [sms] = await smsAbout(code, 'booking_confirmed');
    expect(sms?.body).toMatch(
      new RegExp(
        `^Staybook: Casa Idioma में .+ \\(1 वयस्क\\) के लिए बुकिंग ${code} पक्की हो गई है। ₹8,400 चुकाए। चेक-इन 2:00 (pm|PM) से।$`,
      ),
    );
  });

  it('tells the cancellation of a Hindi booking in Hindi, with the refund on its way', async () => {
    const { app, database, config } = use();
    const guest = await createGuest(database.db, config);
    const { bookingId, code } = await paidIn(guest, 'hi', 12);
    const res = await app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/cancel',
      headers: guest.headers,
      payload: { bookingId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [sms] = await smsAbout(code, 'booking_cancelled');
    expect(sms?.body).toMatch(
      new RegExp(
        `^Staybook: Casa Idioma में बुकिंग ${code} \\(.+\\) रद्द हो गई है। ₹8,400 का रिफ़ंड भेजा जा रहा है \\(7-14 कामकाजी दिन\\)।$`,
      ),
    );
    const mail = (await mailsAbout(code)).find((m) => m.subject === `बुकिंग रद्द — ${code}`);
    expect(mail?.text).toMatch(/^प्रिय .+,\n\nCasa Idioma में आपकी बुकिंग/);
  });

  it('previews each message in each language in the console, with the language its SMS would go in', async () => {
    const { app, database, config } = use();
    const admin = await signedInUser(database.db, config, 'admin');
    const preview = (query: string) =>
      app.inject({ method: 'GET', url: `/api/admin/notifications/guest-preview?${query}`, headers: admin.headers });
    const hi = await preview('message=booking_confirmed&language=hi');
    expect(hi.statusCode, hi.body).toBe(200);
    expect(hi.json().data).toMatchObject({
      message: 'booking_confirmed',
      language: 'hi',
      smsLanguage: 'hi',
      subject: 'बुकिंग पक्की — SB7K2M9Q',
    });
    expect(hi.json().data.mail).toContain('\nबच्चों की उम्र: 7 साल\n');
    expect(hi.json().data.sms).toMatch(
      /^Staybook: Casa Azul, Assagao में 24 [\u0900-\u097F]+ 2026 से 27 [\u0900-\u097F]+ 2026 /,
    );
    const de = await preview('message=refund_credited&language=de');
    expect(de.json().data.sms).toBe(
      'Staybook: Ihre Erstattung von ₹5,000 für Buchung SB7K2M9Q wurde am 20. Dez. gutgeschrieben (Bankreferenz ARN74125896). Es kann 2-3 Tage dauern, bis sie auf Ihrem Kontoauszug erscheint.',
    );
    const en = await preview('message=booking_cancelled&language=en');
    expect(en.json().data.sms).toBe(
      'Staybook: booking SB7K2M9Q at Casa Azul, Assagao (24 Dec 2026) is cancelled. A refund of ₹5,000 is on its way (7-14 working days).',
    );
    const bad = await preview('message=booking_confirmed&language=it');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain("language must be one of 'en', 'hi', 'es', 'fr', 'de'");
    const guest = await createGuest(database.db, config);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/notifications/guest-preview?message=booking_confirmed&language=hi',
      headers: guest.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('writes to a guest who booked in no language in English, as always', async () => {
    const { database, config } = use();
    const guest = await createGuest(database.db, config);
    const { code } = await paidIn(guest, undefined, 20);
    const mail = (await mailsAbout(code)).find((m) => m.subject === `Booking confirmed — ${code}`);
    expect(mail?.text).toContain('\n\nYour booking at Casa Idioma is confirmed.\n');
    const [sms] = await smsAbout(code, 'booking_confirmed');
    expect(sms?.body).toMatch(
      new RegExp(`^Staybook: booking ${code} at Casa Idioma for .+ \\(1 adult\\) is confirmed\\.`),
    );
  });
});

describeEachDatabase(
  'a language the SMS provider has no template in',
  {
    prepare,
    // An SMS provider with only its English templates registered (MSG91 without MSG91_BOOKING_TEMPLATE_ID_DE).
    adapters: (database, config) => {
      const real = createAdapters(config, database.db);
      return { sms: { ...real.sms, speaks: (_template, language) => language === 'en' } };
    },
  },
  (use) => {
    it('sends the SMS in English and the e-mail in German', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const res = await book(
        app,
        guest,
        bookingPayload(room.propertyId, [{ id: room.roomTypeId }], 25, 27, { language: 'de' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { code, payment } = res.json().data;
      await payInCheckout(app, payment.orderDetails.id);
      const [sms] = await database.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.template, 'booking_confirmed'), like(smsOutbox.body, `%${code}%`)));
      expect(sms?.body).toMatch(new RegExp(`^Staybook: booking ${code} at Casa Idioma for .+ is confirmed\\.`));
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Buchung bestätigt — ${code}`));
      expect(mail?.text).toContain('\n\nIhre Buchung in der Unterkunft Casa Idioma ist bestätigt.\n');
      // The console's preview says so.
      const admin = await signedInUser(database.db, config, 'admin');
      const preview = await app.inject({
        method: 'GET',
        url: '/api/admin/notifications/guest-preview?message=booking_confirmed&language=de',
        headers: admin.headers,
      });
      expect(preview.json().data).toMatchObject({
        language: 'de',
        smsLanguage: 'en',
        subject: 'Buchung bestätigt — SB7K2M9Q',
      });
      expect(preview.json().data.sms).toMatch(
        /^Staybook: booking SB7K2M9Q at Casa Azul, Assagao for 24 Dec 2026 to 27 Dec 2026/,
      );
    });
  },
);
