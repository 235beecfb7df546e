import { z } from 'zod';
import { booleanTextSchema, objectIdSchema, unixSecondsSchema } from './common';
import { contentQueryShape } from './content-translations';
import { ratePlanOfferSchema } from './rate-plan-offer';
import { stayRefusalKinds } from './stay-restrictions';

/**
 * Catalogue shapes (spec sections 3 and 7): home categories, config (cities, deals), property list,
 * property details, rooms and room details.
 *
 * Conventions shared by the whole API:
 * - Success answers are `{ success: true, data: … }` exactly as the spec reads them.
 * - Money at the API edge is RUPEES (the database holds paise).
 * - Dates are unix seconds; a stay date is the Asia/Kolkata calendar date of the given instant.
 */

// ─── Property types and categories (zod-free, in ./property-types) ──────────────────────────────

export * from './property-types';

/** Amenity keys used by cards, chips and filters. */
export const amenityKeys = [
  'wifi',
  'parking',
  'breakfast',
  'pool',
  'gym',
  'spa',
  'ac',
  'kitchen',
  'beach_access',
  'pet_friendly',
  'restaurant',
  'bar',
] as const;

// ─── Shared pieces ─────────────────────────────────────────────────────────────────────────────

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
});
export type Image = z.infer<typeof imageSchema>;

export const featuredImageSchema = z.object({ images: z.array(imageSchema) });

export const ratingSchema = z.object({ average: z.number(), count: z.number().int() });

const stayQueryShape = {
  checkInDate: unixSecondsSchema.optional(),
  checkOutDate: unixSecondsSchema.optional(),
};

// ─── POST /property/v1/app/home ─────────────────────────────────────────────────────────────────

export const homeRequestSchema = z.object({
  sectionType: z.literal('category', { error: "sectionType must be 'category'" }),
  city: z.string().trim().min(1).max(80).optional(),
  ...contentQueryShape,
});

export const categoryTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** A property type ('Villa'), or the literal 'category' meaning the tile's name is the category. */
  target: z.string().nullable(),
  /**
   * The tile's words in the asked language (`lang`; its English where none is entered): what the tile shows. The name
   * stays English, the filter a 'category' tile opens. Not sent without `lang`.
   */
  label: z.string().optional(),
});
export type CategoryTile = z.infer<typeof categoryTileSchema>;

export const homeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ categories: z.array(categoryTileSchema) }),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

// ─── GET /property/v1/config ────────────────────────────────────────────────────────────────────

export const configQuerySchema = z.object({
  configName: z.enum(['cityNames', 'dealsSection', 'support'], {
    error: "configName must be 'cityNames', 'dealsSection' or 'support'",
  }),
  type: z.literal('static', { error: "type must be 'static'" }).default('static'),
  ...contentQueryShape,
});

export const citySchema = z.object({ city_name: z.string() });
export type City = z.infer<typeof citySchema>;

export const dealSchema = z.object({
  id: z.string(),
  title: z.string(),
  subTitle: z.string(),
  image: z.string(),
  /** The route segment the card opens: /{target}/{propertyId}. */
  target: z.string(),
  propertyId: z.string().nullable(),
  /** Nights the deal's promotion needs (a length-of-stay deal): its link opens a stay this long. */
  stayNights: z.number().int().nullable().optional(),
  /**
   * The stay its link opens, one that gets the deal (issue 24: an early bird's check-in far enough ahead, a
   * length-of-stay deal's nights, inside its stay window); unix seconds of IST midnights. Null when no stay can.
   */
  checkInDate: z.number().int().nullable().optional(),
  checkOutDate: z.number().int().nullable().optional(),
});
export type Deal = z.infer<typeof dealSchema>;

export const cityNamesResponseSchema = z.object({ success: z.literal(true), data: z.array(citySchema) });
export const dealsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ deals: z.array(dealSchema) }),
});
/** configName=support: the one support address guests write to (the server's SUPPORT_EMAIL; issue 24). */
export const supportConfigResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ supportEmail: z.string() }),
});
export type SupportConfigResponse = z.infer<typeof supportConfigResponseSchema>;
// ─── GET /property/v1/app/property-deals ─────────────────────────────────────────────────────────────

