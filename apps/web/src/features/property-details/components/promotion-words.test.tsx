import {
  PROMOTIONS_STACKING_SENTENCE,
  type PromotionTerms,
  promotionSentences,
} from '@staybook/contract/promotion-terms';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { mockApi, ok } from '../../../test/api-mock';
import { PropertyDeals } from './property-deals';

/**
 * The deals strip's rule sentences and its note in the page's language (issue 43), worded from the promotion's facts
 * the answer sends when the page names its language; English's messages are the contract's promotion-terms.ts words,
 * so an English page reads as the API writes it.
 */
const base: PromotionTerms = {
  kind: 'early_bird',
  minNights: null,
  freeNights: null,
  percentOff: 15,
  daysBefore: 30,
  bookUntil: null,
  stayFrom: null,
  stayUntil: null,
  roomNames: [],
};
const table: PromotionTerms[] = [
  base,
  { ...base, daysBefore: 1 },
  { ...base, kind: 'last_minute', daysBefore: 0 },
  { ...base, kind: 'last_minute', daysBefore: 3, stayFrom: '2030-03-02' },
  { ...base, kind: 'member', percentOff: 10, stayUntil: '2030-12-31', bookUntil: '2030-06-30' },
  {
    ...base,
    kind: 'length_of_stay',
    minNights: 3,
    freeNights: 1,
    percentOff: null,
    roomNames: ['Pool Suite'],
    stayFrom: '2030-01-05',
    stayUntil: '2030-02-28',
  },
  { ...base, kind: 'length_of_stay', minNights: 7, freeNights: 2, percentOff: null, roomNames: ['Pool Suite', 'Loft'] },
  { ...base, kind: 'length_of_stay', minNights: 1, freeNights: null, percentOff: 5 },
];

async function show(lang: 'en' | 'hi', terms: PromotionTerms[]) {
  const api = mockApi({
    'GET /property/v1/app/property-deals': ok({
      deals: terms.map((t, i) => ({
        id: `d${i}`,
        name: `Deal ${i}`,
        sentences: promotionSentences(t),
        stay: null,
        terms: t,
      })),
      note: PROMOTIONS_STACKING_SENTENCE,
    }),
  });
  const language = await loadPageLanguage(lang, ['property']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <Suspense fallback={null}>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <PropertyDeals propertyId="p1" stay={{}} />
            </MemoryRouter>
          </QueryClientProvider>
        </Suspense>
      </PageLanguageProvider>,
    );
  });
  await screen.findByRole('heading', { level: 3, name: 'Deal 0' });
  return api;
}

const sentencesOf = (i: number) =>
  [...(screen.getByRole('heading', { level: 3, name: `Deal ${i}` }).parentElement?.querySelectorAll('p') ?? [])].map(
    (p) => p.textContent,
  );

describe("the deals strip's sentences in the page's language", () => {
  it("words each rule from its facts in English exactly as the contract's promotion-terms.ts does", async () => {
    await show('en', table);
    for (const [i, terms] of table.entries()) expect(sentencesOf(i)).toEqual(promotionSentences(terms));
    expect(screen.getByText(PROMOTIONS_STACKING_SENTENCE)).toBeInTheDocument();
  });

  it('words the rule, its limits and the note in Hindi, asking the API in Hindi', async () => {
    const api = await show('hi', [table[5] as PromotionTerms, table[4] as PromotionTerms]);
    expect(api.callsTo('GET /property/v1/app/property-deals')[0]?.url.searchParams.get('lang')).toBe('hi');
    expect(sentencesOf(0)).toEqual([
      '3 रातें ठहरें और 2 का भुगतान करें: हर 3 रातों में सबसे सस्ती रात मुफ़्त है।',
      expect.stringMatching(/^केवल 05 .+ 2030 से 28 .+ 2030 तक की रातें गिनी जाती हैं।$/),
      'यह केवल Pool Suite पर लागू होता है।',
    ]);
    expect(sentencesOf(1)[0]).toBe('साइन इन किए हुए मेहमानों के लिए हर रात 10% की छूट।');
    expect(sentencesOf(1)[2]).toMatch(/^इसे पाने के लिए 30 .+ 2030 तक बुक करें।$/);
    expect(screen.queryByText(/every night/)).toBeNull();
    expect(screen.queryByText(PROMOTIONS_STACKING_SENTENCE)).toBeNull();
    expect(
      screen.getByText('जब कई ऑफ़र लागू हों, तो हर कमरे को वह मिलता है जिसमें सबसे ज़्यादा बचत हो; बचत GST से पहले घटाई जाती है।'),
    ).toBeInTheDocument();
  });
});
