import { objectIdSchema } from '@staybook/contract/common';
import { describe, expect, it } from 'vitest';
import { amenityGroupId } from './amenity-group-id.js';

const property = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

describe('amenityGroupId', () => {
  it('is the RFC 9562 UUIDv5 of the heading in the property’s namespace', () => {
    // RFC 9562's own example: "www.example.com" in the DNS namespace (6ba7b810-…).
    expect(amenityGroupId(property, 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('is the same for the same property and heading, another for another heading or property', () => {
    const other = '00000000-0000-4000-8000-000000000001';
    expect(amenityGroupId(property, 'Popular')).toBe(amenityGroupId(property, 'Popular'));
    expect(amenityGroupId(property, 'Popular')).not.toBe(amenityGroupId(property, 'popular'));
    expect(amenityGroupId(other, 'Popular')).not.toBe(amenityGroupId(property, 'Popular'));
    expect(objectIdSchema.safeParse(amenityGroupId(other, 'Food & Drink')).success).toBe(true);
  });

  it('refuses a property id that is not a UUID', () => {
    expect(() => amenityGroupId('villa', 'Popular')).toThrow(/not a UUID/);
  });
});
