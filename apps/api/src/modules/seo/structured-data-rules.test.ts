import { serializePageData } from '@staybook/contract/page-data';
import { describe, expect, it } from 'vitest';
import {
  homeStructuredData,
  listStructuredData,
  lodgingTypeOf,
  offerPrice,
  type PropertyForData,
  postalAddressOf,
  propertyStructuredData,
  type RoomForData,
  roomStructuredData,
} from './structured-data-rules.js';

const origin = 'https://staybook.in';
const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const garden: RoomForData = {
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Garden Room',
  description: 'Opens onto the lawn.',
  occupancy: 3,
  count: 3,
  image: '/media/garden.webp',
  fromRatePaise: 400_000,
  isAvailable: true,
};

const cabin: RoomForData = {
  ...garden,
  id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Sold Out Cabin',
  fromRatePaise: 100_000,
  isAvailable: false,
};

const partnerOnly: RoomForData = { ...garden, id: 'a0000000-0000-4000-8000-000000000003', fromRatePaise: null };

const villa: PropertyForData = {
  id,
  name: 'Casa Azul Villa',
  propertyType: 'villa',
  description: 'A quiet pool villa.',
  address: '12, Beach Road, Assagao, Bardez, Goa 403 507',
  locality: 'Assagao',
  cityName: 'Goa',
  state: 'Goa',
  latitude: 15.59371,
  longitude: 73.76542,
  images: ['/media/1.webp', '/media/2.webp'],
  amenities: ['Private pool', 'Wi-Fi'],
  checkInTime: '14:00',
  checkOutTime: '11:00',
  petsAllowed: true,
  rating: { average: 4.6, count: 12 },
  fromRatePaise: 400_000,
  rooms: [garden, cabin, partnerOnly],
};

const eightImages = Array.from({ length: 8 }, (_, i) => `/media/${i}.webp`);

describe('the lodging type', () => {
  it.each([
    [{ propertyType: 'hotel' }, 'Hotel'],
    [{ propertyType: 'hotel', name: 'Palm Grove Beach Resort' }, 'Resort'],
    [{ propertyType: 'bed_and_breakfast' }, 'BedAndBreakfast'],
    [{ propertyType: 'villa' }, 'LodgingBusiness'],
    [{ propertyType: 'villa', images: eightImages }, 'VacationRental'],
    [{ propertyType: 'apartment', images: eightImages, latitude: null }, 'LodgingBusiness'],
    [{ propertyType: 'cottage', images: eightImages, rooms: [] }, 'LodgingBusiness'],
    [{ propertyType: 'place_to_stay', images: eightImages }, 'LodgingBusiness'],
  ] as const)('%o → %s', (change, type) => {
    expect(lodgingTypeOf({ ...villa, ...change })).toBe(type);
  });
});

describe('the postal address', () => {
  it('splits the stored line into street, locality, region and PIN, in India', () => {
    expect(postalAddressOf(villa)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12, Beach Road',
      addressLocality: 'Assagao',
      addressRegion: 'Goa',
      postalCode: '403507',
      addressCountry: 'IN',
    });
  });

  it('keeps a line without a PIN or locality whole', () => {
    expect(postalAddressOf({ address: 'Calangute, Goa', locality: '', cityName: 'Goa', state: 'Goa' })).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Calangute, Goa',
      addressLocality: 'Goa',
      addressRegion: 'Goa',
      addressCountry: 'IN',
    });
  });
});

