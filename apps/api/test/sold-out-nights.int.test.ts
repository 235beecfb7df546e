import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import {
  addPolicies,
  createCity,
  createProperty,
  createRoomType,
  dayFromToday,
  istDay,
  type SignedInRoles,
  setInventory,
  signedInRoles,
} from './support/factories.js';

interface Lodge {
  propertyId: string;
  /** 2 rooms free at ₹6,000, nights 0–59 from today. */
  cottage: string;
  villa: string;
}

async function createLodge(db: Parameters<typeof createProperty>[0]): Promise<Lodge> {
  const city = await createCity(db);
  const property = await createProperty(db, { name: `Nightly ${city.name}`, cityId: city.id });
  await addPolicies(db, property.id);
  const cottage = await createRoomType(db, property.id, { name: 'Garden Cottage', totalRooms: 2, sortOrder: 0 });
  const villa = await createRoomType(db, property.id, { name: 'Pool Villa', totalRooms: 2, sortOrder: 1 });
  for (const room of [cottage, villa]) await setInventory(db, room.id, istDay(0), 60, { rupees: 6_000, available: 2 });
  return { propertyId: property.id, cottage: cottage.id, villa: villa.id };
}

describeEachDatabase('sold-out nights and the nearest alternative stay', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'revenue_manager');
  });

  /** A console bulk edit over nights `from`–`to` (days from today). */
  const edit = async (roomTypeId: string, from: number, to: number, change: Record<string, unknown>) => {
    const res = await use().app.inject({
      method: 'POST',
      url: '/api/admin/inventory/bulk',
      headers: people.admin.headers,
      payload: { roomTypeId, from: istDay(from), to: istDay(to), ...change },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const room = async (lodge: Lodge, roomId: string, from: number, to: number) => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/property/v1/app/rooms',
      query: {
        propertyId: lodge.propertyId,
        checkInDate: String(dayFromToday(from)),
        checkOutDate: String(dayFromToday(to)),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Array<Record<string, unknown>>).find((r) => r.id === roomId);
  };
  const stayOf = (from: number, to: number) => ({ checkInDate: dayFromToday(from), checkOutDate: dayFromToday(to) });

  it('names a closed night and offers the nearest stay of the same length', async () => {
    const lodge = await createLodge(use().database.db);
    await edit(lodge.cottage, 30, 30, { action: 'close' });

    const cottage = await room(lodge, lodge.cottage, 29, 31);
    expect(cottage).toMatchObject({
      available: 0,
      closedNights: [dayFromToday(30)],
      // Leaving the morning the closed night begins is a stay that works.
      alternativeStay: stayOf(28, 30),
    });
    expect(cottage?.soldOutNights).toBeUndefined();
    // The other room and stays clear of the night say nothing more.
    for (const other of [await room(lodge, lodge.villa, 29, 31), await room(lodge, lodge.cottage, 31, 33)]) {
      expect(other).toMatchObject({ available: 2 });
      expect(other).not.toHaveProperty('closedNights');
      expect(other).not.toHaveProperty('soldOutNights');
      expect(other).not.toHaveProperty('alternativeStay');
    }
  });

  it('names sold-out nights and skips alternatives the stay restrictions refuse', async () => {
    const lodge = await createLodge(use().database.db);
    await edit(lodge.villa, 20, 21, { action: 'set_rooms', rooms: 0 });
    // The nearest later stays (22–24, 23–25) arrive on nights that need three.
    await edit(lodge.villa, 22, 23, { action: 'set_min_stay', minStay: 3 });

    const villa = await room(lodge, lodge.villa, 20, 22);
    expect(villa).toMatchObject({
      available: 0,
      soldOutNights: [dayFromToday(20), dayFromToday(21)],
      alternativeStay: stayOf(18, 20),
    });
    expect(villa?.closedNights).toBeUndefined();
    // The alternative it offered can be booked.
    expect(await room(lodge, lodge.villa, 18, 20)).toMatchObject({ available: 2 });
  });

  it('offers a stay refused only by a restriction another arrival, and none when the window is sold out', async () => {
    const lodge = await createLodge(use().database.db);
    await edit(lodge.cottage, 40, 40, { action: 'close_to_arrival' });
    const refused = await room(lodge, lodge.cottage, 40, 42);
    expect(refused).toMatchObject({
      available: 0,
      unavailableReason: expect.stringMatching(/^No arrivals on /),
      alternativeStay: stayOf(41, 43),
    });
    expect(refused).not.toHaveProperty('closedNights');

    await edit(lodge.villa, 0, 59, { action: 'set_rooms', rooms: 0 });
    const soldOut = await room(lodge, lodge.villa, 30, 32);
    expect(soldOut).toMatchObject({ available: 0, soldOutNights: [dayFromToday(30), dayFromToday(31)] });
    expect(soldOut).not.toHaveProperty('alternativeStay');
  });
});
