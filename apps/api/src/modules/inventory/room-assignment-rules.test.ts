import { describe, expect, it } from 'vitest';
import {
  type CandidateRoom,
  compareWear,
  nightRuns,
  outOfServiceRefusal,
  type Party,
  planParties,
  planParty,
  requestedFeatures,
  roomNumberValue,
} from './room-assignment-rules';

const DLX = 'deluxe';
const STE = 'suite';
const stay = ['2030-03-01', '2030-03-02'];

const room = (number: string, over: Partial<CandidateRoom> = {}): CandidateRoom => ({
  id: `r${number}`,
  number,
  floor: Math.floor(roomNumberValue(number) / 100) || 0,
  roomTypeId: DLX,
  features: [],
  lastUsedOn: null,
  busy: new Set(),
  ...over,
});

const party = (rooms: number, over: Partial<Party> = {}, roomTypeId = DLX): Party => ({
  bookingId: 'b1',
  request: null,
  rooms: Array.from({ length: rooms }, (_, slot) => ({ key: `line:${slot}`, roomTypeId, nights: stay })),
  ...over,
});

const numbersOf = (plan: Map<string, string>) => [...plan.values()].map((id) => id.slice(1)).sort();

describe('planParty', () => {
  const cases: Array<{ name: string; party: Party; rooms: CandidateRoom[]; expected: string[] }> = [
    {
      name: 'gives a lone room the room never slept in before the ones used',
      party: party(1),
      rooms: [room('101', { lastUsedOn: '2030-02-20' }), room('102'), room('103', { lastUsedOn: '2030-02-01' })],
      expected: ['102'],
    },
    {
      name: 'spreads wear: the room slept in least recently first',
      party: party(1),
      rooms: [room('101', { lastUsedOn: '2030-02-20' }), room('102', { lastUsedOn: '2030-02-25' })],
      expected: ['101'],
    },
    {
      name: 'gives a guest arriving today a clean room before a dirty one, even one worn more',
      party: party(1, { arrivesToday: true }),
      rooms: [room('101', { readiness: 1 }), room('102', { readiness: 0, lastUsedOn: '2030-02-25' })],
      expected: ['102'],
    },
    {
      name: 'gives a room out of order last to a guest arriving today, after a dirty one',
      party: party(1, { arrivesToday: true }),
      rooms: [room('101', { readiness: 2 }), room('102', { readiness: 1 })],
      expected: ['102'],
    },
    {
      name: 'leaves readiness aside for a later arrival (the room is cleaned by then)',
      party: party(1),
      rooms: [room('101', { readiness: 1 }), room('102', { readiness: 0 })],
      expected: ['101'],
    },
    {
      name: 'still honours a requested feature before readiness',
      party: party(1, { arrivesToday: true, request: 'sea view please' }),
      rooms: [room('101', { readiness: 0 }), room('102', { readiness: 1, features: ['sea view'] })],
      expected: ['102'],
    },
    {
      name: 'keeps an arriving party on ready rooms before keeping it on one floor',
      party: party(2, { arrivesToday: true }),
      rooms: [room('101', { readiness: 0 }), room('102', { readiness: 1 }), room('201', { readiness: 0 })],
      expected: ['101', '201'],
    },
    {
      name: 'breaks a tie of wear by the lowest number',
      party: party(1),
      rooms: [room('110'), room('104'), room('201')],
      expected: ['104'],
    },
    {
      name: 'skips a room busy on any night of the stay (another booking or out of service)',
      party: party(1),
      rooms: [room('101', { busy: new Set(['2030-03-02']) }), room('102', { lastUsedOn: '2030-02-28' })],
      expected: ['102'],
    },
    {
      name: 'takes only rooms of the booked room type',
      party: party(1),
      rooms: [room('101', { roomTypeId: STE }), room('105', { lastUsedOn: '2030-02-28' })],
      expected: ['105'],
    },
    {
      name: 'honours a requested feature before wear',
      party: party(1, { request: 'Honeymoon: a SEA VIEW room please' }),
      rooms: [room('101'), room('102', { features: ['sea view'], lastUsedOn: '2030-02-28' })],
      expected: ['102'],
    },
    {
      name: 'keeps a party of three on one floor with adjacent numbers',
      party: party(3),
      rooms: [room('101'), room('201'), room('202'), room('203'), room('301'), room('105')],
      expected: ['201', '202', '203'],
    },
    {
      name: 'keeps a party together even when the least-worn room stands alone',
      party: party(2),
      rooms: [
        room('101'),
        room('201', { lastUsedOn: '2030-02-20' }),
        room('202', { lastUsedOn: '2030-02-21' }),
        room('301', { lastUsedOn: '2030-02-01' }),
      ],
      expected: ['201', '202'],
    },
    {
      name: 'places what it can when the party outnumbers the free rooms (the desk settles the rest)',
      party: party(3),
      rooms: [room('101'), room('102', { busy: new Set(stay) }), room('103')],
      expected: ['101', '103'],
    },
    {
      name: 'assigns nothing when no room is free for every night',
      party: party(1),
      rooms: [room('101', { busy: new Set(['2030-03-01']) }), room('102', { busy: new Set(['2030-03-02']) })],
      expected: [],
    },
    {
      name: 'assigns nothing when the room type has no numbered rooms',
      party: party(2),
      rooms: [],
      expected: [],
    },
  ];
  it.each(cases)('$name', ({ party: p, rooms, expected }) => {
    expect(numbersOf(planParty(p, rooms))).toEqual(expected);
  });

  it('never gives one room to two rooms of the party', () => {
    const plan = planParty(party(2), [room('101'), room('102')]);
    expect(new Set(plan.values()).size).toBe(2);
  });
});

