import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { createI18n, englishFormats, type PageLanguage } from './i18n';

/**
 * The server's render of an English page in the pseudo-locale (docs/languages.md, "A pseudo-locale"): English's
 * formats, the pseudo-locale's compiled messages (compiled/en-XA, English's accented and ~30% longer) and its loaders
 * of the other areas. Imported by entry-server.tsx only: the browser gets the same messages because the server
 * sends the pseudo-locale's chunks at English's addresses (apps/api/src/plugins/web-app.ts), so no browser chunk
 * knows of it and a real language's first load is unchanged.
 */
export async function loadPseudoPageLanguage(): Promise<PageLanguage> {
  const { messages, areas } = await import('@staybook/contract/messages/compiled/en-XA/shell');
  return {
    lang: DEFAULT_LANGUAGE,
    i18n: createI18n(DEFAULT_LANGUAGE, messages),
    formats: englishFormats,
    loaded: new Set(['shell']),
    loading: new Map(),
    areaLoaders: areas,
  };
}
