import type { InventoryBulkEdit } from '@staybook/contract/admin-inventory';
import { inventoryBulkEditSchema } from '@staybook/contract/admin-inventory';
import { describe, expect, it } from 'vitest';
import {
  adjustRatePaise,
  datesInRange,
  describeOperation,
  InventoryRuleError,
  type NightRow,
  planBulkEdit,
  summariseNights,
} from './inventory-rules';

const id = '00000000-0000-4000-8000-000000000001';
const defaults = { baseRatePaise: 400_000, totalRooms: 6 };
const noLimits = { minStay: null, maxStay: null, closedToArrival: false, closedToDeparture: false };
const night = (stayDate: string, over: Partial<NightRow> = {}): NightRow => ({
  stayDate,
  ratePaise: 500_000,
  available: 3,
  booked: 2,
  blocked: 0,
  isClosed: false,
  ...noLimits,
  ...over,
});
const edit = (e: Record<string, unknown>): InventoryBulkEdit =>
  inventoryBulkEditSchema.parse({ roomTypeId: id, from: '2030-03-01', to: '2030-03-03', ...e });

describe('datesInRange', () => {
  it('includes both ends', () => {
    expect(datesInRange('2030-03-01', '2030-03-03')).toEqual(['2030-03-01', '2030-03-02', '2030-03-03']);
    expect(datesInRange('2030-03-01', '2030-03-01')).toEqual(['2030-03-01']);
  });
  it('keeps only the chosen weekdays (Sunday = 0); none chosen means every day', () => {
    // 2030-03-02 is a Saturday.
    expect(datesInRange('2030-02-25', '2030-03-10', [6, 0])).toEqual([
      '2030-03-02',
      '2030-03-03',
      '2030-03-09',
      '2030-03-10',
    ]);
    expect(datesInRange('2030-02-25', '2030-03-03', [])).toHaveLength(7);
  });
  it('crosses month and year ends', () => {
    expect(datesInRange('2030-12-30', '2031-01-02')).toEqual(['2030-12-30', '2030-12-31', '2031-01-01', '2031-01-02']);
  });
});

describe('adjustRatePaise', () => {
  it('rounds to whole rupees', () => {
    expect(adjustRatePaise(299_900, 10)).toBe(329_900); // 3298.9 → 3299
    expect(adjustRatePaise(500_000, -12.5)).toBe(437_500);
    expect(adjustRatePaise(100, -40)).toBe(100); // 0.6 → 1
    expect(adjustRatePaise(100, -60)).toBe(0);
  });
});

describe('planBulkEdit', () => {
  const dates = ['2030-03-01', '2030-03-02', '2030-03-03'];
  it('sets rates and creates missing nights from the room type defaults', () => {
    const plan = planBulkEdit(edit({ action: 'set_rate', rate: 7000 }), dates, [night('2030-03-02')], defaults);
    expect(plan).toEqual([
      {
        stayDate: '2030-03-01',
        ratePaise: 700_000,
        available: 6,
        booked: 0,
        blocked: 0,
        isClosed: false,
        ...noLimits,
        created: true,
      },
      {
        stayDate: '2030-03-02',
        ratePaise: 700_000,
        available: 3,
        booked: 2,
        blocked: 0,
        isClosed: false,
        ...noLimits,
        created: false,
      },
      {
        stayDate: '2030-03-03',
        ratePaise: 700_000,
        available: 6,
        booked: 0,
        blocked: 0,
        isClosed: false,
        ...noLimits,
        created: true,
      },
    ]);
  });

  it('sets total rooms as available = total − booked, and refuses below booked naming the first date', () => {
    const rows = [night('2030-03-01', { booked: 1 }), night('2030-03-02', { booked: 4, available: 0 })];
    const plan = planBulkEdit(edit({ action: 'set_rooms', rooms: 4 }), dates, rows, defaults);
    expect(plan.map((p) => [p.stayDate, p.available, p.booked])).toEqual([
      ['2030-03-01', 3, 1],
      ['2030-03-02', 0, 4],
      ['2030-03-03', 4, 0],
    ]);
    let error: unknown;
    try {
      planBulkEdit(edit({ action: 'set_rooms', rooms: 3 }), dates, rows, defaults);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InventoryRuleError);
    expect((error as InventoryRuleError).kind).toBe('conflict');
    expect((error as InventoryRuleError).message).toBe(
      'Cannot set 3 rooms: Sat, 02 Mar 2030 already has 4 rooms booked. Nothing was changed.',
    );
    expect((error as InventoryRuleError).details).toEqual({ date: '2030-03-02', booked: 4, blocked: 0, rooms: 3 });
  });

  it('counts blocked rooms with booked ones: total = available + booked + blocked', () => {
    const rows = [night('2030-03-01', { booked: 1, blocked: 2, available: 1 })];
    const plan = planBulkEdit(edit({ action: 'set_rooms', rooms: 5 }), ['2030-03-01'], rows, defaults);
    expect(plan.map((p) => [p.available, p.booked, p.blocked])).toEqual([[2, 1, 2]]);
    expect(() => planBulkEdit(edit({ action: 'set_rooms', rooms: 2 }), ['2030-03-01'], rows, defaults)).toThrow(
      'Cannot set 2 rooms: Fri, 01 Mar 2030 already has 1 room booked and 2 rooms blocked. Nothing was changed.',
    );
  });

  it('closes, opens and adjusts only nights that exist', () => {
    const rows = [night('2030-03-02', { isClosed: true })];
    expect(planBulkEdit(edit({ action: 'open' }), dates, rows, defaults)).toEqual([
      { ...rows[0], isClosed: false, created: false },
    ]);
    expect(planBulkEdit(edit({ action: 'close' }), dates, [night('2030-03-03')], defaults)[0]?.isClosed).toBe(true);
    expect(planBulkEdit(edit({ action: 'adjust_rate', percent: 20 }), dates, [], defaults)).toEqual([]);
    expect(planBulkEdit(edit({ action: 'adjust_rate', percent: 20 }), dates, rows, defaults)[0]?.ratePaise).toBe(
      600_000,
    );
  });

  it('sets and clears stay restrictions on nights that exist only, keeping everything else', () => {
    const rows = [night('2030-03-02', { minStay: 2, closedToDeparture: true })];
    const only = (e: Record<string, unknown>) => planBulkEdit(edit(e), dates, rows, defaults);
    expect(only({ action: 'set_min_stay', minStay: 3 })).toEqual([{ ...rows[0], minStay: 3, created: false }]);
    expect(only({ action: 'clear_min_stay' })[0]?.minStay).toBeNull();
    expect(only({ action: 'set_max_stay', maxStay: 7 })[0]).toMatchObject({ minStay: 2, maxStay: 7 });
    expect(only({ action: 'close_to_arrival' })[0]).toMatchObject({ closedToArrival: true, closedToDeparture: true });
    expect(only({ action: 'open_to_departure' })[0]).toMatchObject({ closedToDeparture: false, ratePaise: 500_000 });
    expect(planBulkEdit(edit({ action: 'close_to_departure' }), dates, [], defaults)).toEqual([]);
  });

  it("refuses a minimum stay longer than the night's maximum, naming the night", () => {
    const rows = [night('2030-03-01'), night('2030-03-02', { maxStay: 2 })];
    expect(() => planBulkEdit(edit({ action: 'set_min_stay', minStay: 3 }), dates, rows, defaults)).toThrow(
      'Sat, 02 Mar 2030 would have a minimum stay of 3 nights and a maximum of 2 nights; the minimum cannot be longer. Nothing was changed.',
    );
  });

  it('refuses an adjustment that would leave the allowed rates', () => {
    expect(() =>
      planBulkEdit(
        edit({ action: 'adjust_rate', percent: -90 }),
        dates,
        [night('2030-03-01', { ratePaise: 400 })],
        defaults,
      ),
    ).toThrow(
      'Changing the rate by -90% would make Fri, 01 Mar 2030 ₹0; rates must stay between ₹1 and ₹10,00,000. Nothing was changed.',
    );
    expect(() =>
      planBulkEdit(
        edit({ action: 'adjust_rate', percent: 500 }),
        dates,
        [night('2030-03-01', { ratePaise: 20_000_000 })],
        defaults,
      ),
    ).toThrow(/₹10,00,000/);
  });
});

