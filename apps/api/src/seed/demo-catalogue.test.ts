import { propertyCategories, propertyTypeKeys } from '@staybook/contract/catalogue';
import { dialableIndianNumber } from '@staybook/contract/phone';
import { describe, expect, it } from 'vitest';
import { drawnScene, parseDemoImagePath } from '../media/demo-images';
import { cityProfiles } from './city-profiles';
import { categoryTiles, generateDemoCatalogue, heroSlidePlans } from './demo-catalogue';
import { sceneGroups } from './demo-scenes';
import { cityPlans } from './places';
import { bandOf, type RoomKind } from './price-bands';
import { styleMarkers } from './property-names';
import { nightlyRatePaise } from './rates';

const plans = generateDemoCatalogue();
const rooms = plans.flatMap((p) => p.rooms.map((room) => ({ property: p, room })));
const rupees = (paise: number) => paise / 100;

describe('the demo catalogue', () => {
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

  it('sells the first room of every property to two adults, on this site, and some rooms only on a partner’s', () => {
    for (const p of plans) {
      expect(p.rooms[0]!.maxAdults, p.name).toBeGreaterThanOrEqual(2);
      expect(p.rooms[0]!.externalBookingUrl, p.name).toBeNull();
    }
    expect(rooms.filter(({ room }) => room.externalBookingUrl).length).toBeGreaterThan(0);
  });

  it('has unique names and slugs, distinct images, eleven category tiles and five hero slides', () => {
    expect(new Set(plans.map((p) => p.name)).size).toBe(plans.length);
    expect(new Set(plans.map((p) => p.slug)).size).toBe(plans.length);
    for (const p of plans) expect(new Set(p.rooms.map((r) => r.name)).size, p.name).toBe(p.rooms.length);
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

describe('demo prices', () => {
  it.each(rooms.map(({ property, room }) => [`${property.name}: ${room.name}`, property.category, room] as const))(
    '%s is priced within its %s band',
    (_label, category, room) => {
      const band = bandOf(room.kind, category);
      expect(band, `a ${category} ${room.kind}`).not.toBeNull();
      const rate = rupees(room.baseRatePaise);
      expect(rate).toBeGreaterThanOrEqual(band![0]);
      expect(rate).toBeLessThanOrEqual(band![1]);
      expect(Number.isInteger(rate)).toBe(true);
    },
  );

  it.each([
    ['dorm_bed', 500, 1_800],
    ['hostel_private', 1_200, 3_000],
    ['homestay_room', 1_500, 6_500],
    ['cottage', 1_500, 7_000],
    ['hotel_room', 2_400, 12_500],
    ['apartment', 2_500, 9_000],
    ['villa_whole', 9_000, 45_000],
  ] as Array<[RoomKind, number, number]>)('a %s costs ₹%i–%i a shoulder weekday night', (kind, min, max) => {
    const rates = rooms.filter(({ room }) => room.kind === kind).map(({ room }) => rupees(room.baseRatePaise));
    expect(rates.length, kind).toBeGreaterThan(0);
    expect(Math.min(...rates)).toBeGreaterThanOrEqual(min);
    expect(Math.max(...rates)).toBeLessThanOrEqual(max);
  });

  it('keeps a budget hotel room below a luxury one, and a suite above the deluxe room of its hotel', () => {
    const deluxe = (category: string) =>
      rooms
        .filter(({ property, room }) => property.category === category && room.kind === 'hotel_room')
        .map(({ room }) => room.baseRatePaise);
    expect(Math.max(...deluxe('Budget'))).toBeLessThan(Math.min(...deluxe('Elite')));
    for (const p of plans.filter((x) => x.propertyType === 'hotel')) {
      const first = p.rooms[0]!.baseRatePaise;
      for (const room of p.rooms.slice(1)) expect(room.baseRatePaise, `${p.name}: ${room.name}`).toBeGreaterThan(first);
    }
  });

  it('has rooms on both sides of the ₹7,500 GST slab edge, in Goa and elsewhere', () => {
    for (const inGoa of [true, false]) {
      const rates = rooms
        .filter(({ property }) => (property.city === 'Goa') === inGoa)
        .map(({ room }) => room.baseRatePaise);
      expect(rates.filter((x) => x <= 750_000).length).toBeGreaterThan(10);
      expect(rates.filter((x) => x > 750_000).length).toBeGreaterThan(5);
    }
  });

  it.each(plans.filter((p) => p.city === 'Goa').map((p) => [p.name, p] as const))(
    '%s costs most at Christmas and least in the monsoon, and more on a Saturday than a Wednesday',
    (_name, p) => {
      for (const room of p.rooms) {
        const rate = (date: string) => nightlyRatePaise(room.baseRatePaise, date, p.season);
        expect(rate('2026-12-30')).toBeGreaterThan(rate('2027-03-10')); // Wednesdays: peak, shoulder
        expect(rate('2027-03-10')).toBeGreaterThan(rate('2027-07-14')); // shoulder, monsoon
        expect(rate('2027-03-13')).toBeGreaterThanOrEqual(rate('2027-03-10')); // Saturday, Wednesday
      }
    },
  );
});

describe('demo names', () => {
  const styleOf = (city: string) => cityProfiles[city]!.style;

  it.each(plans.map((p) => [p.name, p.city, p] as const))(
    '%s reads as a %s name and no other region’s',
    (name, city, p) => {
      const own = styleOf(city);
      expect(
        styleMarkers[own].test(name) || name.includes(p.locality) || name.includes(city),
        `${name} in ${city}`,
      ).toBe(true);
      for (const [style, marker] of Object.entries(styleMarkers)) {
        if (style === own) continue;
        expect(marker.test(name), `${name} (${city}) looks ${style}`).toBe(false);
        for (const room of p.rooms)
          expect(marker.test(room.name), `${room.name} at ${name} looks ${style}`).toBe(false);
      }
    },
  );

  it('keeps Portuguese names in Goa', () => {
    const portuguese = /(?<!\p{L})(Casa|Quinta|Vila|Solar|Villa (da|de|do))(?!\p{L})/u;
    const outside = plans.filter((p) => p.city !== 'Goa' && portuguese.test(p.name));
    expect(outside.map((p) => `${p.name} (${p.city})`)).toEqual([]);
    expect(plans.filter((p) => p.city === 'Goa' && portuguese.test(p.name)).length).toBeGreaterThan(5);
  });

  it('names rooms for what they are: beds in a hostel dorm, bedrooms in a whole villa, no suites in a hostel', () => {
    for (const { property, room } of rooms) {
      if (room.kind === 'dorm_bed') expect(room.name).toMatch(/^Bed in \d-Bed (Mixed|Female) Dorm$/);
      if (room.kind === 'villa_whole') expect(room.name).toMatch(/^Entire \d-Bedroom Villa$/);
      if (property.propertyType === 'place_to_stay') expect(room.name).not.toMatch(/Suite|Villa|Pavilion/);
      if (!/Sea|Ocean|Harbour/.test(room.name)) continue;
      expect(['Goa', 'Mumbai', 'Pondicherry'], `${room.name} in ${property.city}`).toContain(property.city);
    }
  });

  it('places every city’s stays in its own localities', () => {
    for (const city of cityPlans) {
      const localities = new Set(city.localities.map((l) => l.name));
      for (const p of plans.filter((x) => x.city === city.name)) expect(localities.has(p.locality)).toBe(true);
    }
  });
});

describe('demo photos', () => {
  const pictures = plans.flatMap((p) => [
    ...p.media.map((m) => ({ where: p.name, group: m.category, title: m.title, url: m.url })),
    ...p.rooms.flatMap((r) =>
      r.media.map((m) => ({ where: `${p.name}: ${r.name}`, group: m.highlight, title: m.title, url: m.url })),
    ),
  ]);

  it.each(pictures.map((x) => [x.url, x.group, x] as const))('%s is drawn as its group, %s', (url, group, x) => {
    const scene = drawnScene(parseDemoImagePath(url.replace(/^\/media\//, ''))!);
    expect(scene, url).not.toBeNull();
    expect(sceneGroups[scene!], `${x.where}: ${x.title}`).toBe(group);
  });

  it('opens each gallery on the exterior and shows a pool only where there is one', () => {
    for (const p of plans) {
      expect(p.media[0]?.category).toBe('Exterior');
      if (p.media.some((m) => m.category === 'Pool')) expect(p.amenities, p.name).toContain('pool');
      expect(new Set(p.media.map((m) => m.category)).size, p.name).toBe(p.media.length);
    }
  });
});

describe('demo contact numbers', () => {
  it('gives every property a landline of its own city that a phone can dial', () => {
    const std: Record<string, string> = { Goa: '832', Mumbai: '22', Jaipur: '141', Manali: '1902' };
    for (const p of plans) {
      expect(dialableIndianNumber(p.contactPhone), `${p.name}: ${p.contactPhone}`).not.toBeNull();
      const code = std[p.city];
      if (code) expect(p.contactPhone.startsWith(`+91 ${code} `), `${p.name} in ${p.city}`).toBe(true);
    }
  });
});
