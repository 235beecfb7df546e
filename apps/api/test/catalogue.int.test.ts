import { addDays, istDateToUnix, todayIst } from '@staybook/contract';
import {
  cityNamesResponseSchema,
  dealsResponseSchema,
  homeResponseSchema,
  propertyDetailsResponseSchema,
  propertyListResponseSchema,
  roomDetailsResponseSchema,
  roomsResponseSchema,
} from '@staybook/contract/catalogue';
import { heroPublicResponseSchema } from '@staybook/contract/hero';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import {
  categories,
  deals,
  heroSlides,
  nearbyPlaces,
  promotions,
  roomMedia,
  roomPolicies,
} from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import { addPolicies, createCity, createProperty, createRoomType, setInventory } from './support/factories.js';

const today = todayIst();
const day = (n: number) => istDateToUnix(addDays(today, n));

interface World {
  cityId: string;
  hotel: string;
  villa: string;
  soldOutVilla: string;
  petVilla: string;
  budgetHotel: string;
  hotelRoom: string;
  villaRoom: string;
}
const world = {} as World;

async function seed(db: Db): Promise<void> {
  const city = await createCity(db, { name: 'Goa', state: 'Goa', sortOrder: 0 });
  await createCity(db, { name: 'Udaipur', state: 'Rajasthan', sortOrder: 1 });
  world.cityId = city.id;
  const inGoa = { cityId: city.id };

  const hotel = await createProperty(db, {
    ...inGoa,
    propertyType: 'hotel',
    category: 'Premium',
    name: 'Baga Bay Hotel',
    ratingAverage: 4.6,
    amenities: ['wifi', 'pool'],
  });
  world.hotel = hotel.id;
  const hotelRoom = await createRoomType(db, hotel.id, { name: 'Sea View Deluxe', maxAdults: 2, maxChildren: 1 });
  world.hotelRoom = hotelRoom.id;
  await setInventory(db, hotelRoom.id, today, 20, { rupees: [6000, 6000, 9000], available: 4 });
  await db.insert(roomMedia).values([
    { roomTypeId: hotelRoom.id, highlight: 'Bedroom', url: '/media/t/bed.webp', width: 1280, height: 853 },
    { roomTypeId: hotelRoom.id, highlight: 'Bathroom', url: '/media/t/bath.webp', width: 1280, height: 853 },
  ]);
  await db
    .insert(roomPolicies)
    .values({ roomTypeId: hotelRoom.id, title: 'Smoking', description: 'Non-smoking room.' });
  await addPolicies(db, hotel.id);
  await db
    .insert(nearbyPlaces)
    .values({ propertyId: hotel.id, name: 'Baga Beach', address: 'Baga, North Goa', distanceKm: 0.4 });

  const budget = await createProperty(db, {
    ...inGoa,
    propertyType: 'hotel',
    category: 'Budget',
    name: 'Anjuna Backpackers',
    ratingAverage: 4.1,
  });
  world.budgetHotel = budget.id;
  const dorm = await createRoomType(db, budget.id, { maxAdults: 1, maxChildren: 0 });
  await setInventory(db, dorm.id, today, 20, { rupees: 1500, available: 2 });

  const villa = await createProperty(db, {
    ...inGoa,
    propertyType: 'villa',
    category: 'Elite',
    name: 'Casa Assagao',
    ratingAverage: 4.9,
  });
  world.villa = villa.id;
  const villaRoom = await createRoomType(db, villa.id, {
    name: 'Whole villa',
    maxAdults: 8,
    maxChildren: 4,
    totalRooms: 1,
  });
  world.villaRoom = villaRoom.id;
  await setInventory(db, villaRoom.id, today, 20, { rupees: 30000, available: 1 });

  const soldOut = await createProperty(db, {
    ...inGoa,
    propertyType: 'villa',
    category: 'Elite',
    name: 'Villa Vagator',
  });
  world.soldOutVilla = soldOut.id;
  const soldOutRoom = await createRoomType(db, soldOut.id, { maxAdults: 6 });
  await setInventory(db, soldOutRoom.id, today, 20, { rupees: 20000, available: 1, closed: [addDays(today, 3)] });

  const pets = await createProperty(db, {
    ...inGoa,
    propertyType: 'villa',
    category: 'Premium',
    name: 'Siolim Paws House',
    amenities: ['pet_friendly', 'wifi'],
  });
  world.petVilla = pets.id;
  const petRoom = await createRoomType(db, pets.id, { maxAdults: 4 });
  await setInventory(db, petRoom.id, today, 20, { rupees: 12000, available: 1 });

  await db.insert(categories).values([
    { name: 'Villas', target: 'Villa', imageUrl: '/media/t/villas.webp', sortOrder: 1 },
    { name: 'Elite', target: 'category', imageUrl: null, sortOrder: 2 },
    { name: 'Hidden', target: 'Villa', isActive: false, sortOrder: 3 },
  ]);
  // A deal is shown only while the promotion it advertises is on (issue 15).
  const [monsoon] = await db
    .insert(promotions)
    .values({ name: '20% off', kind: 'member', percentOff: 20, propertyId: villa.id })
    .returning();
  await db.insert(deals).values({
    title: 'Monsoon escape',
    subTitle: '20% off',
    imageUrl: '/media/t/deal.webp',
    propertyId: villa.id,
    promotionId: monsoon!.id,
  });
  await db.insert(heroSlides).values([
    { title: 'Second', imageUrl: '/media/t/h2.webp', sortOrder: 2 },
    { title: 'First', imageUrl: '/media/t/h1.webp', sortOrder: 1 },
    { title: 'Off', imageUrl: '/media/t/h3.webp', sortOrder: 0, isActive: false },
  ]);
}

