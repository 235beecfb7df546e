import { describe, expect, it } from 'vitest';
import { bulkEditNightCount, inventoryBulkEditOn, inventoryBulkEditSchema } from './admin-inventory';

const roomTypeId = '00000000-0000-4000-8000-000000000000';
const today = '2030-02-01'; // a Friday
// 1 March 2030 is a Friday, 4 March a Monday.
const edit = (over: Record<string, unknown> = {}) => ({
  roomTypeId,
  from: '2030-03-01',
  to: '2030-03-10',
  weekdays: [],
  action: 'close',
  ...over,
});
const issues = (input: unknown) =>
  inventoryBulkEditOn(today)
    .safeParse(input)
    .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('bulkEditNightCount', () => {
  it.each([
    ['2030-03-01', '2030-03-10', [], 10],
    ['2030-03-01', '2030-03-10', [6, 0], 4],
    ['2030-03-04', '2030-03-04', [6], 0],
    ['2030-03-04', '2030-03-04', [1], 1],
    ['2030-03-10', '2030-03-01', [], 0], // reversed
    ['', '2030-03-01', [], 0], // not a date
  ] as const)('%s to %s on %j: %i nights', (from, to, weekdays, nights) => {
    expect(bulkEditNightCount(from, to, weekdays)).toBe(nights);
  });
});

describe('inventoryBulkEditOn(today): the nights a bulk edit may cover', () => {
  it.each<[string, Record<string, unknown>, string[][]]>([
    ['a range from today', { from: today, to: today }, []],
    ['a future range', {}, []],
    ['weekdays inside the range', { weekdays: [6, 0] }, []],
    [
      'a first night before today',
      { from: '2030-01-31' },
      [['from', 'nights before today (Fri, 01 Feb 2030) cannot be edited']],
    ],
    [
      'weekdays none of the nights falls on',
      { from: '2030-03-04', to: '2030-03-04', weekdays: [6] },
      [['weekdays', 'none of these nights falls on the chosen weekdays']],
    ],
    // One message per problem: the weekdays are only judged over a range that is itself fine.
    [
      'a past range with unmatched weekdays',
      { from: '2030-01-28', to: '2030-01-28', weekdays: [6] },
      [['from', 'nights before today (Fri, 01 Feb 2030) cannot be edited']],
    ],
    ['a reversed range', { from: '2030-03-04', to: '2030-03-02', weekdays: [6] }, [['to', 'must be on or after from']]],
    [
      'a first night that is not a date',
      { from: '' },
      [
        ['from', 'must be a date written YYYY-MM-DD'],
        ['from', 'must be a real calendar date'],
      ],
    ],
  ])('%s', (_name, over, expected) => {
    expect(issues(edit(over))).toEqual(expected);
  });

  it('reports the dates alongside a missing value', () => {
    expect(issues(edit({ from: '2030-01-31', action: 'set_rate', rate: Number.NaN }))).toEqual([
      ['rate', 'rate must be a number of rupees'],
      ['from', 'nights before today (Fri, 01 Feb 2030) cannot be edited'],
    ]);
  });

  it('leaves the API body schema as it was: the server applies these rules after parsing', () => {
    expect(inventoryBulkEditSchema.safeParse(edit({ from: '2020-01-01', to: '2020-01-01' })).success).toBe(true);
    expect(
      inventoryBulkEditSchema.safeParse(edit({ from: '2030-03-04', to: '2030-03-04', weekdays: [6] })).success,
    ).toBe(true);
  });
});
