import { describe, expect, it } from 'vitest';
import { allotmentOf, isPastCutoff, payerStatement, pickupProblem, releaseCounts } from './groups-rules.js';

const at = (iso: string) => new Date(iso);
const line = (over: Partial<{ from: string; to: string; rooms: number; rate: number; roomTypeId: string }> = {}) => ({
  roomTypeId: 'deluxe',
  from: '2026-12-26',
  to: '2026-12-28',
  rooms: 10,
  rate: 4_200,
  ...over,
});

describe('allotmentOf', () => {
  const now = at('2026-12-01T10:00:00+05:30');
  it('holds each night of each line at its rate in paise', () => {
    const result = allotmentOf([line()], '2026-12-20', now);
    expect('nights' in result && result.nights.map((n) => [n.stayDate, n.held, n.ratePaise])).toEqual([
      ['2026-12-26', 10, 420_000],
      ['2026-12-27', 10, 420_000],
      ['2026-12-28', 10, 420_000],
    ]);
  });
  it.each([
    ['a cut-off in the past', [line()], '2026-11-30', /cut-off must be today/],
    ['a cut-off on the first night', [line()], '2026-12-26', /before the first night held/],
    ['a night in the past', [line({ from: '2026-11-30' })], '2026-12-01', /starts today/],
    [
      'two lines on one night',
      [line(), line({ from: '2026-12-28', to: '2026-12-30' })],
      '2026-12-20',
      /same room type/,
    ],
    ['a line of 61 nights', [line({ to: '2027-02-24' })], '2026-12-20', /at most 60 nights/],
  ])('refuses %s', (_what, lines, cutoff, message) => {
    const result = allotmentOf(lines, cutoff, now);
    expect('problem' in result && result.problem).toMatch(message);
  });
});

describe('isPastCutoff (IST days)', () => {
  it.each([
    ['2026-12-20T23:59:00+05:30', false],
    ['2026-12-20T18:29:59Z', false],
    ['2026-12-20T18:30:00Z', true],
    ['2026-12-21T00:00:00+05:30', true],
  ])('at %s: %s', (instant, past) => {
    expect(isPastCutoff('2026-12-20', at(instant))).toBe(past);
  });
});

describe('pickupProblem', () => {
  const nights = [
    { stayDate: '2026-12-26', held: 2 },
    { stayDate: '2026-12-27', held: 0 },
    { stayDate: '2026-12-28', held: 1 },
  ];
  it('lets a stay within the allotment with a held room every night', () => {
    expect(pickupProblem(nights, 'Deluxe', '2026-12-28', '2026-12-29')).toBeNull();
  });
  it('refuses a night outside the allotment', () => {
    expect(pickupProblem(nights, 'Deluxe', '2026-12-28', '2026-12-30')).toMatch(
      /Tue, 29 Dec 2026 is not a night of the group’s Deluxe allotment \(26 Dec 2026 to 28 Dec 2026\)/,
    );
  });
  it('refuses a night whose held rooms are all picked up', () => {
    expect(pickupProblem(nights, 'Deluxe', '2026-12-26', '2026-12-28')).toMatch(/already picked up/);
  });
});

describe('releaseCounts', () => {
  it('gives back what is still held from today on, by room type, and nothing of past nights', () => {
    const counts = releaseCounts(
      [
        { roomTypeId: 'a', stayDate: '2026-12-20', held: 3 },
        { roomTypeId: 'a', stayDate: '2026-12-21', held: 2 },
        { roomTypeId: 'a', stayDate: '2026-12-22', held: 0 },
        { roomTypeId: 'b', stayDate: '2026-12-21', held: 5 },
      ],
      at('2026-12-21T00:10:00+05:30'),
    );
    expect([...counts].map(([t, n]) => [t, [...n]])).toEqual([
      ['a', [['2026-12-21', 2]]],
      ['b', [['2026-12-21', 5]]],
    ]);
  });
});

describe('payerStatement', () => {
  const rooms = [
    { guestName: 'Anita', chargedPaise: 1_000_00, paidPaise: 400_00, duePaise: 600_00 },
    { guestName: 'Vikram', chargedPaise: 2_000_00, paidPaise: 0, duePaise: 2_000_00 },
  ];
  it('puts every room on the master payer', () => {
    expect(payerStatement('master', 'Sharma Events', rooms)).toEqual([
      { payer: 'Sharma Events', rooms: 2, owesPaise: 3_000_00, paidPaise: 400_00, duePaise: 2_600_00 },
    ]);
  });
  it('keeps two guests of one name as two payers', () => {
    const twins = [rooms[0]!, { ...rooms[1]!, guestName: 'Anita' }];
    expect(payerStatement('each_guest', 'Sharma Events', twins).map((l) => [l.payer, l.duePaise])).toEqual([
      ['Anita', 600_00],
      ['Anita', 2_000_00],
    ]);
  });
  it('gives each guest their own line', () => {
    expect(payerStatement('each_guest', 'Sharma Events', rooms).map((l) => [l.payer, l.duePaise])).toEqual([
      ['Anita', 600_00],
      ['Vikram', 2_000_00],
    ]);
  });
});
