import { z } from 'zod';
import { amenityKeys, propertyCategories, propertyTypeKeys, toPropertyCategory, toPropertyTypeKey } from './catalogue';
import { objectIdSchema } from './common';

/**
 * Catalogue management in the operator console (/api/admin/catalogue). Admins only.
 * Money is whole rupees at the edge (the database holds paise). Lists of amenities, policies and nearby places are
 * replaced whole by a PUT.
 */

export const CATALOGUE_MIN_RATE = 1;
export const CATALOGUE_MAX_RATE = 1_000_000;
export const CATALOGUE_MAX_ROOMS = 500;
/** Nights a new room type opens for sale at its base rate (today, IST, onwards). */
export const CATALOGUE_OPEN_NIGHTS = 400;

// ─── Field helpers ──────────────────────────────────────────────────────────────────────────────

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

/** Text that may be left empty; empty becomes null. */
const nullableText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const sortOrder = wholeNumber('sortOrder', 0, 100_000).default(0);

/** A picture on this site (/media/…) or an https address. */
export const imageUrlSchema = z
  .string({ error: 'image is required' })
  .trim()
  .min(1, 'image is required')
  .max(500, 'image address must be at most 500 characters')
  .refine(
    (v) => v.startsWith('/media/') || /^https:\/\/[^\s]+$/.test(v),
    'image must be an uploaded picture (/media/…) or an https:// address',
  );

