import { describe, expect, it } from 'vitest';
// The web app's own heading rule, read here only to hold the server's titles to it.
import { listHeading as webListHeading } from '../../../../web/src/features/properties/logic/list-params.js';
import { translatorFor } from '../../lib/messages.js';
import {
  buildSitemapXml,
  idFromPath,
  listCanonicalPath,
  listHeading,
  listPageMeta,
  type PropertyForMeta,
  privatePageMeta,
  propertyPageMeta,
  robotsTxt,
  roomPageMeta,
  staticPageMeta,
  staticPageMetaIn,
  translatedStaticPages,
} from './seo-rules.js';

const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('idFromPath', () => {
  it.each([
    [`/property-details/${id}`, id],
    [`/property-details/${id}/`, id],
    [`/property-details/${id.toUpperCase()}`, id],
    ['/property-details/', null],
    ['/property-details/not-an-id', null],
    ['/property-details/%E0%A4%A', null],
    [`/room-details/${id}`, null],
  ])('%s → %s', (path, expected) => {
    expect(idFromPath(path, '/property-details/')).toBe(expected);
  });
});

describe('propertyPageMeta', () => {
  const property: PropertyForMeta = {
    id,
    name: 'Casa Azul Villa',
    propertyType: 'villa',
    locality: 'Assagao',
    cityName: 'Goa',
    description: 'A quiet pool villa among the cashew trees.',
    ratingAverage: 4.7,
    ratingCount: 128,
    imageUrl: '/media/seed/casa-azul.webp',
  };

  it('titles it by name, kind and city, describes it without a price the page does not show, and points at the canonical page', () => {
    expect(propertyPageMeta(property)).toEqual({
      title: 'Casa Azul Villa — Villa in Goa | Staybook',
      description: 'Villa in Assagao, Goa. Rated 4.7/5 by 128 guests. A quiet pool villa among the cashew trees.',
      image: '/media/seed/casa-azul.webp',
      url: `/property-details/${id}`,
      type: 'website',
    });
  });

  it('leaves out what the property does not have', () => {
    const meta = propertyPageMeta({
      ...property,
      imageUrl: null,
      ratingCount: 0,
      description: '',
    });
    expect(meta.description).toBe('Villa in Assagao, Goa.');
    expect(meta).not.toHaveProperty('image');
  });

  it('says the same facts in Hindi and in German (issue 43), the description as entered', () => {
    expect(propertyPageMeta(property, translatorFor('hi'))).toMatchObject({
      title: 'Casa Azul Villa — Goa में विला | Staybook',
      description: 'Assagao, Goa में विला। 128 मेहमानों ने 4.7/5 रेटिंग दी। A quiet pool villa among the cashew trees.',
      url: `/property-details/${id}`,
    });
    const german = propertyPageMeta({ ...property, ratingCount: 1, description: '' }, translatorFor('de'));
    expect(german.title).toBe('Casa Azul Villa — Villa in Goa | Staybook');
    expect(german.description).toBe('Villa in Assagao, Goa. Mit 4.7/5 bewertet von 1 Gast.');
    expect(
      roomPageMeta(
        { id, name: 'Garden Room', propertyName: 'Casa Azul', description: '', imageUrl: null },
        translatorFor('fr'),
      ).description,
    ).toBe('Garden Room à Casa Azul.');
  });

  it('keeps long descriptions to about two hundred characters, cut at a word', () => {
    const meta = propertyPageMeta({ ...property, description: 'sunny '.repeat(100) });
    expect(meta.description.length).toBeLessThanOrEqual(200);
    expect(meta.description.endsWith('sunny…')).toBe(true);
  });
});

describe('small helpers', () => {
  it('builds an escaped sitemap with absolute URLs', () => {
    const xml = buildSitemapXml(
      [{ path: '/' }, { path: '/a?b=1&c=2', lastModified: new Date('2025-03-04T10:00:00Z') }],
      'https://staybook.in',
    );
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    );
    expect(xml).toContain('<url><loc>https://staybook.in/</loc></url>');
    expect(xml).toContain('<url><loc>https://staybook.in/a?b=1&amp;c=2</loc><lastmod>2025-03-04</lastmod></url>');
  });

  it("gives a property's sitemap entry its pictures, and no price (the page shows none)", () => {
    const xml = buildSitemapXml(
      [{ path: `/property-details/${id}`, images: ['/media/a.webp', 'https://cdn.example/b&c.webp'] }],
      'https://staybook.in',
    );
    expect(xml).toContain(
      `<url><loc>https://staybook.in/property-details/${id}</loc>` +
        '<image:image><image:loc>https://staybook.in/media/a.webp</image:loc></image:image>' +
        '<image:image><image:loc>https://cdn.example/b&amp;c.webp</image:loc></image:image></url>',
    );
    expect(xml).not.toContain('PageMap');
  });
});

