import { describe, expect, it } from 'vitest';
import { makeRoom } from '../test/room-factory';
import { isPlacementSelection, selectionOfPlacement } from './selection';

const suite = makeRoom({ id: 'suite', name: 'Pool Suite', inventory: [2, 2] });
const villa = makeRoom({ id: 'villa', name: 'Villa', inventory: [1, 1] });

describe("the list's placement as the rooms page's selection (issue 24)", () => {
  const placement = [
    { roomId: 'suite', roomCount: 2, adults: 2, children: 2 },
    { roomId: 'villa', roomCount: 1, adults: 1, children: 0 },
  ];

  it('chooses each room type of the placement, as many as it takes', () => {
    const selection = selectionOfPlacement([suite, villa], placement);
    expect(selection?.suite?.qnt).toBe(2);
    expect(selection?.villa?.qnt).toBe(1);
    expect(isPlacementSelection(selection ?? {}, placement)).toBe(true);
  });

  it('chooses nothing when a room is gone or has too few rooms free since the list', () => {
    expect(selectionOfPlacement([suite], placement)).toBeNull();
    expect(selectionOfPlacement([makeRoom({ id: 'suite', inventory: [1, 2] }), villa], placement)).toBeNull();
    expect(selectionOfPlacement([suite, villa], [])).toBeNull();
  });

  it("stops being the list's placement once the guest changes a room's count", () => {
    const selection = selectionOfPlacement([suite, villa], placement) ?? {};
    const changed = { ...selection, suite: { ...selection.suite!, qnt: 1 } };
    expect(isPlacementSelection(changed, placement)).toBe(false);
  });
});
