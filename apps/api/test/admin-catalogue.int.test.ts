import { addDays, todayIst } from '@staybook/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, roomInventory } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createCity,
  createPromotion,
  createProperty,
  createRoomType,
  type Role,
  type SignedInRoles,
  setInventory,
  signedInRoles,
} from './support/factories.js';

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----staybook-catalogue-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const property = (cityId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Casa Catálogo & Spa',
  propertyType: 'villa',
  category: 'Premium',
  cityId,
  locality: 'Assagao',
  address: 'Church Road, Assagao, North Goa',
  description: 'A quiet pool villa.',
  amenities: ['wifi', 'pool', 'wifi'],
  latitude: 15.59,
  longitude: 73.76,
  contactEmail: '',
  ...overrides,
});

const room = (overrides: Record<string, unknown> = {}) => ({
  name: 'Garden Suite',
  roomType: 'Suite',
  description: 'Opens onto the garden.',
  sizeSqft: 420,
  baseAdults: 2,
  maxAdults: 3,
  baseChildren: 0,
  maxChildren: 1,
  totalRooms: 4,
  baseRate: 6500,
  amenities: ['King bed', 'Rain shower'],
  policies: [{ title: 'No smoking', description: 'Smoking is not allowed in the rooms.' }],
  ...overrides,
});

