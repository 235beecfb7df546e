import { STANDARD_CANCELLATION_POLICY, STANDARD_RATE_PLAN } from '@staybook/contract/rate-plans';
import { describe, expect, it } from 'vitest';
import type { SellablePlan } from '../pricing/index.js';
import {
  cheapestStayPaise,
  flexibleCheckIns,
  type InventoryNight,
  indexNights,
  lowestNightlyPaise,
} from './date-price-rules.js';

const night = (roomTypeId: string, stayDate: string, rupees: number, over: Partial<InventoryNight> = {}) => ({
  roomTypeId,
  stayDate,
  ratePaise: rupees * 100,
  available: 2,
  isClosed: false,
  minStay: null,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: false,
  ...over,
});

const plan = (over: Partial<SellablePlan['plan']>, ownRates?: Map<string, number>): SellablePlan => ({
  plan: { ...STANDARD_RATE_PLAN, id: 'p', ...over },
  policy: STANDARD_CANCELLATION_POLICY,
  isDefault: false,
  ...(ownRates ? { ownRates } : {}),
});

describe('date picker prices', () => {
  const nights = indexNights([
    night('a', '2026-12-24', 5_000),
    night('a', '2026-12-25', 5_000, { available: 0 }),
    night('a', '2026-12-26', 5_000),
    night('b', '2026-12-24', 6_000),
    night('b', '2026-12-25', 6_000),
    night('b', '2026-12-26', 6_000, { isClosed: true }),
  ]);

  it("takes each night's cheapest open room under its cheapest plan (own rates and amounts too)", () => {
    const roomTypes = [
      { id: 'a', plans: [plan({ adjustmentKind: 'amount', adjustmentValue: 50_000 })] },
      {
        id: 'b',
        plans: [
          plan({ adjustmentKind: 'own_rates', adjustmentValue: 0 }, new Map([['2026-12-24', 450_000]])),
          plan({ adjustmentKind: 'percent', adjustmentValue: -10 }),
        ],
      },
    ];
    expect(lowestNightlyPaise(roomTypes, nights, '2026-12-24')).toBe(450_000);
    // Room a is full on the 25th; room b's own-rates plan has no rate that night, so it sells at the room's.
    expect(lowestNightlyPaise(roomTypes, nights, '2026-12-25')).toBe(540_000);
    expect(lowestNightlyPaise(roomTypes, nights, '2026-12-26')).toBe(550_000);
    expect(lowestNightlyPaise(roomTypes, nights, '2026-12-27')).toBeNull();
  });

  it('prices a stay only in one room type open every night, its restrictions allowing it', () => {
    const roomTypes = [
      { id: 'a', plans: undefined },
      { id: 'b', plans: undefined },
    ];
    expect(cheapestStayPaise(roomTypes, nights, '2026-12-24', 2)).toBe(1_200_000);
    expect(cheapestStayPaise(roomTypes, nights, '2026-12-25', 2)).toBeNull();
    const withMinimum = indexNights([night('a', '2026-12-24', 5_000, { minStay: 3 }), night('a', '2026-12-25', 5_000)]);
    expect(cheapestStayPaise([{ id: 'a', plans: undefined }], withMinimum, '2026-12-24', 2)).toBeNull();
    const noDeparture = indexNights([
      night('a', '2026-12-24', 5_000),
      night('a', '2026-12-25', 0, { closedToDeparture: true, available: 0 }),
    ]);
    expect(cheapestStayPaise([{ id: 'a', plans: undefined }], noDeparture, '2026-12-24', 1)).toBeNull();
  });

  it('offers check-ins three days either side, none before today, across a month end', () => {
    expect(flexibleCheckIns('2026-12-30', 3, '2026-12-29')).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});
