import { DEFAULT_LANGUAGE, type Language, pathInLanguage } from '@staybook/contract/languages';
import { toPropertyTypeKey } from '@staybook/contract/property-types';
import type {
  AccommodationLeaf,
  BedAndBreakfastLeaf,
  BreadcrumbListLeaf,
  HotelLeaf,
  HotelRoomLeaf,
  ItemListLeaf,
  LodgingBusinessLeaf,
  MergeLeafTypes,
  OrganizationLeaf,
  Place,
  PostalAddressLeaf,
  ProductLeaf,
  ResortLeaf,
  RoomLeaf,
  VacationRentalLeaf,
  WebSiteLeaf,
  WithContext,
} from 'schema-dts';

/**
 * schema.org objects (JSON-LD) for the guest pages, built from plain data. Property names follow schema.org, and each
 * builder's result is typed with schema-dts (schema.org's own vocabulary as TypeScript), so `tsc` refuses a property
 * a type does not have (an `offers` on a HotelRoom, say). The choice of type and what is left out follow Google's
 * structured-data guidelines (see each function). Optional facts are written `key: value or undefined`, never as a
 * conditional spread (which TypeScript does not check for unknown properties); JSON leaves the undefined ones out.
 */

/**
 * The language a page's structured data is written for (issue 43): its addresses are the page's own in that language
 * (`/hi/property-details/…`), and the breadcrumb's one word ('Home') is the language's. The things themselves keep
 * one `@id` in every language (the same lodging, the same room); their names are content, as entered.
 */
export interface DataLanguage {
  lang: Language;
  /** The breadcrumb's first item: 'Home', 'होम', 'Startseite'… */
  home: string;
}
const ENGLISH_DATA: DataLanguage = { lang: DEFAULT_LANGUAGE, home: 'Home' };

/** A hotel's room as schema.org's hotel guide types a unit it sells: a HotelRoom and a Product at once. */
export type HotelRoomProduct = MergeLeafTypes<[HotelRoomLeaf, ProductLeaf]>;
/** A room a property contains: a hotel's (HotelRoomProduct), or a Room. */
export type RoomPlace = HotelRoomProduct | RoomLeaf;
/** A property, by its kind (lodgingTypeOf). */
export type Lodging = HotelLeaf | ResortLeaf | BedAndBreakfastLeaf | VacationRentalLeaf | LodgingBusinessLeaf;
/**
 * A room where schema-dts expects a Place: its ranges know single types only, so a HotelRoomProduct (a HotelRoom, and
 * so a Place, that is a Product too) is not one to it. roomPlace built and checked it as what it is.
 */
const asPlace = (room: RoomPlace): Place => room as unknown as Place;

const CONTEXT = 'https://schema.org';

/** The object without its undefined properties, at any depth (what JSON would write, for tests reading it too). */
function defined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(defined) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : [[k, defined(v)]]))) as T;
}

/** A site path made absolute on the public origin (already absolute URLs pass through). */
export const absoluteUrl = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

