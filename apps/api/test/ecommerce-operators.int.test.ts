import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import { createRoomForSale, istDay, type RoomForSale, type SignedIn, signedInUser } from './support/factories.js';

/**
 * The register of OTAs (e-commerce operators) and GSTR-1's e-commerce tables (issue 41; docs/books.md, "Supplies
 * through an OTA"): the console keeps each operator's section and GSTIN per state, checked; the desk's OTA booking
 * names one; its documents carry the operator's GSTIN in b2cs (Type E) and Table 14; an OTA booking whose operator's
 * GSTIN is not known is listed as incomplete, in the documents list and its CSV.
 */

const BOOKING_GOA = '30AAHCB7777K1ZC';
const BOOKING_MH = '27AAHCB7777K1ZZ';

let room: RoomForSale;

describeEachDatabase(
  'the register of OTAs and GSTR-1’s e-commerce tables',
  {
    prepare: async ({ db }) => {
      room = await createRoomForSale(db, { roomName: 'Garden Room', rupees: 4_500, available: 10, nights: 60 });
    },
  },
  (use) => {
    let admin: SignedIn;
    let operatorId: string;
    const month = istDay(0).slice(0, 7);
    beforeAll(async () => {
      const { database, config } = use();
      admin = await signedInUser(database.db, config, 'admin');
    });
    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      use().app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

    const deskOtaBooking = async (from: number, channel: Record<string, unknown>) => {
      const res = await inject('POST', '/api/admin/desk-bookings', {
        propertyId: room.propertyId,
        checkIn: istDay(from),
        checkOut: istDay(from + 2),
        rooms: [{ roomTypeId: room.roomTypeId, roomCount: 1, adults: 2 }],
        guest: { name: 'Meera Kulkarni', phone: '9812300091', email: 'meera.k@example.com' },
        source: 'ota',
        otaReservationNumber: `40${from}1234567`,
        otaAmount: 9_900,
        ...channel,
        payment: { kind: 'at_property' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { bookingId, totalAmount } = res.json().data as { bookingId: string; totalAmount: number };
      // Paid in full at the desk: the stay is invoiced.
      const paid = await inject('POST', `/api/admin/bookings/${bookingId}/payments`, {
        amount: totalAmount,
        method: 'card',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      return bookingId;
    };
    const csv = async (section: string) => {
      const res = await inject('GET', `/api/admin/reports/gst/${section}.csv?month=${month}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };

    it('keeps an operator with a GSTIN per state, each checked by its check character and its state', async () => {
      const typo = await inject('POST', '/api/admin/ecommerce-operators', {
        name: 'Booking.com',
        section: '52',
        gstins: [{ stateCode: '30', gstin: '30AAHCB7777K1ZD' }],
      });
      expect(typo.statusCode).toBe(400);
      expect(typo.body).toContain('typing mistake');
      const elsewhere = await inject('POST', '/api/admin/ecommerce-operators', {
        name: 'Booking.com',
        section: '52',
        gstins: [{ stateCode: '30', gstin: BOOKING_MH }],
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.body).toContain('is a registration in Maharashtra');

      const saved = await inject('POST', '/api/admin/ecommerce-operators', {
        name: 'Booking.com',
        legalName: 'Booking.com India Distribution (demo)',
        section: '52',
        gstins: [
          { stateCode: '30', gstin: BOOKING_GOA },
          { stateCode: '27', gstin: BOOKING_MH },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      operatorId = saved.json().data.id;
      expect(saved.json().data).toMatchObject({
        name: 'Booking.com',
        section: '52',
        active: true,
        gstins: [
          { stateCode: '27', state: 'Maharashtra', gstin: BOOKING_MH },
          { stateCode: '30', state: 'Goa', gstin: BOOKING_GOA },
        ],
      });
      // The same name in another case is the same operator.
      const twice = await inject('POST', '/api/admin/ecommerce-operators', { name: 'BOOKING.COM', section: '52' });
      expect(twice.statusCode).toBe(409);
      const list = await inject('GET', '/api/admin/ecommerce-operators');
      expect((list.json().data as Array<{ name: string }>).map((o) => o.name)).toEqual(['Booking.com']);
    });

    it('reports a desk OTA booking through the operator: b2cs Type E and Table 14(a) with its GSTIN', async () => {
      const bookingId = await deskOtaBooking(10, { ecommerceOperatorId: operatorId });
      const booking = await inject('GET', `/api/admin/bookings/${bookingId}`);
      expect(booking.body).toContain('Booking.com');
      // Two nights at ₹4,500 and 5%: ₹9,000 taxable, ₹225 + ₹225.
      expect(await csv('b2cs')).toContain(`E,30-Goa,,5,9000.00,0.00,${BOOKING_GOA}`);
      expect(await csv('eco')).toContain(
        `Liable to collect tax u/s 52(TCS),${BOOKING_GOA},Booking.com India Distribution (demo),9000.00,0.00,225.00,225.00,0.00`,
      );
      const summary = await inject('GET', `/api/admin/reports/gst?month=${month}`);
      expect(
        (summary.json().data.sections as Array<{ section: string; rows: number }>).find((s) => s.section === 'eco'),
      ).toMatchObject({ rows: 1, taxableValue: 9_000, tax: 450 });
    });

    it('matches a channel name typed by an older client to the register, whatever its case', async () => {
      await deskOtaBooking(14, { channelName: 'booking.com' });
      expect(await csv('eco')).toContain(`${BOOKING_GOA},Booking.com India Distribution (demo),18000.00`);
    });

    it('lists an OTA booking whose operator is not in the register as incomplete, in the list and its CSV', async () => {
      const bookingId = await deskOtaBooking(18, { channelName: 'Agoda' });
      const res = await inject('GET', `/api/admin/reports/documents?from=${istDay(-1)}&to=${istDay(1)}`);
      const row = (res.json().data as Array<{ bookingId: string; kind: string; incomplete: string | null }>).find(
        (d) => d.bookingId === bookingId && d.kind === 'invoice',
      );
      expect(row?.incomplete).toBe(
        'Incomplete: booked through Agoda, which is not in the register of OTAs, so its GSTIN is not known (GSTR-1 Table 14)',
      );
      const file = await inject('GET', `/api/admin/reports/documents.csv?from=${istDay(-1)}&to=${istDay(1)}`);
      expect(file.body.split('\n')[0]).toContain('Incomplete');
      expect(file.body).toContain('booked through Agoda');
      // Not in Table 14 (its GSTIN is unknown) but still in b2cs, as a supply not through a known operator.
      expect(await csv('eco')).not.toContain('Agoda');
      expect(await csv('b2cs')).toContain('OE,30-Goa,,5,9000.00');
    });

    it('offers the desk only operators of the register that are in use', async () => {
      const off = await inject('PUT', `/api/admin/ecommerce-operators/${operatorId}`, {
        name: 'Booking.com',
        section: '52',
        active: false,
        gstins: [{ stateCode: '30', gstin: BOOKING_GOA }],
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data).toMatchObject({ active: false, bookings: 2 });
      const res = await inject('POST', '/api/admin/desk-bookings', {
        propertyId: room.propertyId,
        checkIn: istDay(30),
        checkOut: istDay(31),
        rooms: [{ roomTypeId: room.roomTypeId, roomCount: 1, adults: 2 }],
        guest: { name: 'Meera Kulkarni', phone: '9812300091' },
        source: 'ota',
        ecommerceOperatorId: operatorId,
        otaReservationNumber: '4099999999',
        otaAmount: 5_000,
        payment: { kind: 'at_property' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('not in the register of OTAs');
    });
  },
);
