import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type MissingTranslation,
  type PropertyTranslations,
  TRANSLATABLE_FIELDS,
  type TranslatableKind,
  type TranslationEntry,
  type TranslationsInput,
  translationKey,
} from '@staybook/contract/content-translations';
import type { Db } from '../../db/client.js';
import type { PropertyScope } from '../../db/property-scope.js';
import { badRequest } from '../../lib/http-errors.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import * as repo from './catalogue-admin.repository.js';
import * as words from './catalogue-translations.repository.js';

type Texts = Awaited<ReturnType<typeof words.translatableTexts>>;

/**
 * Every translatable field of the properties in `texts`, with its English and each language's words: the console's
 * tabs and its "Translations missing" list read the same entries (docs/languages.md, "Content per language").
 */
async function entriesOf(db: Db, texts: Texts): Promise<Array<TranslationEntry & { propertyId: string }>> {
  const rows = await words.translationRows(
    db,
    texts.properties.map((p) => p.id),
  );
  const byKey = new Map<string, Partial<Record<ContentLanguage, string>>>();
  for (const r of rows) {
    const key = translationKey(r.entityKind as TranslatableKind, r.entityId, r.field);
    byKey.set(key, { ...byKey.get(key), [r.language]: r.value });
  }
  const entry = (
    kind: TranslatableKind,
    id: string,
    propertyId: string,
    label: string,
    source: Record<string, string>,
  ) =>
    TRANSLATABLE_FIELDS[kind].map((field) => ({
      kind,
      id,
      propertyId,
      label,
      field,
      english: source[field] ?? '',
      values: byKey.get(translationKey(kind, id, field)) ?? {},
    }));
  return texts.properties.flatMap((p) => [
    ...entry('property', p.id, p.id, p.name, p),
    ...texts.rooms.filter((r) => r.propertyId === p.id).flatMap((r) => entry('room_type', r.id, p.id, r.name, r)),
  ]);
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
  return (await entriesOf(db, texts)).flatMap((e) => {
    const missing = CONTENT_LANGUAGES.filter((l) => !e.values[l]);
    if (!e.english.trim() || missing.length === 0) return [];
    const { propertyId, kind, id, label, field } = e;
    return [{ propertyId, propertyName: names.get(propertyId) ?? '', kind, id, label, field, missing }];
  });
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
      const own = new Set([
        ...texts.properties.map((p) => `property:${p.id}`),
        ...texts.rooms.map((r) => `room_type:${r.id}`),
      ]);
      const stranger = items.find((i) => !own.has(`${i.kind}:${i.id}`));
      if (stranger)
        throw badRequest(`This property has no ${stranger.kind.replace('_', ' ')} ${stranger.id} to translate.`, {
          field: 'items',
        });
      const before = (await words.translationRows(tx, [propertyId])).filter((r) => r.language === language);
      await words.writeTranslations(tx, propertyId, language, items);
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
