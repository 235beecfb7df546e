import { extraGuestCharges } from '@staybook/contract/occupancy-pricing';
import { STANDARD_RATE_PLAN } from '@staybook/contract/rate-plans';
import type { IsoDate } from '@staybook/contract/stay-dates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GstSlab } from '../../config.js';
import { gstBasisPoints, gstPerNightPaise, linePostTaxPaise, priceStay, type RoomToPrice } from './pricing-rules.js';
import { discountStay, type PromotionRule } from './promotion-rules.js';
import { nightsUnderPlan } from './rate-plan-rules.js';

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

describe('priceStay with extra guests (occupancy × plan × promotion × GST slab)', () => {
  // Base 2 adults, ₹1,000 per extra adult and ₹500 per extra child a night.
  const terms = { baseAdults: 2, baseChildren: 0, extraAdultPaise: 100_000, extraChildPaise: 50_000 };
  const tenPercentOff: PromotionRule = {
    id: 'promo',
    name: '10% off',
    kind: 'length_of_stay',
    propertyId: null,
    roomTypeIds: [],
    minNights: 1,
    freeNights: null,
    percentOff: 10,
    daysBefore: null,
    bookFrom: null,
    bookUntil: null,
    stayFrom: null,
    stayUntil: null,
  };
  const stay = {
    propertyId: 'p1',
    checkIn: '2030-01-01',
    checkOut: '2030-01-02',
    bookedOn: '2029-12-01',
    isSignedIn: false,
  };
  const breakfast = { ...STANDARD_RATE_PLAN, adjustmentKind: 'amount' as const, adjustmentValue: 60_000 };
  const saver = { ...STANDARD_RATE_PLAN, adjustmentValue: -10 };

  /** The pricing service's order: plan → promotions (room rate only) → extras per room → priceStay. */
  function priceOneNight(
    rateRupees: number,
    guests: { rooms?: number; adults: number; children?: number },
    plan = STANDARD_RATE_PLAN,
    promotions: PromotionRule[] = [],
  ) {
    const line = { roomCount: guests.rooms ?? 1, adults: guests.adults, children: guests.children ?? 0 };
    const base = room([rateRupees], line.roomCount);
    const planned = {
      ...base,
      nights: nightsUnderPlan(base.nights, { plan }),
      extraGuestPaise: extraGuestCharges(line, terms),
    };
    const discounted = discountStay([planned], stay, promotions, null);
    return { quote: priceStay(discounted.rooms, 1, slabs), discounts: discounted.discounts };
  }

  it.each([
    // [case, room rate ₹, guests, plan, promotions, rent ₹, GST ₹]
    ['2 adults at base: ₹6,600 at 5%', 6_600, { adults: 2 }, STANDARD_RATE_PLAN, [], 6_600, 330],
    ['a third adult takes ₹6,600 to ₹7,600: 18%', 6_600, { adults: 3 }, STANDARD_RATE_PLAN, [], 7_600, 1_368],
    ['a third adult lands exactly on ₹7,500: still 5%', 6_500, { adults: 3 }, STANDARD_RATE_PLAN, [], 7_500, 375],
    [
      'a child in a free base slot: 1 adult + 1 child',
      6_600,
      { adults: 1, children: 1 },
      STANDARD_RATE_PLAN,
      [],
      6_600,
      330,
    ],
    ['an extra child: ₹7,100 at 5%', 6_600, { adults: 2, children: 1 }, STANDARD_RATE_PLAN, [], 7_100, 355],
    ['breakfast plan +₹600 and a third adult: ₹7,600 at 18%', 6_000, { adults: 3 }, breakfast, [], 7_600, 1_368],
    ['saver −10% brings ₹7,400 to ₹6,660; a third adult ₹7,660 at 18%', 7_400, { adults: 3 }, saver, [], 7_660, 1_379],
    [
      '10% off the room rate only: ₹6,300 + ₹1,000 = ₹7,300 at 5%',
      7_000,
      { adults: 3 },
      STANDARD_RATE_PLAN,
      [tenPercentOff],
      7_300,
      365,
    ],
    [
      '10% off ₹8,000 is ₹7,200 at 5% for 2 adults',
      8_000,
      { adults: 2 },
      STANDARD_RATE_PLAN,
      [tenPercentOff],
      7_200,
      360,
    ],
    [
      '…and a third adult takes it to ₹8,200 at 18%',
      8_000,
      { adults: 3 },
      STANDARD_RATE_PLAN,
      [tenPercentOff],
      8_200,
      1_476,
    ],
    [
      '3 adults in 2 rooms sleep 2 + 1: nothing extra',
      6_600,
      { rooms: 2, adults: 3 },
      STANDARD_RATE_PLAN,
      [],
      13_200,
      660,
    ],
    [
      '5 adults in 2 rooms: only the room of 3 crosses the slab',
      6_600,
      { rooms: 2, adults: 5 },
      STANDARD_RATE_PLAN,
      [],
      14_200,
      1_698,
    ],
  ] as const)('%s', (_name, rate, guests, plan, promotions, rent, tax) => {
    const { quote } = priceOneNight(rate, guests, plan, [...promotions]);
    expect(quote.totalRoomRentPaise).toBe(rent * 100);
    expect(quote.rooms[0]?.roomRentPaise).toBe(rent * 100);
    expect(quote.taxPaise).toBe(tax * 100);
    expect(quote.totalPostTaxPaise).toBe((rent + tax) * 100);
  });

  it('never discounts the extra-guest charge: the saving line is 10% of the room rate', () => {
    const { discounts } = priceOneNight(7_000, { adults: 4 }, STANDARD_RATE_PLAN, [tenPercentOff]);
    expect(discounts).toEqual([expect.objectContaining({ amountPaise: 70_000 })]);
  });

  it('prices all-zero extras exactly as no extras', () => {
    const plain = room([6_600, 7_600], 2);
    expect(priceStay([{ ...plain, extraGuestPaise: [0, 0] }], 2, slabs)).toEqual({
      ...priceStay([plain], 2, slabs),
      rooms: [{ ...priceStay([plain], 2, slabs).rooms[0], extraGuestPaise: [0, 0] }],
    });
  });
});

