import { STANDARD_RATE_PLAN } from '@staybook/contract/rate-plans';
import { describe, expect, it } from 'vitest';
import { priceStay } from './pricing-rules.js';
import {
  choosePlan,
  nightsUnderPlan,
  planNightlyRatePaise,
  plansForSale,
  type SellablePlan,
  STANDARD_PLAN,
} from './rate-plan-rules.js';

const slabs = [
  { upToPaise: 100_000, percent: 0 },
  { upToPaise: 750_000, percent: 5 },
  { upToPaise: null, percent: 18 },
];

describe('planNightlyRatePaise', () => {
  it.each([
    ['no adjustment', 400_000, 'percent', 0, 400_000],
    ['10% off', 400_000, 'percent', -10, 360_000],
    ['12% off rounds to the whole rupee, half up', 455_500, 'percent', -12, 400_800], // 4,008.40 → 4,008
    ['15% off a rate ending in 50 paise rounds up at exactly half', 100_300, 'percent', -50, 50_200], // 501.50 → 502
    ['a markup', 400_000, 'percent', 25, 500_000],
    ['₹500 more per night', 400_000, 'amount', 50_000, 450_000],
    ['₹500 less per night', 400_000, 'amount', -50_000, 350_000],
    ['never below zero', 40_000, 'amount', -50_000, 0],
    ['100% off is free', 400_000, 'percent', -100, 0],
  ] as const)('%s', (_name, rate, kind, value, expected) => {
    expect(planNightlyRatePaise(rate, { adjustmentKind: kind, adjustmentValue: value })).toBe(expected);
  });
});

describe('a plan on its own rates', () => {
  const own = { adjustmentKind: 'own_rates', adjustmentValue: 0 } as const;

  it('charges its own rate for a night that has one, whatever the room rate', () => {
    expect(planNightlyRatePaise(400_000, own, 650_000)).toBe(650_000);
  });

  it('charges the room rate for a night without one', () => {
    expect(planNightlyRatePaise(400_000, own)).toBe(400_000);
  });

  it('prices each night of a stay from its calendar, keeping the room type’s availability', () => {
    const nights = [
      { date: '2026-12-24', ratePaise: 500_000, available: 2 },
      { date: '2026-12-25', ratePaise: 500_000, available: 0 },
      { date: '2026-12-26', ratePaise: 500_000, available: 1 },
    ];
    const plan = { ...STANDARD_RATE_PLAN, adjustmentKind: 'own_rates' as const };
    const ownRates = new Map([
      ['2026-12-24', 900_000],
      ['2026-12-25', 1_200_000],
    ]);
    expect(nightsUnderPlan(nights, { plan, ownRates })).toEqual([
      { date: '2026-12-24', ratePaise: 900_000, available: 2 },
      { date: '2026-12-25', ratePaise: 1_200_000, available: 0 },
      { date: '2026-12-26', ratePaise: 500_000, available: 1 },
    ]);
  });

  it('ignores an own rate when the plan is priced as an adjustment', () => {
    expect(planNightlyRatePaise(400_000, { adjustmentKind: 'percent', adjustmentValue: -10 }, 900_000)).toBe(360_000);
  });
});

describe('GST on the tariff actually charged', () => {
  it('moves a night into the lower slab when the plan brings it under ₹7,500', () => {
    const nights = [{ date: '2026-12-12', ratePaise: 800_000, available: 3 }];
    const plan = { ...STANDARD_RATE_PLAN, adjustmentValue: -10 };
    const room = { roomTypeId: 'r', name: 'Suite', roomCount: 2 };
    const flexible = priceStay([{ ...room, nights }], 1, slabs);
    const saver = priceStay([{ ...room, nights: nightsUnderPlan(nights, { plan }) }], 1, slabs);
    expect(flexible).toMatchObject({ totalRoomRentPaise: 1_600_000, taxPaise: 288_000 }); // 18%
    expect(saver).toMatchObject({ totalRoomRentPaise: 1_440_000, taxPaise: 72_000 }); // ₹7,200 a night: 5%
  });
});

describe('choosePlan', () => {
  const plan = (id: string, isDefault = false): SellablePlan => ({
    plan: { ...STANDARD_RATE_PLAN, id, name: id },
    policy: STANDARD_PLAN.policy,
    isDefault,
  });
  it.each([
    ['the plan asked for', [plan('a'), plan('b', true)], 'a', 'a'],
    ['the default when none is asked for', [plan('a'), plan('b', true)], undefined, 'b'],
    ['the first plan when none is the default', [plan('a'), plan('b')], undefined, 'a'],
    ['the built-in standard plan when the room has none', [], undefined, null],
  ])('%s', (_name, plans, asked, expected) => {
    expect(choosePlan(plans, asked)?.plan.id).toBe(expected);
  });

  it('refuses a plan the room type does not sell', () => {
    expect(choosePlan([plan('a')], 'zzz')).toBeNull();
    expect(choosePlan([], 'zzz')).toBeNull();
  });
});

describe('plansForSale', () => {
  const plan = (id: string, isDefault: boolean): SellablePlan => ({
    ...STANDARD_PLAN,
    plan: { ...STANDARD_PLAN.plan, id, name: id },
    isDefault,
  });

  it('offers the standard plan when the room type sells none', () => {
    expect(plansForSale(undefined)).toEqual([STANDARD_PLAN]);
    expect(plansForSale([])).toEqual([STANDARD_PLAN]);
  });

  it('puts the default first, keeping the others in their order', () => {
    const plans = [plan('a', false), plan('b', false), plan('c', true), plan('d', false)];
    expect(plansForSale(plans).map((p) => p.plan.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(plans.map((p) => p.plan.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers plans already default first as they are', () => {
    const plans = [plan('c', true), plan('a', false), plan('b', false)];
    expect(plansForSale(plans)).toBe(plans);
    expect(plansForSale([plan('a', false), plan('b', false)]).map((p) => p.plan.id)).toEqual(['a', 'b']);
  });
});
