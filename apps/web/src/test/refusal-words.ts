import type { Language } from '@staybook/contract/languages';
import type { PageArea } from '@staybook/contract/messages/areas';
import type { MessageId } from '@staybook/contract/messages/en';
import { expect, it } from 'vitest';
import type { ApiError } from '../lib/api-client';
import { type LanguageFormats, loadPageLanguage } from '../lib/i18n';

/** A translation that fails the test on an id the language's loaded areas lack (Lingui would show the id instead). */
export type StrictTranslate = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * A refusal the API explains with facts beside its English message (docs/languages.md, issue 43), as the page words
 * it: the contract's facts and sentence, and the page's reading and wording of them.
 */
export interface RefusalWordsCase<R extends { reason: string }> {
  /** Every reason the contract names: each must have a sample. */
  reasons: readonly R['reason'][];
  /** At least one refusal of each reason, with the edges of its facts (one and many, a name or none). */
  samples: readonly R[];
  /** The contract's English sentence, which the API sends as the error's message. */
  english: (refusal: R) => string;
  /** The error as the API sends it: the English message, the facts in its details. */
  errorOf: (refusal: R) => ApiError;
  /** The page's reading of the facts from the error. */
  factsOf: (error: ApiError) => R | null;
  /** The areas the page's words are in (those its route loads). */
  areas: readonly PageArea[];
  /** The page's words for the refusal. */
  words: (refusal: R, t: StrictTranslate, formats: LanguageFormats) => string;
  /** The page's generic sentence for a refusal without facts: no reason may be worded as it. */
  fallback: MessageId;
}

/** The languages other than English that every refusal is checked in. */
const OTHER_LANGUAGES = ['hi', 'es', 'fr', 'de'] as const satisfies readonly Language[];

/** The page's language loaded with the case's areas: its strict `t`, its formats and its words for a refusal. */
export async function refusalWordsIn<R extends { reason: string }>(
  lang: Language,
  refusalCase: Pick<RefusalWordsCase<R>, 'areas' | 'words'>,
) {
  const { i18n, formats } = await loadPageLanguage(lang, refusalCase.areas);
  const t: StrictTranslate = (id, values) => {
    if (i18n.messages[id] === undefined) throw new Error(`${lang} has no message ${id}`);
    return i18n._(id, values);
  };
  return { t, formats, words: (refusal: R) => refusalCase.words(refusal, t, formats) };
}

/**
 * The tests every refusal worded from facts needs, declared inside the caller's `describe`: a sample of every reason;
 * the facts read back from the API's error and English's words the contract's sentence, byte for byte; and in Hindi,
 * Spanish, French and German every sample worded by the language's own message (one missing fails), neither the
 * English sentence nor the fallback, no ICU left in it.
 */
export function itWordsEveryRefusal<R extends { reason: string }>(refusalCase: RefusalWordsCase<R>): void {
  const { reasons, samples, english } = refusalCase;

  it('has a sample of every reason', () => {
    expect(new Set(samples.map((r) => r.reason))).toEqual(new Set(reasons));
  });

  it.each(samples.map((r) => [english(r), r] as const))("English's message is the API's: %s", async (_, r) => {
    expect(refusalCase.factsOf(refusalCase.errorOf(r))).toEqual(r);
    expect((await refusalWordsIn('en', refusalCase)).words(r)).toBe(english(r));
  });

  it.each(OTHER_LANGUAGES)('%s words every reason in its own words, not the English or the fallback', async (lang) => {
    const { t, words } = await refusalWordsIn(lang, refusalCase);
    const fallback = t(refusalCase.fallback);
    for (const r of samples) {
      const said = words(r);
      expect(said, r.reason).not.toBe(english(r));
      expect(said, r.reason).not.toBe(fallback);
      expect(said, r.reason).not.toMatch(/[{}]/);
    }
  });
}