describe('bulk edit schema', () => {
  it('checks the range, the weekdays and the action values', () => {
    const bad = (e: Record<string, unknown>) => inventoryBulkEditSchema.safeParse({ roomTypeId: id, ...e }).success;
    expect(bad({ from: '2030-03-02', to: '2030-03-01', action: 'close' })).toBe(false);
    expect(bad({ from: '2030-01-01', to: '2031-02-05', action: 'close' })).toBe(false); // 401 nights
    expect(bad({ from: '2030-01-01', to: '2031-02-04', action: 'close' })).toBe(true); // 400 nights
    expect(bad({ from: '2030-02-30', to: '2030-03-01', action: 'close' })).toBe(false);
    expect(bad({ from: '2030-03-01', to: '2030-03-01', action: 'close', weekdays: [7] })).toBe(false);
    expect(bad({ from: '2030-03-01', to: '2030-03-01', action: 'close', weekdays: [1, 1] })).toBe(false);
    expect(bad({ from: '2030-03-01', to: '2030-03-01', action: 'set_rate', rate: 0 })).toBe(false);
    expect(bad({ from: '2030-03-01', to: '2030-03-01', action: 'set_rate', rate: 1_000_001 })).toBe(false);
    expect(bad({ from: '2030-03-01', to: '2030-03-01', action: 'set_rate', rate: 99.5 })).toBe(false);
    expect(bad({ from: '2030-03-01', to: '2030-03-01', action: 'set_rate' })).toBe(false);
    expect(bad({ from: '2030-03-01', to: '2030-03-01', action: 'set_rooms', rooms: -1 })).toBe(false);
    expect(bad({ from: '2030-03-01', to: '2030-03-01', action: 'adjust_rate', percent: 0 })).toBe(false);
    expect(bad({ from: '2030-03-01', to: '2030-03-01', action: 'delete' })).toBe(false);
  });
});

describe('audit summaries', () => {
  it('summarise nights and describe the operation', () => {
    expect(summariseNights([])).toEqual({ nights: 0 });
    expect(summariseNights([night('2030-03-01'), night('2030-03-02', { ratePaise: 650_000, isClosed: true })])).toEqual(
      {
        nights: 2,
        rate: { min: 5000, max: 6500 },
        totalRooms: { min: 5, max: 5 },
        booked: 4,
        blocked: 0,
        closedNights: 1,
      },
    );
    expect(describeOperation(edit({ action: 'set_rooms', rooms: 4, weekdays: [6] }))).toEqual({
      action: 'set_rooms',
      from: '2030-03-01',
      to: '2030-03-03',
      weekdays: [6],
      rooms: 4,
    });
  });
});
