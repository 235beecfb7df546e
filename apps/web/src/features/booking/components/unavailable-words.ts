import type { AreaId } from '@staybook/contract/messages/areas';
import { unixToIstDate } from '@staybook/contract/stay-dates';
import type { StayRefusalKind } from '@staybook/contract/stay-restrictions';
import type { LanguageFormats, Translate } from '../../../lib/i18n';

/** Beyond this many nights the sentence counts them rather than naming each (as the contract's English does). */
const NAMED_NIGHTS = 3;

type RoomsTranslate = Translate<AreaId<'rooms'>>;

/** The nights as a page in another language names them: one with its weekday, a few as a list, more counted. */
function nightsWords(t: RoomsTranslate, lang: string, formats: LanguageFormats, nights: readonly number[]): string {
  const days = [...new Set(nights.map((n) => unixToIstDate(n)))].sort();
  const [first] = days;
  if (!first) return '';
  if (days.length === 1) {
    const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'Asia/Kolkata' });
    return `${weekday.format(new Date(`${first}T12:00:00+05:30`))}, ${formats.day(first)}`;
  }
  if (days.length > NAMED_NIGHTS)
    return t('rooms.unavailable.nightsFrom', { count: days.length, day: formats.dayMonth(first) });
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(days.map((d) => formats.dayMonth(d)));
}

/**
 * The nights that stop a room, in a language other than English ('Geschlossen am 26. Dez. und 27. Dez.'), from the
 * nights the rooms answer sends; null when none is named. English's is the contract's `unavailableNightsNote`
 * (unavailable-words.test.ts holds the messages to it).
 */
export function unavailableNightsWords(
  t: RoomsTranslate,
  lang: string,
  formats: LanguageFormats,
  nights: { soldOut?: readonly number[] | null; closed?: readonly number[] | null },
): string | null {
  const closed = nights.closed?.length ? nightsWords(t, lang, formats, nights.closed) : null;
  const soldOut = nights.soldOut?.length ? nightsWords(t, lang, formats, nights.soldOut) : null;
  if (closed && soldOut) return t('rooms.unavailable.closedAndSoldOut', { closed, soldOut });
  if (closed) return t('rooms.unavailable.closed', { nights: closed });
  if (soldOut) return t('rooms.unavailable.soldOut', { nights: soldOut });
  return null;
}

/** Why the hotel's rules refuse the stay ('Mindestaufenthalt 3 Nächte ab 24. Dez.'), from the refusal's facts. */
export function stayRefusalWords(
  t: RoomsTranslate,
  formats: LanguageFormats,
  refusal: { kind: StayRefusalKind; date: number; nights?: number | null },
): string {
  return t('rooms.unavailable.refusal', {
    kind: refusal.kind,
    day: formats.dayMonth(refusal.date),
    nights: refusal.nights ?? 0,
  });
}
