import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import {
  propertyDetailsResponseSchema,
  propertyListResponseSchema,
  roomsResponseSchema,
} from '@staybook/contract/catalogue';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cities, properties } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createPolicy,
  createProperty,
  createRatePlan,
  createRoomType,
  policies,
  setInventory,
} from './support/factories.js';

const today = todayIst();
const day = (n: number) => istDateToUnix(addDays(today, n));

/**
 * Issue 16, honest prices: the list's and the property page's "from" price is what a guest can book (the cheapest
 * plan of a room booked on this site, for the stay), with the GST it carries, so the review total never surprises.
 */
describeEachDatabase('honest "from" prices', {}, (use) => {
  let propertyId: string;
  let cityName: string;
  let gardenId: string;

  beforeAll(async () => {
    const { db } = use().database;
    const property = await createProperty(db, { name: 'Casa Honesta' });
    propertyId = property.id;
    // The factory gives the property a city of its own; the list is searched by it.
    const [city] = await db
      .select({ name: cities.name })
      .from(cities)
      .innerJoin(properties, eq(properties.cityId, cities.id))
      .where(eq(properties.id, property.id));
    cityName = city!.name;
    // A cheap suite sold only on a partner's site: never the "from" price.
    const partner = await createRoomType(db, propertyId, {
      name: 'Partner Suite',
      baseRatePaise: 300_000,
      externalBookingUrl: 'https://partner.example.com/suite',
    });
    await setInventory(db, partner.id, today, 10, { rupees: 3_000, available: 3 });
    // Bookable here: ₹8,000 and ₹7,000 nights, with a flexible plan and a saver 10% below it.
    const garden = await createRoomType(db, propertyId, { name: 'Garden Room', baseRatePaise: 800_000 });
    gardenId = garden.id;
    await setInventory(db, garden.id, today, 10, { rupees: [8_000, 7_000, 8_000], available: 3 });
    const policy = await createPolicy(db, propertyId, policies.flexible, 'Flexible');
    await createRatePlan(db, garden.id, policy.id, { name: 'Flexible', isDefault: true });
    await createRatePlan(db, garden.id, policy.id, { name: 'Saver', adjustmentValue: -10, sortOrder: 1 });
  });

  const listed = async (checkIn: number, checkOut: number) => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/property',
      query: { city: cityName, propertyType: 'villa', checkInDate: String(checkIn), checkOutDate: String(checkOut) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return propertyListResponseSchema.parse(res.json()).data.data.find((p) => p.id === propertyId);
  };

  it('lists the cheapest plan of a room guests can book here, with its GST, never the partner-only room', async () => {
    // One ₹8,000 night: the saver is ₹7,200, in the 5% slab (₹360).
    expect((await listed(day(0), day(1)))?.price).toMatchObject({ min: 7_200, currency: 'INR', taxes: 360 });
    // ₹8,000 + ₹7,000: the saver averages ₹6,750 a night (₹7,200 and ₹6,300, both 5%).
    expect((await listed(day(0), day(2)))?.price).toMatchObject({ min: 6_750, currency: 'INR', taxes: 338 });
  });

  it('prices the cheapest rooms that seat the whole party (issue 24: several rooms when cheaper or needed)', async () => {
    const { db } = use().database;
    const hostel = await createProperty(db, { name: 'Dorm Baga', propertyType: 'hostel' });
    const bed = await createRoomType(db, hostel.id, { name: 'Bed in a 6-bed dorm', maxAdults: 1, maxChildren: 0 });
    await setInventory(db, bed.id, today, 5, { rupees: 600, available: 6 });
    const double = await createRoomType(db, hostel.id, { name: 'Private double', maxAdults: 2, maxChildren: 0 });
    await setInventory(db, double.id, today, 5, { rupees: 1_500, available: 2 });
    const fromFor = async (adults: number) => {
      const res = await use().app.inject({
        method: 'GET',
        url: '/property/v1/app/property',
        query: {
          q: 'Dorm Baga',
          propertyType: 'all',
          adults: String(adults),
          checkInDate: String(day(0)),
          checkOutDate: String(day(1)),
        },
      });
      const price = propertyListResponseSchema.parse(res.json()).data.data.find((p) => p.id === hostel.id)?.price;
      return { min: price?.min, rooms: price?.party?.rooms };
    };
    expect(await fromFor(1)).toEqual({ min: 600, rooms: 1 });
    // Two beds (₹1,200) cost less than the private double (₹1,500).
    expect(await fromFor(2)).toEqual({ min: 1_200, rooms: 2 });
    // Three adults: three beds, the price of the stay for all of them.
    expect(await fromFor(3)).toEqual({ min: 1_800, rooms: 3 });
  });

  it('filters and sorts by the same price the card shows', async () => {
    const within = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/property',
      query: {
        city: cityName,
        propertyType: 'villa',
        minPrice: '7000',
        maxPrice: '7300',
        checkInDate: String(day(0)),
        checkOutDate: String(day(1)),
      },
    });
    expect(propertyListResponseSchema.parse(within.json()).data.data.map((p) => p.id)).toEqual([propertyId]);
    const below = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/property',
      query: {
        city: cityName,
        propertyType: 'villa',
        maxPrice: '5000',
        checkInDate: String(day(0)),
        checkOutDate: String(day(1)),
      },
    });
    expect(propertyListResponseSchema.parse(below.json()).data.data).toEqual([]);
  });

  it('shows the property page the same rule over the coming month', async () => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/propertyDetails',
      query: { id: propertyId },
    });
    const info = propertyDetailsResponseSchema.parse(res.json()).data[0];
    // The cheapest night is the ₹7,000 one, under the saver: ₹6,300 + 5%.
    expect(info?.id === 'propertyInfo' && info.data.price).toEqual({ min: 6_300, taxes: 315 });
  });

  it('gives each plan on the rooms page the GST a night it carries, by each night’s slab', async () => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/rooms',
      query: { propertyId, checkInDate: String(day(0)), checkOutDate: String(day(2)) },
    });
    const garden = roomsResponseSchema.parse(res.json()).data.find((r) => r.id === gardenId);
    // Flexible: ₹8,000 at 18% (₹1,440) and ₹7,000 at 5% (₹350) → ₹895 a night on average.
    expect(garden?.taxPerNight).toBe(895);
    expect(garden?.ratePlans?.map((p) => [p.name, p.taxPerNight])).toEqual([
      ['Flexible', 895],
      ['Saver', 338],
    ]);
  });
});
