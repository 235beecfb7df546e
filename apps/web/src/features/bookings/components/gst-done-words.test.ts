import {
  type BusinessDetailsFacts,
  type BusinessDetailsOutcome,
  type BusinessDetailsRefusal,
  businessDetailsRefusalText,
  businessDetailsText,
} from '@staybook/contract/business-invoice';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { englishFormats, loadPageLanguage } from '../../../lib/i18n';
import { intlFormats } from '../../../lib/intl-formats';
import { gstDoneText, gstRefusalOf, gstRefusalText } from './gst-words';

/**
 * The sentence shown once a stay's GST details are saved, in the page's language from the facts the API sends beside
 * its English (issue 43); English's message is the contract's `businessDetailsText` for every outcome.
 */
const business = { companyName: 'Konkan Traders Pvt Ltd', gstin: '30AAACK1234F1Z5' };
const outcomes: [BusinessDetailsOutcome, BusinessDetailsFacts][] = [
  ['unchanged', business],
  ['recorded', business],
  [
    'reinvoiced',
    { ...business, creditNote: 'SBCN/2026/0007', cancelledInvoice: 'SB/2026/0041', invoice: 'SB/2026/0042' },
  ],
];

async function wordsIn(lang: 'en' | 'hi' | 'de') {
  const { i18n } = await loadPageLanguage(lang, ['bookings']);
  return (
    outcome: BusinessDetailsOutcome,
    facts: BusinessDetailsFacts,
    message = businessDetailsText(outcome, facts),
  ) => gstDoneText({ outcome, message, facts }, (id, values) => i18n._(id, values), false);
}

describe("the GST details' outcome in the page's language", () => {
  it.each(outcomes)("English's %s message is the API's sentence", async (outcome, facts) => {
    expect((await wordsIn('en'))(outcome, facts)).toBe(businessDetailsText(outcome, facts));
  });

  it('words the outcome in Hindi and German from its facts', async () => {
    const [, recorded] = outcomes[1] ?? [];
    expect((await wordsIn('hi'))('recorded', recorded as BusinessDetailsFacts)).toBe(
      'GST विवरण सहेज लिए गए: टैक्स इनवॉइस जारी होने पर Konkan Traders Pvt Ltd के नाम पर बनेगा।',
    );
    const [, reinvoiced] = outcomes[2] ?? [];
    expect((await wordsIn('de'))('reinvoiced', reinvoiced as BusinessDetailsFacts)).toBe(
      'Die Gutschrift SBCN/2026/0007 storniert die Steuerrechnung SB/2026/0041; die Steuerrechnung SB/2026/0042 ist auf Konkan Traders Pvt Ltd (GSTIN 30AAACK1234F1Z5) ausgestellt.',
    );
  });

  it('shows the sentence as sent on an English page, or when the API sends no facts', async () => {
    const { i18n } = await loadPageLanguage('de', ['bookings']);
    const t = (id: Parameters<typeof i18n._>[0], values?: Record<string, string | number>) => i18n._(id, values);
    const message = businessDetailsText('recorded', business);
    expect(gstDoneText({ outcome: 'recorded', message, facts: business }, t, true)).toBe(message);
    expect(gstDoneText({ outcome: 'recorded', message }, t, false)).toBe(message);
  });
});

describe("a refusal of GST details in the page's language", () => {
  const refusals: BusinessDetailsRefusal[] = [
    { reason: 'never_confirmed' },
    { reason: 'other_business', companyName: 'Konkan Traders Pvt Ltd', gstin: '30AAACK1234F1Z5' },
    { reason: 'other_business', companyName: null, gstin: '30AAACK1234F1Z5' },
    { reason: 'not_invoiced', cancelled: false },
    { reason: 'not_invoiced', cancelled: true },
    { reason: 'credited_back' },
    { reason: 'credit_deadline', invoice: 'SB/2026/0041', issueDate: '2026-06-05', deadline: '2027-11-30' },
  ];
  const errorOf = (r: BusinessDetailsRefusal) => new ApiError(409, 'CONFLICT', businessDetailsRefusalText(r), r);

  it.each(refusals.map((r) => [businessDetailsRefusalText(r), r] as const))(
    "English's message is the API's: %s",
    async (_, refusal) => {
      const { i18n } = await loadPageLanguage('en', ['bookings']);
      expect(gstRefusalOf(errorOf(refusal))).toEqual(refusal);
      expect(gstRefusalText(errorOf(refusal), (id, v) => i18n._(id, v), englishFormats)).toBe(
        businessDetailsRefusalText(refusal),
      );
    },
  );

  it('words the credit-note deadline in German from its facts, and a refusal without facts as the fallback', async () => {
    const { i18n } = await loadPageLanguage('de', ['bookings']);
    const t = (id: Parameters<typeof i18n._>[0], v?: Record<string, string | number>) => i18n._(id, v);
    const de = intlFormats('de');
    const late = refusals[6] as BusinessDetailsRefusal;
    expect(gstRefusalText(errorOf(late), t, de)).toBe(
      `Die Steuerrechnung SB/2026/0041 wurde am ${de.day('2026-06-05')} ausgestellt. Eine Gutschrift dazu konnte nur bis zum ${de.day('2027-11-30')} ausgestellt werden (§ 34(2) CGST Act), daher kann sie nicht mehr auf ein Unternehmen ausgestellt werden.`,
    );
    expect(gstRefusalText(new ApiError(409, 'CONFLICT', 'Something new.'), t, de)).toBe(
      'Die GST-Angaben konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    );
  });
});