describe('gstPerNightPaise', () => {
  const slabs = [
    { upToPaise: 100_000, percent: 0 },
    { upToPaise: 750_000, percent: 5 },
    { upToPaise: null, percent: 18 },
  ];
  it.each([
    ['no nights', [], 0],
    ['a ₹900 night carries no GST', [90_000], 0],
    ['₹7,500 exactly is still 5%', [750_000], 37_500],
    ['₹7,501 is 18%', [750_100], 135_000], // ₹1,350.18 → ₹1,350
    ['each night by its own slab, averaged', [800_000, 700_000], 89_500], // (₹1,440 + ₹350) / 2
    ['rounded to the whole rupee', [700_000, 700_100], 35_000], // ₹350.025 → ₹350
    // ₹5,492.60 for the stay is charged as ₹5,493: a night of that is ₹2,746.50 → ₹2,747 (the exact ₹2,746.30 a
    // night would say ₹2,746, a rupee off the list card priced from the same stay).
    ['a night of the stay’s GST as charged', [1_525_722, 1_525_723], 274_700],
  ] as const)('%s', (_name, nights, expected) => {
    expect(gstPerNightPaise(nights, slabs)).toBe(expected);
  });

  it('is a night of the GST priceStay charges the stay, as the list card divides it', () => {
    for (const rates of [
      [1_525_722, 1_525_723],
      [800_000, 700_000, 990_050],
      [750_100, 750_100, 750_100, 123_456],
    ]) {
      const nights = rates.map((ratePaise, i) => ({ date: `2027-03-0${i + 1}` as IsoDate, ratePaise, available: 1 }));
      const quote = priceStay([{ roomTypeId: 'r', name: 'Suite', roomCount: 1, nights }], rates.length, slabs);
      expect(gstPerNightPaise(rates, slabs)).toBe(Math.round(quote.taxPaise / rates.length / 100) * 100);
    }
  });
});

describe('a line of rooms totalled without its quote (linePostTaxPaise)', () => {
  it('is what priceStay charges for a stay of that one line, with and without extra guests', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_500_000 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 5 }),
        fc.option(fc.array(fc.constantFrom(0, 30_000, 50_000, 75_000, 120_000), { minLength: 1, maxLength: 5 }), {
          nil: undefined,
        }),
        (rates, roomCount, extras) => {
          const nights = rates.map((ratePaise, i) => ({
            date: `2030-01-0${i + 1}` as IsoDate,
            ratePaise,
            available: 5,
          }));
          const extraGuestPaise = extras?.slice(0, roomCount);
          const line = {
            roomTypeId: 'r1',
            name: 'Deluxe',
            roomCount,
            nights,
            ...(extraGuestPaise ? { extraGuestPaise } : {}),
          };
          expect(linePostTaxPaise(nights, roomCount, extraGuestPaise, slabs)).toBe(
            priceStay([line], nights.length, slabs).totalPostTaxPaise,
          );
        },
      ),
      { numRuns: 2_000, seed: 11 },
    );
  });
});
