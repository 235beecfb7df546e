import { z } from 'zod';
import { objectIdSchema } from './common';
import { type ExtraUnit, extraUnits } from './folio';

/**
 * Extras at booking (issue 44, docs/folios-and-extras.md): the guest adds the brand's extras offered online (an airport
 * transfer, breakfast) on the review page; the quote and the hold price each as its own line with its own GST (the
 * extra's SAC and rate; one "as the room" at the stay's highest slab), paid online with the rooms, and posted to the
 * booking's folio as charges already paid when the booking is confirmed. Money in answers is rupees, as the booking's.
 */

/** The most of one extra a guest may add online (the desk may post more). */
export const MAX_ONLINE_EXTRA_QUANTITY = 20;
/** Different extras in one booking. */
export const MAX_ONLINE_EXTRAS = 10;

export const EXTRA_NOT_OFFERED_MESSAGE =
  'This extra is not offered online at this property. Please remove it and try again.';

export const bookingExtraChoiceSchema = z.object({
  extraId: objectIdSchema,
  quantity: z
    .number({ error: 'Quantity of an extra must be a number' })
    .int('Quantity of an extra must be a whole number')
    .min(1, 'Quantity of an extra must be at least 1')
    .max(MAX_ONLINE_EXTRA_QUANTITY, `Quantity of an extra can be at most ${MAX_ONLINE_EXTRA_QUANTITY}`),
});
export type BookingExtraChoice = z.infer<typeof bookingExtraChoiceSchema>;

/** The extras of a pricing or booking request: optional; each extra once. */
export const bookingExtrasSchema = z
  .array(bookingExtraChoiceSchema)
  .max(MAX_ONLINE_EXTRAS, `At most ${MAX_ONLINE_EXTRAS} different extras can be added to a booking`)
  .refine(
    (list) => new Set(list.map((e) => e.extraId)).size === list.length,
    'Each extra can be added once: change its quantity instead',
  )
  .optional();

/** An extra as a guest is offered it online (rupees; gstRate in percent, null = taxed as the room). */
export const guestExtraSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  unit: z.enum(extraUnits),
  gstRate: z.number().nullable(),
  sac: z.string(),
});
export type GuestExtra = z.infer<typeof guestExtraSchema>;
export const guestExtrasQuerySchema = z.object({ propertyId: objectIdSchema });
export const guestExtrasResponseSchema = z.object({ success: z.literal(true), data: z.array(guestExtraSchema) });
export type GuestExtrasResponse = z.infer<typeof guestExtrasResponseSchema>;
/** GET: the extras a property offers guests online (public). */
export const GUEST_EXTRAS_PATH = '/property/v1/app/booking/extras';

/** One extra of a quote, a hold or a booking as priced (rupees to the paisa). */
export const bookedExtraLineSchema = z.object({
  extraId: z.string(),
  name: z.string(),
  sac: z.string(),
  unit: z.enum(extraUnits),
  quantity: z.number().int(),
  unitPrice: z.number(),
  taxableValue: z.number(),
  /** Percent the line was taxed at (an extra "as the room" shows the stay's slab). */
  gstRate: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type BookedExtraLine = z.infer<typeof bookedExtraLineSchema>;

/** The extras fields of the quote, the booking answer and the booking details; absent when none were chosen. */
export const extrasFieldsSchema = z.object({
  extras: z.array(bookedExtraLineSchema).optional(),
  /** Rupees of every extra, GST included (paid online with the rooms: part of `amountDueNow`). */
  extrasTotal: z.number().optional(),
  /** The rooms' `totalPostTax` plus `extrasTotal`. */
  totalWithExtras: z.number().optional(),
});

/** One extra as priced, in paise and basis points: the rule the quote, the hold and the folio share. */
export interface PricedExtraLine {
  gstBp: number;
  taxablePaise: number;
  taxPaise: number;
}

/**
 * Taxable value = unit price × quantity (exact paise); GST at the extra's rate, or the stay's highest slab for an extra
 * taxed "as the room" (null), rounded to the rupee as a stay's GST is (half up), so the folio, the books and the
 * invoice add up in whole rupees per line.
 */
export function priceExtraLine(
  extra: { pricePaise: number; gstBp: number | null },
  quantity: number,
  roomRateBp: number,
): PricedExtraLine {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError('quantity must be a whole number from 1');
  const gstBp = extra.gstBp ?? roomRateBp;
  const taxablePaise = extra.pricePaise * quantity;
  const taxPaise = Math.round((taxablePaise * gstBp) / 1_000_000) * 100;
  return { gstBp, taxablePaise, taxPaise };
}

/** The rate of an extra taxed as the room: the highest slab of the stay's room-nights (0 when all are exempt). */
export function accommodationRateBp(roomLineRatesBp: readonly number[]): number {
  return roomLineRatesBp.reduce((max, bp) => Math.max(max, bp), 0);
}

/** The extras of a stored or quoted booking in the guest's rupees. */
export function extrasFieldsOf(
  lines: ReadonlyArray<{
    extraId: string;
    name: string;
    sac: string;
    unit: ExtraUnit;
    quantity: number;
    unitPricePaise: number;
    gstBp: number;
    taxablePaise: number;
    taxPaise: number;
  }>,
  roomsPostTaxPaise: number,
): z.infer<typeof extrasFieldsSchema> {
  if (lines.length === 0) return {};
  const totalPaise = lines.reduce((n, l) => n + l.taxablePaise + l.taxPaise, 0);
  return {
    extras: lines.map((l) => ({
      extraId: l.extraId,
      name: l.name,
      sac: l.sac,
      unit: l.unit,
      quantity: l.quantity,
      unitPrice: l.unitPricePaise / 100,
      taxableValue: l.taxablePaise / 100,
      gstRate: l.gstBp / 100,
      tax: l.taxPaise / 100,
      total: (l.taxablePaise + l.taxPaise) / 100,
    })),
    extrasTotal: totalPaise / 100,
    totalWithExtras: (roomsPostTaxPaise + totalPaise) / 100,
  };
}

/** The extras' sum, GST included, in paise. */
export function extrasGrossPaise(lines: ReadonlyArray<{ taxablePaise: number; taxPaise: number }>): number {
  return lines.reduce((n, l) => n + l.taxablePaise + l.taxPaise, 0);
}
