import { propertyListApiParams } from '@staybook/contract/page-data';
import { describe, expect, it } from 'vitest';
import { listHeading, withParams } from './list-params';

describe('property list parameters', () => {
  it('reads the URL first and navigation state second, passing unknown parameters through', () => {
    const params = propertyListApiParams(new URLSearchParams('city=Goa&checkInDate=100&foo=bar'), {
      checkInDate: 5,
      checkOutDate: 200,
      category: 'Elite',
    });
    expect(params).toEqual({
      city: 'Goa',
      checkInDate: '100',
      checkOutDate: '200',
      category: 'Elite',
      adults: '2',
      children: '0',
      foo: 'bar',
      propertyType: 'all',
      limit: '12',
    });
  });

  it.each([
    ['propertyType=Villa', 'Villa Properties'],
    ['propertyType=bed_and_breakfast', 'Bed and breakfast Properties'],
    ['propertyType=Castle', 'Property Properties'],
    ['category=elite', 'Elite Properties'],
    ['city=Goa', 'Properties in Goa'],
    ['', 'All Properties'],
  ])('heads %s as %s', (query, heading) => {
    expect(listHeading(propertyListApiParams(new URLSearchParams(query), null))).toBe(heading);
  });

  it('changes filters and returns to the first page', () => {
    const next = withParams(new URLSearchParams('sort=rating&page=3&amenities=pool'), {
      amenities: null,
      maxPrice: '8000',
    });
    expect(next.toString()).toBe('sort=rating&maxPrice=8000');
    expect(withParams(new URLSearchParams('page=2'), { page: '3' }).toString()).toBe('page=3');
  });
});
