import type { AdminRoom, RoomAssignments } from '@staybook/contract/admin-rooms';
import { describe, expect, it } from 'vitest';
import {
  type GridBar,
  gridNights,
  gridRows,
  moveOf,
  newBookingSearch,
  packLanes,
  roomGridOf,
  rowCells,
  spanOf,
  stayStateOf,
} from './room-grid';

const room = (id: string, number: string, roomTypeId = 'deluxe', extra: Partial<AdminRoom> = {}): AdminRoom => ({
  id,
  propertyId: 'p',
  roomTypeId,
  roomTypeName: roomTypeId === 'deluxe' ? 'Deluxe' : 'Suite',
  number,
  floor: Number(number[0]),
  features: [],
  connectsToRoomId: null,
  connectsToNumber: null,
  outOfService: null,
  lastUsedOn: null,
  ...extra,
});

const stay = (roomId: string, from: string, to: string, code = 'SB1') => ({
  roomId,
  bookingId: `b-${code}`,
  bookingCode: code,
  bookingRoomId: `line-${code}`,
  slot: 0,
  guestName: 'Asha Kamat',
  status: 'confirmed',
  from,
  to,
});

describe('the nights a stay covers in the grid', () => {
  it.each([
    [
      'inside the window',
      '2026-12-03',
      '2026-12-05',
      { start: 2, span: 3, continuesBefore: false, continuesAfter: false },
    ],
    [
      'one night on the first day',
      '2026-12-01',
      '2026-12-01',
      { start: 0, span: 1, continuesBefore: false, continuesAfter: false },
    ],
    [
      'begun before the window',
      '2026-11-28',
      '2026-12-02',
      { start: 0, span: 2, continuesBefore: true, continuesAfter: false },
    ],
    [
      'going on after the window',
      '2026-12-13',
      '2026-12-20',
      { start: 12, span: 2, continuesBefore: false, continuesAfter: true },
    ],
    [
      'over the whole window and beyond',
      '2026-11-20',
      '2026-12-31',
      { start: 0, span: 14, continuesBefore: true, continuesAfter: true },
    ],
    [
      'on the last night only',
      '2026-12-14',
      '2026-12-14',
      { start: 13, span: 1, continuesBefore: false, continuesAfter: false },
    ],
    ['a fortnight later', '2026-12-30', '2027-01-02', null],
  ])('%s', (_, from, to, expected) => {
    expect(spanOf({ from, to }, '2026-12-01')).toEqual(expected);
  });

  it('counts across a month end and a leap day', () => {
    expect(spanOf({ from: '2028-02-28', to: '2028-03-01' }, '2028-02-27')).toMatchObject({ start: 1, span: 3 });
    expect(spanOf({ from: '2026-12-30', to: '2027-01-02' }, '2026-12-25')).toMatchObject({ start: 5, span: 4 });
  });

  it.each([
    ['ends the night before the window', '2026-11-25', '2026-11-30'],
    ['starts the night after the window', '2026-12-15', '2026-12-16'],
  ])('draws nothing for a stay that %s', (_, from, to) => {
    expect(spanOf({ from, to }, '2026-12-01')).toBeNull();
  });
});

describe('the window the address asks for', () => {
  it('starts today in IST by default, which is already tomorrow in UTC’s evening', () => {
    // 19:00 UTC on 30 Nov is 00:30 IST on 1 Dec.
    expect(roomGridOf(new URLSearchParams(), new Date('2026-11-30T19:00:00Z'))).toEqual({
      from: '2026-12-01',
      nights: 14,
      propertyId: '',
    });
    expect(roomGridOf(new URLSearchParams(), new Date('2026-11-30T18:29:00Z')).from).toBe('2026-11-30');
  });

  it('keeps a first night and property from the address, and ignores a date that is not one', () => {
    expect(roomGridOf(new URLSearchParams('from=2027-01-05&property=p1'))).toEqual({
      from: '2027-01-05',
      nights: 14,
      propertyId: 'p1',
    });
    const now = new Date('2026-11-30T06:00:00Z');
    expect(roomGridOf(new URLSearchParams('from=2027-02-30'), now).from).toBe('2026-11-30');
    expect(roomGridOf(new URLSearchParams('from=tomorrow'), now).from).toBe('2026-11-30');
  });

  it('lists 14 nights from the first, across the year’s end', () => {
    const nights = gridNights('2026-12-25');
    expect(nights).toHaveLength(14);
    expect([nights[0], nights[6], nights[7], nights[13]]).toEqual([
      '2026-12-25',
      '2026-12-31',
      '2027-01-01',
      '2027-01-07',
    ]);
  });
});

