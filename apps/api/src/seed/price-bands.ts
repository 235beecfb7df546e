import type { PropertyCategory } from '@staybook/contract/catalogue';

/**
 * What a room of each kind costs in each category: its base rate (a shoulder-season weekday night, per room, before
 * GST, in rupees), as Indian hotels, villas and hostels price them. A kind has no band in a category it is never
 * sold in (no Imperial dorm beds). Seasons and weekends are applied on top (rates.ts).
 */
export type RoomKind =
  | 'dorm_bed'
  | 'hostel_private'
  | 'homestay_room'
  | 'cottage'
  | 'cottage_family'
  | 'hotel_room'
  | 'hotel_room_plus'
  | 'hotel_family'
  | 'hotel_suite'
  | 'hotel_grand_suite'
  | 'apartment'
  | 'apartment_2bhk'
  | 'penthouse'
  | 'guest_suite'
  | 'home_whole'
  | 'villa_whole'
  | 'villa_room'
  | 'signature_suite'
  | 'signature_pavilion'
  | 'signature_pool_villa'
  | 'signature_presidential';

type Band = readonly [min: number, max: number];

export const priceBands: Record<RoomKind, Partial<Record<PropertyCategory, Band>>> = {
  dorm_bed: { Budget: [550, 850], Standard: [750, 1100] },
  hostel_private: { Budget: [1500, 2200], Standard: [1900, 2800] },
  homestay_room: { Budget: [1500, 2400], Standard: [2200, 3400], Premium: [3200, 4500], Elite: [4200, 6500] },
  cottage: { Budget: [1800, 2900], Standard: [2800, 4200], Premium: [4000, 6500] },
  cottage_family: { Budget: [2600, 3800], Standard: [3800, 5500], Premium: [5500, 8500] },
  hotel_room: {
    Budget: [2400, 3200],
    Standard: [3200, 4800],
    Premium: [4800, 6800],
    Elite: [6800, 9000],
    Imperial: [9000, 12500],
  },
  hotel_room_plus: {
    Budget: [3000, 4000],
    Standard: [4000, 5800],
    Premium: [5800, 8200],
    Elite: [8200, 11000],
    Imperial: [11000, 15000],
  },
  hotel_family: {
    Budget: [3500, 4800],
    Standard: [4800, 6800],
    Premium: [6800, 9500],
    Elite: [9500, 13000],
    Imperial: [13000, 18000],
  },
  hotel_suite: { Standard: [6000, 8500], Premium: [8500, 12000], Elite: [12000, 17000], Imperial: [16000, 25000] },
  hotel_grand_suite: { Premium: [16000, 24000], Elite: [22000, 35000], Imperial: [35000, 55000] },
  apartment: { Budget: [2500, 3500], Standard: [3200, 4800], Premium: [4500, 6500], Elite: [6000, 8500] },
  apartment_2bhk: { Budget: [4000, 5500], Standard: [5000, 7000], Premium: [6500, 9000], Elite: [8500, 12000] },
  penthouse: { Premium: [10000, 14000], Elite: [13000, 18000] },
  guest_suite: { Standard: [3500, 5500], Premium: [5000, 7500] },
  home_whole: { Standard: [7000, 11000], Premium: [10000, 16000], Elite: [15000, 24000] },
  villa_whole: { Standard: [9000, 14000], Premium: [13000, 20000], Elite: [19000, 30000], Imperial: [28000, 45000] },
  villa_room: { Standard: [3500, 5500], Premium: [5000, 8000], Elite: [7000, 11000], Imperial: [10000, 15000] },
  signature_suite: { Elite: [12000, 18000], Imperial: [16000, 26000] },
  signature_pavilion: { Elite: [18000, 26000], Imperial: [24000, 36000] },
  signature_pool_villa: { Elite: [28000, 40000], Imperial: [36000, 55000] },
  signature_presidential: { Elite: [45000, 60000], Imperial: [55000, 75000] },
};

export function bandOf(kind: RoomKind, category: PropertyCategory): Band | null {
  return priceBands[kind][category] ?? null;
}

/**
 * The base rate at position `t` (0–1) of the band, in whole rupees rounded to ₹50. A property draws one position for
 * all its rooms, so its suite stays dearer than its deluxe room.
 */
export function rateInBand(kind: RoomKind, category: PropertyCategory, t: number): number {
  const band = bandOf(kind, category);
  if (!band) throw new Error(`no ${category} band for ${kind}`);
  const [min, max] = band;
  const rupees = min + Math.min(1, Math.max(0, t)) * (max - min);
  return Math.min(max, Math.max(min, Math.round(rupees / 50) * 50));
}
