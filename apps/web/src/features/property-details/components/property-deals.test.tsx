import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { PropertyDeals } from './property-deals';

function show(stay = { checkInDate: 1_800_000_000, checkOutDate: 1_800_086_400, adults: 2, children: 1 }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PropertyDeals propertyId="p1" stay={stay} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PropertyDeals', () => {
  it('explains each deal in sentences and links to dates that get it, keeping the party', async () => {
    mockApi({
      'GET /property/v1/app/property-deals': ok({
        deals: [
          {
            id: 'e1',
            name: 'Early bird 15% off',
            sentences: ['15% off every night when you book at least 30 days before check-in.'],
            stay: { checkInDate: 1_802_592_000, checkOutDate: 1_802_678_400 },
          },
          {
            id: 'l1',
            name: 'Stay 3, pay 2',
            sentences: [
              'Stay 3 nights and pay for 2: for every 3 nights, the cheapest night is free.',
              'It applies to the Pool Suite only.',
            ],
            stay: { checkInDate: 1_800_000_000, checkOutDate: 1_800_086_400 },
          },
        ],
        note: 'When several offers apply, each room gets the one that saves the most; the saving comes off before GST.',
      }),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Deals at this property' })).toBeInTheDocument();
    expect(screen.getByText('15% off every night when you book at least 30 days before check-in.')).toBeInTheDocument();
    expect(screen.getByText('It applies to the Pool Suite only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See dates that get Early bird 15% off' })).toHaveAttribute(
      'href',
      '/property-details/p1?checkInDate=1802592000&checkOutDate=1802678400&adults=2&children=1',
    );
    // The stay on screen already gets it: no link.
    expect(screen.queryByRole('link', { name: 'See dates that get Stay 3, pay 2' })).toBeNull();
  });

  it('draws nothing when the property has no deals', async () => {
    const api = mockApi({ 'GET /property/v1/app/property-deals': ok({ deals: [], note: '' }) });
    const { container } = show();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'Deals at this property' })).toBeNull();
  });
});
