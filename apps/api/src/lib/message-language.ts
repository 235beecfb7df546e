import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatClock, formatDay, formatDayMonth } from '@staybook/contract/format';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@staybook/contract/languages';
import { compiledCatalogues } from '@staybook/contract/messages/compiled/all';
import type { CompiledCatalogue } from '@staybook/contract/messages/compiled-catalogue';
import type { MessageId } from '@staybook/contract/messages/en';
import { type IsoDate, isIsoDate, unixToIstDate } from '@staybook/contract/stay-dates';
import type { ServerTranslate } from './messages.js';

/**
 * A guest's message in the language they booked in (issue 43, docs/notifications.md): its words from the catalogues
 * (`notify.*` and the site's own), each falling back to English's when the language has no text for it, and its days
 * and times in the language, always in IST. English's formats are the contract's, so an English message reads as it
 * always has.
 */
export interface MessageLanguage {
  /** The language the words are in: the booking's, or English for none (a desk booking, one from before 0027). */
  lang: Language;
  t: ServerTranslate;
  /** '02 Mar 2030', '02 मार्च 2030', '02. März 2030'. */
  day(day: IsoDate | number): string;
  /** '2 Mar', '2 मार्च', '2. März'. */
  dayMonth(day: IsoDate | number): string;
  /** A time of day in IST ('14:00'): '2:00 PM', '2:00 pm', '14:00'. */
  clock(hhmm: string): string;
  /** Numbers as a list in the language: '7 and 11', '7 और 11', '7 und 11'. */
  list(items: readonly string[]): string;
}

const TIME_ZONE = 'Asia/Kolkata';
const instances = new Map<string, I18n>();

/** One Lingui instance per language and catalogue set (the shipped one is cached; a test may pass its own). */
function instanceFor(lang: Language, catalogues: Readonly<Record<Language, Partial<CompiledCatalogue>>>): I18n {
  const cached = catalogues === compiledCatalogues ? instances.get(lang) : undefined;
  if (cached) return cached;
  const i18n = setupI18n({ locale: lang, messages: { [lang]: catalogues[lang] as unknown as Messages } });
  if (catalogues === compiledCatalogues) instances.set(lang, i18n);
  return i18n;
}

export function messageLanguage(
  language: string | null | undefined,
  catalogues: Readonly<Record<Language, Partial<CompiledCatalogue>>> = compiledCatalogues,
): MessageLanguage {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const own = instanceFor(lang, catalogues);
  const english = instanceFor(DEFAULT_LANGUAGE, catalogues);
  const t: ServerTranslate = (id: MessageId, values) =>
    (catalogues[lang][id] !== undefined ? own : english)._(id, values);
  if (lang === DEFAULT_LANGUAGE)
    return {
      lang,
      t,
      day: formatDay,
      dayMonth: formatDayMonth,
      clock: formatClock,
      list: (items) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items),
    };
  const dayFormat = new Intl.DateTimeFormat(lang, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  });
  const dayMonthFormat = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: TIME_ZONE });
  const clockFormat = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });
  /** A day as noon in IST: the same calendar day in the formatter's zone. */
  const write = (format: Intl.DateTimeFormat) => (day: IsoDate | number) => {
    const date = typeof day === 'number' ? unixToIstDate(Math.floor(day)) : day;
    return isIsoDate(date) ? format.format(new Date(`${date}T12:00:00+05:30`)) : date;
  };
  return {
    lang,
    t,
    day: write(dayFormat),
    dayMonth: write(dayMonthFormat),
    clock: (hhmm) => (/^\d{2}:\d{2}$/.test(hhmm) ? clockFormat.format(new Date(`2030-01-01T${hhmm}:00+05:30`)) : hhmm),
    list: (items) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items),
  };
}
