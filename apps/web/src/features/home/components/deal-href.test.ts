import type { Deal } from '@staybook/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { dealLink } from './deals-block';

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
  it("opens the stay the server says qualifies (an early bird's check-in far enough ahead), in navigation state", () => {
    expect(dealLink({ ...deal, checkInDate: 1_800_000_000, checkOutDate: 1_800_086_400 })).toEqual({
      to: '/property-details/p1',
      state: { propertyId: 'p1', checkInDate: 1_800_000_000, checkOutDate: 1_800_086_400 },
    });
  });

  it('falls back to a long enough stay from tomorrow for a length-of-stay deal, and to the plain page otherwise', () => {
    const now = new Date('2026-11-26T06:00:00Z');
    const long = dealLink({ ...deal, stayNights: 3 }, now);
    expect(long.to).toBe('/property-details/p1');
    expect(long.state && (long.state.checkOutDate - long.state.checkInDate) / 86_400).toBe(3);
    expect(dealLink(deal, now)).toEqual({ to: '/property-details/p1', state: null });
  });

  it('never puts the day in the address (one URL per property for crawlers)', () => {
    const a = dealLink({ ...deal, stayNights: 3 }, new Date('2026-11-26T06:00:00Z'));
    const b = dealLink({ ...deal, stayNights: 3 }, new Date('2026-11-27T06:00:00Z'));
    expect(a.to).toBe(b.to);
  });
});