describeEachDatabase('catalogue endpoints', { prepare: (database) => seed(database.db) }, (use) => {
  const list = async (query: Record<string, string | number>) => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/property',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    return res;
  };
  const names = (res: Awaited<ReturnType<typeof list>>) =>
    propertyListResponseSchema.parse(res.json()).data.data.map((p) => p.name);

  it('lists hotels by default (the spec default type) with the nightly price for the stay', async () => {
    const res = await list({ checkInDate: day(0), checkOutDate: day(2) });
    expect(res.statusCode, res.body).toBe(200);
    const body = propertyListResponseSchema.parse(res.json());
    expect(body.data.data.map((p) => p.name).sort()).toEqual(['Anjuna Backpackers', 'Baga Bay Hotel']);
    const baga = body.data.data.find((p) => p.name === 'Baga Bay Hotel')!;
    expect(baga.price).toMatchObject({ min: 6000, currency: 'INR', taxes: 300, party: { rooms: 1, nights: 2 } });
    expect(baga.propertyTypeLabel).toBe('Hotel');
    expect(baga.featuredImage.images[0]?.url).toMatch(/^\/media\//);
    expect(body.data.checkInDate).toBe(day(0));
  });

  it('averages the nightly rate over the stay', async () => {
    const body = propertyListResponseSchema.parse(
      (await list({ checkInDate: day(0), checkOutDate: day(3), propertyType: 'Hotel' })).json(),
    );
    expect(body.data.data.find((p) => p.name === 'Baga Bay Hotel')?.price.min).toBe(7000);
  });

  it('filters by type, category, city and pets', async () => {
    expect(names(await list({ propertyType: 'Villa' })).sort()).toEqual([
      'Casa Assagao',
      'Siolim Paws House',
      'Villa Vagator',
    ]);
    expect(names(await list({ category: 'elite' })).sort()).toEqual(['Casa Assagao', 'Villa Vagator']);
    expect(names(await list({ propertyType: 'all', includePet: 'true' }))).toEqual(['Siolim Paws House']);
    expect(names(await list({ city: 'Udaipur' }))).toEqual([]);
    expect(names(await list({ city: 'goa', propertyType: 'all' }))).toHaveLength(5);
  });

  it('drops a property sold out or closed on any night of the stay', async () => {
    expect(names(await list({ propertyType: 'Villa', checkInDate: day(2), checkOutDate: day(5) }))).not.toContain(
      'Villa Vagator',
    );
    expect(names(await list({ propertyType: 'Villa', checkInDate: day(4), checkOutDate: day(6) }))).toContain(
      'Villa Vagator',
    );
    expect(names(await list({ propertyType: 'all', checkInDate: day(19), checkOutDate: day(21) }))).toEqual([]);
  });

  it('drops a property that cannot hold the party', async () => {
    // Capacity is the free rooms times their occupancy: the hotel's 4 rooms hold 8 adults, the villa 8 + 4 children.
    expect(names(await list({ propertyType: 'all', adults: 7, children: 2 }))).toEqual([
      'Casa Assagao',
      'Baga Bay Hotel',
    ]);
    expect(names(await list({ propertyType: 'all', adults: 8, children: 5 }))).toEqual([]);
    expect(names(await list({ propertyType: 'Hotel', adults: 3 }))).toEqual(['Baga Bay Hotel']);
  });

  it('filters by nightly price and amenities, sorts and pages', async () => {
    expect(names(await list({ propertyType: 'all', maxPrice: 6000, sort: 'price_asc' }))).toEqual([
      'Anjuna Backpackers',
      'Baga Bay Hotel',
    ]);
    expect(names(await list({ propertyType: 'all', minPrice: 20000, sort: 'price_desc' }))).toEqual([
      'Casa Assagao',
      'Villa Vagator',
    ]);
    expect(names(await list({ propertyType: 'all', amenities: 'wifi,pool' }))).toEqual(['Baga Bay Hotel']);
    expect(names(await list({ propertyType: 'all', sort: 'rating', limit: 2 }))).toEqual([
      'Casa Assagao',
      'Baga Bay Hotel',
    ]);
    const page2 = propertyListResponseSchema.parse(
      (await list({ propertyType: 'all', sort: 'rating', limit: 2, page: 2 })).json(),
    );
    expect(page2.data).toMatchObject({ total: 5, page: 2, limit: 2, totalPages: 3 });
  });

  it.each([
    [{ checkInDate: day(3), checkOutDate: day(1) }, 'Check-out time must be greater than check-in time.'],
    [{ checkInDate: day(-2), checkOutDate: day(1) }, 'checkInDate'],
    [{ propertyType: 'Castle' }, 'propertyType'],
    [{ category: 'Gold' }, 'category'],
    [{ limit: 500 }, 'limit'],
    [{ checkInDate: 'soon' }, 'checkInDate'],
    [{ sort: 'cheapest' }, 'sort'],
  ])('refuses bad input %j naming the problem', async (query, message) => {
    const res = await list(query as Record<string, string | number>);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('describes a property as the spec sections', async () => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/propertyDetails',
      query: { id: world.hotel, data: 'detailed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sections = propertyDetailsResponseSchema.parse(res.json()).data;
    expect(sections.map((s) => s.id)).toEqual([
      'propertyInfo',
      'propertyInfoTab',
      'featuredImage',
      'amenities',
      'location',
      'hotelPolicies',
      'cancellationPolicy',
    ]);
    const info = sections[0]!.id === 'propertyInfo' ? sections[0]!.data : null;
    expect(info).toMatchObject({
      title: 'Baga Bay Hotel',
      city: 'Goa',
      price: { min: 6000 },
      agePolicy: { infantMaxAge: 1, childMaxAge: 12 },
    });
    // The pet rule is always stated, from the property's own flag (issue 24), after the stored policies.
    expect(info?.policy.hotelPolicy.policies.map((p) => p.title)).toEqual(['Quiet hours', 'Age', 'Pets']);
    expect(sections.find((s) => s.id === 'location')?.data).toEqual([
      { name: 'Baga Beach', address: 'Baga, North Goa', distanceKm: 0.4 },
    ]);
  });

  it('answers 404 for an unknown property and 400 for a malformed id', async () => {
    const { app } = use();
    const unknown = await app.inject({
      method: 'GET',
      url: '/property/v1/app/propertyDetails',
      query: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    const malformed = await app.inject({
      method: 'GET',
      url: '/property/v1/app/propertyDetails',
      query: { id: "1' OR 1=1" },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('lists rooms with one price per night and the fewest rooms free', async () => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/rooms',
      query: { propertyId: world.hotel, checkInDate: String(day(1)), checkOutDate: String(day(4)) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [room] = roomsResponseSchema.parse(res.json()).data;
    expect(room).toMatchObject({
      id: world.hotelRoom,
      name: 'Sea View Deluxe',
      available: 4,
      maxAdults: 2,
      max_child_occupancy: 1,
    });
    expect(room?.price).toEqual([
      { date: day(1), rate: 6000, available_inventory: 4 },
      { date: day(2), rate: 9000, available_inventory: 4 },
      { date: day(3), rate: 9000, available_inventory: 4 },
    ]);
  });

  it('shows a room with a closed night as not available', async () => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/rooms',
      query: { propertyId: world.soldOutVilla, checkInDate: String(day(2)), checkOutDate: String(day(5)) },
    });
    expect(roomsResponseSchema.parse(res.json()).data[0]?.available).toBe(0);
  });

  it('refuses rooms for reversed dates with the spec message', async () => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/rooms',
      query: { propertyId: world.hotel, checkInDate: String(day(4)), checkOutDate: String(day(4)) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Check-out time must be greater than check-in time.');
  });

  it('describes a room with highlights and policies', async () => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/roomDetails',
      query: { roomId: world.hotelRoom },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sections = roomDetailsResponseSchema.parse(res.json()).data;
    expect(sections.map((s) => s.type)).toEqual(['roomInfo', 'roomHighlights', 'policy', 'addons']);
    expect(sections[1]?.data).toEqual([
      {
        title: 'Bedroom',
        roomMedia: [{ title: 'Bedroom', images: [{ url: '/media/t/bed.webp', width: 1280, height: 853 }] }],
      },
      {
        title: 'Bathroom',
        roomMedia: [{ title: 'Bathroom', images: [{ url: '/media/t/bath.webp', width: 1280, height: 853 }] }],
      },
    ]);
    const missing = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/roomDetails',
      query: { roomId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('serves category tiles, cities, deals and hero slides', async () => {
    const { app } = use();
    const home = homeResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/property/v1/app/home',
          payload: { sectionType: 'category', city: 'Goa' },
        })
      ).json(),
    );
    expect(home.data.categories.map((c) => [c.name, c.target])).toEqual([
      ['Villas', 'Villa'],
      ['Elite', 'category'],
    ]);
    const citiesRes = cityNamesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/property/v1/config?configName=cityNames&type=static' })).json(),
    );
    expect(citiesRes.data).toContainEqual({ city_name: 'Goa' });
    expect(citiesRes.data.at(-1)).toEqual({ city_name: 'Udaipur' });
    const dealsRes = dealsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/property/v1/config?configName=dealsSection&type=static' })).json(),
    );
    expect(dealsRes.data.deals[0]).toMatchObject({
      title: 'Monsoon escape',
      target: 'property-details',
      propertyId: world.villa,
    });
    const hero = heroPublicResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/property/v1/hero-sections/public' })).json(),
    );
    expect(hero.data.map((h) => h.title)).toEqual(['First', 'Second']);
    const bad = await app.inject({ method: 'GET', url: '/property/v1/config?configName=everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('configName');
  });
});
