import { describe, expect, it } from 'vitest';
import { makeRoom } from '../test/room-factory';
import { roomsAvailable } from './room-option';
import {
  addRoom,
  estimatePricing,
  isAtRoomLimit,
  maxQuantity,
  reconcileSelection,
  roomCount,
  type Selection,
  selectionCancellation,
  selectionTotal,
  setQuantity,
} from './selection';

describe('roomsAvailable', () => {
  type Case = [string, { inventory?: number[]; rates?: number[]; available?: number }, number | undefined, number];
  it.each<Case>([
    ['the smallest night', { inventory: [5, 2, 4], rates: [1, 1, 1] }, undefined, 2],
    ['zero when any night is sold out', { inventory: [5, 0], rates: [1, 1] }, undefined, 0],
    ['capped by the server figure', { inventory: [5, 5], available: 1 }, undefined, 1],
    ['zero without nights', { rates: [] }, undefined, 0],
    ['zero when a night is missing', { rates: [1] }, 2, 0],
    ['never negative', { inventory: [-2], rates: [1] }, undefined, 0],
  ])('%s', (_n, room, nights, expected) => {
    expect(roomsAvailable(makeRoom(room), nights)).toBe(expected);
  });
});

describe('selection rules', () => {
  const room = makeRoom({ id: 'r', inventory: [3, 2] });

  it('Add Room adds quantity 1', () => {
    expect(addRoom({}, room).r?.qnt).toBe(1);
  });

  it('never adds an external or sold-out room', () => {
    expect(addRoom({}, makeRoom({ externalUrl: 'https://example.com' }))).toEqual({});
    expect(addRoom({}, makeRoom({ inventory: [1, 0] }))).toEqual({});
  });

  it('bounds the quantity by the availability of every night', () => {
    const one = addRoom({}, room);
    expect(setQuantity(one, 'r', 2).r?.qnt).toBe(2);
    expect(setQuantity(one, 'r', 9).r?.qnt).toBe(2);
  });

  it('quantity 0 removes the room', () => {
    expect(setQuantity(addRoom({}, room), 'r', 0)).toEqual({});
  });

  it('a minimum of 1 keeps the room (review page)', () => {
    expect(setQuantity(addRoom({}, room), 'r', 0, 1).r?.qnt).toBe(1);
  });

  it('stops at five rooms per booking over all room types', () => {
    const big = (id: string) => makeRoom({ id, inventory: [9, 9] });
    let s = setQuantity(addRoom({}, big('a')), 'a', 4);
    expect(maxQuantity(s, 'b', 9)).toBe(1);
    s = addRoom(s, big('b'));
    expect(s.b?.qnt).toBe(1);
    expect(isAtRoomLimit(s)).toBe(true);
    expect(setQuantity(s, 'b', 3).b?.qnt).toBe(1);
    expect(addRoom(s, big('c'))).toBe(s);
    expect(maxQuantity(s, 'a', 9)).toBe(4);
    expect(setQuantity(addRoom({}, big('a')), 'a', 9).a?.qnt).toBe(5);
  });

  it('ignores unknown rooms', () => {
    const one = addRoom({}, room);
    expect(setQuantity(one, 'nope', 2)).toBe(one);
  });

  it.each([
    ['empty selection', [], 3, 0],
    ['rate x quantity x nights', [{ rates: [4000, 4000, 4000], qnt: 2 }], 3, 24000],
    [
      'sums room types',
      [
        { rates: [1000, 1000], qnt: 1 },
        { rates: [2500, 2500], qnt: 3 },
      ],
      2,
      17000,
    ],
    ['uneven nightly rates add up exactly', [{ rates: [3000, 5000], qnt: 1 }], 2, 8000],
  ] as const)('total: %s', (_n, rooms, nights, expected) => {
    let selection: Selection = {};
    rooms.forEach((r, i) => {
      const option = makeRoom({ id: `t${i}`, rates: [...r.rates], inventory: r.rates.map(() => 9) });
      selection = setQuantity(addRoom(selection, option), option.id, r.qnt);
    });
    expect(selectionTotal(selection, nights)).toBe(expected);
    expect(roomCount(selection)).toBe(rooms.reduce((s, r) => s + r.qnt, 0));
  });

  it('reconciles a stored selection with fresh rooms', () => {
    let selection = addRoom({}, makeRoom({ id: 'a', inventory: [5, 5] }));
    selection = setQuantity(selection, 'a', 4);
    selection = addRoom(selection, makeRoom({ id: 'b' }));
    selection = addRoom(selection, makeRoom({ id: 'c' }));
    const fresh = [
      makeRoom({ id: 'a', inventory: [2, 3], rates: [4500, 4500] }),
      makeRoom({ id: 'b', inventory: [0, 3] }),
    ];
    const next = reconcileSelection(selection, fresh);
    expect(Object.keys(next)).toEqual(['a']);
    expect(next.a).toMatchObject({ qnt: 2, maxAvailable: 2, price: 4500 });
  });

  it('estimates 18 percent tax, rounded', () => {
    expect(estimatePricing(10001)).toEqual({ totalRoomRent: 10001, tax: 1800, totalPostTax: 11801 });
  });
});

