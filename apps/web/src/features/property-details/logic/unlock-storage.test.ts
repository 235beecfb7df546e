import { describe, expect, it } from 'vitest';
import { readUnlockedPrice, saveUnlockedPrice, UNLOCK_TTL_MS, type UnlockedPrice } from './unlock-storage';

const key = { propertyId: 'p1', checkInDate: 100, checkOutDate: 200, adults: 2, children: 0 };
const data: UnlockedPrice = {
  _id: 'u1',
  propertyId: 'p1',
  checkInDate: 100,
  checkOutDate: 200,
  adults: 2,
  children: 0,
  quote: { nights: 2, rooms: [], totalRoomRent: 9000, tax: 450, totalPreTax: 9000, totalPostTax: 9450 },
  propertyUrl: null,
};

describe('unlocked price storage', () => {
  it('restores the price for the same property, dates and party only', () => {
    saveUnlockedPrice(key, data, 1_000);
    expect(readUnlockedPrice(key, 2_000)).toEqual(data);
    expect(readUnlockedPrice({ ...key, checkOutDate: 300 }, 2_000)).toBeNull();
    expect(readUnlockedPrice({ ...key, propertyId: 'p2' }, 2_000)).toBeNull();
    expect(readUnlockedPrice({ ...key, adults: 3 }, 2_000)).toBeNull();
  });

  it('forgets a price older than a day', () => {
    saveUnlockedPrice(key, data, 1_000);
    expect(readUnlockedPrice(key, 1_000 + UNLOCK_TTL_MS + 1)).toBeNull();
    expect(readUnlockedPrice(key, 1_000)).toBeNull();
  });
});
