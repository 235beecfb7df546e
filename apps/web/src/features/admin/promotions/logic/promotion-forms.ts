import {
  type AdminCoupon,
  type AdminPromotion,
  type CouponInput,
  couponInputSchema,
  type PromotionInput,
  type PromotionKind,
  promotionInputSchema,
} from '@staybook/contract/promotions';
import { z } from 'zod';
import { numberOrNaN, numberOrNull } from '../../logic/form-values';

/**
 * The forms hold text (what the boxes hold); these turn it into the contract's input, whose schema then decides what
 * is valid, so the console never re-states the rules.
 */

const text = z.string();
const dates = { bookFrom: text, bookUntil: text, stayFrom: text, stayUntil: text };
const orNull = (v: string) => v.trim() || null;

export const promotionDraftSchema = z.object({
  name: text,
  kind: text,
  propertyId: text,
  minNights: text,
  freeNights: text,
  percentOff: text,
  daysBefore: text,
  ...dates,
  isActive: z.boolean(),
});
export type PromotionDraft = z.infer<typeof promotionDraftSchema>;

export const promotionFormSchema = promotionDraftSchema
  .transform(
    (d): PromotionInput => ({
      name: d.name,
      kind: d.kind as PromotionKind,
      propertyId: orNull(d.propertyId),
      minNights: numberOrNull(d.minNights),
      freeNights: numberOrNull(d.freeNights),
      percentOff: numberOrNull(d.percentOff),
      daysBefore: numberOrNull(d.daysBefore),
      bookFrom: orNull(d.bookFrom),
      bookUntil: orNull(d.bookUntil),
      stayFrom: orNull(d.stayFrom),
      stayUntil: orNull(d.stayUntil),
      isActive: d.isActive,
    }),
  )
  .pipe(promotionInputSchema);

const shown = (n: number | null) => (n === null ? '' : String(n));

export const emptyPromotionDraft: PromotionDraft = {
  name: '',
  kind: 'length_of_stay',
  propertyId: '',
  minNights: '3',
  freeNights: '1',
  percentOff: '',
  daysBefore: '',
  bookFrom: '',
  bookUntil: '',
  stayFrom: '',
  stayUntil: '',
  isActive: true,
};

export const promotionDraftOf = (p: AdminPromotion): PromotionDraft => ({
  name: p.name,
  kind: p.kind,
  propertyId: p.propertyId ?? '',
  minNights: shown(p.minNights),
  freeNights: shown(p.freeNights),
  percentOff: shown(p.percentOff),
  daysBefore: shown(p.daysBefore),
  bookFrom: p.bookFrom ?? '',
  bookUntil: p.bookUntil ?? '',
  stayFrom: p.stayFrom ?? '',
  stayUntil: p.stayUntil ?? '',
  isActive: p.isActive,
});

export const couponDraftSchema = z.object({
  code: text,
  label: text,
  discountKind: text,
  discountValue: text,
  propertyId: text,
  minNights: text,
  perGuestLimit: text,
  totalLimit: text,
  ...dates,
  isActive: z.boolean(),
});
export type CouponDraft = z.infer<typeof couponDraftSchema>;

export const couponFormSchema = couponDraftSchema
  .transform(
    (d): CouponInput => ({
      code: d.code,
      label: d.label,
      discountKind: d.discountKind === 'amount' ? 'amount' : 'percent',
      discountValue: numberOrNaN(d.discountValue),
      propertyId: orNull(d.propertyId),
      minNights: numberOrNull(d.minNights),
      perGuestLimit: numberOrNull(d.perGuestLimit),
      totalLimit: numberOrNull(d.totalLimit),
      bookFrom: orNull(d.bookFrom),
      bookUntil: orNull(d.bookUntil),
      stayFrom: orNull(d.stayFrom),
      stayUntil: orNull(d.stayUntil),
      isActive: d.isActive,
    }),
  )
  .pipe(couponInputSchema);

export const emptyCouponDraft: CouponDraft = {
  code: '',
  label: '',
  discountKind: 'percent',
  discountValue: '10',
  propertyId: '',
  minNights: '',
  perGuestLimit: '1',
  totalLimit: '',
  bookFrom: '',
  bookUntil: '',
  stayFrom: '',
  stayUntil: '',
  isActive: true,
};

export const couponDraftOf = (c: AdminCoupon): CouponDraft => ({
  code: c.code,
  label: c.label,
  discountKind: c.discountKind,
  discountValue: String(c.discountValue),
  propertyId: c.propertyId ?? '',
  minNights: shown(c.minNights),
  perGuestLimit: shown(c.perGuestLimit),
  totalLimit: shown(c.totalLimit),
  bookFrom: c.bookFrom ?? '',
  bookUntil: c.bookUntil ?? '',
  stayFrom: c.stayFrom ?? '',
  stayUntil: c.stayUntil ?? '',
  isActive: c.isActive,
});

/** 'Stay 3, pay 2', '15% off, 45+ days ahead': what a row of the list says the promotion gives. */
export function describePromotion(p: AdminPromotion): string {
  if (p.kind === 'length_of_stay')
    return p.freeNights && p.minNights
      ? `Stay ${p.minNights}, pay ${p.minNights - p.freeNights}`
      : `${p.percentOff}% off ${p.minNights}+ nights`;
  if (p.kind === 'early_bird') return `${p.percentOff}% off, ${p.daysBefore}+ days ahead`;
  if (p.kind === 'last_minute') return `${p.percentOff}% off, up to ${p.daysBefore} days ahead`;
  return `${p.percentOff}% off for signed-in guests`;
}