describe('a property page', () => {
  const [lodging, crumbs] = propertyStructuredData(villa, origin);

  it('describes the stay with schema.org names, absolute URLs and times', () => {
    expect(lodging).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      identifier: id,
      name: 'Casa Azul Villa',
      description: 'A quiet pool villa.',
      url: `${origin}/property-details/${id}`,
      image: [`${origin}/media/1.webp`, `${origin}/media/2.webp`],
      geo: { '@type': 'GeoCoordinates', latitude: 15.59371, longitude: 73.76542 },
      priceRange: 'from ₹4,000/night',
      checkinTime: '14:00:00',
      checkoutTime: '11:00:00',
      petsAllowed: true,
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Private pool', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Wi-Fi', value: true },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12, bestRating: 5 },
    });
    expect(lodging).not.toHaveProperty('starRating');
    expect(lodging).not.toHaveProperty('telephone');
  });

  it('offers each room on sale at its price in rupees, sold out or not, and leaves out a room with no price of ours', () => {
    expect(lodging?.makesOffer).toEqual([
      {
        '@type': 'Offer',
        name: 'Garden Room',
        url: `${origin}/room-details/${garden.id}`,
        price: '4000',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        itemOffered: { '@type': 'Room', name: 'Garden Room' },
      },
      {
        '@type': 'Offer',
        name: 'Sold Out Cabin',
        url: `${origin}/room-details/${cabin.id}`,
        price: '1000',
        priceCurrency: 'INR',
        availability: 'https://schema.org/SoldOut',
        itemOffered: { '@type': 'Room', name: 'Sold Out Cabin' },
      },
    ]);
  });

  it('claims no rating without a published review, and no price range when nothing is for sale', () => {
    const [bare] = propertyStructuredData(
      { ...villa, rating: { average: 0, count: 0 }, fromRatePaise: null, rooms: [partnerOnly] },
      origin,
    );
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare).not.toHaveProperty('priceRange');
    expect(bare).not.toHaveProperty('makesOffer');
  });

  it("qualifies as Google's vacation rental with its coordinates and the guests each room sleeps", () => {
    const [rental] = propertyStructuredData({ ...villa, images: eightImages, rooms: [garden] }, origin);
    expect(rental).toMatchObject({
      '@type': 'VacationRental',
      additionalType: 'Villa',
      latitude: 15.59371,
      longitude: 73.76542,
      containsPlace: [
        {
          '@type': 'Accommodation',
          name: 'Garden Room',
          additionalType: 'PrivateRoom',
          occupancy: { '@type': 'QuantitativeValue', value: 3 },
        },
      ],
    });
    const hotel = propertyStructuredData({ ...villa, propertyType: 'hotel' }, origin)[0];
    expect(hotel).not.toHaveProperty('containsPlace');
    expect((hotel?.makesOffer as Array<{ itemOffered: unknown }> | undefined)?.[0]?.itemOffered).toEqual({
      '@type': 'HotelRoom',
      name: 'Garden Room',
    });
  });

  it('leads crumbs Home › City › Property', () => {
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Goa', item: `${origin}/property-list?city=Goa` },
        { '@type': 'ListItem', position: 3, name: 'Casa Azul Villa', item: `${origin}/property-details/${id}` },
      ],
    });
  });

  it('survives names that could close the script element, as JSON', () => {
    const name = 'Sea Breeze "Hotel" & Spa </script><script>alert(1)</script>';
    const data = propertyStructuredData({ ...villa, name }, origin);
    const text = serializePageData(data[0]);
    expect(text).not.toContain('</script>');
    expect((JSON.parse(text) as { name: string }).name).toBe(name);
  });
});

describe('prices', () => {
  it('states whole rupees as a plain number string, the figure the page shows', () => {
    expect(offerPrice(400_000)).toBe('4000');
    expect(offerPrice(1_234_500)).toBe('12345');
    expect(offerPrice(1_234_550)).toBe('12346');
  });
});

describe('a room page', () => {
  it('is the room with its offer, inside its property, under Home › City › Property › Room', () => {
    const [room, crumbs] = roomStructuredData(
      {
        room: garden,
        property: { id, name: 'Sea Breeze', propertyType: 'hotel', cityName: 'Goa' },
        images: ['/media/garden.webp'],
      },
      origin,
    );
    expect(room).toEqual({
      '@context': 'https://schema.org',
      '@type': 'HotelRoom',
      name: 'Garden Room',
      description: 'Opens onto the lawn.',
      url: `${origin}/room-details/${garden.id}`,
      image: [`${origin}/media/garden.webp`],
      occupancy: { '@type': 'QuantitativeValue', maxValue: 3, unitText: 'guests' },
      containedInPlace: {
        '@type': 'LodgingBusiness',
        '@id': `${origin}/property-details/${id}#lodging`,
        name: 'Sea Breeze',
        url: `${origin}/property-details/${id}`,
      },
      offers: {
        '@type': 'Offer',
        name: 'Garden Room',
        url: `${origin}/room-details/${garden.id}`,
        price: '4000',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        itemOffered: { '@type': 'HotelRoom', name: 'Garden Room' },
      },
    });
    expect((crumbs?.itemListElement as Array<{ name: string }> | undefined)?.map((c) => c.name)).toEqual([
      'Home',
      'Goa',
      'Sea Breeze',
      'Garden Room',
    ]);
    const [unpriced] = roomStructuredData(
      { room: partnerOnly, property: { id, name: 'V', propertyType: 'villa', cityName: 'Goa' }, images: [] },
      origin,
    );
    expect(unpriced).not.toHaveProperty('offers');
    expect(unpriced?.['@type']).toBe('Room');
  });
});

describe('the list and home pages', () => {
  it('lists the first page of stays in order', () => {
    const [list, crumbs] = listStructuredData(
      {
        heading: 'Properties in Goa',
        path: '/property-list?city=Goa',
        items: [
          { id: 'p1', name: 'One' },
          { id: 'p2', name: 'Two' },
        ],
      },
      origin,
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Properties in Goa',
      url: `${origin}/property-list?city=Goa`,
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `${origin}/property-details/p1`, name: 'One' },
        { '@type': 'ListItem', position: 2, url: `${origin}/property-details/p2`, name: 'Two' },
      ],
    });
    expect((crumbs?.itemListElement as Array<{ item: string }> | undefined)?.map((c) => c.item)).toEqual([
      `${origin}/`,
      `${origin}/property-list?city=Goa`,
    ]);
  });

  it('names the site and the organisation, with its logo and support address', () => {
    expect(homeStructuredData({ origin, supportEmail: 'help@staybook.in' })).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: 'Staybook',
        url: `${origin}/`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: 'Staybook',
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        email: 'help@staybook.in',
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          email: 'help@staybook.in',
          areaServed: 'IN',
        },
      },
    ]);
  });
});
