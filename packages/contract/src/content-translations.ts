import { z } from 'zod';
import { objectIdSchema } from './common';
import { LANGUAGES, type Language } from './languages';

/**
 * The catalogue's guest-facing words in the site's other languages (issue 43, docs/languages.md "Content per
 * language"). English is the entity's own columns and the source; a translation is entered per entity, language and
 * field in the console, and where one is missing the guest reads the English (never an id).
 */

/** The languages content is translated into: every language of the site but English. */
export const CONTENT_LANGUAGES = LANGUAGES.filter((l) => l !== 'en') as Exclude<Language, 'en'>[];
export type ContentLanguage = Exclude<Language, 'en'>;

export const contentLanguageSchema = z.enum(CONTENT_LANGUAGES as [ContentLanguage, ...ContentLanguage[]], {
  error: `language must be one of ${CONTENT_LANGUAGES.join(', ')} (English is the entity's own text)`,
});

/** A guest endpoint's language (`lang`): the page's. Left out, the answer is English, exactly as before. */
export const contentQueryShape = {
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).optional(),
};

/**
 * What can be translated, and the fields of each: the words a guest reads on the property and room pages. An amenity
 * and a policy are rows of their property's lists, keyed by their row (which a save of the list keeps); a policy's
 * `texts` is its points, one a line. A room type's amenities and policies likewise (their property's kinds: 0038), and
 * a property's nearby places (0039). A category tile is the brand's (home's 'Explore by Category'). An amenity group
 * has no row of its own: its heading's words are keyed by the property and the group's English heading (0040; the
 * API's `amenityGroupId`), moved with a group renamed in the console and marked stale.
 */
export const TRANSLATABLE_FIELDS = {
  property: ['description'],
  room_type: ['description'],
  property_amenity: ['title', 'description', 'details'],
  amenity_group: ['title'],
  property_policy: ['title', 'texts'],
  rate_plan: ['name'],
  room_amenity: ['name', 'description'],
  room_policy: ['title', 'description'],
  nearby_place: ['name', 'address'],
  promotion: ['name'],
  deal: ['title', 'subTitle'],
  hero_slide: ['title', 'subtitle', 'description', 'ctaText'],
  extra: ['name', 'description'],
  category: ['name'],
} as const satisfies Record<string, readonly string[]>;
export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS;
export const TRANSLATABLE_KINDS = Object.keys(TRANSLATABLE_FIELDS) as TranslatableKind[];

/**
 * The brand's own words, which belong to no property (migration 0037): a promotion's name (the deals strip), a home
 * deal card's, a hero slide's, an extra's and a category tile's. Their rows carry no property; the console enters them on the
 * brand's lists (Deals, Promotions, Hero slides, Extras, Category tiles).
 */
export const BRAND_KINDS = [
  'promotion',
  'deal',
  'hero_slide',
  'extra',
  'category',
] as const satisfies readonly TranslatableKind[];
export type BrandKind = (typeof BRAND_KINDS)[number];
export const isBrandKind = (kind: TranslatableKind): kind is BrandKind =>
  (BRAND_KINDS as readonly string[]).includes(kind);

/** The console's name of a field ('Description'). */
export const translatableFieldLabels: Record<string, string> = {
  description: 'Description',
  title: 'Title',
  details: 'Details',
  texts: 'Points (one a line)',
  name: 'Name',
  subTitle: 'Line',
  subtitle: 'Subtitle',
  ctaText: 'Button',
};

/** The console's name of each kind ('Amenity'), in the "Translations missing" list. */
export const translatableKindLabels: Record<TranslatableKind, string> = {
  property: 'Property',
  room_type: 'Room type',
  property_amenity: 'Amenity',
  amenity_group: 'Amenity group',
  property_policy: 'Policy',
  rate_plan: 'Rate plan',
  room_amenity: 'Room amenity',
  room_policy: 'Room policy',
  nearby_place: 'Nearby place',
  promotion: 'Promotion',
  deal: 'Deal',
  hero_slide: 'Hero slide',
  extra: 'Extra',
  category: 'Category tile',
};

/** The console's message for words whose English has changed since they were entered. */
export const STALE_TRANSLATION_NOTE = 'English changed since translated';

const translatableKindSchema = z.enum(TRANSLATABLE_KINDS as [TranslatableKind, ...TranslatableKind[]], {
  error: `kind must be one of ${TRANSLATABLE_KINDS.join(', ')}`,
});

