import { paiseToRupees } from '@staybook/contract';
import { toPropertyTypeKey } from '@staybook/contract/property-types';
import { fromPricePhrase } from './seo-rules.js';

/**
 * schema.org objects (JSON-LD) for the guest pages, built from plain data. Property names follow schema.org; the
 * choice of type and what is left out follow Google's structured-data guidelines (see each function).
 */

type Json = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** A site path made absolute on the public origin (already absolute URLs pass through). */
export const absoluteUrl = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/**
 * A price in whole rupees as schema.org wants it: a number in a string, no symbol or grouping ("4000"). The figure
 * is the one the page and the list show, which are whole rupees a night.
 */
export const offerPrice = (ratePaise: number) => String(Math.round(paiseToRupees(ratePaise)));

export interface RoomForData {
  id: string;
  name: string;
  description: string;
  /** Guests the room sleeps (adults and children). */
  occupancy: number;
  /** How many of this room the property has. */
  count: number;
  image: string | null;
  /** The room's price for the list's default stay (whole rupees a night, in paise); null when not for sale. */
  fromRatePaise: number | null;
  isAvailable: boolean;
}

export interface PropertyForData {
  id: string;
  name: string;
  propertyType: string;
  description: string;
  address: string;
  locality: string;
  cityName: string;
  /** The state (addressRegion). */
  state: string;
  latitude: number | null;
  longitude: number | null;
  images: readonly string[];
  /** The amenities the page lists. */
  amenities: readonly string[];
  /** 'HH:MM'. */
  checkInTime: string;
  checkOutTime: string;
  petsAllowed: boolean;
  /** From published reviews only. */
  rating: { average: number; count: number };
  /** The list's figure for the default search (whole rupees a night, in paise); null when the list cannot sell it. */
  fromRatePaise: number | null;
  rooms: readonly RoomForData[];
}

export type LodgingType = 'Hotel' | 'Resort' | 'BedAndBreakfast' | 'VacationRental' | 'LodgingBusiness';

/** Google's vacation-rental listing needs at least eight pictures, coordinates and the guests it sleeps. */
const VACATION_RENTAL_MIN_IMAGES = 8;

/** Types let as a whole or by the room like a home, not run as a hotel. */
const rentalTypes = new Set(['villa', 'apartment', 'cottage', 'home', 'flat', 'guest_suite']);

/** Google's vacation rental `additionalType` values for our types. */
const rentalKinds: Record<string, string> = {
  villa: 'Villa',
  apartment: 'Apartment',
  flat: 'Apartment',
  cottage: 'Cottage',
  home: 'House',
  guest_suite: 'VacationRental',
};

/** Whether a rental has what Google requires of a VacationRental; without it the honest type is LodgingBusiness. */
export function meetsVacationRentalRequirements(p: PropertyForData): boolean {
  return (
    p.images.length >= VACATION_RENTAL_MIN_IMAGES &&
    p.latitude !== null &&
    p.longitude !== null &&
    p.rooms.some((r) => r.occupancy > 0)
  );
}

/** Hotels (a Resort when it calls itself one), B&Bs, rentals when they qualify, and LodgingBusiness for the rest. */
export function lodgingTypeOf(p: PropertyForData): LodgingType {
  const key = toPropertyTypeKey(p.propertyType);
  if (key === 'hotel') return /\bresort\b/i.test(p.name) ? 'Resort' : 'Hotel';
  if (key === 'bed_and_breakfast') return 'BedAndBreakfast';
  if (key && rentalTypes.has(key) && meetsVacationRentalRequirements(p)) return 'VacationRental';
  return 'LodgingBusiness';
}

const roomTypeFor = (lodging: LodgingType) =>
  lodging === 'Hotel' || lodging === 'Resort' || lodging === 'BedAndBreakfast' ? 'HotelRoom' : 'Room';

/** 'HH:MM' → 'HH:MM:00' (schema.org Time). */
const clockTime = (hhmm: string) => (/^\d{2}:\d{2}$/.test(hhmm) ? `${hhmm}:00` : hhmm);

