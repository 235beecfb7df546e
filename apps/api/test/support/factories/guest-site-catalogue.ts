import { addDays, type IsoDate, stayNights, todayIst } from '@staybook/contract';
import type { Db } from '../../../src/db/client.js';
import { properties, propertyMedia, roomInventory, roomTypes } from '../../../src/db/schema/catalogue.js';
import { createCity } from './catalogue.js';

/** A small catalogue for the price-unlock and SEO suites: one city, a few properties, rooms and rates. */
export interface GuestSiteCatalogue {
  villaId: string;
  hotelId: string;
  archivedId: string;
  /** Villa rooms: 'Garden Room' (₹4,000 / ₹5,000 a night), 'Pool Suite' (₹9,000), 'Sold Out Cabin' (₹1,000, none free). */
  gardenRoomId: string;
  poolSuiteId: string;
  soldOutCabinId: string;
  /** First night priced; the villa's rooms are open for 14 nights from here. */
  from: IsoDate;
}

let serial = 0;

export async function seedGuestSiteCatalogue(db: Db, today: IsoDate = todayIst()): Promise<GuestSiteCatalogue> {
  const tag = `${process.pid}-${++serial}`;
  const city = await createCity(db);
  const base = {
    cityId: city.id,
    locality: 'Assagao',
    category: 'Premium',
    ratingAverage: 4.7,
    ratingCount: 128,
  };
  const [villa, hotel, archived] = await db
    .insert(properties)
    .values([
      {
        ...base,
        slug: `casa-azul-${tag}`,
        name: 'Casa Azul Villa',
        propertyType: 'villa',
        address: 'Assagao, North Goa',
        description: 'A quiet pool villa.',
        externalUrl: 'https://casa-azul.example.com/',
        latitude: 15.5937,
        longitude: 73.7654,
        tourismRegistrationNo: 'HOTN002345',
        sortOrder: 1,
      },
      {
        ...base,
        slug: `sea-breeze-${tag}`,
        name: 'Sea Breeze "Hotel" & Spa',
        propertyType: 'hotel',
        address: 'Calangute, Goa',
        sortOrder: 2,
      },
      {
        ...base,
        slug: `closed-${tag}`,
        name: 'Closed Inn',
        propertyType: 'hotel',
        address: 'Panaji',
        status: 'archived',
      },
    ])
    .returning();
  if (!villa || !hotel || !archived) throw new Error('properties not created');

  await db.insert(propertyMedia).values([
    {
      propertyId: villa.id,
      category: 'Exterior',
      title: 'Pool at dusk',
      url: '/media/seed/casa-azul-pool.webp',
      width: 1280,
      height: 853,
      sortOrder: 0,
    },
    {
      propertyId: villa.id,
      category: 'Rooms',
      title: 'Bedroom',
      url: '/media/seed/casa-azul-bed.webp',
      width: 1280,
      height: 853,
      sortOrder: 1,
    },
  ]);

  const [garden, pool, cabin] = await db
    .insert(roomTypes)
    .values([
      {
        propertyId: villa.id,
        name: 'Garden Room',
        roomType: 'Deluxe',
        maxAdults: 2,
        maxChildren: 1,
        totalRooms: 3,
        baseRatePaise: 400_000,
        sortOrder: 1,
      },
      {
        propertyId: villa.id,
        name: 'Pool Suite',
        roomType: 'Suite',
        maxAdults: 4,
        maxChildren: 2,
        totalRooms: 1,
        baseRatePaise: 900_000,
        sortOrder: 2,
      },
      {
        propertyId: villa.id,
        name: 'Sold Out Cabin',
        roomType: 'Cabin',
        maxAdults: 2,
        maxChildren: 0,
        totalRooms: 1,
        baseRatePaise: 100_000,
        sortOrder: 0,
      },
    ])
    .returning();
  if (!garden || !pool || !cabin) throw new Error('rooms not created');

  const nights = stayNights(today, addDays(today, 14));
  await db.insert(roomInventory).values(
    nights.flatMap((date, i) => [
      // Garden Room alternates ₹4,000 and ₹5,000 so a two-night stay crosses both rates.
      { roomTypeId: garden.id, stayDate: date, ratePaise: i % 2 === 0 ? 400_000 : 500_000, available: 3 },
      { roomTypeId: pool.id, stayDate: date, ratePaise: 900_000, available: 1 },
      { roomTypeId: cabin.id, stayDate: date, ratePaise: 100_000, available: 0 },
    ]),
  );

  return {
    villaId: villa.id,
    hotelId: hotel.id,
    archivedId: archived.id,
    gardenRoomId: garden.id,
    poolSuiteId: pool.id,
    soldOutCabinId: cabin.id,
    from: today,
  };
}