/** An optional picture: empty becomes null. */
const optionalImageUrl = z
  .string({ error: 'image must be text' })
  .trim()
  .max(500, 'image address must be at most 500 characters')
  .refine(
    (v) => v === '' || v.startsWith('/media/') || /^https:\/\/[^\s]+$/.test(v),
    'image must be an uploaded picture (/media/…) or an https:// address',
  )
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const httpsUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), `${label} must be a web address starting with https://`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const timeOfDay = (label: string) =>
  z
    .string({ error: `${label} must be a time written HH:MM` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time written HH:MM (24-hour)`);

/** draft: being set up, not on the guest site and not bookable until published (issue 23); active: live. */
/** The publish checklist's items, in the order shown. */
export const publishChecklistKeys = ['photo', 'roomTypeWithPlan', 'policies', 'contact'] as const;
export type PublishChecklistKey = (typeof publishChecklistKeys)[number];

export const propertyStatuses = ['draft', 'active', 'archived'] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];

// ─── Cities ─────────────────────────────────────────────────────────────────────────────────────

export const adminCitySchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** Properties (active or archived) in the city; a city with any cannot be deleted. */
  propertyCount: z.number().int(),
});
export type AdminCity = z.infer<typeof adminCitySchema>;

export const cityInputSchema = z.object({
  name: requiredText('name', 80),
  state: requiredText('state', 80),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  sortOrder,
});
export type CityInput = z.input<typeof cityInputSchema>;

// ─── Categories (home tiles) ────────────────────────────────────────────────────────────────────

export const adminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** A property type ('Villa'), or 'category' meaning the tile's name is a property category. */
  target: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const categoryInputSchema = z
  .object({
    name: requiredText('name', 60),
    imageUrl: optionalImageUrl,
    target: z
      .string({ error: 'target must be text' })
      .trim()
      .max(40)
      .refine(
        (v) => v === '' || v === 'category' || toPropertyTypeKey(v) !== null,
        `target must be a property type (${propertyTypeKeys.join(', ')}) or 'category'`,
      )
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    sortOrder,
    isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  })
  .superRefine((v, ctx) => {
    if (v.target === 'category' && !toPropertyCategory(v.name))
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: `with target 'category' the name must be a category (${propertyCategories.join(', ')})`,
      });
  });
export type CategoryInput = z.input<typeof categoryInputSchema>;

// ─── Deals ──────────────────────────────────────────────────────────────────────────────────────

export const adminDealSchema = z.object({
  id: z.string(),
  title: z.string(),
  subTitle: z.string(),
  imageUrl: z.string(),
  target: z.string(),
  propertyId: z.string().nullable(),
  propertyName: z.string().nullable(),
  /** The promotion the deal advertises; the home page shows only deals whose promotion is on. */
  promotionId: z.string().nullable().optional(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type AdminDeal = z.infer<typeof adminDealSchema>;

export const dealInputSchema = z.object({
  title: requiredText('title', 120),
  subTitle: optionalText('subTitle', 160),
  imageUrl: imageUrlSchema,
  target: z
    .string({ error: 'target must be text' })
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'target must be a route segment such as property-details')
    .default('property-details'),
  propertyId: objectIdSchema.nullable().optional().default(null),
  /** Absent: unchanged on an edit (a form that does not know promotions keeps the link). */
  promotionId: objectIdSchema.nullable().optional(),
  sortOrder,
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type DealInput = z.input<typeof dealInputSchema>;

// ─── Properties ─────────────────────────────────────────────────────────────────────────────────

export const adminPropertyListQuerySchema = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  cityId: objectIdSchema.optional(),
  type: z.enum(propertyTypeKeys, { error: `type must be one of ${propertyTypeKeys.join(', ')}` }).optional(),
  status: z
    .enum(['draft', 'active', 'archived', 'all'], { error: "status must be 'draft', 'active', 'archived' or 'all'" })
    .default('all'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(10_000)
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit can be at most 100')
    .default(20),
});
export type AdminPropertyListQuery = z.input<typeof adminPropertyListQuerySchema>;

export const adminPropertySummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  propertyType: z.string(),
  category: z.string(),
  cityId: z.string(),
  city: z.string(),
  locality: z.string(),
  status: z.string(),
  image: z.string().nullable(),
  roomTypeCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPropertySummary = z.infer<typeof adminPropertySummarySchema>;

export const adminPropertyListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(adminPropertySummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type AdminPropertyList = z.infer<typeof adminPropertyListResponseSchema>['data'];

export const propertyInputSchema = z
  .object({
    name: requiredText('name', 120),
    propertyType: z.enum(propertyTypeKeys, {
      error: `propertyType must be one of ${propertyTypeKeys.join(', ')}`,
    }),
    category: z.enum(propertyCategories, { error: `category must be one of ${propertyCategories.join(', ')}` }),
    cityId: objectIdSchema,
    locality: requiredText('locality', 120),
    address: requiredText('address', 300),
    description: optionalText('description', 5000),
    amenities: z
      .array(z.enum(amenityKeys, { error: `amenities may only hold ${amenityKeys.join(', ')}` }), {
        error: 'amenities must be a list',
      })
      .max(amenityKeys.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    isGuestFavorite: z.boolean({ error: 'isGuestFavorite must be true or false' }).default(false),
    tourismRegistrationNo: nullableText('tourismRegistrationNo', 60),
    latitude: z
      .number({ error: 'latitude must be a number' })
      .min(-90, 'latitude must be between -90 and 90')
      .max(90, 'latitude must be between -90 and 90')
      .nullable()
      .optional()
      .default(null),
    longitude: z
      .number({ error: 'longitude must be a number' })
      .min(-180, 'longitude must be between -180 and 180')
      .max(180, 'longitude must be between -180 and 180')
      .nullable()
      .optional()
      .default(null),
    externalUrl: httpsUrl('externalUrl'),
    contactPhone: z
      .string({ error: 'contactPhone must be text' })
      .trim()
      .refine((v) => v === '' || /^\+?[\d\s-]{8,16}$/.test(v), 'contactPhone must be a phone number')
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    contactEmail: z
      .string({ error: 'contactEmail must be text' })
      .trim()
      .max(254)
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'contactEmail must be an e-mail address')
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    checkInTime: timeOfDay('checkInTime').default('14:00'),
    checkOutTime: timeOfDay('checkOutTime').default('12:00'),
    sortOrder,
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === null) !== (v.longitude === null))
      ctx.addIssue({
        code: 'custom',
        path: [v.latitude === null ? 'latitude' : 'longitude'],
        message: 'give both latitude and longitude, or neither',
      });
  });
export type PropertyInput = z.input<typeof propertyInputSchema>;

export const adminMediaSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sortOrder: z.number().int(),
});
export type AdminMedia = z.infer<typeof adminMediaSchema>;

export const amenityScopes = ['Property', 'Common'] as const;
/**
 * A row of a list sent back with its id (as the console read it) stays that row, so its translations stay with it
 * (docs/languages.md, "Content per language"); a row without one keeps the row whose English title it repeats, or is
 * new.
 */
const keptRowId = z.uuid({ error: 'id must be the id of one of the property’s rows' }).optional();

export const amenityRowSchema = z.object({
  id: keptRowId,
  groupTitle: requiredText('groupTitle', 80),
  title: requiredText('title', 120),
  description: optionalText('description', 500),
  details: optionalText('details', 1000),
  imageUrl: optionalImageUrl,
  scope: z.enum(amenityScopes, { error: "scope must be 'Property' or 'Common'" }).default('Property'),
});
export type AmenityRow = z.output<typeof amenityRowSchema>;

export const policyKinds = ['hotel', 'cancellation'] as const;
export const policyRowSchema = z.object({
  id: keptRowId,
  kind: z.enum(policyKinds, { error: "kind must be 'hotel' or 'cancellation'" }),
  groupKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'groupKey must be a simple word such as guestProfile')
    .default('general'),
  title: requiredText('title', 160),
  texts: z
    .array(requiredText('each text', 1000), { error: 'texts must be a list' })
    .max(30, 'texts may hold at most 30 lines')
    .default([]),
});
export type PolicyRow = z.output<typeof policyRowSchema>;

export const nearbyRowSchema = z.object({
  id: keptRowId,
  name: requiredText('name', 120),
  address: optionalText('address', 300),
  distanceKm: z
    .number({ error: 'distanceKm must be a number' })
    .min(0, 'distanceKm cannot be negative')
    .max(9999, 'distanceKm must be at most 9999')
    .nullable()
    .optional()
    .default(null),
});
export type NearbyRow = z.output<typeof nearbyRowSchema>;

const listOf = <T extends z.ZodType>(row: T, label: string) =>
  z.object({
    items: z.array(row, { error: `items must be a list of ${label}` }).max(100, `at most 100 ${label}`),
  });
export const amenitiesInputSchema = listOf(amenityRowSchema, 'amenities');
export const policiesInputSchema = listOf(policyRowSchema, 'policies');
export const nearbyInputSchema = listOf(nearbyRowSchema, 'places');
export type AmenitiesInput = z.input<typeof amenitiesInputSchema>;
export type PoliciesInput = z.input<typeof policiesInputSchema>;
export type NearbyInput = z.input<typeof nearbyInputSchema>;

// ─── Room types ─────────────────────────────────────────────────────────────────────────────────

export const roomPolicyRowSchema = z.object({
  /** The row this item is (sent back as read): it keeps its row and its words in other languages (issue 43). */
  id: objectIdSchema.optional(),
  title: requiredText('title', 160),
  description: requiredText('description', 1000),
});

export const roomTypeInputSchema = z
  .object({
    name: requiredText('name', 120),
    /** Deluxe, Suite, Villa, Dormitory, … */
    roomType: requiredText('roomType', 60),
    description: optionalText('description', 3000),
    sizeSqft: wholeNumber('sizeSqft', 1, 100_000).nullable().optional().default(null),
    baseAdults: wholeNumber('baseAdults', 1, 40).default(2),
    maxAdults: wholeNumber('maxAdults', 1, 40).default(2),
    baseChildren: wholeNumber('baseChildren', 0, 20).default(0),
    maxChildren: wholeNumber('maxChildren', 0, 20).default(0),
    /** Rooms of this type; new room types open this many rooms a night. */
    totalRooms: wholeNumber('totalRooms', 1, CATALOGUE_MAX_ROOMS),
    /** Rupees a night; new room types open at this rate. */
    baseRate: z
      .number({ error: 'baseRate must be a number of rupees' })
      .int('baseRate must be whole rupees')
      .min(CATALOGUE_MIN_RATE, `baseRate must be at least ₹${CATALOGUE_MIN_RATE}`)
      .max(CATALOGUE_MAX_RATE, 'baseRate must be at most ₹10,00,000'),
    externalBookingUrl: httpsUrl('externalBookingUrl'),
    /** Room amenity names shown on the room card, in order. */
    amenities: z
      .array(requiredText('each amenity', 80), { error: 'amenities must be a list' })
      .max(50, 'at most 50 amenities')
      .default([]),
    policies: z.array(roomPolicyRowSchema, { error: 'policies must be a list' }).max(30).default([]),
    sortOrder,
  })
  .superRefine((v, ctx) => {
    if (v.maxAdults < v.baseAdults)
      ctx.addIssue({ code: 'custom', path: ['maxAdults'], message: 'maxAdults must be at least baseAdults' });
    if (v.maxChildren < v.baseChildren)
      ctx.addIssue({ code: 'custom', path: ['maxChildren'], message: 'maxChildren must be at least baseChildren' });
  });
export type RoomTypeInput = z.input<typeof roomTypeInputSchema>;

export const adminRoomMediaSchema = z.object({
  id: z.string(),
  highlight: z.string().nullable(),
  title: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sortOrder: z.number().int(),
});
export type AdminRoomMedia = z.infer<typeof adminRoomMediaSchema>;

export const adminRoomTypeSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  name: z.string(),
  roomType: z.string(),
  description: z.string(),
  sizeSqft: z.number().int().nullable(),
  baseAdults: z.number().int(),
  maxAdults: z.number().int(),
  baseChildren: z.number().int(),
  maxChildren: z.number().int(),
  totalRooms: z.number().int(),
  baseRate: z.number(),
  externalBookingUrl: z.string().nullable(),
  status: z.string(),
  sortOrder: z.number().int(),
  amenities: z.array(z.string()),
  policies: z.array(z.object({ id: z.string().optional(), title: z.string(), description: z.string() })),
  media: z.array(adminRoomMediaSchema),
  /** Nights from today with inventory rows, and the last of them ('YYYY-MM-DD'), for the operator's information. */
  openNights: z.number().int(),
  lastOpenNight: z.string().nullable(),
});
export type AdminRoomType = z.infer<typeof adminRoomTypeSchema>;

export const adminPropertyDetailSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  propertyType: z.string(),
  category: z.string(),
  cityId: z.string(),
  city: z.string(),
  locality: z.string(),
  address: z.string(),
  description: z.string(),
  amenities: z.array(z.string()),
  isGuestFavorite: z.boolean(),
  tourismRegistrationNo: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  externalUrl: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  status: z.string(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
  media: z.array(adminMediaSchema),
  amenityRows: z.array(
    z.object({
      id: z.string().optional(),
      groupTitle: z.string(),
      title: z.string(),
      description: z.string(),
      details: z.string(),
      imageUrl: z.string().nullable(),
      scope: z.string(),
    }),
  ),
  policies: z.array(
    z.object({
      id: z.string().optional(),
      kind: z.string(),
      groupKey: z.string(),
      title: z.string(),
      texts: z.array(z.string()),
    }),
  ),
  nearby: z.array(
    z.object({ id: z.string().optional(), name: z.string(), address: z.string(), distanceKm: z.number().nullable() }),
  ),
  roomTypes: z.array(adminRoomTypeSchema),
  /** What a property needs before it can be published (shown while it is a draft); every item done: publishable. */
  checklist: z.array(z.object({ key: z.enum(publishChecklistKeys), label: z.string(), done: z.boolean() })).optional(),
});
export type AdminPropertyDetail = z.infer<typeof adminPropertyDetailSchema>;

export const propertyMediaInputSchema = z.object({
  category: requiredText('category', 60).default('Gallery'),
  title: optionalText('title', 160),
  url: imageUrlSchema,
  width: wholeNumber('width', 1, 20_000).nullable().optional().default(null),
  height: wholeNumber('height', 1, 20_000).nullable().optional().default(null),
});
export type PropertyMediaInput = z.input<typeof propertyMediaInputSchema>;

export const roomMediaInputSchema = z.object({
  /** Groups the picture into a room-details highlight tile; empty: featured only. */
  highlight: nullableText('highlight', 60),
  title: optionalText('title', 160),
  url: imageUrlSchema,
  width: wholeNumber('width', 1, 20_000).nullable().optional().default(null),
  height: wholeNumber('height', 1, 20_000).nullable().optional().default(null),
});
export type RoomMediaInput = z.input<typeof roomMediaInputSchema>;

export const mediaOrderSchema = z.object({
  ids: z.array(objectIdSchema, { error: 'ids must be a list' }).min(1, 'ids must list every picture').max(500),
});

export const catalogueIdParamsSchema = z.object({ id: objectIdSchema });

// ─── Responses ──────────────────────────────────────────────────────────────────────────────────

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const adminPropertyResponseSchema = ok(adminPropertyDetailSchema);
export const adminRoomTypeResponseSchema = ok(adminRoomTypeSchema);
export const adminMediaResponseSchema = ok(adminMediaSchema);
export const adminMediaListResponseSchema = ok(z.array(adminMediaSchema));
export const adminRoomMediaResponseSchema = ok(adminRoomMediaSchema);
export const adminCityResponseSchema = ok(adminCitySchema);
export const adminCityListResponseSchema = ok(z.array(adminCitySchema));
export const adminCategoryResponseSchema = ok(adminCategorySchema);
export const adminCategoryListResponseSchema = ok(z.array(adminCategorySchema));
export const adminDealResponseSchema = ok(adminDealSchema);
export const adminDealListResponseSchema = ok(z.array(adminDealSchema));
export const catalogueUploadResponseSchema = ok(
  z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
);
export type CatalogueUpload = z.infer<typeof catalogueUploadResponseSchema>['data'];
export const catalogueDeleteResponseSchema = ok(z.object({ id: z.string() }));

/** A booking still to come on a room type, as the 409 of archiving it lists them (error.details.bookings). */
export const futureBookingSchema = z.object({
  id: z.string(),
  code: z.string(),
  guestName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: z.string(),
});
export type FutureBooking = z.infer<typeof futureBookingSchema>;
/** error.details of a refused room-type archive: the bookings that still need the room. */
export const roomTypeArchiveRefusalSchema = z.object({ bookings: z.array(futureBookingSchema) });
