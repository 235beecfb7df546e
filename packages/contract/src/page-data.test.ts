import { describe, expect, it } from 'vitest';
import { pageDataKey, propertyListApiParams, serializePageData } from './page-data';

describe('page data', () => {
  it('keys a call by its path and its non-empty parameters in name order', () => {
    expect(pageDataKey('/p')).toBe('/p');
    expect(
      pageDataKey('/p', [
        ['limit', '12'],
        ['city', 'North Goa'],
        ['q', ''],
        ['adults', '2'],
      ]),
    ).toBe('/p?adults=2&city=North+Goa&limit=12');
    // Same call, other order: same key.
    expect(pageDataKey('/p', Object.entries({ b: '1', a: '2' }))).toBe(
      pageDataKey('/p', Object.entries({ a: '2', b: '1' })),
    );
  });

  it('writes JSON no HTML parser can break out of, and reads back the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b' };
    const text = serializePageData({ '/x': value });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ '/x': value });
  });

  it('asks for every property type, 12 a page, two adults by default; the URL wins over navigation state', () => {
    expect(propertyListApiParams(new URLSearchParams(''), null)).toEqual({
      adults: '2',
      children: '0',
      propertyType: 'all',
      limit: '12',
    });
    expect(
      propertyListApiParams(new URLSearchParams('adults=3&city=Goa&q='), { adults: 1, children: 2, checkInDate: 100 }),
    ).toEqual({ adults: '3', city: 'Goa', children: '2', checkInDate: '100', propertyType: 'all', limit: '12' });
  });
});
