import {
  type ChangeMoneyFacts,
  changeLineTexts,
  changeMoneyText,
  englishChangeWords,
} from '@staybook/contract/booking-change-texts';
import {
  type BookingChangePreview,
  bookingChangeStatuses,
  type ChangeKind,
  changeMoneyStates,
  changeRefusalKinds,
  changeRefusalText,
} from '@staybook/contract/booking-changes';
import { extrasNotRecountedNote } from '@staybook/contract/booking-extras';
import { describe, expect, it } from 'vitest';
import { changeLabels, englishChangeTexts } from '../../../components/booking-change/change-texts';
import { loadPageLanguage } from '../../../lib/i18n';
import { change, preview, stay } from '../test/change-fixtures';
import { changeRefusalWords, changeSentenceWords, changeTexts } from './change-words';

/**
 * A change's comparison and history in the page's language (issue 43): English's messages are the words the console
 * draws and the API's sentences (the contract's englishChangeWords), byte for byte; Hindi and German write the same
 * facts in their words.
 */
async function textsIn(lang: 'en' | 'hi' | 'de') {
  const { i18n, formats } = await loadPageLanguage(lang, ['bookings']);
  const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
  return { texts: changeTexts(t, formats), words: changeSentenceWords(t, formats) };
}

const kinds: ChangeKind[] = ['dates', 'rooms', 'plan', 'guests'];
const after = stay({
  checkOutDate: stay().checkOutDate + 86_400,
  nights: 3,
  rooms: [
    { ...stay().rooms[0]!, roomCount: 2, adults: 1, children: 1 },
    { ...stay().rooms[0]!, roomName: 'Pool Suite', ratePlanName: 'Saver' },
  ],
  adults: 3,
  children: 1,
});
const moneyCases: ChangeMoneyFacts[] = [
  { difference: 0, settlement: 'none', payNow: 0, refund: 0, kept: 0, dueAtProperty: 0 },
  { difference: 4200, settlement: 'pay_online', payNow: 4200, refund: 0, kept: 0, dueAtProperty: 0 },
  { difference: 4200, settlement: 'link', payNow: 1050.5, refund: 0, kept: 0, dueAtProperty: 3150 },
  { difference: 4200, settlement: 'at_property', payNow: 0, refund: 0, kept: 0, dueAtProperty: 8400 },
  { difference: -4200, settlement: 'refund', payNow: 0, refund: 3150, kept: 1050, dueAtProperty: 0 },
  { difference: -4200, settlement: 'kept', payNow: 0, refund: 0, kept: 4200, dueAtProperty: 0 },
  { difference: -1200.5, settlement: 'at_property', payNow: 0, refund: 0, kept: 0, dueAtProperty: 2100 },
];

describe("a change's words in the page's language", () => {
  it("English's messages are the console's words and the API's sentences", async () => {
    const { texts, words } = await textsIn('en');
    for (const label of changeLabels) expect(texts.label(label)).toBe(englishChangeTexts.label(label));
    for (const s of [stay(), after]) {
      expect(texts.stay(s)).toBe(englishChangeTexts.stay(s));
      for (const r of s.rooms) expect(texts.room(r)).toBe(englishChangeTexts.room(r));
    }
    expect(changeLineTexts(kinds, stay(), after, words)).toEqual(
      changeLineTexts(kinds, stay(), after, englishChangeWords),
    );
    for (const m of moneyCases) expect(changeMoneyText(m, words)).toBe(changeMoneyText(m, englishChangeWords));
    const made = change();
    expect(texts.when(made.requestedAt)).toBe(englishChangeTexts.when(made.requestedAt));
    for (const c of [made, change({ by: 'staff', staffName: 'Meera' }), change({ by: 'staff', staffName: null })])
      for (const viewer of ['guest', 'staff'] as const)
        expect(texts.byWhom(c, viewer)).toBe(englishChangeTexts.byWhom(c, viewer));
    expect(texts.reason('Guest asked')).toBe(englishChangeTexts.reason('Guest asked'));
    for (const status of bookingChangeStatuses) expect(texts.status(status)).toBe(englishChangeTexts.status(status));
    for (const kind of changeMoneyStates)
      for (const day of [undefined, 1_795_500_000])
        expect(words.moneyState(kind, '₹1,050.50', day)).toBe(englishChangeWords.moneyState(kind, '₹1,050.50', day));
    // The history's lines are the API's own, from the same facts.
    expect(texts.lines(made)).toEqual(made.lines);
  });

  it('writes the comparison and history in Hindi and German from the facts', async () => {
    const hi = (await textsIn('hi')).texts;
    expect(hi.label('before')).toBe('पहले');
    expect(hi.stay(stay())).toBe('10 मार्च 2027 – 12 मार्च 2027 · 2 रातें');
    expect(hi.room(after.rooms[0]!)).toBe('2 कमरे · Deluxe Room · Flexible · 1 वयस्क, 1 बच्चा');
    expect(hi.lines(change())).toEqual([
      'तारीख़ें 10 मार्च 2027 – 12 मार्च 2027 से बदलकर 10 मार्च 2027 – 13 मार्च 2027 की गईं।',
    ]);
    expect(hi.message(preview())).toBe('नया ठहराव ₹4,200 महँगा है। बदलाव करने के लिए आप अभी ₹4,200 चुकाएँ।');
    expect(hi.byWhom(change(), 'guest')).toBe('आपने बदला');
    expect(hi.status('expired')).toBe('बदलाव नहीं हुआ: अंतर समय पर नहीं चुकाया गया।');
    expect(hi.status('applied')).toBeNull();
    expect(hi.moneyText(change({ moneyState: { kind: 'paidOnline', amount: 4200 } }))).toBe(
      'बदलाव के लिए ₹4,200 ऑनलाइन चुकाए गए।',
    );
    // A history without the facts shows the sentence as sent.
    expect(hi.moneyText(change())).toBe('₹4,200 paid on 26 Nov 2026.');

    const de = (await textsIn('de')).texts;
    expect(de.label('difference')).toBe('Differenz');
    expect(de.lines(change({ kinds: ['guests'], after }))).toEqual([
      'Gäste geändert: vorher 2 Erwachsene, jetzt 3 Erwachsene, 1 Kind.',
    ]);
    expect(de.message(preview({ difference: -4200, settlement: 'refund', payNow: 0, refund: 3150, kept: 1050 }))).toBe(
      'Der neue Aufenthalt kostet ₹4,200 weniger. ₹3,150 werden auf die ursprüngliche Zahlungsart erstattet. Nach den Stornierungsbedingungen der Buchung werden ₹1,050 der Differenz einbehalten.',
    );
    expect(de.byWhom(change({ by: 'staff', staffName: 'Meera' }), 'guest')).toBe('Von Meera im Hotel geändert');
    // A refusal without facts is not shown in the API's English: the language's own sentence.
    expect(de.message(preview({ allowed: false, message: 'This booking can no longer be changed online.' }))).toBe(
      'Diese Änderung ist nicht möglich.',
    );
  });
});

