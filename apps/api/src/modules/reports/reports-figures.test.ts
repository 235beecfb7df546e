import { describe, expect, it } from 'vitest';
import { figures, occupancyPercent } from './reports.service.js';

describe('one definition of each figure', () => {
  it('rounds occupancy to one decimal and has none without rooms available', () => {
    expect(occupancyPercent(1, 3)).toBe(33.3);
    expect(occupancyPercent(2, 3)).toBe(66.7);
    expect(occupancyPercent(0, 0)).toBeNull();
  });
  it('derives ADR and RevPAR from exact paise, rounding once to whole rupees', () => {
    expect(
      figures({ available: 209, sold: 3, revenuePaise: 1_400_000, feesPaise: 1_800_000, gstPaise: 160_050 }),
    ).toEqual({
      roomNightsAvailable: 209,
      roomNightsSold: 3,
      occupancy: 1.4,
      adr: 4_667,
      revpar: 67,
      roomRevenue: 14_000,
      feesKept: 18_000,
      gst: 1_601,
    });
    expect(figures({ available: 0, sold: 0, revenuePaise: 0, feesPaise: 50, gstPaise: 0 })).toMatchObject({
      occupancy: null,
      adr: null,
      revpar: null,
      feesKept: 1,
    });
  });
});
