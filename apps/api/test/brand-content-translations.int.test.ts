import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, todayIst } from '@staybook/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, contentTranslations, deals, extras, heroSlides } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createPolicy,
  createPromotion,
  createRatePlan,
  createRoomForSale,
  policies,
  signedInUser,
  tokenFor,
} from './support/factories.js';

/**
 * Issue 43, "Content in each language", the brand's own words (docs/languages.md): a deal's (a home card's and a
 * promotion's name with its rule's facts), a hero slide's, an extra's and a rate plan's words entered in the console
 * are what a guest reads on that language's pages; a field with none is read in English; words whose English changed
 * are marked stale; English answers are byte for byte as before.
 */
const distDir = path.join(tmpdir(), `staybook-brand-content-dist-${process.pid}`);
mkdirSync(distDir, { recursive: true });
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Shell</title><!--app-head--></head><body><div id="root"></div></body></html>',
);

describeEachDatabase('the brand’s content per language', { config: { WEB_DIST_DIR: distDir } }, (use) => {
  let admin: { authorization: string };
  let stay: Awaited<ReturnType<typeof createRoomForSale>>;
  let plan: { id: string };
  let promotion: { id: string };
  /** The one row an insert returned. */
  const one = <T>(rows: T[]): T => {
    const [row] = rows;
    if (!row) throw new Error('the insert returned no row');
    return row;
  };
  let deal: { id: string };
  let slide: { id: string };
  let extra: { id: string };

  beforeAll(async () => {
    const { db } = use().database;
    admin = (await signedInUser(db, use().config, 'admin')).headers;
    stay = await createRoomForSale(db, { roomName: 'Garden Room' });
    const policy = await createPolicy(db, stay.propertyId, policies.flexible);
    plan = await createRatePlan(db, stay.roomTypeId, policy.id, { name: 'Flexible rate', isDefault: true });
    promotion = await createPromotion(db, {
      name: 'Stay 3, pay 2',
      kind: 'length_of_stay',
      propertyId: stay.propertyId,
      minNights: 3,
      freeNights: 1,
      percentOff: null,
      bookUntil: addDays(todayIst(), 40),
    });
    deal = one(
      await db
        .insert(deals)
        .values({
          title: 'Sea Breeze Villa',
          subTitle: 'Stay 3 nights, pay for 2',
          imageUrl: '/media/demo/d/0.webp',
          propertyId: stay.propertyId,
          promotionId: promotion.id,
        })
        .returning({ id: deals.id }),
    );
    slide = one(
      await db
        .insert(heroSlides)
        .values({
          imageUrl: '/media/demo/h/0.webp',
          title: 'Beachfront Paradise',
          subtitle: 'Wake up to the Arabian Sea',
          ctaText: 'Find beach stays',
          ctaLink: '/property-list',
        })
        .returning({ id: heroSlides.id }),
    );
    extra = one(
      await db
        .insert(extras)
        .values({
          name: 'Airport transfer',
          description: 'A car between the airport and the hotel.',
          sac: '996412',
          pricePaise: 150_000,
          unit: 'per_stay',
          offeredOnline: true,
        })
        .returning({ id: extras.id }),
    );
  });

  const saveBrand = (language: string, items: unknown[], headers = admin) =>
    use().app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/brand/translations/${language}`,
      headers,
      payload: { items },
    });
  const guest = async (url: string) => {
    const res = await use().app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const urls = () => ({
    rooms: `/property/v1/app/rooms?propertyId=${stay.propertyId}`,
    propertyDeals: `/property/v1/app/property-deals?propertyId=${stay.propertyId}`,
    homeDeals: '/property/v1/config?configName=dealsSection&type=static',
    hero: '/property/v1/hero-sections/public',
    extras: `/property/v1/app/booking/extras?propertyId=${stay.propertyId}`,
  });
  const planName = async (query: string) =>
    (await guest(`${urls().rooms}${query}`)).json().data[0].ratePlans.find((p: { id: string }) => p.id === plan.id)
      .name as string;
  const promotionOf = async (query: string) =>
    (await guest(`${urls().propertyDeals}${query}`))
      .json()
      .data.deals.find((d: { id: string }) => d.id === promotion.id) as {
      name: string;
      sentences: string[];
      terms?: { kind: string; minNights: number; freeNights: number; bookUntil: string };
    };
  const dealOf = async (query: string) =>
    (await guest(`${urls().homeDeals}${query}`)).json().data.deals.find((d: { id: string }) => d.id === deal.id) as {
      title: string;
      subTitle: string;
    };
  const slideOf = async (query: string) =>
    (await guest(`${urls().hero}${query ? `?${query.slice(1)}` : ''}`))
      .json()
      .data.find((h: { id: string }) => h.id === slide.id) as { title: string; subtitle: string; ctaText: string };
  const extraOf = async (query: string) =>
    (await guest(`${urls().extras}${query}`)).json().data.find((x: { id: string }) => x.id === extra.id) as {
      name: string;
      description: string;
    };

  it('serves a deal’s, a hero slide’s, an extra’s and a rate plan’s words on the language’s requests, English byte for byte', async () => {
    const english = Object.fromEntries(
      await Promise.all(Object.entries(urls()).map(async ([k, url]) => [k, (await guest(url)).body] as const)),
    );
    // Warm the cached Hindi rooms answer: the plan's save below must reach it.
    expect(await planName('&lang=hi')).toBe('Flexible rate');

    const brand = await saveBrand('hi', [
      { kind: 'promotion', id: promotion.id, field: 'name', value: '3 रातें ठहरें, 2 का भुगतान' },
      { kind: 'deal', id: deal.id, field: 'subTitle', value: '3 रातें ठहरें, 2 का भुगतान करें' },
      { kind: 'hero_slide', id: slide.id, field: 'title', value: 'समुद्र तट पर स्वर्ग' },
      { kind: 'hero_slide', id: slide.id, field: 'ctaText', value: 'समुद्र तट के ठिकाने खोजें' },
      { kind: 'extra', id: extra.id, field: 'name', value: 'हवाई अड्डे से आना-जाना' },
    ]);
    expect(brand.statusCode, brand.body).toBe(200);
    const plans = await use().app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/properties/${stay.propertyId}/translations/hi`,
      headers: admin,
      payload: { items: [{ kind: 'rate_plan', id: plan.id, field: 'name', value: 'लचीली दर' }] },
    });
    expect(plans.statusCode, plans.body).toBe(200);

    expect(await planName('&lang=hi')).toBe('लचीली दर');
    expect(await planName('&lang=de')).toBe('Flexible rate');
    const hindiPromotion = await promotionOf('&lang=hi');
    expect(hindiPromotion.name).toBe('3 रातें ठहरें, 2 का भुगतान');
    // The rule's facts come with a language, for the page to word them; the English sentences stay beside them.
    expect(hindiPromotion.terms).toMatchObject({ kind: 'length_of_stay', minNights: 3, freeNights: 1 });
    expect(hindiPromotion.sentences[0]).toContain('Stay 3 nights and pay for 2');
    expect((await promotionOf('&lang=de')).name).toBe('Stay 3, pay 2');
    expect(await dealOf('&lang=hi')).toMatchObject({
      title: 'Sea Breeze Villa',
      subTitle: '3 रातें ठहरें, 2 का भुगतान करें',
    });
    expect((await dealOf('&lang=de')).subTitle).toBe('Stay 3 nights, pay for 2');
    expect(await slideOf('&lang=hi')).toEqual(
      expect.objectContaining({
        title: 'समुद्र तट पर स्वर्ग',
        subtitle: 'Wake up to the Arabian Sea',
        ctaText: 'समुद्र तट के ठिकाने खोजें',
      }),
    );
    expect((await slideOf('&lang=de')).title).toBe('Beachfront Paradise');
    expect(await extraOf('&lang=hi')).toEqual(
      expect.objectContaining({ name: 'हवाई अड्डे से आना-जाना', description: 'A car between the airport and the hotel.' }),
    );
    expect((await extraOf('&lang=fr')).name).toBe('Airport transfer');

    // English, asked without a language, is byte for byte what it was; by name it reads the same words.
    for (const [k, url] of Object.entries(urls())) expect((await guest(url)).body, k).toBe(english[k]);
    expect(await planName('&lang=en')).toBe('Flexible rate');
    expect((await slideOf('&lang=en')).title).toBe('Beachfront Paradise');

    // The Hindi home's page data carries the slides in Hindi, keyed as its own call asks; English's as before.
    const hindiHome = await guest('/hi/');
    expect(hindiHome.body).toContain('समुद्र तट पर स्वर्ग');
    expect(hindiHome.body).toContain('hero-sections/public?lang=hi');
    expect((await guest('/')).body).not.toContain('समुद्र तट पर स्वर्ग');
  });

  it('lists the brand’s words on the missing list and marks them stale when the English changes', async () => {
    const { db } = use().database;
    const missing = async () => {
      const res = await use().app.inject({
        method: 'GET',
        url: '/api/admin/catalogue/translations/missing',
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.items as Array<{
        propertyId: string | null;
        propertyName: string;
        kind: string;
        label: string;
        missing: string[];
        stale?: string[];
      }>;
    };
    await saveBrand('de', [{ kind: 'hero_slide', id: slide.id, field: 'title', value: 'Paradies am Strand' }]);
    const slides = (await missing()).find((i) => i.kind === 'hero_slide');
    expect(slides).toMatchObject({ propertyId: null, propertyName: 'Brand', label: 'Hero slides' });
    expect(slides?.stale).toBeUndefined();
    expect((await missing()).find((i) => i.kind === 'rate_plan' && i.propertyId === stay.propertyId)).toMatchObject({
      label: 'Rate plans',
      missing: ['es', 'fr', 'de'],
    });

    // The slide's English is edited: its Hindi and German words are still served, and marked.
    await db.update(heroSlides).set({ title: 'Beachfront Paradise, Goa' }).where(eq(heroSlides.id, slide.id));
    expect((await slideOf('&lang=hi')).title).toBe('समुद्र तट पर स्वर्ग');
    expect((await missing()).find((i) => i.kind === 'hero_slide')?.stale).toEqual(['hi', 'de']);
    const read = await use().app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/brand/translations',
      headers: admin,
    });
    expect(
      read.json().data.items.find((e: { id: string; field: string }) => e.id === slide.id && e.field === 'title'),
    ).toMatchObject({ english: 'Beachfront Paradise, Goa', stale: ['hi', 'de'] });

    // Saved unchanged it stays stale; confirmed against today's English it is not.
    const same = { kind: 'hero_slide', id: slide.id, field: 'title', value: 'समुद्र तट पर स्वर्ग' };
    await saveBrand('hi', [same]);
    expect((await missing()).find((i) => i.kind === 'hero_slide')?.stale).toEqual(['hi', 'de']);
    await saveBrand('hi', [{ ...same, confirmed: true }]);
    expect((await missing()).find((i) => i.kind === 'hero_slide')?.stale).toEqual(['de']);
    // An emptied field falls back to English and its row goes.
    await saveBrand('de', [{ kind: 'hero_slide', id: slide.id, field: 'title', value: '' }]);
    expect((await slideOf('&lang=de')).title).toBe('Beachfront Paradise, Goa');
  });

  it('refuses a property’s kind or an unknown row on the brand’s words, a property’s manager, and audits each save', async () => {
    const { db } = use().database;
    const theirs = await saveBrand('hi', [{ kind: 'rate_plan', id: plan.id, field: 'name', value: 'दर' }]);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.message).toContain('The brand has no rate plan');
    const field = await saveBrand('hi', [{ kind: 'extra', id: extra.id, field: 'sac', value: '1' }]);
    expect(field.statusCode).toBe(400);
    expect(field.json().error.message).toContain("no translatable field 'sac'");
    const manager = {
      authorization: `Bearer ${await tokenFor(db, use().config, 'property_manager', [stay.propertyId])}`,
    };
    expect((await saveBrand('hi', [], manager)).statusCode).toBe(403);
    const missing = await use().app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/translations/missing',
      headers: manager,
    });
    expect(missing.json().data.items.some((i: { propertyId: string | null }) => i.propertyId === null)).toBe(false);

    const audited = await db.select().from(auditLog).where(eq(auditLog.entityType, 'brand_content'));
    expect(audited.some((r) => r.entityId === 'hi' && JSON.stringify(r.after).includes('हवाई अड्डे से आना-जाना'))).toBe(
      true,
    );
  });

  it('keeps a brand’s row without a property and a property’s row with one (the database says so)', async () => {
    const { db } = use().database;
    const row = { entityId: slide.id, language: 'es', field: 'subtitle', value: 'Despierta', source: 'x' };
    await expect(
      db.insert(contentTranslations).values({ ...row, entityKind: 'hero_slide', propertyId: stay.propertyId }),
    ).rejects.toThrow();
    await expect(
      db.insert(contentTranslations).values({ ...row, entityKind: 'rate_plan', entityId: plan.id, propertyId: null }),
    ).rejects.toThrow();
  });
});
