import type { PropertyDetailsResponse, RoomsResponse } from '@staybook/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { buildPropertyTabs } from './property-tabs';
import { propertyTypeKey } from './property-type';
import { toPropertyView } from './property-view';
import { toRoomCards } from './room-view';

const image = (url: string, title = '') => ({ url, title, type: 'image' as const, tags: [], width: 1280, height: 853 });

const details: PropertyDetailsResponse = {
  success: true,
  data: [
    {
      id: 'propertyInfo',
      data: {
        id: 'p1',
        title: 'Casa Azul',
        address: 'Assagao, North Goa',
        description: 'Pool villa.',
        propertyType: 'villa',
        propertyTypeLabel: 'Villa',
        category: 'Premium',
        city: 'Goa',
        locality: 'Assagao',
        rating: { average: 4.7, count: 128 },
        price: { min: 4000 },
        featuredImage: { images: [{ url: '/media/a.webp', width: 1280, height: 853 }] },
        propertyMedia: [
          { title: 'Exterior', images: [image('/media/a.webp', 'Pool'), { ...image('/media/v.mp4'), type: 'video' }] },
          { title: 'Empty', images: [] },
        ],
        policy: {
          hotelPolicy: {
            policies: [
              { _id: 'h1', title: 'House rules', texts: ['No parties'] },
              { _id: 'h2', title: 'Cancellation policy', texts: ['Free until 24 hours before check-in'] },
            ],
          },
        },
        propertyUrl: 'https://casa-azul.example.com',
        tourismRegistrationNo: 'HOTN002345',
        coordinates: { lat: 15.59, lng: 73.76 },
        contact: { phone: null, email: null },
        checkInTime: '14:00',
        checkOutTime: '12:00',
        amenities: ['pool'],
        isGuestFavorite: true,
      },
    },
    {
      id: 'propertyInfoTab',
      data: [
        { id: 'about-property', title: 'About' },
        { id: 'reviews', title: 'Reviews' },
        { id: 'location', title: 'Location' },
        { id: 'cancellationPolicies', title: 'Cancellation' },
      ],
    },
    {
      id: 'amenities',
      data: [
        {
          title: 'Outdoors',
          amenities: [{ title: 'Pool', description: 'Private', details: '', image: null, type: 'Property' }],
        },
        { title: 'Nothing', amenities: [] },
      ],
    },
    { id: 'location', data: [{ name: 'Anjuna Beach', address: 'Anjuna', distanceKm: 4.5 }] },
    { id: 'cancellationPolicy', data: [{ _id: 'c1', title: 'Standard', texts: ['Separate section'] }] },
  ],
};

