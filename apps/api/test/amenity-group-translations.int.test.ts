import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { contentTranslations } from '../src/db/schema/index.js';
import { amenityGroupId } from '../src/lib/amenity-group-id.js';
import { describeEachDatabase } from './setup-db.js';
import { createProperty, signedInUser, tokenFor } from './support/factories.js';

/**
 * Issue 43, "Content per language" (docs/languages.md): an amenity group's heading (migration 0040, kind
 * `amenity_group`) is entered once per group on the Amenities panel's language tabs, keyed by the property and the
 * group's English heading, and served beside the English (`label`) on `propertyDetails?lang=`; English answers
 * exactly as before. A group renamed in the console keeps its words, marked stale; a group gone takes them with it.
 */
describeEachDatabase('amenity group headings per language', {}, (use) => {
  let admin: { authorization: string };
  beforeAll(async () => {
    admin = (await signedInUser(use().database.db, use().config, 'admin')).headers;
  });

  type Group = { title: string; label?: string; amenities: Array<{ title: string }> };
  const groupsOf = async (propertyId: string, query = '') => {
    const res = await use().app.inject({
      method: 'GET',
      url: `/property/v1/app/propertyDetails?id=${propertyId}${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.find((s: { id: string }) => s.id === 'amenities').data as Group[];
  };
  const putAmenities = async (propertyId: string, items: unknown[]) => {
    const res = await use().app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/properties/${propertyId}/amenities`,
      headers: admin,
      payload: { items },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.amenityRows as Array<{ id: string; groupTitle: string; title: string }>;
  };
  const saveWords = (propertyId: string, language: string, items: unknown[], headers = admin) =>
    use().app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/properties/${propertyId}/translations/${language}`,
      headers,
      payload: { items },
    });
  type Entry = { kind: string; id: string; label: string; english: string; values: Record<string, string> };
  const consoleWords = async (propertyId: string) => {
    const res = await use().app.inject({
      method: 'GET',
      url: `/api/admin/catalogue/properties/${propertyId}/translations`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as Entry[]).filter((e) => e.kind === 'amenity_group');
  };
  type Missing = {
    propertyId: string;
    kind: string;
    label: string;
    missing: string[];
    stale?: string[];
    fields?: number;
  };
  const missingGroups = async (propertyId: string, headers = admin) => {
    const res = await use().app.inject({ method: 'GET', url: '/api/admin/catalogue/translations/missing', headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as Missing[]).filter(
      (i) => i.propertyId === propertyId && i.kind === 'amenity_group',
    );
  };
  const amenity = (groupTitle: string, title: string) => ({ groupTitle, title, description: '', details: '' });

  it('serves a group’s Hindi heading beside its English, German and English as before, and lists what is missing', async () => {
    const property = await createProperty(use().database.db, {});
    await putAmenities(property.id, [
      amenity('Popular', 'Free Wi-Fi'),
      amenity('Popular', 'Pool'),
      amenity('Wellness', 'Spa'),
    ]);
    const english = (
      await use().app.inject({ method: 'GET', url: `/property/v1/app/propertyDetails?id=${property.id}` })
    ).body;
    // The console lists each group once (two amenities share 'Popular'), keyed by the property and its heading.
    const groups = await consoleWords(property.id);
    expect(groups.map((g) => [g.id, g.label, g.english])).toEqual([
      [amenityGroupId(property.id, 'Popular'), 'Group · Popular', 'Popular'],
      [amenityGroupId(property.id, 'Wellness'), 'Group · Wellness', 'Wellness'],
    ]);
    expect(await missingGroups(property.id)).toEqual([
      expect.objectContaining({ label: 'Amenity group headings', fields: 2, missing: ['hi', 'es', 'fr', 'de'] }),
    ]);

    const popular = amenityGroupId(property.id, 'Popular');
    const saved = await saveWords(property.id, 'hi', [
      { kind: 'amenity_group', id: popular, field: 'title', value: 'लोकप्रिय' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await groupsOf(property.id, '&lang=hi')).map(({ title, label }) => ({ title, label }))).toEqual([
      { title: 'Popular', label: 'लोकप्रिय' },
      // No Hindi for Wellness: its English.
      { title: 'Wellness', label: 'Wellness' },
    ]);
    // German has none: the English heading.
    expect((await groupsOf(property.id, '&lang=de')).map((g) => g.label)).toEqual(['Popular', 'Wellness']);
    // English: no label, byte for byte as before (and with lang=en).
    const again = await use().app.inject({ method: 'GET', url: `/property/v1/app/propertyDetails?id=${property.id}` });
    expect(again.body).toBe(english);
    expect((await groupsOf(property.id, '&lang=en')).some((g) => 'label' in g)).toBe(false);
    // Hindi is entered for one of the two groups: still missing in Hindi (Wellness), in every other language.
    expect(await missingGroups(property.id)).toEqual([
      expect.objectContaining({ fields: 2, missing: ['hi', 'es', 'fr', 'de'] }),
    ]);
    await saveWords(property.id, 'hi', [
      { kind: 'amenity_group', id: amenityGroupId(property.id, 'Wellness'), field: 'title', value: 'सेहत' },
    ]);
    expect((await missingGroups(property.id))[0]?.missing).toEqual(['es', 'fr', 'de']);
  });

  it('keeps a renamed group’s words, stale, until confirmed; a group gone takes its words', async () => {
    const { db } = use().database;
    const property = await createProperty(db, {});
    const rows = await putAmenities(property.id, [amenity('Popular', 'Free Wi-Fi'), amenity('Wellness', 'Spa')]);
    await saveWords(property.id, 'hi', [
      { kind: 'amenity_group', id: amenityGroupId(property.id, 'Popular'), field: 'title', value: 'लोकप्रिय' },
      { kind: 'amenity_group', id: amenityGroupId(property.id, 'Wellness'), field: 'title', value: 'सेहत' },
    ]);
    // The console renames 'Popular' (its rows sent back with their ids, as it does): the words follow the group.
    const withIds = rows.map((r) => ({ ...amenity(r.groupTitle, r.title), id: r.id }));
    await putAmenities(
      property.id,
      withIds.map((r) => (r.groupTitle === 'Popular' ? { ...r, groupTitle: 'Most popular' } : r)),
    );
    expect((await groupsOf(property.id, '&lang=hi')).map(({ title, label }) => ({ title, label }))).toEqual([
      { title: 'Most popular', label: 'लोकप्रिय' },
      { title: 'Wellness', label: 'सेहत' },
    ]);
    const renamed = amenityGroupId(property.id, 'Most popular');
    // Stale: translated from 'Popular', listed as "English changed since translated".
    expect(await missingGroups(property.id)).toEqual([expect.objectContaining({ stale: ['hi'] })]);
    expect((await consoleWords(property.id)).find((g) => g.id === renamed)).toMatchObject({
      english: 'Most popular',
      values: { hi: 'लोकप्रिय' },
      stale: ['hi'],
    });
    // Saved unchanged it stays stale; confirmed it is not.
    await saveWords(property.id, 'hi', [{ kind: 'amenity_group', id: renamed, field: 'title', value: 'लोकप्रिय' }]);
    expect((await missingGroups(property.id))[0]?.stale).toEqual(['hi']);
    await saveWords(property.id, 'hi', [
      { kind: 'amenity_group', id: renamed, field: 'title', value: 'लोकप्रिय', confirmed: true },
    ]);
    expect((await missingGroups(property.id))[0]?.stale).toBeUndefined();

    // The spa moved into 'Most popular' (a group already there): Wellness is gone, and its words with it.
    await putAmenities(property.id, [
      { ...withIds[0], groupTitle: 'Most popular' },
      { ...withIds[1], groupTitle: 'Most popular' },
    ]);
    const words = await db
      .select({ id: contentTranslations.entityId, value: contentTranslations.value })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.propertyId, property.id), eq(contentTranslations.entityKind, 'amenity_group')));
    expect(words).toEqual([{ id: renamed, value: 'लोकप्रिय' }]);
    expect((await groupsOf(property.id, '&lang=hi')).map((g) => g.label)).toEqual(['लोकप्रिय']);
  });

  it('lets a property manager enter their property’s group headings only, and lists only theirs', async () => {
    const { db } = use().database;
    const theirs = await createProperty(db, {});
    const other = await createProperty(db, {});
    await putAmenities(theirs.id, [amenity('Popular', 'Pool')]);
    await putAmenities(other.id, [amenity('Popular', 'Pool')]);
    const manager = { authorization: `Bearer ${await tokenFor(db, use().config, 'property_manager', [theirs.id])}` };
    const own = await saveWords(
      theirs.id,
      'de',
      [{ kind: 'amenity_group', id: amenityGroupId(theirs.id, 'Popular'), field: 'title', value: 'Beliebt' }],
      manager,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect((await groupsOf(theirs.id, '&lang=de'))[0]?.label).toBe('Beliebt');
    // Another property's group of the same name is another group: refused on theirs, forbidden on the other.
    const stranger = await saveWords(
      theirs.id,
      'de',
      [{ kind: 'amenity_group', id: amenityGroupId(other.id, 'Popular'), field: 'title', value: 'Beliebt' }],
      manager,
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.message).toContain('This property has no amenity group');
    const forbidden = await saveWords(
      other.id,
      'de',
      [{ kind: 'amenity_group', id: amenityGroupId(other.id, 'Popular'), field: 'title', value: 'Beliebt' }],
      manager,
    );
    expect(forbidden.statusCode).toBe(403);
    expect((await groupsOf(other.id, '&lang=de'))[0]?.label).toBe('Popular');
    expect(await missingGroups(theirs.id, manager)).toEqual([
      expect.objectContaining({ missing: ['hi', 'es', 'fr'], fields: 1 }),
    ]);
    expect(await missingGroups(other.id, manager)).toEqual([]);
  });
});
