import type { CategoryTile } from '@staybook/contract/catalogue';
import { links } from '../../../lib/paths';

export const HERO_INTERVAL_MS = 5000;
export const HOME_CATEGORIES = ['Elite', 'Premium', 'Standard', 'Budget', 'Imperial'] as const;

/** The spec's five built-in slides, shown when the hero call fails or returns nothing. */
export const fallbackSlides = [
  {
    id: 'f1',
    title: 'Luxury Villas in Goa',
    subtitle: 'Private pools and Portuguese charm',
    image: '/media/demo/h/0.webp',
  },
  { id: 'f2', title: 'Beachfront Paradise', subtitle: 'Wake up to the Arabian Sea', image: '/media/demo/h/1.webp' },
  { id: 'f3', title: 'Mountain Retreats', subtitle: 'Cool air and long views', image: '/media/demo/h/2.webp' },
  { id: 'f4', title: 'Luxury Resorts', subtitle: 'Pavilions, spas and butlers', image: '/media/demo/h/3.webp' },
  { id: 'f5', title: 'Cozy Cottages', subtitle: 'Slow days among the palms', image: '/media/demo/h/4.webp' },
].map((s) => ({
  ...s,
  description: '',
  ctaText: 'Explore Properties',
  ctaLink: '/properties',
  overlayColor: 'rgba(15, 23, 42, 0.45)',
}));

const DAY = 86_400;

/**
 * A link of the home page: the address names what the list is about (a type or a category) and nothing that changes
 * with the clock, so crawlers see one URL per list, not a new one every second (issue 39); the spec's default stay
 * (from now) travels as navigation state, which the list reads.
 */
export interface HomeLink {
  to: string;
  state: { checkInDate: number; checkOutDate: number; category?: string };
}

/** Where a category tile leads: its type or category, from now to tomorrow (unix seconds). Null for no target. */
export function categoryTileLink(tile: Pick<CategoryTile, 'name' | 'target'>, nowSeconds: number): HomeLink | null {
  const target = tile.target?.trim();
  if (!target) return null;
  const state = { checkInDate: nowSeconds, checkOutDate: nowSeconds + DAY };
  return target === 'category'
    ? { to: links.propertyList({ category: tile.name }), state: { ...state, category: tile.name } }
    : { to: links.propertyList({ propertyType: target }), state };
}

/** 'See more' for a category row: now to two days later, in navigation state as the spec says. */
export function seeMoreLink(category: string, nowSeconds: number): HomeLink {
  return {
    to: links.propertyList({ category }),
    state: { category, checkInDate: nowSeconds, checkOutDate: nowSeconds + 2 * DAY },
  };
}

/** External booking engine (spec 2.4 / 5): nights, limits and the URL it opens. */
export const BOOKING_ENGINE_URL = 'https://booking.staybook.in/engine';
export const bookingBrands = [
  { id: 'staybook-hotels', name: 'Staybook Hotels' },
  { id: 'staybook-residences', name: 'Staybook Residences' },
] as const;

export function engineNights(checkIn: string, checkOut: string): number {
  const ms = Math.abs(Date.parse(checkOut) - Date.parse(checkIn));
  return Math.max(1, Math.ceil(ms / (DAY * 1000)));
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Number.isFinite(value) ? Math.round(value) : min));
}

export function bookingEngineUrl(input: {
  hotel: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  children: number;
}): string {
  const q = new URLSearchParams({
    hotel: input.hotel,
    checkin: input.checkIn,
    checkout: input.checkOut,
    rooms: String(clamp(input.rooms, 1, 5)),
    adults: String(clamp(input.adults, 1, 10)),
    children: String(clamp(input.children, 0, 5)),
  });
  return `${BOOKING_ENGINE_URL}?${q}`;
}
