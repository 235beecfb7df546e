/**
 * The guest site's languages (issue 43, docs/languages.md) and their addresses: English keeps today's paths, every
 * other language lives under its own prefix (`/hi/property-list`), so each has URLs of its own that a crawler or a
 * shared link lands on in that language. The language of a page is its address, nothing else: no redirect by
 * Accept-Language or cookie. Zod-free and Intl-free: the guest pages' first load reads it.
 */

export const LANGUAGES = ['en', 'hi', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name (what a guest looks for in a switcher), and its BCP 47 tag for `lang`/`hreflang`. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/** The guest's chosen language (Settings and the header's switcher), a year; no page is redirected by it. */
export const LANGUAGE_COOKIE = 'staybook_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 86_400;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The prefix of a language's addresses: '' for English, '/hi' for Hindi. */
export function languagePrefix(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/**
 * A page address split into its language and the address the app knows: '/hi/property-list' → hi,
 * '/property-list'; '/hi' and '/hi/' → hi, '/'; '/property-list' → en, unchanged. '/en/…' is not a prefix (English
 * has one address per page).
 */
export function splitLanguagePath(pathname: string): { lang: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const lang = match?.[1];
  if (!lang || lang === DEFAULT_LANGUAGE || !isLanguage(lang)) return { lang: DEFAULT_LANGUAGE, path: pathname };
  return { lang, path: pathname.slice(lang.length + 1) || '/' };
}

/** The same page in `lang`: an address (path with its query, or a bare path) of any language, re-prefixed. */
export function pathInLanguage(lang: Language, address: string): string {
  const at = address.search(/[?#]/);
  const [pathname, rest] = at < 0 ? [address, ''] : [address.slice(0, at), address.slice(at)];
  const { path } = splitLanguagePath(pathname || '/');
  const prefix = languagePrefix(lang);
  return `${prefix && path === '/' ? prefix : `${prefix}${path}`}${rest}`;
}

/**
 * The `hreflang` alternates of a page (its address in every language, and x-default: English, which is what a guest
 * whose language we do not have gets).
 */
export function languageAlternates(address: string): Array<{ hreflang: string; path: string }> {
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, path: pathInLanguage(lang, address) })),
    { hreflang: 'x-default', path: pathInLanguage(DEFAULT_LANGUAGE, address) },
  ];
}
