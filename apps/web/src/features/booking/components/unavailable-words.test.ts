import { formatDayWithWeekday } from '@staybook/contract/format';
import { addDays, type IsoDate, istDateToUnix } from '@staybook/contract/stay-dates';
import { type StayRefusalKind, stayRefusal } from '@staybook/contract/stay-restrictions';
import { stayRangeLabel, tryInsteadLabel, unavailableNightsNote } from '@staybook/contract/unavailable-nights';
import { describe, expect, it } from 'vitest';
import { englishFormats, loadPageLanguage } from '../../../lib/i18n';
import { intlFormats } from '../../../lib/intl-formats';
import { stayRangeWords } from '../../../lib/stay-range-words';
import { type PartyShortfall, shortfallText } from '../logic/guests';
import { stayRefusalWords, unavailableNightsWords } from './unavailable-words';

/**
 * The rooms page's sentences the API and the contract write in English — a room's unavailable nights, the rules'
 * refusal, the stay offered instead, the party-shortfall note — worded in the page's language from their facts
 * (issue 43). English's messages are held to the contract's sentences, so an English page reads as before.
 */
const night = (date: IsoDate) => istDateToUnix(date);

async function translate(lang: 'en' | 'hi' | 'de') {
  const { i18n } = await loadPageLanguage(lang, ['rooms', 'dialogs']);
  return (id: string, values?: Record<string, string | number>) => i18n._(id, values);
}

describe("a room's unavailable nights", () => {
  it("English's messages are the contract's sentences around its nights", async () => {
    const t = await translate('en');
    const one = night('2026-12-26');
    expect(t('rooms.unavailable.closed', { nights: formatDayWithWeekday('2026-12-26') })).toBe(
      unavailableNightsNote({ closed: [one] }),
    );
    expect(t('rooms.unavailable.soldOut', { nights: formatDayWithWeekday('2026-12-26') })).toBe(
      unavailableNightsNote({ soldOut: [one] }),
    );
    expect(
      t('rooms.unavailable.closedAndSoldOut', {
        closed: formatDayWithWeekday('2026-12-26'),
        soldOut: formatDayWithWeekday('2026-12-27'),
      }),
    ).toBe(unavailableNightsNote({ closed: [one], soldOut: [night('2026-12-27')] }));
    const five = [0, 1, 2, 3, 4].map((i) => night(addDays('2026-12-26', i)));
    expect(
      t('rooms.unavailable.soldOut', { nights: t('rooms.unavailable.nightsFrom', { count: 5, day: '26 Dec' }) }),
    ).toBe(unavailableNightsNote({ soldOut: five }));
  });

  it('names them in Hindi: one night with its weekday, a few as a list, many counted', async () => {
    const t = await translate('hi');
    const hi = intlFormats('hi');
    expect(unavailableNightsWords(t, 'hi', hi, { soldOut: [night('2026-12-26')] })).toBe(
      'शनि, 26 दिस॰ 2026 को पूरी तरह बुक',
    );
    expect(
      unavailableNightsWords(t, 'hi', hi, { closed: [night('2026-12-26'), night('2026-12-27')], soldOut: [] }),
    ).toBe('26 दिस॰ और 27 दिस॰ को बंद');
    const five = [0, 1, 2, 3, 4].map((i) => night(addDays('2026-12-26', i)));
    expect(unavailableNightsWords(t, 'hi', hi, { soldOut: five })).toBe('26 दिस॰ से 5 रातों को पूरी तरह बुक');
    expect(unavailableNightsWords(t, 'hi', hi, {})).toBeNull();
  });

  it('names closed and sold-out nights in one German sentence', async () => {
    const t = await translate('de');
    expect(
      unavailableNightsWords(t, 'de', intlFormats('de'), {
        closed: [night('2026-12-26')],
        soldOut: [night('2026-12-27'), night('2026-12-28')],
      }),
    ).toBe('Geschlossen am Sa, 26. Dez. 2026 und ausgebucht am 27. Dez. und 28. Dez.');
  });
});

