import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { priceUnlocks } from '../src/db/schema/engagement.js';
import { describeEachDatabase } from './setup-db.js';
import { signInWithOtp } from './support/accounts.js';
import { type GuestSiteCatalogue, seedGuestSiteCatalogue } from './support/factories.js';

let catalogue: GuestSiteCatalogue;
let address = 0;

describeEachDatabase(
  'price unlock',
  {
    prepare: async (database) => {
      catalogue = await seedGuestSiteCatalogue(database.db);
    },
  },
  (use) => {
    let stay: { checkInDate: number; checkOutDate: number };
    beforeAll(() => {
      // Nights 2 and 3 of the seeded calendar: the Garden Room costs ₹4,000 then ₹5,000.
      stay = {
        checkInDate: istDateToUnix(addDays(catalogue.from, 2)),
        checkOutDate: istDateToUnix(addDays(catalogue.from, 4)),
      };
    });
    const unlock = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      use().app.inject({
        method: 'POST',
        url: '/property/v1/app/unlock-price',
        payload,
        headers,
        remoteAddress: `10.1.0.${++address}`,
      });
    const me = async (headers: Record<string, string>) =>
      (await use().app.inject({ method: 'GET', url: '/user/v1/guest-auth/me', headers })).json().data;
    const request = (over: Record<string, unknown> = {}) => ({
      name: 'Rohan Kamat',
      mobile: '9822012345',
      propertyId: catalogue.villaId,
      ...stay,
      adults: 2,
      children: 0,
      ...over,
    });

    it('stores the request and answers with the cheapest free room for the stay, GST included', async () => {
      const res = await unlock(request());
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Price unlocked',
        data: {
          propertyId: catalogue.villaId,
          checkInDate: stay.checkInDate,
          checkOutDate: stay.checkOutDate,
          adults: 2,
          children: 0,
          propertyUrl: 'https://casa-azul.example.com/',
          // The ₹1,000 cabin is cheaper but sold out; the Garden Room: 4,000 + 5,000, 5% GST on each night.
          quote: {
            nights: 2,
            rooms: [{ id: catalogue.gardenRoomId, name: 'Garden Room', roomCount: 1 }],
            totalRoomRent: 9000,
            tax: 450,
            totalPreTax: 9000,
            totalPostTax: 9450,
          },
        },
      });
      const [row] = await use().database.db.select().from(priceUnlocks).where(eq(priceUnlocks.id, body.data._id));
      expect(row).toMatchObject({
        name: 'Rohan Kamat',
        mobile: '9822012345',
        propertyId: catalogue.villaId,
        checkIn: addDays(catalogue.from, 2),
        checkOut: addDays(catalogue.from, 4),
        adults: 2,
        children: 0,
        quotedTotalPaise: 945_000,
        userId: null,
      });
    });

    it('prices enough rooms for a larger party and still picks the cheaper total', async () => {
      // Two Garden Rooms (2 × ₹9,450) beat one Pool Suite (₹18,000 + 18% GST = ₹21,240).
      const res = await unlock(request({ adults: 4 }));
      expect(res.json().data.quote).toMatchObject({
        rooms: [{ id: catalogue.gardenRoomId, roomCount: 2 }],
        totalPostTax: 18_900,
      });
    });

    it('prices the rooms the request names', async () => {
      const res = await unlock(request({ roomIds: [{ id: catalogue.poolSuiteId, roomCount: 1 }] }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.quote).toEqual({
        nights: 2,
        rooms: [{ id: catalogue.poolSuiteId, name: 'Pool Suite', roomCount: 1 }],
        totalRoomRent: 18_000,
        tax: 3240,
        totalPreTax: 18_000,
        totalPostTax: 21_240,
      });
    });

    it('records the request without a price when nothing fits the party', async () => {
      const res = await unlock(request({ adults: 20 }));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('No rooms are available for these dates.');
      expect(body.data.quote).toBeNull();
      const [row] = await use().database.db.select().from(priceUnlocks).where(eq(priceUnlocks.id, body.data._id));
      expect(row?.quotedTotalPaise).toBeNull();
    });

    it('answers no price for a property without rooms, and no property URL where it has none', async () => {
      const res = await unlock(request({ propertyId: catalogue.hotelId }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ quote: null, propertyUrl: null });
    });

    it.each([
      [{ name: '' }, 'name: Name is required'],
      [{ name: undefined }, 'name: Name is required'],
      [{ mobile: '98220' }, 'mobile: Please enter a valid 10-digit mobile number'],
      [{ mobile: '5822012345' }, 'mobile: Please enter a valid 10-digit mobile number'],
      [{ mobile: '98220123456' }, 'mobile: Please enter a valid 10-digit mobile number'],
      [{ mobile: '' }, 'mobile: Mobile number is required'],
      [{ propertyId: 'abc' }, 'propertyId: must be a valid id'],
      [{ checkInDate: 'tomorrow' }, 'checkInDate: must be unix seconds'],
      [{ adults: 0 }, 'adults: At least one adult is required'],
    ])('rejects %o', async (change, message) => {
      const res = await unlock(request(change));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    });

    it('rejects a check-out that is not after check-in', async () => {
      const res = await unlock(request({ checkOutDate: stay.checkInDate }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('checkOutDate: Check-out time must be greater than check-in time.');
    });

    it('rejects a stay that starts in the past', async () => {
      const yesterday = istDateToUnix(addDays(todayIst(), -1));
      const res = await unlock(request({ checkInDate: yesterday, checkOutDate: yesterday + 2 * 86_400 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', message: 'Check-in date cannot be in the past.' });
    });

    it('answers 404 for an unknown or archived property and stores nothing', async () => {
      const before = (await use().database.db.select().from(priceUnlocks)).length;
      for (const propertyId of ['00000000-0000-4000-8000-000000000000', catalogue.archivedId]) {
        const res = await unlock(request({ propertyId }));
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
      expect((await use().database.db.select().from(priceUnlocks)).length).toBe(before);
    });

    it('prices a signed-in guest who gives no name (never asked), recording the account by its mobile', async () => {
      const session = await signInWithOtp(use().app);
      const res = await unlock(request({ name: undefined, mobile: session.user.phone }), session.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.quote).not.toBeNull();
      const [row] = await use().database.db.select().from(priceUnlocks).where(eq(priceUnlocks.id, res.json().data._id));
      expect(row).toMatchObject({
        name: `+91 ${session.user.phone.slice(0, 5)} ${session.user.phone.slice(5)}`,
        userId: session.user.id,
      });
      expect((await me(session.headers)).name).toBeNull();
    });

    it("gives a name typed at an unlock to the signed-in guest's profile once, never over a name they chose", async () => {
      const session = await signInWithOtp(use().app);
      expect((await unlock(request({ name: 'Meera Naik' }), session.headers)).statusCode).toBe(200);
      expect((await me(session.headers)).name).toBe('Meera Naik');
      expect((await unlock(request({ name: 'Someone Else' }), session.headers)).statusCode).toBe(200);
      expect((await me(session.headers)).name).toBe('Meera Naik');
      // Later unlocks without a name are recorded under the profile's name.
      const res = await unlock(request({ name: undefined }), session.headers);
      const [row] = await use().database.db.select().from(priceUnlocks).where(eq(priceUnlocks.id, res.json().data._id));
      expect(row?.name).toBe('Meera Naik');
    });
  },
);
