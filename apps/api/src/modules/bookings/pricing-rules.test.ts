import { describe, expect, it } from 'vitest';
import type { GstSlab } from '../../config.js';
import { gstBasisPoints, priceStay, type RoomToPrice } from './pricing-rules.js';

const slabs: GstSlab[] = [
  { upToPaise: 100_000, percent: 0 },
  { upToPaise: 750_000, percent: 5 },
  { upToPaise: null, percent: 18 },
];

const room = (ratesRupees: number[], roomCount = 1, available = 5): RoomToPrice => ({
  roomTypeId: 'r1',
  name: 'Deluxe',
  roomCount,
  nights: ratesRupees.map((rate, i) => ({ date: `2030-01-0${i + 1}`, ratePaise: rate * 100, available })),
});

describe('gstBasisPoints', () => {
  it.each([
    [1, 0],
    [1_000, 0],
    [1_001, 500],
    [7_500, 500],
    [7_501, 1800],
    [50_000, 1800],
  ])('a ₹%i tariff pays %i basis points', (rupees, bp) => {
    expect(gstBasisPoints(rupees * 100, slabs)).toBe(bp);
  });

  it('uses the slab of the exact paise: ₹1,000.01 is above the exempt slab', () => {
    expect(gstBasisPoints(100_001, slabs)).toBe(500);
  });

  it('supports fractional percentages', () => {
    expect(gstBasisPoints(100, [{ upToPaise: null, percent: 2.5 }])).toBe(250);
  });
});

describe('priceStay', () => {
  it.each([
    // [nightly rate ₹, expected tax ₹ for one night]
    [1_000, 0],
    [1_001, 50], // 50.05 rounds to 50
    [7_500, 375],
    [7_501, 1350], // 1350.18
  ])('one night at ₹%i pays ₹%i GST', (rate, tax) => {
    const q = priceStay([room([rate])], 1, slabs);
    expect(q.totalRoomRentPaise).toBe(rate * 100);
    expect(q.taxPaise).toBe(tax * 100);
    expect(q.totalPostTaxPaise).toBe((rate + tax) * 100);
  });

  it('taxes each night by its own slab across a rate change, and rounds the stay once', () => {
    // ₹1,000 exempt; ₹1,001 at 5% = 50.05; ₹7,501 at 18% = 1350.18 → 1400.23 → ₹1,400
    const q = priceStay([room([1_000, 1_001, 7_501])], 3, slabs);
    expect(q.totalRoomRentPaise).toBe(9_502_00);
    expect(q.taxPaise).toBe(1_400_00);
    expect(q.rooms[0]?.taxPaise).toBe(1_400_23);
    expect(q.totalPreTaxPaise).toBe(9_502_00);
    expect(q.totalPostTaxPaise).toBe(10_902_00);
  });

  it('sums half-rupees before rounding, not after each night', () => {
    // ₹1,010 at 5% = 50.50 a night; two nights = ₹101 exactly (rounding each night would give ₹102)
    const q = priceStay([room([1_010, 1_010])], 2, slabs);
    expect(q.taxPaise).toBe(101_00);
  });

  it('multiplies by the number of rooms and adds room types together', () => {
    const a = room([2_000, 2_000], 2);
    const b = { ...room([8_000, 8_000], 1), roomTypeId: 'r2', name: 'Suite' };
    const q = priceStay([a, b], 2, slabs);
    expect(q.totalRoomRentPaise).toBe((2_000 * 2 * 2 + 8_000 * 2) * 100);
    // 8000 × 2 × 5% = 400 ; 16000 × 18% = 2880
    expect(q.taxPaise).toBe((400 + 2_880) * 100);
    expect(q.rooms.map((r) => r.roomRentPaise)).toEqual([8_000_00, 16_000_00]);
  });

  it('answers zeros for no rooms while still counting the nights', () => {
    const q = priceStay([], 3, slabs);
    expect(q).toMatchObject({ nights: 3, totalRoomRentPaise: 0, taxPaise: 0, totalPostTaxPaise: 0, rooms: [] });
  });

  it('reports the fewest rooms free and the first night that is short', () => {
    const r = room([3_000, 3_000, 3_000], 2);
    r.nights[1] = { ...r.nights[1], date: '2030-01-02', ratePaise: 300_000, available: 1 };
    const q = priceStay([r], 3, slabs);
    expect(q.rooms[0]).toMatchObject({ minAvailable: 1, shortNight: '2030-01-02' });
    expect(priceStay([room([3_000], 2, 2)], 1, slabs).rooms[0]).toMatchObject({ minAvailable: 2, shortNight: null });
  });
});
