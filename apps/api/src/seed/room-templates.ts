import type { PropertyCategory, PropertyTypeKey } from '@staybook/contract/catalogue';
import type { RoomKind } from './price-bands.js';

/** The rooms each type of property sells, in the order its rooms page lists them (the first sleeps two adults). */
export interface RoomContext {
  category: PropertyCategory;
  city: string;
  hasPool: boolean;
  /** What better rooms look out on: 'Sea View', 'Lake View', … (city-profiles.ts). */
  view: string;
}

export interface RoomTemplate {
  name: string | ((c: RoomContext, bedrooms: number) => string);
  roomType: string;
  kind: RoomKind;
  size: [number, number];
  adults: [number, number];
  children: number;
  /** Inventory: how many of these the property has (beds, for a dorm). */
  rooms: [number, number];
  /** Whole homes: bedrooms by category (the room's guests, size and rate follow). */
  bedrooms?: Partial<Record<PropertyCategory, [number, number]>>;
  /** Where the rate sits in its band against the property's position: + dearer (a balcony), − cheaper. */
  rateOffset?: number;
  when?: (c: RoomContext) => boolean;
}

const premiumUp = (c: RoomContext) => c.category !== 'Budget' && c.category !== 'Standard';
const notBudget = (c: RoomContext) => c.category !== 'Budget';
const luxury = (c: RoomContext) => c.category === 'Elite' || c.category === 'Imperial';
const pavilion = (view: string) =>
  ({ 'Sea View': 'Ocean', 'Lake View': 'Lake', 'River View': 'River' })[view] ?? 'Garden';

const wholeHome = (bedrooms: number, label: string) => `Entire ${bedrooms}-Bedroom ${label}`;

