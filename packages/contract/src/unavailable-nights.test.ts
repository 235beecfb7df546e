import { describe, expect, it } from 'vitest';
import { istDateToUnix } from './stay-dates';
import { stayRangeLabel, tryInsteadLabel, unavailableNightsNote } from './unavailable-nights';

const at = (...dates: string[]) => dates.map(istDateToUnix);

describe('unavailableNightsNote', () => {
  it.each<[string, { soldOut?: number[]; closed?: number[] }, string | null]>([
    ['one sold-out night, with its weekday', { soldOut: at('2026-12-26') }, 'Sold out on Sat, 26 Dec 2026'],
    ['one closed night', { closed: at('2026-12-27') }, 'Closed on Sun, 27 Dec 2026'],
    ['two nights in a month', { soldOut: at('2026-12-26', '2026-12-27') }, 'Sold out on 26 and 27 Dec'],
    ['three nights', { soldOut: at('2026-12-26', '2026-12-27', '2026-12-28') }, 'Sold out on 26, 27 and 28 Dec'],
    [
      'nights across a month end, each month named once',
      { closed: at('2027-01-01', '2026-12-30', '2026-12-31') },
      'Closed on 30, 31 Dec and 1 Jan',
    ],
    ['a leap day beside the next month', { soldOut: at('2028-02-29', '2028-03-01') }, 'Sold out on 29 Feb and 1 Mar'],
    [
      'many nights counted',
      { soldOut: at('2026-12-20', '2026-12-21', '2026-12-22', '2026-12-23') },
      'Sold out on 4 nights from 20 Dec',
    ],
    [
      'closed and sold out together',
      { closed: at('2026-12-26'), soldOut: at('2026-12-27') },
      'Closed on Sat, 26 Dec 2026 and sold out on Sun, 27 Dec 2026',
    ],
    ['nothing named', { soldOut: [], closed: [] }, null],
    ['nothing sent', {}, null],
  ])('%s', (_name, nights, note) => {
    expect(unavailableNightsNote(nights)).toBe(note);
  });
});

describe('stayRangeLabel', () => {
  it.each([
    ['2026-12-27', '2026-12-29', '27–29 Dec'],
    ['2026-11-30', '2026-12-02', '30 Nov – 2 Dec'],
    ['2026-12-30', '2027-01-01', '30 Dec 2026 – 01 Jan 2027'],
    ['2028-02-28', '2028-03-01', '28 Feb – 1 Mar'],
  ])('%s to %s reads %s', (from, to, label) => {
    expect(stayRangeLabel(istDateToUnix(from), istDateToUnix(to))).toBe(label);
  });

  it('offers the stay as a link a guest reads', () => {
    expect(
      tryInsteadLabel({ checkInDate: istDateToUnix('2026-12-27'), checkOutDate: istDateToUnix('2026-12-29') }),
    ).toBe('Try 27–29 Dec instead');
  });
});
