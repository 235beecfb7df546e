import type { IsoDate } from '@staybook/contract';
import type { GstSlab } from '../../config.js';

/** One night of one room type as the inventory sells it (inventory's nightsOnSale: a missing or closed night has none free). */
export interface NightInventory {
  date: IsoDate;
  ratePaise: number;
  /** Rooms still free to sell that night (0 when closed or not opened). */
  available: number;
}

export interface RoomToPrice {
  roomTypeId: string;
  name: string;
  roomCount: number;
  /** One entry per night of the stay, in date order. */
  nights: NightInventory[];
  /**
   * Each room's extra-guest charge per night (paise, one entry per room: extraGuestCharges in the contract's
   * occupancy-pricing). Absent: every room at its base occupancy, priced exactly as before occupancy pricing.
   */
  extraGuestPaise?: number[];
}

export interface RoomQuote extends RoomToPrice {
  roomRentPaise: number;
  /** GST of this room type rounded to the paisa (the stay total is rounded once, to the rupee). */
  taxPaise: number;
  /** The fewest rooms free on any night. */
  minAvailable: number;
  /** The first night with fewer rooms free than requested; null when every night has enough. */
  shortNight: IsoDate | null;
}

export interface StayQuote {
  nights: number;
  rooms: RoomQuote[];
  totalRoomRentPaise: number;
  /** Whole rupees, in paise. */
  taxPaise: number;
  totalPreTaxPaise: number;
  totalPostTaxPaise: number;
}

/** GST rate of one night's tariff of one room, in basis points (5% → 500), by the slab the tariff falls in. */
export function gstBasisPoints(ratePaise: number, slabs: GstSlab[]): number {
  for (const slab of slabs) {
    if (slab.upToPaise === null || ratePaise <= slab.upToPaise) return Math.round(slab.percent * 100);
  }
  // Configuration always ends with a catch-all slab ('*'); an empty list would mean no tax rule at all.
  throw new Error('GST slabs must end with a catch-all slab');
}

/** A stay's GST from its exact sum (paise × basis points), rounded once to whole rupees, as an invoice is. */
function taxOfScaled(taxScaled: number): number {
  return Math.round(taxScaled / 1_000_000) * 100;
}

/**
 * One line of rooms summed night by night as priceStay sums a stay: its rent and its GST scaled (paise × basis points,
 * exact integers). With extra guests, room by room: the rooms of one line may hold different parties, so different
 * tariffs and slabs.
 */
function lineRentAndTax(
  nights: readonly NightInventory[],
  roomCount: number,
  extraGuestPaise: readonly number[] | undefined,
  slabs: GstSlab[],
): { rent: number; taxScaled: number } {
  let rent = 0;
  let taxScaled = 0;
  const extras = extraGuestPaise?.some((paise) => paise > 0) ? extraGuestPaise : undefined;
  for (const night of nights) {
    if (extras) {
      for (const extra of extras) {
        const tariff = night.ratePaise + extra;
        rent += tariff;
        taxScaled += tariff * gstBasisPoints(tariff, slabs);
      }
    } else {
      rent += night.ratePaise * roomCount;
      taxScaled += night.ratePaise * roomCount * gstBasisPoints(night.ratePaise, slabs);
    }
  }
  return { rent, taxScaled };
}

/**
 * What one line of rooms costs GST included, exactly as priceStay totals a stay of that one line (the same sums and
 * the same rounding), without making its quote: the list's placement asks for dozens of line costs a property.
 */
export function linePostTaxPaise(
  nights: readonly NightInventory[],
  roomCount: number,
  extraGuestPaise: readonly number[] | undefined,
  slabs: GstSlab[],
): number {
  const { rent, taxScaled } = lineRentAndTax(nights, roomCount, extraGuestPaise, slabs);
  return rent + taxOfScaled(taxScaled);
}

/**
 * A stay's totals from its lines, as priceStay totals them (the same sums, GST rounded once to whole rupees), without
 * making its quote: the list prices the placement it chose at every property of its page.
 */
export function linesTotals(
  lines: ReadonlyArray<{
    nights: readonly NightInventory[];
    roomCount: number;
    extraGuestPaise?: readonly number[] | undefined;
  }>,
  slabs: GstSlab[],
): Pick<StayQuote, 'taxPaise' | 'totalPreTaxPaise' | 'totalPostTaxPaise'> {
  let totalRent = 0;
  let totalTaxScaled = 0;
  for (const line of lines) {
    const { rent, taxScaled } = lineRentAndTax(line.nights, line.roomCount, line.extraGuestPaise, slabs);
    totalRent += rent;
    totalTaxScaled += taxScaled;
  }
  const taxPaise = taxOfScaled(totalTaxScaled);
  return { taxPaise, totalPreTaxPaise: totalRent, totalPostTaxPaise: totalRent + taxPaise };
}

