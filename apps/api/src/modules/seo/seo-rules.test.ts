import { describe, expect, it } from 'vitest';
import { buildSitemapXml, fromPricePhrase, idFromPath, type PropertyForMeta, propertyPageMeta } from './seo-rules.js';

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
    fromRatePaise: 450_000,
  };

  it('leads with the type, place and starting price and points at the canonical page', () => {
    expect(propertyPageMeta(property)).toEqual({
      title: 'Casa Azul Villa — Staybook',
      description:
        'Villa in Assagao, Goa, from ₹4,500/night. Rated 4.7/5 by 128 guests. A quiet pool villa among the cashew trees.',
      image: '/media/seed/casa-azul.webp',
      url: `/property-details/${id}`,
      type: 'website',
    });
  });

  it('leaves out what the property does not have', () => {
    const meta = propertyPageMeta({
      ...property,
      imageUrl: null,
      fromRatePaise: null,
      ratingCount: 0,
      description: '',
    });
    expect(meta.description).toBe('Villa in Assagao, Goa.');
    expect(meta).not.toHaveProperty('image');
  });

  it('keeps long descriptions to about two hundred characters, cut at a word', () => {
    const meta = propertyPageMeta({ ...property, description: 'sunny '.repeat(100) });
    expect(meta.description.length).toBeLessThanOrEqual(200);
    expect(meta.description.endsWith('sunny…')).toBe(true);
  });
});

describe('small helpers', () => {
  it('formats the starting price in whole rupees', () => {
    expect(fromPricePhrase(1_234_550)).toBe('from ₹12,346/night');
    expect(fromPricePhrase(null)).toBeNull();
  });

  it('builds an escaped sitemap with absolute URLs', () => {
    const xml = buildSitemapXml(
      [{ path: '/' }, { path: '/a?b=1&c=2', lastModified: new Date('2025-03-04T10:00:00Z') }],
      'https://staybook.in',
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://staybook.in/</loc></url>');
    expect(xml).toContain('<url><loc>https://staybook.in/a?b=1&amp;c=2</loc><lastmod>2025-03-04</lastmod></url>');
  });
});