export interface RoomForData {
  id: string;
  name: string;
  description: string;
  /** Guests the room sleeps (adults and children). */
  occupancy: number;
  /** How many of this room the property has. */
  count: number;
  image: string | null;
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
export function postalAddressOf(
  p: Pick<PropertyForData, 'address' | 'locality' | 'cityName' | 'state'>,
): PostalAddressLeaf {
  const pin = /(\d{3})\s?(\d{3})\s*$/.exec(p.address);
  const withoutPin = (pin ? p.address.slice(0, pin.index) : p.address).replace(/[,\s]+$/, '');
  const at = p.locality ? withoutPin.toLowerCase().indexOf(`, ${p.locality.toLowerCase()}`) : -1;
  const before = (at > 0 ? withoutPin.slice(0, at) : withoutPin).trim();
  // The neighbourhood belongs to the street line; the locality is the city (Google reads it as the town).
  const street = p.locality && at > 0 ? `${before}, ${p.locality}` : before;
  const address: PostalAddressLeaf = {
    '@type': 'PostalAddress',
    streetAddress: street || undefined,
    addressLocality: p.cityName,
    addressRegion: p.state,
    postalCode: pin ? `${pin[1]}${pin[2]}` : undefined,
    addressCountry: 'IN',
  };
  return defined(address);
}

export const propertyPath = (id: string) => `/property-details/${id}`;
export const roomPath = (id: string) => `/room-details/${id}`;
export const cityListPath = (city: string) => `/property-list?${new URLSearchParams({ city }).toString()}`;

/**
 * A room as a place the property contains: a hotel's room is typed ["HotelRoom", "Product"] (schema.org's hotel guide
 * multi-types a sellable unit so), other rooms "Room". No price: the property and room pages show none to a visitor
 * (their price is unlocked), and structured data describes only what the page shows.
 */
export function roomPlace(
  room: Pick<RoomForData, 'id' | 'name' | 'occupancy' | 'image'>,
  hotelLike: boolean,
  origin: string,
  lang: Language = DEFAULT_LANGUAGE,
): RoomPlace {
  const url = absoluteUrl(origin, pathInLanguage(lang, roomPath(room.id)));
  // One room in every language: its @id is its English address's.
  const id = `${absoluteUrl(origin, roomPath(room.id))}#room`;
  const image = room.image ? absoluteUrl(origin, room.image) : undefined;
  const occupancy =
    room.occupancy > 0
      ? { '@type': 'QuantitativeValue' as const, maxValue: room.occupancy, unitText: 'guests' }
      : undefined;
  // Each kind written out whole, so each is checked against its own type.
  const place: RoomPlace = hotelLike
    ? { '@type': ['HotelRoom', 'Product'], '@id': id, name: room.name, url, image, occupancy }
    : { '@type': 'Room', '@id': id, name: room.name, url, image, occupancy };
  return defined(place);
}

export function breadcrumbList(
  items: ReadonlyArray<{ name: string; path: string }>,
  origin: string,
): WithContext<BreadcrumbListLeaf> {
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
 * A property page's structured data: the lodging itself (with the rooms it contains) and its breadcrumb trail
 * (Home › City › Property). No price and no offer: the page shows none to a visitor (its prices are unlocked), and
 * Google requires structured data to describe what the page shows. No AggregateRating: Google does not show the
 * brand's own reviews of its own properties (self-serving reviews of a LocalBusiness), so stars here would be ignored
 * at best and a manual action at worst.
 */
export function propertyStructuredData(
  p: PropertyForData,
  origin: string,
  language: DataLanguage = ENGLISH_DATA,
): [WithContext<Lodging>, WithContext<BreadcrumbListLeaf>] {
  const type = lodgingTypeOf(p);
  const at = (path: string) => pathInLanguage(language.lang, path);
  const url = absoluteUrl(origin, at(propertyPath(p.id)));
  const hotelLike = roomTypeFor(type) === 'HotelRoom';
  const rental = type === 'VacationRental';
  const geo =
    p.latitude !== null && p.longitude !== null ? { latitude: p.latitude, longitude: p.longitude } : undefined;
  // Every room the page lists, each with its own page; a vacation rental in the shape Google's listing reads.
  const rooms = rental
    ? p.rooms
        .filter((r) => r.occupancy > 0)
        .map(
          (r): AccommodationLeaf => ({
            '@type': 'Accommodation',
            name: r.name,
            url: absoluteUrl(origin, at(roomPath(r.id))),
            additionalType: p.rooms.length === 1 && r.count === 1 ? 'EntirePlace' : 'PrivateRoom',
            occupancy: { '@type': 'QuantitativeValue', value: r.occupancy },
          }),
        )
    : p.rooms.map((r) => asPlace(roomPlace(r, hotelLike, origin, language.lang)));
  const lodging: WithContext<Lodging> = {
    '@context': CONTEXT,
    '@type': type,
    // One lodging in every language: its @id is its English address's.
    '@id': `${absoluteUrl(origin, propertyPath(p.id))}#lodging`,
    identifier: p.id,
    name: p.name,
    description: p.description || undefined,
    url,
    image: p.images.length > 0 ? p.images.map((i) => absoluteUrl(origin, i)) : undefined,
    address: postalAddressOf(p),
    geo: geo ? { '@type': 'GeoCoordinates', ...geo } : undefined,
    // Google's vacation rental listing reads the coordinates from the listing itself.
    latitude: rental ? geo?.latitude : undefined,
    longitude: rental ? geo?.longitude : undefined,
    additionalType: rental ? rentalKinds[toPropertyTypeKey(p.propertyType) ?? ''] : undefined,
    amenityFeature:
      p.amenities.length > 0
        ? p.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true }))
        : undefined,
    checkinTime: clockTime(p.checkInTime),
    checkoutTime: clockTime(p.checkOutTime),
    petsAllowed: p.petsAllowed,
    containsPlace: p.rooms.length > 0 ? rooms : undefined,
  };
  return [
    defined(lodging),
    breadcrumbList(
      [
        { name: language.home, path: at('/') },
        { name: p.cityName, path: at(cityListPath(p.cityName)) },
        { name: p.name, path: at(propertyPath(p.id)) },
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
export function roomStructuredData(
  r: RoomPageForData,
  origin: string,
  language: DataLanguage = ENGLISH_DATA,
): [WithContext<RoomPlace>, WithContext<BreadcrumbListLeaf>] {
  const at = (path: string) => pathInLanguage(language.lang, path);
  const key = toPropertyTypeKey(r.property.propertyType);
  const hotelLike = key === 'hotel' || key === 'bed_and_breakfast';
  const place = roomPlace(r.room, hotelLike, origin, language.lang);
  const room: WithContext<RoomPlace> = {
    '@context': CONTEXT,
    ...place,
    description: r.room.description || undefined,
    image: r.images.length > 0 ? r.images.map((i) => absoluteUrl(origin, i)) : place.image,
    containedInPlace: {
      '@type': 'LodgingBusiness',
      '@id': `${absoluteUrl(origin, propertyPath(r.property.id))}#lodging`,
      name: r.property.name,
      url: absoluteUrl(origin, at(propertyPath(r.property.id))),
    },
  };
  return [
    defined(room),
    breadcrumbList(
      [
        { name: language.home, path: at('/') },
        { name: r.property.cityName, path: at(cityListPath(r.property.cityName)) },
        { name: r.property.name, path: at(propertyPath(r.property.id)) },
        { name: r.room.name, path: at(roomPath(r.room.id)) },
      ],
      origin,
    ),
  ];
}

/**
 * The list page: the stays on its first page, in order, and Home › the list. In another language (issue 43) the list
 * is at its address in that language, named by its heading in it (the caller's words), each stay at its page in that
 * language and the breadcrumb's Home the language's; the stays' names are content, as entered.
 */
export function listStructuredData(
  list: { heading: string; path: string; items: ReadonlyArray<{ id: string; name: string }> },
  origin: string,
  language: DataLanguage = ENGLISH_DATA,
): [WithContext<ItemListLeaf>, WithContext<BreadcrumbListLeaf>] {
  const at = (path: string) => pathInLanguage(language.lang, path);
  return [
    {
      '@context': CONTEXT,
      '@type': 'ItemList',
      name: list.heading,
      url: absoluteUrl(origin, at(list.path)),
      numberOfItems: list.items.length,
      itemListElement: list.items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: absoluteUrl(origin, at(propertyPath(item.id))),
        name: item.name,
      })),
    },
    breadcrumbList(
      [
        { name: language.home, path: at('/') },
        { name: list.heading, path: at(list.path) },
      ],
      origin,
    ),
  ];
}

