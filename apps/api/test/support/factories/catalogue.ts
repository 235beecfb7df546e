import { addDays, type IsoDate, stayNights, todayIst } from '@staybook/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.js';
import {
  cities,
  properties,
  propertyMedia,
  propertyPolicies,
  roomInventory,
  roomTypes,
} from '../../../src/db/schema/catalogue.js';

/** Catalogue rows: cities, properties with a picture and policies, room types, and nights for sale. */

let serial = 0;
const tag = () => `${process.pid}-${++serial}`;

/** An IST date `days` from today. */
export const istDay = (days: number): IsoDate => addDays(todayIst(), days);

/** A city with a name of its own unless one is given (city names are unique). */
export async function createCity(
  db: Db,
  over: Partial<typeof cities.$inferInsert> = {},
): Promise<{ id: string; name: string }> {
  const [city] = await db
    .insert(cities)
    .values({ name: `Goa ${tag()}`, state: 'Goa', ...over })
    .returning();
  if (!city) throw new Error('city not created');
  return { id: city.id, name: city.name };
}

/**
 * An active villa in a city of its own unless `cityId` is given, with one exterior picture unless
 * `picture: false` (a suite that counts or orders pictures starts from none).
 */
export async function createProperty(
  db: Db,
  over: Partial<typeof properties.$inferInsert> = {},
  options: { picture?: boolean } = {},
): Promise<{ id: string; name: string }> {
  const t = tag();
  const cityId = over.cityId ?? (await createCity(db)).id;
  const [property] = await db
    .insert(properties)
    .values({
      slug: `stay-${t}`,
      name: `Casa ${t}`,
      propertyType: 'villa',
      category: 'Premium',
      cityId,
      locality: 'Assagao',
      address: 'Assagao, North Goa',
      contactPhone: '+91 832 226 1234',
      contactEmail: 'stay@example.com',
      ...over,
    })
    .returning();
  if (!property) throw new Error('property not created');
  if (options.picture === false) return { id: property.id, name: property.name };
  await db.insert(propertyMedia).values({
    propertyId: property.id,
    category: 'Exterior',
    url: `/media/seed/${t}.webp`,
    sortOrder: 0,
  });
  return { id: property.id, name: property.name };
}

/** House rules, a guest-profile rule and a cancellation rule, as the booking pages show them. */
export async function addPolicies(db: Db, propertyId: string): Promise<void> {
  await db.insert(propertyPolicies).values([
    { propertyId, kind: 'hotel', groupKey: 'houseRules', title: 'Quiet hours', texts: ['No loud music after 10 PM.'] },
    { propertyId, kind: 'hotel', groupKey: 'guestProfile', title: 'Age', texts: ['Guests must be 18 or older.'] },
    {
      propertyId,
      kind: 'cancellation',
      groupKey: 'general',
      title: 'No-shows',
      texts: ['A no-show is charged the first night.'],
    },
  ]);
}

/** A Deluxe room type: 5 rooms, 2 adults and 1 child, ₹4,000 base; no nights open until `setInventory`. */
export async function createRoomType(
  db: Db,
  propertyId: string,
  over: Partial<typeof roomTypes.$inferInsert> = {},
): Promise<{ id: string; name: string }> {
  const [room] = await db
    .insert(roomTypes)
    .values({
      propertyId,
      name: `Room ${tag()}`,
      roomType: 'Deluxe',
      maxAdults: 2,
      maxChildren: 1,
      totalRooms: 5,
      baseRatePaise: 400_000,
      ...over,
    })
    .returning();
  if (!room) throw new Error('room not created');
  return { id: room.id, name: room.name };
}

/** Opens `nights` nights from `from` with the given rate(s) in rupees (one per night, or one for all). */
export async function setInventory(
  db: Db,
  roomTypeId: string,
  from: IsoDate,
  nights: number,
  opts: { rupees: number | number[]; available: number; closed?: IsoDate[] },
): Promise<void> {
  const dates = stayNights(from, addDays(from, nights));
  await db.insert(roomInventory).values(
    dates.map((date, i) => ({
      roomTypeId,
      stayDate: date,
      ratePaise: (Array.isArray(opts.rupees) ? (opts.rupees[i] ?? opts.rupees.at(-1) ?? 0) : opts.rupees) * 100,
      available: opts.available,
      isClosed: opts.closed?.includes(date) ?? false,
    })),
  );
}

export interface RoomForSale {
  propertyId: string;
  propertyName: string;
  roomTypeId: string;
  roomName: string;
}

/**
 * The shortest way to something bookable: a property with policies and one room type whose nights are open from
 * today. Defaults: 'Garden Room', 5 rooms free at ₹4,000 for 20 nights.
 */
export async function createRoomForSale(
  db: Db,
  options: {
    propertyName?: string;
    roomName?: string;
    rupees?: number;
    available?: number;
    nights?: number;
    room?: Partial<typeof roomTypes.$inferInsert>;
    property?: Partial<typeof properties.$inferInsert>;
  } = {},
): Promise<RoomForSale> {
  const property = await createProperty(db, {
    ...(options.propertyName ? { name: options.propertyName } : {}),
    ...options.property,
  });
  await addPolicies(db, property.id);
  const available = options.available ?? 5;
  const room = await createRoomType(db, property.id, {
    name: options.roomName ?? 'Garden Room',
    totalRooms: Math.max(available, 1),
    ...options.room,
  });
  await setInventory(db, room.id, istDay(0), options.nights ?? 20, { rupees: options.rupees ?? 4_000, available });
  return { propertyId: property.id, propertyName: property.name, roomTypeId: room.id, roomName: room.name };
}

/** Available and booked rooms for each night of a room type, in date order (what a test reads back). */
export async function inventoryOf(db: Db, roomTypeId: string) {
  return db
    .select({ date: roomInventory.stayDate, available: roomInventory.available, booked: roomInventory.booked })
    .from(roomInventory)
    .where(eq(roomInventory.roomTypeId, roomTypeId))
    .orderBy(asc(roomInventory.stayDate));
}
