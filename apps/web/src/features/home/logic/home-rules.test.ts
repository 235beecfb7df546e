import { describe, expect, it } from 'vitest';
import { bookingEngineUrl, categoryTileLink, engineNights, fallbackSlides, seeMoreLink } from './home-rules';

describe('home rules', () => {
  const now = 1_800_000_000;
  it('links a type tile by type and a category tile by its name, the stay from now to tomorrow in state', () => {
    expect(categoryTileLink({ name: 'Villas', target: 'Villa' }, now)).toEqual({
      to: '/property-list?propertyType=Villa',
      state: { checkInDate: now, checkOutDate: now + 86_400 },
    });
    expect(categoryTileLink({ name: 'Elite', target: 'category' }, now)).toEqual({
      to: '/property-list?category=Elite',
      state: { category: 'Elite', checkInDate: now, checkOutDate: now + 86_400 },
    });
    expect(categoryTileLink({ name: 'Nothing', target: ' ' }, now)).toBeNull();
    expect(categoryTileLink({ name: 'Nothing', target: null }, now)).toBeNull();
  });

  it('never puts the clock in a link (one address per list for crawlers)', () => {
    expect(categoryTileLink({ name: 'Villas', target: 'Villa' }, now)?.to).toBe(
      categoryTileLink({ name: 'Villas', target: 'Villa' }, now + 1)?.to,
    );
    expect(seeMoreLink('Budget', now).to).toBe(seeMoreLink('Budget', now + 86_400).to);
  });

  it('sees more of a category for two days', () => {
    expect(seeMoreLink('Budget', now)).toEqual({
      to: '/property-list?category=Budget',
      state: { category: 'Budget', checkInDate: now, checkOutDate: now + 172_800 },
    });
  });

  it('has the five spec fallback slides', () => {
    expect(fallbackSlides.map((s) => s.title)).toEqual([
      'Luxury Villas in Goa',
      'Beachfront Paradise',
      'Mountain Retreats',
      'Luxury Resorts',
      'Cozy Cottages',
    ]);
  });

  it.each([
    ['2026-12-01', '2026-12-04', 3],
    ['2026-12-04', '2026-12-01', 3],
    ['2026-12-01', '2026-12-01', 1],
  ])('counts nights %s → %s as %i', (a, b, n) => {
    expect(engineNights(a, b)).toBe(n);
  });

  it('builds the booking engine URL within the limits', () => {
    const url = new URL(
      bookingEngineUrl({
        hotel: 'staybook-hotels',
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
        rooms: 9,
        adults: 0,
        children: 7,
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hotel: 'staybook-hotels',
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      rooms: '5',
      adults: '1',
      children: '5',
    });
  });
});
