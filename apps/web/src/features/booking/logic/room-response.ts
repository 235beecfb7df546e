import { type StayRefusalKind, stayRefusalKinds } from '@staybook/contract/stay-restrictions';
import type { NightRate, RatePlanOption, RoomOption, StayDates } from './room-option';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'string' ? Number(v.replace(/[^\d.]/g, '')) : typeof v === 'number' ? v : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Spec 7: the rooms answer may be { data: [...] }, { data: {...} }, a bare array, or { data: { rooms } }. */
export function roomList(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (!isObject(body)) return [];
  const data = body.data;
  if (Array.isArray(data)) return data;
  if (isObject(data)) return Array.isArray(data.rooms) ? data.rooms : [data];
  return Array.isArray(body.rooms) ? body.rooms : [];
}

/**
 * Spec 3 "Room (list)": price is a number, a string of digits, { rate, available_inventory } or a list of
 * { date, rate, available_inventory } per night. A single rate applies to every night of the stay.
 */
export function nightRates(price: unknown, stayNights: number[], fallbackAvailable: number | null): NightRate[] {
  if (Array.isArray(price)) {
    return price.filter(isObject).map((p) => ({
      date: num(p.date),
      rate: num(p.rate),
      availableInventory: num(p.available_inventory ?? p.available, fallbackAvailable ?? 0),
    }));
  }
  const single = isObject(price)
    ? { rate: num(price.rate), available: num(price.available_inventory ?? price.available, fallbackAvailable ?? 0) }
    : { rate: num(price), available: fallbackAvailable ?? 0 };
  return stayNights.map((date) => ({ date, rate: single.rate, availableInventory: single.available }));
}

function firstImage(room: Json): string | null {
  const featured = room.featuredImage;
  if (isObject(featured) && Array.isArray(featured.images)) {
    const first = featured.images.find((i) => isObject(i) && typeof i.url === 'string') as Json | undefined;
    if (first) return str(first.url);
  }
  return typeof room.image === 'string' && room.image ? room.image : null;
}

function amenityNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((a) => (isObject(a) ? str(a.title ?? a.name) : str(a))).filter(Boolean);
}

function rating(value: unknown): number {
  if (isObject(value)) return num(value.average ?? value.value);
  return num(value);
}

function ratePlans(value: unknown, stayNights: number[], available: number | null): RatePlanOption[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((p) => {
    const cancellation = isObject(p.cancellation) ? p.cancellation : {};
    return {
      id: typeof p.id === 'string' ? p.id : null,
      name: str(p.name) || 'Standard rate',
      mealPlanLabel: str(p.mealPlanLabel),
      cancellationHeadline: str(cancellation.headline),
      isNonRefundable: cancellation.kind === 'non_refundable',
      paymentNote:
        p.paymentPolicy === 'deposit' || p.paymentPolicy === 'pay_at_property' ? str(p.paymentLabel) || null : null,
      nights: nightRates(p.price, stayNights, available),
      taxPerNight: taxOf(p.taxPerNight),
      facts: {
        mealPlan: str(p.mealPlan),
        freeCancellationUntil:
          typeof cancellation.freeCancellationUntil === 'number' ? cancellation.freeCancellationUntil : null,
        paymentPolicy: str(p.paymentPolicy),
        depositPercent: typeof p.depositPercent === 'number' ? p.depositPercent : null,
      },
    };
  });
}

/** A list of unix seconds the server sent (nights); empty when it sent none. */
const unixList = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number' && Number.isFinite(n)) : [];

/** A stay the server offered, when both dates are there and in order. */
function stayDates(value: unknown): StayDates | null {
  if (!isObject(value)) return null;
  const { checkInDate, checkOutDate } = value;
  if (typeof checkInDate !== 'number' || typeof checkOutDate !== 'number' || checkOutDate <= checkInDate) return null;
  return { checkInDate, checkOutDate };
}

/** The restrictions' refusal as facts (issue 43), when the server sent a kind it names and its night. */
function refusalOf(value: unknown): RoomOption['unavailableRefusal'] {
  if (!isObject(value)) return null;
  const { kind, date, nights } = value;
  if (!stayRefusalKinds.some((k) => k === kind) || typeof date !== 'number') return null;
  return {
    kind: kind as StayRefusalKind,
    date,
    nights: typeof nights === 'number' ? nights : null,
  };
}

/** A GST figure the server sent (rupees a night); null when it sent none. */
const taxOf = (value: unknown): number | null => (typeof value === 'number' && value >= 0 ? value : null);

/** One room of the answer as the selection screen needs it; null when it has no id. */
export function toRoomOption(raw: unknown, stayNights: number[]): RoomOption | null {
  if (!isObject(raw)) return null;
  const id = str(raw.id ?? raw._id);
  if (!id) return null;
  const available = raw.available === undefined || raw.available === null ? null : num(raw.available);
  const size = raw.size === undefined || raw.size === null || raw.size === '' ? null : str(raw.size);
  return {
    id,
    name: str(raw.name ?? raw.title) || 'Room',
    description: str(raw.description),
    image: firstImage(raw),
    amenities: amenityNames(raw.amenities),
    maxAdults: raw.maxAdults === undefined ? 2 : num(raw.maxAdults, 2),
    maxChildren: raw.maxChildren === undefined ? 0 : num(raw.maxChildren, 0),
    size: size && /^\d+(\.\d+)?$/.test(size) ? `${size} sq ft` : size,
    sizeSqft: size && /^\d+(\.\d+)?$/.test(size) ? Number(size) : null,
    rating: rating(raw.rating),
    externalUrl: typeof raw.url === 'string' && /^https?:\/\//i.test(raw.url) ? raw.url : null,
    nights: nightRates(raw.price, stayNights, available),
    available,
    unavailableReason: typeof raw.unavailableReason === 'string' ? raw.unavailableReason : null,
    unavailableRefusal: refusalOf(raw.unavailableRefusal),
    soldOutNights: unixList(raw.soldOutNights),
    closedNights: unixList(raw.closedNights),
    alternativeStay: stayDates(raw.alternativeStay),
    ratePlans: ratePlans(raw.ratePlans, stayNights, available),
    taxPerNight: taxOf(raw.taxPerNight),
    ...extraGuests(raw),
  };
}

/** The room's extra-guest charges (rupees a night), only when it has any; its rate covers base_adult_occupancy. */
function extraGuests(raw: Json): Pick<RoomOption, 'extraGuests'> {
  const adultCharge =
    typeof raw.extraAdultCharge === 'number' && raw.extraAdultCharge > 0 ? raw.extraAdultCharge : null;
  const childCharge =
    typeof raw.extraChildCharge === 'number' && raw.extraChildCharge > 0 ? raw.extraChildCharge : null;
  if (adultCharge === null && childCharge === null) return {};
  const baseAdults = num(raw.base_adult_occupancy, 2);
  const band =
    typeof raw.childAgeFrom === 'number' && typeof raw.childAgeTo === 'number'
      ? { from: raw.childAgeFrom, to: raw.childAgeTo }
      : undefined;
  return { extraGuests: { baseAdults, adultCharge, childCharge, childAges: str(raw.childAges), childAgeBand: band } };
}

export function toRoomOptions(body: unknown, stayNights: number[]): RoomOption[] {
  return roomList(body)
    .map((r) => toRoomOption(r, stayNights))
    .filter((r): r is RoomOption => r !== null);
}
