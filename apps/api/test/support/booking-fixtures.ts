import { addDays, type IsoDate, istDateToUnix, stayNights, todayIst } from '@staybook/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config.js';
import type { Db } from '../../src/db/client.js';
import {
  cities,
  properties,
  propertyMedia,
  propertyPolicies,
  roomInventory,
  roomTypes,
} from '../../src/db/schema/catalogue.js';
import { signedInUser } from './factories.js';

/** Catalogue rows and signed-in guests for the booking and payment suites. */

let serial = 0;
const tag = () => `${process.pid}-${++serial}`;

export async function createProperty(
  db: Db,
  over: Partial<typeof properties.$inferInsert> = {},
): Promise<{ id: string; name: string }> {
  const t = tag();
  const [city] = await db
    .insert(cities)
    .values({ name: `Goa ${t}`, state: 'Goa' })
    .returning();
  if (!city) throw new Error('city not created');
  const [property] = await db
    .insert(properties)
    .values({
      slug: `stay-${t}`,
      name: `Casa ${t}`,
      propertyType: 'villa',
      category: 'Premium',
      cityId: city.id,
      locality: 'Assagao',
      address: 'Assagao, North Goa',
      contactPhone: '+91 832 226 1234',
      contactEmail: 'stay@example.com',
      ...over,
    })
    .returning();
  if (!property) throw new Error('property not created');
  await db.insert(propertyMedia).values({
    propertyId: property.id,
    category: 'Exterior',
    url: `/media/seed/${t}.webp`,
    sortOrder: 0,
  });
  return { id: property.id, name: property.name };
}

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

export interface Guest {
  id: string;
  phone: string;
  headers: { authorization: string };
}

let phoneSerial = 0;

/** A guest row and a bearer token for it (the OTP flow is tested by the accounts suites). */
export async function createGuest(db: Db, config: Config): Promise<Guest> {
  const phone = `9${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSerial).padStart(6, '0')}`;
  const user = await signedInUser(db, config, 'guest', phone, 'Asha Naik');
  return { id: user.id, phone, headers: user.headers };
}

/** Unix seconds of an IST date `days` from today. */
export const dayFromToday = (days: number): number => istDateToUnix(addDays(todayIst(), days));
export const istDay = (days: number): IsoDate => addDays(todayIst(), days);

export const primaryGuest = { name: 'Asha Naik', email: 'asha@example.com', phone: '9822012345' };

export function bookingPayload(
  propertyId: string,
  rooms: Array<{ id: string; roomCount?: number; adults?: number; children?: number }>,
  checkInDays: number,
  checkOutDays: number,
  over: Record<string, unknown> = {},
) {
  const roomIds = rooms.map((r) => ({
    id: r.id,
    roomCount: r.roomCount ?? 1,
    adults: r.adults ?? r.roomCount ?? 1,
    children: r.children ?? 0,
  }));
  const adults = roomIds.reduce((n, r) => n + r.adults, 0);
  const children = roomIds.reduce((n, r) => n + r.children, 0);
  return {
    initiatePayment: true,
    checkInDate: dayFromToday(checkInDays),
    checkOutDate: dayFromToday(checkOutDays),
    propertyId,
    addons: [],
    guests: { adults, children },
    adults,
    childrens: children,
    roomIds,
    paymentType: 'online',
    primaryGuest,
    ...over,
  };
}

export async function book(app: FastifyInstance, guest: Guest, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/property/v1/app/booking', headers: guest.headers, payload });
}

/** Available and booked rooms for each night of a room type, in date order. */
export async function inventoryOf(db: Db, roomTypeId: string) {
  return db
    .select({ date: roomInventory.stayDate, available: roomInventory.available, booked: roomInventory.booked })
    .from(roomInventory)
    .where(eq(roomInventory.roomTypeId, roomTypeId))
    .orderBy(asc(roomInventory.stayDate));
}
