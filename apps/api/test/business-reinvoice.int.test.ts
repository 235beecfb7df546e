import { creditNoteDeadline } from '@staybook/contract/business-invoice';
import { like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { addBusinessDetails } from '../src/modules/bookings/business-details.service.js';
import { cancelAtDesk } from '../src/modules/bookings-desk/desk-stay-actions.service.js';
import { reconcileBooksOf } from '../src/modules/ledger/index.js';
import { gstDate, originalPeriod } from '../src/modules/reports/gstr1.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createPolicy,
  createProperty,
  createRatePlan,
  createRoomType,
  type Guest,
  istDay,
  paidBooking,
  policies,
  type SignedIn,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { payInCheckout, withEffects } from './support/payment-helpers.js';

/**
 * A business guest after checkout (issue 41, deliverable 7; docs/books.md "A business guest after checkout"): GST
 * details added to a stay invoiced to the guest issue a credit note cancelling that invoice and a B2B tax invoice to
 * the business, from the guest's booking page and the desk, within s.34(2)'s time limit; GSTR-1 shows the invoice in
 * b2b and the note with its B2C invoice; the books still reconcile.
 */

const business = {
  companyName: 'Konkan Traders Pvt Ltd',
  gstin: '27AAPFU0939F1ZV',
  address: '12 MG Road, Pune 411001',
};
type Doc = { id: string; kind: string; number: string; reason: string; issueDate: string; total: number } & {
  recipient: { gstin: string | null; companyName: string | null; name: string };
  refersTo: { number: string } | null;
};

/** Documents issued at a future instant (the time-limit test) are settled for the reconciliation too. */
const FAR_AHEAD = new Date('2100-01-01T00:00:00Z');

let c = { propertyId: '', garden: '', villa: '', suite: '' };

describeEachDatabase(
  'a business guest after checkout: a credit note and a B2B invoice',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Empresa' });
      const garden = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, garden.id, istDay(0), 60, { rupees: 4_000, available: 10 });
      const villa = await createRoomType(db, property.id, { name: 'Pool Villa', baseRatePaise: 600_000 });
      await setInventory(db, villa.id, istDay(0), 60, { rupees: 6_000, available: 5 });
      const flexible = await createPolicy(db, property.id, policies.flexible, 'Flexible');
      await createRatePlan(db, villa.id, flexible.id, {
        name: 'Pay at the villa',
        isDefault: true,
        paymentPolicy: 'pay_at_property',
      });
      const suite = await createRoomType(db, property.id, { name: 'Deposit Suite', baseRatePaise: 500_000 });
      await setInventory(db, suite.id, istDay(0), 60, { rupees: 5_000, available: 5 });
      await createRatePlan(db, suite.id, flexible.id, {
        name: 'Deposit rate',
        isDefault: true,
        paymentPolicy: 'deposit',
        depositPercent: 30,
      });
      c = { propertyId: property.id, garden: garden.id, villa: villa.id, suite: suite.id };
    },
  },
  (use) => {
    let guest: Guest;
    let admin: SignedIn;
    const month = istDay(0).slice(0, 7);
    beforeAll(async () => {
      const { database, config } = use();
      guest = await createGuest(database.db, config);
      admin = await signedInUser(database.db, config, 'admin');
    });
    const prepaid = (from: number) =>
      paidBooking(use().app, guest, { propertyId: c.propertyId, roomTypeId: c.garden, from, to: from + 2 });
    const addGst = (bookingId: string, payload: Record<string, unknown> = business, who: Guest = guest) =>
      use().app.inject({
        method: 'POST',
        url: `/property/v1/app/booking/${bookingId}/business-details`,
        headers: who.headers,
        payload,
      });
    const documentsOf = async (bookingId: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/${bookingId}/documents`,
        headers: guest.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Doc[];
    };
    const csv = async (section: string, m = month) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/api/admin/reports/gst/${section}.csv?month=${m}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.body.trim().split('\r\n').slice(1);
    };
    const deps = () => {
      const { database, config } = use();
      return withEffects({ db: database.db, config, adapters: createAdapters(config, database.db) });
    };

    it('makes a prepaid stay’s invoice out to the business: a credit note cancels it, a B2B invoice replaces it', async () => {
      const { bookingId, code } = await prepaid(10);
      const [invoice] = await documentsOf(bookingId);
      expect(invoice).toMatchObject({ kind: 'invoice', total: 8_400, recipient: { gstin: null } });

      const res = await addGst(bookingId);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { outcome: string; message: string; documents: Doc[] };
      expect(data.outcome).toBe('reinvoiced');
      const [, credit, b2b] = data.documents;
      expect(credit).toMatchObject({
        kind: 'credit_note',
        reason: 'business_reinvoice_cancel',
        total: 8_400,
        refersTo: { number: invoice?.number },
        // The note goes to whom the invoice it cancels was made out to.
        recipient: { gstin: null, name: 'Asha Naik' },
      });
      expect(b2b).toMatchObject({
        kind: 'invoice',
        reason: 'business_reinvoice',
        total: 8_400,
        recipient: { gstin: business.gstin, companyName: business.companyName },
      });
      expect(data.message).toBe(
        `Credit note ${credit?.number} cancels tax invoice ${invoice?.number}; tax invoice ${b2b?.number} is made out ` +
          `to ${business.companyName} (GSTIN ${business.gstin}).`,
      );
      // The names in it as facts, for a page in another language to word it (issue 43).
      expect(res.json().data.facts).toEqual({
        companyName: business.companyName,
        gstin: business.gstin,
        creditNote: credit?.number,
        cancelledInvoice: invoice?.number,
        invoice: b2b?.number,
      });
      // Both new documents are e-mailed to the guest, like every document.
      const mails = await use()
        .database.db.select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `% for booking ${code}`));
      expect(mails.map((m) => m.subject).sort()).toEqual(
        [
          `Credit note ${credit?.number} for booking ${code}`,
          `GST tax invoice ${b2b?.number} for booking ${code}`,
        ].sort(),
      );
      // GSTR-1: the new invoice in b2b; the note nets the B2C invoice out of b2cs in its own month.
      expect((await csv('b2b')).filter((r) => r.includes(b2b?.number ?? '?'))).toEqual([
        `${business.gstin},${business.companyName},${b2b?.number},${gstDate(b2b?.issueDate ?? '')},8400.00,30-Goa,N,,Regular B2B,,5,8000.00,0.00`,
      ]);
      expect((await csv('cdnr')).filter((r) => r.includes(credit?.number ?? '?'))).toEqual([]);
      // The month's only stay so far: its B2C invoice and the note that cancels it net to nothing (no zero row).
      expect(await csv('b2cs')).toEqual([]);
      expect((await csv('hsnb2b')).map((r) => r.split(',').slice(5, 7))).toEqual([['5', '8000.00']]);
      expect(await csv('hsnb2c')).toEqual([]);
      // The books still reconcile: cash = invoices − credit notes, to the paisa.
      expect((await reconcileBooksOf(use().database.db, FAR_AHEAD)).unreconciled).toEqual([]);
    });

    it('issues one pair for a double submit, and answers the repeat as already done', async () => {
      const { bookingId } = await prepaid(14);
      const [a, b] = await Promise.all([addGst(bookingId), addGst(bookingId)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect([a.json().data.outcome, b.json().data.outcome].sort()).toEqual(['reinvoiced', 'unchanged']);
      const docs = await documentsOf(bookingId);
      expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
    });

    it('refuses an invalid GSTIN in the contract’s words, and a missing address', async () => {
      const { bookingId } = await prepaid(18);
      const bad = await addGst(bookingId, { ...business, gstin: '27AAPFU0939F1ZX' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('This GSTIN has a typing mistake: its last character does not match the others.');
      const noAddress = await addGst(bookingId, { companyName: business.companyName, gstin: business.gstin });
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.body).toContain('Billing address is required');
      expect((await documentsOf(bookingId)).map((d) => d.kind)).toEqual(['invoice']);
    });

    it('answers 404 for another guest’s booking and issues nothing', async () => {
      const { bookingId } = await prepaid(22);
      const other = await createGuest(use().database.db, use().config);
      const res = await addGst(bookingId, business, other);
      expect(res.statusCode).toBe(404);
      expect((await documentsOf(bookingId)).map((d) => d.kind)).toEqual(['invoice']);
    });

    it('refuses another business on a stay already invoiced to one', async () => {
      const { bookingId } = await prepaid(26);
      expect((await addGst(bookingId)).statusCode).toBe(200);
      const res = await addGst(bookingId, { ...business, gstin: '29AAGCB7383J1Z4', companyName: 'Other Co' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        `This stay is already invoiced to ${business.companyName} (GSTIN ${business.gstin}). Another business cannot ` +
          'be put on it here: please ask the hotel.',
      );
      expect(res.json().error.details).toEqual({
        reason: 'other_business',
        companyName: business.companyName,
        gstin: business.gstin,
      });
    });

    it('refuses after 30 November following the invoice’s financial year, and allows it on that day', async () => {
      const { bookingId } = await prepaid(30);
      const [invoice] = await documentsOf(bookingId);
      const deadline = creditNoteDeadline(invoice?.issueDate ?? '');
      const asGuest = { kind: 'guest' as const, userId: guest.id };
      const tooLate = addBusinessDetails(
        deps(),
        asGuest,
        bookingId,
        business,
        new Date(`${Number(deadline.slice(0, 4))}-12-01T09:00:00+05:30`),
      );
      await expect(tooLate).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringContaining(
          `A credit note against it could be issued only until 30 Nov ${deadline.slice(0, 4)} (CGST Act s.34(2))`,
        ),
        details: { reason: 'credit_deadline', invoice: invoice?.number, issueDate: invoice?.issueDate, deadline },
      });
      expect((await documentsOf(bookingId)).map((d) => d.kind)).toEqual(['invoice']);
      const lastDay = await addBusinessDetails(
        deps(),
        asGuest,
        bookingId,
        business,
        new Date(`${deadline}T20:00:00+05:30`),
      );
      expect(lastDay.outcome).toBe('reinvoiced');
      // A note of an earlier month's B2C invoice: that month's b2cs row is restated (b2csa), never a negative b2cs row;
      // the new invoice is in its own month's b2b.
      const late = deadline.slice(0, 7);
      const [financialYear, monthName] = originalPeriod(month);
      expect(await csv('b2cs', late)).toEqual([]);
      expect((await csv('b2csa', late)).map((r) => r.split(',').slice(0, 3))).toEqual([
        [financialYear, monthName, '30-Goa'],
      ]);
      expect((await csv('b2b', late)).map((r) => r.split(',').slice(0, 2))).toEqual([
        [business.gstin, business.companyName],
      ]);
    });

    it('keeps the details of a stay not yet invoiced for the invoice to come (the desk, audited)', async () => {
      const { app } = use();
      const res = await book(app, guest, bookingPayload(c.propertyId, [{ id: c.villa }], 34, 36));
      expect(res.statusCode, res.body).toBe(200);
      const bookingId = res.json().data.bookingId as string;
      const desk = await app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${bookingId}/business-details`,
        headers: admin.headers,
        payload: business,
      });
      expect(desk.statusCode, desk.body).toBe(200);
      expect(desk.json().data).toMatchObject({
        outcome: 'recorded',
        message: `GST details saved: the tax invoice will be made out to ${business.companyName} when it is issued.`,
        facts: { companyName: business.companyName, gstin: business.gstin },
        documents: [],
      });
    });

    it('refuses a cancelled stay with nothing invoiced, and one whose invoice was credited back in full', async () => {
      const { app } = use();
      const res = await book(app, guest, bookingPayload(c.propertyId, [{ id: c.villa }], 38, 40));
      const unpaid = res.json().data.bookingId as string;
      await cancelAtDesk(deps(), unpaid, { reason: 'Guest asked' }, { actorUserId: admin.id, ip: null });
      const nothing = await addGst(unpaid);
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().error.message).toBe(
        'Nothing was invoiced for this cancelled stay, so there is no invoice to make out to a business.',
      );
      // The refusal's facts beside the English, for a page in another language (issue 43).
      expect(nothing.json().error.details).toEqual({ reason: 'not_invoiced', cancelled: true });

      const { bookingId } = await prepaid(42);
      await cancelAtDesk(
        deps(),
        bookingId,
        { reason: 'Guest asked', refund: true },
        { actorUserId: admin.id, ip: null },
      );
      const credited = await addGst(bookingId);
      expect(credited.statusCode).toBe(409);
      expect(credited.json().error.message).toBe(
        'Everything invoiced for this stay has been credited back, so there is no invoice to make out to a business.',
      );
      expect(credited.json().error.details).toEqual({ reason: 'credited_back' });
    });

    it('a deposit stay invoiced with its advance adjusted: the pair leaves the advance adjusted and the books reconciled', async () => {
      const { app } = use();
      const res = await book(app, guest, bookingPayload(c.propertyId, [{ id: c.suite }], 50, 52));
      expect(res.statusCode, res.body).toBe(200);
      const { bookingId, payment } = res.json().data as {
        bookingId: string;
        payment: { orderDetails: { id: string } };
      };
      expect((await payInCheckout(app, payment.orderDetails.id)).statusCode).toBe(200);
      const balance = await app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${bookingId}/payments`,
        headers: admin.headers,
        payload: { amount: 7_350, method: 'upi', reference: 'UPI-7788' },
      });
      expect(balance.statusCode, balance.body).toBe(200);
      expect((await documentsOf(bookingId)).map((d) => d.kind)).toEqual(['receipt_voucher', 'invoice']);
      expect((await addGst(bookingId)).json().data.outcome).toBe('reinvoiced');
      const docs = await documentsOf(bookingId);
      expect(docs.map((d) => [d.kind, d.total])).toEqual([
        ['receipt_voucher', 3_150],
        ['invoice', 10_500],
        ['credit_note', 10_500],
        ['invoice', 10_500],
      ]);
      expect((await reconcileBooksOf(use().database.db, FAR_AHEAD)).unreconciled).toEqual([]);
    });

    it('the desk makes a stay out to a business too, with the same pair', async () => {
      const { bookingId } = await prepaid(46);
      const res = await use().app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${bookingId}/business-details`,
        headers: admin.headers,
        payload: { ...business, gstin: ' 27aapfu0939f1zv ' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.outcome).toBe('reinvoiced');
      const docs = await documentsOf(bookingId);
      expect(docs.map((d) => [d.kind, d.recipient.gstin])).toEqual([
        ['invoice', null],
        ['credit_note', null],
        ['invoice', business.gstin],
      ]);
      expect((await reconcileBooksOf(use().database.db, FAR_AHEAD)).unreconciled).toEqual([]);
    });
  },
);
