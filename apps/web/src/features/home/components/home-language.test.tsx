import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { mockApi, ok } from '../../../test/api-mock';
import { DealsBlock } from './deals-block';
import { HeroSlideshow } from './hero-slideshow';

/**
 * Home's hero slides and deal cards are the brand's content (issue 43, docs/languages.md "Content per language"):
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

async function showHome(lang: 'en' | 'hi') {
  const api = mockApi({
    'GET /property/v1/hero-sections/public': ok([slide]),
    'GET /property/v1/config': ok({ deals: [deal] }),
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
            </MemoryRouter>
          </QueryClientProvider>
        </Suspense>
      </PageLanguageProvider>,
    );
  });
  return api;
}

describe("home's slides and deals in the page's language", () => {
  it('asks for them in Hindi on a Hindi page and draws the words it is answered', async () => {
    const api = await showHome('hi');
    expect(await screen.findByRole('heading', { name: 'गोवा में आलीशान विला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /विला देखें/ })).toHaveAttribute('href', '/property-list?propertyType=Villa');
    expect(await screen.findByText('3 रातें ठहरें, 2 का भुगतान करें')).toBeInTheDocument();
    expect(api.callsTo('GET /property/v1/hero-sections/public')[0]?.url.searchParams.get('lang')).toBe('hi');
    const config = api.callsTo('GET /property/v1/config')[0]?.url.searchParams;
    expect(config?.get('configName')).toBe('dealsSection');
    expect(config?.get('lang')).toBe('hi');
  });

  it('asks as it always did on an English page: no language', async () => {
    const api = await showHome('en');
    await screen.findByText('3 रातें ठहरें, 2 का भुगतान करें');
    expect(api.callsTo('GET /property/v1/hero-sections/public')[0]?.url.search).toBe('');
    expect(api.callsTo('GET /property/v1/config')[0]?.url.searchParams.has('lang')).toBe(false);
  });
});