export const propertyDealsQuerySchema = z.object({ propertyId: objectIdSchema, ...contentQueryShape });

/**
 * A deal's facts (promotion-terms.ts's PromotionTerms), sent beside its English sentences when the call names a
 * language (`lang`), so the page words the rule in its own language (docs/languages.md, "Content per language").
 */
export const promotionTermsSchema = z.object({
  kind: z.enum(['length_of_stay', 'early_bird', 'last_minute', 'member']),
  minNights: z.number().int().nullable(),
  freeNights: z.number().int().nullable(),
  percentOff: z.number().int().nullable(),
  daysBefore: z.number().int().nullable(),
  bookUntil: z.string().nullable(),
  stayFrom: z.string().nullable(),
  stayUntil: z.string().nullable(),
  roomNames: z.array(z.string()),
});

/** One promotion a guest booking this property can get: its name, its rule in whole sentences, dates that get it. */
export const propertyDealSchema = z.object({
  id: z.string(),
  name: z.string(),
  sentences: z.array(z.string()),
  /** Its facts, only when the call names a language: without `lang` the answer is as it always was. */
  terms: promotionTermsSchema.optional(),
  /** A stay that gets it (unix seconds of IST midnights), or null when none can any more. */
  stay: z.object({ checkInDate: z.number().int(), checkOutDate: z.number().int() }).nullable(),
});
export type PropertyDeal = z.infer<typeof propertyDealSchema>;

export const propertyDealsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    deals: z.array(propertyDealSchema),
    /** How offers combine (said once under the list). */
    note: z.string(),
  }),
});
export type PropertyDealsResponse = z.infer<typeof propertyDealsResponseSchema>;

export const configResponseSchema = z.union([
  cityNamesResponseSchema,
  dealsResponseSchema,
  supportConfigResponseSchema,
]);
export type CityNamesResponse = z.infer<typeof cityNamesResponseSchema>;
export type DealsResponse = z.infer<typeof dealsResponseSchema>;

// ─── GET /property/v1/app/property ──────────────────────────────────────────────────────────────

export const propertySorts = ['recommended', 'price_asc', 'price_desc', 'rating'] as const;
export type PropertySort = (typeof propertySorts)[number];

