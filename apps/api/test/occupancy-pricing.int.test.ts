import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookingRooms, bookings, payments } from '../src/db/schema/bookings.js';
import { describeEachDatabase } from './setup-db.js';
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
import { bookingRow, payInCheckout } from './support/payment-helpers.js';

interface Catalogue {
  propertyId: string;
  /** Priced for 4 adults (sleeps 6 + 2 children): ₹1,000 per extra adult, ₹500 per extra child; ₹6,600 a night. */
  villa: string;
  /** Priced for 2 adults (sleeps 3 + 1 child): ₹1,000 for a third adult, children free; ₹6,000 a night. */
  hotelRoom: string;
}
let c: Catalogue;

describeEachDatabase(
  'occupancy pricing (extra adults and children)',
  {
    prepare: async ({ db }) => {
      // The property's own age bands: infants up to 2, children up to 11.
      const property = await createProperty(db, { name: 'Casa Occupancy', infantMaxAge: 2, childMaxAge: 11 });
      const villa = await createRoomType(db, property.id, {
        name: 'Family Villa',
        baseAdults: 4,
        maxAdults: 6,
        baseChildren: 0,
        maxChildren: 2,
        extraAdultPaise: 100_000,
        extraChildPaise: 50_000,
      });
      const hotelRoom = await createRoomType(db, property.id, {
        name: 'Deluxe Triple',
        baseAdults: 2,
        maxAdults: 3,
        maxChildren: 1,
        extraAdultPaise: 100_000,
      });
      await setInventory(db, villa.id, istDay(10), 10, { rupees: 6_600, available: 5 });
      await setInventory(db, hotelRoom.id, istDay(10), 10, { rupees: 6_000, available: 5 });
      c = { propertyId: property.id, villa: villa.id, hotelRoom: hotelRoom.id };
    },
  },
  (use) => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await signedInUser(use().database.db, use().config, 'admin');
    });
    const freshGuest = () => createGuest(use().database.db, use().config);

    const price = (roomIds: Array<Record<string, unknown>>, from = 10, to = 12) =>
      use().app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/pricing',
        payload: {
          propertyId: c.propertyId,
          roomIds,
          checkInDate: dayFromToday(from),
          checkOutDate: dayFromToday(to),
          addons: [],
        },
      });

    it.each([
      // [case, lines, rent ₹, GST ₹] — two nights each
      ['the base occupancy pays the rate', [{ id: 'villa', adults: 4 }], 13_200, 660],
      [
        'a child in a base slot an adult left free pays nothing',
        [{ id: 'villa', adults: 3, children: 1 }],
        13_200,
        660,
      ],
      // ₹6,600 + ₹1,000 + ₹500 = ₹8,100 a night, past ₹7,500: 18% on that room-night.
      ['an extra adult and child cross the ₹7,500 slab', [{ id: 'villa', adults: 5, children: 1 }], 16_200, 2_916],
      ['a third adult in the hotel room', [{ id: 'hotelRoom', adults: 3 }], 14_000, 700],
      [
        '3 adults in 2 hotel rooms sleep 2 + 1: nothing extra',
        [{ id: 'hotelRoom', roomCount: 2, adults: 3 }],
        24_000,
        1_200,
      ],
      ['no guests said: priced at base occupancy', [{ id: 'villa' }], 13_200, 660],
    ] as const)('prices %s', async (_name, lines, rent, tax) => {
      const res = await price(lines.map((l) => ({ roomCount: 1, ...l, id: c[l.id] })));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ totalRoomRent: rent, tax, totalPreTax: rent, totalPostTax: rent + tax });
    });

    it('shows the extra-guest charge beside the room rate it does not change', async () => {
      const res = await price([{ id: c.villa, roomCount: 1, adults: 5, children: 1 }]);
      const room = res.json().data.rooms[0];
      expect(room).toMatchObject({ roomRent: 16_200, extraGuests: 1_500 });
      expect(room.nightly.map((n: { rate: number }) => n.rate)).toEqual([6_600, 6_600]);
    });

    it('books at the price quoted, snapshots the extra-guest charge and the dashboard counts it as revenue', async () => {
      const { app, database } = use();
      const line = { id: c.villa, adults: 5, children: 1 };
      const quoted = (await price([{ ...line, roomCount: 1 }], 14, 16)).json().data;
      const guest = await freshGuest();
      const res = await book(app, guest, bookingPayload(c.propertyId, [line], 14, 16));
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.payment.orderDetails.amount).toBe(quoted.totalPostTax * 100);

      const [row] = await database.db.select().from(bookings).where(eq(bookings.id, data.bookingId));
      expect(row).toMatchObject({ totalRoomRentPaise: 1_620_000, taxPaise: 291_600, totalPostTaxPaise: 1_911_600 });
      const [snapshot] = await database.db
        .select()
        .from(bookingRooms)
        .where(eq(bookingRooms.bookingId, data.bookingId));
      expect(snapshot).toMatchObject({
        adults: 5,
        children: 1,
        roomRentPaise: 1_620_000,
        taxPaise: 291_600,
        extraGuestPaise: 150_000,
        nightlyRates: [
          { date: istDay(14), ratePaise: 660_000 },
          { date: istDay(15), ratePaise: 660_000 },
        ],
      });
      const [pay] = await database.db.select().from(payments).where(eq(payments.bookingId, data.bookingId));
      expect(pay?.amountPaise).toBe(1_911_600);

      expect((await payInCheckout(app, data.payment.orderDetails.id)).json().paid).toBe(true);
      expect((await bookingRow(database.db, data.bookingId)).status).toBe('confirmed');
      const dash = await app.inject({
        method: 'GET',
        url: `/api/admin/dashboard?from=${istDay(14)}&to=${istDay(15)}&propertyId=${c.propertyId}`,
        headers: admin.headers,
      });
      expect(dash.statusCode, dash.body).toBe(200);
      // Revenue reconciles with what was charged: the room rates and the extra guests, before tax.
      expect(dash.json().data).toMatchObject({ roomNightsSold: 2, revenue: 16_200, tax: 2_916, adr: 8_100 });
      expect(dash.json().data.nights.find((n: { date: string }) => n.date === istDay(14))).toMatchObject({
        revenue: 8_100,
      });
      // The desk reads the extra-guest charge and the plan on the booking's room line.
      const desk = await app.inject({
        method: 'GET',
        url: `/api/admin/bookings/${data.bookingId}`,
        headers: admin.headers,
      });
      expect(desk.json().data.roomLines[0]).toMatchObject({ roomRent: 16_200, extraGuestCharge: 1_500 });
      expect(desk.json().data.roomLines[0].ratePlan).toMatch(/ · (Room only|Breakfast included)$/);
    });

    it('replaces a hold when the party grows on the same rooms, so the new extra guest is paid for', async () => {
      const { app } = use();
      const guest = await freshGuest();
      const first = await book(app, guest, bookingPayload(c.propertyId, [{ id: c.villa, adults: 4 }], 16, 17));
      expect(first.statusCode, first.body).toBe(200);
      const firstId = first.json().data.bookingId;
      const again = await book(
        app,
        guest,
        bookingPayload(c.propertyId, [{ id: c.villa, adults: 5 }], 16, 17, { bookingId: firstId }),
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.bookingId).not.toBe(firstId);
      // ₹7,600 at 18%.
      expect(again.json().data.payment.orderDetails.amount).toBe(896_800);
      expect((await bookingRow(use().database.db, firstId)).status).toBe('cancelled');
    });

    it('refuses a party larger than its rooms say when the rooms charge for extra guests', async () => {
      const guest = await freshGuest();
      const payload = bookingPayload(c.propertyId, [{ id: c.villa, adults: 4 }], 17, 18, {
        guests: { adults: 6, children: 0 },
        adults: 6,
      });
      const res = await book(use().app, guest, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(
        'Please say how many adults and children stay in each room: these rooms charge for extra guests.',
      );
      // Its facts beside the English, for a page in another language (issue 43).
      expect(res.json().error.details).toEqual({ reason: 'guests_per_room' });
    });

    it('lists each room’s extra-guest charges with the property’s child ages', async () => {
      const res = await use().app.inject({
        method: 'GET',
        url: `/property/v1/app/rooms?propertyId=${c.propertyId}&checkInDate=${dayFromToday(10)}&checkOutDate=${dayFromToday(11)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const rooms = res.json().data as Array<Record<string, unknown>>;
      expect(rooms.find((r) => r.id === c.villa)).toMatchObject({
        base_adult_occupancy: 4,
        extraAdultCharge: 1_000,
        extraChildCharge: 500,
        childAges: 'Ages 3–11',
        childAgeFrom: 3,
        childAgeTo: 11,
      });
      const hotel = rooms.find((r) => r.id === c.hotelRoom);
      expect(hotel).toMatchObject({ base_adult_occupancy: 2, extraAdultCharge: 1_000 });
      expect(hotel).not.toHaveProperty('extraChildCharge');
    });
  },
);
