import type { InventoryBulkEdit } from '@staybook/contract/admin-inventory';
import { describe, expect, it } from 'vitest';
import {
  describeEdit,
  describeWeekdays,
  monthRange,
  monthWeeks,
  pickNight,
  restrictionMarkers,
  shiftMonth,
} from './inventory-logic';

const ROOM_TYPE = '00000000-0000-4000-8000-000000000000';

describe('month grid', () => {
  it('shifts months across years and covers the whole month, Monday first', () => {
    expect(shiftMonth('2030-12', 1)).toBe('2031-01');
    expect(shiftMonth('2030-01', -1)).toBe('2029-12');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    const weeks = monthWeeks('2030-03'); // 1 March 2030 is a Friday
    expect(weeks[0]?.map((c) => c.date)).toEqual([null, null, null, null, '2030-03-01', '2030-03-02', '2030-03-03']);
    expect(weeks.flat().filter((c) => c.date)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});

describe('the confirmation wording', () => {
  const edit = (over: Partial<InventoryBulkEdit>) =>
    ({ roomTypeId: ROOM_TYPE, from: '2030-03-01', to: '2030-03-10', weekdays: [], ...over }) as InventoryBulkEdit;

  it.each<[Partial<InventoryBulkEdit>, { change: string; nights: string }]>([
    [
      { action: 'set_rate', rate: 7500, weekdays: [0, 6] },
      {
        change: 'Set the nightly rate to ₹7,500',
        nights: 'Fri, 01 Mar 2030 to Sun, 10 Mar 2030, Saturdays and Sundays: 4 nights',
      },
    ],
    [
      { action: 'adjust_rate', percent: -10, from: '2030-03-02', to: '2030-03-02' },
      {
        change: 'Lower nightly rates by 10% (rounded to whole rupees)',
        nights: 'Sat, 02 Mar 2030, every night: 1 night',
      },
    ],
    [
      { action: 'set_rooms', rooms: 4, weekdays: [1] },
      {
        change: 'Set the total rooms to 4 per night (rooms left = 4 minus rooms already booked)',
        nights: 'Fri, 01 Mar 2030 to Sun, 10 Mar 2030, Mondays only: 1 night',
      },
    ],
    [
      { action: 'close' },
      {
        change: 'Close these nights for sale (guests cannot book them)',
        nights: 'Fri, 01 Mar 2030 to Sun, 10 Mar 2030, every night: 10 nights',
      },
    ],
  ])('%j', (over, expected) => {
    expect(describeEdit(edit(over))).toEqual(expected);
  });

  it('names the weekdays Monday first', () => {
    expect(describeWeekdays([0, 1, 3])).toBe('Mondays, Wednesdays and Sundays');
    expect(describeWeekdays([0, 1, 2, 3, 4, 5, 6])).toBe('every night');
  });
});

describe('picking nights in the calendar', () => {
  it('starts with a first night, a later one ends the range, anything else starts anew', () => {
    expect(pickNight({ from: '', to: '' }, '2030-03-05')).toEqual({ from: '2030-03-05', to: '2030-03-05' });
    expect(pickNight({ from: '2030-03-05', to: '2030-03-05' }, '2030-03-08')).toEqual({
      from: '2030-03-05',
      to: '2030-03-08',
    });
    expect(pickNight({ from: '2030-03-05', to: '2030-03-08' }, '2030-03-09')).toEqual({
      from: '2030-03-09',
      to: '2030-03-09',
    });
    expect(pickNight({ from: '2030-03-05', to: '2030-03-05' }, '2030-03-01')).toEqual({
      from: '2030-03-01',
      to: '2030-03-01',
    });
  });
});

describe('restrictionMarkers', () => {
  it('marks each restriction of a night briefly, and says it in full for screen readers', () => {
    const none = { minStay: null, maxStay: null, closedToArrival: false, closedToDeparture: false };
    expect(restrictionMarkers(none)).toEqual([]);
    expect(restrictionMarkers({ minStay: 3, maxStay: 1, closedToArrival: true, closedToDeparture: true })).toEqual([
      { short: 'Min 3', long: 'minimum stay 3 nights' },
      { short: 'Max 1', long: 'maximum stay 1 night' },
      { short: 'No arr.', long: 'closed to arrival' },
      { short: 'No dep.', long: 'closed to departure' },
    ]);
  });
});
