import { formatClock } from '@staybook/contract/format';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { seedIfEmpty } from '../src/seed/index.js';
import { describeEachDatabase } from './setup-db.js';

describeEachDatabase('demo catalogue seed', {}, (use) => {
  it('seeds an empty database once, then leaves it alone', async () => {
    const { database, app } = use();
    const started = performance.now();
    expect(await seedIfEmpty(database.db, { nights: 60 })).toBe(true);
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(60);
    expect(await seedIfEmpty(database.db, { nights: 60 })).toBe(false);
    const counts = (
      await database.db.execute(sql`SELECT (SELECT count(*) FROM properties)::int AS properties,
        (SELECT count(*) FROM room_inventory)::int AS nights, (SELECT count(*) FROM hero_slides)::int AS slides`)
    ).rows[0] as { properties: number; nights: number; slides: number };
    expect(counts.properties).toBeGreaterThanOrEqual(60);
    expect(counts.slides).toBe(5);
    const rooms = (await database.db.execute(sql`SELECT count(*)::int AS n FROM room_types`)).rows[0] as { n: number };
    expect(counts.nights).toBe(rooms.n * 60);

    const list = await app.inject({
      method: 'GET',
      url: '/property/v1/app/property?propertyType=all&city=Goa&limit=50',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBeGreaterThan(20);

    // One set of rules: each property's written check-in rule says its own times, which the booking pages use.
    const rules = (
      await database.db.execute(sql`SELECT p.check_in_time, p.check_out_time, pp.texts[1] AS rule
        FROM properties p JOIN property_policies pp ON pp.property_id = p.id AND pp.group_key = 'checkInCheckOut'`)
    ).rows as Array<{ check_in_time: string; check_out_time: string; rule: string }>;
    expect(rules.length).toBe(counts.properties);
    for (const r of rules)
      expect(r.rule).toBe(
        `Check-in from ${formatClock(r.check_in_time)}; check-out by ${formatClock(r.check_out_time)}.`,
      );
    expect(new Set(rules.map((r) => `${r.check_in_time}/${r.check_out_time}`)).size).toBeGreaterThan(1);
    const children = (
      await database.db.execute(sql`SELECT DISTINCT description FROM room_policies WHERE title = 'Children'`)
    ).rows as Array<{ description: string }>;
    expect(children.map((c) => c.description)).toEqual([
      "Infants under 2 stay free in existing bedding; children ages 2–12 count towards the room's occupancy.",
    ]);

    // The flagships speak Hindi and German (issue 43): their descriptions and their rooms', English elsewhere.
    const flagship = (await database.db.execute(sql`SELECT id FROM properties WHERE slug = 'villa-bela-vista'`))
      .rows[0] as { id: string };
    const description = async (lang: string) =>
      (await app.inject({ method: 'GET', url: `/property/v1/app/propertyDetails?id=${flagship.id}&lang=${lang}` }))
        .json()
        .data.find((s: { id: string }) => s.id === 'propertyInfo').data.description as string;
    expect(await description('hi')).toMatch(/^Villa Bela Vista असगाओ में एक एलीट विला है/);
    expect(await description('de')).toMatch(/^Die Villa Bela Vista ist eine Elite-Villa in Assagao/);
    expect(await description('fr')).toMatch(/^Villa Bela Vista est une villa d’exception à Assagao/);
    expect(await description('es')).toMatch(/^Villa Bela Vista es una villa de categoría élite en Assagao/);
    const words = (
      await database.db.execute(
        sql`SELECT language, count(*)::int AS n FROM content_translations WHERE entity_kind IN ('property', 'room_type') GROUP BY language`,
      )
    ).rows as Array<{ language: string; n: number }>;
    // Two properties and their 5 + 3 room types, in each of the four languages.
    expect(Object.fromEntries(words.map((w) => [w.language, w.n]))).toEqual({ hi: 10, es: 10, fr: 10, de: 10 });
    // Their amenities and policies too, the property's own house times among the points.
    const details = (
      await app.inject({ method: 'GET', url: `/property/v1/app/propertyDetails?id=${flagship.id}&lang=de` })
    ).json().data as Array<{ id: string; data: unknown }>;
    const amenities = details.find((s) => s.id === 'amenities')?.data as Array<{ amenities: Array<{ title: string }> }>;
    expect(amenities.flatMap((g) => g.amenities.map((a) => a.title))).toContain('Kostenloses WLAN');
    const policies = details.find((s) => s.id === 'hotelPolicies')?.data as Array<{ title: string; texts: string[] }>;
    expect(policies.find((r) => r.title === 'Hausregeln')?.texts).toContain('Nachtruhe ist von 22:00 bis 7:00 Uhr.');
    expect(policies.find((r) => r.title === 'Check-in und Check-out')?.texts[0]).toMatch(/^Check-in ab \d/);
    const french = (
      await app.inject({ method: 'GET', url: `/property/v1/app/propertyDetails?id=${flagship.id}&lang=fr` })
    ).json().data as Array<{ id: string; data: unknown }>;
    const frenchRules = french.find((s) => s.id === 'hotelPolicies')?.data as Array<{ title: string; texts: string[] }>;
    expect(frenchRules.find((r) => r.title === 'Règlement intérieur')?.texts).toContain(
      'Le silence est de rigueur de 22 h à 7 h.',
    );

    // The brand's words (seed/brand-translations.ts): home's slides and deals, the online extras, the promotions and
    // the flagships' rate plans in Hindi, Spanish, French and German (descriptions and lists: Hindi and German only).
    const get = async (url: string) => (await app.inject({ method: 'GET', url })).json().data;
    expect((await get('/property/v1/hero-sections/public?lang=hi'))[0].title).toBe('गोवा में आलीशान विला');
    expect((await get('/property/v1/hero-sections/public?lang=fr'))[0].title).toBe('Villas de luxe à Goa');
    expect((await get('/property/v1/hero-sections/public?lang=es'))[0].title).toBe('Villas de lujo en Goa');
    const homeDeals = (await get('/property/v1/config?configName=dealsSection&type=static&lang=de')).deals as Array<{
      subTitle: string;
    }>;
    expect(homeDeals.map((d) => d.subTitle)).toContain('3 Nächte bleiben, 2 bezahlen');
    const extras = (await get(`/property/v1/app/booking/extras?propertyId=${flagship.id}&lang=hi`)) as Array<{
      name: string;
    }>;
    expect(extras.map((x) => x.name)).toEqual(expect.arrayContaining(['हवाई अड्डे से आना-जाना', 'नाश्ता']));
    const plans = (
      (await get(`/property/v1/app/rooms?propertyId=${flagship.id}&lang=de`)) as Array<{
        ratePlans: Array<{ name: string }>;
      }>
    ).flatMap((r) => r.ratePlans.map((p) => p.name));
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.filter((name) => /\b(rate|saver|breakfast)\b|at the villa/i.test(name))).toEqual([]);

    // A room's amenities and policies (0038): every amenity of its card in Hindi, its smoking rule's title too.
    const hindiRooms = (await get(`/property/v1/app/rooms?propertyId=${flagship.id}&lang=hi`)) as Array<{
      id: string;
      amenities: string[];
    }>;
    expect(hindiRooms[0]?.amenities.filter((a) => !/[\u0900-\u097F]/.test(a))).toEqual([]);
    const roomPolicy = (
      (await get(`/property/v1/app/roomDetails?roomId=${hindiRooms[0]?.id}&lang=hi`)) as Array<{
        id: string;
        data: unknown;
      }>
    ).find((x) => x.id === 'policy')?.data as Array<{ title: string }>;
    expect(roomPolicy.map((x) => x.title)).toContain('धूम्रपान');

    // Nearby places (0039): every place of the flagship's location tab named in Hindi; home's tiles in German.
    const places = (
      (await get(`/property/v1/app/propertyDetails?id=${flagship.id}&lang=hi`)) as Array<{ id: string; data: unknown }>
    ).find((x) => x.id === 'location')?.data as Array<{ name: string }>;
    expect(places.length).toBeGreaterThan(0);
    expect(places.filter((x) => !/[\u0900-\u097F]/.test(x.name))).toEqual([]);
    // Amenity group headings (0040): each of the flagship's groups headed in Hindi beside its English, French too.
    const headings = async (lang: string) =>
      (
        (
          (await get(`/property/v1/app/propertyDetails?id=${flagship.id}&lang=${lang}`)) as Array<{
            id: string;
            data: unknown;
          }>
        ).find((x) => x.id === 'amenities')?.data as Array<{ title: string; label: string }> | undefined
      )?.map(({ title, label }) => ({ title, label }));
    const hindiHeadings = await headings('hi');
    expect(hindiHeadings).toContainEqual({ title: 'Popular', label: 'लोकप्रिय' });
    expect(hindiHeadings?.filter((x) => !/^[\u0900-\u097F -]+$/.test(x.label))).toEqual([]);
    expect(await headings('fr')).toContainEqual({ title: 'Popular', label: 'Les plus demandés' });
    const tiles = (
      await app.inject({
        method: 'POST',
        url: '/property/v1/app/home',
        payload: { sectionType: 'category', city: 'Goa', lang: 'de' },
      })
    ).json().data.categories as Array<{ name: string; label: string }>;
    expect(tiles.find((x) => x.name === 'Villas')?.label).toBe('Villen');
  });
});
