import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createRoomForSale,
  type RoomForSale,
  type SignedIn,
  signedInUser,
} from './support/factories.js';

/**
 * Issue 16, every guest placed: infants and pets the guest said come along are kept with the booking, shown back to
 * the guest and to the property's desk, and never counted towards a room's occupancy.
 */
describeEachDatabase('infants and pets on a booking', {}, (use) => {
  let room: RoomForSale;
  let admin: SignedIn;
  beforeAll(async () => {
    const { database, config } = use();
    // A property that takes pets (issue 24: a pet is refused where the property's rule says no).
    room = await createRoomForSale(database.db, {
      roomName: 'Family Room',
      room: { maxAdults: 2, maxChildren: 1 },
      property: { amenities: ['pet_friendly'] },
    });
    admin = await signedInUser(database.db, config, 'admin');
  });

  it('keeps two infants and a pet beside a full room, and the guest and the desk both see them', async () => {
    const { app, database, config } = use();
    const guest = await createGuest(database.db, config);
    // Two adults and a child fill the room; the infants do not count towards it.
    const payload = bookingPayload(room.propertyId, [{ id: room.roomTypeId, adults: 2, children: 1 }], 4, 6, {
      infants: 2,
      pets: true,
    });
    const res = await book(app, guest, payload);
    expect(res.statusCode, res.body).toBe(200);
    const bookingId = res.json().data.bookingId;

    const details = await app.inject({
      method: 'GET',
      url: `/property/v1/app/booking-details?bookingId=${bookingId}`,
      headers: guest.headers,
    });
    const [summary, rooms] = details.json().data;
    expect(summary.data).toMatchObject({ adults: 2, children: 1, infants: 2, pets: true });
    expect(rooms.data).toContainEqual({ title: 'Infants', value: '2 (free, not counted in the rooms)' });
    expect(rooms.data).toContainEqual({ title: 'Pet', value: 'Travelling with a pet' });
    const desk = await app.inject({ method: 'GET', url: `/api/admin/bookings/${bookingId}`, headers: admin.headers });
    expect(desk.json().data).toMatchObject({ adults: 2, children: 1, infants: 2, pets: true });
  });

  it('says nothing of infants or pets when none come, and refuses more infants than a booking may bring', async () => {
    const { app, database, config } = use();
    const guest = await createGuest(database.db, config);
    const res = await book(app, guest, bookingPayload(room.propertyId, [{ id: room.roomTypeId }], 7, 8));
    expect(res.statusCode, res.body).toBe(200);
    const details = await app.inject({
      method: 'GET',
      url: `/property/v1/app/booking-details?bookingId=${res.json().data.bookingId}`,
      headers: guest.headers,
    });
    const [summary, rooms] = details.json().data;
    expect(summary.data).not.toHaveProperty('infants');
    expect(summary.data).not.toHaveProperty('pets');
    expect(rooms.data.map((r: { title: string }) => r.title)).not.toContain('Infants');

    const tooMany = await book(
      app,
      guest,
      bookingPayload(room.propertyId, [{ id: room.roomTypeId }], 9, 10, { infants: 9 }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/infants/);
  });
});
