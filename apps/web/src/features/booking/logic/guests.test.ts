import { describe, expect, it } from 'vitest';
import { makeRoom } from '../test/room-factory';
import {
  allocatedGuests,
  canProceedToPayment,
  distributeGuests,
  guestLimits,
  normaliseGuests,
  partyOf,
  partyShortfall,
  placeRoomGuests,
} from './guests';
import { addRoom, type Selection, setQuantity } from './selection';

function selectionOf(...rooms: { id: string; qnt: number; maxAdults?: number; maxChildren?: number }[]): Selection {
  let s: Selection = {};
  for (const r of rooms) {
    s = addRoom(
      s,
      makeRoom({ id: r.id, maxAdults: r.maxAdults ?? 2, maxChildren: r.maxChildren ?? 1, inventory: [9, 9] }),
    );
    s = setQuantity(s, r.id, r.qnt);
  }
  return s;
}

describe('normaliseGuests', () => {
  it.each([
    ['adults never below 1', { adults: 0, children: 0 }, [], { adults: 1, children: 0 }],
    ['children never below 0', { adults: 2, children: -1 }, [], { adults: 2, children: 0 }],
    [
      'adults auto-raised to the room count',
      { adults: 1, children: 0 },
      [{ id: 'a', qnt: 3 }],
      { adults: 3, children: 0 },
    ],
    [
      'a party larger than the rooms sleep is kept, never cut to fit',
      { adults: 9, children: 0 },
      [{ id: 'a', qnt: 2 }],
      { adults: 9, children: 0 },
    ],
    [
      'children beyond the child capacity are kept too',
      { adults: 2, children: 4 },
      [{ id: 'a', qnt: 1 }],
      { adults: 2, children: 4 },
    ],
    [
      'zero child capacity does not drop the children',
      { adults: 2, children: 2 },
      [{ id: 'a', qnt: 1, maxChildren: 0 }],
      { adults: 2, children: 2 },
    ],
  ])('%s', (_n, guests, rooms, expected) => {
    expect(normaliseGuests(guests, selectionOf(...rooms))).toEqual(expected);
  });
});

describe('guestLimits', () => {
  it('minimum adults is the room count, maximum the capacity', () => {
    expect(guestLimits(selectionOf({ id: 'a', qnt: 2 }, { id: 'b', qnt: 1, maxAdults: 3 }))).toEqual({
      minAdults: 3,
      maxAdults: 7,
      maxChildren: 3,
    });
  });
});

describe('canProceedToPayment', () => {
  it.each([
    ['no rooms', [], { adults: 2, children: 0 }, false],
    ['no guests', [{ id: 'a', qnt: 1 }], { adults: 0, children: 0 }, false],
    ['rooms and guests', [{ id: 'a', qnt: 1 }], { adults: 1, children: 0 }, true],
  ])('%s', (_n, rooms, guests, expected) => {
    expect(canProceedToPayment(selectionOf(...rooms), guests)).toBe(expected);
  });
});

describe('distributeGuests', () => {
  it('gives every room an adult, then fills by occupancy in order', () => {
    const s = selectionOf({ id: 'a', qnt: 2 }, { id: 'b', qnt: 1, maxAdults: 3 });
    expect(distributeGuests(s, { adults: 6, children: 2 })).toEqual([
      { id: 'a', roomCount: 2, adults: 4, children: 2 },
      { id: 'b', roomCount: 1, adults: 2, children: 0 },
    ]);
  });

  it('puts guests beyond capacity on the last room so the server can refuse them', () => {
    const s = selectionOf({ id: 'a', qnt: 1 });
    expect(distributeGuests(s, { adults: 3, children: 2 })).toEqual([
      { id: 'a', roomCount: 1, adults: 3, children: 2 },
    ]);
  });

  it('sums to the guest counts', () => {
    const s = selectionOf({ id: 'a', qnt: 1 }, { id: 'b', qnt: 2 }, { id: 'c', qnt: 1 });
    const out = distributeGuests(s, { adults: 5, children: 3 });
    expect(out.reduce((n, r) => n + r.adults, 0)).toBe(5);
    expect(out.reduce((n, r) => n + r.children, 0)).toBe(3);
    for (const r of out) expect(r.adults).toBeGreaterThanOrEqual(r.roomCount);
  });
});

