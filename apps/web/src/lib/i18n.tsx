import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatClock, formatDay, formatDayMonth, formatMonth } from '@staybook/contract/format';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
} from '@staybook/contract/languages';
import type { AreaId, MessageArea, PageArea } from '@staybook/contract/messages/areas';
import { shellLoaders } from '@staybook/contract/messages/compiled/loaders';
import type { CompiledCatalogue } from '@staybook/contract/messages/compiled-catalogue';
import type { MessageId } from '@staybook/contract/messages/en';
import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import type { LanguageFormats } from './language-formats';

export type { LanguageFormats } from './language-formats';

/**
 * The page's language (docs/languages.md): its messages, through Lingui's runtime, and its formats. One language is
 * loaded per page, the one its address names (`/hi/…`), and of it only the areas the page draws
 * (@staybook/contract/messages/areas): the shell's before the page hydrates, a page's own with its route chunk, a
 * picker's or dialog's when it opens. Changing language is a new page (the other language's address, rendered on the
 * server in it), never a switch in place.
 */

/** English's formats: the contract's arithmetic ones, exactly as before catalogues (no Intl on the first load). */
export const englishFormats: LanguageFormats = {
  day: formatDay,
  dayMonth: formatDayMonth,
  month: formatMonth,
  clock: formatClock,
};

export interface PageLanguage {
  lang: Language;
  i18n: I18n;
  formats: LanguageFormats;
  /** The areas whose messages are in `i18n` (the shell's always). */
  loaded: Set<MessageArea>;
  /** Areas being loaded, each asked for once. */
  loading: Map<PageArea, Promise<void>>;
  /** The language's loaders of its other areas (from its shell chunk). */
  areaLoaders: { readonly [Area in PageArea]: () => Promise<{ messages: unknown }> };
}

/** A language's compiled messages as Lingui's runtime, activated. */
export function createI18n(lang: Language, messages: Partial<CompiledCatalogue>): I18n {
  // A copy: Lingui keeps the object it is given and `load` assigns an area's messages into it, which would write every
  // area a page loads into the shell's module-level catalogue that every later page (each server render) starts from.
  return setupI18n({ locale: lang, messages: { [lang]: { ...messages } as unknown as Messages } });
}

/**
 * The page's language, loaded: the shell's messages and, for a language other than English, the Intl formats (a
 * chunk of their own, so English's first load asks Intl for nothing). `areas` are loaded with them (the server's
 * render of a page, which knows its route).
 */
export async function loadPageLanguage(lang: Language, areas: readonly PageArea[] = []): Promise<PageLanguage> {
  const [{ messages, areas: areaLoaders }, formats] = await Promise.all([
    shellLoaders[lang](),
    lang === DEFAULT_LANGUAGE ? englishFormats : import('./intl-formats').then((m) => m.intlFormats(lang)),
  ]);
  const language: PageLanguage = {
    lang,
    i18n: createI18n(lang, messages),
    formats,
    loaded: new Set(['shell']),
    loading: new Map(),
    areaLoaders,
  };
  await loadAreas(language, areas);
  return language;
}

/** Loads the page's messages of `areas` into its Lingui instance (each area's chunk fetched once). */
export function loadAreas(language: PageLanguage, areas: readonly PageArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      let pending = language.loading.get(area);
      if (!pending) {
        pending = language.areaLoaders[area]().then(({ messages }) => {
          language.i18n.load(language.lang, messages as unknown as Messages);
          language.loaded.add(area);
        });
        language.loading.set(area, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
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

/** The page's language as loaded (its Lingui instance, its areas): for hooks beside this file's, such as a form's. */
export function usePageLanguage(): PageLanguage {
  const language = useContext(PageLanguageContext) ?? fallbackLanguage;
  if (!language) throw new Error('no page language: wrap the app in PageLanguageProvider');
  return language;
}

/** Values an ICU message takes: `{name}` texts and numbers, `{count, plural, …}` numbers, `{x, select, …}` keys. */
export type MessageValues = Record<string, string | number>;
export type Translate<Id extends MessageId = MessageId> = (id: Id, values?: MessageValues) => string;
/** The shell's messages (the header, the footer, the search bar, the cards): what `useT()` gives. */
export type ShellTranslate = Translate<AreaId<'shell'>>;

/**
 * The page's messages: the shell's (`useT()`), or the shell's and an area's (`useT('list')`: `t('list.available',
 * { count })`); an id of another area is a type error. An area the page has not loaded yet is loaded first (the
 * component suspends meanwhile; a route's own area is loaded with its chunk, so a page never waits for it).
 */
export function useT(): Translate<AreaId<'shell'>>;
export function useT<Area extends PageArea>(area: Area): Translate<AreaId<'shell'> | AreaId<Area>>;
export function useT(area?: PageArea): Translate<MessageId> {
  const language = usePageLanguage();
  if (area) {
    if (!language.loaded.has(area)) void loadAreas(language, [area]);
    // The area's one promise (use() needs the same one on every render until it settles). Once a render has waited on
    // it (React marks it with its status), every render reads it with use() again, settled or not: React replays a
    // part that waited inside a concurrent render (hydration), and a replay that skipped the use() its first attempt
    // met fails with React's #467 and costs the whole root a second render (#520).
    const pending = language.loading.get(area);
    if (pending && (!language.loaded.has(area) || 'status' in pending)) use(pending);
  }
  const { i18n } = language;
  return useMemo(() => (id: MessageId, values?: MessageValues) => i18n._(id, values), [i18n]);
}

/**
 * The page's Lingui instance, for Lingui's own `<Trans>` (a sentence holding an element: `<0>…</0>` in the message,
 * the element given as a component), under `@lingui/react`'s provider. Messages of an area are there once `useT(area)`
 * has loaded them.
 */
export function usePageI18n(): I18n {
  return usePageLanguage().i18n;
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
