import type { PricingRequest } from '@staybook/contract/booking';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { type MockRequest, mockApi, ok } from '../../../test/api-mock';
import { pricing, seedSelection } from '../test/review-fixtures';
import ReviewBookingPage from './review-booking-page';

/**
 * The brand's extras are content (issue 43, docs/languages.md "Content per language"): on a Hindi review page "Add to
 * your stay" asks for them in Hindi and offers them by the names it is answered, and an added one's price line names
 * it so too, though the price answer carries the English it was priced with.
 */
const TRANSFER = '1f0c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const offered = [
  {
    id: TRANSFER,
    name: 'हवाई अड्डे से आना-जाना',
    description: '',
    price: 1800,
    unit: 'per_item',
    gstRate: 5,
    sac: '996601',
  },
];

function priced(request: MockRequest) {
  const lines = ((request.body as PricingRequest).extras ?? []).map((e) => ({
    extraId: e.extraId,
    name: 'Airport transfer',
    sac: '996601',
    unit: 'per_item',
    quantity: e.quantity,
    unitPrice: 1800,
    taxableValue: 1800 * e.quantity,
    gstRate: 5,
    tax: 90 * e.quantity,
    total: 1890 * e.quantity,
  }));
  if (lines.length === 0) return pricing;
  return ok({ ...pricing.data, extras: lines, extrasTotal: 1890, totalWithExtras: 10_290 });
}

describe('review booking: the extras in the page’s language', () => {
  it('offers an extra by its Hindi name and names it so on its price line once added', async () => {
    const api = mockApi({
      'GET /property/v1/app/booking/extras': ok(offered),
      '/property/v1/app/booking/pricing': priced,
    });
    seedSelection();
    const language = await loadPageLanguage('hi', ['booking']);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/review-booking', element: <ReviewBookingPage /> }], {
      initialEntries: ['/review-booking'],
    });
    await act(async () => {
      render(
        <PageLanguageProvider language={language}>
          <Suspense fallback={null}>
            <QueryClientProvider client={client}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </Suspense>
        </PageLanguageProvider>,
      );
    });
    const offer = await screen.findByRole('region', { name: 'अपने ठहराव में जोड़ें' });
    expect(within(offer).getByText('हवाई अड्डे से आना-जाना')).toBeInTheDocument();
    expect(api.callsTo('GET /property/v1/app/booking/extras')[0]?.url.searchParams.get('lang')).toBe('hi');
    fireEvent.click(within(offer).getByRole('button', { name: 'एक हवाई अड्डे से आना-जाना जोड़ें' }));
    const price = screen.getByRole('region', { name: 'दाम का ब्योरा' });
    expect(await within(price).findByText(/हवाई अड्डे से आना-जाना/)).toBeInTheDocument();
    expect(within(price).queryByText(/Airport transfer/)).toBeNull();
  });
});
