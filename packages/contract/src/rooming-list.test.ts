import { describe, expect, it } from 'vitest';
import { isoOf, parseCsv, RoomingListProblem, readRoomingList } from './rooming-list';

const types = [
  { id: '6f1c1b8e-1d0b-4a4e-9a53-2f3c1b0d9e11', name: 'Deluxe Room', firstNight: '2026-12-26', checkOut: '2026-12-29' },
];

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes, line breaks, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n"multi\nline",x,\n\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['multi\nline', 'x', ''],
    ]);
  });
});

describe('readRoomingList', () => {
  const read = (...rows: string[]) =>
    readRoomingList(['Name,Room type,Arrival,Departure,Adults,Phone', ...rows].join('\n'), types);
  it('fills blank dates from the allotment and blank adults with 2', () => {
    const [row] = read('Anita Naik,deluxe room,,,,');
    expect(row).toMatchObject({
      ok: true,
      room: { checkIn: '2026-12-26', checkOut: '2026-12-29', adults: 2, children: 0 },
    });
  });
  it('gives each bad row its own message and keeps reading', () => {
    const rows = read(
      ',Deluxe Room,,,2,',
      'B,Villa,,,2,',
      'C,Deluxe Room,28/12/2026,27/12/2026,2,',
      'D,Deluxe Room,,,two,',
      'E,Deluxe Room,,,2,12345',
      'F,Deluxe Room,27-12-2026,,2,',
    );
    expect(rows.map((r) => (r.ok ? 'ok' : r.message))).toEqual([
      expect.stringMatching(/^Name: enter the guest’s name/),
      '“Villa” is not a room type of this group (Deluxe Room).',
      expect.stringMatching(/^Departure: departure must be after arrival/),
      expect.stringMatching(/^Adults: /),
      expect.stringMatching(/^Phone: /),
      'ok',
    ]);
    expect(rows.map((r) => r.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('refuses a list without a header naming the guest and the room type', () => {
    expect(() => readRoomingList('Anita,Deluxe Room', types)).toThrow(RoomingListProblem);
    expect(() => readRoomingList('name,room type\n', types)).toThrow(/no guests/);
  });
});

describe('isoOf', () => {
  it.each([
    ['2026-12-26', '2026-12-26'],
    ['26/12/2026', '2026-12-26'],
    ['6.1.2027', '2027-01-06'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', null],
    ['Dec 26', null],
  ])('%s → %s', (text, iso) => expect(isoOf(text)).toBe(iso));
});
