import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { propertyListResponseSchema, roomsResponseSchema } from '@staybook/contract/catalogue';
import { PET_FRIENDLY_AMENITY } from '@staybook/contract/party-rules';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cities, properties, propertyAmenities } from '../src/db/schema/catalogue.js';
import { reviews } from '../src/db/schema/reviews.js';
import { describeEachDatabase } from './setup-db.js';
import { type GuestSiteCatalogue, seedGuestSiteCatalogue } from './support/factories.js';

/** A minimal page shell, so these tests do not need a web build. */
const distDir = path.join(tmpdir(), `staybook-seo-pages-dist-${process.pid}`);
mkdirSync(path.join(distDir, 'assets'), { recursive: true });
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Shell</title><!--app-head--></head><body><div id="root"></div></body></html>',
);

const ORIGIN = 'https://staybook.example';
type Json = Record<string, unknown> & { '@type'?: string };

let catalogue: GuestSiteCatalogue;
let cityName: string;

/** Published reviews count; pending and hidden ones never do (overall 5 each, so they would move the average). */
const REVIEWS = [
  { overall: 4, status: 'published' },
  { overall: 5, status: 'published' },
  { overall: 5, status: 'published' },
  { overall: 5, status: 'pending' },
  { overall: 5, status: 'hidden' },
] as const;

