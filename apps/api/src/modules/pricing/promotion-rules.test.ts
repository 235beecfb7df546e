import type { IsoDate } from '@staybook/contract';
import { couponRefusalText } from '@staybook/contract/promotions';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GstSlab } from '../../config.js';
import { priceStay, type RoomToPrice } from './pricing-rules.js';
import {
  type CouponRule,
  couponRefusal,
  deepestShare,
  discountStay,
  type PromotionRule,
  promotionAppliesTo,
  type StayContext,
  spreadAmount,
} from './promotion-rules.js';
import { planNightlyRatePaise } from './rate-plan-rules.js';

const slabs: GstSlab[] = [
  { upToPaise: 100_000, percent: 0 },
  { upToPaise: 750_000, percent: 5 },
  { upToPaise: null, percent: 18 },
];

const room = (ratesRupees: number[], roomCount = 1, roomTypeId = 'r1'): RoomToPrice => ({
  roomTypeId,
  name: 'Deluxe',
  roomCount,
  nights: ratesRupees.map((rate, i) => ({ date: `2030-01-${String(10 + i)}`, ratePaise: rate * 100, available: 5 })),
});

const stay = (over: Partial<StayContext> = {}): StayContext => ({
  propertyId: 'p1',
  checkIn: '2030-01-10',
  checkOut: '2030-01-13',
  bookedOn: '2029-12-01',
  isSignedIn: false,
  ...over,
});

const promo = (over: Partial<PromotionRule>): PromotionRule => ({
  id: 'promo',
  name: '',
  kind: 'length_of_stay',
  propertyId: null,
  roomTypeIds: [],
  minNights: null,
  freeNights: null,
  percentOff: null,
  daysBefore: null,
  bookFrom: null,
  bookUntil: null,
  stayFrom: null,
  stayUntil: null,
  ...over,
});

const stay3pay2 = promo({ id: 'los', kind: 'length_of_stay', minNights: 3, freeNights: 1 });
const earlyBird = promo({
  id: 'early',
  name: 'Early bird 15% off',
  kind: 'early_bird',
  daysBefore: 30,
  percentOff: 15,
});
const lastMinute = promo({ id: 'last', name: 'Last minute 20%', kind: 'last_minute', daysBefore: 3, percentOff: 20 });
const member = promo({ id: 'member', name: 'Member rate', kind: 'member', percentOff: 10 });

const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  id: 'c1',
  code: 'GOA10',
  label: '',
  discountKind: 'percent',
  discountValue: 10,
  propertyId: null,
  minNights: 2,
  bookFrom: null,
  bookUntil: null,
  stayFrom: null,
  stayUntil: null,
  isActive: true,
  ...over,
});

/** Prices rooms the way the pricing service does: plan → discounts → GST per room-night. */
function price(
  rooms: RoomToPrice[],
  ctx: StayContext,
  promotions: PromotionRule[],
  c: CouponRule | null,
  planPercent = 0,
) {
  const planned = rooms.map((r) => ({
    ...r,
    nights: r.nights.map((n) => ({
      ...n,
      ratePaise: planNightlyRatePaise(n.ratePaise, { adjustmentKind: 'percent', adjustmentValue: planPercent }),
    })),
  }));
  const discounted = discountStay(planned, ctx, promotions, c);
  return { ...priceStay(discounted.rooms, 3, slabs), discounts: discounted.discounts };
}

