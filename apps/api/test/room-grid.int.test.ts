import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { roomBlocks } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import { createRoomForSale, istDay, type Role, type SignedInRoles, signedInRoles } from './support/factories.js';

/**
 * The room grid's read (issue 44): beside who sleeps where, each numbered room's out-of-service periods — past ones
 * too, a released one up to the night it was put back — and the room types' blocks that are of no numbered room.
 */
describeEachDatabase('the room grid read (/api/admin/room-assignments)', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'property_manager');
  });
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, role: Role = 'staff') =>
    use().app.inject({
      method,
      url,
      headers: people[role].headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function numbered(count: number) {
    const f = await createRoomForSale(use().database.db, { roomName: 'Garden', available: count, nights: 20 });
    const ids: string[] = [];
    for (let k = 1; k <= count; k++) {
      const res = await inject('POST', `/api/admin/room-types/${f.roomTypeId}/rooms`, {
        number: String(300 + k),
        floor: 3,
        features: [],
        connectsToRoomId: null,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    return { ...f, ids };
  }

  it("draws a room's out-of-service periods, past and released ones too, and the type's blocks of no numbered room", async () => {
    const f = await numbered(3);
    const off = await inject('PUT', `/api/admin/rooms/${f.ids[0]}/out-of-service`, {
      reason: 'Leaking tap',
      from: istDay(2),
      to: istDay(3),
    });
    expect(off.statusCode, off.body).toBe(200);
    // A second period of the same room, put back today: as if it had run from three nights ago.
    const earlier = await inject('PUT', `/api/admin/rooms/${f.ids[1]}/out-of-service`, {
      reason: 'Painting',
      from: istDay(0),
      to: istDay(4),
    });
    expect(earlier.statusCode, earlier.body).toBe(200);
    const earlierId = earlier.json().data.outOfService.blockId as string;
    expect((await inject('DELETE', `/api/admin/rooms/${f.ids[1]}/out-of-service`)).statusCode).toBe(200);
    await use()
      .database.db.update(roomBlocks)
      .set({ startsOn: istDay(-3) })
      .where(eq(roomBlocks.id, earlierId));
    const owner = await inject('POST', '/api/admin/inventory/blocks', {
      roomTypeId: f.roomTypeId,
      kind: 'owner_stay',
      from: istDay(5),
      to: istDay(6),
      roomCount: 1,
      reason: 'The owner’s family',
    });
    expect(owner.statusCode, owner.body).toBe(201);

    const res = await inject(
      'GET',
      `/api/admin/room-assignments?propertyId=${f.propertyId}&from=${istDay(-5)}&to=${istDay(8)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.outOfService).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ roomId: f.ids[0], reason: 'Leaking tap', from: istDay(2), to: istDay(3) }),
        // Released today: its nights before today were out of service, the rest went back on sale.
        expect.objectContaining({ roomId: f.ids[1], reason: 'Painting', from: istDay(-3), to: istDay(-1) }),
      ]),
    );
    expect(data.outOfService).toHaveLength(2);
    expect(data.blocks).toEqual([
      expect.objectContaining({
        roomTypeId: f.roomTypeId,
        kind: 'owner_stay',
        rooms: 1,
        reason: 'The owner’s family',
        from: istDay(5),
        to: istDay(6),
      }),
    ]);

    // A window that ends before the periods shows none of them.
    const before = await inject(
      'GET',
      `/api/admin/room-assignments?propertyId=${f.propertyId}&from=${istDay(-10)}&to=${istDay(-4)}`,
    );
    expect(before.json().data.outOfService).toEqual([]);
    expect(before.json().data.blocks).toEqual([]);
  });

  it('reads a 31-night window, and refuses one longer than the grid reads, saying why', async () => {
    const f = await numbered(1);
    const month = await inject(
      'GET',
      `/api/admin/room-assignments?propertyId=${f.propertyId}&from=${istDay(0)}&to=${istDay(30)}`,
    );
    expect(month.statusCode, month.body).toBe(200);
    const tooLong = await inject(
      'GET',
      `/api/admin/room-assignments?propertyId=${f.propertyId}&from=${istDay(0)}&to=${istDay(62)}`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toMatch(/at most 62 nights/);
  });
});