describe('a room’s row', () => {
  const bar = (start: number, span: number, key = `${start}`): GridBar => ({
    kind: 'out-of-service',
    key,
    reason: 'repairs',
    from: '',
    to: '',
    start,
    span,
    continuesBefore: false,
    continuesAfter: false,
  });

  it('is one cell per empty night and one spanning cell per bar, 14 columns in all', () => {
    const cells = rowCells([bar(9, 3), bar(2, 2)]);
    expect(cells.map((c) => (c.kind === 'empty' ? c.index : `bar ${c.bar.start}+${c.bar.span}`))).toEqual([
      0,
      1,
      'bar 2+2',
      4,
      5,
      6,
      7,
      8,
      'bar 9+3',
      12,
      13,
    ]);
    expect(cells.reduce((n, c) => n + (c.kind === 'empty' ? 1 : c.bar.span), 0)).toBe(14);
  });

  it('keeps the columns aligned should two bars share a night', () => {
    const cells = rowCells([bar(0, 3, 'a'), bar(2, 3, 'b'), bar(1, 1, 'c')]);
    expect(
      cells.filter((c) => c.kind === 'bar').map((c) => c.kind === 'bar' && [c.bar.key, c.bar.start, c.bar.span]),
    ).toEqual([
      ['a', 0, 3],
      ['b', 3, 2],
    ]);
    expect(cells.reduce((n, c) => n + (c.kind === 'empty' ? 1 : c.bar.span), 0)).toBe(14);
  });

  it('is all empty for a room nobody sleeps in', () => {
    expect(rowCells([])).toHaveLength(14);
  });
});

describe('the grid’s rows', () => {
  const data: RoomAssignments = {
    propertyId: 'p',
    from: '2026-12-01',
    to: '2026-12-14',
    rooms: [
      room('r101', '101'),
      room('r102', '102', 'deluxe', {
        outOfService: { blockId: 'blk', reason: 'Geyser', from: '2026-12-10', to: '2026-12-20' },
      }),
      room('r201', '201', 'suite'),
    ],
    assignments: [stay('r101', '2026-11-29', '2026-12-02', 'SB1'), stay('r101', '2026-12-05', '2026-12-06', 'SB2')],
    unassigned: [
      {
        bookingId: 'b3',
        bookingCode: 'SB3',
        guestName: 'Ravi',
        roomTypeId: 'suite',
        roomTypeName: 'Suite',
        checkIn: '2026-12-03',
        checkOut: '2026-12-04',
        rooms: 1,
      },
      {
        bookingId: 'b4',
        bookingCode: 'SB4',
        guestName: 'Meera',
        roomTypeId: 'suite',
        roomTypeName: 'Suite',
        checkIn: '2026-12-08',
        checkOut: '2026-12-09',
        rooms: 2,
      },
    ],
  };

  it('groups rooms by type in the order given, with each room’s bookings and out-of-service bars', () => {
    const types = gridRows(data, '2026-12-01');
    expect(types.map((t) => [t.roomTypeName, t.rooms.map((r) => r.room.number), t.unassignedRooms])).toEqual([
      ['Deluxe', ['101', '102'], 0],
      ['Suite', ['201'], 3],
    ]);
    const [r101, r102] = types[0]!.rooms;
    const bars = (row: typeof r101) => row!.cells.flatMap((c) => (c.kind === 'bar' ? [c.bar] : []));
    expect(
      bars(r101).map((b) => [b.kind === 'booking' && b.stay.bookingCode, b.start, b.span, b.continuesBefore]),
    ).toEqual([
      ['SB1', 0, 2, true],
      ['SB2', 4, 2, false],
    ]);
    expect(bars(r102)).toEqual([
      expect.objectContaining({ kind: 'out-of-service', reason: 'Geyser', start: 9, span: 5, continuesAfter: true }),
    ]);
    expect(types[1]!.rooms[0]!.cells.every((c) => c.kind === 'empty')).toBe(true);
  });

  it('leaves out what falls outside a later window', () => {
    const types = gridRows(data, '2026-12-21');
    expect(types.flatMap((t) => t.rooms.flatMap((r) => r.cells.filter((c) => c.kind === 'bar')))).toEqual([]);
  });
});