describeEachDatabase(
  'structured data, titles and canonical addresses of the guest pages',
  {
    config: { WEB_DIST_DIR: distDir, PUBLIC_URL: ORIGIN, SUPPORT_EMAIL: 'help@staybook.example' },
    prepare: async (database) => {
      const { db } = database;
      catalogue = await seedGuestSiteCatalogue(db);
      const [villa] = await db
        .update(properties)
        .set({ amenities: ['pool', PET_FRIENDLY_AMENITY], checkInTime: '13:00', checkOutTime: '11:00' })
        .where(eq(properties.id, catalogue.villaId))
        .returning({ cityId: properties.cityId });
      const [city] = await db
        .select()
        .from(cities)
        .where(eq(cities.id, villa?.cityId ?? ''));
      cityName = city?.name ?? '';
      await db.insert(propertyAmenities).values([
        { propertyId: catalogue.villaId, groupTitle: 'Outdoors', title: 'Private pool', sortOrder: 1 },
        { propertyId: catalogue.villaId, groupTitle: 'Indoors', title: 'Wi-Fi', sortOrder: 2 },
      ]);
      await db.insert(reviews).values(
        REVIEWS.map((r, i) => ({
          propertyId: catalogue.villaId,
          guestName: `Guest ${i}.`,
          overall: r.overall,
          cleanliness: 4,
          location: 4,
          service: 4,
          value: 4,
          title: 'Stay',
          text: 'A good stay by the pool.',
          status: r.status,
          isDemo: true,
        })),
      );
    },
  },
  (use) => {
    const page = async (url: string) => {
      const res = await use().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      return res.body;
    };
    const api = async (url: string) => (await use().app.inject({ method: 'GET', url })).json();
    /** Every JSON-LD block of the page, each parsed on its own (as a crawler reads them). */
    const jsonLd = (html: string): Json[] =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? '') as Json,
      );
    // The attribute is HTML: '&' is written '&amp;'.
    const canonical = (html: string) =>
      /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

    /** The list's card figure for its default search: what /property-list shows with no address parameters. */
    const _listFigure = async (propertyId: string) => {
      const list = propertyListResponseSchema.parse(
        await api('/property/v1/app/property?adults=2&children=0&limit=50&propertyType=all'),
      );
      return list.data.data.find((c) => c.id === propertyId)?.price.min ?? null;
    };

    /** Each room's cheapest plan a night for the default stay, in whole rupees, from the rooms answer (ours to sell). */
    const _roomFigures = async (propertyId: string) => {
      const rooms = roomsResponseSchema.parse(await api(`/property/v1/app/rooms?propertyId=${propertyId}`)).data;
      return new Map(
        rooms.map((r) => {
          const perNight = (r.ratePlans ?? []).map((p) => p.price.reduce((s, n) => s + n.rate, 0) / p.price.length);
          return [r.id, perNight.length > 0 && !r.url ? String(Math.round(Math.min(...perNight))) : null];
        }),
      );
    };

    it("describes a property page as its lodging with the database's facts and its rooms, without price or rating", async () => {
      const html = await page(`/property-details/${catalogue.villaId}?utm_source=newsletter&adults=3`);
      expect(title(html)).toBe(`Casa Azul Villa — Villa in ${cityName} | Staybook`);
      expect(canonical(html)).toBe(`${ORIGIN}/property-details/${catalogue.villaId}`);
      expect(html).not.toContain('name="robots"');
      const blocks = jsonLd(html);
      expect(blocks.map((b) => b['@type'])).toEqual(['LodgingBusiness', 'BreadcrumbList']);
      const [lodging, crumbs] = blocks as [Json, Json];
      // Two pictures are fewer than Google's vacation rental needs, so the villa is a LodgingBusiness.
      expect(lodging).toMatchObject({
        '@context': 'https://schema.org',
        identifier: catalogue.villaId,
        name: 'Casa Azul Villa',
        description: 'A quiet pool villa.',
        url: `${ORIGIN}/property-details/${catalogue.villaId}`,
        image: [`${ORIGIN}/media/seed/casa-azul-pool.webp`, `${ORIGIN}/media/seed/casa-azul-bed.webp`],
        address: { '@type': 'PostalAddress', addressLocality: cityName, addressRegion: 'Goa', addressCountry: 'IN' },
        geo: { '@type': 'GeoCoordinates', latitude: 15.5937, longitude: 73.7654 },
        checkinTime: '13:00:00',
        checkoutTime: '11:00:00',
        petsAllowed: true,
        amenityFeature: [
          { '@type': 'LocationFeatureSpecification', name: 'Private pool', value: true },
          { '@type': 'LocationFeatureSpecification', name: 'Wi-Fi', value: true },
        ],
      });
      // The page shows no price (unlocked) and Google shows no stars for a brand's own reviews of its own stays.
      for (const key of ['aggregateRating', 'priceRange', 'makesOffer']) expect(lodging, key).not.toHaveProperty(key);
      // The description still says what the published reviews say (3 of them: 4, 5, 5), without a price.
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(description).toContain('Rated 4.7/5 by 3 guests.');
      expect(description).not.toContain('₹');
      const rooms = lodging.containsPlace as Array<Json & { url: string }>;
      expect(rooms.map((r) => r.name)).toEqual(['Sold Out Cabin', 'Garden Room', 'Pool Suite']);
      expect(rooms.find((r) => r.name === 'Pool Suite')?.url).toBe(`${ORIGIN}/room-details/${catalogue.poolSuiteId}`);
      expect(crumbs.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: cityName,
          item: `${ORIGIN}/property-list?${new URLSearchParams({ city: cityName })}`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Casa Azul Villa',
          item: `${ORIGIN}/property-details/${catalogue.villaId}`,
        },
      ]);
    });

    it('names the hotel exactly, and types its rooms as hotel rooms', async () => {
      const [hotel] = jsonLd(await page(`/property-details/${catalogue.hotelId}`));
      expect(hotel?.['@type']).toBe('Hotel');
      expect(hotel?.name).toBe('Sea Breeze "Hotel" & Spa');
      expect(hotel).not.toHaveProperty('aggregateRating');
      expect(hotel).not.toHaveProperty('makesOffer');
      for (const room of (hotel?.containsPlace ?? []) as Json[])
        expect(room['@type']).toEqual(['HotelRoom', 'Product']);
    });

    it('gives a room page the room inside its property, without a price, under Home › City › Property › Room', async () => {
      const html = await page(`/room-details/${catalogue.poolSuiteId}?ref=share`);
      expect(title(html)).toBe('Pool Suite — Casa Azul Villa | Staybook');
      expect(canonical(html)).toBe(`${ORIGIN}/room-details/${catalogue.poolSuiteId}`);
      const [room, crumbs] = jsonLd(html) as [Json, Json];
      expect(room).toMatchObject({
        '@type': 'Room',
        name: 'Pool Suite',
        url: `${ORIGIN}/room-details/${catalogue.poolSuiteId}`,
        occupancy: { '@type': 'QuantitativeValue', maxValue: 6 },
        containedInPlace: { name: 'Casa Azul Villa', url: `${ORIGIN}/property-details/${catalogue.villaId}` },
      });
      expect(room).not.toHaveProperty('offers');
      expect((crumbs.itemListElement as Json[]).map((c) => c.name)).toEqual([
        'Home',
        cityName,
        'Casa Azul Villa',
        'Pool Suite',
      ]);
    });

    it("lists the list page's first page of stays, titled and canonical by its place alone", async () => {
      const search = new URLSearchParams({ city: cityName, adults: '2', sort: 'rating', utm_source: 'ad' });
      const html = await page(`/property-list?${search}`);
      expect(title(html)).toBe(`Properties in ${cityName} — Staybook`);
      expect(canonical(html)).toBe(`${ORIGIN}/property-list?${new URLSearchParams({ city: cityName })}`);
      const [list, crumbs] = jsonLd(html) as [Json, Json];
      const answer = propertyListResponseSchema.parse(
        await api(
          `/property/v1/app/property?${new URLSearchParams({ adults: '2', children: '0', city: cityName, limit: '12', propertyType: 'all', sort: 'rating' })}`,
        ),
      );
      expect(answer.data.data.length).toBeGreaterThan(0);
      expect(list['@type']).toBe('ItemList');
      expect(list.itemListElement).toEqual(
        answer.data.data.map((card, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          url: `${ORIGIN}/property-details/${card.id}`,
          name: card.name,
        })),
      );
      expect(crumbs['@type']).toBe('BreadcrumbList');
      // A type the visitor chose is part of what the page is about; the title says so as the page does.
      const villas = await page('/property-list?propertyType=villa&checkInDate=1&page=2');
      expect(title(villas)).toBe('Villa Properties — Staybook');
      expect(canonical(villas)).toBe(`${ORIGIN}/property-list?propertyType=villa&page=2`);
    });

    it('introduces the site on the home page: the website and Staybook with its 512 px logo and support address', async () => {
      const html = await page('/?gclid=abc');
      expect(title(html)).toBe('Staybook — Villas, hotels and apartments in Goa');
      expect(canonical(html)).toBe(`${ORIGIN}/`);
      const [site, organization] = jsonLd(html) as [Json, Json];
      expect(site).toMatchObject({ '@type': 'WebSite', name: 'Staybook', url: `${ORIGIN}/` });
      expect(organization).toMatchObject({
        '@type': 'Organization',
        name: 'Staybook',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/logo.png`,
        contactPoint: { '@type': 'ContactPoint', email: 'help@staybook.example' },
      });
    });

    it('points crawlers at the sitemap by its full address', async () => {
      const res = await use().app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      expect(res.body).toContain('Disallow: /admin');
    });

    it("keeps a guest's own pages out of the index, titled as they title themselves, with no address repeated", async () => {
      const token = '0b6c1c1e-6f5a-4e59-9b1a-3c2d5e6f7a8b.W6FzpJqDM48WQLxTKgjxR98sOuohc8zY';
      for (const [url, expected] of [
        ['/bookings', 'My bookings — Staybook'],
        [`/booking-details/${catalogue.villaId}`, 'Booking Details — Staybook'],
        [`/booking-confirmation/${catalogue.villaId}`, 'Booking confirmation — Staybook'],
        [`/change-booking/${catalogue.villaId}`, 'Change booking — Staybook'],
        ['/review-booking?propertyId=x', 'Review booking — Staybook'],
        ['/kyc-details', 'KYC details — Staybook'],
        ['/profile', 'Profile — Staybook'],
        ['/auth', 'Sign in — Staybook'],
        [`/pay/${token}`, 'Pay for your booking — Staybook'],
        ['/wishlist/5hared-t0ken', 'Shared wishlist — Staybook'],
      ] as const) {
        const html = await page(url);
        expect(title(html), url).toBe(expected);
        expect(html, url).toContain('<meta name="robots" content="noindex" />');
        expect(canonical(html), url).toBeUndefined();
        expect(html, url).not.toContain(token);
        expect(jsonLd(html), url).toEqual([]);
      }
      for (const url of ['/', '/property-list', '/about-us', `/property-details/${catalogue.villaId}`])
        expect(await page(url), url).not.toContain('name="robots"');
    });

    it("serves a payment link's page in every language, its token's end read as no file extension", async () => {
      // The token's mac is letters and digits only here, so the address ends like a file's ('.W6Fz…8zY').
      const token = '0b6c1c1e-6f5a-4e59-9b1a-3c2d5e6f7a8b.W6FzpJqDM48WQLxTKgjxR98sOuohc8zY';
      // The app's page (200, its shell titled), not the API's 'No route' 404; titled in its language (the link the
      // desk's SMS carries in the booking's language), English's as it was. Still noindex, the token not repeated.
      for (const [url, expected] of [
        [`/pay/${token}`, 'Pay for your booking — Staybook'],
        [`/hi/pay/${token}`, 'अपनी बुकिंग का भुगतान करें — Staybook'],
        [`/de/pay/${token}`, 'Ihre Buchung bezahlen — Staybook'],
      ] as const) {
        const html = await page(url);
        expect(title(html), url).toBe(expected);
        expect(html, url).toContain('<meta name="robots" content="noindex" />');
        expect(html.split(token).length - 1, url).toBe(0);
      }
      const hindi = await page(`/hi/pay/${token}`);
      expect(hindi).toContain('<meta name="description" content="अपनी बुकिंग का भुगतान करें" />');
      expect(hindi).not.toContain('Pay for your booking');
    });
  },
);
