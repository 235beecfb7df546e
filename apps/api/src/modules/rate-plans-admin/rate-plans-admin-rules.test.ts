import { describe, expect, it } from 'vitest';
import {
  changePercent,
  defaultAfterSave,
  firstChangedSince,
  isLargeChange,
  largestChange,
  planBulkRates,
  RatePlanRuleError,
  shownAdjustment,
  storedAdjustment,
  successorDefault,
} from './rate-plans-admin-rules';

const active = (id: string, isDefault = false) => ({ id, status: 'active', isDefault });
const archived = (id: string) => ({ id, status: 'archived', isDefault: false });

describe('plan price adjustments', () => {
  it('keeps percentages as they are and amounts in paise', () => {
    expect(storedAdjustment('percent', -12)).toBe(-12);
    expect(storedAdjustment('amount', 500)).toBe(50_000);
    expect(storedAdjustment('amount', -250)).toBe(-25_000);
    expect(shownAdjustment('amount', -25_000)).toBe(-250);
    expect(shownAdjustment('percent', 15)).toBe(15);
  });
});

describe('defaultAfterSave', () => {
  it.each([
    ['the first plan of a room type', [], { isDefault: false, status: 'active', wasDefault: false }, true],
    ['a plan ticked as default', [active('a', true)], { isDefault: true, status: 'active', wasDefault: false }, true],
    [
      'a plan not ticked beside a default',
      [active('a', true)],
      { isDefault: false, status: 'active', wasDefault: false },
      false,
    ],
    ['the default kept', [active('a')], { isDefault: true, status: 'active', wasDefault: true }, true],
    [
      'a plan beside only archived ones',
      [archived('a')],
      { isDefault: false, status: 'active', wasDefault: false },
      true,
    ],
    [
      'an archived plan left unticked',
      [active('a', true)],
      { isDefault: false, status: 'archived', wasDefault: false },
      false,
    ],
  ])('%s', (_name, others, saved, expected) => {
    expect(defaultAfterSave(others, saved)).toBe(expected);
  });

  it('refuses unticking the default alone, and ticking an archived plan', () => {
    expect(() => defaultAfterSave([active('a')], { isDefault: false, status: 'active', wasDefault: true })).toThrow(
      'A room type always has one default plan: make another plan the default instead.',
    );
    expect(() => defaultAfterSave([], { isDefault: true, status: 'archived', wasDefault: false })).toThrow(
      RatePlanRuleError,
    );
  });
});

describe('successorDefault', () => {
  it('passes the default to the first other active plan, or none', () => {
    expect(successorDefault([active('a', true), archived('b'), active('c')], 'a')).toBe('c');
    expect(successorDefault([active('a', true), archived('b')], 'a')).toBeNull();
  });
});

describe('bulk rate changes', () => {
  const dates = new Set(['2030-03-01', '2030-03-02', '2030-03-03']);
  const rows = [
    { stayDate: '2030-02-28', ratePaise: 400_000 },
    { stayDate: '2030-03-01', ratePaise: 400_000 },
    { stayDate: '2030-03-02', ratePaise: 500_000 },
  ];

  it('gives old → new for open nights on the chosen dates, leaving unchanged nights out', () => {
    expect(planBulkRates({ action: 'set_rate', rate: 5_000 }, dates, rows, 'Garden')).toEqual([
      {
        date: '2030-03-01',
        oldRate: 4_000,
        newRate: 5_000,
        changePercent: 25,
        isLarge: false,
        oldPaise: 400_000,
        newPaise: 500_000,
      },
    ]);
    const adjusted = planBulkRates({ action: 'adjust_rate', percent: -35 }, dates, rows, 'Garden');
    expect(adjusted.map((n) => [n.date, n.newRate, n.changePercent, n.isLarge])).toEqual([
      ['2030-03-01', 2_600, -35, true],
      ['2030-03-02', 3_250, -35, true],
    ]);
  });

  it('refuses a rate outside the bounds, naming the room and the night', () => {
    expect(() =>
      planBulkRates(
        { action: 'adjust_rate', percent: -90 },
        dates,
        [{ stayDate: '2030-03-01', ratePaise: 400 }],
        'Garden',
      ),
    ).toThrow(/^The change would make Garden on Fri, 01 Mar 2030 ₹0; rates must stay between ₹1 and ₹10,00,000/);
  });

  it('measures changes to one decimal and flags those over the threshold either way', () => {
    expect(changePercent(300_000, 400_000)).toBe(33.3);
    expect(changePercent(0, 100)).toBe(100);
    expect(isLargeChange(30)).toBe(false);
    expect(isLargeChange(-30.1)).toBe(true);
    expect(largestChange([12, -40, 35])).toBe(-40);
    expect(largestChange([])).toBe(0);
  });

  it('finds the first night changed since a batch, so the undo can name it', () => {
    const batch = [
      { roomTypeId: 'r', date: '2030-03-01', beforePaise: 400_000, afterPaise: 500_000 },
      { roomTypeId: 'r', date: '2030-03-02', beforePaise: 400_000, afterPaise: 500_000 },
    ];
    const untouched = new Map([
      ['r|2030-03-01', 500_000],
      ['r|2030-03-02', 500_000],
    ]);
    expect(firstChangedSince(batch, untouched)).toBeNull();
    expect(firstChangedSince(batch, new Map([...untouched, ['r|2030-03-02', 470_000]]))?.date).toBe('2030-03-02');
    expect(firstChangedSince(batch, new Map([['r|2030-03-01', 500_000]]))?.date).toBe('2030-03-02');
  });
});
