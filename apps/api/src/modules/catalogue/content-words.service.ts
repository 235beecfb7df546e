import { type BrandKind, policyTextsFrom, translationKey } from '@staybook/contract/content-translations';
import { DEFAULT_LANGUAGE, type Language } from '@staybook/contract/languages';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './catalogue.repository.js';

/**
 * A property's words in the page's language (docs/languages.md, "Content per language"), for the contract's
 * `translated`: null for English, which reads nothing more and answers exactly as before.
 */
export async function contentWords(
  db: DbOrTx,
  propertyId: string,
  lang: Language | undefined,
): Promise<ReadonlyMap<string, string> | null> {
  if (!lang || lang === DEFAULT_LANGUAGE) return null;
  return repo.findContentTranslations(db, propertyId, lang);
}

/** The brand's own words of some kinds (deals, hero slides …) in the page's language: null for English, as above. */
export async function brandWords(
  db: DbOrTx,
  kinds: readonly BrandKind[],
  lang: Language | undefined,
): Promise<ReadonlyMap<string, string> | null> {
  if (!lang || lang === DEFAULT_LANGUAGE) return null;
  return repo.findBrandTranslations(db, kinds, lang);
}

/** A property policy's points in the page's language where entered (one a line), else its English points. */
export function policyTexts(words: ReadonlyMap<string, string> | null, id: string, english: string[]): string[] {
  const text = words?.get(translationKey('property_policy', id, 'texts'));
  return text === undefined ? english : policyTextsFrom(text);
}