/** One field of one entity: its English and what each language has (a language left out falls back to English). */
export const translationEntrySchema = z.object({
  kind: translatableKindSchema,
  id: z.string(),
  /** The entity's name in the console ('Sea Breeze Villa', 'Deluxe Room'). */
  label: z.string(),
  field: z.string(),
  english: z.string(),
  values: z.partialRecord(contentLanguageSchema, z.string()),
  /** The languages whose words were translated from another English than today's (still served until replaced). */
  stale: z.array(contentLanguageSchema).optional(),
});
export type TranslationEntry = z.infer<typeof translationEntrySchema>;

export const propertyTranslationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(translationEntrySchema) }),
});
export type PropertyTranslations = z.infer<typeof propertyTranslationsResponseSchema>['data'];

export const translationLanguageParamsSchema = z.object({ id: objectIdSchema, language: contentLanguageSchema });
export const brandTranslationParamsSchema = z.object({ language: contentLanguageSchema });

/** A language's fields of a property (its own and its room types'), saved at once; an empty value removes one. */
export const translationsInputSchema = z
  .object({
    items: z
      .array(
        z.object({
          kind: translatableKindSchema,
          id: objectIdSchema,
          field: z.string(),
          value: z.string().trim().max(5000, { error: 'A translation may be at most 5000 characters' }),
          /**
           * The words were checked against today's English: they stop being stale though unchanged. Words left as
           * they were otherwise keep the English they were translated from (still stale if it has changed).
           */
          confirmed: z.boolean().optional(),
        }),
      )
      .max(500),
  })
  .superRefine((input, ctx) => {
    input.items.forEach((item, i) => {
      const fields: readonly string[] = TRANSLATABLE_FIELDS[item.kind];
      if (!fields.includes(item.field))
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'field'],
          message: `A ${translatableKindLabels[item.kind].toLowerCase()} has no translatable field '${item.field}' (${fields.join(', ')})`,
        });
    });
  });
export type TranslationsInput = z.infer<typeof translationsInputSchema>;

/**
 * The kinds that are rows of a property's lists: the "Translations missing" list names each list once per property
 * (`fields` of its rows' fields lacking words or stale), not every row, which would bury the rest.
 */
export const TRANSLATABLE_LISTS = {
  property_amenity: 'Amenities',
  amenity_group: 'Amenity group headings',
  property_policy: 'Policies',
  rate_plan: 'Rate plans',
  room_amenity: 'Room amenities',
  room_policy: 'Room policies',
  nearby_place: 'Nearby places',
  promotion: 'Promotions',
  deal: 'Deals',
  hero_slide: 'Hero slides',
  extra: 'Extras',
  category: 'Category tiles',
} as const;
export const isTranslatableList = (kind: TranslatableKind): kind is keyof typeof TRANSLATABLE_LISTS =>
  kind in TRANSLATABLE_LISTS;

/**
 * One field lacking a translation in some languages: the console's "Translations missing" list. For a list (an
 * amenity, a policy) one entry stands for the whole list of its property: `id` is the property's, `label` the list's
 * name, `field` '*' and `fields` how many of its rows' fields lack words or have stale ones.
 */
export const missingTranslationSchema = z.object({
  /** Null for the brand's own words (BRAND_KINDS): `propertyName` is then 'Brand'. */
  propertyId: z.string().nullable(),
  propertyName: z.string(),
  kind: translatableKindSchema,
  id: z.string(),
  label: z.string(),
  field: z.string(),
  missing: z.array(contentLanguageSchema),
  /** The languages whose words were entered for another English: listed as "English changed since translated". */
  stale: z.array(contentLanguageSchema).optional(),
  fields: z.number().int().optional(),
});
export type MissingTranslation = z.infer<typeof missingTranslationSchema>;

export const missingTranslationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(missingTranslationSchema) }),
});

/** A policy's points as one translatable text (one a line), and back. */
export const policyTextsOf = (texts: readonly string[]) => texts.join('\n');
export const policyTextsFrom = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The key of one translated field, as the guest services look it up. */
export const translationKey = (kind: TranslatableKind, id: string, field: string) => `${kind}:${id}:${field}`;

/** The text in the language where it has one, else the English (a field never shows an id or goes blank). */
export function translated(
  words: ReadonlyMap<string, string> | null,
  kind: TranslatableKind,
  id: string,
  field: string,
  english: string,
): string {
  return words?.get(translationKey(kind, id, field)) ?? english;
}

/** The console's English name of each content language (the console stays English; the tabs name each in its own). */
export const contentLanguageEnglishNames: Record<ContentLanguage, string> = {
  hi: 'Hindi',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
};