describe('discountStay: plan × promotion × coupon × GST slab', () => {
  it.each([
    // [case, nightly ₹, plan %, promotions, coupon, signed in, rent ₹, GST ₹, saving lines]
    ['no promotion', [8_000, 8_000, 8_000], 0, [], null, false, 24_000, 4_320, []],
    [
      // ₹7,000 spread over ₹24,000 of nights: ₹5,667 + ₹4,958 + ₹6,375, all in the 5% slab (never a ₹0 night).
      'stay 3 pay 2: the cheapest night’s price spread over the stay',
      [8_000, 7_000, 9_000],
      0,
      [stay3pay2],
      null,
      false,
      17_000,
      850,
      [['Stay 3, pay 2', 7_000]],
    ],
    // 10% takes ₹8,000 nights to ₹7,200: the 5% slab, not 18%.
    [
      'member 10% crosses ₹7,500 into 5%',
      [8_000, 8_000, 8_000],
      0,
      [member],
      null,
      true,
      21_600,
      1_080,
      [['Member rate', 2_400]],
    ],
    ['member rate is for signed-in guests only', [8_000, 8_000, 8_000], 0, [member], null, false, 24_000, 4_320, []],
    // ₹8,333 − 10% = ₹7,500 (rounded to the rupee): exactly the top of the 5% slab.
    [
      'a discount landing on ₹7,500 exactly is 5%',
      [8_333, 8_333, 8_333],
      0,
      [member],
      null,
      true,
      22_500,
      1_125,
      [['Member rate', 2_499]],
    ],
    [
      'the best promotion wins (free night over 15%)',
      [6_000, 6_000, 6_000],
      0,
      [earlyBird, stay3pay2],
      null,
      false,
      12_000,
      600,
      [['Stay 3, pay 2', 6_000]],
    ],
    [
      'coupon stacks on the promotion',
      [6_000, 6_000, 6_000],
      0,
      [stay3pay2],
      coupon(),
      false,
      10_800,
      540,
      [
        ['Stay 3, pay 2', 6_000],
        ['Coupon GOA10', 1_200],
      ],
    ],
    // Plan −10% makes ₹9,000 nights ₹8,100 (18%); the coupon's 10% then makes them ₹7,290 (5%).
    [
      'plan then coupon, GST on the last tariff',
      [9_000, 9_000, 9_000],
      -10,
      [],
      coupon(),
      false,
      21_870,
      1_093.5,
      [['Coupon GOA10', 2_430]],
    ],
    [
      'a flat coupon is spread by tariff',
      [2_000, 4_000, 4_000],
      0,
      [],
      coupon({ discountKind: 'amount', discountValue: 100_000, label: '₹1,000 off' }),
      false,
      9_000,
      450,
      [['₹1,000 off', 1_000]],
    ],
    [
      'a flat coupon never takes a stay below zero',
      [500, 500, 500],
      0,
      [],
      coupon({ discountKind: 'amount', discountValue: 500_000 }),
      false,
      0,
      0,
      [['Coupon GOA10', 1_500]],
    ],
  ])('%s', (_case, rates, plan, promotions, c, signedIn, rent, gst, lines) => {
    const q = price(
      [room(rates as number[])],
      stay({ isSignedIn: signedIn as boolean }),
      promotions as PromotionRule[],
      c as CouponRule | null,
      plan as number,
    );
    expect(q.totalRoomRentPaise).toBe((rent as number) * 100);
    // Per room-night GST summed exactly, then rounded once to the rupee (priceStay).
    expect(q.taxPaise).toBe(Math.round(gst as number) * 100);
    expect(q.discounts.map((d) => [d.label, d.amountPaise / 100])).toEqual(lines);
  });

  it('counts a saving over every room of a line', () => {
    const q = price([room([8_000, 8_000, 8_000], 2)], stay(), [stay3pay2], null);
    expect(q.discounts[0]?.amountPaise).toBe(16_000_00);
    expect(q.totalRoomRentPaise).toBe(32_000_00);
  });

  it('applies a room-type promotion only to its rooms, and picks the best per room', () => {
    const deluxe = promo({ id: 'd', name: 'Deluxe 50%', kind: 'member', percentOff: 50, roomTypeIds: ['r1'] });
    const q = price(
      [room([4_000, 4_000, 4_000]), room([4_000, 4_000, 4_000], 1, 'r2')],
      stay({ isSignedIn: true }),
      [deluxe, member],
      null,
    );
    expect(q.discounts.map((d) => [d.label, d.amountPaise / 100])).toEqual([
      ['Deluxe 50%', 6_000],
      ['Member rate', 1_200],
    ]);
  });

  it('gives a free night per whole block of N nights, from nights inside the stay window only', () => {
    const six = room([3_000, 1_000, 3_000, 3_000, 2_000, 3_000]);
    expect(discountStay([six], stay(), [stay3pay2], null).discounts[0]?.amountPaise).toBe(3_000_00);
    // Only 2 nights inside the window: not a 3-night stay for this promotion.
    const windowed = { ...stay3pay2, stayFrom: '2030-01-10', stayUntil: '2030-01-11' };
    expect(discountStay([room([3_000, 3_000, 3_000])], stay(), [windowed], null).discounts).toEqual([]);
  });
});