describe('rate plans in the selection', () => {
  const night = (rate: number) => [
    { date: 0, rate, availableInventory: 3 },
    { date: 86_400, rate, availableInventory: 3 },
  ];
  const room = makeRoom({
    id: 'r1',
    rates: [8000, 8000],
    ratePlans: [
      {
        id: 'flex',
        name: 'Flexible',
        mealPlanLabel: 'Room only',
        cancellationHeadline: 'Free cancellation until 01 Mar 2026, 2:00 PM',
        isNonRefundable: false,
        nights: night(8000),
      },
      {
        id: 'saver',
        name: 'Saver',
        mealPlanLabel: 'Room only',
        cancellationHeadline: 'Non-refundable',
        isNonRefundable: true,
        nights: night(7200),
      },
    ],
  });

  it('adds a room under its default plan unless another is chosen', () => {
    expect(addRoom({}, room).r1).toMatchObject({ ratePlanId: 'flex', price: 8000 });
    expect(addRoom({}, room, 'saver').r1).toMatchObject({
      ratePlanId: 'saver',
      ratePlanName: 'Saver',
      cancellationHeadline: 'Non-refundable',
      nightlyRates: [7200, 7200],
    });
  });

  it("switches a selected room's plan and keeps its quantity; the total follows the plan's prices", () => {
    const two = { r1: { ...addRoom({}, room).r1!, qnt: 2 } };
    const switched = addRoom(two, room, 'saver');
    expect(switched.r1).toMatchObject({ ratePlanId: 'saver', qnt: 2 });
    expect(selectionTotal(switched, 2)).toBe(28_800);
    expect(addRoom(switched, room)).toBe(switched);
  });

  it('keeps the chosen plan when the rooms are reloaded', () => {
    const chosen = addRoom({}, room, 'saver');
    expect(reconcileSelection(chosen, [room]).r1?.ratePlanId).toBe('saver');
  });
});

describe('selectionCancellation', () => {
  const room = (id: string, headline: string | null, qnt = 1) =>
    ({ id, qnt, cancellationHeadline: headline }) as unknown as Selection[string];
  it.each([
    ['no rooms', {}, null],
    [
      'one free plan',
      { a: room('a', 'Free cancellation until 07 Dec 2026, 2:00 PM') },
      'Free cancellation until 07 Dec 2026, 2:00 PM',
    ],
    ['a non-refundable plan', { a: room('a', 'Non-refundable') }, 'Non-refundable'],
    [
      'plans that differ',
      { a: room('a', 'Non-refundable'), b: room('b', 'Free cancellation until 07 Dec 2026, 2:00 PM') },
      'Cancellation terms differ by room',
    ],
    ['a room whose terms are unknown', { a: room('a', null) }, null],
  ])('%s', (_n, selection, expected) => expect(selectionCancellation(selection as Selection)).toBe(expected));
});