const guestCount = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} can be at most ${max}`);

export const propertyListQuerySchema = z.object({
  ...stayQueryShape,
  /** A type name or key; 'all' for every type. Absent: 'Hotel' (spec default) unless a category or city is given. */
  propertyType: z.string().trim().max(40).optional(),
  category: z.string().trim().max(40).optional(),
  city: z.string().trim().max(80).optional(),
  adults: guestCount('adults', 40).optional(),
  children: guestCount('children', 20).optional(),
  includePet: booleanTextSchema.optional(),
  /** Each child's age, comma-separated ("7,11"): a property whose age bands refuse them is not listed. */
  childAges: z.string().trim().max(80).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, 'page must be at least 1')
    .max(1000)
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(50, 'limit can be at most 50')
    .optional(),
  sort: z.enum(propertySorts, { error: `sort must be one of ${propertySorts.join(', ')}` }).default('recommended'),
  /** Rupees per night. */
  minPrice: z.coerce.number({ error: 'minPrice must be a number' }).int().min(0).max(10_000_000).optional(),
  maxPrice: z.coerce.number({ error: 'maxPrice must be a number' }).int().min(0).max(10_000_000).optional(),
  /** Comma-separated amenity keys; every one is required. */
  amenities: z.string().trim().max(300).optional(),
  /** Name or locality search. */
  q: z.string().trim().max(100).optional(),
});
export type PropertyListQuery = z.input<typeof propertyListQuerySchema>;
export type PropertyListParams = z.output<typeof propertyListQuerySchema>;

/**
 * The searched party's price for the stay (issue 24 item 1): the cheapest way to place the whole party (rooms of each
 * type under a plan, the guests in them), priced by the pricing pipeline the booking charges (extra guests, the deals
 * the guest gets, GST). `placement` is what the rooms bar offers in one tap and POST …/booking/pricing charges.
 */
export const partyPriceSchema = z.object({
  rooms: z.number().int(),
  nights: z.number().int(),
  /** Rupees for the whole stay, before GST. */
  total: z.number(),
  /** GST on `total` (rupees). */
  taxes: z.number(),
  placement: z.array(
    z.object({
      roomId: z.string(),
      /** Absent: the room's own rate (it sells under no plan). */
      ratePlanId: z.string().optional(),
      roomCount: z.number().int(),
      adults: z.number().int(),
      children: z.number().int(),
    }),
  ),
});
export type PartyPrice = z.infer<typeof partyPriceSchema>;

export const propertyCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  locality: z.string(),
  propertyType: z.string(),
  propertyTypeLabel: z.string(),
  category: z.string(),
  amenities: z.array(z.string()),
  featuredImage: featuredImageSchema,
  image: z.string().nullable(),
  rating: ratingSchema,
  isGuestFavorite: z.boolean(),
  /**
   * The party's price (issue 24): `party` for the whole stay; `min` is its total a night (rupees, before GST, rounded
   * as the price filter and sort read it) and `taxes` its GST a night. A listed property always has one.
   */
  price: z.object({
    min: z.number().nullable(),
    currency: z.literal('INR'),
    taxes: z.number().optional(),
    party: partyPriceSchema.optional(),
  }),
});
export type PropertyCard = z.infer<typeof propertyCardSchema>;

export const propertyListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    data: z.array(propertyCardSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    /** The stay the availability and prices are for (unix seconds, IST midnight). */
    checkInDate: z.number().int(),
    checkOutDate: z.number().int(),
  }),
});
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;

// ─── GET /property/v1/app/party-price ───────────────────────────────────────────────────────────

/** The party's price at one property for a stay: the list's figure, for the property page and the rooms bar. */
export const partyPriceQuerySchema = z.object({
  propertyId: objectIdSchema,
  ...stayQueryShape,
  adults: guestCount('adults', 40).optional(),
  children: guestCount('children', 20).optional(),
  childAges: z.string().trim().max(80).optional(),
});
export type PartyPriceQuery = z.input<typeof partyPriceQuerySchema>;
export type PartyPriceParams = z.output<typeof partyPriceQuerySchema>;

export const partyPriceResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Null when the property cannot place the party for the stay (too few rooms or beds free, no child places). */
    price: partyPriceSchema.nullable(),
    checkInDate: z.number().int(),
    checkOutDate: z.number().int(),
  }),
});
export type PartyPriceResponse = z.infer<typeof partyPriceResponseSchema>;

// ─── GET /property/v1/app/propertyDetails ───────────────────────────────────────────────────────

export const propertyDetailsQuerySchema = z.object({
  id: objectIdSchema,
  data: z.literal('detailed', { error: "data must be 'detailed'" }).default('detailed'),
  ...contentQueryShape,
});

export const mediaItemSchema = z.object({
  url: z.string(),
  title: z.string(),
  type: z.enum(['image', 'video']),
  tags: z.array(z.string()),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const policySchema = z.object({ _id: z.string(), title: z.string(), texts: z.array(z.string()) });
export type Policy = z.infer<typeof policySchema>;

export const propertyInfoSchema = z.object({
  id: z.string(),
  title: z.string(),
  address: z.string(),
  description: z.string(),
  propertyType: z.string(),
  propertyTypeLabel: z.string(),
  category: z.string(),
  city: z.string(),
  locality: z.string(),
  rating: ratingSchema,
  /** Lowest nightly rate over the next 30 nights (rupees), or null when nothing is for sale. */
  /** The cheapest night of the next 30 under a room's cheapest plan (rupees, before GST); `taxes`: its GST. */
  price: z.object({ min: z.number().nullable(), taxes: z.number().optional() }),
  featuredImage: featuredImageSchema,
  propertyMedia: z.array(z.object({ title: z.string(), images: z.array(mediaItemSchema) })),
  policy: z.object({ hotelPolicy: z.object({ policies: z.array(policySchema) }) }),
  /** The property's own page, opened after a price unlock where present. */
  propertyUrl: z.string().nullable(),
  tourismRegistrationNo: z.string().nullable(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  contact: z.object({ phone: z.string().nullable(), email: z.string().nullable() }),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** Who is an infant (free, not counted) and who a child at this property: the ages every booking page says. */
  agePolicy: z.object({ infantMaxAge: z.number().int(), childMaxAge: z.number().int() }).optional(),
  amenities: z.array(z.string()),
  isGuestFavorite: z.boolean(),
});
export type PropertyInfo = z.infer<typeof propertyInfoSchema>;

export const amenityGroupSchema = z.object({
  /** The group's heading in English, as entered ('Popular'). */
  title: z.string(),
  /**
   * The heading in the asked language (`lang` other than English; its English where none is entered): what the page
   * shows. Not sent without `lang` or with `en`.
   */
  label: z.string().optional(),
  amenities: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      details: z.string(),
      image: z.string().nullable(),
      type: z.enum(['Property', 'Common']),
    }),
  ),
});
export type AmenityGroup = z.infer<typeof amenityGroupSchema>;

export const nearbyPlaceSchema = z.object({ name: z.string(), address: z.string(), distanceKm: z.number().nullable() });
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;

export const propertyTabSchema = z.object({ id: z.string(), title: z.string() });
export type PropertyTab = z.infer<typeof propertyTabSchema>;

export const propertySectionSchema = z.discriminatedUnion('id', [
  z.object({ id: z.literal('propertyInfo'), data: propertyInfoSchema }),
  z.object({ id: z.literal('propertyInfoTab'), data: z.array(propertyTabSchema) }),
  z.object({ id: z.literal('featuredImage'), data: featuredImageSchema }),
  z.object({ id: z.literal('amenities'), data: z.array(amenityGroupSchema) }),
  z.object({ id: z.literal('location'), data: z.array(nearbyPlaceSchema) }),
  z.object({ id: z.literal('hotelPolicies'), data: z.array(policySchema.extend({ groupKey: z.string() })) }),
  z.object({ id: z.literal('cancellationPolicy'), data: z.array(policySchema) }),
]);
export type PropertySection = z.infer<typeof propertySectionSchema>;

export const propertyDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(propertySectionSchema),
});
export type PropertyDetailsResponse = z.infer<typeof propertyDetailsResponseSchema>;

export type PropertySectionData = { [S in PropertySection as S['id']]: S['data'] };

/** Picks one section's data out of the list by id, typed. */
export function findSection<K extends PropertySection['id']>(
  sections: PropertySection[],
  id: K,
): PropertySectionData[K] | undefined {
  return sections.find((s) => s.id === id)?.data as PropertySectionData[K] | undefined;
}

// ─── GET /property/v1/app/rooms ─────────────────────────────────────────────────────────────────

export const roomsQuerySchema = z.object({
  propertyId: objectIdSchema,
  ...stayQueryShape,
  ...contentQueryShape,
});

export const roomNightSchema = z.object({
  /** Unix seconds of 00:00 IST of the night. */
  date: z.number().int(),
  rate: z.number(),
  available_inventory: z.number().int(),
});

export const roomSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  roomType: z.string(),
  description: z.string(),
  size: z.number().int().nullable(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  base_adult_occupancy: z.number().int(),
  max_adult_occupancy: z.number().int(),
  base_child_occupancy: z.number().int(),
  max_child_occupancy: z.number().int(),
  amenities: z.array(z.string()),
  featuredAmenities: z.array(
    z.object({ name: z.string(), description: z.string(), image: z.string().nullable(), tags: z.array(z.string()) }),
  ),
  featuredImage: featuredImageSchema,
  /** External booking link; such rooms are booked on the partner's site. */
  url: z.string().nullable(),
  rating: z.object({ average: z.number() }),
  status: z.string(),
  /** The fewest rooms free on any night of the stay (0 when any night is closed or the stay is refused). */
  available: z.number().int(),
  /** Why the hotel's stay restrictions refuse this stay ('Minimum stay 3 nights from 24 Dec'); absent when allowed. */
  unavailableReason: z.string().optional(),
  /**
   * The same refusal as facts, for a page in another language to word it (issue 43): its kind, the night it names
   * (unix seconds of 00:00 IST) and, for a minimum or maximum stay, its nights. Absent when allowed.
   */
  unavailableRefusal: z
    .object({
      kind: z.enum(stayRefusalKinds),
      date: z.number().int(),
      nights: z.number().int().optional(),
    })
    .optional(),
  /**
   * When the room cannot be booked for the whole stay: the nights of the stay with no room left, and the nights the
   * hotel does not sell (closed, or no inventory); unix seconds of 00:00 IST, like `price[].date`. Absent otherwise.
   */
  soldOutNights: z.array(z.number().int()).optional(),
  closedNights: z.array(z.number().int()).optional(),
  /**
   * When the room cannot be booked for the whole stay: the stay of the same length nearest the check-in asked
   * (within 14 days, never before today) that it can be booked for, restrictions included. Absent when none.
   */
  alternativeStay: z.object({ checkInDate: z.number().int(), checkOutDate: z.number().int() }).optional(),
  price: z.array(roomNightSchema),
  /**
   * The ways this room is sold for the stay asked, side by side: each plan's nightly tariffs (same nights and
   * availability as `price`), meal plan and cancellation terms. The default plan comes first.
   */
  ratePlans: z
    .array(
      ratePlanOfferSchema.extend({
        price: z.array(roomNightSchema),
        /** GST a night on this plan's tariffs for one room (rupees, averaged over the stay): "+ ₹X taxes". */
        taxPerNight: z.number().optional(),
      }),
    )
    .optional(),
  /** GST a night on `price` for one room (rupees, averaged over the stay). */
  taxPerNight: z.number().optional(),
  /**
   * Per night, rupees, for each adult beyond `base_adult_occupancy` ("Price for 2 adults; extra adult ₹800/night");
   * absent when the room charges nothing extra or cannot take more adults than its base.
   */
  extraAdultCharge: z.number().min(0).optional(),
  /** Per night, rupees, for each child beyond the base occupancy (a base adult slot left free takes a child). */
  extraChildCharge: z.number().min(0).optional(),
  /** Who counts as a child at this property ('Ages 2–12', occupancy-pricing's ageBandHints); with extraChildCharge. */
  childAges: z.string().optional(),
  /**
   * The same band's youngest and oldest child's age (2 and 12 for 'Ages 2–12'), for a page in another language to
   * write it (issue 43); with childAges.
   */
  childAgeFrom: z.number().int().min(0).optional(),
  childAgeTo: z.number().int().min(0).optional(),
});
export type Room = z.infer<typeof roomSchema>;

export const roomsResponseSchema = z.object({ success: z.literal(true), data: z.array(roomSchema) });
export type RoomsResponse = z.infer<typeof roomsResponseSchema>;

// ─── GET /property/v1/app/roomDetails ───────────────────────────────────────────────────────────

export const roomDetailsQuerySchema = z.object({ roomId: objectIdSchema, ...contentQueryShape });

export const roomDetailsSectionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('roomInfo'),
    id: z.literal('roomInfo'),
    data: z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      images: z.array(imageSchema),
      propertyId: z.string(),
      propertyName: z.string(),
      size: z.number().int().nullable(),
      maxAdults: z.number().int(),
      maxChildren: z.number().int(),
    }),
  }),
  z.object({
    type: z.literal('roomHighlights'),
    id: z.literal('roomHighlights'),
    data: z.array(
      z.object({
        title: z.string(),
        roomMedia: z.array(z.object({ title: z.string(), images: z.array(imageSchema) })),
      }),
    ),
  }),
  z.object({
    type: z.literal('policy'),
    id: z.literal('policy'),
    data: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
  }),
  z.object({ type: z.literal('addons'), id: z.literal('addons'), data: z.array(z.unknown()) }),
]);
export type RoomDetailsSection = z.infer<typeof roomDetailsSectionSchema>;

export const roomDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(roomDetailsSectionSchema),
});
export type RoomDetailsResponse = z.infer<typeof roomDetailsResponseSchema>;