describe("a change's refusal in the page's language", () => {
  async function refusalIn(lang: 'en' | 'hi' | 'de') {
    const { i18n, formats } = await loadPageLanguage(lang, ['bookings', 'booking']);
    const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
    return (p: Parameters<typeof changeRefusalWords>[0]) => changeRefusalWords(p, t as never, formats, t as never);
  }
  const refused = (refusal: BookingChangePreview['refusal'], reason = 'As the API wrote it.') =>
    ({
      ...preview(),
      allowed: false,
      reason,
      message: reason,
      ...(refusal ? { refusal } : {}),
    }) as BookingChangePreview;

  it("English's words for who may change it and the stay unchanged are the contract's changeRefusalText", async () => {
    const en = await refusalIn('en');
    for (const kind of changeRefusalKinds) expect(en(refused({ kind }))).toBe(changeRefusalText(kind));
  });

  it('Hindi and German word each refusal from its facts, a sold-out night in the booking call’s words', async () => {
    const hi = await refusalIn('hi');
    const de = await refusalIn('de');
    expect(hi(refused({ kind: 'closed' }))).toMatch(/^यह बुकिंग अब ऑनलाइन नहीं बदली जा सकती/);
    expect(de(refused({ kind: 'nothing' }))).toBe(
      'Das ist bereits Ihr Aufenthalt. Ändern Sie die Daten, Zimmer, den Tarif oder die Gäste.',
    );
    const short = refused({
      kind: 'stay',
      refusal: { reason: 'room_short', roomName: 'Pool Suite', date: 1_800_000_000, available: 0 },
    });
    expect(de(short)).toContain('Pool Suite');
    expect(de(short)).not.toContain('sold out');
    // Without facts, never the API's English: the language's own sentence.
    expect(hi(refused(undefined))).toBe('यह बदलाव नहीं किया जा सकता।');
    // The comparison's status line says the same (changeTexts' message for a refused preview).
    const { i18n, formats } = await loadPageLanguage('hi', ['bookings']);
    const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
    expect(changeTexts(t, formats).message(refused({ kind: 'checked_in' }))).toBe(
      'मेहमान चेक-इन कर चुके हैं: यह ठहराव अब बदला नहीं जा सकता।',
    );
  });
});

describe("a change's note on extras in the page's language", () => {
  const kept = [
    { name: 'Breakfast', nights: 2 },
    { name: 'Airport transfer', nights: 1 },
  ];
  it("English's words are the contract's extrasNotRecountedNote; German words the same facts", async () => {
    const p = { ...preview(), extrasNote: 'x', extrasNotRecounted: kept } as BookingChangePreview;
    expect((await textsIn('en')).texts.extrasNote(p)).toBe(extrasNotRecountedNote(kept, 3));
    expect((await textsIn('de')).texts.extrasNote(p)).toBe(
      'Extras werden für die neuen Daten nicht neu berechnet: Breakfast (2 Nächte), Airport transfer (1 Nacht) bleiben wie gebucht und bezahlt. Bitten Sie das Hotel, Nächte hinzuzufügen oder zu entfernen.',
    );
    expect((await textsIn('hi')).texts.extrasNote({ ...preview() } as BookingChangePreview)).toBeNull();
  });
});
