import {
  type BrandKind,
  CONTENT_LANGUAGES,
  type ContentLanguage,
  isBrandKind,
  isTranslatableList,
  type MissingTranslation,
  type PropertyTranslations,
  policyTextsOf,
  TRANSLATABLE_FIELDS,
  TRANSLATABLE_LISTS,
  type TranslatableKind,
  type TranslationEntry,
  type TranslationsInput,
  translatableKindLabels,
  translationKey,
} from '@staybook/contract/content-translations';
import type { Db, DbOrTx } from '../../db/client.js';
import type { PropertyScope } from '../../db/property-scope.js';
import { amenityGroupId } from '../../lib/amenity-group-id.js';
import { badRequest } from '../../lib/http-errors.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import * as repo from './catalogue-admin.repository.js';
import * as words from './catalogue-translations.repository.js';

type Texts = Awaited<ReturnType<typeof words.translatableTexts>>;
type BrandTexts = Awaited<ReturnType<typeof words.brandTexts>>;
type Entry = TranslationEntry & { propertyId: string | null };
type Sources = Map<string, Partial<Record<ContentLanguage, string>>>;
interface Subject {
  kind: TranslatableKind;
  id: string;
  propertyId: string | null;
  label: string;
  english: Record<string, string>;
}

/** The brand's own translatable entities (no property): promotions, home deal cards, hero slides, extras, tiles. */
function brandSubjectsOf(texts: BrandTexts): Subject[] {
  const brand = <K extends BrandKind>(kind: K, id: string, label: string, english: Record<string, string>) => ({
    kind,
    id,
    propertyId: null,
    label,
    english,
  });
  return [
    ...texts.promotions.map((p) => brand('promotion', p.id, p.name, { name: p.name })),
    ...texts.deals.map((d) => brand('deal', d.id, d.title, { title: d.title, subTitle: d.subTitle })),
    ...texts.slides.map((h) =>
      brand('hero_slide', h.id, h.title, {
        title: h.title,
        subtitle: h.subtitle,
        description: h.description,
        ctaText: h.ctaText,
      }),
    ),
    ...texts.extras.map((x) => brand('extra', x.id, x.name, { name: x.name, description: x.description })),
    ...texts.categories.map((c) => brand('category', c.id, c.name, { name: c.name })),
  ];
}

/** Each translatable entity of the properties in `texts`, with its English per field, in the console's order. */
function subjectsOf(texts: Texts): Subject[] {
  return texts.properties.flatMap((p) => {
    const own = <T extends { propertyId: string }>(rows: T[]) => rows.filter((r) => r.propertyId === p.id);
    return [
      { kind: 'property' as const, id: p.id, propertyId: p.id, label: p.name, english: { description: p.description } },
      ...own(texts.rooms).map((r) => ({
        kind: 'room_type' as const,
        id: r.id,
        propertyId: p.id,
        label: r.name,
        english: { description: r.description },
      })),
      // A group's heading once per group (its amenities share it), before the amenities (the console's order).
      ...[...new Set(own(texts.amenities).map((a) => a.groupTitle))].map((heading) => ({
        kind: 'amenity_group' as const,
        id: amenityGroupId(p.id, heading),
        propertyId: p.id,
        label: `Group · ${heading}`,
        english: { title: heading },
      })),
      ...own(texts.amenities).map((a) => ({
        kind: 'property_amenity' as const,
        id: a.id,
        propertyId: p.id,
        label: a.title,
        english: { title: a.title, description: a.description, details: a.details },
      })),
      ...own(texts.policies).map((x) => ({
        kind: 'property_policy' as const,
        id: x.id,
        propertyId: p.id,
        label: x.title,
        english: { title: x.title, texts: policyTextsOf(x.texts) },
      })),
      ...own(texts.plans).map((x) => ({
        kind: 'rate_plan' as const,
        id: x.id,
        propertyId: p.id,
        label: `${x.roomName} · ${x.name}`,
        english: { name: x.name },
      })),
      ...own(texts.roomAmenities).map((x) => ({
        kind: 'room_amenity' as const,
        id: x.id,
        propertyId: p.id,
        label: `${x.roomName} · ${x.name}`,
        english: { name: x.name, description: x.description },
      })),
      ...own(texts.roomPolicies).map((x) => ({
        kind: 'room_policy' as const,
        id: x.id,
        propertyId: p.id,
        label: `${x.roomName} · ${x.title}`,
        english: { title: x.title, description: x.description },
      })),
      ...own(texts.places).map((x) => ({
        kind: 'nearby_place' as const,
        id: x.id,
        propertyId: p.id,
        label: x.name,
        english: { name: x.name, address: x.address },
      })),
    ];
  });
}