describe('partyShortfall', () => {
  it.each([
    ['no rooms yet: nothing to say', { adults: 6, children: 2 }, [], null],
    ['everyone fits', { adults: 2, children: 1 }, [{ id: 'a', qnt: 1 }], null],
    [
      '6 adults and 2 children in one 2+1 room',
      { adults: 6, children: 2 },
      [{ id: 'a', qnt: 1 }],
      'These rooms sleep 2 adults and 1 child; your party is 6 adults and 2 children. Add a room to place everyone.',
    ],
    [
      'children beyond the child beds',
      { adults: 2, children: 2 },
      [{ id: 'a', qnt: 1, maxChildren: 0 }],
      'These rooms sleep 2 adults and 0 children; your party is 2 adults and 2 children. Add a room to place everyone.',
    ],
  ])('%s', (_n, guests, rooms, expected) => {
    expect(partyShortfall(selectionOf(...rooms), guests)).toBe(expected);
  });

  it('keeps payment closed while anyone is unplaced', () => {
    expect(canProceedToPayment(selectionOf({ id: 'a', qnt: 1 }), { adults: 6, children: 2 })).toBe(false);
    expect(canProceedToPayment(selectionOf({ id: 'a', qnt: 3 }), { adults: 6, children: 2 })).toBe(true);
  });
});

describe('guests placed room by room', () => {
  // A villa room for 4 adults and 2 children, and two garden rooms for 2 adults and 1 child each.
  const selection = () =>
    selectionOf(
      { id: 'villa', qnt: 1, maxAdults: 4, maxChildren: 2 },
      { id: 'garden', qnt: 2, maxAdults: 2, maxChildren: 1 },
    );

  it('spreads the party until the guest places anyone', () => {
    expect(allocatedGuests(selection(), { adults: 5, children: 1 }, null)).toEqual(
      distributeGuests(selection(), { adults: 5, children: 1 }),
    );
  });

  it('keeps each room type’s guests as placed, and the party becomes their sum', () => {
    const party = { adults: 5, children: 1 };
    const placed = placeRoomGuests(selection(), party, null, 'villa', { adults: 4, children: 2 });
    expect(placed).not.toBeNull();
    const lines = allocatedGuests(selection(), partyOf(placed!), placed);
    expect(lines.map((l) => [l.id, l.adults, l.children])).toEqual([
      ['villa', 4, 2],
      ['garden', 2, 0],
    ]);
    expect(partyOf(placed!)).toEqual({ adults: 6, children: 2 });
  });

  it('never places more than a room type sleeps, nor fewer adults than its rooms', () => {
    const party = { adults: 3, children: 0 };
    const tooMany = placeRoomGuests(selection(), party, null, 'garden', { adults: 9, children: 5 });
    expect(tooMany?.garden).toEqual({ adults: 4, children: 2 });
    const tooFew = placeRoomGuests(selection(), party, null, 'garden', { adults: 0, children: 0 });
    expect(tooFew?.garden).toEqual({ adults: 2, children: 0 });
  });

  it('falls back to the spread when the placing no longer matches the rooms or the party', () => {
    const party = { adults: 5, children: 1 };
    const placed = placeRoomGuests(selection(), party, null, 'villa', { adults: 3, children: 1 })!;
    // The party changed on the counters: the placing is stale.
    expect(allocatedGuests(selection(), { adults: 7, children: 1 }, placed)).toEqual(
      distributeGuests(selection(), { adults: 7, children: 1 }),
    );
    // A room type was dropped: stale too.
    const fewer = selectionOf({ id: 'villa', qnt: 1, maxAdults: 4, maxChildren: 2 });
    expect(allocatedGuests(fewer, partyOf(placed), placed)).toEqual(distributeGuests(fewer, partyOf(placed)));
  });

  it('refuses to place guests in a room type that is not chosen', () => {
    expect(
      placeRoomGuests(selection(), { adults: 3, children: 0 }, null, 'nowhere', { adults: 1, children: 0 }),
    ).toBeNull();
  });
});
