import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PropertyView } from '../logic/property-view';
import type { StayBadge } from '../logic/stay-badge';
import { PropertyHero } from './property-hero';

const DAY = 86_400;
/** 2026-12-26 00:00 IST. */
const CHECK_IN = 1_798_223_400;

const property: PropertyView = {
  title: 'Casa Azul',
  address: 'Candolim, Goa',
  description: '',
  propertyType: 'villa',
  propertyTypeLabel: 'Villa',
  city: 'Goa',
  rating: { average: 0, count: 0 },
  priceMin: null,
  heroImages: [],
  gallery: [],
  hotelPolicies: [],
  cancellationPolicies: [],
  propertyUrl: null,
  tourismRegistrationNo: null,
  coordinates: null,
  tabs: [],
  amenityGroups: [],
  nearby: [],
};

function renderHero(stayBadge: StayBadge | null) {
  render(
    <MemoryRouter>
      <PropertyHero
        propertyId="p1"
        property={property}
        shareUrl="http://localhost/property-details/p1"
        onOpenImage={() => {}}
        stayBadge={stayBadge}
        stay={{ checkInDate: CHECK_IN, checkOutDate: CHECK_IN + 2 * DAY, adults: 3, children: 1 }}
      />
    </MemoryRouter>,
  );
}

describe('PropertyHero stay badge', () => {
  it('says nothing about the stay while the rooms load', () => {
    renderHero(null);
    expect(screen.queryByText(/for your dates/)).toBeNull();
    expect(screen.queryByText('Available')).toBeNull();
  });

  it('says the stay can be booked', () => {
    renderHero({ kind: 'available' });
    expect(screen.getByText('Available for your dates')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /instead/ })).toBeNull();
  });

  it('says the stay is sold out and links to the nearest stay, guests kept', () => {
    renderHero({ kind: 'sold-out', alternative: { checkInDate: CHECK_IN + DAY, checkOutDate: CHECK_IN + 3 * DAY } });
    expect(screen.getByText('Sold out for your dates')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Try 27–29 Dec instead' });
    const next = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(next.pathname).toBe('/property-details/p1');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      checkInDate: String(CHECK_IN + DAY),
      checkOutDate: String(CHECK_IN + 3 * DAY),
      adults: '3',
      children: '1',
    });
  });

  it('says the stay is sold out without a link when no stay is offered', () => {
    renderHero({ kind: 'sold-out', alternative: null });
    expect(screen.getByText('Sold out for your dates')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /instead/ })).toBeNull();
  });
});