describe('the window, states, blocks and moves of the grid', () => {
  it.each([
    ['', 14],
    ['nights=31', 31],
    ['nights=14', 14],
    ['nights=20', 14],
    ['nights=abc', 14],
  ])('reads "%s" as a window of %i nights', (query, nights) => {
    expect(roomGridOf(new URLSearchParams(query)).nights).toBe(nights);
  });

  it.each([
    ['pending_payment', 'held'],
    ['confirmed', 'confirmed'],
    ['checked_in', 'in_house'],
    ['completed', 'left'],
  ])('colours a %s stay as %s', (status, state) => {
    expect(stayStateOf(status)).toBe(state);
  });

  it('draws every out-of-service period the answer lists (past ones too), not only the room’s current one', () => {
    const data: RoomAssignments = {
      propertyId: 'p',
      from: '2026-12-01',
      to: '2026-12-14',
      rooms: [room('a', '101')],
      assignments: [],
      outOfService: [
        { roomId: 'a', blockId: 'old', reason: 'Painting', from: '2026-11-29', to: '2026-12-02' },
        { roomId: 'a', blockId: 'new', reason: 'Tap', from: '2026-12-10', to: '2026-12-11' },
      ],
    };
    const bars = gridRows(data, '2026-12-01')[0]!.rooms[0]!.cells.filter((c) => c.kind === 'bar');
    expect(bars.map((c) => c.kind === 'bar' && [c.bar.key, c.bar.start, c.bar.span, c.bar.continuesBefore])).toEqual([
      ['old', 0, 2, true],
      ['new', 9, 2, false],
    ]);
  });

  it('packs a type’s overlapping blocks into rows that never overlap, and leaves other types without', () => {
    const block = (id: string, from: string, to: string) => ({
      blockId: id,
      roomTypeId: 'deluxe',
      kind: 'owner_stay' as const,
      reason: 'Owner',
      rooms: 1,
      from,
      to,
    });
    const data: RoomAssignments = {
      propertyId: 'p',
      from: '2026-12-01',
      to: '2026-12-14',
      rooms: [room('a', '101'), room('s', '501', 'suite')],
      assignments: [],
      blocks: [
        block('x', '2026-12-02', '2026-12-04'),
        block('y', '2026-12-03', '2026-12-05'),
        block('z', '2026-12-06', '2026-12-06'),
      ],
    };
    const [deluxe, suite] = gridRows(data, '2026-12-01');
    const keys = deluxe!.blockLanes.map((lane) => lane.flatMap((c) => (c.kind === 'bar' ? [c.bar.key] : [])));
    expect(keys).toEqual([['x', 'z'], ['y']]);
    expect(
      deluxe!.blockLanes.every((lane) => lane.reduce((n, c) => n + (c.kind === 'bar' ? c.bar.span : 1), 0) === 14),
    ).toBe(true);
    expect(suite!.blockLanes).toEqual([]);
    expect(packLanes([])).toEqual([]);
  });

  it.each([
    ['the same room and nights', 'a', 'deluxe', 0, { kind: 'none' }],
    ['another room of the type', 'b', 'deluxe', 0, { kind: 'room', shift: 0 }],
    ['other nights in the same room', 'a', 'deluxe', 2, { kind: 'change', shift: 2, otherType: false }],
    ['a room of another type', 's', 'suite', 0, { kind: 'change', shift: 0, otherType: true }],
    ['another type and earlier', 's', 'suite', -1, { kind: 'change', shift: -1, otherType: true }],
    ['its own room, two nights longer', 'a', 'deluxe', 0, { kind: 'change', shift: 0, otherType: false }, 2],
    ['its own room, a night shorter', 'a', 'deluxe', 0, { kind: 'change', shift: 0, otherType: false }, -1],
  ])('a drop on %s asks for what it should', (_, targetId, targetType, shift, expected, lengthen = 0) => {
    expect(
      moveOf(
        { roomId: 'a', from: '2026-12-03' },
        { roomTypeId: 'deluxe' },
        { id: targetId, roomTypeId: targetType },
        shift,
        lengthen,
      ),
    ).toEqual(expected);
  });

  it('opens a desk booking on the property, room type and night of an empty cell', () => {
    expect(newBookingSearch('p1', 'rt1', '2026-12-24')).toBe('?property=p1&roomType=rt1&checkIn=2026-12-24');
  });
});
