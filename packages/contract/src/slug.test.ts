import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    ['Casa Azul — Villa & Spa, Goa', 'casa-azul-villa-and-spa-goa'],
    ["  Mario's  Café  ", 'marios-cafe'],
    ['Vagator Avó’s B&B', 'vagator-avos-b-and-b'],
    ['Pousada São João', 'pousada-sao-joao'], // accents dropped
    ['Ñandú Résidence Zürich', 'nandu-residence-zurich'],
    ['Sea -- view -- suites', 'sea-view-suites'], // repeated dashes collapse
    ['--Baga Beach--', 'baga-beach'], // no dash at either end
    ['1 BHK Apartment #4', '1-bhk-apartment-4'],
    ['Hotel    Miramar!!!', 'hotel-miramar'],
    ['ALL CAPS', 'all-caps'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['!!!', 'property'],
    ['', 'property'],
    ['राजस्थान', 'property'], // nothing left in ASCII
  ])('falls back for %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(slugify(name, 'room')).toBe('room');
  });

  it('cuts long names without leaving a dash at the end', () => {
    expect(slugify('a'.repeat(200))).toHaveLength(SLUG_MAX_LENGTH);
    const cut = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b`);
    expect(cut).toBe('a'.repeat(SLUG_MAX_LENGTH - 1));
  });
});

describe('uniqueSlug', () => {
  it.each([
    ['casa', [], 'casa'],
    ['casa', ['casa'], 'casa-2'],
    ['casa', ['casa', 'casa-2', 'casa-3'], 'casa-4'],
    ['casa', ['casa-2'], 'casa'],
  ])('%s with %j taken is %s', (base, taken, slug) => {
    expect(uniqueSlug(base, taken)).toBe(slug);
  });
});
