import type { PropertyTypeKey } from '@staybook/contract/catalogue';
import { formatClock } from '@staybook/contract/format';
import type { CancellationTerms, MealPlan, PaymentPolicy } from '@staybook/contract/rate-plans';
import type { PropertyPlan } from './demo-catalogue.js';
import { createRandom } from './random.js';

/**
 * How the demo catalogue sells: each property's check-in and check-out times and cancellation policies, and each
 * room type's rate plans. Plain data, deterministic, drawn from a random stream of its own so the rest of the demo
 * catalogue (names, rooms, pictures) stays exactly as it was.
 */

export interface PolicyPlan extends CancellationTerms {
  key: 'flexible' | 'moderate' | 'non_refundable';
  name: string;
}

export interface RatePlanPlan {
  name: string;
  mealPlan: MealPlan;
  policyKey: PolicyPlan['key'];
  adjustmentKind: 'percent' | 'amount';
  adjustmentValue: number;
  isDefault: boolean;
  /** Absent: pay now. */
  paymentPolicy?: PaymentPolicy;
  depositPercent?: number | null;
}

export interface SalesTerms {
  checkInTime: string;
  checkOutTime: string;
  policies: PolicyPlan[];
  /** One list per room type, in the property's room order. */
  roomRatePlans: RatePlanPlan[][];
}

/** Typical times: hotels 2 PM / 12 noon, villas 1 PM / 11 AM, self-catering homes 3 PM / 11 AM. */
const TIMES: Record<PropertyTypeKey, [string, string]> = {
  hotel: ['14:00', '12:00'],
  signature: ['14:00', '12:00'],
  villa: ['13:00', '11:00'],
  apartment: ['15:00', '11:00'],
  flat: ['15:00', '11:00'],
  home: ['15:00', '11:00'],
  cottage: ['12:00', '10:00'],
  bed_and_breakfast: ['13:00', '11:00'],
  guest_suite: ['14:00', '11:00'],
  place_to_stay: ['12:00', '10:00'],
};

const FLEXIBLE: PolicyPlan = {
  key: 'flexible',
  name: 'Flexible',
  kind: 'free_then_charge',
  freeWindowValue: 24,
  freeWindowUnit: 'hours',
  chargeKind: 'first_night',
  chargePercent: null,
};

/** Elite and Imperial houses fill up for the peak weeks and ask for a week's notice. */
const MODERATE: PolicyPlan = {
  key: 'moderate',
  name: 'Moderate',
  kind: 'free_then_charge',
  freeWindowValue: 7,
  freeWindowUnit: 'days',
  chargeKind: 'percent',
  chargePercent: 50,
};

const NON_REFUNDABLE: PolicyPlan = {
  key: 'non_refundable',
  name: 'Non-refundable',
  kind: 'non_refundable',
  freeWindowValue: null,
  freeWindowUnit: null,
  chargeKind: null,
  chargePercent: null,
};

/**
 * How some houses take payment, drawn from a stream of its own (so the plans above stay exactly as they were): about
 * half the villas let guests pay at the villa, and a few other houses (not Budget) offer a 30% deposit. Each is an
 * extra plan after the others, under the house's usual flexible policy; the default plan stays pay-now.
 */
function paymentPlanOf(p: PropertyPlan, pay: ReturnType<typeof createRandom>, policyKey: PolicyPlan['key']) {
  const villa = p.propertyType === 'villa';
  const payAtVilla = pay.chance(0.5);
  const deposit = pay.chance(0.25);
  if (villa && payAtVilla)
    return {
      name: 'Pay at the villa',
      mealPlan: 'room_only',
      policyKey,
      adjustmentKind: 'percent',
      adjustmentValue: 0,
      isDefault: false,
      paymentPolicy: 'pay_at_property',
      depositPercent: null,
    } satisfies RatePlanPlan;
  if (p.category !== 'Budget' && deposit)
    return {
      name: '30% deposit, rest at check-in',
      mealPlan: 'room_only',
      policyKey,
      adjustmentKind: 'percent',
      adjustmentValue: 0,
      isDefault: false,
      paymentPolicy: 'deposit',
      depositPercent: 30,
    } satisfies RatePlanPlan;
  return null;
}

/** What breakfast costs a guest a night (₹), by category (Budget houses sell no breakfast plan). */
const BREAKFAST_PER_GUEST: Record<PropertyPlan['category'], number[]> = {
  Budget: [200, 250],
  Standard: [300, 400],
  Premium: [400, 500, 600],
  Elite: [700, 800, 900],
  Imperial: [1000, 1200, 1500],
};

export function salesTermsOf(plans: PropertyPlan[]): Map<string, SalesTerms> {
  const r = createRandom('staybook-sales-terms-v1');
  const pay = createRandom('staybook-payment-terms-v1');
  const out = new Map<string, SalesTerms>();
  for (const p of plans) {
    const [checkInTime, checkOutTime] = TIMES[p.propertyType];
    const strict = p.category === 'Elite' || p.category === 'Imperial';
    const flexible = strict ? MODERATE : FLEXIBLE;
    const budget = p.category === 'Budget';
    const bedAndBreakfast = p.propertyType === 'bed_and_breakfast';
    const roomRatePlans = p.rooms.map((room) => {
      const list: RatePlanPlan[] = [
        {
          name: strict ? 'Best flexible rate' : 'Flexible rate',
          // A bed and breakfast's rate includes breakfast.
          mealPlan: bedAndBreakfast ? 'breakfast' : 'room_only',
          policyKey: flexible.key,
          adjustmentKind: 'percent',
          adjustmentValue: 0,
          isDefault: true,
        },
      ];
      if (r.chance(0.85))
        list.push({
          name: 'Non-refundable saver',
          mealPlan: 'room_only',
          policyKey: 'non_refundable',
          adjustmentKind: 'percent',
          adjustmentValue: -r.pick([8, 10, 12, 15]),
          isDefault: false,
        });
      if (!budget && r.chance(0.5) && !bedAndBreakfast && room.kind !== 'dorm_bed') {
        // Breakfast for the room's guests, per night, priced as the house's category would.
        const perGuest = r.pick(BREAKFAST_PER_GUEST[p.category]);
        list.push({
          name: 'Bed and breakfast',
          mealPlan: 'breakfast',
          policyKey: flexible.key,
          adjustmentKind: 'amount',
          adjustmentValue: perGuest * Math.min(2, room.maxAdults) * 100,
          isDefault: false,
        });
      }
      return list;
    });
    const payment = paymentPlanOf(p, pay, flexible.key);
    if (payment) for (const list of roomRatePlans) list.push(payment);
    const used = new Set(roomRatePlans.flat().map((x) => x.policyKey));
    out.set(p.slug, {
      checkInTime,
      checkOutTime,
      policies: [flexible, NON_REFUNDABLE].filter((x) => used.has(x.key)),
      roomRatePlans,
    });
  }
  return out;
}

/** 'Check-in from 1:00 PM; check-out by 11:00 AM.': the house rule, in the property's own times. */
export function houseTimesText(times: { checkInTime: string; checkOutTime: string }): string {
  return `Check-in from ${formatClock(times.checkInTime)}; check-out by ${formatClock(times.checkOutTime)}.`;
}
