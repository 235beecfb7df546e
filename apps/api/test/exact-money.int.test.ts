import { beforeAll, expect, it } from 'vitest';
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
  policies,
  type SignedIn,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { payInCheckout } from './support/payment-helpers.js';

/**
 * Money that moved is told to the paisa (issue 41): one night at ₹18,150 with 18% GST (₹21,417) cancelled under a
 * policy that keeps half refunds ₹10,708.50 — never ₹10,709 — on the guest's quote, answer and booking page, the
 * desk's booking page, the payments report and its CSV.
 */

let roomTypeId: string;
let propertyId: string;

describeEachDatabase(
  'money that moved, to the paisa',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Casa Paise' });
      propertyId = property.id;
      const half = await createPolicy(db, property.id, policies.halfAfterAYear, 'Half');
      const rt = await createRoomType(db, property.id, { name: 'Half Suite', baseRatePaise: 1_815_000 });
      await setInventory(db, rt.id, istDay(0), 40, { rupees: 18_150, available: 3 });
      await createRatePlan(db, rt.id, half.id, { name: 'Pay now', isDefault: true, paymentPolicy: 'pay_now' });
      roomTypeId = rt.id;
    },
  },
  (use) => {
    let guest: Guest;
    let admin: SignedIn;
    beforeAll(async () => {
      const { database, config } = use();
      guest = await createGuest(database.db, config);
      admin = await signedInUser(database.db, config, 'admin');
    });

    it('a ₹10,708.50 refund is ₹10,708.50 in every answer that states it', async () => {
      const { app } = use();
      const held = await book(app, guest, bookingPayload(propertyId, [{ id: roomTypeId }], 10, 11));
      expect(held.statusCode, held.body).toBe(200);
      const { bookingId, payment } = held.json().data as {
        bookingId: string;
        payment: { orderDetails: { id: string } };
      };
      await payInCheckout(app, payment.orderDetails.id);
      const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

      const quote = (await get(`/property/v1/app/booking/${bookingId}/cancellation-quote`, guest.headers)).json().data;
      expect(quote).toMatchObject({ amountPaid: 21_417, refundAmount: 10_708.5, keptAmount: 10_708.5 });
      expect(quote.message).toBe('You will be refunded ₹10,708.50.');

      const cancelled = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/cancel',
        headers: guest.headers,
        payload: { bookingId },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().data.refundAmount).toBe(10_708.5);

      const details = (await get(`/property/v1/app/booking-details?bookingId=${bookingId}`, guest.headers)).json();
      const summary = details.data.find((s: { id: string }) => s.id === 'bookingDetails').data;
      expect(summary.refund).toMatchObject({ paid: 21_417, amount: 10_708.5 });
      expect(summary.refund.text).toContain('₹10,708.50');
      expect(summary.refund.text).not.toContain('₹10,709');

      const desk = (await get(`/api/admin/bookings/${bookingId}`, admin.headers)).json().data;
      expect(desk.refunded).toBe(10_708.5);
      expect(desk.payments[0].refundAmount).toBe(10_708.5);
      expect(JSON.stringify(desk.timeline)).toContain('₹10,708.50');

      const range = `from=${istDay(0)}&to=${istDay(0)}`;
      const report = (await get(`/api/admin/reports/payments?${range}`, admin.headers)).json().data;
      const refund = report.rows.find(
        (r: { bookingId: string; status: string }) => r.bookingId === bookingId && r.status === 'refunded',
      );
      // The spec's whole-rupee field stays as it was; the exact amount rides beside it.
      expect(refund).toMatchObject({ amount: 10_709, exactAmount: 10_708.5 });
      expect(report.totals).toMatchObject({ captured: 21_417, refunded: 10_709 });
      expect(report.totals.exact).toMatchObject({ captured: 21_417, refunded: 10_708.5, net: 10_708.5 });

      // Half of the night kept by policy, its GST to the paisa as invoiced (the report reads the stay's nights).
      const stay = `from=${istDay(0)}&to=${istDay(12)}`;
      const kept = (await get(`/api/admin/reports/cancellations?${stay}`, admin.headers)).json().data;
      expect(kept.rows[0]).toMatchObject({ feeKept: 9_075, exact: { feeKept: 9_075, feeGst: 1_633.5 } });
      expect(kept.totals.exact).toEqual({ feesKept: 9_075, feeGst: 1_633.5 });
      const keptCsv = await get(`/api/admin/reports/cancellations.csv?${stay}`, admin.headers);
      expect(keptCsv.body.split('\r\n').find((l) => l.startsWith(desk.code))).toMatch(/,9075\.00,1633\.50$/);

      const csv = await get(`/api/admin/reports/payments.csv?${range}`, admin.headers);
      expect(csv.statusCode).toBe(200);
      const line = csv.body.split('\r\n').find((l) => l.includes('Refunded') && l.includes(desk.code));
      expect(line).toContain(',10708.50,');
    });
  },
);
