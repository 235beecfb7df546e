import { propertyCategories, propertyTypeKeys } from '@staybook/contract/catalogue';
import { dialableIndianNumber } from '@staybook/contract/phone';
import { describe, expect, it } from 'vitest';
import { categoryTiles, generateDemoCatalogue, heroSlidePlans } from './demo-catalogue';

describe('the demo catalogue', () => {
  const plans = generateDemoCatalogue();

  it('is the same on every run', () => {
    expect(generateDemoCatalogue()).toEqual(plans);
  });

  it('has at least 60 properties in at least 6 cities, Goa the largest', () => {
    expect(plans.length).toBeGreaterThanOrEqual(60);
    const byCity = new Map<string, number>();
    for (const p of plans) byCity.set(p.city, (byCity.get(p.city) ?? 0) + 1);
    expect(byCity.size).toBeGreaterThanOrEqual(6);
    const [largest] = [...byCity].sort((a, b) => b[1] - a[1]);
    expect(largest?.[0]).toBe('Goa');
    const goa = plans.filter((p) => p.city === 'Goa');
    expect(new Set(goa.map((p) => (p.address.includes('North Goa') ? 'N' : 'S')))).toEqual(new Set(['N', 'S']));
    expect(goa.every((p) => p.tourismRegistrationNo)).toBe(true);
  });

  it('covers every property type and category', () => {
    expect(new Set(plans.map((p) => p.propertyType))).toEqual(new Set(propertyTypeKeys));
    for (const category of propertyCategories)
      expect(plans.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(8);
  });

  it('gives every property 2-6 room types, media, amenities, policies and nearby places', () => {
    for (const p of plans) {
      expect(p.rooms.length, p.name).toBeGreaterThanOrEqual(2);
      expect(p.rooms.length, p.name).toBeLessThanOrEqual(6);
      expect(p.media.length).toBeGreaterThanOrEqual(5);
      expect(p.amenityGroups.length).toBeGreaterThan(0);
      expect(p.hotelPolicies.some((x) => x.groupKey === 'guestProfile')).toBe(true);
      expect(p.cancellationPolicies.length).toBeGreaterThan(0);
      expect(p.nearby.length).toBeGreaterThanOrEqual(3);
      for (const room of p.rooms) expect(room.media.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('prices rooms from about ₹1,500 to ₹60,000 a night', () => {
    const rates = plans.flatMap((p) => p.rooms.map((r) => r.baseRatePaise / 100));
    expect(Math.min(...rates)).toBeGreaterThanOrEqual(1500);
    expect(Math.min(...rates)).toBeLessThan(2500);
    expect(Math.max(...rates)).toBeLessThanOrEqual(160_000);
    expect(rates.filter((r) => r > 30_000).length).toBeGreaterThan(0);
  });

  it('has unique names and slugs, distinct images, eleven category tiles and five hero slides', () => {
    expect(new Set(plans.map((p) => p.name)).size).toBe(plans.length);
    expect(new Set(plans.map((p) => p.slug)).size).toBe(plans.length);
    const urls = plans.flatMap((p) => [
      ...p.media.map((m) => m.url),
      ...p.rooms.flatMap((r) => r.media.map((m) => m.url)),
    ]);
    expect(new Set(urls).size).toBe(urls.length);
    expect(categoryTiles).toHaveLength(11);
    expect(heroSlidePlans.map((h) => h.title)).toEqual([
      'Luxury Villas in Goa',
      'Beachfront Paradise',
      'Mountain Retreats',
      'Luxury Resorts',
      'Cozy Cottages',
    ]);
  });
});

describe('demo contact numbers', () => {
  it('gives every property a landline of its own city that a phone can dial', () => {
    const std: Record<string, string> = { Goa: '832', Mumbai: '22', Jaipur: '141', Manali: '1902' };
    for (const p of generateDemoCatalogue()) {
      expect(dialableIndianNumber(p.contactPhone), `${p.name}: ${p.contactPhone}`).not.toBeNull();
      const code = std[p.city];
      if (code) expect(p.contactPhone.startsWith(`+91 ${code} `), `${p.name} in ${p.city}`).toBe(true);
    }
  });
});
