import { beforeAll, expect, it } from 'vitest';
import { propertyContacts, propertyMedia } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createCity,
  createGuest,
  createPolicy,
  createProperty,
  createRatePlan,
  createRoomType,
  type Guest,
  istDay,
  paidBooking,
  policies,
  type Role,
  type SignedInRoles,
  setInventory,
  signedInRoles,
} from './support/factories.js';

/** Issue 23's safety rails in the catalogue: a room type with bookings to come is not archived; a draft is not sold. */
describeEachDatabase('catalogue safety rails: archiving with bookings to come, draft properties', {}, (use) => {
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

  it('never lets a booking land on a room type archived at the same moment: one of the two is refused', async () => {
    const { app, database, config } = use();
    const outcomes = { booked: 0, archived: 0 };
    for (let round = 0; round < 6; round++) {
      const property = await createProperty(database.db, { name: `Casa Corrida ${round}` });
      const policy = await createPolicy(database.db, property.id, policies.flexible);
      const room = await createRoomType(database.db, property.id, { name: 'Quarto', totalRooms: 2 });
      await createRatePlan(database.db, room.id, policy.id, { isDefault: true });
      await setInventory(database.db, room.id, istDay(0), 10, { rupees: 4_000, available: 2 });
      const someone = await createGuest(database.db, config);
      const [hold, archive] = await Promise.all([
        book(app, someone, bookingPayload(property.id, [{ id: room.id }], 4, 5)),
        post(`/api/admin/catalogue/room-types/${room.id}/archive`),
      ]);
      // Never both: an archived room type with a booking still to come.
      expect(hold.statusCode === 200 && archive.statusCode === 200, `${hold.body} / ${archive.body}`).toBe(false);
      if (hold.statusCode === 200) {
        outcomes.booked++;
        expect(archive.statusCode).toBe(409);
      } else {
        outcomes.archived++;
        expect(archive.statusCode, archive.body).toBe(200);
        expect([400, 404, 409]).toContain(hold.statusCode);
      }
    }
    expect(outcomes.booked + outcomes.archived).toBe(6);
  });

  it('keeps a new property a draft, off the guest site and unbookable, until its checklist is complete', async () => {
    const { app, database } = use();
    const city = await createCity(database.db);
    const admin = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
      app.inject({ method, url: `/api/admin/catalogue${url}`, headers: as('admin'), ...(payload ? { payload } : {}) });
    const created = await admin('POST', '/properties', {
      name: 'Casa Rascunho',
      propertyType: 'villa',
      category: 'Premium',
      cityId: city.id,
      locality: 'Assagao',
      address: 'Church Road, Assagao, North Goa',
      description: 'A quiet pool villa.',
      amenities: ['wifi'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const villa = created.json().data;
    expect(villa.status).toBe('draft');
    expect(villa.checklist).toEqual([
      { key: 'photo', label: 'At least one photo', done: false },
      { key: 'roomTypeWithPlan', label: 'A room type with a rate plan', done: false },
      { key: 'policies', label: 'The property policies (house rules)', done: false },
      { key: 'contact', label: 'At least one property contact, told of bookings', done: false },
    ]);
    const room = await admin('POST', `/properties/${villa.id}/room-types`, {
      name: 'Garden Suite',
      roomType: 'Suite',
      description: 'Opens onto the garden.',
      baseAdults: 2,
      maxAdults: 2,
      baseChildren: 0,
      maxChildren: 0,
      totalRooms: 2,
      baseRate: 6500,
      amenities: [],
      policies: [],
    });
    expect(room.statusCode, room.body).toBe(200);
    const roomId = room.json().data.id;

    // Not on the guest site, and a quote or a booking is refused in words.
    const guestList = await app.inject({
      method: 'GET',
      url: `/property/v1/app/property?city=${encodeURIComponent(city.name)}&propertyType=all`,
    });
    expect(guestList.json().data.data.map((p: { id: string }) => p.id)).not.toContain(villa.id);
    const stay = bookingPayload(villa.id, [{ id: roomId }], 10, 12);
    const quote = await app.inject({ method: 'POST', url: '/property/v1/app/booking/pricing', payload: stay });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().error.message).toBe('This property is not open for booking yet.');
    const booking = await book(app, guest, stay);
    expect(booking.statusCode).toBe(409);
    expect(booking.json().error.message).toBe('This property is not open for booking yet.');

    const early = await admin('POST', `/properties/${villa.id}/publish`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/^Casa Rascunho cannot be published until its checklist is complete/);
    expect(early.json().error.details.missing).toEqual(expect.arrayContaining(['photo', 'policies', 'contact']));

    // The checklist, item by item.
    await database.db.insert(propertyMedia).values({ propertyId: villa.id, category: 'Exterior', url: '/media/x.jpg' });
    const policy = await createPolicy(database.db, villa.id, policies.flexible, 'Flexible');
    await createRatePlan(database.db, roomId, policy.id, { name: 'Best available', isDefault: true });
    const houseRules = await admin('PUT', `/properties/${villa.id}/policies`, {
      items: [
        { kind: 'hotel', groupKey: 'guestProfile', title: 'Couples welcome', texts: ['Unmarried couples welcome'] },
      ],
    });
    expect(houseRules.statusCode, houseRules.body).toBe(200);
    const almost = await admin('POST', `/properties/${villa.id}/publish`);
    expect(almost.json().error.details.missing).toEqual(['contact']);
    await database.db
      .insert(propertyContacts)
      .values({ propertyId: villa.id, name: 'Ravi Desk', mobile: '+919876543210', whatsapp: true });
    const ready = (await admin('GET', `/properties/${villa.id}`)).json().data;
    expect(ready.checklist.every((i: { done: boolean }) => i.done)).toBe(true);

    const published = await admin('POST', `/properties/${villa.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.status).toBe('active');
    const listed = await app.inject({
      method: 'GET',
      url: `/property/v1/app/property?city=${encodeURIComponent(city.name)}&propertyType=all`,
    });
    expect(listed.json().data.data.map((p: { id: string }) => p.id)).toContain(villa.id);
    const priced = await app.inject({ method: 'POST', url: '/property/v1/app/booking/pricing', payload: stay });
    expect(priced.statusCode, priced.body).toBe(200);
  });

  it('leaves existing and seeded properties live (the column defaults to active)', async () => {
    const { database } = use();
    const existing = await createProperty(database.db);
    const res = await use().app.inject({
      method: 'GET',
      url: `/api/admin/catalogue/properties/${existing.id}`,
      headers: as('admin'),
    });
    expect(res.json().data.status).toBe('active');
  });
});