/**
 * Prices a stay: rent is rate × rooms summed over nights; GST is charged per room-night at the slab of that
 * night's tariff, summed exactly (paise × basis points) and rounded once to whole rupees, as an invoice is.
 * With extra guests, each room's tariff is the night's rate (promotions already off it: they discount the room
 * rate only) plus that room's extra-guest charge, and GST is read from the slab of that per-room tariff, so an
 * extra adult can take a ₹7,000 night past ₹7,500 into the 18% slab for that room alone.
 */
export function priceStay(rooms: RoomToPrice[], nights: number, slabs: GstSlab[]): StayQuote {
  let totalRent = 0;
  // Paise × basis points: exact integers, so no floating-point drift across many nights.
  let totalTaxScaled = 0;
  const quoted: RoomQuote[] = rooms.map((room) => {
    const { rent, taxScaled } = lineRentAndTax(room.nights, room.roomCount, room.extraGuestPaise, slabs);
    let minAvailable = room.nights.length ? Number.POSITIVE_INFINITY : 0;
    let shortNight: IsoDate | null = null;
    for (const night of room.nights) {
      minAvailable = Math.min(minAvailable, night.available);
      if (shortNight === null && night.available < room.roomCount) shortNight = night.date;
    }
    totalRent += rent;
    totalTaxScaled += taxScaled;
    return {
      ...room,
      roomRentPaise: rent,
      taxPaise: Math.round(taxScaled / 10_000),
      minAvailable: Math.max(0, minAvailable),
      shortNight,
    };
  });
  const taxPaise = taxOfScaled(totalTaxScaled);
  return {
    nights,
    rooms: quoted,
    totalRoomRentPaise: totalRent,
    taxPaise,
    totalPreTaxPaise: totalRent,
    totalPostTaxPaise: totalRent + taxPaise,
  };
}

// Paise to rupees is the contract's paiseToRupees. This alias only keeps the files being refactored elsewhere
// (bookings.service.ts, booking-cancellation.service.ts, payments/*, admin/bookings-desk.service.ts) compiling.

/**
 * GST a night on these nightly tariffs of one room, whole rupees in paise: what "+ ₹X taxes" beside a "per night"
 * price means. A night of the GST the stay is charged (priceStay: each night by its own slab, the stay's total in
 * whole rupees), rounded: the list card's figure for the same stay (a night of its party price's taxes), so a plan
 * and the card it came from say the same. Rounding the exact average instead said ₹2,746 where the card said ₹2,747.
 */
export function gstPerNightPaise(nightlyRatesPaise: readonly number[], slabs: GstSlab[]): number {
  if (nightlyRatesPaise.length === 0) return 0;
  const scaled = nightlyRatesPaise.reduce((sum, rate) => sum + rate * gstBasisPoints(rate, slabs), 0);
  return Math.round(Math.round(scaled / 1_000_000) / nightlyRatesPaise.length) * 100;
}

/**
 * What a priced room line supplies each night, for GST and the books: every room's tariff (the night's rate after
 * discounts plus that room's extra-guest charge) with its slab, rooms of the same tariff together. Exactly what
 * priceStay taxed, so the books and invoices read the rate each room-night was charged at.
 */
export function supplyOf(
  room: Pick<RoomToPrice, 'roomCount' | 'nights' | 'extraGuestPaise'>,
  slabs: GstSlab[],
): Array<{ date: IsoDate; tariffPaise: number; gstBp: number; rooms: number }> {
  const extras = room.extraGuestPaise?.some((paise) => paise > 0)
    ? room.extraGuestPaise
    : Array.from({ length: room.roomCount }, () => 0);
  return room.nights.flatMap((night) => {
    const byTariff = new Map<number, number>();
    for (const extra of extras) byTariff.set(night.ratePaise + extra, (byTariff.get(night.ratePaise + extra) ?? 0) + 1);
    return [...byTariff].map(([tariffPaise, rooms]) => ({
      date: night.date,
      tariffPaise,
      gstBp: gstBasisPoints(tariffPaise, slabs),
      rooms,
    }));
  });
}
