import type { PropertyCard as Card } from '@staybook/contract/catalogue';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PropertyCard, propertyCardView } from './property-card';

const property: Card = {
  id: 'p-1',
  name: 'Casa Azul',
  address: '15, Market Road, Siolim, North Goa, Goa 403517',
  city: 'Goa',
  locality: 'Siolim',
  propertyType: 'villa',
  propertyTypeLabel: 'Villa',
  category: 'Elite',
  amenities: ['wifi', 'parking', 'breakfast', 'pool'],
  featuredImage: {
    images: [
      { url: '/media/demo/p/casa-azul/0.webp', width: 1280, height: 853 },
      { url: '/media/demo/p/casa-azul/3.webp', width: 1280, height: 853 },
    ],
  },
  image: '/media/demo/p/casa-azul/0.webp',
  rating: { average: 4.5, count: 6 },
  isGuestFavorite: true,
  price: {
    min: 11086,
    currency: 'INR',
    taxes: 1995,
    party: {
      rooms: 1,
      nights: 1,
      total: 11086,
      taxes: 1995,
      placement: [{ roomId: 'r-1', ratePlanId: 'rp-1', roomCount: 1, adults: 2, children: 0 }],
    },
  },
};

const drawn = (p: Parameters<typeof PropertyCard>[0]['property']) =>
  render(
    <MemoryRouter>
      <PropertyCard property={p} to="/property-details/p-1" />
    </MemoryRouter>,
  ).container.innerHTML;

describe('propertyCardView (what home rows keep of a list answer)', () => {
  it('draws the same card as the whole answer', () => {
    expect(drawn(propertyCardView(property))).toBe(drawn(property));
  });

  it('keeps the first picture and the price without its room placement, and leaves the rest out', () => {
    const view = propertyCardView(property);
    expect(view.featuredImage.images).toEqual([{ url: property.featuredImage.images[0]!.url }]);
    // The amenities its three chips name, in their order ('pool' is a fourth).
    expect(view.amenities).toEqual(['wifi', 'parking', 'breakfast']);
    expect(view.price).toEqual({ min: 11086, taxes: 1995, party: { rooms: 1, nights: 1, total: 11086, taxes: 1995 } });
    expect(Object.keys(view)).not.toContain('city');
    expect(JSON.stringify(view).length / JSON.stringify(property).length).toBeLessThan(0.75);
  });

  it('draws a sold-out card alike', () => {
    const soldOut: Card = { ...property, price: { min: null, currency: 'INR' } };
    expect(propertyCardView(soldOut).price).toEqual({ min: null });
    expect(drawn(propertyCardView(soldOut))).toBe(drawn(soldOut));
  });
});

describe('PropertyCard', () => {
  const party = { rooms: 1, nights: 1, total: 11086, taxes: 1995, placement: [] };
  const withParty = (p: Card['price']['party']): Card => ({ ...property, price: { ...property.price, party: p } });
  const shown = (p: Card) => {
    render(
      <MemoryRouter>
        <PropertyCard property={p} to="/property-details/p-1" />
      </MemoryRouter>,
    );
    return screen.queryByTestId('party-price')?.textContent ?? null;
  };

  it('does not say one room for one night at the nightly price again', () => {
    expect(shown(withParty(party))).toBeNull();
    expect(screen.getByText('₹11,086')).toBeInTheDocument();
    expect(screen.getByText('+ ₹1,995 taxes')).toBeInTheDocument();
  });

  it('says the party’s stay when it takes more rooms or nights than one', () => {
    expect(shown(withParty({ ...party, rooms: 2, total: 22172, taxes: 3990 }))).toBe(
      '2 rooms · ₹22,172 for 1 night + ₹3,990 taxes',
    );
  });

  it('says the stay of one room and one night when it comes to another sum', () => {
    expect(shown(withParty({ ...party, total: 10500, taxes: 1890 }))).toBe(
      '1 room · ₹10,500 for 1 night + ₹1,890 taxes',
    );
  });
});
