import type { BrandKind } from '@staybook/contract/content-translations';
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
