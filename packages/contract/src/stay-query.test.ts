import { describe, expect, it } from 'vitest';
import { parseStayQuery, stayQueryParams } from './stay-query';

// 00:00 IST on 10 and 13 March 2026.
const D10 = 1_773_081_000;
const D13 = D10 + 3 * 86_400;
const url = (q: Record<string, string>) => new URLSearchParams(q);

describe('parseStayQuery', () => {
  it('reads the search URL of spec 2.5 and the pages that follow it', () => {
    expect(
      parseStayQuery(
        url({
          propertyId: ' p1 ',
          city: 'Goa',
          checkInDate: String(D10),
          checkOutDate: String(D13),
          adults: '3',
          children: '1',
          includePet: 'true',
          page: '2',
        }),
      ),
    ).toEqual({
      propertyId: 'p1',
      city: 'Goa',
      checkInDate: D10,
      checkOutDate: D13,
      adults: 3,
      children: 1,
      includePet: true,
    });
  });

  it('falls back to navigation state key by key', () => {
    expect(
      parseStayQuery(url({ checkInDate: String(D10) }), {
        checkInDate: D13,
        checkOutDate: D13,
        adults: 2,
        children: 0,
      }),
    ).toEqual({ checkInDate: D10, checkOutDate: D13, adults: 2, children: 0 });
  });

  it('lets a junk URL value win over state, then leaves it out', () => {
    expect(parseStayQuery(url({ adults: 'x', checkInDate: '' }), { adults: 3, checkInDate: D10 })).toEqual({});
  });

  it.each([
    ['checkInDate', 'soon'],
    ['checkInDate', '12'], // not seconds of this century
    ['checkInDate', '1775000000000'], // milliseconds
    ['checkInDate', '-1773081000'],
    ['checkInDate', '1773081000.5'],
    ['adults', '-1'],
    ['adults', '2.5'],
    ['children', 'many'],
    ['includePet', 'yes'],
    ['city', '   '],
    ['propertyId', ''],
  ])('leaves out %s=%j', (key, value) => {
    expect(parseStayQuery(url({ [key]: value }))).toEqual({});
  });

  it.each([
    [{ checkInDate: 1_775_000_000_000 }, {}],
    [
      { checkInDate: D10 + 0.5, adults: 2.9 },
      { checkInDate: D10, adults: 2 },
    ],
    [{ children: -1, includePet: false, propertyId: 42 }, { includePet: false }],
    [null, {}],
    ['state', {}],
  ])('reads state %j as %j', (state, query) => {
    expect(parseStayQuery(url({}), state)).toEqual(query);
  });

  it('keeps zero guests for the page to decide', () => {
    expect(parseStayQuery(url({ adults: '0', children: '0' }))).toEqual({ adults: 0, children: 0 });
  });
});

describe('stayQueryParams', () => {
  it('writes the parameters in the site order and leaves out what is missing', () => {
    expect(
      stayQueryParams({
        children: 0,
        adults: 2,
        checkOutDate: D13,
        checkInDate: D10,
        propertyId: 'p1',
        city: null,
        includePet: false,
      }),
    ).toEqual([
      ['propertyId', 'p1'],
      ['checkInDate', String(D10)],
      ['checkOutDate', String(D13)],
      ['adults', '2'],
      ['children', '0'],
      ['includePet', 'false'],
    ]);
    expect(stayQueryParams({ city: '', checkInDate: undefined })).toEqual([]);
  });

  it('round-trips through parseStayQuery', () => {
    const stay = { propertyId: 'p1', city: 'Goa', checkInDate: D10, checkOutDate: D13, adults: 2, children: 1 };
    expect(parseStayQuery(new URLSearchParams(stayQueryParams(stay)))).toEqual(stay);
  });
});
