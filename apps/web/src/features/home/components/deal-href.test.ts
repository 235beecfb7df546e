import type { Deal } from '@staybook/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { dealHref } from './deals-block';

const deal: Deal = {
  id: 'd1',
  title: 'Plan ahead',
  subTitle: '25% off',
  image: '/media/t/deal.webp',
  target: 'property-details',
  propertyId: 'p1',
  stayNights: null,
};

describe('a deal card links to dates that get the deal', () => {
  it("opens the stay the server says qualifies (an early bird's check-in far enough ahead)", () => {
    expect(dealHref({ ...deal, checkInDate: 1_800_000_000, checkOutDate: 1_800_086_400 })).toBe(
      '/property-details/p1?checkInDate=1800000000&checkOutDate=1800086400',
    );
  });

  it('falls back to a long enough stay from tomorrow for a length-of-stay deal, and to the plain page otherwise', () => {
    const now = new Date('2026-11-26T06:00:00Z');
    expect(dealHref({ ...deal, stayNights: 3 }, now)).toMatch(
      /^\/property-details\/p1\?checkInDate=\d+&checkOutDate=\d+$/,
    );
    expect(dealHref(deal, now)).toBe('/property-details/p1');
  });
});