describe('promotionAppliesTo', () => {
  it.each([
    ['early bird at exactly 30 days ahead', earlyBird, { bookedOn: '2029-12-11' }, true],
    ['early bird at 29 days ahead', earlyBird, { bookedOn: '2029-12-12' }, false],
    ['last minute 3 days ahead', lastMinute, { bookedOn: '2030-01-07' }, true],
    ['last minute 4 days ahead', lastMinute, { bookedOn: '2030-01-06' }, false],
    ['another property', promo({ propertyId: 'p2', minNights: 3, freeNights: 1 }), {}, false],
    ['after its booking window', promo({ bookUntil: '2029-11-30', minNights: 3, freeNights: 1 }), {}, false],
    [
      'on the last day of its booking window',
      promo({ bookUntil: '2029-12-01', minNights: 3, freeNights: 1 }),
      {},
      true,
    ],
  ])('%s → %s', (_case, p, over, expected) => {
    expect(promotionAppliesTo(p, stay(over))).toBe(expected);
  });
});

describe("couponRefusal, in the guest's words", () => {
  it.each([
    ['a good code', coupon(), {}, null],
    ['an inactive code', coupon({ isActive: false }), {}, 'This code has expired'],
    ['past its booking window', coupon({ bookUntil: '2029-11-30' }), {}, 'This code has expired'],
    ['before its booking window', coupon({ bookFrom: '2029-12-02' }), {}, 'This code is not valid yet.'],
    ['too short a stay', coupon({ minNights: 4 }), {}, 'This code needs a stay of at least 4 nights'],
    ['another property', coupon({ propertyId: 'p2' }), {}, 'This code is not valid for this property'],
    ['a stay ending inside its stay window', coupon({ stayUntil: '2030-01-12' }), {}, null],
    [
      'a stay running past its stay window',
      coupon({ stayUntil: '2030-01-11' }),
      {},
      'This code is not valid for these dates.',
    ],
  ])('%s', (_case, c, over, expected) => {
    const refusal = couponRefusal(c, stay(over));
    expect(refusal && couponRefusalText(refusal)).toBe(expected);
  });
});

describe('spreadAmount', () => {
  it('places every rupee when rooms can take it, in proportion to tariff', () => {
    const out = spreadAmount(1_000_00, [{ roomCount: 1, rates: [3_000_00, 3_000_00, 3_000_00] }]);
    expect(out[0]?.reduce((a, b) => a + b, 0)).toBe(1_000_00);
    expect(out[0]).toEqual([334_00, 333_00, 333_00]);
  });

  it('keeps one per-room amount for several rooms of a line', () => {
    const out = spreadAmount(1_001_00, [
      { roomCount: 2, rates: [3_000_00] },
      { roomCount: 1, rates: [3_000_00] },
    ]);
    const taken = (out[0]?.[0] ?? 0) * 2 + (out[1]?.[0] ?? 0);
    expect(taken).toBe(1_001_00);
  });
});

/**
 * Decision 008: GST is charged per room-night at the slab of that night's value of supply, which is what is really
 * charged for it — the tariff after every discount, plus its extra-guest charge. A discount on the stay as a whole is
 * spread over its nights by tariff, so no night is a ₹0 night taxed (or not) on its extra-guest charge alone.
 */
