import { WISHLIST_MAX_ITEMS, wishlistItemsResponseSchema, wishlistResponseSchema } from '@staybook/contract/wishlist';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { properties } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import { createCity, createGuest, createProperty, type Guest } from './support/factories.js';

/**
 * The wishlist (issue 24): a guest's hearts are saved on their account, a device's hearts join it at sign-in, and a
 * shared link shows the list to anyone without saying whose it is.
 */
describeEachDatabase('wishlist', {}, (use) => {
  const db = () => use().database.db;
  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    who?: Guest,
    payload?: Record<string, unknown>,
  ) =>
    use().app.inject({
      method,
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  const listOf = async (who: Guest) => {
    const res = await call('GET', '/property/v1/app/wishlist', who);
    expect(res.statusCode, res.body).toBe(200);
    return wishlistResponseSchema.parse(res.json()).data;
  };

  it('saves a property with its photo and city, keeps it once, and removes it', async () => {
    const guest = await createGuest(db(), use().config);
    const city = await createCity(db(), { name: `Udaipur ${Date.now()}` });
    const lake = await createProperty(db(), { name: 'Lake Haveli', cityId: city.id });
    expect((await listOf(guest)).items).toEqual([]);

    expect((await call('PUT', `/property/v1/app/wishlist/${lake.id}`, guest)).statusCode).toBe(200);
    const again = await call('PUT', `/property/v1/app/wishlist/${lake.id}`, guest);
    const { items } = wishlistResponseSchema.parse(again.json()).data;
    expect(items).toEqual([
      {
        propertyId: lake.id,
        name: 'Lake Haveli',
        city: city.name,
        address: 'Assagao, North Goa',
        propertyTypeLabel: 'Villa',
        image: expect.stringMatching(/^\/media\/seed\//),
      },
    ]);

    const removed = await call('DELETE', `/property/v1/app/wishlist/${lake.id}`, guest);
    expect(wishlistResponseSchema.parse(removed.json()).data.items).toEqual([]);
  });

  it('asks a guest to sign in, and refuses a property that does not exist', async () => {
    const property = await createProperty(db());
    expect((await call('GET', '/property/v1/app/wishlist')).statusCode).toBe(401);
    expect((await call('PUT', `/property/v1/app/wishlist/${property.id}`)).statusCode).toBe(401);
    const guest = await createGuest(db(), use().config);
    const res = await call('PUT', '/property/v1/app/wishlist/00000000-0000-4000-8000-000000000000', guest);
    expect(res.statusCode).toBe(404);
  });

  it("joins a device's hearts to the account at sign-in: newest first, none twice, unpublished left out", async () => {
    const guest = await createGuest(db(), use().config);
    const [a, b, c, gone] = [
      await createProperty(db()),
      await createProperty(db()),
      await createProperty(db()),
      await createProperty(db()),
    ];
    if (!a || !b || !c || !gone) throw new Error('properties not created');
    await db().update(properties).set({ status: 'archived' }).where(eq(properties.id, gone.id));
    await call('PUT', `/property/v1/app/wishlist/${a.id}`, guest);

    const res = await call('POST', '/property/v1/app/wishlist/merge', guest, {
      propertyIds: [c.id, b.id, a.id, gone.id, c.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(wishlistResponseSchema.parse(res.json()).data.items.map((i) => i.propertyId)).toEqual([c.id, b.id, a.id]);
  });

  it('refuses a heart beyond the largest list, and a device list longer than it', async () => {
    const guest = await createGuest(db(), use().config);
    const ids = [];
    for (let i = 0; i <= WISHLIST_MAX_ITEMS; i++) ids.push((await createProperty(db(), {}, { picture: false })).id);
    const merged = await call('POST', '/property/v1/app/wishlist/merge', guest, { propertyIds: ids.slice(0, -1) });
    expect(wishlistResponseSchema.parse(merged.json()).data.items).toHaveLength(WISHLIST_MAX_ITEMS);
    const full = await call('PUT', `/property/v1/app/wishlist/${ids.at(-1)}`, guest);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('A wishlist keeps at most 100 properties. Remove one to save another.');
    const tooLong = await call('POST', '/property/v1/app/wishlist/merge', guest, { propertyIds: ids });
    expect(tooLong.statusCode).toBe(400);
  });

  it('shares a read-only list that names no one; the token is kept and the list follows the hearts', async () => {
    const guest = await createGuest(db(), use().config, { name: 'Meera Iyer' });
    const villa = await createProperty(db(), { name: 'Casa Coqueiro' });
    await call('PUT', `/property/v1/app/wishlist/${villa.id}`, guest);

    const first = await call('POST', '/property/v1/app/wishlist/share', guest);
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().data.shareToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await call('POST', '/property/v1/app/wishlist/share', guest)).json().data.shareToken).toBe(token);
    expect((await listOf(guest)).shareToken).toBe(token);

    const shared = await call('GET', `/property/v1/app/wishlist/shared/${token}`);
    expect(shared.statusCode).toBe(200);
    expect(wishlistItemsResponseSchema.parse(shared.json()).data.items.map((i) => i.name)).toEqual(['Casa Coqueiro']);
    expect(shared.body).not.toContain('Meera');
    expect(shared.body).not.toContain(guest.phone);
    expect(shared.body).not.toContain(guest.id);

    await call('DELETE', `/property/v1/app/wishlist/${villa.id}`, guest);
    const after = await call('GET', `/property/v1/app/wishlist/shared/${token}`);
    expect(wishlistItemsResponseSchema.parse(after.json()).data.items).toEqual([]);
    expect((await call('GET', '/property/v1/app/wishlist/shared/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it("looks up a device's hearts before sign-in, in the device's order", async () => {
    const [a, b] = [await createProperty(db(), { name: 'Kokum Bay' }), await createProperty(db(), { name: 'Sol' })];
    const res = await call('POST', '/property/v1/app/wishlist/properties', undefined, { propertyIds: [b.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(wishlistItemsResponseSchema.parse(res.json()).data.items.map((i) => i.name)).toEqual(['Sol', 'Kokum Bay']);
  });
});
