import { describe, expect, it } from 'vitest';
import { rupeesToPaise, slugify, uniqueSlug } from './catalogue-admin-rules.js';

describe('catalogue slugs', () => {
  it('makes a readable slug from a name', () => {
    expect(slugify('Casa Azul — Villa & Spa, Goa')).toBe('casa-azul-villa-and-spa-goa');
    expect(slugify("  Mario's  Café  ")).toBe('marios-cafe');
    expect(slugify('!!!')).toBe('property');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });

  it('appends -2, -3… until the slug is free', () => {
    expect(uniqueSlug('casa', [])).toBe('casa');
    expect(uniqueSlug('casa', ['casa'])).toBe('casa-2');
    expect(uniqueSlug('casa', ['casa', 'casa-2', 'casa-3'])).toBe('casa-4');
    expect(uniqueSlug('casa', ['casa-2'])).toBe('casa');
  });

  it('converts rupees to paise', () => {
    expect(rupeesToPaise(4500)).toBe(450000);
  });
});