/**
 * The postal address from the one address line we store ('12, Beach Road, Assagao, Bardez, Goa 403507'): the PIN is
 * its trailing six digits; the street is what comes before the locality (or the whole line without the PIN).
 */
export function postalAddressOf(p: Pick<PropertyForData, 'address' | 'locality' | 'cityName' | 'state'>): Json {
  const pin = /(\d{3})\s?(\d{3})\s*$/.exec(p.address);
  const withoutPin = (pin ? p.address.slice(0, pin.index) : p.address).replace(/[,\s]+$/, '');
  const at = p.locality ? withoutPin.toLowerCase().indexOf(`, ${p.locality.toLowerCase()}`) : -1;
  const street = (at > 0 ? withoutPin.slice(0, at) : withoutPin).trim();
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    addressLocality: p.locality || p.cityName,
    addressRegion: p.state,
    ...(pin ? { postalCode: `${pin[1]}${pin[2]}` } : {}),
    addressCountry: 'IN',
  };
}

/** The published reviews' summary; null (left out) when there are none — Google ignores or flags an empty rating. */
export function aggregateRatingOf(rating: { average: number; count: number }): Json | null {
  if (rating.count <= 0) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: rating.average,
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

export const propertyPath = (id: string) => `/property-details/${id}`;
export const roomPath = (id: string) => `/room-details/${id}`;
export const cityListPath = (city: string) => `/property-list?${new URLSearchParams({ city }).toString()}`;

/** A room's offer: its price for the list's default stay, in rupees; null when it is not for sale. */
export function roomOffer(room: RoomForData, origin: string): Json | null {
  if (room.fromRatePaise === null) return null;
  return {
    '@type': 'Offer',
    name: room.name,
    url: absoluteUrl(origin, roomPath(room.id)),
    price: offerPrice(room.fromRatePaise),
    priceCurrency: 'INR',
    availability: room.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
  };
}

export function breadcrumbList(items: ReadonlyArray<{ name: string; path: string }>, origin: string): Json {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

/**
 * A property page's structured data: the lodging itself (with its rooms' offers) and its breadcrumb trail
 * (Home › City › Property). The priceRange is worded as the page's description words it ("from ₹4,000/night").
 */
export function propertyStructuredData(p: PropertyForData, origin: string): Json[] {
  const type = lodgingTypeOf(p);
  const url = absoluteUrl(origin, propertyPath(p.id));
  const offers = p.rooms.flatMap((r) => {
    const offer = roomOffer(r, origin);
    return offer ? [{ ...offer, itemOffered: { '@type': roomTypeFor(type), name: r.name } }] : [];
  });
  const rating = aggregateRatingOf(p.rating);
  const priceRange = fromPricePhrase(p.fromRatePaise);
  const hasGeo = p.latitude !== null && p.longitude !== null;
  const lodging: Json = {
    '@context': CONTEXT,
    '@type': type,
    '@id': `${url}#lodging`,
    identifier: p.id,
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    url,
    ...(p.images.length > 0 ? { image: p.images.map((i) => absoluteUrl(origin, i)) } : {}),
    address: postalAddressOf(p),
    ...(hasGeo ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } } : {}),
    // Google's vacation rental listing reads the coordinates from the listing itself.
    ...(type === 'VacationRental' && hasGeo ? { latitude: p.latitude, longitude: p.longitude } : {}),
    ...(type === 'VacationRental' ? { additionalType: rentalKinds[toPropertyTypeKey(p.propertyType) ?? ''] } : {}),
    ...(priceRange ? { priceRange } : {}),
    ...(p.amenities.length > 0
      ? {
          amenityFeature: p.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
        }
      : {}),
    checkinTime: clockTime(p.checkInTime),
    checkoutTime: clockTime(p.checkOutTime),
    petsAllowed: p.petsAllowed,
    ...(rating ? { aggregateRating: rating } : {}),
    ...(type === 'VacationRental'
      ? {
          containsPlace: p.rooms
            .filter((r) => r.occupancy > 0)
            .map((r) => ({
              '@type': 'Accommodation',
              name: r.name,
              additionalType: p.rooms.length === 1 && r.count === 1 ? 'EntirePlace' : 'PrivateRoom',
              occupancy: { '@type': 'QuantitativeValue', value: r.occupancy },
            })),
        }
      : {}),
    ...(offers.length > 0 ? { makesOffer: offers } : {}),
  };
  return [
    lodging,
    breadcrumbList(
      [
        { name: 'Home', path: '/' },
        { name: p.cityName, path: cityListPath(p.cityName) },
        { name: p.name, path: propertyPath(p.id) },
      ],
      origin,
    ),
  ];
}