describeEachDatabase('catalogue management (/api/admin/catalogue)', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config);
  });
  const as = (role: Role) => people[role].headers;

  /** Lists the catalogue changes written to the audit log from now on. */
  const watchAudit = async () => {
    const { db } = use().database;
    const catalogueRows = () => db.select().from(auditLog).where(like(auditLog.action, 'catalogue.%'));
    const before = new Set((await catalogueRows()).map((r) => r.id));
    return async () => (await catalogueRows()).filter((r) => !before.has(r.id));
  };
  /** Every action was written, each change by the admin who made it. */
  const expectAuditedByAdmin = (rows: Array<typeof auditLog.$inferSelect>, actions: string[]) => {
    expect(new Set(rows.map((r) => r.action))).toEqual(new Set(actions));
    expect(rows.every((r) => r.actorUserId === people.admin.id)).toBe(true);
  };

  it('is for admins only', async () => {
    const { app } = use();
    const url = '/api/admin/catalogue/properties';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: as('guest') })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: as('staff') })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: as('admin') })).statusCode).toBe(200);
  });

  it('refuses invalid properties with readable messages', async () => {
    const { app, database } = use();
    const goaId = (await createCity(database.db)).id;
    const post = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/admin/catalogue/properties', headers: as('admin'), payload });
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: '  ' }, /^name: name is required/],
      [{ propertyType: 'castle' }, /^propertyType: propertyType must be one of hotel, villa/],
      [{ category: 'Luxury' }, /^category: category must be one of Elite, Premium/],
      [{ latitude: 95 }, /^latitude: latitude must be between -90 and 90/],
      [{ longitude: null }, /^longitude: give both latitude and longitude, or neither/],
      [{ checkInTime: '25:00' }, /^checkInTime: checkInTime must be a time written HH:MM/],
      [{ contactEmail: 'nobody' }, /contactEmail must be an e-mail address/],
      [{ amenities: ['jacuzzi'] }, /amenities may only hold wifi/],
    ];
    for (const [overrides, message] of cases) {
      const res = await post(property(goaId, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const noCity = await post(property('00000000-0000-4000-8000-000000000000'));
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json().error.message).toBe('cityId: there is no such city. Choose one from the list.');
  });

  it('creates properties with unique slugs from the name, and edits them keeping the slug', async () => {
    const { app, database } = use();
    const goaId = (await createCity(database.db, { name: 'Goa' })).id;
    const audited = await watchAudit();
    const post = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/admin/catalogue/properties', headers: as('admin'), payload });
    const first = await post(property(goaId));
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json().data;
    expect(created).toMatchObject({
      slug: 'casa-catalogo-and-spa',
      name: 'Casa Catálogo & Spa',
      city: 'Goa',
      status: 'draft',
      amenities: ['wifi', 'pool'],
      contactEmail: null,
      checkInTime: '14:00',
      roomTypes: [],
      media: [],
    });
    const second = await post(property(goaId, { propertyType: 'hotel', category: 'Budget' }));
    expect(second.json().data.slug).toBe('casa-catalogo-and-spa-2');
    const secondId = second.json().data.id;
    expect((await post(property(goaId))).json().data.slug).toBe('casa-catalogo-and-spa-3');

    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/properties?q=catálogo&type=hotel',
      headers: as('admin'),
    });
    expect(list.json().data).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(list.json().data.items[0]).toMatchObject({ id: secondId, category: 'Budget', roomTypeCount: 0 });
    const badQuery = await app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/properties?status=gone',
      headers: as('admin'),
    });
    expect(badQuery.statusCode).toBe(400);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/properties/${secondId}`,
      headers: as('admin'),
      payload: property(goaId, { name: 'Sea Breeze Hotel', propertyType: 'hotel', category: 'Budget' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The slug stays: links already shared keep working.
    expect(edited.json().data).toMatchObject({ name: 'Sea Breeze Hotel', slug: 'casa-catalogo-and-spa-2' });
    expectAuditedByAdmin(await audited(), ['catalogue.property.create', 'catalogue.property.update']);
  });

  it('creates a room type that guests can book at once: 400 nights open at its base rate', async () => {
    const { app, database } = use();
    const city = await createCity(database.db);
    const villa = await createProperty(database.db, { name: 'Casa Quinta', cityId: city.id });
    const guestList = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/property/v1/app/property?city=${encodeURIComponent(city.name)}&propertyType=all`,
        })
      )
        .json()
        .data.data.map((p: { name: string }) => p.name);
    // Nothing to book yet, so guests do not see it.
    expect(await guestList()).not.toContain('Casa Quinta');
    const audited = await watchAudit();
    const bad = await app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/properties/${villa.id}/room-types`,
      headers: as('admin'),
      payload: room({ baseRate: 0 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('baseRate: baseRate must be at least ₹1');
    const crowded = await app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/properties/${villa.id}/room-types`,
      headers: as('admin'),
      payload: room({ baseAdults: 3, maxAdults: 2 }),
    });
    expect(crowded.json().error.message).toBe('maxAdults: maxAdults must be at least baseAdults');

    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/properties/${villa.id}/room-types`,
      headers: as('admin'),
      payload: room(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    const today = todayIst();
    expect(created).toMatchObject({
      name: 'Garden Suite',
      baseRate: 6500,
      totalRooms: 4,
      status: 'active',
      amenities: ['King bed', 'Rain shower'],
      openNights: 400,
      lastOpenNight: addDays(today, 399),
    });
    const nights = await database.db
      .select()
      .from(roomInventory)
      .where(eq(roomInventory.roomTypeId, created.id))
      .orderBy(asc(roomInventory.stayDate));
    expect(nights).toHaveLength(400);
    expect(nights[0]).toMatchObject({
      stayDate: today,
      ratePaise: 650_000,
      available: 4,
      booked: 0,
      isClosed: false,
    });

    const rooms = await app.inject({ method: 'GET', url: `/property/v1/app/rooms?propertyId=${villa.id}` });
    expect(rooms.statusCode, rooms.body).toBe(200);
    expect(rooms.json().data).toHaveLength(1);
    expect(rooms.json().data[0]).toMatchObject({
      name: 'Garden Suite',
      available: 4,
      amenities: ['King bed', 'Rain shower'],
    });
    expect(rooms.json().data[0].price[0].rate).toBe(6500);

    expect(await guestList()).toContain('Casa Quinta');
    expectAuditedByAdmin(await audited(), ['catalogue.room_type.create']);
  });

  it('changing the room count or base rate never touches nights already open or sold', async () => {
    const { app, database } = use();
    const villa = await createProperty(database.db);
    const suite = await createRoomType(database.db, villa.id, {
      name: 'Garden Suite',
      totalRooms: 4,
      baseRatePaise: 650_000,
    });
    await setInventory(database.db, suite.id, todayIst(), 400, { rupees: 6_500, available: 4 });
    const sold = addDays(todayIst(), 5);
    await database.db
      .update(roomInventory)
      .set({ available: 1, booked: 3 })
      .where(and(eq(roomInventory.roomTypeId, suite.id), eq(roomInventory.stayDate, sold)));
    const audited = await watchAudit();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/room-types/${suite.id}`,
      headers: as('admin'),
      payload: room({ totalRooms: 2, baseRate: 7000, amenities: ['King bed'] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      totalRooms: 2,
      baseRate: 7000,
      amenities: ['King bed'],
      openNights: 400,
    });
    const [night] = await database.db
      .select()
      .from(roomInventory)
      .where(and(eq(roomInventory.roomTypeId, suite.id), eq(roomInventory.stayDate, sold)));
    expect(night).toMatchObject({ available: 1, booked: 3, ratePaise: 650_000 });
    const rows = await audited();
    expectAuditedByAdmin(rows, ['catalogue.room_type.update']);
    expect(rows[0]).toMatchObject({ before: { totalRooms: 4 }, after: { totalRooms: 2 } });
  });

  it('uploads a photo (checked and resized), attaches it, orders and deletes pictures; guests see them', async () => {
    const { app, database } = use();
    const villa = await createProperty(database.db, {}, { picture: false });
    const suite = await createRoomType(database.db, villa.id, { name: 'Garden Suite' });
    const media: string[] = [];
    const audited = await watchAudit();
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a8' } })
      .png()
      .toBuffer();
    const upload = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/upload-image',
      headers: { ...as('admin'), ...multipart('image', 'pool.png', 'image/png', png).headers },
      payload: multipart('image', 'pool.png', 'image/png', png).payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const image = upload.json().data;
    expect(image).toMatchObject({ width: 1280, height: 800 });
    expect(image.url).toMatch(/^\/media\/uploads\/catalogue\/[0-9a-f-]+\.webp$/);
    const served = await app.inject({ method: 'GET', url: image.url.replace('.webp', '.w320.webp') });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);

    const notImage = multipart('image', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/upload-image',
      headers: { ...as('admin'), ...notImage.headers },
      payload: notImage.payload,
    });
    expect(refused.statusCode).toBe(415);

    for (const [category, title] of [
      ['Exterior', 'Pool'],
      ['Rooms', 'Suite'],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/catalogue/properties/${villa.id}/media`,
        headers: as('admin'),
        payload: { category, title, url: image.url, width: image.width, height: image.height },
      });
      expect(res.statusCode, res.body).toBe(200);
      media.push(res.json().data.id);
    }
    const badUrl = await app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/properties/${villa.id}/media`,
      headers: as('admin'),
      payload: { category: 'X', url: 'javascript:alert(1)' },
    });
    expect(badUrl.statusCode).toBe(400);

    const reordered = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/properties/${villa.id}/media/order`,
      headers: as('admin'),
      payload: { ids: [media[1], media[0]] },
    });
    expect(reordered.json().data.map((m: { title: string }) => m.title)).toEqual(['Suite', 'Pool']);
    const partial = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/properties/${villa.id}/media/order`,
      headers: as('admin'),
      payload: { ids: [media[1]] },
    });
    expect(partial.statusCode).toBe(400);

    const details = await app.inject({
      method: 'GET',
      url: `/property/v1/app/propertyDetails?id=${villa.id}`,
    });
    const info = details.json().data.find((s: { id: string }) => s.id === 'propertyInfo').data;
    expect(info.featuredImage.images.map((i: { url: string }) => i.url)).toEqual([image.url, image.url]);
    expect(info.propertyMedia.map((g: { title: string }) => g.title)).toEqual(['Rooms', 'Exterior']);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/catalogue/media/${media[0]}`,
      headers: as('admin'),
    });
    expect(removed.statusCode).toBe(200);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/catalogue/media/${media[0]}`,
      headers: as('admin'),
    });
    expect(again.statusCode).toBe(404);

    const roomPhoto = await app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/room-types/${suite.id}/media`,
      headers: as('admin'),
      payload: { highlight: 'Bedroom', title: 'Bed', url: image.url, width: 1280, height: 800 },
    });
    expect(roomPhoto.statusCode, roomPhoto.body).toBe(200);
    const roomDetails = await app.inject({ method: 'GET', url: `/property/v1/app/roomDetails?roomId=${suite.id}` });
    const highlights = roomDetails.json().data.find((s: { id: string }) => s.id === 'roomHighlights').data;
    expect(highlights.map((h: { title: string }) => h.title)).toEqual(['Bedroom']);
    const delRoomPhoto = await app.inject({
      method: 'DELETE',
      url: `/api/admin/catalogue/room-media/${roomPhoto.json().data.id}`,
      headers: as('admin'),
    });
    expect(delRoomPhoto.statusCode).toBe(200);
    expectAuditedByAdmin(await audited(), [
      'catalogue.media.create',
      'catalogue.media.reorder',
      'catalogue.media.delete',
      'catalogue.room_media.create',
      'catalogue.room_media.delete',
    ]);
  });

  it('replaces amenities, policies and nearby places; the property page shows them', async () => {
    const { app, database } = use();
    const villa = await createProperty(database.db);
    const audited = await watchAudit();
    const put = (what: string, items: unknown[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/catalogue/properties/${villa.id}/${what}`,
        headers: as('admin'),
        payload: { items },
      });
    expect(
      (
        await put('amenities', [
          { groupTitle: 'Outdoors', title: 'Infinity pool', scope: 'Common' },
          { groupTitle: 'Outdoors', title: 'Garden' },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await put('policies', [
          { kind: 'hotel', groupKey: 'guestProfile', title: 'Couples welcome', texts: ['Unmarried couples welcome'] },
          { kind: 'cancellation', title: 'Free cancellation', texts: ['Up to 7 days before check-in'] },
        ])
      ).statusCode,
    ).toBe(200);
    const nearby = await put('nearby', [{ name: 'Anjuna Beach', address: 'Anjuna', distanceKm: 4.5 }]);
    // Each place comes back with its row's id, which the console sends back so a save keeps its row and its words.
    expect(nearby.json().data.nearby).toEqual([
      { id: expect.any(String), name: 'Anjuna Beach', address: 'Anjuna', distanceKm: 4.5 },
    ]);
    const kept = await put('nearby', [{ ...nearby.json().data.nearby[0], name: 'Anjuna Beach (north)' }]);
    expect(kept.json().data.nearby[0].id).toBe(nearby.json().data.nearby[0].id);
    const bad = await put('nearby', [{ name: '', distanceKm: -1 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('items.0.name: name is required');
    const badPolicy = await put('policies', [{ kind: 'house', title: 'x' }]);
    expect(badPolicy.json().error.message).toBe("items.0.kind: kind must be 'hotel' or 'cancellation'");

    const details = (await app.inject({ method: 'GET', url: `/property/v1/app/propertyDetails?id=${villa.id}` })).json()
      .data as Array<{ id: string; data: unknown }>;
    const section = (id: string) => details.find((s) => s.id === id)?.data;
    expect(section('amenities')).toEqual([
      {
        title: 'Outdoors',
        amenities: [
          { title: 'Infinity pool', description: '', details: '', image: null, type: 'Common' },
          { title: 'Garden', description: '', details: '', image: null, type: 'Property' },
        ],
      },
    ]);
    expect(section('location')).toEqual([{ name: 'Anjuna Beach (north)', address: 'Anjuna', distanceKm: 4.5 }]);
    expect((section('cancellationPolicy') as Array<{ title: string }>).map((p) => p.title)).toEqual([
      'Free cancellation',
    ]);
    expect((section('hotelPolicies') as Array<{ groupKey: string }>)[0]?.groupKey).toBe('guestProfile');

    // An empty list clears.
    expect((await put('nearby', [])).json().data.nearby).toEqual([]);
    expectAuditedByAdmin(await audited(), [
      'catalogue.amenities.replace',
      'catalogue.policies.replace',
      'catalogue.nearby.replace',
    ]);
  });

  it('archived room types and properties leave the guest site; restoring brings them back', async () => {
    const { app, database } = use();
    const city = await createCity(database.db);
    const villa = await createProperty(database.db, { cityId: city.id });
    const suite = await createRoomType(database.db, villa.id, { name: 'Garden Suite' });
    await setInventory(database.db, suite.id, todayIst(), 30, { rupees: 6_500, available: 4 });
    const audited = await watchAudit();
    const guestList = `/property/v1/app/property?city=${encodeURIComponent(city.name)}&propertyType=all`;
    const admin = (url: string) => app.inject({ method: 'POST', url, headers: as('admin') });
    const guestRooms = async () =>
      (await app.inject({ method: 'GET', url: `/property/v1/app/rooms?propertyId=${villa.id}` }))
        .json()
        .data.map((r: { name: string }) => r.name);
    const second = await app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/properties/${villa.id}/room-types`,
      headers: as('admin'),
      payload: room({ name: 'Attic Room', baseRate: 3000, totalRooms: 1 }),
    });
    expect(await guestRooms()).toEqual(expect.arrayContaining(['Garden Suite', 'Attic Room']));
    const archivedRoom = await admin(`/api/admin/catalogue/room-types/${second.json().data.id}/archive`);
    expect(archivedRoom.json().data.status).toBe('archived');
    expect(await guestRooms()).toEqual(['Garden Suite']);
    const roomDetails = await app.inject({
      method: 'GET',
      url: `/property/v1/app/roomDetails?roomId=${second.json().data.id}`,
    });
    expect(roomDetails.statusCode).toBe(404);

    const archived = await admin(`/api/admin/catalogue/properties/${villa.id}/archive`);
    expect(archived.json().data.status).toBe('archived');
    const details = await app.inject({ method: 'GET', url: `/property/v1/app/propertyDetails?id=${villa.id}` });
    expect(details.statusCode).toBe(404);
    const list = await app.inject({ method: 'GET', url: guestList });
    expect(list.json().data.data.map((p: { id: string }) => p.id)).not.toContain(villa.id);
    const consoleList = await app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/properties?status=archived',
      headers: as('admin'),
    });
    const archivedInConsole = consoleList.json().data.items.find((p: { id: string }) => p.id === villa.id);
    // The console still lists it, with its picture and the one room type left for sale.
    expect(archivedInConsole).toMatchObject({ status: 'archived', roomTypeCount: 1 });
    expect(archivedInConsole.image).toMatch(/^\/media\//);

    const restored = await admin(`/api/admin/catalogue/properties/${villa.id}/restore`);
    expect(restored.json().data.status).toBe('active');
    const back = await app.inject({ method: 'GET', url: guestList });
    expect(back.json().data.data.map((p: { id: string }) => p.id)).toContain(villa.id);
    expect(
      (await admin('/api/admin/catalogue/properties/00000000-0000-4000-8000-000000000000/archive')).statusCode,
    ).toBe(404);
    expectAuditedByAdmin(await audited(), [
      'catalogue.room_type.create',
      'catalogue.room_type.archive',
      'catalogue.property.archive',
      'catalogue.property.restore',
    ]);
  });

  it('edits cities: unique names, hidden cities leave the guest list, a city with properties cannot be deleted', async () => {
    const { app, database } = use();
    const hampi = await createCity(database.db, { name: 'Hampi', state: 'Karnataka' });
    await createProperty(database.db, { cityId: hampi.id });
    await createProperty(database.db, { cityId: hampi.id });
    const audited = await watchAudit();
    const cityNames = async () =>
      (await app.inject({ method: 'GET', url: '/property/v1/config?configName=cityNames' }))
        .json()
        .data.map((c: { city_name: string }) => c.city_name);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/cities',
      headers: as('admin'),
      payload: { name: 'Gokarna', state: 'Karnataka', sortOrder: 5 },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ name: 'Gokarna', isActive: true, propertyCount: 0 });
    expect(await cityNames()).toEqual(expect.arrayContaining(['Hampi', 'Gokarna']));
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/cities',
      headers: as('admin'),
      payload: { name: 'hampi', state: 'Karnataka' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('A city named hampi already exists.');
    const hidden = await app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/cities/${created.json().data.id}`,
      headers: as('admin'),
      payload: { name: 'Gokarna', state: 'Karnataka', isActive: false },
    });
    expect(hidden.json().data.isActive).toBe(false);
    expect(await cityNames()).not.toContain('Gokarna');
    expect(await cityNames()).toContain('Hampi');

    const busy = await app.inject({
      method: 'DELETE',
      url: `/api/admin/catalogue/cities/${hampi.id}`,
      headers: as('admin'),
    });
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json().error.message).toMatch(/^Hampi has 2 properties, so it cannot be deleted/);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/admin/catalogue/cities/${created.json().data.id}`,
      headers: as('admin'),
    });
    expect(gone.statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/admin/catalogue/cities', headers: as('admin') });
    const counts = new Map(
      list.json().data.map((c: { name: string; propertyCount: number }) => [c.name, c.propertyCount]),
    );
    expect(counts.get('Hampi')).toBe(2);
    expect(counts.has('Gokarna')).toBe(false);
    expectAuditedByAdmin(await audited(), ['catalogue.city.create', 'catalogue.city.update', 'catalogue.city.delete']);
  });

  it('edits home category tiles and deals; the home page and deals follow', async () => {
    const { app, database } = use();
    const villa = await createProperty(database.db, { name: 'Casa Catálogo & Spa' });
    const audited = await watchAudit();
    const badTile = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/categories',
      headers: as('admin'),
      payload: { name: 'Castles', target: 'castle' },
    });
    expect(badTile.statusCode).toBe(400);
    expect(badTile.json().error.message).toMatch(/^target: target must be a property type/);
    const badCategory = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/categories',
      headers: as('admin'),
      payload: { name: 'Luxury', target: 'category' },
    });
    expect(badCategory.json().error.message).toMatch(/^name: with target 'category' the name must be a category/);
    const tile = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/categories',
      headers: as('admin'),
      payload: { name: 'Villas', target: 'Villa', imageUrl: '/media/demo/c/villas.webp', sortOrder: 0 },
    });
    expect(tile.statusCode, tile.body).toBe(200);
    const home = async () =>
      (await app.inject({ method: 'POST', url: '/property/v1/app/home', payload: { sectionType: 'category' } }))
        .json()
        .data.categories.map((c: { name: string }) => c.name);
    expect(await home()).toEqual(['Villas']);
    await app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/categories/${tile.json().data.id}`,
      headers: as('admin'),
      payload: { name: 'Villas', target: 'Villa', imageUrl: '', isActive: false },
    });
    expect(await home()).toEqual([]);

    const badDeal = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/deals',
      headers: as('admin'),
      payload: {
        title: 'Free breakfast',
        imageUrl: '/media/demo/d/0.webp',
        propertyId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(badDeal.statusCode).toBe(400);
    expect(badDeal.json().error.message).toBe('propertyId: there is no such property.');
    const deal = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/deals',
      headers: as('admin'),
      payload: {
        title: 'Free breakfast',
        subTitle: 'On stays of 2 nights',
        imageUrl: '/media/demo/d/0.webp',
        propertyId: villa.id,
        // The home page shows a deal only while the promotion it advertises is on (issue 15).
        promotionId: (await createPromotion(use().database.db, { propertyId: villa.id })).id,
      },
    });
    expect(deal.statusCode, deal.body).toBe(200);
    expect(deal.json().data).toMatchObject({ propertyName: 'Casa Catálogo & Spa', target: 'property-details' });
    const deals = async () =>
      (await app.inject({ method: 'GET', url: '/property/v1/config?configName=dealsSection' })).json().data.deals;
    expect((await deals()).map((d: { title: string }) => d.title)).toEqual(['Free breakfast']);
    await app.inject({
      method: 'DELETE',
      url: `/api/admin/catalogue/deals/${deal.json().data.id}`,
      headers: as('admin'),
    });
    expect(await deals()).toEqual([]);
    expectAuditedByAdmin(await audited(), [
      'catalogue.category.create',
      'catalogue.category.update',
      'catalogue.deal.create',
      'catalogue.deal.delete',
    ]);
  });
});
