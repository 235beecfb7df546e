import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createProperty,
  createRoomType,
  type Guest,
  istDay,
  setInventory,
  signedInUser,
} from './support/factories.js';

const ME = '/user/v1/guest-auth/me';

/**
 * The guest's language follows them (issue 43, docs/languages.md): saved to their profile from Settings (migration
 * 0027's users.language), and recorded on each booking they make (bookings.language) from the page they booked on,
 * else from their profile, for the booking's messages.
 */
describeEachDatabase('the guest language on the profile and the booking', {}, (use) => {
  const db = () => use().database.db;
  const setLanguage = (guest: Guest, language: unknown) =>
    use().app.inject({ method: 'PATCH', url: ME, headers: guest.headers, payload: { language } });
  /** A room at ₹4,000 a night with 5 free for 10 nights from tomorrow. */
  const room = async () => {
    const property = await createProperty(db());
    const roomType = await createRoomType(db(), property.id, { name: 'Garden Room', maxChildren: 2 });
    await setInventory(db(), roomType.id, istDay(1), 10, { rupees: 4_000, available: 5 });
    return { propertyId: property.id, roomTypeId: roomType.id };
  };
  const languageOf = async (bookingId: string) =>
    (await db().select({ language: bookings.language }).from(bookings).where(eq(bookings.id, bookingId)))[0]?.language;
  const held = async (guest: Guest, payload: Record<string, unknown>) => {
    const res = await book(use().app, guest, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.bookingId as string;
  };

  it('saves, answers, changes and forgets the language on the profile', async () => {
    const guest = await createGuest(db(), use().config);
    const before = await use().app.inject({ method: 'GET', url: ME, headers: guest.headers });
    expect(before.json().data.language).toBeNull();

    const saved = await setLanguage(guest, 'hi');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.language).toBe('hi');
    const read = await use().app.inject({ method: 'GET', url: ME, headers: guest.headers });
    expect(read.json().data).toMatchObject({ id: guest.id, language: 'hi' });

    // Another field alone leaves the language as it is.
    const named = await use().app.inject({
      method: 'PATCH',
      url: ME,
      headers: guest.headers,
      payload: { name: 'Asha' },
    });
    expect(named.json().data).toMatchObject({ name: 'Asha', language: 'hi' });

    expect((await setLanguage(guest, 'de')).json().data.language).toBe('de');
    expect((await setLanguage(guest, null)).json().data.language).toBeNull();
  });

  it('refuses a language the site does not speak with a clear message, and keeps the one saved', async () => {
    const guest = await createGuest(db(), use().config);
    await setLanguage(guest, 'fr');
    for (const bad of ['xx', 'EN', 'hi-IN', '', 7]) {
      const res = await setLanguage(guest, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.message).toContain("language must be one of 'en', 'hi', 'es', 'fr', 'de'");
    }
    const read = await use().app.inject({ method: 'GET', url: ME, headers: guest.headers });
    expect(read.json().data.language).toBe('fr');
  });

  it("records the request's language on the booking, over the profile's", async () => {
    const guest = await createGuest(db(), use().config);
    await setLanguage(guest, 'de');
    const stay = await room();
    const bookingId = await held(
      guest,
      bookingPayload(stay.propertyId, [{ id: stay.roomTypeId }], 1, 2, { language: 'hi' }),
    );
    expect(await languageOf(bookingId)).toBe('hi');
    // The console's booking view says it.
    const admin = await signedInUser(db(), use().config, 'admin');
    const view = await use().app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${bookingId}`,
      headers: admin.headers,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().data.language).toBe('hi');
  });

  it("records the profile's language when the request names none, and none when neither does", async () => {
    const stay = await room();
    const plain = await createGuest(db(), use().config);
    const none = await held(plain, bookingPayload(stay.propertyId, [{ id: stay.roomTypeId }], 2, 3));
    expect(await languageOf(none)).toBeNull();

    const guest = await createGuest(db(), use().config);
    await setLanguage(guest, 'fr');
    const fromProfile = await held(guest, bookingPayload(stay.propertyId, [{ id: stay.roomTypeId }], 2, 3));
    expect(await languageOf(fromProfile)).toBe('fr');
  });

  it('records it when the hold is made in a transaction too (a child with an age takes that way)', async () => {
    const stay = await room();
    const guest = await createGuest(db(), use().config);
    const rooms = [{ id: stay.roomTypeId, adults: 1, children: 1 }];
    const fromRequest = await held(
      guest,
      bookingPayload(stay.propertyId, rooms, 3, 4, { childAges: [8], language: 'es' }),
    );
    expect(await languageOf(fromRequest)).toBe('es');

    const other = await createGuest(db(), use().config);
    await setLanguage(other, 'de');
    const fromProfile = await held(other, bookingPayload(stay.propertyId, rooms, 3, 4, { childAges: [8] }));
    expect(await languageOf(fromProfile)).toBe('de');
  });

  it('refuses a booking in a language the site does not speak, holding nothing', async () => {
    const stay = await room();
    const guest = await createGuest(db(), use().config);
    const res = await book(
      use().app,
      guest,
      bookingPayload(stay.propertyId, [{ id: stay.roomTypeId }], 4, 5, { language: 'xx' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("language must be one of 'en', 'hi', 'es', 'fr', 'de'");
    const made = await db().select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, guest.id));
    expect(made).toEqual([]);
  });
});