describe('GST on discounted and free nights (decision 008)', () => {
  const stay4pay3 = promo({ id: 'los4', name: 'Stay 4, pay 3', minNights: 4, freeNights: 1 });
  const fourNights = stay({ checkOut: '2030-01-14' });
  const gstOf = (rooms: RoomToPrice[], ctx: StayContext, promotions: PromotionRule[], c: CouponRule | null) => {
    const discounted = discountStay(rooms, ctx, promotions, c);
    return {
      nightly: discounted.rooms.flatMap((r) => r.nights.map((n) => n.ratePaise / 100)),
      ...priceStay(discounted.rooms, 4, slabs),
    };
  };

  it.each([
    // [case, nightly ₹, extra guest ₹ a night, promotions, coupon, nights charged ₹, rent ₹, GST ₹]
    [
      '"Stay 4, pay 3" with an extra guest: the free night is spread, every night at 5% with its extra charge',
      [7_000, 7_000, 7_000, 7_000],
      1_000,
      [stay4pay3],
      null,
      [5_250, 5_250, 5_250, 5_250],
      25_000,
      1_250,
    ],
    [
      '"Stay 4, pay 3" over a peak: each night keeps its share of the tariff, the peak stays above ₹7,500',
      [6_000, 6_000, 6_000, 14_000],
      0,
      [stay4pay3],
      null,
      [4_875, 4_875, 4_875, 11_375],
      26_000,
      2_778.75,
    ],
    [
      'early bird 15% takes ₹8,000 nights under ₹7,500 into 5%',
      [8_000, 8_000, 8_000, 8_000],
      0,
      [promo({ id: 'eb', kind: 'early_bird', daysBefore: 30, percentOff: 15 })],
      null,
      [6_800, 6_800, 6_800, 6_800],
      27_200,
      1_360,
    ],
    [
      'a ₹1,000 coupon is spread by tariff: ₹7,600 nights fall to 5%, ₹7,800 nights stay above ₹7,500 at 18%',
      [7_600, 7_800, 7_600, 7_800],
      0,
      [],
      coupon({ discountKind: 'amount', discountValue: 100_000, minNights: null }),
      [7_353, 7_547, 7_353, 7_547],
      29_800,
      3_452.22,
    ],
    [
      'a 10% coupon after "Stay 4, pay 3": slabs read after both',
      [8_000, 8_000, 8_000, 8_000],
      0,
      [stay4pay3],
      coupon({ minNights: null }),
      [5_400, 5_400, 5_400, 5_400],
      21_600,
      1_080,
    ],
  ])('%s', (_case, rates, extraRupees, promotions, c, nightly, rent, gst) => {
    const line = { ...room(rates), ...(extraRupees > 0 ? { extraGuestPaise: [extraRupees * 100] } : {}) };
    const q = gstOf([line], { ...fourNights, isSignedIn: true }, promotions, c);
    expect(q.nightly).toEqual(nightly);
    expect(q.totalRoomRentPaise / 100).toBe(rent);
    expect(q.rooms[0]?.taxPaise).toBe(Math.round(gst * 100));
  });

  it('never leaves a night at ₹0 under "Stay N, pay M", and saves exactly the free nights’ price', () => {
    const rates = [3_000, 1_000, 3_000, 3_000];
    const q = discountStay([room(rates)], fourNights, [stay4pay3], null);
    expect(q.rooms[0]?.nights.every((n) => n.ratePaise > 0)).toBe(true);
    expect(q.discounts[0]?.amountPaise).toBe(1_000_00);
    const charged = q.rooms[0]?.nights.reduce((s, n) => s + n.ratePaise, 0) ?? 0;
    expect(charged).toBe(9_000_00);
  });
});

describe('deepestShare: the most a promotion could take off a stay', () => {
  it('bounds what discountStay takes off one room, whatever its rates (half a rupee a night of rounding)', () => {
    const day = (n: number) => `2030-03-${String(10 + n).padStart(2, '0')}` as IsoDate;
    fc.assert(
      fc.property(
        fc.record({
          kind: fc.constantFrom('early_bird', 'last_minute', 'member', 'length_of_stay') as fc.Arbitrary<
            PromotionRule['kind']
          >,
          percentOff: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
          minNights: fc.option(fc.integer({ min: 2, max: 5 }), { nil: null }),
          free: fc.integer({ min: 1, max: 4 }),
          withFree: fc.boolean(),
          daysBefore: fc.integer({ min: 0, max: 10 }),
          window: fc.option(fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })), { nil: null }),
        }),
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 7 }),
        fc.boolean(),
        (o, rates, isSignedIn) => {
          const minNights = o.minNights;
          const p: PromotionRule = {
            id: 'p',
            name: 'Deal',
            kind: o.kind,
            propertyId: null,
            roomTypeIds: [],
            minNights,
            freeNights: o.withFree && minNights !== null ? Math.min(o.free, minNights - 1) : null,
            percentOff: o.percentOff,
            daysBefore: o.daysBefore,
            bookFrom: null,
            bookUntil: null,
            stayFrom: o.window ? day(Math.min(...o.window)) : null,
            stayUntil: o.window ? day(Math.max(...o.window)) : null,
          };
          const stay: StayContext = {
            propertyId: 'x',
            checkIn: day(0),
            checkOut: day(rates.length),
            bookedOn: '2030-03-05' as IsoDate,
            isSignedIn,
          };
          const nights = rates.map((ratePaise, i) => ({ date: day(i), ratePaise, available: 1 }));
          const [room] = discountStay([{ roomTypeId: 'r', roomCount: 1, nights }], stay, [p], null).rooms;
          const taken = rates.reduce((sum, rate, i) => sum + rate - (room?.nights[i]?.ratePaise ?? rate), 0);
          const total = rates.reduce((a, b) => a + b, 0);
          expect(taken).toBeLessThanOrEqual(deepestShare(p, stay) * total + 50 * rates.length + 1e-6);
        },
      ),
      { numRuns: 3_000, seed: 5 },
    );
  });
});
