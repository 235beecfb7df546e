import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { pdfText } from '../../../e2e/support/pdf-text.js';
import { createAdapters } from '../src/adapters/index.js';
import { mailOutbox, smsOutbox } from '../src/db/schema/accounts.js';
import { bookings, notificationMessages } from '../src/db/schema/index.js';
import { paymentLinkToken } from '../src/lib/payment-link-token.js';
import { sendArrivalReminders } from '../src/modules/notifications/notifications.service.js';
import { describeEachDatabase, type TestContext } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createProperty,
  createRoomType,
  dayFromToday,
  istDay,
  type SignedIn,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { payInCheckout, silentLog } from './support/payment-helpers.js';

/** 08:00 IST `days` from today: when the reminders of guests arriving two days later go. */
const eightIst = (days: number) => new Date(`${istDay(days)}T08:00:00+05:30`);

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

/**
 * The bookings these tests write to, and what was sent about them: one helper for both suites, so each case says only
 * what its booking differs by (its language, its nights, the desk's guest).
 */
function messageBookings(use: () => TestContext) {
  /** A booking held on a page in `language` (none: the request names none) by a new guest, paid in the sandbox. */
  const paidIn = async (language: string | undefined, from: number) => {
    const { app, database, config } = use();
    const guest = await createGuest(database.db, config);
    const over = language ? { language } : {};
    const res = await book(
      app,
      guest,
      bookingPayload(room.propertyId, [{ id: room.roomTypeId }], from, from + 2, over),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const paid = await payInCheckout(app, data.payment.orderDetails.id);
    expect(paid.json().paid).toBe(true);
    return { bookingId: data.bookingId as string, code: data.code as string, guest };
  };
  /** A booking the desk holds for a guest on the phone, paid by a link (six hours), in `language` if it names one. */
  const deskLink = async (
    admin: SignedIn,
    stay: { from: number; nights: number; adults: number; guest: { name: string; phone: string; email: string } },
    language?: string,
  ) => {
    const res = await use().app.inject({
      method: 'POST',
      url: '/api/admin/desk-bookings',
      headers: admin.headers,
      payload: {
        propertyId: room.propertyId,
        checkIn: istDay(stay.from),
        checkOut: istDay(stay.from + stay.nights),
        rooms: [{ roomTypeId: room.roomTypeId, roomCount: 1, adults: stay.adults }],
        guest: stay.guest,
        source: 'phone',
        ...(language ? { language } : {}),
        payment: { kind: 'link', hours: 6 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { code: string; bookingId: string; paymentLink: { url: string } };
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
  /** The console's preview of a guest message (`message=…&language=…`), as an administrator asks for it. */
  const preview = (admin: SignedIn, query: string) =>
    use().app.inject({ method: 'GET', url: `/api/admin/notifications/guest-preview?${query}`, headers: admin.headers });
  return { paidIn, deskLink, mailsAbout, smsAbout, preview };
}

describeEachDatabase('guest messages in the booking language', { prepare }, (use) => {
  const { paidIn, deskLink, mailsAbout, smsAbout, preview } = messageBookings(use);

  it('confirms a booking made in Hindi by e-mail and SMS in Hindi, the tax invoice attached in English', async () => {
    const { app } = use();
    const { bookingId, code, guest } = await paidIn('hi', 3);

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
    const { app } = use();
    const { bookingId, code, guest } = await paidIn('hi', 12);
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
    const hi = await preview(admin, 'message=booking_confirmed&language=hi');
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
    const de = await preview(admin, 'message=refund_credited&language=de');
    expect(de.json().data.sms).toBe(
      'Staybook: Ihre Erstattung von ₹5,000 für Buchung SB7K2M9Q wurde am 20. Dez. gutgeschrieben (Bankreferenz ARN74125896). Es kann 2-3 Tage dauern, bis sie auf Ihrem Kontoauszug erscheint.',
    );
    const en = await preview(admin, 'message=booking_cancelled&language=en');
    expect(en.json().data.sms).toBe(
      'Staybook: booking SB7K2M9Q at Casa Azul, Assagao (24 Dec 2026) is cancelled. A refund of ₹5,000 is on its way (7-14 working days).',
    );
    // A desk booking's payment link and the arrival reminder, in their languages too.
    const link = await preview(admin, 'message=payment_link&language=de');
    expect(link.json().data).toMatchObject({ smsLanguage: 'de', subject: 'Schließen Sie Ihre Buchung ab — SB7K2M9Q' });
    expect(link.json().data.sms).toBe(
      'Staybook: Um Ihre Buchung SB7K2M9Q in der Unterkunft Casa Azul, Assagao für 24. Dez. 2026 bis 27. Dez. 2026 zu bestätigen, zahlen Sie bitte ₹27,300 bis 20. Dez. 2026, 18:30 IST unter https://staybook.example/de/pay/SB7K2M9Q',
    );
    const englishLink = await preview(admin, 'message=payment_link&language=en');
    expect(englishLink.json().data.sms).toBe(
      'Staybook: to confirm booking SB7K2M9Q at Casa Azul, Assagao for 24 Dec 2026 to 27 Dec 2026, pay ₹27,300 by 20 Dec 2026, 6:30 PM IST at https://staybook.example/pay/SB7K2M9Q',
    );
    const reminder = await preview(admin, 'message=arrival_reminder&language=hi');
    expect(reminder.json().data.mail).toContain('\nप्रॉपर्टी पर देय: ₹13,650\nहोटल का संपर्क: +91 98220 00010\n');
    // The invitation to review the stay, its link the review page in the language.
    const review = await preview(admin, 'message=review_invite&language=de');
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().data).toMatchObject({
      smsLanguage: 'de',
      subject: 'Wie war Ihr Aufenthalt in der Unterkunft Casa Azul, Assagao?',
      sms: 'Staybook: Vielen Dank für Ihren Aufenthalt in der Unterkunft Casa Azul, Assagao. Wie war es? Bewerten Sie Ihren Aufenthalt: https://staybook.example/de/rate-your-stay/SB7K2M9Q',
    });
    expect(review.json().data.mail).toContain('(Buchung SB7K2M9Q, Check-out 27. Dez. 2026).\n');
    const englishReview = await preview(admin, 'message=review_invite&language=en');
    expect(englishReview.json().data).toMatchObject({
      subject: 'How was Casa Azul, Assagao?',
      sms: 'Staybook: thank you for staying at Casa Azul, Assagao. How was it? Rate your stay: https://staybook.example/rate-your-stay/SB7K2M9Q',
    });
    const bad = await preview(admin, 'message=booking_confirmed&language=it');
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

  it("sends a desk booking's payment link and the arrival reminder in the booking's language", async () => {
    const { app, database, config } = use();
    const admin = await signedInUser(database.db, config, 'admin');
    // The desk books for a German guest: the link goes by SMS and e-mail in German, the deadline in IST (German writes
    // an hour before ten with one digit, '1:30': the deadline is six hours from now, so the test reads either).
    const { code, bookingId, paymentLink } = await deskLink(
      admin,
      {
        from: 30,
        nights: 2,
        adults: 2,
        guest: { name: 'Jonas Weber', phone: '9812377001', email: 'jonas.weber@example.com' },
      },
      'de',
    );
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(stored?.language).toBe('de');
    // The link is the payment page in German, for the desk to read out as for the messages to carry.
    expect(paymentLink.url).toMatch(/^http:\/\/localhost:\d+\/de\/pay\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{32}$/);
    const [linkSms] = await smsAbout(code, 'payment_link');
    expect(linkSms?.body).toMatch(
      new RegExp(
        `^Staybook: Um Ihre Buchung ${code} in der Unterkunft Casa Idioma für \\d\\d\\. .+ bis \\d\\d\\. .+ zu bestätigen, zahlen Sie bitte ₹[\\d,]+ bis .+, \\d{1,2}:\\d\\d IST unter ${paymentLink.url.replace(/[.]/g, '\\.')}$`,
      ),
    );
    const [linkMail] = await mailsAbout(code);
    expect(linkMail?.subject).toBe(`Schließen Sie Ihre Buchung ab — ${code}`);
    expect(linkMail?.text).toContain(
      `Guten Tag Jonas Weber,\n\nIhre Buchung ${code} in der Unterkunft Casa Idioma für `,
    );
    expect(linkMail?.text).toContain(`zahlen Sie bitte ₹`);
    expect(linkMail?.text).toContain(` ${paymentLink.url}\n`);
    expect(linkMail?.text).toContain('Wird bis dahin nicht gezahlt, werden die Zimmer freigegeben');
    // A desk booking naming no language stays English, in the words it always had.
    const english = await deskLink(admin, {
      from: 33,
      nights: 1,
      adults: 1,
      guest: { name: 'Ravi Kamat', phone: '9812377002', email: 'ravi.kamat@example.com' },
    });
    const englishUrl = english.paymentLink.url;
    expect(englishUrl).toMatch(/^http:\/\/localhost:\d+\/pay\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{32}$/);
    const [englishSms] = await smsAbout(english.code, 'payment_link');
    expect(englishSms?.body).toMatch(
      new RegExp(
        `^Staybook: to confirm booking ${english.code} at Casa Idioma for \\d\\d \\w{3} \\d{4} to \\d\\d \\w{3} \\d{4}, pay ₹[\\d,]+ by \\d\\d \\w{3} \\d{4}, \\d{1,2}:\\d\\d [AP]M IST at ${englishUrl.replace(/[.]/g, '\\.')}$`,
      ),
    );
    const [englishMail] = await mailsAbout(english.code);
    expect(englishMail?.text).toContain(`To confirm it, pay ₹`);
    expect(englishMail?.text).toContain(` at this secure link: ${englishUrl}\n`);

    // In Hindi, the SMS and the e-mail lead to the payment page in Hindi; sent again by the desk, the same link.
    const hindiLink = await deskLink(
      admin,
      {
        from: 35,
        nights: 1,
        adults: 1,
        guest: { name: 'आशा राव', phone: '9812377003', email: 'asha.rao@example.com' },
      },
      'hi',
    );
    const token = hindiLink.paymentLink.url.split('/pay/')[1]!;
    expect(hindiLink.paymentLink.url).toBe(englishUrl.replace(/\/pay\/.*$/, `/hi/pay/${token}`));
    const [hindiSms] = await smsAbout(hindiLink.code, 'payment_link');
    expect(hindiSms?.body).toMatch(new RegExp(`की बुकिंग ${hindiLink.code} पक्की करने के लिए`));
    expect(hindiSms?.body).toContain(` ${hindiLink.paymentLink.url}`);
    const [hindiMail] = await mailsAbout(hindiLink.code);
    expect(hindiMail?.text).toContain(`: ${hindiLink.paymentLink.url}\n`);
    expect(hindiMail?.text).not.toContain(englishUrl.replace(/\/pay\/.*$/, `/pay/${token}`));
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${hindiLink.bookingId}/payment-link`,
      headers: admin.headers,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.url).toBe(hindiLink.paymentLink.url);
    expect((await smsAbout(hindiLink.code, 'payment_link')).map((m) => m.body)).toEqual([
      hindiSms!.body,
      hindiSms!.body,
    ]);

    // A guest who booked in Hindi arrives the day after tomorrow: reminded at 08:00 IST in Hindi, by SMS and e-mail.
    const hindi = await paidIn('hi', 2);
    const deps = { db: database.db, adapters: createAdapters(config, database.db), log: silentLog };
    await sendArrivalReminders(deps, eightIst(0));
    const reminders = await database.db
      .select()
      .from(notificationMessages)
      .where(
        and(eq(notificationMessages.bookingId, hindi.bookingId), eq(notificationMessages.kind, 'arrival_reminder')),
      );
    const sms = reminders.find((r) => r.channel === 'sms');
    const mail = reminders.find((r) => r.channel === 'email');
    expect([sms?.language, mail?.language]).toEqual(['hi', 'hi']);
    expect(sms?.body).toMatch(
      new RegExp(
        `^Staybook: Asha Naik, Casa Idioma में आपका ठहराव \\(बुकिंग ${hindi.code}\\) \\d\\d [\\u0900-\\u097F]+ \\d{4} को शुरू होगा, चेक-इन 2:00 (pm|PM) से।`,
      ),
    );
    expect(mail?.subject).toMatch(/^Casa Idioma में आपका ठहराव \d\d [\u0900-\u097F]+ \d{4} को शुरू होगा$/);
    expect(mail?.body).toContain(`\nबुकिंग रेफ़रेंस: ${hindi.code}\n`);
    expect(mail?.body).toContain('(2 रातें)');
    expect(mail?.body).not.toContain('Dear ');
  });

  it("links a change's payment link to the page in the booking's language, English's as it was", async () => {
    const { app, database, config } = use();
    const admin = await signedInUser(database.db, config, 'admin');
    const longer = (bookingId: string, from: number) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${bookingId}/changes`,
        headers: admin.headers,
        payload: {
          checkInDate: dayFromToday(from),
          checkOutDate: dayFromToday(from + 3),
          roomIds: [{ id: room.roomTypeId, roomCount: 1, adults: 1, children: 0 }],
          reason: 'Guest called to stay one more night',
          settle: 'link',
        },
      });
    const linkSms = async (bookingId: string) => {
      const token = paymentLinkToken(config.authSecret, bookingId);
      const [sms] = await database.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.template, 'payment_link'), like(smsOutbox.body, `%${token}%`)));
      return { token, body: sms?.body ?? '' };
    };
    const hindi = await paidIn('hi', 12);
    const changed = await longer(hindi.bookingId, 12);
    expect(changed.statusCode, changed.body).toBe(200);
    const hindiSms = await linkSms(hindi.bookingId);
    expect(hindiSms.body).toMatch(new RegExp(`http://localhost:\\d+/hi/pay/${hindiSms.token.replace('.', '\\.')}`));
    const hindiMail = (await mailsAbout(hindi.code)).find((m) => m.text.includes(hindiSms.token));
    expect(hindiMail?.text).toMatch(new RegExp(`/hi/pay/${hindiSms.token.replace('.', '\\.')}`));
    const english = await paidIn(undefined, 16);
    expect((await longer(english.bookingId, 16)).statusCode).toBe(200);
    const englishSms = await linkSms(english.bookingId);
    expect(englishSms.body).toMatch(new RegExp(`http://localhost:\\d+/pay/${englishSms.token.replace('.', '\\.')}`));
  });

  it('writes to a guest who booked in no language in English, as always', async () => {
    const { code } = await paidIn(undefined, 20);
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
    const { paidIn, deskLink, mailsAbout, smsAbout, preview } = messageBookings(use);

    it('sends the SMS in English and the e-mail in German', async () => {
      const { database, config } = use();
      const { code } = await paidIn('de', 25);
      const [sms] = await smsAbout(code, 'booking_confirmed');
      expect(sms?.body).toMatch(new RegExp(`^Staybook: booking ${code} at Casa Idioma for .+ is confirmed\\.`));
      const mail = (await mailsAbout(code)).find((m) => m.subject === `Buchung bestätigt — ${code}`);
      expect(mail?.text).toContain('\n\nIhre Buchung in der Unterkunft Casa Idioma ist bestätigt.\n');
      // The console's preview says so.
      const admin = await signedInUser(database.db, config, 'admin');
      const confirmedPreview = await preview(admin, 'message=booking_confirmed&language=de');
      expect(confirmedPreview.json().data).toMatchObject({
        language: 'de',
        smsLanguage: 'en',
        subject: 'Buchung bestätigt — SB7K2M9Q',
      });
      expect(confirmedPreview.json().data.sms).toMatch(
        /^Staybook: booking SB7K2M9Q at Casa Azul, Assagao for 24 Dec 2026 to 27 Dec 2026/,
      );

      // A payment link's SMS in English for want of the German template still leads to the German page (the
      // booking's language), as its German e-mail does; the preview shows the same.
      const link = await deskLink(
        admin,
        {
          from: 28,
          nights: 1,
          adults: 1,
          guest: { name: 'Lena Vogel', phone: '9812377011', email: 'lena.vogel@example.com' },
        },
        'de',
      );
      expect(link.paymentLink.url).toContain('/de/pay/');
      const [linkSms] = await smsAbout(link.code, 'payment_link');
      expect(linkSms?.body).toMatch(new RegExp(`^Staybook: to confirm booking ${link.code} at Casa Idioma .+ at `));
      expect(linkSms?.body.endsWith(` at ${link.paymentLink.url}`)).toBe(true);
      const linkPreview = await preview(admin, 'message=payment_link&language=de');
      expect(linkPreview.json().data.smsLanguage).toBe('en');
      expect(linkPreview.json().data.sms).toMatch(/ at https:\/\/staybook\.example\/de\/pay\/SB7K2M9Q$/);
      expect(linkPreview.json().data.mail).toContain('https://staybook.example/de/pay/SB7K2M9Q');
      // The review invitation's preview too: its SMS in English, the e-mail German.
      const reviewPreview = await preview(admin, 'message=review_invite&language=de');
      expect(reviewPreview.json().data).toMatchObject({
        smsLanguage: 'en',
        subject: 'Wie war Ihr Aufenthalt in der Unterkunft Casa Azul, Assagao?',
        sms: 'Staybook: thank you for staying at Casa Azul, Assagao. How was it? Rate your stay: https://staybook.example/de/rate-your-stay/SB7K2M9Q',
      });
    });
  },
);
