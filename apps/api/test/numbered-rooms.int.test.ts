import { addDays, type IsoDate } from '@staybook/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, bookings, roomInventory, roomTypes } from '../src/db/schema/index.js';
import { assignArrivals } from '../src/modules/inventory/assignments.service.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createRoomForSale,
  istDay,
  paidBooking,
  type Role,
  type RoomForSale,
  type SignedInRoles,
  signedInRoles,
} from './support/factories.js';
import { payInCheckout, silentLog } from './support/payment-helpers.js';

/** Available, booked and blocked rooms per night of a room type, from `from` for `nights` nights. */
async function nightsOf(
  db: Parameters<typeof assignArrivals>[0]['db'],
  roomTypeId: string,
  from: IsoDate,
  nights: number,
) {
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

describeEachDatabase('numbered rooms and assignment (/api/admin/rooms…)', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'property_manager');
  });
  const as = (role: Role) => people[role].headers;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, role: Role = 'staff') =>
    use().app.inject({
      method,
      url,
      headers: as(role),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A room type of `count` rooms, each numbered on the first floor (101…), with features by number. */
  async function numbered(count: number, features: Record<string, string[]> = {}, name = 'Sea Deluxe') {
    const f = await createRoomForSale(use().database.db, { roomName: name, available: count, nights: 20 });
    const ids: Record<string, string> = {};
    for (let k = 1; k <= count; k++) {
      const number = String(100 + k);
      const res = await inject('POST', `/api/admin/room-types/${f.roomTypeId}/rooms`, {
        number,
        floor: 1,
        features: features[number] ?? [],
        connectsToRoomId: null,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids[number] = res.json().data.id;
    }
    return { ...f, ids };
  }

  const roomsOf = async (bookingId: string) => {
    const res = await inject('GET', `/api/admin/bookings/${bookingId}/rooms`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      slots: Array<{
        bookingRoomId: string;
        slot: number;
        stays: Array<{ number: string; from: string; to: string }>;
        freeRooms: Array<{ number: string }>;
        unassignedNights: number;
      }>;
    };
  };

  const partyOf = async (f: RoomForSale, rooms: number, from: number, to: number, notes?: string) => {
    const guest = await createGuest(use().database.db, use().config);
    const res = await book(
      use().app,
      guest,
      bookingPayload(f.propertyId, [{ id: f.roomTypeId, roomCount: rooms, adults: rooms }], from, to),
    );
    expect(res.statusCode, res.body).toBe(200);
    const paid = await payInCheckout(use().app, res.json().data.payment.orderDetails.id);
    expect(paid.json().paid).toBe(true);
    const id = res.json().data.bookingId as string;
    // The desk's notes carry a request (a desk booking's notes field).
    if (notes) await use().database.db.update(bookings).set({ deskNotes: notes }).where(eq(bookings.id, id));
    return id;
  };

  it('numbers the rooms the type already counts, then each room beyond puts one more on sale every open night', async () => {
    const f = await numbered(2);
    const { database } = use();
    // The two counted rooms are named: still two on sale.
    expect(await nightsOf(database.db, f.roomTypeId, istDay(0), 1)).toEqual([[2, 0, 0]]);
    const third = await inject('POST', `/api/admin/room-types/${f.roomTypeId}/rooms`, {
      number: '103',
      floor: 1,
      features: ['sea view'],
      connectsToRoomId: f.ids['102'],
    });
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json().data).toMatchObject({
      number: '103',
      floor: 1,
      features: ['sea view'],
      connectsToNumber: '102',
      outOfService: null,
    });
    expect(await nightsOf(database.db, f.roomTypeId, istDay(0), 2)).toEqual([
      [3, 0, 0],
      [3, 0, 0],
    ]);
    const [type] = await database.db
      .select({ totalRooms: roomTypes.totalRooms })
      .from(roomTypes)
      .where(eq(roomTypes.id, f.roomTypeId));
    expect(type!.totalRooms).toBe(3);
    // A number is the property's once.
    const again = await inject('POST', `/api/admin/room-types/${f.roomTypeId}/rooms`, {
      number: '103',
      floor: 2,
      features: [],
      connectsToRoomId: null,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Room 103 already exists at this property: each number once.');
    // The list, and the calendar cannot sell more rooms than are numbered.
    const list = await inject('GET', `/api/admin/room-types/${f.roomTypeId}/rooms`);
    expect(list.json().data).toMatchObject({
      totalRooms: 3,
      rooms: [{ number: '101' }, { number: '102' }, { number: '103' }],
    });
    const bulk = await inject(
      'POST',
      '/api/admin/inventory/bulk',
      { roomTypeId: f.roomTypeId, from: istDay(1), to: istDay(2), action: 'set_rooms', rooms: 4 },
      'admin',
    );
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error.message).toMatch(/has 3 numbered rooms: a night can sell at most that many/);
    // The front desk reads rooms but does not set them up.
    const desk = await signedInRoles(database.db, use().config, 'front_desk');
    const refused = await use().app.inject({
      method: 'POST',
      url: `/api/admin/room-types/${f.roomTypeId}/rooms`,
      headers: desk.staff.headers,
      payload: { number: '104', floor: 1, features: [], connectsToRoomId: null },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("leaves a numbered room type's count to its rooms when the room type editor sends another", async () => {
    const f = await numbered(3);
    const res = await inject(
      'PUT',
      `/api/admin/catalogue/room-types/${f.roomTypeId}`,
      {
        name: 'Sea Deluxe',
        roomType: 'Deluxe',
        description: 'Faces the sea.',
        sizeSqft: 300,
        baseAdults: 2,
        maxAdults: 2,
        baseChildren: 0,
        maxChildren: 1,
        totalRooms: 9,
        baseRate: 4500,
        amenities: [],
        policies: [],
      },
      'admin',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ totalRooms: 3, baseRate: 4500, description: 'Faces the sea.' });
  });

  it('assigns arrivals by the rules: a party together, a requested feature honoured, the least-worn room first', async () => {
    const f = await numbered(5, { '105': ['sea view'] });
    const party = await partyOf(f, 2, 1, 3);
    const honeymoon = await partyOf(f, 1, 1, 2, 'Honeymoon, a sea view please');
    const result = await assignArrivals({ db: use().database.db, log: silentLog }, new Date());
    expect(result.unassigned).toBe(0);
    const two = await roomsOf(party);
    expect(two.slots.flatMap((s) => s.stays.map((x) => x.number)).sort()).toEqual(['101', '102']);
    expect(two.slots[0]!.stays[0]).toMatchObject({ from: istDay(1), to: istDay(2) });
    const one = await roomsOf(honeymoon);
    expect(one.slots[0]!.stays.map((s) => s.number)).toEqual(['105']);
    // Running again changes nothing (each night of a room is given once).
    expect((await assignArrivals({ db: use().database.db, log: silentLog }, new Date())).assigned).toBe(0);
    // The grid reads who sleeps where.
    const grid = await inject(
      'GET',
      `/api/admin/room-assignments?propertyId=${f.propertyId}&from=${istDay(0)}&to=${istDay(6)}`,
    );
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.json().data.rooms).toHaveLength(5);
    expect(grid.json().data.assignments).toHaveLength(3);
  });

  it('lists on the grid the arrivals of its range whose rooms have no numbered room yet, until they are assigned', async () => {
    const f = await numbered(3);
    const party = await partyOf(f, 2, 2, 4);
    const later = await partyOf(f, 1, 9, 10);
    const grid = async (from: number, to: number) => {
      const res = await inject(
        'GET',
        `/api/admin/room-assignments?propertyId=${f.propertyId}&from=${istDay(from)}&to=${istDay(to)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        unassigned: Array<{ bookingId: string; rooms: number; roomTypeName: string }>;
        assignments: Array<{ bookingId: string; from: string; to: string }>;
      };
    };
    expect((await grid(0, 6)).unassigned).toEqual([
      expect.objectContaining({ bookingId: party, rooms: 2, roomTypeName: 'Sea Deluxe', checkIn: istDay(2) }),
    ]);
    expect((await grid(0, 13)).unassigned.map((u) => u.bookingId)).toEqual([party, later]);
    // One room of the party placed by the desk: one left to place.
    const slots = (await roomsOf(party)).slots;
    const placed = await inject('POST', `/api/admin/bookings/${party}/rooms`, {
      bookingRoomId: slots[0]!.bookingRoomId,
      slot: slots[0]!.slot,
      roomId: f.ids['101'],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await grid(0, 6)).unassigned).toEqual([expect.objectContaining({ bookingId: party, rooms: 1 })]);
    await assignArrivals({ db: use().database.db, log: silentLog }, new Date());
    expect((await grid(0, 6)).unassigned).toEqual([]);
    // A range starting inside the stay reads its runs whole (the grid draws them as begun before its first night).
    expect((await grid(3, 6)).assignments.filter((a) => a.bookingId === party)).toEqual([
      expect.objectContaining({ from: istDay(2), to: istDay(3) }),
      expect.objectContaining({ from: istDay(2), to: istDay(3) }),
    ]);
    expect((await grid(4, 6)).assignments).toEqual([]);
  });

  it('moves a guest to another room of the type in one step, and refuses a room that is taken or of another type', async () => {
    const f = await numbered(3);
    const booking = await paidBooking(use().app, people.guest, {
      propertyId: f.propertyId,
      roomTypeId: f.roomTypeId,
      from: 2,
      to: 4,
    });
    const before = await roomsOf(booking.bookingId);
    const slot = before.slots[0]!;
    expect(slot.unassignedNights).toBe(2);
    expect(slot.freeRooms.map((r) => r.number)).toEqual(['101', '102', '103']);
    const assign = (roomId: string, bookingId = booking.bookingId, s = slot) =>
      inject('POST', `/api/admin/bookings/${bookingId}/rooms`, {
        bookingRoomId: s.bookingRoomId,
        slot: s.slot,
        roomId,
      });
    expect((await assign(f.ids['101']!)).statusCode).toBe(200);
    const moved = await assign(f.ids['103']!);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.slots[0]).toMatchObject({
      stays: [{ number: '103', from: istDay(2), to: istDay(3) }],
      unassignedNights: 0,
    });
    expect(moved.json().data.slots[0].freeRooms.map((r: { number: string }) => r.number)).toEqual(['101', '102']);
    const audits = await use().database.db.select().from(auditLog).where(eq(auditLog.entityId, booking.bookingId));
    expect(audits.filter((a) => a.action === 'rooms.assign')).toHaveLength(2);

    // Another booking cannot have 103 on those nights.
    const other = await paidBooking(use().app, people.guest, {
      propertyId: f.propertyId,
      roomTypeId: f.roomTypeId,
      from: 3,
      to: 5,
    });
    const otherSlot = (await roomsOf(other.bookingId)).slots[0]!;
    const taken = await assign(f.ids['103']!, other.bookingId, otherSlot);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toMatch(/^Room 103 is not free on .+\. Nothing was changed\.$/);

    // Another type's room is a change of the booking, not a move here.
    const suite = await createRoomForSale(use().database.db, { roomName: 'Suite', available: 1 });
    const suiteRoom = await inject('POST', `/api/admin/room-types/${suite.roomTypeId}/rooms`, {
      number: '901',
      floor: 9,
      features: [],
      connectsToRoomId: null,
    });
    const elsewhere = await assign(suiteRoom.json().data.id);
    expect(elsewhere.statusCode).toBe(404);

    // Unassign gives the room back.
    const un = await inject('POST', `/api/admin/bookings/${booking.bookingId}/rooms/unassign`, {
      bookingRoomId: slot.bookingRoomId,
      slot: 0,
    });
    expect(un.json().data.slots[0]).toMatchObject({ stays: [], unassignedNights: 2 });
  });

  it('gives one room to exactly one of two desks assigning it for overlapping nights at once', async () => {
    for (let round = 0; round < 3; round++) {
      const f = await numbered(2);
      const a = await paidBooking(use().app, people.guest, {
        propertyId: f.propertyId,
        roomTypeId: f.roomTypeId,
        from: 1,
        to: 3,
      });
      const b = await paidBooking(use().app, people.guest, {
        propertyId: f.propertyId,
        roomTypeId: f.roomTypeId,
        from: 2,
        to: 4,
      });
      const slotA = (await roomsOf(a.bookingId)).slots[0]!;
      const slotB = (await roomsOf(b.bookingId)).slots[0]!;
      const answers = await Promise.all([
        inject('POST', `/api/admin/bookings/${a.bookingId}/rooms`, {
          bookingRoomId: slotA.bookingRoomId,
          slot: 0,
          roomId: f.ids['101'],
        }),
        inject('POST', `/api/admin/bookings/${b.bookingId}/rooms`, {
          bookingRoomId: slotB.bookingRoomId,
          slot: 0,
          roomId: f.ids['101'],
        }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.statusCode === 409)!;
      expect(loser.json().error.message).toMatch(/^Room 101 (is not free on|was just given to another booking)/);
      const grid = await inject(
        'GET',
        `/api/admin/room-assignments?propertyId=${f.propertyId}&from=${istDay(0)}&to=${istDay(6)}`,
      );
      expect(grid.json().data.assignments).toHaveLength(1);
    }
  });

  it('refuses to take a room out of service, naming the nights, when every other room is sold then', async () => {
    const f = await numbered(2);
    const { database } = use();
    await paidBooking(use().app, people.guest, { propertyId: f.propertyId, roomTypeId: f.roomTypeId, from: 3, to: 5 });
    await paidBooking(use().app, people.guest, { propertyId: f.propertyId, roomTypeId: f.roomTypeId, from: 4, to: 5 });
    const refused = await inject('PUT', `/api/admin/rooms/${f.ids['102']}/out-of-service`, {
      reason: 'AC leaking',
      from: istDay(2),
      to: istDay(6),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(
      /^Room 102 cannot go out of service: every other Sea Deluxe room is sold or blocked on \w{3}, .+\. Move or cancel a booking on those nights, or choose other dates\. Nothing was changed\.$/,
    );
    expect(refused.json().error.details.dates).toEqual([istDay(4)]);
    expect(await nightsOf(database.db, f.roomTypeId, istDay(4), 1)).toEqual([[0, 2, 0]]);

    // Nights around the full one are fine: the room leaves the count, the assigned guest moves to the other room.
    const ok = await inject('PUT', `/api/admin/rooms/${f.ids['102']}/out-of-service`, {
      reason: 'AC leaking',
      from: istDay(5),
      to: istDay(6),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.outOfService).toMatchObject({ reason: 'AC leaking', from: istDay(5), to: istDay(6) });
    expect(await nightsOf(database.db, f.roomTypeId, istDay(5), 2)).toEqual([
      [1, 0, 1],
      [1, 0, 1],
    ]);
    // Back in service gives the nights back.
    const back = await inject('DELETE', `/api/admin/rooms/${f.ids['102']}/out-of-service`);
    expect(back.json().data.outOfService).toBeNull();
    expect(await nightsOf(database.db, f.roomTypeId, istDay(5), 2)).toEqual([
      [2, 0, 0],
      [2, 0, 0],
    ]);
  });

  it('moves a guest out of a room going out of service into another free room, in the same transaction', async () => {
    const f = await numbered(3);
    const booking = await paidBooking(use().app, people.guest, {
      propertyId: f.propertyId,
      roomTypeId: f.roomTypeId,
      from: 2,
      to: 4,
    });
    const slot = (await roomsOf(booking.bookingId)).slots[0]!;
    await inject('POST', `/api/admin/bookings/${booking.bookingId}/rooms`, {
      bookingRoomId: slot.bookingRoomId,
      slot: 0,
      roomId: f.ids['102'],
    });
    const res = await inject('PUT', `/api/admin/rooms/${f.ids['102']}/out-of-service`, {
      reason: 'Bathroom tiles',
      from: istDay(1),
      to: istDay(5),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await roomsOf(booking.bookingId)).slots[0]!;
    expect(after.unassignedNights).toBe(0);
    expect(after.stays.map((s) => s.number)).not.toContain('102');
  });
});
