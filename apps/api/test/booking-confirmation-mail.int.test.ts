import { taxDocumentFileName } from '@staybook/contract/tax-documents';
import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { pdfText } from '../../../e2e/support/pdf-text.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createPolicy,
  createPromotion,
  createProperty,
  createRatePlan,
  createRoomType,
  istDay,
  paidBooking,
  policies,
  setInventory,
  signedInUser,
} from './support/factories.js';

let c: { propertyId: string; garden: string; villa: string; offer: string };

describeEachDatabase(
  'the confirmation e-mail and the tax invoice',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Factura' });
      // ₹4,000 a night on the built-in standard plan: paid in full when booking.
      const garden = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, garden.id, istDay(0), 30, { rupees: 4_000, available: 5 });
      const villa = await createRoomType(db, property.id, { name: 'Pool Villa', baseRatePaise: 600_000 });
      await setInventory(db, villa.id, istDay(0), 30, { rupees: 6_000, available: 5 });
      const flexible = await createPolicy(db, property.id, policies.flexible, 'Flexible');
      await createRatePlan(db, villa.id, flexible.id, {
        name: 'Pay at the villa',
        isDefault: true,
        paymentPolicy: 'pay_at_property',
      });
      // ₹8,800 a night, "Stay 3, pay 2": three nights invoiced at ₹5,866.67, in the 5% slab (issue 41, item 6).
      const offer = await createRoomType(db, property.id, { name: 'Offer Room', baseRatePaise: 880_000 });
      await setInventory(db, offer.id, istDay(0), 30, { rupees: 8_800, available: 5 });
      await createPromotion(db, {
        name: 'Stay 3, pay 2',
        kind: 'length_of_stay',
        percentOff: null,
        minNights: 3,
        freeNights: 1,
        propertyId: property.id,
        roomTypeIds: [offer.id],
      });
      c = { propertyId: property.id, garden: garden.id, villa: villa.id, offer: offer.id };
    },
  },
  (use) => {
    const confirmationMail = async (code: string) => {
      const rows = await use()
        .database.db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Booking confirmed — ${code}`));
      expect(rows).toHaveLength(1);
      return rows[0] as NonNullable<(typeof rows)[number]>;
    };

    it('attaches the tax invoice of a stay paid in full as the PDF the guest downloads, and says so', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const { bookingId, code } = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.garden,
        from: 6,
        to: 8,
      });

      const list = await app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/${bookingId}/documents`,
        headers: guest.headers,
      });
      expect(list.statusCode, list.body).toBe(200);
      const [invoice, ...more] = list.json().data as { id: string; kind: string; number: string }[];
      expect(more).toEqual([]);
      expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^SB\/\d\d-\d\d\/\d{6}$/) });
      const pdf = await app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/${bookingId}/documents/${invoice?.id}/pdf`,
        headers: guest.headers,
      });
      expect(pdf.statusCode).toBe(200);

      const mail = await confirmationMail(code);
      // The same document renders the same bytes, so the attachment is the file the guest downloads.
      expect(mail.attachments).toEqual([
        {
          filename: taxDocumentFileName(invoice?.number ?? ''),
          contentType: 'application/pdf',
          bytes: pdf.rawPayload.length,
        },
      ]);
      expect(mail.text).toContain(`\nYour GST tax invoice ${invoice?.number} is attached as a PDF.\n`);
    });

    it('attaches nothing to a pay-at-property booking and says the invoice comes at check-out', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const res = await book(app, guest, bookingPayload(c.propertyId, [{ id: c.villa }], 9, 11));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'confirmed', payment: null, paymentPolicy: 'pay_at_property' });

      const mail = await confirmationMail(res.json().data.code);
      expect(mail.attachments).toBeNull();
      expect(mail.text).toContain('\nYour GST tax invoice is issued when you check out.\n');
      expect(mail.text).not.toContain('attached');
    });

    const documentMails = async (code: string) =>
      use()
        .database.db.select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `% for booking ${code}`));

    it('does not send a prepaid stay’s invoice twice: the confirmation carries it', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const { code } = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.garden,
        from: 12,
        to: 13,
      });
      expect((await confirmationMail(code)).attachments).toHaveLength(1);
      expect(await documentMails(code)).toEqual([]);
    });

    it('e-mails the invoice the desk’s payment issues, and the credit note a refund issues, each as its PDF', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const admin = await signedInUser(database.db, config, 'admin');
      const res = await book(app, guest, bookingPayload(c.propertyId, [{ id: c.villa }], 14, 16));
      expect(res.statusCode, res.body).toBe(200);
      const { bookingId, code } = res.json().data as { bookingId: string; code: string };
      const paid = await app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${bookingId}/payments`,
        headers: admin.headers,
        payload: { amount: 12_600, method: 'upi', reference: 'UPI-41-6' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const list = await app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/${bookingId}/documents`,
        headers: guest.headers,
      });
      const [invoice] = list.json().data as { id: string; kind: string; number: string }[];
      expect(invoice?.kind).toBe('invoice');
      const mails = await documentMails(code);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        subject: `GST tax invoice ${invoice?.number} for booking ${code}`,
        attachments: [expect.objectContaining({ filename: taxDocumentFileName(invoice?.number ?? '') })],
      });
      expect(mails[0]?.text).toContain('Rs. 12,600.00');

      const cancelled = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/cancel',
        headers: guest.headers,
        payload: { bookingId },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const after = await app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/${bookingId}/documents`,
        headers: guest.headers,
      });
      const notes = (after.json().data as { kind: string; number: string }[]).filter((d) => d.kind === 'credit_note');
      const mailed = (await documentMails(code)).map((m) => m.subject);
      for (const note of notes) expect(mailed).toContain(`Credit note ${note.number} for booking ${code}`);
      expect(mailed).toHaveLength(1 + notes.length);
    });

    it('shows the tariff, the free night and the taxable value after it on the invoice and its PDF', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const { bookingId } = await paidBooking(app, guest, {
        propertyId: c.propertyId,
        roomTypeId: c.offer,
        from: 18,
        to: 21,
      });
      const list = await app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/${bookingId}/documents`,
        headers: guest.headers,
      });
      const [invoice] = list.json().data as Array<{
        id: string;
        kind: string;
        discounts: unknown;
        taxableValue: number;
        lines: Array<{ taxableValue: number; ratePercent: number }>;
        total: number;
      }>;
      expect(invoice).toMatchObject({
        kind: 'invoice',
        discounts: { tariff: 26_400, lines: [{ label: 'Stay 3, pay 2', amount: 8_800 }] },
        taxableValue: 17_600,
        total: 18_480,
      });
      // Each line's taxable value is after the discount, and so in the 5% slab.
      expect(invoice?.lines.map((l) => l.ratePercent)).toEqual([5, 5, 5]);
      expect(invoice?.lines.reduce((n, l) => n + l.taxableValue, 0)).toBeCloseTo(17_600, 2);
      const pdf = await app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/${bookingId}/documents/${invoice?.id}/pdf`,
        headers: guest.headers,
      });
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Tariff before discounts Rs. 26,400.00');
      expect(text).toContain('Less: Stay 3, pay 2 - Rs. 8,800.00');
      expect(text).toContain('Taxable value Rs. 17,600.00');
    });
  },
);