export const roomTemplates: Record<PropertyTypeKey, RoomTemplate[]> = {
  hotel: [
    {
      name: (c) => (c.category === 'Budget' ? 'Standard Room' : 'Deluxe Room'),
      roomType: 'Deluxe',
      kind: 'hotel_room',
      size: [220, 320],
      adults: [2, 2],
      children: 1,
      rooms: [6, 16],
    },
    {
      name: (c) => `Premium ${c.view} Room`,
      roomType: 'Premium',
      kind: 'hotel_room_plus',
      size: [300, 380],
      adults: [2, 3],
      children: 1,
      rooms: [4, 10],
    },
    {
      name: 'Family Room',
      roomType: 'Family',
      kind: 'hotel_family',
      size: [400, 480],
      adults: [3, 4],
      children: 2,
      rooms: [2, 6],
    },
    {
      name: 'Junior Suite',
      roomType: 'Suite',
      kind: 'hotel_suite',
      size: [480, 560],
      adults: [2, 3],
      children: 1,
      rooms: [2, 4],
      when: notBudget,
    },
    {
      name: 'Pool Access Room',
      roomType: 'Premium',
      kind: 'hotel_room_plus',
      size: [340, 400],
      adults: [2, 2],
      children: 1,
      rooms: [2, 6],
      when: (c) => c.hasPool && notBudget(c),
      rateOffset: 0.25,
    },
    {
      name: 'Presidential Suite',
      roomType: 'Suite',
      kind: 'hotel_grand_suite',
      size: [900, 1200],
      adults: [2, 4],
      children: 2,
      rooms: [1, 1],
      when: luxury,
    },
  ],
  villa: [
    {
      name: (_c, n) => wholeHome(n, 'Villa'),
      roomType: 'Villa',
      kind: 'villa_whole',
      size: [700, 800],
      adults: [2, 2],
      children: 3,
      rooms: [1, 1],
      bedrooms: { Standard: [3, 3], Premium: [3, 4], Elite: [4, 5], Imperial: [5, 6] },
    },
    {
      name: 'Pool Suite',
      roomType: 'Suite',
      kind: 'villa_room',
      size: [420, 520],
      adults: [2, 2],
      children: 1,
      rooms: [1, 2],
      when: (c) => c.hasPool,
      rateOffset: 0.15,
    },
    {
      name: 'Garden Bedroom',
      roomType: 'Deluxe',
      kind: 'villa_room',
      size: [300, 380],
      adults: [2, 2],
      children: 1,
      rooms: [1, 2],
      rateOffset: -0.3,
    },
  ],
  apartment: [
    {
      name: '1 BHK Apartment',
      roomType: 'Apartment',
      kind: 'apartment',
      size: [550, 700],
      adults: [2, 3],
      children: 1,
      rooms: [3, 8],
    },
    {
      name: '2 BHK Apartment',
      roomType: 'Apartment',
      kind: 'apartment_2bhk',
      size: [900, 1100],
      adults: [4, 5],
      children: 2,
      rooms: [2, 5],
    },
    {
      name: 'Penthouse',
      roomType: 'Apartment',
      kind: 'penthouse',
      size: [1500, 1800],
      adults: [4, 6],
      children: 2,
      rooms: [1, 1],
      when: premiumUp,
    },
  ],
  cottage: [
    {
      name: 'Garden Cottage',
      roomType: 'Cottage',
      kind: 'cottage',
      size: [260, 340],
      adults: [2, 2],
      children: 1,
      rooms: [3, 8],
    },
    {
      name: 'Family Cottage',
      roomType: 'Cottage',
      kind: 'cottage_family',
      size: [420, 520],
      adults: [3, 4],
      children: 2,
      rooms: [2, 4],
    },
    {
      name: 'Treehouse Cottage',
      roomType: 'Cottage',
      kind: 'cottage',
      size: [240, 300],
      adults: [2, 2],
      children: 0,
      rooms: [1, 2],
      rateOffset: 0.3,
    },
  ],
  bed_and_breakfast: [
    {
      name: 'Double Room',
      roomType: 'Double',
      kind: 'homestay_room',
      size: [180, 240],
      adults: [2, 2],
      children: 1,
      rooms: [2, 5],
    },
    {
      name: 'Twin Room',
      roomType: 'Twin',
      kind: 'homestay_room',
      size: [180, 240],
      adults: [2, 2],
      children: 0,
      rooms: [1, 3],
    },
    {
      name: (c) => (c.city === 'Goa' ? 'Balcão Room' : 'Balcony Room'),
      roomType: 'Deluxe',
      kind: 'homestay_room',
      size: [240, 300],
      adults: [2, 3],
      children: 1,
      rooms: [1, 2],
      rateOffset: 0.3,
    },
  ],
  guest_suite: [
    {
      name: 'One-Bedroom Guest Suite',
      roomType: 'Suite',
      kind: 'guest_suite',
      size: [380, 450],
      adults: [2, 3],
      children: 1,
      rooms: [1, 3],
      rateOffset: 0.3,
    },
    {
      name: 'Studio Suite',
      roomType: 'Suite',
      kind: 'guest_suite',
      size: [300, 340],
      adults: [2, 2],
      children: 0,
      rooms: [1, 2],
      rateOffset: -0.3,
    },
  ],
  home: [
    {
      name: (c, n) => wholeHome(n, c.city === 'Coorg' ? 'Bungalow' : 'Home'),
      roomType: 'Home',
      kind: 'home_whole',
      size: [550, 650],
      adults: [2, 2],
      children: 3,
      rooms: [1, 1],
      bedrooms: { Standard: [2, 3], Premium: [3, 4], Elite: [4, 5] },
    },
    {
      name: 'Private Room in the Home',
      roomType: 'Private room',
      kind: 'homestay_room',
      size: [200, 260],
      adults: [2, 2],
      children: 0,
      rooms: [1, 2],
    },
  ],
  flat: [
    {
      name: 'Studio Flat',
      roomType: 'Studio',
      kind: 'apartment',
      size: [350, 450],
      adults: [2, 2],
      children: 1,
      rooms: [2, 6],
    },
    {
      name: '2 BHK Flat',
      roomType: 'Flat',
      kind: 'apartment_2bhk',
      size: [850, 1000],
      adults: [4, 4],
      children: 2,
      rooms: [1, 3],
    },
  ],
  place_to_stay: [
    {
      name: 'Private Double Room',
      roomType: 'Private room',
      kind: 'hostel_private',
      size: [140, 180],
      adults: [2, 2],
      children: 0,
      rooms: [3, 6],
    },
    {
      name: 'Bed in 6-Bed Mixed Dorm',
      roomType: 'Dormitory',
      kind: 'dorm_bed',
      size: [60, 80],
      adults: [1, 1],
      children: 0,
      rooms: [12, 24],
    },
    {
      name: 'Bed in 4-Bed Female Dorm',
      roomType: 'Dormitory',
      kind: 'dorm_bed',
      size: [70, 90],
      adults: [1, 1],
      children: 0,
      rooms: [4, 8],
      rateOffset: 0.15,
    },
  ],
  signature: [
    {
      name: 'Signature Suite',
      roomType: 'Suite',
      kind: 'signature_suite',
      size: [650, 850],
      adults: [2, 3],
      children: 1,
      rooms: [4, 8],
    },
    {
      name: (c) => `${pavilion(c.view)} Pavilion`,
      roomType: 'Pavilion',
      kind: 'signature_pavilion',
      size: [1000, 1300],
      adults: [2, 4],
      children: 2,
      rooms: [2, 4],
    },
    {
      name: 'Private Pool Villa',
      roomType: 'Villa',
      kind: 'signature_pool_villa',
      size: [1800, 2400],
      adults: [4, 6],
      children: 2,
      rooms: [1, 2],
    },
    {
      name: 'Presidential Villa',
      roomType: 'Villa',
      kind: 'signature_presidential',
      size: [3500, 4500],
      adults: [6, 8],
      children: 3,
      rooms: [1, 1],
    },
  ],
};

/** Room kinds whose pictures show a second bedroom. */
export const multiBedroomKinds: ReadonlySet<RoomKind> = new Set([
  'villa_whole',
  'home_whole',
  'apartment_2bhk',
  'penthouse',
  'hotel_grand_suite',
  'signature_pool_villa',
  'signature_presidential',
]);
