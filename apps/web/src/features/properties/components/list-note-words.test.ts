import { type ListNote, listNoteText } from '@staybook/contract/list-correction';
import { describe, expect, it } from 'vitest';
import { englishFormats, loadPageLanguage } from '../../../lib/i18n';
import { intlFormats } from '../../../lib/intl-formats';
import { listNoteWords } from './list-note-words';

const notes: ListNote[] = [
  { kind: 'unreadableDates' },
  { kind: 'pastDates', from: '2026-11-20' },
  { kind: 'oneNight', from: '2026-12-05' },
  { kind: 'maxNights', nights: 30, from: '2026-12-01' },
  { kind: 'adults', value: '-3' },
  { kind: 'children', value: 'lots' },
  { kind: 'price', bound: 'lowest' },
  { kind: 'price', bound: 'highest' },
  { kind: 'priceSwapped' },
];

async function translate(lang: 'en' | 'hi' | 'de') {
  const { i18n } = await loadPageLanguage(lang, ['list']);
  return (id: string, values?: Record<string, string | number>) => i18n._(id, values);
}

describe("the list's correction notes in the page's language (issue 43)", () => {
  it.each(notes.map((n) => [n.kind, n] as const))(
    "English's %s message is the contract's sentence",
    async (_, note) => {
      const t = await translate('en');
      expect(listNoteWords(t, englishFormats.day, note)).toBe(listNoteText(note));
    },
  );

  it('words the notes in Hindi from their facts, the dates through Intl', async () => {
    const t = await translate('hi');
    const day = intlFormats('hi').day;
    expect(listNoteWords(t, day, { kind: 'pastDates', from: '2026-11-20' })).toBe(
      'लिंक की तारीख़ें (20 नव॰ 2026 से) बीत चुकी हैं, इसलिए सूची आज रात के लिए है। ऊपर अपनी तारीख़ें चुनें।',
    );
    expect(listNoteWords(t, day, { kind: 'price', bound: 'highest' })).toBe(
      'लिंक की सबसे ज़्यादा कीमत पढ़ी नहीं जा सकी, इसलिए वह लागू नहीं की गई।',
    );
  });

  it('words the stay cut to its longest in German', async () => {
    const t = await translate('de');
    expect(listNoteWords(t, intlFormats('de').day, { kind: 'maxNights', nights: 30, from: '2026-12-01' })).toBe(
      'Ein Aufenthalt dauert höchstens 30 Nächte, daher zeigt die Liste 30 Nächte ab 01. Dez. 2026.',
    );
  });
});