describe("the rules' refusal", () => {
  const rows = (over: Partial<Parameters<typeof stayRefusal>[2][number]>) => [
    {
      date: '2026-12-24' as IsoDate,
      minStay: null,
      maxStay: null,
      closedToArrival: false,
      closedToDeparture: false,
      stopSell: false,
      ...over,
    },
  ];
  const cases: [StayRefusalKind, ReturnType<typeof rows>, IsoDate][] = [
    ['closed_to_arrival', rows({ closedToArrival: true }), '2026-12-26'],
    ['min_stay', rows({ minStay: 3 }), '2026-12-26'],
    ['max_stay', rows({ maxStay: 1 }), '2026-12-26'],
    ['stop_sell', rows({ stopSell: true }), '2026-12-26'],
    ['closed_to_departure', [...rows({}), ...rows({ date: '2026-12-26', closedToDeparture: true })], '2026-12-26'],
  ];
  it.each(cases)("English's %s message is the contract's reason", async (kind, nights, checkOut) => {
    const refusal = stayRefusal('2026-12-24', checkOut, nights);
    expect(refusal?.kind).toBe(kind);
    if (!refusal) throw new Error('the rows refuse the stay');
    const t = await translate('en');
    expect(stayRefusalWords(t, englishFormats, { ...refusal, date: istDateToUnix(refusal.date) })).toBe(refusal.reason);
  });

  it('says a minimum stay in Hindi from its facts', async () => {
    const t = await translate('hi');
    expect(stayRefusalWords(t, intlFormats('hi'), { kind: 'min_stay', date: night('2026-12-24'), nights: 3 })).toBe(
      '24 दिस॰ से कम से कम 3 रातों का ठहराव',
    );
  });
});

describe('the stay offered instead', () => {
  it.each([
    ['2026-12-27', '2026-12-29'],
    ['2026-12-30', '2027-01-01'],
  ] as const)("English's message around the contract's range is the contract's link (%s to %s)", async (from, to) => {
    const t = await translate('en');
    const stay = { checkInDate: night(from), checkOutDate: night(to) };
    expect(t('rooms.tryInstead', { dates: stayRangeLabel(stay.checkInDate, stay.checkOutDate) })).toBe(
      tryInsteadLabel(stay),
    );
  });

  it('writes the range in German, the year only across one', async () => {
    const t = await translate('de');
    const de = intlFormats('de');
    expect(
      t('rooms.tryInstead', {
        dates: stayRangeWords(de, { checkInDate: night('2026-12-27'), checkOutDate: night('2026-12-29') }),
      }),
    ).toBe('Stattdessen 27. Dez. – 29. Dez. versuchen');
    expect(stayRangeWords(de, { checkInDate: night('2026-12-30'), checkOutDate: night('2027-01-01') })).toBe(
      '30. Dez. 2026 – 01. Jan. 2027',
    );
  });
});

describe('the party-shortfall note', () => {
  const shortfalls: PartyShortfall[] = [
    { maxAdults: 2, maxChildren: 1, adults: 3, children: 0 },
    { maxAdults: 1, maxChildren: 0, adults: 2, children: 1 },
    { maxAdults: 4, maxChildren: 2, adults: 4, children: 3 },
  ];
  it.each(shortfalls)("English's message is the contract's sentence (%o)", async (facts) => {
    const t = await translate('en');
    expect(t('stay.shortfall', { ...facts })).toBe(shortfallText(facts));
  });

  it('is one Hindi sentence from the same facts', async () => {
    const t = await translate('hi');
    expect(t('stay.shortfall', { maxAdults: 2, maxChildren: 1, adults: 3, children: 2 })).toBe(
      'इन कमरों में 2 वयस्क और 1 बच्चा सो सकते हैं; आपके दल में 3 वयस्क और 2 बच्चे हैं। सबको जगह देने के लिए एक कमरा जोड़ें।',
    );
  });
});

describe("the price calendar's captions", () => {
  it("English's are the API's", async () => {
    const { DATE_PRICES_CAPTION, flexibleCaption } = await import('@staybook/contract/date-prices-rules');
    const t = await translate('en');
    expect(t('stay.calendar.caption')).toBe(DATE_PRICES_CAPTION);
    for (const nights of [1, 2, 7]) expect(t('stay.flexible.caption', { nights })).toBe(flexibleCaption(nights));
  });

  it('are German on a German page', async () => {
    const t = await translate('de');
    expect(t('stay.flexible.caption', { nights: 1 })).toBe('Preis für 1 Nacht in einem Zimmer, vor Steuern');
  });
});
