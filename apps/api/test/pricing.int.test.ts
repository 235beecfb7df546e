import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { quoteStay } from '../src/modules/pricing/index.js';
import { describeEachDatabase } from './setup-db.js';
import { createProperty, createRoomType, dayFromToday, istDay, setInventory } from './support/factories.js';

interface Catalogue {
  propertyId: string;
  otherPropertyId: string;
  /** ₹1,000, ₹1,001, ₹7,500, ₹7,501 on nights 1-4 from tomorrow; 3 free. */
  slabRoom: string;
  /** ₹2,000 a night, 2 free; night 3 has 1 free, night 4 closed. */
  tightRoom: string;
  otherRoom: string;
  archivedRoom: string;
}
let c: Catalogue;

describeEachDatabase(
  'booking pricing',
  {
    prepare: async ({ db }) => {
      const property = await createProperty(db);
      const other = await createProperty(db);
      const slabRoom = await createRoomType(db, property.id, { name: 'Slab Room' });
      const tightRoom = await createRoomType(db, property.id, { name: 'Tight Room' });
      const otherRoom = await createRoomType(db, other.id);
      const archivedRoom = await createRoomType(db, property.id, { name: 'Old Room', status: 'archived' });
      await setInventory(db, slabRoom.id, istDay(1), 4, { rupees: [1_000, 1_001, 7_500, 7_501], available: 3 });
      await setInventory(db, tightRoom.id, istDay(1), 2, { rupees: 2_000, available: 2 });
      await setInventory(db, tightRoom.id, istDay(3), 1, { rupees: 2_000, available: 1 });
      await setInventory(db, tightRoom.id, istDay(4), 1, { rupees: 2_000, available: 5, closed: [istDay(4)] });
      await setInventory(db, otherRoom.id, istDay(1), 4, { rupees: 3_000, available: 3 });
      await setInventory(db, archivedRoom.id, istDay(1), 4, { rupees: 3_000, available: 3 });
      c = {
        propertyId: property.id,
        otherPropertyId: other.id,
        slabRoom: slabRoom.id,
        tightRoom: tightRoom.id,
        otherRoom: otherRoom.id,
        archivedRoom: archivedRoom.id,
      };
    },
  },
  (use) => {
    const price = (over: Record<string, unknown> = {}, from = 1, to = 2) =>
      use().app.inject({
        method: 'POST',
        url: '/property/v1/app/booking/pricing',
        payload: {
          propertyId: c.propertyId,
          roomIds: [{ id: c.slabRoom, adults: 2, children: 0, roomCount: 1 }],
          checkInDate: dayFromToday(from),
          checkOutDate: dayFromToday(to),
          addons: [],
          ...over,
        },
      });

    it.each([
      // [night from today, tariff, GST]: today's law, every night to ₹7,500 at 5% (no ₹1,000 exemption since 2022).
      [1, 1_000, 50],
      [2, 1_001, 50],
      [3, 7_500, 375],
      [4, 7_501, 1_350],
    ])('one night on day %i at ₹%i pays ₹%i GST (slab edges)', async (day, rent, tax) => {
      const res = await price({}, day, day + 1);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { totalRoomRent: rent, tax, totalPreTax: rent, totalPostTax: rent + tax, nights: 1 },
      });
    });

    it('prices a four-night stay across rate changes night by night, and rounds the tax once', async () => {
      const res = await price({ roomIds: [{ id: c.slabRoom, adults: 2, children: 0, roomCount: 2 }] }, 1, 5);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      // Rent 17,002 × 2 rooms; GST (50 + 50.05 + 375 + 1350.18) × 2 = 3,650.46 → ₹3,650.
      expect(data).toMatchObject({ totalRoomRent: 34_004, tax: 3_650, totalPostTax: 37_654, nights: 4 });
      expect(data.rooms[0]).toMatchObject({ id: c.slabRoom, name: 'Slab Room', roomCount: 2, available: 3 });
      expect(data.rooms[0].nightly.map((n: { rate: number }) => n.rate)).toEqual([1_000, 1_001, 7_500, 7_501]);
      expect(data.rooms[0].nightly[0].date).toBe(dayFromToday(1));
    });

    it('adds several room types together', async () => {
      const res = await price(
        {
          roomIds: [
            { id: c.slabRoom, adults: 1, children: 0, roomCount: 1 },
            { id: c.tightRoom, adults: 2, children: 0, roomCount: 2 },
          ],
        },
        1,
        3,
      );
      expect(res.statusCode, res.body).toBe(200);
      // Slab Room 1,000 + 1,001 (GST 50 + 50.05); Tight Room 2 × 2 × 2,000 = 8,000 (GST 400) → ₹500
      expect(res.json().data).toMatchObject({ totalRoomRent: 10_001, tax: 500, totalPostTax: 10_501, nights: 2 });
    });

    it('answers zero totals for no rooms, with the nights counted', async () => {
      const res = await price({ roomIds: [] }, 1, 4);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          totalRoomRent: 0,
          tax: 0,
          totalPreTax: 0,
          totalPostTax: 0,
          nights: 3,
          rooms: [],
          // Issue 15's optional additions: nothing is due anywhere for no rooms.
          amountDueNow: 0,
          amountDueAtProperty: 0,
          paymentPolicy: 'pay_now',
        },
      });
    });

    it.each([
      [2, 2],
      [3, 1],
    ])('refuses check-out on or before check-in (day %i → day %i) with the spec message', async (from, to) => {
      const res = await price({}, from, to);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Check-out time must be greater than check-in time.');
    });

    it.each([
      [0, 'Please add at least one guest to proceed'],
      [3, 'Slab Room allows at most 2 adults for 1 room.'],
      [9, 'Slab Room allows at most 2 adults for 1 room.'],
      [100, 'Slab Room allows at most 2 adults for 1 room.'],
    ])('refuses %i adults in a room for 2 with the booking’s own message', async (adults, message) => {
      const res = await price({ roomIds: [{ id: c.slabRoom, adults, children: 0, roomCount: 1 }] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    });

    it('refuses two rooms with one adult, and more children than the room allows', async () => {
      const twoRooms = await price({ roomIds: [{ id: c.slabRoom, adults: 1, children: 0, roomCount: 2 }] });
      expect(twoRooms.json().error.message).toBe('Each room needs at least one adult: 2 rooms need 2 adults.');
      const children = await price({ roomIds: [{ id: c.slabRoom, adults: 1, children: 2, roomCount: 1 }] });
      expect(children.json().error.message).toBe('Slab Room allows at most 1 child for 1 room.');
    });

    it('refuses a check-in before today, as the booking does', async () => {
      const res = await price({}, -1, 1);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Check-in date cannot be in the past.');
    });

    it('refuses a stay longer than 30 nights', async () => {
      const res = await price({ roomIds: [] }, 1, 32);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('A stay can be at most 30 nights.');
    });

    it('answers 409 SOLD_OUT naming the room and the night', async () => {
      const res = await price({ roomIds: [{ id: c.tightRoom, adults: 2, children: 0, roomCount: 2 }] }, 1, 4);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'SOLD_OUT',
        message: expect.stringMatching(/^Only 1 Tight Room room is left for the night of \d{2} \w{3} \d{4}\.$/),
        details: {
          roomId: c.tightRoom,
          reason: 'room_short',
          roomName: 'Tight Room',
          date: dayFromToday(3),
          available: 1,
        },
      });
    });

    it('treats a closed night and a night never opened as sold out', async () => {
      const closed = await price({ roomIds: [{ id: c.tightRoom, adults: 1, children: 0, roomCount: 1 }] }, 4, 5);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().error.message).toMatch(/^Tight Room is sold out for the night of/);
      const unopened = await price({ roomIds: [{ id: c.tightRoom, adults: 1, children: 0, roomCount: 1 }] }, 5, 6);
      expect(unopened.statusCode).toBe(409);
      expect(unopened.json().error.details.date).toBe(dayFromToday(5));
    });

    it('answers 404 for an unknown property or room and 400 for a room of another property', async () => {
      const noProperty = await price({ propertyId: randomUUID() });
      expect(noProperty.statusCode).toBe(404);
      expect(noProperty.json().error.message).toBe('Property not found.');
      const noRoom = await price({ roomIds: [{ id: randomUUID(), roomCount: 1 }] });
      expect(noRoom.statusCode).toBe(404);
      const foreign = await price({ roomIds: [{ id: c.otherRoom, roomCount: 1 }] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error.message).toMatch(/does not belong to this property/);
      const archived = await price({ roomIds: [{ id: c.archivedRoom, roomCount: 1 }] });
      expect(archived.statusCode).toBe(400);
      expect(archived.json().error.message).toBe('Old Room is no longer available for booking.');
    });

    it('names the bad field for malformed input', async () => {
      const res = await price({ checkInDate: 'tomorrow' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.message).toMatch(/^checkInDate/);
      const dup = await price({
        roomIds: [
          { id: c.slabRoom, roomCount: 1 },
          { id: c.slabRoom, roomCount: 1 },
        ],
      });
      expect(dup.statusCode).toBe(400);
      expect(dup.json().error.message).toBe('Each room may appear only once; use roomCount for more.');
      const addons = await price({ addons: [{ id: 'breakfast' }] });
      expect(addons.statusCode).toBe(400);
      expect(addons.json().error.message).toMatch(/Add-ons cannot be booked online yet/);
    });

    it('documents the booking and payment endpoints in the OpenAPI description', async () => {
      const res = await use().app.inject({ method: 'GET', url: '/api/docs/json' });
      const paths = Object.keys(res.json().paths);
      for (const path of [
        '/property/v1/app/booking/pricing',
        '/property/v1/app/booking',
        '/property/v1/app/booking-details',
        '/property/v1/app/booking/cancel',
        '/property/v1/app/booking/verify-payment',
        '/property/v1/payments/webhook',
      ])
        expect(paths).toContain(path);
    });

    it('gives the same quote to other modules through quoteStay (paise, per-night availability)', async () => {
      const { database, config } = use();
      const quote = await quoteStay(
        database.db,
        {
          propertyId: c.propertyId,
          rooms: [{ roomTypeId: c.tightRoom, roomCount: 2 }],
          checkIn: istDay(1),
          checkOut: istDay(5),
        },
        config.gstSlabs,
      );
      expect(quote.totalRoomRentPaise).toBe(2_000_00 * 2 * 4);
      expect(quote.rooms[0]).toMatchObject({ minAvailable: 0, shortNight: istDay(3) });
      expect(quote.rooms[0]?.nights.map((n) => n.available)).toEqual([2, 2, 1, 0]);
    });
  },
);
