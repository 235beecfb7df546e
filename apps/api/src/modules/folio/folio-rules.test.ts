import { describe, expect, it } from 'vitest';
import { accommodationRateBp, chargesByPayer, checkOutRefusal, priceCharge } from './folio-rules.js';

describe('priceCharge', () => {
  it.each([
    // breakfast ₹450 × 2 at 5%: ₹45 of GST
    [{ pricePaise: 45_000, gstBp: 500 }, 2, 1200, { gstBp: 500, taxablePaise: 90_000, taxPaise: 4_500 }],
    // airport transfer ₹1,499 at 5%: ₹74.95 rounds to ₹75
    [{ pricePaise: 149_900, gstBp: 500 }, 1, 1200, { gstBp: 500, taxablePaise: 149_900, taxPaise: 7_500 }],
    // laundry ₹249 × 3 at 18%: ₹134.46 rounds to ₹134
    [{ pricePaise: 24_900, gstBp: 1800 }, 3, 500, { gstBp: 1800, taxablePaise: 74_700, taxPaise: 13_400 }],
    // half a rupee rounds up: ₹10 at 5% = ₹0.50 → ₹1
    [{ pricePaise: 1_000, gstBp: 500 }, 1, 0, { gstBp: 500, taxablePaise: 1_000, taxPaise: 100 }],
    // late check-out taxed as the room: the booking's slab (18% above ₹7,500)
    [{ pricePaise: 150_000, gstBp: null }, 1, 1800, { gstBp: 1800, taxablePaise: 150_000, taxPaise: 27_000 }],
    // …or nothing on a stay whose nights are exempt
    [{ pricePaise: 50_000, gstBp: null }, 1, 0, { gstBp: 0, taxablePaise: 50_000, taxPaise: 0 }],
  ])('prices %o × %i (room at %i bp)', (extra, quantity, roomBp, expected) => {
    expect(priceCharge(extra, quantity, roomBp)).toEqual(expected);
  });

  it('refuses a quantity that is not a whole number from 1', () => {
    expect(() => priceCharge({ pricePaise: 100, gstBp: 500 }, 0, 0)).toThrow(RangeError);
    expect(() => priceCharge({ pricePaise: 100, gstBp: 500 }, 1.5, 0)).toThrow(RangeError);
  });
});

describe('accommodationRateBp', () => {
  it('takes the highest slab the nights were charged at, 0 for none', () => {
    expect(accommodationRateBp([500, 1800, 500])).toBe(1800);
    expect(accommodationRateBp([])).toBe(0);
  });
});

describe('chargesByPayer', () => {
  it('puts the guest first, a company per GSTIN, and leaves out a payer charged nothing', () => {
    const rows = chargesByPayer('Asha Rao', [
      { payer: 'company', payerName: 'Acme Pvt Ltd', payerGstin: '30AAKCS9999M1Z1', grossPaise: 10_000 },
      { payer: 'guest', payerName: null, payerGstin: null, grossPaise: 500_000 },
      { payer: 'company', payerName: 'Acme Pvt Ltd', payerGstin: '30AAKCS9999M1Z1', grossPaise: 5_000 },
      { payer: 'company', payerName: 'Other Ltd', payerGstin: '27AAKCS9999M1Z5', grossPaise: 0 },
    ]);
    expect(rows).toEqual([
      { payer: 'guest', name: 'Asha Rao', gstin: null, grossPaise: 500_000 },
      { payer: 'company', name: 'Acme Pvt Ltd', gstin: '30AAKCS9999M1Z1', grossPaise: 15_000 },
    ]);
  });
});

describe('checkOutRefusal', () => {
  it('refuses a stay with extras while anything is due, and only then', () => {
    expect(checkOutRefusal(true, 100)).toMatch(/balance/);
    expect(checkOutRefusal(true, 0)).toBeNull();
    expect(checkOutRefusal(false, 100)).toBeNull();
  });
});
