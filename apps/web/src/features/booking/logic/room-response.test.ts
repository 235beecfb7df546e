import { describe, expect, it } from 'vitest';
import { roomList, toRoomOption, toRoomOptions } from './room-response';

const nights = [100, 200];

describe('roomList', () => {
  it.each([
    ['a bare array', [{ id: 'a' }], 1],
    ['data array', { success: true, data: [{ id: 'a' }, { id: 'b' }] }, 2],
    ['a single room in data', { success: true, data: { id: 'a' } }, 1],
    ['data.rooms', { data: { rooms: [{ id: 'a' }] } }, 1],
    ['nothing useful', 'oops', 0],
  ])('reads %s', (_n, body, count) => {
    expect(roomList(body)).toHaveLength(count);
  });
});

describe('toRoomOption', () => {
  it('reads the per-night price list', () => {
    const room = toRoomOption(
      {
        id: 'r1',
        name: 'Suite',
        price: [
          { date: 100, rate: 4000, available_inventory: 3 },
          { date: 200, rate: 5000, available_inventory: 1 },
        ],
        available: 1,
        maxAdults: 3,
        maxChildren: 2,
        size: 400,
        amenities: ['Wi-Fi', { title: 'Pool' }],
        featuredImage: { images: [{ url: '/media/a.webp' }] },
        rating: { average: 4.6, count: 10 },
        url: '',
      },
      nights,
    );
    expect(room).toMatchObject({
      id: 'r1',
      maxAdults: 3,
      maxChildren: 2,
      size: '400 sq ft',
      amenities: ['Wi-Fi', 'Pool'],
      image: '/media/a.webp',
      rating: 4.6,
      externalUrl: null,
      available: 1,
    });
    expect(room?.nights.map((n) => n.rate)).toEqual([4000, 5000]);
  });

  it('reads why the stay restrictions refuse the room, and nothing when they do not', () => {
    const refused = { id: 'r', price: 9000, available: 0, unavailableReason: 'No arrivals on 31 Dec' };
    expect(toRoomOption(refused, nights)?.unavailableReason).toBe('No arrivals on 31 Dec');
    expect(toRoomOption({ id: 'r', price: 9000 }, nights)?.unavailableReason).toBeNull();
  });

  it('reads the nights that stop the stay and the stay offered instead, ignoring what is malformed', () => {
    const room = toRoomOption(
      {
        id: 'r',
        price: 9000,
        available: 0,
        soldOutNights: [100, 'x'],
        closedNights: [200],
        alternativeStay: { checkInDate: 300, checkOutDate: 500 },
      },
      nights,
    );
    expect(room).toMatchObject({
      soldOutNights: [100],
      closedNights: [200],
      alternativeStay: { checkInDate: 300, checkOutDate: 500 },
    });
    const reversed = { id: 'r', price: 9000, alternativeStay: { checkInDate: 500, checkOutDate: 300 } };
    expect(toRoomOption(reversed, nights)).toMatchObject({
      soldOutNights: [],
      closedNights: [],
      alternativeStay: null,
    });
  });

  it.each([
    ['a number', 3500],
    ['a string with digits', '₹3,500'],
    ['an object', { rate: 3500, available_inventory: 2 }],
  ])('spreads a single rate given as %s over every night', (_n, price) => {
    const room = toRoomOption({ id: 'x', price, available: 2 }, nights);
    expect(room?.nights).toEqual([
      { date: 100, rate: 3500, availableInventory: 2 },
      { date: 200, rate: 3500, availableInventory: 2 },
    ]);
  });

  it('applies the spec defaults (2 adults, 0 children) and keeps an external link', () => {
    const room = toRoomOption({ _id: 'y', title: 'Villa', price: 1, url: 'https://book.example.com/x' }, nights);
    expect(room).toMatchObject({
      id: 'y',
      name: 'Villa',
      maxAdults: 2,
      maxChildren: 0,
      externalUrl: 'https://book.example.com/x',
    });
  });

  it('reads the extra-guest charges over the base occupancy, and none when the room has none', () => {
    const villa = { id: 'v', price: 20000, base_adult_occupancy: 4, extraAdultCharge: 1200, extraChildCharge: 0 };
    expect(toRoomOption(villa, nights)?.extraGuests).toEqual({
      baseAdults: 4,
      adultCharge: 1200,
      childCharge: null,
      childAges: '',
    });
    expect(toRoomOption({ id: 'r', price: 9000 }, nights)?.extraGuests).toBeUndefined();
  });

  it('drops rooms without an id', () => {
    expect(toRoomOptions([{ name: 'ghost' }, { id: 'ok' }], nights).map((r) => r.id)).toEqual(['ok']);
  });
});