describe('the list page head', () => {
  it.each([
    {},
    { propertyType: 'all' },
    { propertyType: 'villa' },
    { propertyType: 'Bed and breakfast', city: 'Goa' },
    { propertyType: 'villa,hotel', category: 'premium' },
    { propertyType: 'castle' },
    { category: 'Imperial', city: 'Goa' },
    { category: 'nope', city: 'Pune' },
    { city: 'Goa' },
  ] as Array<Record<string, string>>)('words the heading of %o as the page does', (params) => {
    expect(listHeading(params)).toBe(webListHeading(params));
  });

  it.each([
    [{}, 'All Properties — Staybook', '/property-list'],
    [{ propertyType: 'all', adults: '2', limit: '12' }, 'All Properties — Staybook', '/property-list'],
    [
      { city: 'Goa', adults: '3', checkInDate: '1790000000', sort: 'price_asc' },
      'Properties in Goa — Staybook',
      '/property-list?city=Goa',
    ],
    [
      { propertyType: 'villa', city: 'Goa', utm_source: 'x', gclid: 'y' },
      'Villa Properties — Staybook',
      '/property-list?city=Goa&propertyType=villa',
    ],
    [
      { category: 'elite', page: '2', minPrice: '100' },
      'Elite Properties — Staybook',
      '/property-list?category=Elite&page=2',
    ],
    [
      { propertyType: 'villa,hotel', page: '1' },
      'All Properties — Staybook',
      '/property-list?propertyType=villa%2Chotel',
    ],
    [{ city: 'all', page: 'x' }, 'Properties in all — Staybook', '/property-list'],
  ])('%o → %s at %s', (params, title, canonical) => {
    const meta = listPageMeta(params);
    expect(meta.title).toBe(title);
    expect(meta.url).toBe(canonical);
    expect(listCanonicalPath(params)).toBe(canonical);
  });
});

describe("a guest's own pages", () => {
  it.each([
    ['/bookings', 'My bookings — Staybook'],
    ['/booking-details/abc', 'Booking Details — Staybook'],
    ['/booking-details', 'Booking Details — Staybook'],
    ['/change-booking/abc', 'Change booking — Staybook'],
    ['/booking-confirmation/abc/', 'Booking confirmation — Staybook'],
    ['/review-booking', 'Review booking — Staybook'],
    ['/select-rooms', 'Select rooms — Staybook'],
    ['/kyc-details', 'KYC details — Staybook'],
    ['/pay/0b6c1c1e.W6Fz', 'Pay for your booking — Staybook'],
    ['/wishlist/tok3n', 'Shared wishlist — Staybook'],
    ['/wishlist', 'Wishlist — Staybook'],
    ['/auth', 'Sign in — Staybook'],
    ['/profile', 'Profile — Staybook'],
    ['/rate-your-stay/abc', 'Rate your stay — Staybook'],
  ])('%s is titled %s and not indexed, with no canonical that repeats a token', (path, title) => {
    const meta = privatePageMeta(path);
    expect(meta?.title).toBe(title);
    expect(meta?.robots).toBe('noindex');
    expect(meta).not.toHaveProperty('url');
  });

  it("titles the payment link's page in another language as the page titles itself there; the others stay English", () => {
    const hindi = translatorFor('hi');
    expect(privatePageMeta('/pay/0b6c1c1e.W6Fz', hindi)).toEqual({
      title: 'अपनी बुकिंग का भुगतान करें — Staybook',
      description: 'अपनी बुकिंग का भुगतान करें',
      robots: 'noindex',
    });
    expect(privatePageMeta('/pay/0b6c1c1e.W6Fz', translatorFor('de'))?.title).toBe('Ihre Buchung bezahlen — Staybook');
    expect(privatePageMeta('/pay/0b6c1c1e.W6Fz')).toEqual({
      title: 'Pay for your booking — Staybook',
      description: 'Pay for your booking on Staybook.',
      robots: 'noindex',
    });
    expect(privatePageMeta('/bookings', hindi)?.title).toBe('My bookings — Staybook');
  });

  it.each(['/', '/property-list', '/property-details/x', '/about-us', '/pay', '/bookingsx', '/wishlists'])(
    '%s is not one of them',
    (path) => {
      expect(privatePageMeta(path)).toBeNull();
    },
  );

  it('titles the information pages as the pages title themselves', () => {
    expect(Object.values(staticPageMeta).every((m) => m.title.endsWith(' — Staybook'))).toBe(true);
  });
});

describe('robots.txt', () => {
  it("keeps the console out and names each language's sitemap by its full address", () => {
    expect(robotsTxt('https://staybook.in')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n' +
        'Sitemap: https://staybook.in/sitemap.xml\nSitemap: https://staybook.in/hi/sitemap.xml\n' +
        'Sitemap: https://staybook.in/es/sitemap.xml\nSitemap: https://staybook.in/fr/sitemap.xml\n' +
        'Sitemap: https://staybook.in/de/sitemap.xml\n',
    );
  });
});

describe('the information pages in every language (issue 43)', () => {
  it("write the same head in English through the catalogues as the table's, and their own words in another", () => {
    for (const path of Object.keys(translatedStaticPages)) {
      expect(staticPageMetaIn(path, translatorFor('en')), path).toEqual(staticPageMeta[path]);
      expect(staticPageMetaIn(path), path).toEqual(staticPageMeta[path]);
    }
    expect(staticPageMetaIn('/about-us', translatorFor('hi'))).toEqual({
      title: 'हमारे बारे में — Staybook',
      description:
        'Staybook गोवा का एक हॉस्पिटैलिटी ब्रांड है: 5+ शहरों में 50+ चुनी हुई विला, होटल और अपार्टमेंट, 200k+ मेहमानों की पसंद।',
    });
    expect(staticPageMetaIn('/support', translatorFor('de'))?.title).toBe('Hilfe und Support — Staybook');
    // The privacy policy and the terms too (their English head unchanged, checked above).
    expect(staticPageMetaIn('/terms-and-conditions', translatorFor('de'))).toEqual({
      title: 'Allgemeine Geschäftsbedingungen — Staybook',
      description:
        'Die Bedingungen für die Buchung eines Aufenthalts bei Staybook: wer buchen kann, Check-in- und Check-out-Zeiten, Hausregeln. Gültig ab 1. Januar 2025.',
    });
    expect(staticPageMetaIn('/privacy-policy', translatorFor('hi'))?.title).toBe('निजता नीति — Staybook');
    expect(staticPageMetaIn('/privacy-policy', translatorFor('fr'))?.description).toContain('1er janvier 2025');
  });
});
