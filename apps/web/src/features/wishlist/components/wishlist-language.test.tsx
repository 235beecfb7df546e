import type { Language } from '@staybook/contract/languages';
import type { WishlistItem } from '@staybook/contract/wishlist';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { WishlistGrid } from './wishlist-grid';

/**
 * A wishlist card's property type in the page's language (issue 43): the cards' word for a type the site knows, the
 * API's word as sent for one it does not; an English page keeps the API's word.
 */
const items: WishlistItem[] = [
  { propertyId: 'p1', name: 'Casa Azul', city: 'Goa', address: 'Assagao', propertyTypeLabel: 'Villa', image: null },
  {
    propertyId: 'p3',
    name: 'Casa Manha',
    city: 'Goa',
    address: 'Siolim',
    propertyTypeLabel: 'Bed and breakfast',
    image: null,
  },
  { propertyId: 'p2', name: 'Tent Camp', city: 'Goa', address: 'Agonda', propertyTypeLabel: 'Glamping', image: null },
];

async function drawIn(lang: Language) {
  const language = await loadPageLanguage(lang, ['info']);
  const router = createMemoryRouter([{ path: '/', element: <WishlistGrid items={items} editable={false} /> }]);
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <RouterProvider router={router} />
      </PageLanguageProvider>,
    );
  });
}

describe("a wishlist card's property type", () => {
  it('is Hindi on a Hindi page, the unknown type as sent', async () => {
    await drawIn('hi');
    expect(screen.getByText('विला')).toBeInTheDocument();
    expect(screen.queryByText('Villa')).toBeNull();
    expect(screen.getByText('Glamping')).toBeInTheDocument();
  });

  it('is French on a French page', async () => {
    await drawIn('fr');
    expect(screen.getByText('Chambre d’hôtes')).toBeInTheDocument();
    expect(screen.queryByText('Bed and breakfast')).toBeNull();
    expect(screen.getByText('Glamping')).toBeInTheDocument();
  });

  it("is the API's word on an English page", async () => {
    await drawIn('en');
    expect(screen.getByText('Villa')).toBeInTheDocument();
    expect(screen.getByText('Bed and breakfast')).toBeInTheDocument();
    expect(screen.getByText('Glamping')).toBeInTheDocument();
  });
});
