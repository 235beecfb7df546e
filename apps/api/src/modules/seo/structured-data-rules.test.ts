import { serializePageData } from '@staybook/contract/page-data';
import { describe, expect, it } from 'vitest';
import {
  homeStructuredData,
  listStructuredData,
  lodgingTypeOf,
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
};

const cabin: RoomForData = {
  ...garden,
  id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Sold Out Cabin',
};

const partnerOnly: RoomForData = { ...garden, id: 'a0000000-0000-4000-8000-000000000003', name: 'Partner Room' };

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
  it('splits the stored line into street (with its neighbourhood), city, region and PIN, in India', () => {
    expect(postalAddressOf(villa)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12, Beach Road, Assagao',
      addressLocality: 'Goa',
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
      checkinTime: '14:00:00',
      checkoutTime: '11:00:00',
      petsAllowed: true,
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Private pool', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Wi-Fi', value: true },
      ],
    });
    expect(lodging).not.toHaveProperty('starRating');
    expect(lodging).not.toHaveProperty('telephone');
  });

  it('advertises no price (the page shows none) and no self-serving rating', () => {
    for (const key of ['priceRange', 'makesOffer', 'offers', 'aggregateRating'])
      expect(lodging, key).not.toHaveProperty(key);
    expect(JSON.stringify(lodging)).not.toMatch(/₹|"price"/);
  });

  it('contains every room it lists, each with its own page and the guests it sleeps', () => {
    expect(lodging?.containsPlace).toEqual(
      [garden, cabin, partnerOnly].map((r) => ({
        '@type': 'Room',
        '@id': `${origin}/room-details/${r.id}#room`,
        name: r.name,
        url: `${origin}/room-details/${r.id}`,
        image: `${origin}/media/garden.webp`,
        occupancy: { '@type': 'QuantitativeValue', maxValue: 3, unitText: 'guests' },
      })),
    );
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
    // A hotel's rooms are HotelRooms, typed as products too (schema.org's hotel guide).
    const hotel = propertyStructuredData({ ...villa, propertyType: 'hotel' }, origin)[0];
    const places = (hotel?.containsPlace ?? []) as Array<{ '@type': unknown }>;
    expect(places[0]?.['@type']).toEqual(['HotelRoom', 'Product']);
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

describe('a room page', () => {
  it('is the room inside its property, without a price, under Home › City › Property › Room', () => {
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
      '@type': ['HotelRoom', 'Product'],
      '@id': `${origin}/room-details/${garden.id}#room`,
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

describe('in another language (issue 43)', () => {
  it("names the page's addresses in the language and its Home crumb in its words, the things keeping one @id", () => {
    const hindi = { lang: 'hi' as const, home: 'होम' };
    const [lodging, crumbs] = propertyStructuredData({ ...villa, propertyType: 'hotel' }, origin, hindi);
    expect(lodging).toMatchObject({
      '@id': `${origin}/property-details/${id}#lodging`,
      url: `${origin}/hi/property-details/${id}`,
    });
    const [place] = (lodging.containsPlace ?? []) as Array<{ '@id': string; url: string }>;
    expect(place).toMatchObject({
      '@id': `${origin}/room-details/${garden.id}#room`,
      url: `${origin}/hi/room-details/${garden.id}`,
    });
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'होम', item: `${origin}/hi` },
      { '@type': 'ListItem', position: 2, name: 'Goa', item: `${origin}/hi/property-list?city=Goa` },
      { '@type': 'ListItem', position: 3, name: 'Casa Azul Villa', item: `${origin}/hi/property-details/${id}` },
    ]);
    const [room, roomCrumbs] = roomStructuredData(
      { room: garden, property: { id, name: 'Sea Breeze', propertyType: 'hotel', cityName: 'Goa' }, images: [] },
      origin,
      { lang: 'de', home: 'Startseite' },
    );
    expect(room).toMatchObject({
      '@id': `${origin}/room-details/${garden.id}#room`,
      url: `${origin}/de/room-details/${garden.id}`,
      containedInPlace: {
        '@id': `${origin}/property-details/${id}#lodging`,
        url: `${origin}/de/property-details/${id}`,
      },
    });
    expect((roomCrumbs.itemListElement as unknown as Array<{ name: string; item: string }>)[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Startseite',
      item: `${origin}/de`,
    });
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

  it('names the site and the organisation, with its logo, support line and address, and its profiles', () => {
    expect(
      homeStructuredData({
        origin,
        supportEmail: 'help@staybook.in',
        supportPhone: '+918322000000',
        sameAs: ['https://www.instagram.com/staybook'],
      }),
    ).toEqual([
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
        logo: `${origin}/logo.png`,
        email: 'help@staybook.in',
        telephone: '+918322000000',
        sameAs: ['https://www.instagram.com/staybook'],
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          email: 'help@staybook.in',
          telephone: '+918322000000',
          areaServed: 'IN',
        },
      },
    ]);
  });
});

describe('the list and home pages in another language (issue 43)', () => {
  it("writes the list at its address in the language, named in it, each stay's page in it and Home the language's", () => {
    const [list, crumbs] = listStructuredData(
      { heading: 'गोवा में प्रॉपर्टी', path: '/property-list?city=Goa', items: [{ id: 'p1', name: 'One' }] },
      origin,
      { lang: 'hi', home: 'होम' },
    );
    expect(list).toMatchObject({
      name: 'गोवा में प्रॉपर्टी',
      url: `${origin}/hi/property-list?city=Goa`,
      itemListElement: [{ '@type': 'ListItem', position: 1, url: `${origin}/hi/property-details/p1`, name: 'One' }],
    });
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'होम', item: `${origin}/hi` },
      { '@type': 'ListItem', position: 2, name: 'गोवा में प्रॉपर्टी', item: `${origin}/hi/property-list?city=Goa` },
    ]);
  });

  it('names the same site at its home in the language, and the one organisation as in English', () => {
    const site = { origin, supportEmail: 'help@staybook.in', supportPhone: '+918322000000' };
    const [website, organization] = homeStructuredData(site, 'de');
    expect(website).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: 'Staybook',
      url: `${origin}/de`,
      inLanguage: 'de',
    });
    expect(organization).toEqual(homeStructuredData(site)[1]);
  });
});
