import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { CategoryGrid } from './category-grid';
import { DealsBlock } from './deals-block';
import { HeroSlideshow } from './hero-slideshow';

/**
 * Home's hero slides, deal cards and category tiles are the brand's content (issue 43, docs/languages.md "Content per language"):
 * a page in another language asks for them in it and draws the words the API answers (its own where entered, English's
 * otherwise); an English page asks as it always did, with no language.
 */
const slide = {
  id: 'h1',
  image: '/media/demo/h/0.webp',
  title: 'गोवा में आलीशान विला',
  subtitle: 'निजी पूल, पुर्तगाली आकर्षण',
  description: '',
  ctaText: 'विला देखें',
  ctaLink: '/property-list?propertyType=Villa',
  overlayColor: 'rgba(0,0,0,0.4)',
};
const deal = {
  id: 'd1',
  title: 'Coqueiro Grand',
  subTitle: '3 रातें ठहरें, 2 का भुगतान करें',
  image: '/media/demo/d/0.webp',
  target: 'property-details',
  propertyId: 'p1',
};
/** A tile as a Hindi page is answered: its words to show (`label`), its English name the filter it opens. */
const tile = (lang: 'en' | 'hi') => ({
  id: 't1',
  name: 'Elite',
  image: null,
  target: 'category',
  ...(lang === 'hi' ? { label: 'एलीट' } : {}),
});

async function showHome(
  lang: 'en' | 'hi',
  deals: ReturnType<typeof ok> | ReturnType<typeof fail> = ok({ deals: [deal] }),
) {
  const api = mockApi({
    'GET /property/v1/hero-sections/public': ok([slide]),
    'GET /property/v1/config': deals,
    'POST /property/v1/app/home': ok({ categories: [tile(lang)] }),
  });
  const language = await loadPageLanguage(lang, ['home']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <Suspense fallback={null}>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <HeroSlideshow />
              <DealsBlock />
              <CategoryGrid />
            </MemoryRouter>
          </QueryClientProvider>
        </Suspense>
      </PageLanguageProvider>,
    );
  });
  return api;
}

describe("home's slides, deals and category tiles in the page's language", () => {
  it('asks for them in Hindi on a Hindi page and draws the words it is answered', async () => {
    const api = await showHome('hi');
    expect(await screen.findByRole('heading', { name: 'गोवा में आलीशान विला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /विला देखें/ })).toHaveAttribute('href', '/property-list?propertyType=Villa');
    expect(await screen.findByText('3 रातें ठहरें, 2 का भुगतान करें')).toBeInTheDocument();
    expect(api.callsTo('GET /property/v1/hero-sections/public')[0]?.url.searchParams.get('lang')).toBe('hi');
    const config = api.callsTo('GET /property/v1/config')[0]?.url.searchParams;
    expect(config?.get('configName')).toBe('dealsSection');
    expect(config?.get('lang')).toBe('hi');
    // The tile shows its Hindi words and still opens the English category's list.
    const elite = await screen.findByRole('link', { name: 'एलीट' });
    expect(elite.getAttribute('href')).toMatch(/^\/property-list\?category=Elite/);
    expect(api.callsTo('POST /property/v1/app/home')[0]?.body).toEqual({
      sectionType: 'category',
      city: 'Goa',
      lang: 'hi',
    });
  });

  it('asks as it always did on an English page: no language', async () => {
    const api = await showHome('en');
    await screen.findByText('3 रातें ठहरें, 2 का भुगतान करें');
    expect(api.callsTo('GET /property/v1/hero-sections/public')[0]?.url.search).toBe('');
    expect(api.callsTo('GET /property/v1/config')[0]?.url.searchParams.has('lang')).toBe(false);
    expect(await screen.findByRole('link', { name: 'Elite' })).toBeInTheDocument();
    expect(api.callsTo('POST /property/v1/app/home')[0]?.body).toEqual({ sectionType: 'category', city: 'Goa' });
  });

  it("says a failure to load the deals in the page's language, the spec's English words on an English page", async () => {
    await showHome('hi', fail(500, 'INTERNAL', 'Something went wrong'));
    expect(await screen.findByText('त्रुटि: डील लोड नहीं हो सकीं। कृपया बाद में फिर से कोशिश करें।')).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it("keeps the spec's 'Error: ' and the message on an English page", async () => {
    await showHome('en', fail(500, 'INTERNAL', 'Something went wrong'));
    expect(await screen.findByText('Error: Something went wrong')).toBeInTheDocument();
  });
});
