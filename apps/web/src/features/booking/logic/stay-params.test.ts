import { describe, expect, it } from 'vitest';
import { readStayParams, stayNightCount } from './stay-params';

// 2026-03-10 00:00 IST and the following midnights.
const D10 = 1_773_081_000;
const D11 = D10 + 86_400;
const D13 = D10 + 3 * 86_400;

describe('readStayParams', () => {
  it('reads the URL', () => {
    const q = new URLSearchParams({
      propertyId: 'p1',
      checkInDate: String(D10),
      checkOutDate: String(D13),
      adults: '3',
      children: '1',
      includePet: 'true',
      infants: '2',
    });
    expect(readStayParams(q, null)).toEqual({
      propertyId: 'p1',
      checkInDate: D10,
      checkOutDate: D13,
      adults: 3,
      children: 1,
      infants: 2,
      pets: true,
    });
  });

  it('falls back to navigation state and the default guests', () => {
    expect(readStayParams(new URLSearchParams(), { propertyId: 'p2', checkInDate: D10, checkOutDate: D11 })).toEqual({
      propertyId: 'p2',
      checkInDate: D10,
      checkOutDate: D11,
      adults: 2,
      children: 0,
      infants: 0,
      pets: false,
    });
  });

  it('keeps at most four infants', () => {
    const q = new URLSearchParams({
      propertyId: 'p',
      checkInDate: String(D10),
      checkOutDate: String(D11),
      infants: '9',
    });
    expect(readStayParams(q, null)?.infants).toBe(4);
  });

  it('prefers the URL over state', () => {
    const q = new URLSearchParams({ propertyId: 'url', checkInDate: String(D10), checkOutDate: String(D11) });
    expect(readStayParams(q, { propertyId: 'state' })?.propertyId).toBe('url');
  });

  it.each([
    ['no property', { checkInDate: String(D10), checkOutDate: String(D11) }],
    ['no dates', { propertyId: 'p' }],
    ['check-out not after check-in', { propertyId: 'p', checkInDate: String(D11), checkOutDate: String(D10) }],
    ['same day', { propertyId: 'p', checkInDate: String(D10), checkOutDate: String(D10 + 3600) }],
    ['garbage dates', { propertyId: 'p', checkInDate: 'soon', checkOutDate: String(D11) }],
  ])('answers null with %s', (_n, query) => {
    expect(readStayParams(new URLSearchParams(query), null)).toBeNull();
  });

  it('ignores invalid guest counts', () => {
    const q = new URLSearchParams({
      propertyId: 'p',
      checkInDate: String(D10),
      checkOutDate: String(D11),
      adults: '0',
      children: 'x',
    });
    expect(readStayParams(q, null)).toMatchObject({ adults: 2, children: 0 });
  });
});

describe('stayNightCount', () => {
  it('counts IST calendar nights, whatever the hour', () => {
    expect(stayNightCount(D10, D13)).toBe(3);
    // 23:59 IST on the 10th to 00:01 IST on the 11th is still one night.
    expect(stayNightCount(D11 - 60, D11 + 60)).toBe(1);
  });
});
