import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatDay } from '@staybook/contract/format';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
} from '@staybook/contract/languages';
import type { CompiledCatalogue } from '@staybook/contract/messages/compiled-catalogue';
import type { MessageId } from '@staybook/contract/messages/en';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { LanguageFormats } from './language-formats';

export type { LanguageFormats } from './language-formats';

/**
 * The page's language (docs/languages.md): its messages, through Lingui's runtime, and its formats. One language is
 * loaded per page, the one its address names (`/hi/…`): each catalogue is a chunk of its own, so a page ships only
 * its own language's texts. Changing language is a new page (the other language's address, rendered on the server
 * in it), never a switch in place.
 */

/** English's formats: the contract's arithmetic ones, exactly as before catalogues (no Intl on the first load). */
const englishFormats: LanguageFormats = { day: formatDay };

export interface PageLanguage {
  lang: Language;
  i18n: I18n;
  formats: LanguageFormats;
}

const catalogueLoaders: Record<Language, () => Promise<{ messages: CompiledCatalogue }>> = {
  en: () => import('@staybook/contract/messages/compiled/en'),
  hi: () => import('@staybook/contract/messages/compiled/hi'),
  es: () => import('@staybook/contract/messages/compiled/es'),
  fr: () => import('@staybook/contract/messages/compiled/fr'),
  de: () => import('@staybook/contract/messages/compiled/de'),
};

/** A language's compiled messages as Lingui's runtime, activated. */
export function createI18n(lang: Language, messages: CompiledCatalogue): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: messages as unknown as Messages } });
}

/**
 * The page's language, loaded: its catalogue and, for a language other than English, the Intl formats (a chunk of
 * their own, so English's first load asks Intl for nothing).
 */
export async function loadPageLanguage(lang: Language): Promise<PageLanguage> {
  const [{ messages }, formats] = await Promise.all([
    catalogueLoaders[lang](),
    lang === DEFAULT_LANGUAGE ? englishFormats : import('./intl-formats').then((m) => m.intlFormats(lang)),
  ]);
  return { lang, i18n: createI18n(lang, messages), formats };
}

const PageLanguageContext = createContext<PageLanguage | null>(null);

/**
 * Where no page language is provided (a component test renders a part alone): English, set once by the test setup.
 * Never read in the app, which always provides the page's own.
 */
let fallbackLanguage: PageLanguage | null = null;
export function setFallbackLanguage(language: PageLanguage | null): void {
  fallbackLanguage = language;
}

export function PageLanguageProvider({ language, children }: { language: PageLanguage; children: ReactNode }) {
  return <PageLanguageContext.Provider value={language}>{children}</PageLanguageContext.Provider>;
}

function usePageLanguage(): PageLanguage {
  const language = useContext(PageLanguageContext) ?? fallbackLanguage;
  if (!language) throw new Error('no page language: wrap the app in PageLanguageProvider');
  return language;
}

/** Values an ICU message takes: `{name}` texts and numbers, `{count, plural, …}` numbers, `{x, select, …}` keys. */
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The page's messages: `t('list.heading.all')`, `t('list.available', { count })`. */
export function useT(): Translate {
  const { i18n } = usePageLanguage();
  return useMemo(() => (id: MessageId, values?: MessageValues) => i18n._(id, values), [i18n]);
}

/** The page's language ('en', 'hi', …). */
export function useLanguage(): Language {
  return usePageLanguage().lang;
}

/** The page's language-dependent formats (dates in the language, in IST). */
export function useFormats(): LanguageFormats {
  return usePageLanguage().formats;
}

/** Remembers the guest's choice of language (the switcher, Settings); no page is redirected by it. */
export function rememberLanguage(lang: Language): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves (Firefox).
    document.cookie = `${LANGUAGE_COOKIE}=${lang};path=/;max-age=${LANGUAGE_COOKIE_MAX_AGE_S};samesite=lax`;
  } catch {}
}
