import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import {
  createGuest,
  createProperty,
  createRoomType,
  type Guest,
  istDay,
  paidBooking,
  type Role,
  type SignedInRoles,
  setInventory,
  signedInRoles,
} from './support/factories.js';

/** Issue 23's safety rails in the catalogue: a room type with bookings to come is not archived. */
describeEachDatabase('catalogue safety rails: archiving with bookings to come', {}, (use) => {
  let people: SignedInRoles;
  let guest: Guest;
  beforeAll(async () => {
    const { database, config } = use();
    people = await signedInRoles(database.db, config);
    guest = await createGuest(database.db, config);
  });
  const as = (role: Role) => people[role].headers;
  const post = (url: string) => use().app.inject({ method: 'POST', url, headers: as('admin') });

  it('refuses to archive a room type while bookings are to come, listing them; archives once they are gone', async () => {
    const { app, database } = use();
    const villa = await createProperty(database.db, { name: 'Casa Arquivo' });
    const suite = await createRoomType(database.db, villa.id, { name: 'Garden Suite' });
    await setInventory(database.db, suite.id, istDay(0), 30, { rupees: 6_500, available: 4 });
    const later = await paidBooking(app, guest, { propertyId: villa.id, roomTypeId: suite.id, from: 12, to: 14 });
    const sooner = await paidBooking(app, guest, { propertyId: villa.id, roomTypeId: suite.id, from: 5, to: 6 });

    const refused = await post(`/api/admin/catalogue/room-types/${suite.id}/archive`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'Garden Suite has 2 bookings still to come, so it cannot be archived. Move or cancel them first.',
      details: {
        bookings: [
          { id: sooner.bookingId, code: sooner.code, checkIn: istDay(5), checkOut: istDay(6), status: 'confirmed' },
          { id: later.bookingId, code: later.code, checkIn: istDay(12), checkOut: istDay(14), status: 'confirmed' },
        ],
      },
    });
    const room = await app.inject({
      method: 'GET',
      url: `/api/admin/catalogue/properties/${villa.id}`,
      headers: as('admin'),
    });
    expect(room.json().data.roomTypes[0].status).toBe('active');

    for (const b of [sooner, later]) {
      const cancelled = await app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${b.bookingId}/cancel`,
        headers: as('admin'),
        payload: { reason: 'Room closing for renovation' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      if (b === sooner) {
        const one = await post(`/api/admin/catalogue/room-types/${suite.id}/archive`);
        expect(one.json().error.message).toBe(
          'Garden Suite has a booking still to come, so it cannot be archived. Move or cancel that booking first.',
        );
      }
    }
    const archived = await post(`/api/admin/catalogue/room-types/${suite.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.status).toBe('archived');
  });
});
