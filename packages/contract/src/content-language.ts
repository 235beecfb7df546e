/**
 * A content call's language parameter (docs/languages.md, "Content per language"): none for English, so its calls,
 * page-data keys and answers stay as they were; the page's language otherwise. Zod-free and kept out of
 * page-data.ts, which the guest pages' first load carries: only the pages that show content import it.
 */
export function contentLanguageQuery(lang: string): { lang?: string } {
  return lang === 'en' ? {} : { lang };
}
