import { describe, expect, it } from 'vitest';
import { makeRoom } from '../test/room-factory';
import { canProceedToPayment, distributeGuests, guestLimits, normaliseGuests } from './guests';
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
      'adults capped at what the rooms sleep',
      { adults: 9, children: 0 },
      [{ id: 'a', qnt: 2 }],
      { adults: 4, children: 0 },
    ],
    [
      'children capped at the child capacity',
      { adults: 2, children: 4 },
      [{ id: 'a', qnt: 1 }],
      { adults: 2, children: 1 },
    ],
    [
      'zero child capacity means no children',
      { adults: 2, children: 2 },
      [{ id: 'a', qnt: 1, maxChildren: 0 }],
      { adults: 2, children: 0 },
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
