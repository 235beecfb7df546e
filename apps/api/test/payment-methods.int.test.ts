import { MORE_WAYS_TO_PAY } from '@staybook/contract/payment-methods';
import { describe, expect, it } from 'vitest';
import { createRazorpayPayments } from '../src/adapters/payments/razorpay.js';
import { describeEachDatabase } from './setup-db.js';
import { createGuest, createProperty, createRoomType, holdBooking, istDay, setInventory } from './support/factories.js';
import { bookingRow, eventsOf, paymentRow } from './support/payment-helpers.js';

let c: { propertyId: string; roomTypeId: string };

/** One attempt through the sandbox checkout page's endpoint, with any method's fields. */
const pay = (app: import('fastify').FastifyInstance, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/sandbox-pay/pay', payload: { force_failure: false, ...body } });

describeEachDatabase(
  'payment methods (issue 24): net banking, wallets, pay later and EMI',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db, { name: 'Kokum Bay' });
      const room = await createRoomType(db, property.id, { name: 'Garden Room' });
      await setInventory(db, room.id, istDay(0), 20, { rupees: 4_000, available: 30 });
      c = { propertyId: property.id, roomTypeId: room.id };
    },
  },
  (use) => {
    const newBooking = async (from = 6, to = 7) =>
      holdBooking(use().app, await createGuest(use().database.db, use().config), { ...c, from, to });

    it('asks the checkout to show net banking, wallets, pay later and EMI, and the sandbox page offers them', async () => {
      const { app } = use();
      const { orderId } = await newBooking();
      // The sandbox's script reads the blocks of the `config` option the site passes, as Razorpay's does.
      const script = await app.inject({ method: 'GET', url: '/sandbox-pay/checkout.js' });
      expect(script.body).toContain('methods: configuredMethods(o.config)');
      const plain = await app.inject({ method: 'GET', url: `/sandbox-pay/checkout?order_id=${orderId}` });
      const tabs = (html: string) => [...html.matchAll(/name="method" value="([a-z]+)"/g)].map((m) => m[1]);
      expect(tabs(plain.body)).toEqual(['card', 'upi']);
      const offered = await app.inject({
        method: 'GET',
        url: `/sandbox-pay/checkout?order_id=${orderId}&methods=netbanking,wallet,paylater,emi,cardless_emi,bogus`,
      });
      expect(tabs(offered.body)).toEqual(['card', 'upi', 'netbanking', 'wallet', 'paylater', 'emi']);
      expect(offered.body).toContain('<label class="field" for="bank">Bank to pay from</label>');
      expect(offered.body).toContain('<option value="HDFC">HDFC Bank</option>');
      expect(offered.body).toContain('<label class="field" for="wallet">Wallet to pay from</label>');
      expect(offered.body).toContain('<label class="field" for="paylater-provider">Pay later provider</label>');
      expect(offered.body).toContain('<label class="field" for="emi-tenure">Pay over</label>');
      // Named apart from the card tab's "Card number", so each field has one name.
      expect(offered.body).toContain('<label class="field" for="emi-card-number">Credit card for EMI</label>');
    });

    it('hands the same checkout config to the browser in the booking answer', async () => {
      const { app } = use();
      const guest = await createGuest(use().database.db, use().config);
      const res = await app.inject({
        method: 'POST',
        url: '/property/v1/app/booking',
        headers: guest.headers,
        payload: {
          initiatePayment: true,
          propertyId: c.propertyId,
          checkInDate: Math.floor(new Date(`${istDay(8)}T00:00:00+05:30`).getTime() / 1000),
          checkOutDate: Math.floor(new Date(`${istDay(9)}T00:00:00+05:30`).getTime() / 1000),
          guests: { adults: 1, children: 0 },
          adults: 1,
          childrens: 0,
          roomIds: [{ id: c.roomTypeId, roomCount: 1, adults: 1, children: 0 }],
          paymentType: 'online',
          addons: [],
          primaryGuest: { name: 'Asha Rao', email: 'asha@example.com', phone: guest.phone },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.payment.checkoutConfig).toEqual(MORE_WAYS_TO_PAY);
    });

    it.each([
      ['netbanking', { bank: 'HDFC' }, { bank: 'HDFC', wallet: null }, 'Paid online by net banking.'],
      ['wallet', { wallet: 'phonepe' }, { bank: null, wallet: 'phonepe' }, 'Paid online from a wallet.'],
      ['paylater', { provider: 'lazypay' }, { bank: null, wallet: 'lazypay' }, 'Paid online with pay later.'],
      ['emi', { card_number: '4111 1111 1111 1111' }, { bank: null, wallet: null }, 'Paid online on EMI.'],
    ])(
      'confirms a booking paid by %s, records the method and tells the guest how they paid',
      async (method, fields, instrument, sentence) => {
        const { app, database } = use();
        const { bookingId, orderId, guest } = await newBooking(3, 4);
        const paid = await pay(app, { order_id: orderId, method, ...fields });
        expect(paid.statusCode, paid.body).toBe(200);
        expect(paid.json().paid).toBe(true);
        expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'confirmed' });
        expect(await paymentRow(database.db, orderId)).toMatchObject({ status: 'captured', method });
        // The webhook the sandbox sent is Razorpay's shape: the method, and the bank or wallet where it has one.
        const captured = (await eventsOf(database.db, bookingId)).find((e) => e.eventType === 'payment.captured');
        expect(captured, 'the payment.captured webhook').toBeDefined();
        const entity = (captured?.payload as { payload: { payment: { entity: Record<string, unknown> } } } | undefined)
          ?.payload.payment.entity;
        expect(entity).toMatchObject({ method, ...instrument });
        const details = await app.inject({
          method: 'GET',
          url: `/property/v1/app/booking-details?bookingId=${bookingId}`,
          headers: guest.headers,
        });
        const summary = details.json().data.find((s: { id: string }) => s.id === 'bookingDetails').data;
        expect(summary.paidOnline).toBe(sentence);
        // The method itself beside the sentence, for a page in another language to say it in its words.
        expect(summary.paidOnlineMethod).toBe(method);
      },
    );

    it.each([
      [
        'netbanking',
        { bank: 'SBIN' },
        'authentication_failed',
        'Your bank declined the payment: the payment could not be authenticated',
      ],
      ['wallet', { wallet: 'mobikwik' }, 'insufficient_balance', 'The payment was not completed: insufficient funds'],
      [
        'paylater',
        { provider: 'getsimpl' },
        'transaction_limit_exceeded',
        "The payment was not completed: the account's payment limit was reached",
      ],
      [
        'emi',
        { card_number: '4000 0000 0000 9995' },
        'insufficient_funds',
        'Your bank declined the payment: insufficient funds',
      ],
    ])('declines %s as the provider does, leaving the hold payable', async (method, fields, reason, words) => {
      const { app, database } = use();
      const { bookingId, orderId } = await newBooking(4, 5);
      const failed = await pay(app, { order_id: orderId, method, ...fields, force_failure: method !== 'emi' });
      expect(failed.statusCode, failed.body).toBe(200);
      expect(failed.json()).toMatchObject({ paid: false, error: { reason, metadata: { order_id: orderId } } });
      expect(await bookingRow(database.db, bookingId)).toMatchObject({ status: 'pending_payment' });
      expect(await paymentRow(database.db, orderId)).toMatchObject({ status: 'failed', lastFailureReason: words });
      // The same order is still payable, by another method.
      const retry = await pay(app, { order_id: orderId, method: 'upi', vpa: 'success@razorpay' });
      expect(retry.json().paid).toBe(true);
      expect(await paymentRow(database.db, orderId)).toMatchObject({ status: 'captured', method: 'upi' });
    });

    it('asks for a bank, a wallet or a provider it knows', async () => {
      const { app } = use();
      const { orderId } = await newBooking(5, 6);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ method: 'netbanking' }, 'Please choose a bank.'],
        [{ method: 'netbanking', bank: 'NOPE' }, 'Please choose a bank.'],
        [{ method: 'wallet', wallet: 'toString' }, 'Please choose a wallet.'],
        [{ method: 'paylater' }, 'Please choose a pay later provider.'],
      ];
      for (const [body, message] of cases) {
        const res = await pay(app, { order_id: orderId, ...body });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(message);
      }
      const unknown = await pay(app, { order_id: orderId, method: 'cod' });
      expect(unknown.statusCode).toBe(400);
    });
  },
);

describe('Razorpay checkout options', () => {
  it('passes the display config that puts net banking, wallets, pay later and EMI first', () => {
    const adapter = createRazorpayPayments({
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      RAZORPAY_BASE_URL: 'https://api.razorpay.com',
    } as never);
    expect(adapter.checkoutConfig).toEqual(MORE_WAYS_TO_PAY);
    expect(adapter.checkoutConfig?.display.preferences.show_default_blocks).toBe(true);
  });
});