describe('planParties', () => {
  it('never puts two bookings in one room on one night', () => {
    const first = party(1, { bookingId: 'a', rooms: [{ key: 'a:0', roomTypeId: DLX, nights: stay }] });
    const second = party(1, { bookingId: 'b', rooms: [{ key: 'b:0', roomTypeId: DLX, nights: ['2030-03-02'] }] });
    const plan = planParties([first, second], [room('101'), room('102', { lastUsedOn: '2030-01-01' })]);
    expect(plan.get('a:0')).toBe('r101');
    expect(plan.get('b:0')).toBe('r102');
  });

  it('lets a later party have the room once the nights do not overlap', () => {
    const first = party(1, { bookingId: 'a', rooms: [{ key: 'a:0', roomTypeId: DLX, nights: ['2030-03-01'] }] });
    const second = party(1, { bookingId: 'b', rooms: [{ key: 'b:0', roomTypeId: DLX, nights: ['2030-03-02'] }] });
    const plan = planParties([first, second], [room('101')]);
    expect([plan.get('a:0'), plan.get('b:0')]).toEqual(['r101', 'r101']);
  });
});

describe('requestedFeatures', () => {
  it.each([
    ['Quiet room, sea view if possible', ['sea view', 'quiet']],
    ['no request', []],
    [null, []],
  ])('reads %j', (request, expected) => {
    const rooms = [room('101', { features: ['sea view', 'connecting to 102'] }), room('102', { features: ['quiet'] })];
    expect([...requestedFeatures(request, rooms)].sort()).toEqual([...expected].sort());
  });
});

describe('compareWear and roomNumberValue', () => {
  it.each([
    ['204', 204],
    ['G-12', 12],
    ['Villa', Number.NaN],
  ])('reads %s as %d', (n, v) => expect(roomNumberValue(n)).toBe(v));

  it('orders never-used, then oldest use, then number', () => {
    const rooms = [room('103', { lastUsedOn: '2030-02-01' }), room('102'), room('101', { lastUsedOn: '2030-01-01' })];
    expect(rooms.sort(compareWear).map((r) => r.number)).toEqual(['102', '101', '103']);
  });
});

describe('nightRuns', () => {
  it.each([
    [[], []],
    [['2030-02-28', '2030-03-01'], [['2030-02-28', '2030-03-01']]],
    [
      ['2032-02-28', '2032-03-01', '2032-02-29', '2032-03-03'],
      [
        ['2032-02-28', '2032-03-01'],
        ['2032-03-03', '2032-03-03'],
      ],
    ],
  ])('groups %j', (nights, runs) => expect(nightRuns(nights)).toEqual(runs));
});

describe('outOfServiceRefusal', () => {
  it('names the nights', () => {
    expect(outOfServiceRefusal('204', 'Deluxe', ['2030-03-02', '2030-03-01'])).toBe(
      'Room 204 cannot go out of service: every other Deluxe room is sold or blocked on Fri, 01 Mar 2030 and Sat, 02 Mar 2030. Move or cancel a booking on those nights, or choose other dates. Nothing was changed.',
    );
  });
  it('names five nights and counts the rest', () => {
    const nights = ['2030-03-01', '2030-03-02', '2030-03-03', '2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07'];
    expect(outOfServiceRefusal('7', 'Villa', nights)).toContain(
      'Mon, 04 Mar 2030; Tue, 05 Mar 2030 and 2 more nights.',
    );
  });
});
