import { beforeAll, expect, it } from 'vitest';
import { categories, contentTranslations } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import { createProperty, signedInUser } from './support/factories.js';

/**
 * Issue 43, "Content per language" (docs/languages.md): a property's nearby places (migration 0039, kind
 * `nearby_place`) and home's category tiles (kind `category`, the brand's) are entered per language in the console and
 * read on that language's pages, English where none is entered, English answers exactly as before.
 */
describeEachDatabase('nearby places and category tiles per language', {}, (use) => {
  let admin: { authorization: string };
  beforeAll(async () => {
    admin = (await signedInUser(use().database.db, use().config, 'admin')).headers;
  });

  const guest = async (url: string, init: { method?: 'GET' | 'POST'; payload?: object } = {}) => {
    const res = await use().app.inject({ method: init.method ?? 'GET', url, ...(init.payload ? init : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  type Place = { name: string; address: string; distanceKm: number | null };
  const placesOf = async (propertyId: string, query = '') =>
    (await guest(`/property/v1/app/propertyDetails?id=${propertyId}${query}`))
      .json()
      .data.find((s: { id: string }) => s.id === 'location').data as Place[];
  const putNearby = async (propertyId: string, items: unknown[]) => {
    const res = await use().app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/properties/${propertyId}/nearby`,
      headers: admin,
      payload: { items },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.nearby as Array<{ id: string; name: string }>;
  };
  const saveWords = async (propertyId: string | null, language: string, items: unknown[]) => {
    const res = await use().app.inject({
      method: 'PUT',
      url:
        propertyId === null
          ? `/api/admin/catalogue/brand/translations/${language}`
          : `/api/admin/catalogue/properties/${propertyId}/translations/${language}`,
      headers: admin,
      payload: { items },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const missingPlaces = async (propertyId: string) =>
    (
      (
        await use().app.inject({ method: 'GET', url: '/api/admin/catalogue/translations/missing', headers: admin })
      ).json().data.items as Array<{ propertyId: string; kind: string; missing: string[]; stale?: string[] }>
    ).filter((i) => i.propertyId === propertyId && i.kind === 'nearby_place');

  it('serves a nearby place’s Hindi name and address, keeps them through a save of the list, marks them stale', async () => {
    const property = await createProperty(use().database.db, {});
    const beach = { name: 'Calangute Beach', address: 'Calangute', distanceKm: 0.5 };
    const fort = { name: 'Fort Aguada', address: 'Candolim', distanceKm: 6.5 };
    const first = await putNearby(property.id, [beach, fort]);
    const beachId = first.find((n) => n.name === 'Calangute Beach')?.id as string;
    expect(beachId).toBeDefined();
    const english = (await guest(`/property/v1/app/propertyDetails?id=${property.id}`)).body;
    // The missing list names the property's places once: two places, two fields each, in every language.
    expect(await missingPlaces(property.id)).toEqual([
      expect.objectContaining({ label: 'Nearby places', field: '*', fields: 4, missing: ['hi', 'es', 'fr', 'de'] }),
    ]);

    await saveWords(property.id, 'hi', [
      { kind: 'nearby_place', id: beachId, field: 'name', value: 'कलंगुट बीच' },
      { kind: 'nearby_place', id: beachId, field: 'address', value: 'कलंगुट' },
    ]);
    expect(await placesOf(property.id, '&lang=hi')).toEqual([
      { name: 'कलंगुट बीच', address: 'कलंगुट', distanceKm: 0.5 },
      // No words for the fort: its English, field by field.
      { name: 'Fort Aguada', address: 'Candolim', distanceKm: 6.5 },
    ]);
    expect((await placesOf(property.id, '&lang=de'))[0]?.name).toBe('Calangute Beach');
    expect((await guest(`/property/v1/app/propertyDetails?id=${property.id}`)).body).toBe(english);

    // Saved again as an older client sends it (no ids, reordered): the beach keeps its row and its words.
    await putNearby(property.id, [fort, beach]);
    expect((await placesOf(property.id, '&lang=hi')).map((n) => n.name)).toEqual(['Fort Aguada', 'कलंगुट बीच']);

    // The console sends the row's id back: a renamed place keeps its row and words, now stale on the missing list.
    const renamed = await putNearby(property.id, [{ ...beach, id: beachId, name: 'Calangute Beach (north end)' }]);
    expect(renamed.map((n) => n.id)).toEqual([beachId]);
    expect((await placesOf(property.id, '&lang=hi'))[0]?.name).toBe('कलंगुट बीच');
    expect((await missingPlaces(property.id))[0]?.stale).toEqual(['hi']);

    // A place left out goes, with its words.
    await putNearby(property.id, [fort]);
    const rows = await use().database.db.select().from(contentTranslations);
    expect(rows.filter((r) => r.entityId === beachId)).toEqual([]);
  });

  it('serves a category tile’s Hindi words beside its English name, which still opens the filter', async () => {
    const { db } = use().database;
    const [tile] = await db
      .insert(categories)
      .values({ name: 'Elite', target: 'category', imageUrl: null, sortOrder: -1 })
      .returning();
    const tiles = async (body: object) =>
      (
        await guest('/property/v1/app/home', {
          method: 'POST',
          payload: { sectionType: 'category', city: 'Goa', ...body },
        })
      ).json().data.categories as Array<{ id: string; name: string; label?: string }>;
    const english = (
      await guest('/property/v1/app/home', { method: 'POST', payload: { sectionType: 'category', city: 'Goa' } })
    ).body;

    await saveWords(null, 'hi', [{ kind: 'category', id: tile?.id, field: 'name', value: 'एलीट' }]);
    expect((await tiles({ lang: 'hi' })).find((t) => t.id === tile?.id)).toMatchObject({
      name: 'Elite',
      label: 'एलीट',
    });
    // German has none: the English name is its label.
    expect((await tiles({ lang: 'de' })).find((t) => t.id === tile?.id)?.label).toBe('Elite');
    // English: no label, byte for byte as before.
    const again = await guest('/property/v1/app/home', {
      method: 'POST',
      payload: { sectionType: 'category', city: 'Goa' },
    });
    expect(again.body).toBe(english);
    expect(again.json().data.categories.some((t: object) => 'label' in t)).toBe(false);
  });
});
