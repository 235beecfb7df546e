import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createRoomForSale,
  istDay,
  type Role,
  type SignedIn,
  type SignedInRoles,
  signedInRoles,
  signedInUser,
} from './support/factories.js';
import { payInCheckout } from './support/payment-helpers.js';

/**
 * Housekeeping (issue 44): a room's state set from the board by a housekeeper (a role scoped to its properties) or the
 * desk, kept with who and when; a check-out leaves the guest's room dirty in its own transaction; the day's board says
 * who leaves and arrives where; and assignment gives a guest arriving today a ready room before a dirty one.
 */
describeEachDatabase('housekeeping (/api/admin/housekeeping, /api/admin/rooms/:id/housekeeping)', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'property_manager');
  });
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who: Role | SignedIn = 'staff') =>
    use().app.inject({
      method,
      url,
      headers: typeof who === 'string' ? people[who].headers : who.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function numbered(count: number, name = 'Courtyard') {
    const f = await createRoomForSale(use().database.db, { roomName: name, available: count, nights: 10 });
    const ids: Record<string, string> = {};
    for (let k = 1; k <= count; k++) {
      const res = await inject('POST', `/api/admin/room-types/${f.roomTypeId}/rooms`, {
        number: String(200 + k),
        floor: 2,
        features: [],
        connectsToRoomId: null,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids[String(200 + k)] = res.json().data.id;
    }
    return { ...f, ids };
  }

  const board = async (propertyId: string, who: Role | SignedIn = 'staff') => {
    const res = await inject('GET', `/api/admin/housekeeping?propertyId=${propertyId}`, undefined, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      rooms: Array<{
        id: string;
        number: string;
        status: string;
        departure: string | null;
        arrival: boolean;
        changedBy: string | null;
      }>;
      history: Array<{ number: string; from: string | null; to: string; by: string; note: string | null }>;
      arrivalsWithoutRoom: number;
    };
  };

  const paidStay = async (propertyId: string, roomTypeId: string, from: number, to: number) => {
    const guest = await createGuest(use().database.db, use().config);
    const res = await book(
      use().app,
      guest,
      bookingPayload(propertyId, [{ id: roomTypeId, roomCount: 1, adults: 1 }], from, to),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await payInCheckout(use().app, res.json().data.payment.orderDetails.id)).json().paid).toBe(true);
    return res.json().data.bookingId as string;
  };

  it('a housekeeper of the property marks a room clean from the board, kept with who and when; another property is out of reach', async () => {
    const f = await numbered(2);
    const other = await numbered(1, 'Annexe');
    const housekeeper = await signedInUser(use().database.db, use().config, 'staff', {
      name: 'Sunita Gawde',
      staffRole: 'housekeeping',
      scope: [f.propertyId],
    });
    const dirty = await inject(
      'PUT',
      `/api/admin/rooms/${f.ids['201']}/housekeeping`,
      { status: 'dirty' },
      housekeeper,
    );
    expect(dirty.statusCode, dirty.body).toBe(200);
    expect(dirty.json().data).toMatchObject({
      number: '201',
      status: 'dirty',
      changedBy: 'Sunita Gawde (Housekeeping)',
    });
    const clean = await inject(
      'PUT',
      `/api/admin/rooms/${f.ids['201']}/housekeeping`,
      { status: 'clean', note: 'Linen changed' },
      housekeeper,
    );
    expect(clean.statusCode, clean.body).toBe(200);
    const seen = await board(f.propertyId, housekeeper);
    expect(seen.rooms.map((r) => [r.number, r.status])).toEqual([
      ['201', 'clean'],
      ['202', 'clean'],
    ]);
    expect(seen.history.slice(0, 2)).toEqual([
      expect.objectContaining({
        number: '201',
        from: 'dirty',
        to: 'clean',
        note: 'Linen changed',
        by: 'Sunita Gawde (Housekeeping)',
      }),
      expect.objectContaining({ number: '201', from: 'clean', to: 'dirty', note: null }),
    ]);

    // The room grid's read carries each room's state.
    const grid = await inject(
      'GET',
      `/api/admin/room-assignments?propertyId=${f.propertyId}&from=${istDay(0)}&to=${istDay(1)}`,
    );
    expect(
      grid
        .json()
        .data.rooms.map((r: { number: string; housekeepingStatus: string }) => [r.number, r.housekeepingStatus]),
    ).toEqual([
      ['201', 'clean'],
      ['202', 'clean'],
    ]);

    // Scoped to the property: another property's board and rooms, and the bookings desk, are refused.
    expect(
      (await inject('GET', `/api/admin/housekeeping?propertyId=${other.propertyId}`, undefined, housekeeper))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('PUT', `/api/admin/rooms/${other.ids['201']}/housekeeping`, { status: 'clean' }, housekeeper))
        .statusCode,
    ).toBe(403);
    expect((await inject('GET', '/api/admin/bookings', undefined, housekeeper)).statusCode).toBe(403);
    // A guest has no board at all.
    expect(
      (await inject('GET', `/api/admin/housekeeping?propertyId=${f.propertyId}`, undefined, 'guest')).statusCode,
    ).toBe(403);
  });

  it('refuses a state that is not one, saying which are, and changes nothing', async () => {
    const f = await numbered(1);
    const res = await inject('PUT', `/api/admin/rooms/${f.ids['201']}/housekeeping`, { status: 'sparkling' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/dirty, clean, inspected or out of order/);
    expect((await board(f.propertyId)).history).toEqual([]);
  });

  it('a check-out leaves the guest’s room dirty, said on the board as the check-out of the booking', async () => {
    const f = await numbered(2);
    const bookingId = await paidStay(f.propertyId, f.roomTypeId, 0, 1);
    const rooms = (await inject('GET', `/api/admin/bookings/${bookingId}/rooms`)).json().data;
    const slot = rooms.slots[0];
    expect(
      (
        await inject('POST', `/api/admin/bookings/${bookingId}/rooms`, {
          bookingRoomId: slot.bookingRoomId,
          slot: slot.slot,
          roomId: f.ids['202'],
        })
      ).statusCode,
    ).toBe(200);
    expect((await inject('POST', `/api/admin/bookings/${bookingId}/check-in`)).statusCode).toBe(200);
    const before = await board(f.propertyId);
    expect(before.rooms.find((r) => r.number === '202')).toMatchObject({ status: 'clean', arrival: true });
    const out = await inject('POST', `/api/admin/bookings/${bookingId}/check-out`);
    expect(out.statusCode, out.body).toBe(200);
    const after = await board(f.propertyId);
    expect(after.rooms.find((r) => r.number === '202')).toMatchObject({ status: 'dirty' });
    expect(after.rooms.find((r) => r.number === '201')).toMatchObject({ status: 'clean' });
    expect(after.history[0]).toMatchObject({
      number: '202',
      from: 'clean',
      to: 'dirty',
      by: expect.stringMatching(/^Check-out of /),
    });
  });

  it('gives a guest arriving today a clean room before a dirty one, and a later arrival the rooms in their usual order', async () => {
    const f = await numbered(3);
    for (const n of ['201', '202'])
      expect((await inject('PUT', `/api/admin/rooms/${f.ids[n]}/housekeeping`, { status: 'dirty' })).statusCode).toBe(
        200,
      );
    const today = await paidStay(f.propertyId, f.roomTypeId, 0, 1);
    const later = await paidStay(f.propertyId, f.roomTypeId, 2, 3);
    const auto = await inject('POST', '/api/admin/room-assignments/auto', {
      propertyId: f.propertyId,
      from: istDay(0),
      to: istDay(2),
    });
    expect(auto.statusCode, auto.body).toBe(200);
    const roomOf = async (id: string) =>
      (await inject('GET', `/api/admin/bookings/${id}/rooms`)).json().data.slots[0].stays[0]?.number;
    expect(await roomOf(today)).toBe('203');
    expect(await roomOf(later)).toBe('201');
    // The desk's list of rooms to move to puts the ready ones first, saying each one's state.
    expect(
      (await inject('PUT', `/api/admin/rooms/${f.ids['202']}/housekeeping`, { status: 'inspected' })).statusCode,
    ).toBe(200);
    const free = (await inject('GET', `/api/admin/bookings/${today}/rooms`)).json().data.slots[0].freeRooms;
    expect(free.map((r: { number: string; housekeepingStatus: string }) => [r.number, r.housekeepingStatus])).toEqual([
      ['202', 'inspected'],
      ['201', 'dirty'],
    ]);
    const seen = await board(f.propertyId);
    expect(seen.rooms.find((r) => r.number === '203')).toMatchObject({ arrival: true });
    expect(seen.arrivalsWithoutRoom).toBe(0);
  });
});
