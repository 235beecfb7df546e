import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createRoomForSale,
  type Guest,
  istDay,
  type RoomForSale,
  type SignedIn,
  signedInUser,
} from './support/factories.js';
import { payInCheckout } from './support/payment-helpers.js';

/**
 * The recipient's address and state on a B2C invoice above ₹50,000 (issue 41, deliverable 6; CGST rule 46(p) as the
 * project reads it; docs/books.md): given at checkout or at the desk, stored on the booking and printed on the
 * invoice; a booking without it still stands and is invoiced with the name only, and the console's documents list
 * says the invoice is incomplete.
 */

const home = { address: '14 Carter Road, Bandra West, Mumbai 400050', stateCode: '27' };
type Doc = { kind: string; recipient: { name: string; address: string | null; state: string | null } };

let large: RoomForSale;

describeEachDatabase(
  'the recipient’s address and state on a B2C invoice above ₹50,000',
  {
    prepare: async ({ db }) => {
      // ₹30,000 a night: two nights are ₹60,000 of taxable value.
      large = await createRoomForSale(db, { roomName: 'Royal Villa', rupees: 30_000, available: 5, nights: 60 });
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
    const payFor = async (from: number, over: Record<string, unknown> = {}) => {
      const { app } = use();
      const res = await book(
        app,
        guest,
        bookingPayload(large.propertyId, [{ id: large.roomTypeId }], from, from + 2, over),
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { bookingId: string; payment: { orderDetails: { id: string } } };
      expect((await payInCheckout(app, data.payment.orderDetails.id)).statusCode).toBe(200);
      return data.bookingId;
    };
    const invoiceOf = async (bookingId: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/property/v1/app/booking/${bookingId}/documents`,
        headers: guest.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Doc[]).find((d) => d.kind === 'invoice');
    };
    const documentRow = async (bookingId: string) => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/api/admin/reports/documents?from=${istDay(-1)}&to=${istDay(1)}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Array<{ bookingId: string; kind: string; incomplete?: string | null }>).find(
        (d) => d.bookingId === bookingId && d.kind === 'invoice',
      );
    };

    it('prints the address and state given at checkout on the invoice', async () => {
      const bookingId = await payFor(10, { recipientAddress: home });
      expect(await invoiceOf(bookingId)).toMatchObject({
        recipient: { name: 'Asha Naik', address: home.address, state: '27-Maharashtra' },
      });
      expect((await documentRow(bookingId))?.incomplete).toBeNull();
    });

    it('never loses a paid stay without the address: invoiced with the name, listed as incomplete', async () => {
      const bookingId = await payFor(14);
      expect(await invoiceOf(bookingId)).toMatchObject({ recipient: { address: null, state: null } });
      expect((await documentRow(bookingId))?.incomplete).toBe(
        'Incomplete: a B2C invoice above ₹50,000 without the recipient’s address and state (CGST rule 46(p))',
      );
    });

    it('refuses a state that is not one, in words', async () => {
      const res = await book(
        use().app,
        guest,
        bookingPayload(large.propertyId, [{ id: large.roomTypeId }], 18, 20, {
          recipientAddress: { ...home, stateCode: '99' },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Choose your state');
    });

    it('takes the address at the desk too', async () => {
      const res = await use().app.inject({
        method: 'POST',
        url: '/api/admin/desk-bookings',
        headers: admin.headers,
        payload: {
          propertyId: large.propertyId,
          checkIn: istDay(22),
          checkOut: istDay(24),
          rooms: [{ roomTypeId: large.roomTypeId, roomCount: 1, adults: 2 }],
          guest: { name: 'Kavita Rao', phone: '9812300077', email: 'kavita.rao@example.com' },
          source: 'walk_in',
          recipientAddress: { address: '3 Park Street, Kolkata 700016', stateCode: '19' },
          payment: { kind: 'at_property' },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const bookingId = res.json().data.bookingId as string;
      const paid = await use().app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${bookingId}/payments`,
        headers: admin.headers,
        payload: { amount: res.json().data.totalAmount, method: 'cash' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const docs = await use().app.inject({
        method: 'GET',
        url: `/api/admin/bookings/${bookingId}/documents`,
        headers: admin.headers,
      });
      expect((docs.json().data as Doc[]).find((d) => d.kind === 'invoice')).toMatchObject({
        recipient: { name: 'Kavita Rao', address: '3 Park Street, Kolkata 700016', state: '19-West Bengal' },
      });
    });
  },
);
