import {
  type BusinessDetailsFacts,
  type BusinessDetailsOutcome,
  businessDetailsText,
} from '@staybook/contract/business-invoice';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage } from '../../../lib/i18n';
import { gstDoneText } from './add-gst-details';

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
