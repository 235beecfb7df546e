import { isLanguage, type Language } from './languages';

/**
 * The offer a page makes of another language (issue 43: the first visit suggests the browser's language, never
 * redirects to it), worded in the language offered, since its reader may not read the page's: a handful of words per
 * language, like `languageNames`, so a page carries them without loading another language's catalogue.
 */
export const languageOffers: Readonly<Record<Language, { read: string; dismiss: string }>> = {
  en: { read: 'Read this page in English', dismiss: 'No, thanks' },
  hi: { read: 'यह पेज हिन्दी में पढ़ें', dismiss: 'नहीं, धन्यवाद' },
  es: { read: 'Leer esta página en español', dismiss: 'No, gracias' },
  fr: { read: 'Lire cette page en français', dismiss: 'Non, merci' },
  de: { read: 'Diese Seite auf Deutsch lesen', dismiss: 'Nein, danke' },
};

/** Where the guest turned the offer down (the device remembers; the page is never redirected either way). */
export const LANGUAGE_OFFER_DISMISSED_KEY = 'staybook_lang_offer_dismissed';

/**
 * The language to offer on a page in `page`: the browser's first preference that the site speaks (navigator.languages,
 * the same list as Accept-Language), unless it is the page's, the guest has already chosen a language (the switcher or
 * Settings set the cookie) or turned the offer down.
 */
export function suggestedLanguage(input: {
  preferred: readonly string[];
  page: Language;
  chosen: boolean;
  dismissed: boolean;
}): Language | null {
  if (input.chosen || input.dismissed) return null;
  const first = input.preferred.map((tag) => tag.split('-')[0]?.toLowerCase()).find((base) => isLanguage(base));
  return first && first !== input.page ? (first as Language) : null;
}