/**
 * The home page: the site and the organisation behind it (logo and the support contact guests write to). In another
 * language (issue 43) the site is the same one (its `@id` English's) at its home in that language, marked with the
 * language (`inLanguage`); the organisation is one in every language (a brand's name, its own address and contacts).
 */
export function homeStructuredData(
  site: {
    origin: string;
    supportEmail: string;
    /** The support line in E.164 ('+91…'), when the brand has one. */
    supportPhone?: string | null;
    /** The brand's own profiles elsewhere (Instagram, Facebook…). */
    sameAs?: readonly string[];
  },
  lang: Language = DEFAULT_LANGUAGE,
): [WithContext<WebSiteLeaf>, WithContext<OrganizationLeaf>] {
  const url = absoluteUrl(site.origin, '/');
  const telephone = site.supportPhone || undefined;
  const organization: WithContext<OrganizationLeaf> = {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: 'Staybook',
    url,
    // 512 px, drawn from the icon at build (Google wants a logo of 112 px or more).
    logo: absoluteUrl(site.origin, '/logo.png'),
    email: site.supportEmail,
    telephone,
    sameAs: site.sameAs && site.sameAs.length > 0 ? [...site.sameAs] : undefined,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.supportEmail,
      telephone,
      areaServed: 'IN',
    },
  };
  const website: WithContext<WebSiteLeaf> =
    lang === DEFAULT_LANGUAGE
      ? { '@context': CONTEXT, '@type': 'WebSite', '@id': `${url}#website`, name: 'Staybook', url }
      : {
          '@context': CONTEXT,
          '@type': 'WebSite',
          '@id': `${url}#website`,
          name: 'Staybook',
          url: absoluteUrl(site.origin, pathInLanguage(lang, '/')),
          inLanguage: lang,
        };
  return [website, defined(organization)];
}
