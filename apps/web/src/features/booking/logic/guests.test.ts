import { describe, expect, it } from 'vitest';
import { makeRoom } from '../test/room-factory';
import { canProceedToPayment, distributeGuests, guestLimits, normaliseGuests, partyShortfall } from './guests';
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