export interface RoomPageForData {
  room: RoomForData;
  property: { id: string; name: string; propertyType: string; cityName: string };
  images: readonly string[];
}

/** A room page: the room (with its offer and the lodging it is in) and Home › City › Property › Room. */
export function roomStructuredData(r: RoomPageForData, origin: string): Json[] {
  const key = toPropertyTypeKey(r.property.propertyType);
  const hotelLike = key === 'hotel' || key === 'bed_and_breakfast';
  const offer = roomOffer(r.room, origin);
  const room: Json = {
    '@context': CONTEXT,
    '@type': hotelLike ? 'HotelRoom' : 'Room',
    name: r.room.name,
    ...(r.room.description ? { description: r.room.description } : {}),
    url: absoluteUrl(origin, roomPath(r.room.id)),
    ...(r.images.length > 0 ? { image: r.images.map((i) => absoluteUrl(origin, i)) } : {}),
    ...(r.room.occupancy > 0
      ? { occupancy: { '@type': 'QuantitativeValue', maxValue: r.room.occupancy, unitText: 'guests' } }
      : {}),
    containedInPlace: {
      '@type': 'LodgingBusiness',
      '@id': `${absoluteUrl(origin, propertyPath(r.property.id))}#lodging`,
      name: r.property.name,
      url: absoluteUrl(origin, propertyPath(r.property.id)),
    },
  };
  // An Offer is the thing a room page sells: the room for a night at this price.
  const offers = offer ? { ...offer, itemOffered: { '@type': room['@type'], name: r.room.name } } : null;
  return [
    offers ? { ...room, offers } : room,
    breadcrumbList(
      [
        { name: 'Home', path: '/' },
        { name: r.property.cityName, path: cityListPath(r.property.cityName) },
        { name: r.property.name, path: propertyPath(r.property.id) },
        { name: r.room.name, path: roomPath(r.room.id) },
      ],
      origin,
    ),
  ];
}

/** The list page: the stays on its first page, in order, and Home › the list. */
export function listStructuredData(
  list: { heading: string; path: string; items: ReadonlyArray<{ id: string; name: string }> },
  origin: string,
): Json[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'ItemList',
      name: list.heading,
      url: absoluteUrl(origin, list.path),
      numberOfItems: list.items.length,
      itemListElement: list.items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: absoluteUrl(origin, propertyPath(item.id)),
        name: item.name,
      })),
    },
    breadcrumbList(
      [
        { name: 'Home', path: '/' },
        { name: list.heading, path: list.path },
      ],
      origin,
    ),
  ];
}

/** The home page: the site and the organisation behind it (logo and the support contact guests write to). */
export function homeStructuredData(site: { origin: string; supportEmail: string }): Json[] {
  const url = absoluteUrl(site.origin, '/');
  return [
    { '@context': CONTEXT, '@type': 'WebSite', '@id': `${url}#website`, name: 'Staybook', url },
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      '@id': `${url}#organization`,
      name: 'Staybook',
      url,
      logo: absoluteUrl(site.origin, '/favicon.svg'),
      email: site.supportEmail,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: site.supportEmail,
        areaServed: 'IN',
      },
    },
  ];
}