/**
 * Every translatable field of the properties in `texts`, with its English and each language's words, and the
 * languages whose words were translated from another English (stale): the console's tabs and its "Translations
 * missing" list read the same entries (docs/languages.md, "Content per language").
 */
async function entriesOf(db: DbOrTx, texts: Texts): Promise<Entry[]> {
  const rows = await words.translationRows(
    db,
    texts.properties.map((p) => p.id),
  );
  return entriesFrom(subjectsOf(texts), rows);
}

/** Each subject's fields with their words per language and the languages whose words are stale. */
function entriesFrom(subjects: Subject[], rows: words.TranslationRow[]): Entry[] {
  const byKey = new Map<string, Partial<Record<ContentLanguage, string>>>();
  const sources: Sources = new Map();
  for (const r of rows) {
    const key = translationKey(r.entityKind as TranslatableKind, r.entityId, r.field);
    byKey.set(key, { ...byKey.get(key), [r.language]: r.value });
    sources.set(key, { ...sources.get(key), [r.language]: r.source });
  }
  return subjects.flatMap((s) =>
    TRANSLATABLE_FIELDS[s.kind].map((field: string) => {
      const key = translationKey(s.kind, s.id, field);
      const english = s.english[field] ?? '';
      const values = byKey.get(key) ?? {};
      const stale = CONTENT_LANGUAGES.filter((l) => values[l] !== undefined && sources.get(key)?.[l] !== english);
      return {
        kind: s.kind,
        id: s.id,
        propertyId: s.propertyId,
        label: s.label,
        field,
        english,
        values,
        ...(stale.length ? { stale } : {}),
      };
    }),
  );
}

/** A property's fields (its own and its room types') in every language, for the console's language tabs. */
export async function propertyTranslations(db: Db, propertyId: string): Promise<PropertyTranslations> {
  const entries = await entriesOf(db, await words.translatableTexts(db, null, propertyId));
  return { items: entries.map(({ propertyId: _, ...e }) => e) };
}

/**
 * The fields with English text and no words in some language: what a guest on that language's pages reads in
 * English. A field with no English (nothing to translate) is not missing.
 */
export async function missingTranslations(db: Db, scope: PropertyScope): Promise<MissingTranslation[]> {
  const texts = await words.translatableTexts(db, scope);
  const names = new Map(texts.properties.map((p) => [p.id, p.name]));
  // The brand's own words are listed to a member of every property (a property's manager cannot enter them).
  const brand = scope === null ? entriesFrom(brandSubjectsOf(await words.brandTexts(db)), await brandRows(db)) : [];
  const items: MissingTranslation[] = [];
  // A property's amenities (or policies) are one entry: the languages any of their fields lacks or has stale.
  const lists = new Map<string, MissingTranslation>();
  const union = (a: ContentLanguage[] = [], b: ContentLanguage[] = []) =>
    CONTENT_LANGUAGES.filter((l) => a.includes(l) || b.includes(l));
  for (const e of [...(await entriesOf(db, texts)), ...brand]) {
    const missing = CONTENT_LANGUAGES.filter((l) => !e.values[l]);
    const stale = e.stale ?? [];
    if (!e.english.trim() || (missing.length === 0 && stale.length === 0)) continue;
    const { propertyId, kind, id, label, field } = e;
    const propertyName = propertyId === null ? 'Brand' : (names.get(propertyId) ?? '');
    if (!isTranslatableList(kind)) {
      items.push({ propertyId, propertyName, kind, id, label, field, missing, ...(stale.length ? { stale } : {}) });
      continue;
    }
    const key = `${propertyId}:${kind}`;
    const list = lists.get(key);
    if (!list) {
      const entry: MissingTranslation = {
        propertyId,
        propertyName,
        kind,
        id: propertyId ?? kind,
        label: TRANSLATABLE_LISTS[kind],
        field: '*',
        missing,
        ...(stale.length ? { stale } : {}),
        fields: 1,
      };
      lists.set(key, entry);
      items.push(entry);
      continue;
    }
    list.missing = union(list.missing, missing);
    const stales = union(list.stale, stale);
    if (stales.length) list.stale = stales;
    list.fields = (list.fields ?? 0) + 1;
  }
  return items;
}

