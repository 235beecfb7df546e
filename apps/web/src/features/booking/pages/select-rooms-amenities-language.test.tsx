import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { mockApi, ok } from '../../../test/api-mock';
import { useBookingStore } from '../store/booking-store';
import { CHECK_IN } from '../test/room-factory';
import SelectRoomsPage from './select-rooms-page';

/**
 * A room's amenities in the page's language (issue 43, migration 0038): the Hindi rooms page asks the rooms answer
 * in Hindi and draws each amenity as answered (the API falls back to English field by field).
 */
const DAY = 86_400;
const url = `/select-rooms?propertyId=p1&checkInDate=${CHECK_IN}&checkOutDate=${CHECK_IN + DAY}&adults=2&children=0`;

beforeEach(() => useBookingStore.getState().clearBooking());

describe('the rooms page: a room’s amenities in Hindi', () => {
  it('asks for the rooms in Hindi and draws a translated amenity beside an English one', async () => {
    const api = mockApi({
      '/property/v1/app/rooms': ok([
        {
          id: 'garden',
          name: 'Garden Room',
          amenities: ['वातानुकूलन', 'Balcony'],
          price: [{ date: CHECK_IN, rate: 3000, available_inventory: 2 }],
          available: 2,
        },
      ]),
      '/property/v1/app/propertyDetails': ok([{ id: 'propertyInfo', data: { title: 'Sea Breeze Resort' } }]),
      '/property/v1/app/party-price': ok({ price: null, checkInDate: CHECK_IN, checkOutDate: CHECK_IN + DAY }),
    });
    const language = await loadPageLanguage('hi', ['rooms', 'dialogs']);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/select-rooms', element: <SelectRoomsPage /> }], {
      initialEntries: [url],
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
    const card = await screen.findByRole('article');
    expect(within(card).getByText('वातानुकूलन')).toBeInTheDocument();
    expect(within(card).getByText('Balcony')).toBeInTheDocument();
    expect(api.callsTo('/property/v1/app/rooms')[0]?.url.searchParams.get('lang')).toBe('hi');
  });
});
