import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, contentTranslations, properties } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import { createProperty, createRoomType, signedInUser, tokenFor } from './support/factories.js';

/**
 * Issue 43, "Content in each language" (docs/languages.md): a property's and its rooms' words entered per language in
 * the console are what a guest reads on that language's pages; a field with none is read in English (never an id)
 * and is on the console's "Translations missing" list; English answers are exactly as before.
 */
/** A minimal page shell, so the pages' heads are made without a web build. */
const distDir = path.join(tmpdir(), `staybook-content-dist-${process.pid}`);
mkdirSync(distDir, { recursive: true });
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Shell</title><!--app-head--></head><body><div id="root"></div></body></html>',
);

describeEachDatabase('content per language', { config: { WEB_DIST_DIR: distDir } }, (use) => {
  let admin: { authorization: string };
  let property: { id: string };
  let room: { id: string };
  let otherRoom: { id: string };
  const HINDI = 'गोवा के समुद्र तट के पास एक शांत विला।';
  const ROOM_GERMAN = 'Ein helles Zimmer mit Blick auf den Garten.';

  beforeAll(async () => {
    const { db } = use().database;
    admin = (await signedInUser(db, use().config, 'admin')).headers;
    property = await createProperty(db, { description: 'A quiet villa near the beach.' });
    room = await createRoomType(db, property.id, { description: 'A bright room facing the garden.' });
    otherRoom = await createRoomType(db, property.id, { description: 'A small room on the first floor.' });
  });

  const save = (language: string, items: unknown[], headers = admin, id = property.id) =>
    use().app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/properties/${id}/translations/${language}`,
      headers,
      payload: { items },
    });
  const guest = async (url: string) => {
    const res = await use().app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const propertyDescription = async (query: string) =>
    (await guest(`/property/v1/app/propertyDetails?id=${property.id}${query}`))
      .json()
      .data.find((s: { id: string }) => s.id === 'propertyInfo').data.description as string;
  const roomsDescriptions = async (query: string) =>
    Object.fromEntries(
      (await guest(`/property/v1/app/rooms?propertyId=${property.id}${query}`))
        .json()
        .data.map((r: { id: string; description: string }) => [r.id, r.description]),
    );
  const roomDetailsDescription = async (roomId: string, query: string) =>
    (await guest(`/property/v1/app/roomDetails?roomId=${roomId}${query}`)).json().data[0].data.description as string;

  it('serves a translation saved in the console on that language’s requests, English unchanged and missing fields in English', async () => {
    const englishDetails = (await guest(`/property/v1/app/propertyDetails?id=${property.id}`)).body;
    const englishRooms = (await guest(`/property/v1/app/rooms?propertyId=${property.id}`)).body;
    // Warm the cache of the Hindi and German rooms answers: the saves below must reach them.
    expect((await roomsDescriptions('&lang=de'))[room.id]).toBe('A bright room facing the garden.');
    expect((await roomsDescriptions('&lang=hi'))[room.id]).toBe('A bright room facing the garden.');

    const hindi = await save('hi', [{ kind: 'property', id: property.id, field: 'description', value: HINDI }]);
    expect(hindi.statusCode, hindi.body).toBe(200);
    const german = await save('de', [{ kind: 'room_type', id: room.id, field: 'description', value: ROOM_GERMAN }]);
    expect(german.statusCode, german.body).toBe(200);

    expect(await propertyDescription('&lang=hi')).toBe(HINDI);
    // German has no property description: English, as written.
    expect(await propertyDescription('&lang=de')).toBe('A quiet villa near the beach.');
    expect((await roomsDescriptions('&lang=de'))[room.id]).toBe(ROOM_GERMAN);
    expect((await roomsDescriptions('&lang=de'))[otherRoom.id]).toBe('A small room on the first floor.');
    expect((await roomsDescriptions('&lang=hi'))[room.id]).toBe('A bright room facing the garden.');
    expect(await roomDetailsDescription(room.id, '&lang=de')).toBe(ROOM_GERMAN);
    expect(await roomDetailsDescription(room.id, '&lang=hi')).toBe('A bright room facing the garden.');

    // English, asked without a language or by name, is byte for byte what it was.
    expect((await guest(`/property/v1/app/propertyDetails?id=${property.id}`)).body).toBe(englishDetails);
    expect((await guest(`/property/v1/app/rooms?propertyId=${property.id}`)).body).toBe(englishRooms);
    expect(await propertyDescription('&lang=en')).toBe('A quiet villa near the beach.');
    expect(await roomDetailsDescription(room.id, '')).toBe('A bright room facing the garden.');

    // The console reads back each language's words beside the English.
    const read = await use().app.inject({
      method: 'GET',
      url: `/api/admin/catalogue/properties/${property.id}/translations`,
      headers: admin,
    });
    expect(read.statusCode).toBe(200);
    const items = read.json().data.items as Array<{ kind: string; id: string; english: string; values: object }>;
    expect(items.find((i) => i.kind === 'property')).toMatchObject({
      english: 'A quiet villa near the beach.',
      values: { hi: HINDI },
    });
    expect(items.find((i) => i.id === room.id)?.values).toEqual({ de: ROOM_GERMAN });

    // An empty field falls back to English again.
    expect(
      (await save('hi', [{ kind: 'property', id: property.id, field: 'description', value: ' ' }])).statusCode,
    ).toBe(200);
    expect(await propertyDescription('&lang=hi')).toBe('A quiet villa near the beach.');
    expect(
      (await save('hi', [{ kind: 'property', id: property.id, field: 'description', value: HINDI }])).statusCode,
    ).toBe(200);
    expect(await propertyDescription('&lang=hi')).toBe(HINDI);
  });

  it('names every field lacking a language on the console’s missing list', async () => {
    const res = await use().app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/translations/missing',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const mine = (res.json().data.items as Array<{ propertyId: string; id: string; field: string; missing: string[] }>)
      .filter((i) => i.propertyId === property.id)
      .map(({ id, field, missing }) => ({ id, field, missing }));
    expect(mine).toEqual(
      expect.arrayContaining([
        { id: property.id, field: 'description', missing: ['es', 'fr', 'de'] },
        { id: room.id, field: 'description', missing: ['hi', 'es', 'fr'] },
        { id: otherRoom.id, field: 'description', missing: ['hi', 'es', 'fr', 'de'] },
      ]),
    );
    expect(mine).toHaveLength(3);
  });

  it('refuses a language it does not have, in words, on the guest and console routes', async () => {
    const guestRes = await use().app.inject({
      method: 'GET',
      url: `/property/v1/app/propertyDetails?id=${property.id}&lang=it`,
    });
    expect(guestRes.statusCode).toBe(400);
    expect(guestRes.json().error.message).toContain('lang must be one of en, hi, es, fr, de');
    const consoleRes = await save('it', [
      { kind: 'property', id: property.id, field: 'description', value: 'Una villa' },
    ]);
    expect(consoleRes.statusCode).toBe(400);
    expect(consoleRes.json().error.message).toContain('language must be one of hi, es, fr, de');
    // English is the entity's own text, not a translation.
    expect((await save('en', [])).statusCode).toBe(400);
    const field = await save('hi', [{ kind: 'property', id: property.id, field: 'name', value: 'नाम' }]);
    expect(field.statusCode).toBe(400);
    expect(field.json().error.message).toContain("no translatable field 'name'");
  });

  it('refuses another property’s room, and a member without the property, and audits each save', async () => {
    const { db } = use().database;
    const elsewhere = await createProperty(db, { description: 'A farmhouse in the hills.' });
    const stranger = await createRoomType(db, elsewhere.id);
    const res = await save('hi', [{ kind: 'room_type', id: stranger.id, field: 'description', value: 'कमरा' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('This property has no room type');

    const manager = { authorization: `Bearer ${await tokenFor(db, use().config, 'property_manager', [elsewhere.id])}` };
    const refused = await save(
      'hi',
      [{ kind: 'property', id: property.id, field: 'description', value: HINDI }],
      manager,
    );
    expect(refused.statusCode).toBe(403);
    const missing = await use().app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/translations/missing',
      headers: manager,
    });
    expect(new Set(missing.json().data.items.map((i: { propertyId: string }) => i.propertyId))).toEqual(
      new Set([elsewhere.id]),
    );

    const audited = await db.select().from(auditLog).where(like(auditLog.action, 'catalogue.translations.%'));
    expect(audited.some((r) => r.entityId === property.id && JSON.stringify(r.after).includes(ROOM_GERMAN))).toBe(true);
  });

  it('describes the property in the page’s language in its head and structured data, English where none', async () => {
    const page = async (url: string) => {
      const res = await use().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      const description = /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1] ?? '';
      const data = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1] ?? 'null'),
      );
      const lodging = data
        .flatMap((d) => d?.['@graph'] ?? [d])
        .find((d) => d?.['@id']?.endsWith(`/property-details/${property.id}#lodging`));
      return { description, lodging: JSON.stringify(lodging ?? null) };
    };
    const hindi = await page(`/hi/property-details/${property.id}`);
    expect(hindi.description).toContain(HINDI);
    expect(hindi.lodging).toContain(HINDI);
    const german = await page(`/de/property-details/${property.id}`);
    expect(german.description).toContain('A quiet villa near the beach.');
    expect(german.lodging).toContain('A quiet villa near the beach.');
    // The German room's words in its room page's head.
    const roomPage = await use().app.inject({
      method: 'GET',
      url: `/de/room-details/${room.id}`,
      headers: { accept: 'text/html' },
    });
    expect(roomPage.body).toContain(ROOM_GERMAN);
    const english = await page(`/property-details/${property.id}`);
    expect(english.description).toContain('A quiet villa near the beach.');
    expect(english.lodging).not.toContain(HINDI);
  });

  it('keeps an amenity’s and a policy’s words through a save of their list, marks them stale when the English changes', async () => {
    const { db } = use().database;
    const villa = await createProperty(db, { description: 'A villa with a pool.' });
    const put = async (list: 'amenities' | 'policies', items: unknown[]) => {
      const res = await use().app.inject({
        method: 'PUT',
        url: `/api/admin/catalogue/properties/${villa.id}/${list}`,
        headers: admin,
        payload: { items },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        amenityRows: Array<{ id: string; title: string }>;
        policies: Array<{ id: string; title: string }>;
      };
    };
    const wifi = { groupTitle: 'Popular', title: 'Free Wi-Fi', description: 'Fibre in every room', details: 'Fast' };
    const pool = { groupTitle: 'Popular', title: 'Pool', description: 'Outdoor pool', details: '' };
    const rules = {
      kind: 'hotel',
      groupKey: 'houseRules',
      title: 'House rules',
      texts: ['Quiet after 10 PM.', 'No smoking.'],
    };
    const first = await put('amenities', [wifi, pool]);
    const wifiId = first.amenityRows.find((a) => a.title === 'Free Wi-Fi')?.id as string;
    const rulesId = (await put('policies', [rules])).policies[0]?.id as string;
    const englishDetails = (await guest(`/property/v1/app/propertyDetails?id=${villa.id}`)).body;

    const german = [
      { kind: 'property_amenity', id: wifiId, field: 'title', value: 'Kostenloses WLAN' },
      { kind: 'property_policy', id: rulesId, field: 'title', value: 'Hausregeln' },
      { kind: 'property_policy', id: rulesId, field: 'texts', value: 'Ruhe ab 22 Uhr.\nNichtraucher.' },
    ];
    expect((await save('de', german, admin, villa.id)).statusCode).toBe(200);
    const served = async (lang: string) => {
      const sections = (await guest(`/property/v1/app/propertyDetails?id=${villa.id}&lang=${lang}`)).json()
        .data as Array<{
        id: string;
        data: unknown;
      }>;
      const amenities = (sections.find((x) => x.id === 'amenities')?.data ?? []) as Array<{
        amenities: Array<{ title: string; description: string }>;
      }>;
      const policies = sections.find((x) => x.id === 'hotelPolicies')?.data as Array<{
        title: string;
        texts: string[];
      }>;
      return { amenities: amenities.flatMap((g) => g.amenities), policies };
    };
    let de = await served('de');
    // Each field on its own: the German title, the English description beside it; the pool all English.
    expect(de.amenities.map((a) => [a.title, a.description])).toEqual([
      ['Kostenloses WLAN', 'Fibre in every room'],
      ['Pool', 'Outdoor pool'],
    ]);
    expect(de.policies.find((x) => x.title === 'Hausregeln')?.texts).toEqual(['Ruhe ab 22 Uhr.', 'Nichtraucher.']);
    expect((await served('hi')).amenities[0]?.title).toBe('Free Wi-Fi');
    expect((await guest(`/property/v1/app/propertyDetails?id=${villa.id}`)).body).toBe(englishDetails);

    // A save of the lists as an older client sends them (no ids): the unchanged amenity and policy keep their words.
    await put('amenities', [{ ...pool, description: 'Heated pool' }, wifi]);
    await put('policies', [rules]);
    de = await served('de');
    expect(de.amenities.map((a) => a.title)).toEqual(['Pool', 'Kostenloses WLAN']);
    expect(de.policies.find((x) => x.title === 'Hausregeln')).toBeDefined();

    // The console sends each row's id: an English edit keeps the row and its words, which are now stale.
    const edited = await put('amenities', [
      { ...wifi, id: wifiId, title: 'Free Wi-Fi everywhere' },
      { groupTitle: 'Popular', title: 'Bicycles', description: '', details: '' },
    ]);
    expect(edited.amenityRows.find((a) => a.title === 'Free Wi-Fi everywhere')?.id).toBe(wifiId);
    expect((await served('de')).amenities.map((a) => a.title)).toEqual(['Kostenloses WLAN', 'Bicycles']);
    // The missing list names the villa's amenities once, the German among the languages whose English changed.
    const missingOf = async () =>
      (
        (
          await use().app.inject({ method: 'GET', url: '/api/admin/catalogue/translations/missing', headers: admin })
        ).json().data.items as Array<{ propertyId: string; kind: string; missing: string[]; stale?: string[] }>
      ).filter((i) => i.propertyId === villa.id && i.kind === 'property_amenity');
    expect(await missingOf()).toEqual([
      expect.objectContaining({ id: villa.id, label: 'Amenities', field: '*', fields: 4, stale: ['de'] }),
    ]);
    // Saved again as they were, the words stay stale; confirmed against the new English, they are not.
    await save('de', [{ ...german[0], value: 'Kostenloses WLAN' }], admin, villa.id);
    expect((await missingOf())[0]?.stale).toEqual(['de']);
    await save('de', [{ ...german[0], value: 'Kostenloses WLAN', confirmed: true }], admin, villa.id);
    expect((await missingOf())[0]?.stale).toBeUndefined();

    // A description's words go stale the same way when its English changes.
    await save(
      'de',
      [{ kind: 'property', id: villa.id, field: 'description', value: 'Eine Villa mit Pool.' }],
      admin,
      villa.id,
    );
    await db.update(properties).set({ description: 'A villa with a heated pool.' }).where(eq(properties.id, villa.id));
    const read = await use().app.inject({
      method: 'GET',
      url: `/api/admin/catalogue/properties/${villa.id}/translations`,
      headers: admin,
    });
    expect(read.json().data.items.find((i: { kind: string }) => i.kind === 'property')).toMatchObject({
      english: 'A villa with a heated pool.',
      values: { de: 'Eine Villa mit Pool.' },
      stale: ['de'],
    });

    // An amenity left out of the list goes, and its words with it.
    await put('amenities', [{ groupTitle: 'Popular', title: 'Bicycles', description: '', details: '' }]);
    const left = await db
      .select()
      .from(contentTranslations)
      .where(
        and(eq(contentTranslations.entityKind, 'property_amenity'), inArray(contentTranslations.entityId, [wifiId])),
      );
    expect(left).toEqual([]);
  });

  it('keeps a room’s amenities’ and policies’ words through a save of the room type, serves them, marks them stale', async () => {
    const { db } = use().database;
    const villa = await createProperty(db, { description: 'A villa by the lake.' });
    const typeInput = {
      name: 'Lake Room',
      roomType: 'Deluxe',
      totalRooms: 2,
      baseRate: 4000,
      amenities: ['Air conditioning', 'Balcony'],
      policies: [{ title: 'Quiet hours', description: 'Quiet after 10 PM.' }],
    };
    const created = await use().app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/properties/${villa.id}/room-types`,
      headers: admin,
      payload: typeInput,
    });
    expect(created.statusCode, created.body).toBe(200);
    const lake = created.json().data as { id: string; policies: Array<{ id: string; title: string }> };
    const putType = async (input: Record<string, unknown>) => {
      const res = await use().app.inject({
        method: 'PUT',
        url: `/api/admin/catalogue/room-types/${lake.id}`,
        headers: admin,
        payload: { ...typeInput, ...input },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { policies: Array<{ id: string; title: string }> };
    };
    const read = async () =>
      (
        await use().app.inject({
          method: 'GET',
          url: `/api/admin/catalogue/properties/${villa.id}/translations`,
          headers: admin,
        })
      ).json().data.items as Array<{ kind: string; id: string; label: string; field: string; stale?: string[] }>;
    const entries = await read();
    const acId = entries.find((e) => e.kind === 'room_amenity' && e.label === 'Lake Room · Air conditioning')?.id;
    const quietId = lake.policies[0]?.id as string;
    expect(entries.find((e) => e.kind === 'room_policy')).toMatchObject({
      id: quietId,
      label: 'Lake Room · Quiet hours',
    });
    const englishRooms = (await guest(`/property/v1/app/rooms?propertyId=${villa.id}`)).body;
    const englishRoom = (await guest(`/property/v1/app/roomDetails?roomId=${lake.id}`)).body;

    const hindi = [
      { kind: 'room_amenity', id: acId, field: 'name', value: 'वातानुकूलन' },
      { kind: 'room_policy', id: quietId, field: 'title', value: 'शांत समय' },
    ];
    const saved = await save('hi', hindi, admin, villa.id);
    expect(saved.statusCode, saved.body).toBe(200);
    const served = async (lang: string) => {
      const [card] = (await guest(`/property/v1/app/rooms?propertyId=${villa.id}&lang=${lang}`)).json().data as Array<{
        amenities: string[];
        featuredAmenities: Array<{ name: string }>;
      }>;
      const sections = (await guest(`/property/v1/app/roomDetails?roomId=${lake.id}&lang=${lang}`)).json()
        .data as Array<{ id: string; data: unknown }>;
      const policies = sections.find((x) => x.id === 'policy')?.data as Array<{ title: string; description: string }>;
      return { amenities: card?.amenities, featured: card?.featuredAmenities.map((a) => a.name), policies };
    };
    // Field by field: the Hindi name and title, the balcony and the policy's description in English.
    expect(await served('hi')).toEqual({
      amenities: ['वातानुकूलन', 'Balcony'],
      featured: ['वातानुकूलन', 'Balcony'],
      policies: [{ id: quietId, title: 'शांत समय', description: 'Quiet after 10 PM.' }].map(({ id: _, ...x }) =>
        expect.objectContaining(x),
      ),
    });
    expect((await served('de')).amenities).toEqual(['Air conditioning', 'Balcony']);
    expect((await guest(`/property/v1/app/rooms?propertyId=${villa.id}`)).body).toBe(englishRooms);
    expect((await guest(`/property/v1/app/roomDetails?roomId=${lake.id}`)).body).toBe(englishRoom);

    // The room type saved again (amenities reordered, a policy's English edited by its id): rows and words kept.
    const again = await putType({
      amenities: ['Balcony', 'Air conditioning', 'Desk'],
      policies: [{ id: quietId, title: 'Quiet hours', description: 'Quiet after 11 PM.' }],
    });
    expect(again.policies[0]?.id).toBe(quietId);
    expect((await served('hi')).amenities).toEqual(['Balcony', 'वातानुकूलन', 'Desk']);
    expect((await served('hi')).policies[0]?.title).toBe('शांत समय');
    // The policy's title is still what the Hindi was translated from: not stale; its English title edited, it is.
    await putType({
      amenities: ['Balcony', 'Air conditioning', 'Desk'],
      policies: [{ id: quietId, title: 'Quiet time', description: 'Quiet after 11 PM.' }],
    });
    expect((await read()).find((e) => e.kind === 'room_policy' && e.field === 'title')?.stale).toEqual(['hi']);
    expect((await served('hi')).policies[0]?.title).toBe('शांत समय');
    const missing = (
      await use().app.inject({ method: 'GET', url: '/api/admin/catalogue/translations/missing', headers: admin })
    ).json().data.items as Array<{ propertyId: string; kind: string; label: string; stale?: string[] }>;
    expect(
      missing.filter((i) => i.propertyId === villa.id && i.kind.startsWith('room_') && i.kind !== 'room_type'),
    ).toEqual([
      expect.objectContaining({ kind: 'room_amenity', label: 'Room amenities' }),
      expect.objectContaining({ kind: 'room_policy', label: 'Room policies', stale: ['hi'] }),
    ]);

    // An amenity left out goes, with its words.
    await putType({ amenities: ['Desk'], policies: [] });
    const left = await db
      .select()
      .from(contentTranslations)
      .where(inArray(contentTranslations.entityId, [acId as string, quietId]));
    expect(left).toEqual([]);
  });
});
