import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Language } from '@staybook/contract/languages';
import { compiledCatalogues as compiled } from '@staybook/contract/messages/compiled/all';
import type { MessageId } from '@staybook/contract/messages/en';

/**
 * The guest site's messages on the server (page titles and descriptions in the page's language), from the same
 * compiled catalogues the web app loads (every area) (docs/languages.md). One Lingui instance per language, made on first use.
 */
const instances = new Map<Language, I18n>();

export type ServerTranslate = (id: MessageId, values?: Record<string, string | number>) => string;

export function translatorFor(lang: Language): ServerTranslate {
  let i18n = instances.get(lang);
  if (!i18n) {
    i18n = setupI18n({ locale: lang, messages: { [lang]: compiled[lang] as unknown as Messages } });
    instances.set(lang, i18n);
  }
  const instance = i18n;
  return (id, values) => instance._(id, values);
}