/** A language's fields of a property saved at once (an empty one falls back to English again), audited. */
export async function saveTranslations(
  db: Db,
  actor: Actor,
  propertyId: string,
  language: ContentLanguage,
  items: TranslationsInput['items'],
): Promise<PropertyTranslations> {
  await auditedChange(db, actor, {
    action: 'catalogue.translations.save',
    entityType: 'property',
    entityId: propertyId,
    what: 'Property',
    lock: repo.lockProperty,
    change: async (tx) => {
      const texts = await words.translatableTexts(tx, null, propertyId);
      const entries = new Map(
        (await entriesOf(tx, texts)).map((e) => [translationKey(e.kind, e.id, e.field), e] as const),
      );
      const own = new Set(subjectsOf(texts).map((x) => `${x.kind}:${x.id}`));
      const stranger = items.find((i) => !own.has(`${i.kind}:${i.id}`));
      if (stranger)
        throw badRequest(
          `This property has no ${translatableKindLabels[stranger.kind].toLowerCase()} ${stranger.id} to translate.`,
          { field: 'items' },
        );
      const before = (await words.translationRows(tx, [propertyId])).filter((r) => r.language === language);
      await words.writeTranslations(tx, propertyId, language, writesOf(entries, language, items));
      const after = (await words.translationRows(tx, [propertyId])).filter((r) => r.language === language);
      const view = (rows: words.TranslationRow[]) =>
        Object.fromEntries(
          rows.map((r) => [translationKey(r.entityKind as TranslatableKind, r.entityId, r.field), r.value]),
        );
      return { result: null, before: { language, words: view(before) }, after: { language, words: view(after) } };
    },
  });
  return propertyTranslations(db, propertyId);
}

const brandRows = (db: DbOrTx) => words.brandTranslationRows(db);

/** The brand's own fields (promotions, deals, hero slides, extras) in every language, for the console's tabs. */
export async function brandTranslations(db: DbOrTx): Promise<PropertyTranslations> {
  const entries = entriesFrom(brandSubjectsOf(await words.brandTexts(db)), await brandRows(db));
  return { items: entries.map(({ propertyId: _, ...e }) => e) };
}

/** A language's brand-wide fields saved at once (an empty one falls back to English again), audited. */
export async function saveBrandTranslations(
  db: Db,
  actor: Actor,
  language: ContentLanguage,
  items: TranslationsInput['items'],
): Promise<PropertyTranslations> {
  await auditedChange(db, actor, {
    action: 'catalogue.translations.save',
    entityType: 'brand_content',
    entityId: language,
    what: 'Language',
    lock: words.lockBrandWords,
    change: async (tx) => {
      const subjects = brandSubjectsOf(await words.brandTexts(tx));
      const entries = new Map(
        entriesFrom(subjects, await brandRows(tx)).map((e) => [translationKey(e.kind, e.id, e.field), e] as const),
      );
      const own = new Set(subjects.map((x) => `${x.kind}:${x.id}`));
      const stranger = items.find((i) => !isBrandKind(i.kind) || !own.has(`${i.kind}:${i.id}`));
      if (stranger)
        throw badRequest(
          `The brand has no ${translatableKindLabels[stranger.kind].toLowerCase()} ${stranger.id} to translate.`,
          { field: 'items' },
        );
      const view = (rows: words.TranslationRow[]) =>
        Object.fromEntries(
          rows
            .filter((r) => r.language === language)
            .map((r) => [translationKey(r.entityKind as TranslatableKind, r.entityId, r.field), r.value]),
        );
      const before = view(await brandRows(tx));
      await words.writeTranslations(tx, null, language, writesOf(entries, language, items));
      return {
        result: null,
        before: { language, words: before },
        after: { language, words: view(await brandRows(tx)) },
      };
    },
  });
  return brandTranslations(db);
}

/**
 * The rows a save writes: words sent as they were keep the English they were translated from (a stale one stays
 * stale) unless the member confirms them against today's English; new words are translated from today's.
 */
function writesOf(entries: Map<string, Entry>, language: ContentLanguage, items: TranslationsInput['items']) {
  return items.flatMap((i) => {
    const entry = entries.get(translationKey(i.kind, i.id, i.field));
    const unchanged = (entry?.values[language] ?? '') === i.value;
    if (unchanged && !(i.confirmed && i.value)) return [];
    return [{ ...i, source: entry?.english ?? '' }];
  });
}
