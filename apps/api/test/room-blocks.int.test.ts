import { addDays, type IsoDate } from '@staybook/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, roomBlocks, roomInventory } from '../src/db/schema/index.js';
import {
  openNights,
  placeBlock,
  releaseBlock,
  retakeShortNights,
  roomBlockConflicts,
} from '../src/modules/inventory/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createRoomForSale,
  istDay,
  paidBooking,
  type Role,
  type RoomForSale,
  type SignedInRoles,
  signedInRoles,
  signedInUser,
} from './support/factories.js';

/** Available, booked and blocked rooms per night of a room type, from `from` for `nights` nights. */
async function nightsOf(db: Parameters<typeof openNights>[0], roomTypeId: string, from: IsoDate, nights: number) {
  const rows = await db
    .select({
      date: roomInventory.stayDate,
      available: roomInventory.available,
      booked: roomInventory.booked,
      blocked: roomInventory.blocked,
    })
    .from(roomInventory)
    .where(eq(roomInventory.roomTypeId, roomTypeId))
    .orderBy(roomInventory.stayDate);
  const last = addDays(from, nights);
  return rows.filter((r) => r.date >= from && r.date < last).map((r) => [r.available, r.booked, r.blocked]);
}

describeEachDatabase('room blocks (/api/admin/inventory/blocks)', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'front_desk');
  });
  const as = (role: Role) => people[role].headers;
  const villa = (available = 3): Promise<RoomForSale> =>
    createRoomForSale(use().database.db, { roomName: 'Garden Suite', available, nights: 20 });
  const create = (payload: Record<string, unknown>, role: Role = 'staff') =>
    use().app.inject({ method: 'POST', url: '/api/admin/inventory/blocks', headers: as(role), payload });
  const ownerStay = (f: RoomForSale, over: Record<string, unknown> = {}) => ({
    roomTypeId: f.roomTypeId,
    kind: 'owner_stay',
    from: istDay(3),
    to: istDay(5),
    roomCount: 2,
    reason: 'Mr and Mrs Fernandes (owners) for Christmas',
    ...over,
  });

  it('takes the rooms out of every channel for the nights, with a kind and a reason, and gives them back on release', async () => {
    const f = await villa();
    const { app, database } = use();
    const res = await create(ownerStay(f));
    expect(res.statusCode, res.body).toBe(201);
    const block = res.json().data;
    expect(block).toMatchObject({
      roomTypeId: f.roomTypeId,
      roomTypeName: 'Garden Suite',
      kind: 'owner_stay',
      from: istDay(3),
      to: istDay(5),
      nights: 3,
      roomCount: 2,
      reason: 'Mr and Mrs Fernandes (owners) for Christmas',
      channel: null,
      conflictDates: [],
      createdBy: 'Sunil Staff',
      releasedAt: null,
    });
    // Nights 3, 4, 5 hold two rooms each; night 6 is untouched.
    expect(await nightsOf(database.db, f.roomTypeId, istDay(2), 5)).toEqual([
      [3, 0, 0],
      [1, 0, 2],
      [1, 0, 2],
      [1, 0, 2],
      [3, 0, 0],
    ]);
    // The rates calendar counts them: total = available + booked + blocked.
    const cal = await app.inject({
      method: 'GET',
      url: '/api/admin/inventory',
      headers: as('admin'),
      query: { roomTypeId: f.roomTypeId, from: istDay(3), to: istDay(3) },
    });
    expect(cal.json().data.nights[0]).toMatchObject({ available: 1, booked: 0, blocked: 2, total: 3 });
    // The list shows it for a window that overlaps it, not for one that does not.
    const list = (from: IsoDate, to: IsoDate) =>
      app.inject({
        method: 'GET',
        url: '/api/admin/inventory/blocks',
        headers: as('staff'),
        query: { propertyId: f.propertyId, from, to },
      });
    expect((await list(istDay(5), istDay(9))).json().data.map((b: { id: string }) => b.id)).toEqual([block.id]);
    expect((await list(istDay(6), istDay(9))).json().data).toEqual([]);
    // The desk's day view over every property it may see: this block for a member of the villa, none for another's.
    const dayOf = async (headers: Record<string, string>) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/inventory/blocks',
          headers,
          query: { from: istDay(4), to: istDay(4) },
        })
      ).json().data as Array<{ id: string }>;
    expect((await dayOf(as('staff'))).map((b) => b.id)).toContain(block.id);
    const other = await createRoomForSale(database.db, { roomName: 'Elsewhere' });
    const elsewhere = await signedInUser(database.db, use().config, 'staff', { scope: [other.propertyId] });
    expect((await dayOf(elsewhere.headers as Record<string, string>)).map((b) => b.id)).not.toContain(block.id);
    // Occupancy leaves blocked rooms out of the room-nights available: 3 nights × 3 rooms − 6 blocked.
    const report = await app.inject({
      method: 'GET',
      url: '/api/admin/reports/stay-nights',
      headers: as('admin'),
      query: { from: istDay(3), to: istDay(5), propertyId: f.propertyId },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data.total.roomNightsAvailable).toBe(3);
    // Audited.
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inventory.block.create'), eq(auditLog.entityId, block.id)));
    expect(audits).toHaveLength(1);

    const released = await app.inject({
      method: 'DELETE',
      url: `/api/admin/inventory/blocks/${block.id}`,
      headers: as('staff'),
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data.releasedAt).toEqual(expect.any(Number));
    expect(await nightsOf(database.db, f.roomTypeId, istDay(3), 3)).toEqual([
      [3, 0, 0],
      [3, 0, 0],
      [3, 0, 0],
    ]);
    expect((await list(istDay(3), istDay(5))).json().data).toEqual([]);
    // Releasing again changes nothing.
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/inventory/blocks/${block.id}`,
      headers: as('staff'),
    });
    expect(again.statusCode).toBe(200);
    expect(await nightsOf(database.db, f.roomTypeId, istDay(3), 1)).toEqual([[3, 0, 0]]);
  });

  it('refuses a block the rooms sold cannot make room for, naming the night, and blocks nothing', async () => {
    const f = await villa(2);
    const { app, database } = use();
    await paidBooking(app, people.guest, { propertyId: f.propertyId, roomTypeId: f.roomTypeId, from: 4, to: 5 });
    const res = await create(ownerStay(f, { roomCount: 2 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(
      /has 1 room of Garden Suite free; the block needs 2 rooms\. Nothing was blocked\.$/,
    );
    expect(await nightsOf(database.db, f.roomTypeId, istDay(3), 3)).toEqual([
      [2, 0, 0],
      [1, 1, 0],
      [2, 0, 0],
    ]);
    expect(await database.db.select().from(roomBlocks).where(eq(roomBlocks.roomTypeId, f.roomTypeId))).toEqual([]);
    // One room fits.
    expect((await create(ownerStay(f, { roomCount: 1 }))).statusCode).toBe(201);
    // The guest site now has nothing left on night 4.
    const rooms = await app.inject({
      method: 'GET',
      url: '/api/admin/inventory',
      headers: as('admin'),
      query: { roomTypeId: f.roomTypeId, from: istDay(4), to: istDay(4) },
    });
    expect(rooms.json().data.nights[0]).toMatchObject({ available: 0, booked: 1, blocked: 1, total: 2 });
  });

  it('says clearly what is wrong with a block: past nights, no reason, more rooms than the room type has, who may', async () => {
    const f = await villa();
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ from: istDay(-1) }, 400, /past nights cannot be blocked/],
      [{ reason: '  ' }, 400, /say who stays or what is being repaired/],
      [{ roomCount: 4 }, 400, /Garden Suite has 3 rooms; a block cannot take 4/],
      [{ kind: 'channel' }, 400, /owner stay, maintenance or out of order/],
      [{ to: istDay(2) }, 400, /on or after the first night/],
    ];
    for (const [over, status, message] of cases) {
      const res = await create(ownerStay(f, over));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).toMatch(message);
    }
    expect((await create(ownerStay(f), 'guest')).statusCode).toBe(403);
    expect(await use().database.db.select().from(roomBlocks).where(eq(roomBlocks.roomTypeId, f.roomTypeId))).toEqual(
      [],
    );
  });

  it('holds nights that are not open yet from the moment the sale horizon opens them', async () => {
    const f = await villa();
    const { database } = use();
    // Nights 0–19 are open; the block runs over nights 18–22.
    const res = await create(ownerStay(f, { from: istDay(18), to: istDay(22), roomCount: 1, kind: 'maintenance' }));
    expect(res.statusCode, res.body).toBe(201);
    await openNights(database.db, { id: f.roomTypeId, baseRatePaise: 400_000, totalRooms: 3 }, istDay(20), 5);
    expect(await nightsOf(database.db, f.roomTypeId, istDay(18), 7)).toEqual([
      [2, 0, 1],
      [2, 0, 1],
      [2, 0, 1],
      [2, 0, 1],
      [2, 0, 1],
      [3, 0, 0],
      [3, 0, 0],
    ]);
  });

  it("records a channel's block over a sold night as a conflict, and holds the night once the booking is gone", async () => {
    const f = await villa(1);
    const { app, database } = use();
    const booking = await paidBooking(app, people.guest, {
      propertyId: f.propertyId,
      roomTypeId: f.roomTypeId,
      from: 6,
      to: 7,
    });
    const block = await database.db.transaction((tx) =>
      placeBlock(
        tx,
        {
          propertyId: f.propertyId,
          roomTypeId: f.roomTypeId,
          kind: 'channel',
          startsOn: istDay(5),
          endsOn: istDay(8),
          roomCount: 1,
          reason: 'Airbnb reservation',
          createdBy: null,
        },
        'free',
      ),
    );
    expect(block.shortDates).toEqual([istDay(6)]);
    expect(await nightsOf(database.db, f.roomTypeId, istDay(5), 3)).toEqual([
      [0, 0, 1],
      [0, 1, 0],
      [0, 0, 1],
    ]);
    expect((await roomBlockConflicts(database.db, new Date())).map((b) => [b.id, b.conflictDates])).toContainEqual([
      block.id,
      [istDay(6)],
    ]);
    // Nothing to retake while the booking holds the night.
    expect(await database.db.transaction((tx) => retakeShortNights(tx, block, new Date()))).toEqual([istDay(6)]);
    // The guest cancels: the night is free, and the block takes it.
    const cancel = await app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/cancel',
      headers: people.guest.headers,
      payload: { bookingId: booking.bookingId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await database.db.transaction((tx) => retakeShortNights(tx, block, new Date()))).toEqual([]);
    expect(await nightsOf(database.db, f.roomTypeId, istDay(6), 1)).toEqual([[0, 0, 1]]);
    expect((await roomBlockConflicts(database.db, new Date())).map((b) => b.id)).not.toContain(block.id);
    // Released: every night back on sale; staff cannot release it by hand (it belongs to the channel's calendar).
    const [row] = await database.db.select().from(roomBlocks).where(eq(roomBlocks.id, block.id));
    await database.db.transaction((tx) => releaseBlock(tx, row!, null, new Date()));
    expect(await nightsOf(database.db, f.roomTypeId, istDay(5), 3)).toEqual([
      [1, 0, 0],
      [1, 0, 0],
      [1, 0, 0],
    ]);
  });
});
