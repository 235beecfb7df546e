import { describe, expect, it } from 'vitest';
import {
  accommodationRateBp,
  bookingExtrasSchema,
  extraChargeText,
  extrasFieldsOf,
  extrasGrossPaise,
  extrasNotRecountedNote,
  priceExtra,
  priceExtraLine,
} from './booking-extras';

const ID = '7a0c1f6e-4a43-4d2b-9a55-2f1b3c4d5e6f';
const OTHER = '0b9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';

describe('extras at booking', () => {
  it('prices an extra: taxable = price × quantity, GST at its rate rounded to the rupee', () => {
    expect(priceExtraLine({ pricePaise: 45_000, gstBp: 500 }, 4, 1_800)).toEqual({
      gstBp: 500,
      taxablePaise: 180_000,
      taxPaise: 9_000,
    });
    // ₹149.90 × 1 at 5% is ₹7.495: ₹7.
    expect(priceExtraLine({ pricePaise: 14_990, gstBp: 500 }, 1, 0).taxPaise).toBe(700);
    expect(() => priceExtraLine({ pricePaise: 100, gstBp: 500 }, 0, 0)).toThrow(RangeError);
  });

  it('counts an extra per night or per person over the nights, one per item or per stay once', () => {
    const breakfast = { pricePaise: 45_000, gstBp: 500, unit: 'per_person' as const };
    // Breakfast for 2 guests over 3 nights: ₹450 × 2 × 3 = ₹2,700, 5% = ₹135.
    expect(priceExtra(breakfast, { quantity: 2, nights: 3 }, 0)).toEqual({
      gstBp: 500,
      taxablePaise: 270_000,
      taxPaise: 13_500,
      nights: 3,
    });
    const scooter = { pricePaise: 50_000, gstBp: 1_800, unit: 'per_night' as const };
    expect(priceExtra(scooter, { quantity: 1, nights: 4 }, 0)).toMatchObject({ taxablePaise: 200_000, nights: 4 });
    const transfer = { pricePaise: 180_000, gstBp: 500, unit: 'per_item' as const };
    expect(priceExtra(transfer, { quantity: 2, nights: 5 }, 0)).toMatchObject({ taxablePaise: 360_000, nights: null });
    const late = { pricePaise: 150_000, gstBp: null, unit: 'per_stay' as const };
    expect(priceExtra(late, { quantity: 1, nights: 5 }, 500)).toMatchObject({ taxablePaise: 150_000, nights: null });
    expect(() => priceExtra(breakfast, { quantity: 2, nights: 0 }, 0)).toThrow(RangeError);
    expect(() => priceExtra(transfer, { quantity: 0, nights: 1 }, 0)).toThrow(RangeError);
  });

  it('writes the multiplication for the folio, the invoice and the e-mail', () => {
    const line = { name: 'Breakfast', unitPricePaise: 45_000, quantity: 2 };
    expect(extraChargeText({ ...line, unit: 'per_person', nights: 3 })).toBe('Breakfast: ₹450 × 2 guests × 3 nights');
    expect(extraChargeText({ ...line, quantity: 1, unit: 'per_person', nights: 1 })).toBe(
      'Breakfast: ₹450 × 1 guest × 1 night',
    );
    expect(extraChargeText({ ...line, name: 'Scooter', unit: 'per_night', nights: 2 })).toBe(
      'Scooter: ₹450 × 2 × 2 nights',
    );
    expect(extraChargeText({ ...line, name: 'Airport transfer', unit: 'per_item', nights: null })).toBe(
      'Airport transfer × 2',
    );
  });

  it('says on a change that extras counted by nights are not re-counted, only when the nights differ', () => {
    const lines = [
      { name: 'Breakfast', nights: 2 },
      { name: 'Airport transfer', nights: null },
    ];
    expect(extrasNotRecountedNote(lines, 2)).toBeNull();
    expect(extrasNotRecountedNote(lines, 3)).toBe(
      'Extras are not re-counted for the new dates: Breakfast (2 nights) stay as booked and paid. Ask the hotel to add or remove nights of them.',
    );
    expect(extrasNotRecountedNote([{ name: 'Airport transfer' }], 3)).toBeNull();
  });

  it('taxes an extra "as the room" at the stay’s highest slab, 0% when every night is exempt', () => {
    expect(priceExtraLine({ pricePaise: 150_000, gstBp: null }, 1, accommodationRateBp([500, 1_800]))).toMatchObject({
      gstBp: 1_800,
      taxPaise: 27_000,
    });
    expect(accommodationRateBp([0, 0])).toBe(0);
    expect(accommodationRateBp([])).toBe(0);
  });

  it('refuses a quantity out of range and the same extra twice, in words', () => {
    const problem = (list: unknown) => bookingExtrasSchema.safeParse(list).error?.issues[0]?.message;
    expect(problem([{ extraId: ID, quantity: 0 }])).toBe('Quantity of an extra must be at least 1');
    expect(problem([{ extraId: ID, quantity: 21 }])).toBe('Quantity of an extra can be at most 20');
    expect(problem([{ extraId: ID, quantity: 1.5 }])).toBe('Quantity of an extra must be a whole number');
    expect(
      problem([
        { extraId: ID, quantity: 1 },
        { extraId: ID, quantity: 2 },
      ]),
    ).toBe('Each extra can be added once: change its quantity instead');
    expect(bookingExtrasSchema.parse(undefined)).toBeUndefined();
    expect(
      bookingExtrasSchema.parse([
        { extraId: ID, quantity: 2 },
        { extraId: OTHER, quantity: 1 },
      ]),
    ).toHaveLength(2);
  });

  it('answers the lines in rupees with their total and the rooms’ total with them; nothing when none', () => {
    const line = {
      extraId: ID,
      name: 'Breakfast',
      sac: '996331',
      unit: 'per_person' as const,
      quantity: 4,
      unitPricePaise: 45_000,
      gstBp: 500,
      taxablePaise: 180_000,
      taxPaise: 9_000,
    };
    expect(extrasFieldsOf([], 840_000)).toEqual({});
    expect(extrasFieldsOf([line], 840_000)).toEqual({
      extras: [
        {
          extraId: ID,
          name: 'Breakfast',
          sac: '996331',
          unit: 'per_person',
          quantity: 4,
          unitPrice: 450,
          taxableValue: 1_800,
          gstRate: 5,
          tax: 90,
          total: 1_890,
        },
      ],
      extrasTotal: 1_890,
      totalWithExtras: 10_290,
    });
    expect(extrasGrossPaise([line, line])).toBe(378_000);
  });
});
