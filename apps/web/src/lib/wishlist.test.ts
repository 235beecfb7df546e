import { mergeWishlistIds, WISHLIST_MAX_ITEMS } from '@staybook/contract/wishlist-rules';
import { describe, expect, it } from 'vitest';
import { legacyHearts, toggleId } from './wishlist';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('wishlist hearts', () => {
  it('puts a new heart first and takes an existing one out', () => {
    expect(toggleId([id(1), id(2)], id(3))).toEqual([id(3), id(1), id(2)]);
    expect(toggleId([id(1), id(2)], id(1))).toEqual([id(2)]);
  });

  it('keeps the device list within the largest wishlist', () => {
    const full = Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => id(i));
    expect(toggleId(full, id(999))).toHaveLength(WISHLIST_MAX_ITEMS);
  });

  it("brings over hearts older builds kept (a plain list, or a store's state), skipping junk", () => {
    expect(
      legacyHearts([JSON.stringify({ state: { ids: [id(1), 5] }, version: 1 }), JSON.stringify([id(2)]), '{', null]),
    ).toEqual([id(1), id(2)]);
  });

  it("merges the device's hearts before the account's, once each, ids only", () => {
    expect(mergeWishlistIds([id(2), id(1), 'not-an-id'], [id(1), id(3)])).toEqual([id(2), id(1), id(3)]);
  });
});