describe('toPropertyView', () => {
  it('reads every section the page shows', () => {
    const view = toPropertyView(details);
    expect(view).toMatchObject({
      title: 'Casa Azul',
      propertyType: 'villa',
      rating: { average: 4.7, count: 128 },
      priceMin: 4000,
      propertyUrl: 'https://casa-azul.example.com',
      tourismRegistrationNo: 'HOTN002345',
      coordinates: { lat: 15.59, lng: 73.76 },
      nearby: [{ name: 'Anjuna Beach', address: 'Anjuna', distanceKm: 4.5 }],
    });
    expect(view?.heroImages.map((i) => i.url)).toEqual(['/media/a.webp']);
    expect(view?.gallery).toEqual([
      {
        title: 'Exterior',
        items: [
          expect.objectContaining({ url: '/media/a.webp', type: 'image' }),
          expect.objectContaining({ url: '/media/v.mp4', type: 'video' }),
        ],
      },
    ]);
    expect(view?.amenityGroups.map((g) => g.title)).toEqual(['Outdoors']);
  });

  it('heads an amenity group with its words in the page’s language where the answer has them', () => {
    const amenity = (title: string) => ({
      title,
      description: '',
      details: '',
      image: null,
      type: 'Property' as const,
    });
    const inHindi = {
      ...details,
      data: details.data.map((s) =>
        s.id === 'amenities'
          ? {
              id: 'amenities' as const,
              data: [
                { title: 'Outdoors', label: 'बाहर', amenities: [amenity('Pool')] },
                { title: 'Services', label: 'Services', amenities: [amenity('Laundry')] },
              ],
            }
          : s,
      ),
    };
    expect(toPropertyView(inHindi)?.amenityGroups.map((g) => g.title)).toEqual(['बाहर', 'Services']);
  });

  it('takes cancellation policies from titles mentioning cancellation, else the dedicated section', () => {
    expect(toPropertyView(details)?.cancellationPolicies.map((p) => p.id)).toEqual(['h2']);
    const withoutTitled = structuredClone(details);
    const info = withoutTitled.data[0];
    if (info?.id === 'propertyInfo') info.data.policy.hotelPolicy.policies = [];
    expect(toPropertyView(withoutTitled)?.cancellationPolicies.map((p) => p.id)).toEqual(['c1']);
  });

  it('uses gallery images for the hero when there is no featured image', () => {
    const copy = structuredClone(details);
    const info = copy.data[0];
    if (info?.id === 'propertyInfo') info.data.featuredImage.images = [];
    expect(toPropertyView(copy)?.heroImages.map((i) => i.url)).toEqual(['/media/a.webp']);
  });

  it('answers null without a propertyInfo section', () => {
    expect(toPropertyView({ success: true, data: [] })).toBeNull();
    expect(toPropertyView('nonsense')).toBeNull();
  });

  it('builds the tab bar from known server tabs plus Rooms, Gallery and Reviews', () => {
    const view = toPropertyView(details);
    const tabs = buildPropertyTabs(view?.tabs ?? [], { hasRooms: true, hasMedia: true });
    expect(tabs.map((t) => t.id)).toEqual([
      'about-property',
      'location',
      'cancellationPolicies',
      'rooms',
      'gallery',
      'reviews',
    ]);
    expect(buildPropertyTabs(view?.tabs ?? [], { hasRooms: false, hasMedia: false }).map((t) => t.id)).toEqual([
      'about-property',
      'location',
      'cancellationPolicies',
      'reviews',
    ]);
    expect(buildPropertyTabs([], { hasRooms: false, hasMedia: false })).toHaveLength(6);
  });
});

const room: RoomsResponse['data'][number] = {
  id: 'r1',
  name: 'Garden Room',
  title: 'Garden Room',
  roomType: 'Deluxe',
  description: 'Opens onto the lawn.',
  size: 320,
  maxAdults: 2,
  maxChildren: 1,
  base_adult_occupancy: 2,
  max_adult_occupancy: 3,
  base_child_occupancy: 0,
  max_child_occupancy: 1,
  amenities: ['wifi'],
  featuredAmenities: [
    { name: 'Wi-Fi', description: '', image: null, tags: [] },
    { name: 'Balcony', description: '', image: null, tags: ['Featured'] },
  ],
  featuredImage: { images: [{ url: '/media/r1.webp', width: 1280, height: 853 }] },
  url: null,
  rating: { average: 4.5 },
  status: 'active',
  available: 2,
  price: [{ date: 1, rate: 4000, available_inventory: 2 }],
};

describe('toRoomCards', () => {
  it('reads rooms with featured amenities first', () => {
    const [card] = toRoomCards({ success: true, data: [room] });
    expect(card).toMatchObject({
      id: 'r1',
      title: 'Garden Room',
      roomType: 'Deluxe',
      rating: 4.5,
      adults: { base: 2, max: 3 },
      children: { base: 0, max: 1 },
      isAvailable: true,
    });
    expect(card?.amenities.map((a) => a.name)).toEqual(['Balcony', 'Wi-Fi']);
  });

  it('accepts the other shapes the spec allows', () => {
    expect(toRoomCards([room])).toHaveLength(1);
    expect(toRoomCards({ data: { rooms: [room] } })).toHaveLength(1);
    expect(toRoomCards({ data: room })).toHaveLength(1);
    expect(toRoomCards({ data: null })).toEqual([]);
  });

  it('marks a room with no free room as not available', () => {
    expect(toRoomCards({ data: [{ ...room, available: 0 }] })[0]?.isAvailable).toBe(false);
  });
});

describe('propertyTypeKey', () => {
  it("keys the server's name for the catalogue, 'hotel' without a type, 'other' for an unknown type", () => {
    expect(propertyTypeKey('bed_and_breakfast', 'Bed and breakfast')).toBe('bed_and_breakfast');
    expect(propertyTypeKey('villa', null)).toBe('villa');
    expect(propertyTypeKey('', '')).toBe('hotel');
    expect(propertyTypeKey('castle', 'Property')).toBe('other');
  });
});
