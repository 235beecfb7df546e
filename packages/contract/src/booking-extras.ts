import { z } from 'zod';
import { objectIdSchema } from './common';
import { contentQueryShape } from './content-translations';
import { type ExtraUnit, extraUnits } from './folio';
import { formatInrMoved } from './money';

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
export const guestExtrasQuerySchema = z.object({ propertyId: objectIdSchema, ...contentQueryShape });
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
  /** The count picked: items, guests (per person) or how many (per stay, per night). */
  quantity: z.number().int(),
  /** The nights an extra per night or per person is counted over (absent for one per item or per stay). */
  nights: z.number().int().optional(),
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

/**
 * What an extra's quantity means, by its unit (the one rule of the quote, the hold, the folio, the review page and the
 * desk; docs/folios-and-extras.md "Quantities"): the count picked is items (per item), guests (per person: asked,
 * starting at the party) or how many (per stay, per night); an extra **per night** or **per person** is also counted
 * over nights (a scooter a day, a breakfast a guest a morning): online over every night of the stay, at the desk over
 * the nights the desk enters (the stay's by default). Per item and per stay are never multiplied by nights.
 */
export function countsNights(unit: ExtraUnit): boolean {
  return unit === 'per_night' || unit === 'per_person';
}

/** The nights an extra is counted over (null: not counted by nights); whole, from 1. */
export function extraNightsOf(unit: ExtraUnit, nights: number): number | null {
  if (!countsNights(unit)) return null;
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError('nights must be a whole number from 1');
  return nights;
}

/**
 * An extra priced for a count and the stay's nights: taxable value = unit price × count × nights (nights only for an
 * extra per night or per person), GST as priceExtraLine. Answers the nights it was counted over (null when none).
 */
export function priceExtra(
  extra: { pricePaise: number; gstBp: number | null; unit: ExtraUnit },
  choice: { quantity: number; nights: number },
  roomRateBp: number,
): PricedExtraLine & { nights: number | null } {
  const nights = extraNightsOf(extra.unit, choice.nights);
  if (!Number.isInteger(choice.quantity) || choice.quantity < 1)
    throw new RangeError('quantity must be a whole number from 1');
  return { ...priceExtraLine(extra, choice.quantity * (nights ?? 1), roomRateBp), nights };
}

/**
 * The multiplication in words, as the folio, the invoice line and the e-mail print it: "Breakfast: ₹450 × 2 guests ×
 * 3 nights", "Scooter rental: ₹500 × 1 × 3 nights"; an extra not counted by nights stays "Airport transfer × 1".
 */
export function extraChargeText(line: {
  name: string;
  unit: ExtraUnit;
  unitPricePaise: number;
  quantity: number;
  nights?: number | null | undefined;
}): string {
  if (line.nights == null) return `${line.name} × ${line.quantity}`;
  const count = line.unit === 'per_person' ? `${line.quantity} guest${line.quantity === 1 ? '' : 's'}` : line.quantity;
  const nights = `${line.nights} night${line.nights === 1 ? '' : 's'}`;
  return `${line.name}: ${formatInrMoved(line.unitPricePaise / 100)} × ${count} × ${nights}`;
}

/** The extras counted by nights whose nights differ from the new stay's: the facts `extrasNotRecountedNote` words. */
export function extrasNotRecounted(
  lines: ReadonlyArray<{ name: string; nights?: number | null | undefined }>,
  newNights: number,
): Array<{ name: string; nights: number }> {
  return lines.flatMap((l) => (l.nights != null && l.nights !== newNights ? [{ name: l.name, nights: l.nights }] : []));
}

/**
 * A change of dates does not re-count the extras (docs/folios-and-extras.md): they stay as booked and paid, and their
 * money stays apart from the rooms'. Said on the change's quote when an extra counted by nights is counted over other
 * nights than the new stay has; null when nothing needs saying.
 */
export function extrasNotRecountedNote(
  lines: ReadonlyArray<{ name: string; nights?: number | null | undefined }>,
  newNights: number,
): string | null {
  const differ = extrasNotRecounted(lines, newNights);
  if (differ.length === 0) return null;
  const names = differ.map((l) => `${l.name} (${l.nights} night${l.nights === 1 ? '' : 's'})`).join(', ');
  return `Extras are not re-counted for the new dates: ${names} stay as booked and paid. Ask the hotel to add or remove nights of them.`;
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
    nights?: number | null | undefined;
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
      ...(l.nights != null ? { nights: l.nights } : {}),
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
