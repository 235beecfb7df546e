import { describe, expect, it } from 'vitest';
import { partyPriceSaysMore, partyPriceText, taxesNote } from './price-note';

describe('the words beside a price', () => {
  it('says the GST a night carries, or that none is due', () => {
    expect(taxesNote(1_995)).toBe('+ ₹1,995 taxes');
    expect(taxesNote(0)).toBe('No GST');
  });

  it('says the party’s stay in one sentence, by count', () => {
    expect(partyPriceText({ rooms: 1, nights: 4, total: 21_400, taxes: 2_568 })).toBe(
      '1 room · ₹21,400 for 4 nights + ₹2,568 taxes',
    );
    expect(partyPriceText({ rooms: 2, nights: 1, total: 9_000, taxes: 0 })).toBe(
      '2 rooms · ₹9,000 for 1 night · No GST',
    );
  });

  it('is worth saying unless it is the nightly price and its taxes again', () => {
    const nightly = { min: 11_086, taxes: 1_995 };
    expect(partyPriceSaysMore(nightly, { rooms: 1, nights: 1, total: 11_086, taxes: 1_995 })).toBe(false);
    expect(partyPriceSaysMore({ min: 2_000 }, { rooms: 1, nights: 1, total: 2_000, taxes: 0 })).toBe(false);
    expect(partyPriceSaysMore(nightly, { rooms: 2, nights: 1, total: 22_172, taxes: 3_990 })).toBe(true);
    expect(partyPriceSaysMore(nightly, { rooms: 1, nights: 3, total: 33_258, taxes: 5_985 })).toBe(true);
    // One room, one night, but a deal or an extra guest makes the stay another sum.
    expect(partyPriceSaysMore(nightly, { rooms: 1, nights: 1, total: 10_000, taxes: 1_800 })).toBe(true);
  });
});
