import type { PropertyCategory, PropertyTypeKey } from '@staybook/contract/catalogue';
import { plural } from '@staybook/contract/format';
import { rupeesToPaise } from '@staybook/contract/money';
import { ageBandHints, DEFAULT_AGE_POLICY } from '@staybook/contract/occupancy-pricing';
import { PET_FRIENDLY_AMENITY, petPolicyText } from '@staybook/contract/party-rules';
import { slugify } from '@staybook/contract/slug';
import { amenityGroupsOf, drawAmenities, drawRoomAmenities } from './amenities.js';
import { type CityProfile, profileOf } from './city-profiles.js';
import { type PropertyScene, propertyPictureUrl, type RoomScene, roomPictureUrl, sceneGroups } from './demo-scenes.js';
import { cityPlans, type Locality } from './places.js';
import { type RoomKind, rateInBand } from './price-bands.js';
import { createNameDealer } from './property-names.js';
import { createRandom, type Random } from './random.js';
import type { SeasonProfile } from './rates.js';
import { multiBedroomKinds, type RoomContext, type RoomTemplate, roomTemplates } from './room-templates.js';

/**
 * The demo catalogue as plain data, generated deterministically: the same properties, rooms and images on every
 * machine. Each city's stays, names, seasons and food come from city-profiles.ts and property-names.ts, each room's
 * rate from its band (price-bands.ts); `seed/index.ts` writes it to the database; nothing here touches IO.
 */

export interface RoomPlan {
  name: string;
  roomType: string;
  /** What is sold, for its price band: a dorm bed, a hotel suite, a whole villa… */
  kind: RoomKind;
  description: string;
  sizeSqft: number;
  baseAdults: number;
  maxAdults: number;
  baseChildren: number;
  maxChildren: number;
  totalRooms: number;
  /** A shoulder-season weekday night; seasons and weekends are applied per night (rates.ts). */
  baseRatePaise: number;
  rating: number;
  externalBookingUrl: string | null;
  amenities: Array<{ name: string; description: string; featured: boolean }>;
  media: Array<{ url: string; highlight: string; title: string }>;
  policies: Array<{ title: string; description: string }>;
}

export interface PropertyPlan {
  slug: string;
  name: string;
  propertyType: PropertyTypeKey;
  category: PropertyCategory;
  city: string;
  /** The city's calendar of seasons. */
  season: SeasonProfile;
  locality: string;
  address: string;
  description: string;
  rating: number;
  ratingCount: number;
  amenities: string[];
  isGuestFavorite: boolean;
  tourismRegistrationNo: string | null;
  lat: number;
  lng: number;
  externalUrl: string | null;
  contactPhone: string;
  contactEmail: string;
  media: Array<{ category: string; title: string; url: string }>;
  amenityGroups: Array<{
    title: string;
    items: Array<{ title: string; description: string; details: string; scope: 'Property' | 'Common' }>;
  }>;
  nearby: Array<{ name: string; address: string; distanceKm: number }>;
  hotelPolicies: Array<{ groupKey: string; title: string; texts: string[] }>;
  cancellationPolicies: Array<{ title: string; texts: string[] }>;
  rooms: RoomPlan[];
  /** Weekends (as day offsets from the seed date) on which the whole property is sold out. */
  soldOutNightOffsets: number[];
}

export const IMAGE_WIDTH = 1280;
export const IMAGE_HEIGHT = 853;

const typeLabels: Record<PropertyTypeKey, string> = {
  hotel: 'hotel',
  villa: 'villa',
  apartment: 'serviced apartment',
  cottage: 'cottage stay',
  bed_and_breakfast: 'bed and breakfast',
  guest_suite: 'guest suite',
  home: 'home',
  flat: 'set of flats',
  place_to_stay: 'hostel',
  signature: 'Staybook Signature resort',
};

function describe(
  p: { name: string; type: PropertyTypeKey; locality: Locality; category: PropertyCategory; profile: CityProfile },
  r: Random,
): string {
  const landmark = p.locality.landmarks[0]?.[0];
  const article = /^[aeiou]/i.test(p.category) ? 'an' : 'a';
  const openers = [
    `${p.name} is ${article} ${p.category.toLowerCase()} ${typeLabels[p.type]} in ${p.locality.name}${landmark ? `, a short way from ${landmark}` : ''}.`,
    `${p.name} sits in ${p.locality.name}, ${p.locality.region}${landmark ? `, with ${landmark} close by` : ''}.`,
  ];
  const closers = [
    'Families, couples and friends travelling together all find their corner here.',
    'It is a favourite for long weekends and unhurried holidays alike.',
    'Book early for Christmas and New Year, when every room is taken.',
  ];
  return [r.pick(openers), `${p.profile.setting} ${p.profile.food}`, `${p.profile.outings} ${r.pick(closers)}`].join(
    '\n\n',
  );
}

function hotelPolicies(r: Random, petsAllowed: boolean) {
  const foodNote = r.chance(0.5) ? 'Non-vegetarian food is served.' : 'Vegetarian and Jain meals on request.';
  // The pet policy once tossed a coin of its own; it is still tossed so every later draw of the catalogue stays put.
  r.chance(0.3);
  return [
    {
      groupKey: 'guestProfile',
      title: 'Guest profile',
      texts: [
        'Primary guest must be at least 18 years old.',
        'Unmarried couples are welcome.',
        'Valid government photo ID (Aadhaar, passport, driving licence or voter ID) is required at check-in for every adult.',
      ],
    },
    {
      groupKey: 'checkInCheckOut',
      title: 'Check-in and check-out',
      // The property's own times come first (seed/index.ts, from its sales terms), so the rule and the booking agree.
      texts: ['Early check-in and late check-out are subject to availability and may be charged.'],
    },
    {
      groupKey: 'foodAndBeverage',
      title: 'Food and beverage',
      texts: ['Outside food is not allowed in common areas.', foodNote],
    },
    {
      groupKey: 'petPolicy',
      title: 'Pets',
      // Worded from the property's pet rule (its pet_friendly amenity): the policy, the search and the booking agree.
      texts: [petPolicyText(petsAllowed)],
    },
    {
      groupKey: 'houseRules',
      title: 'House rules',
      texts: [
        'Quiet hours are from 10:00 PM to 7:00 AM.',
        'Smoking only in designated outdoor areas.',
        'Parties and loud music need prior permission.',
      ],
    },
  ];
}

// The free window and the charge after it belong to each rate plan's policy (sales-terms.ts); these are the notes
// every booking shares.
const cancellationPolicies = [
  {
    title: 'Your rate decides',
    texts: ['Each rate shows its own cancellation terms; your booking keeps the terms of the rate you chose.'],
  },
  { title: 'No-show', texts: ['A no-show is charged the full booking amount.'] },
  { title: 'Refunds', texts: ['Refunds reach the original payment method in 7 to 14 working days.'] },
];

/** How many room types a property of this type and category lists (at least two, as the rooms page expects). */
function roomCount(type: PropertyTypeKey, category: PropertyCategory, available: number, r: Random): number {
  if (type === 'hotel') return Math.min(available, category === 'Budget' ? r.int(2, 3) : r.int(3, 6));
  return Math.min(available, Math.max(2, r.int(2, available)));
}

const roomSceneTitle = (kind: RoomKind, scene: RoomScene, second: boolean) =>
  second
    ? 'second bedroom'
    : kind === 'dorm_bed'
      ? { bedroom: 'bunks', bathroom: 'shared bathroom', view: 'view' }[scene]
      : scene;

function buildRoom(t: RoomTemplate, c: RoomContext, position: number, roomSlug: string, r: Random): RoomPlan {
  const [minBedrooms, maxBedrooms] = t.bedrooms?.[c.category] ?? [0, 0];
  const bedrooms = t.bedrooms ? minBedrooms + Math.round(position * (maxBedrooms - minBedrooms)) : 0;
  const name = typeof t.name === 'string' ? t.name : t.name(c, bedrooms);
  const maxAdults = bedrooms ? bedrooms * 2 : r.int(t.adults[0], t.adults[1]);
  const sizeSqft = r.int(t.size[0], t.size[1]) * (bedrooms || 1);
  const amenities = drawRoomAmenities(t.kind, r);
  const rateRupees = rateInBand(t.kind, c.category, position + (t.rateOffset ?? 0));
  const scenes: Array<[RoomScene, boolean]> = [
    ['bedroom', false],
    ...(multiBedroomKinds.has(t.kind) ? [['bedroom', true] as [RoomScene, boolean]] : []),
    ['bathroom', false],
    ['view', false],
  ];
  return {
    name,
    roomType: t.roomType,
    kind: t.kind,
    description: `${name} with ${amenities[0]?.name.toLowerCase()}, ${amenities[1]?.name.toLowerCase()} and ${amenities[2]?.name.toLowerCase()}. Sleeps ${plural(maxAdults, 'adult')}${t.children ? ` and ${plural(t.children, 'child', 'children')}` : ''}.`,
    sizeSqft,
    baseAdults: Math.min(2, maxAdults),
    maxAdults,
    baseChildren: 0,
    maxChildren: t.children,
    totalRooms: r.int(t.rooms[0], t.rooms[1]),
    baseRatePaise: rupeesToPaise(rateRupees),
    rating: Math.round((3.8 + r.next() * 1.1) * 10) / 10,
    externalBookingUrl: null,
    amenities,
    media: scenes.map(([scene, second]) => ({
      url: roomPictureUrl(roomSlug, scene, second),
      highlight: sceneGroups[scene],
      title: `${name} — ${roomSceneTitle(t.kind, scene, second)}`,
    })),
    policies: [
      {
        title: 'Occupancy',
        description: `Up to ${plural(maxAdults, 'adult')}${t.children ? ` and ${plural(t.children, 'child', 'children')}` : ''}${t.kind === 'dorm_bed' ? '; one guest per bed' : '; extra beds on request'}.`,
      },
      { title: 'Smoking', description: 'This is a non-smoking room; a cleaning fee applies otherwise.' },
      {
        title: 'Children',
        // The property's age bands (the seed keeps the defaults), worded as the booking pages word them.
        description: `Infants under ${DEFAULT_AGE_POLICY.infantMaxAge + 1} stay free in existing bedding; children ${ageBandHints(DEFAULT_AGE_POLICY).children.toLowerCase()} count towards the room's occupancy.`,
      },
      { title: 'Visitors', description: 'Visitors are welcome in common areas until 9:00 PM.' },
    ].slice(0, t.kind === 'dorm_bed' ? 2 : r.int(3, 4)),
  };
}

/** The gallery: the exterior first, then what this kind of property has (a pool only where there is one). */
function propertyScenesOf(type: PropertyTypeKey, amenities: string[], r: Random): PropertyScene[] {
  const offered: PropertyScene[] = ['bedroom', 'dining', 'view', 'garden'];
  if (amenities.includes('pool')) offered.push('pool');
  if (type === 'hotel' || type === 'signature' || type === 'apartment' || type === 'place_to_stay')
    offered.push('lobby');
  return ['exterior', ...r.shuffle(offered).slice(0, Math.min(offered.length, r.int(4, 6)))];
}

/** Every property of the demo catalogue. */
export function generateDemoCatalogue(): PropertyPlan[] {
  const r = createRandom('staybook-demo-catalogue-v2');
  const plans: PropertyPlan[] = [];
  for (const city of cityPlans) {
    const profile = profileOf(city.name);
    const nameOf = createNameDealer(city.name, r);
    for (const [type, category, localityName] of profile.lineUp) {
      const locality = city.localities.find((l) => l.name === localityName);
      if (!locality) throw new Error(`no locality ${localityName} in ${city.name}`);
      const name = nameOf(type, locality.name);
      const slug = slugify(name);
      const onBeach = (locality.landmarks[0]?.[0] ?? '').includes('Beach') && (locality.landmarks[0]?.[2] ?? 9) <= 1;
      const stay = { type, category, profile, onBeach };
      const amenities = drawAmenities(stay, r);
      const context: RoomContext = {
        category,
        city: city.name,
        hasPool: amenities.includes('pool'),
        view: profile.views[locality.name] ?? profile.views.default,
      };
      const templates = roomTemplates[type].filter((t) => !t.when || t.when(context));
      const position = r.next();
      const rooms = templates
        .slice(0, roomCount(type, category, templates.length, r))
        .map((t, i) => buildRoom(t, context, position, `${slug}-${i + 1}`, r));
      if (r.chance(0.12) && rooms.length > 1)
        rooms[rooms.length - 1]!.externalBookingUrl = `https://partners.staybook.in/book/${slug}`;

      plans.push({
        slug,
        name,
        propertyType: type,
        category,
        city: city.name,
        season: profile.season,
        locality: locality.name,
        address: `${r.int(1, 420)}, ${r.pick(profile.streets)}, ${locality.name}, ${locality.region}, ${city.state} ${locality.pin}`,
        description: describe({ name, type, locality, category, profile }, r),
        rating: Math.round((3.6 + r.next() * 1.3) * 10) / 10,
        ratingCount: r.int(18, 2400),
        amenities,
        isGuestFavorite: r.chance(0.3),
        tourismRegistrationNo:
          city.name === 'Goa'
            ? `${r.pick(['HOT', 'GH', 'HS'])}${locality.region === 'North Goa' ? 'N' : 'S'}${String(r.int(100, 9999)).padStart(6, '0')}`
            : null,
        lat: locality.lat + (r.next() - 0.5) * 0.01,
        lng: locality.lng + (r.next() - 0.5) * 0.01,
        externalUrl: r.chance(0.35) ? `https://partners.staybook.in/stay/${slug}` : null,
        contactPhone: landline(city.name, r),
        contactEmail: `stay.${slug.slice(0, 24).replace(/-$/, '')}@staybook.in`,
        media: propertyScenesOf(type, amenities, r).map((scene) => ({
          category: sceneGroups[scene],
          title: `${name} — ${sceneGroups[scene].toLowerCase()}`,
          url: propertyPictureUrl(slug, scene),
        })),
        amenityGroups: amenityGroupsOf(stay, amenities),
        nearby: locality.landmarks.slice(0, r.int(3, 6)).map(([placeName, address, km]) => ({
          name: placeName,
          address: `${address}, ${city.state}`,
          distanceKm: km,
        })),
        hotelPolicies: hotelPolicies(r, amenities.includes(PET_FRIENDLY_AMENITY)),
        cancellationPolicies,
        rooms,
        soldOutNightOffsets: r.chance(0.08) ? [r.int(10, 60), r.int(70, 120)] : [],
      });
    }
  }
  return plans;
}

export const categoryTiles = [
  { name: 'Villas', target: 'Villa', image: '/media/demo/c/villas.webp' },
  { name: 'Hotels', target: 'Hotel', image: '/media/demo/c/hotels.webp' },
  { name: 'Apartments', target: 'Apartment', image: '/media/demo/c/apartments.webp' },
  { name: 'Signature', target: 'Signature', image: '/media/demo/c/signature.webp' },
  { name: 'Cottages', target: 'Cottage', image: '/media/demo/c/cottages.webp' },
  { name: 'Bed & Breakfast', target: 'bed_and_breakfast', image: '/media/demo/c/bed-and-breakfast.webp' },
  { name: 'Elite', target: 'category', image: '/media/demo/c/elite.webp' },
  { name: 'Premium', target: 'category', image: '/media/demo/c/premium.webp' },
  { name: 'Standard', target: 'category', image: '/media/demo/c/standard.webp' },
  { name: 'Budget', target: 'category', image: '/media/demo/c/budget.webp' },
  { name: 'Imperial', target: 'category', image: '/media/demo/c/imperial.webp' },
];

export const heroSlidePlans = [
  {
    title: 'Luxury Villas in Goa',
    subtitle: 'Private pools, Portuguese charm',
    description: 'Whole villas for families and friends, from Assagao to Siolim.',
    ctaText: 'Explore villas',
    ctaLink: '/property-list?propertyType=Villa',
    overlayColor: 'rgba(15, 23, 42, 0.45)',
  },
  {
    title: 'Beachfront Paradise',
    subtitle: 'Wake up to the Arabian Sea',
    description: 'Hotels and cottages steps from Baga, Palolem and Colva.',
    ctaText: 'Find beach stays',
    ctaLink: '/property-list?city=Goa&propertyType=all&amenities=beach_access',
    overlayColor: 'rgba(8, 47, 73, 0.4)',
  },
  {
    title: 'Mountain Retreats',
    subtitle: 'Cool air, long views',
    description: 'Cottages and homes in Manali, Coorg and Lonavala.',
    ctaText: 'See retreats',
    ctaLink: '/property-list?propertyType=Cottage',
    overlayColor: 'rgba(20, 83, 45, 0.4)',
  },
  {
    title: 'Luxury Resorts',
    subtitle: 'Staybook Signature',
    description: 'Our finest pavilions and pool villas, with butlers on call.',
    ctaText: 'Discover Signature',
    ctaLink: '/property-list?propertyType=Signature',
    overlayColor: 'rgba(69, 26, 3, 0.45)',
  },
  {
    title: 'Cozy Cottages',
    subtitle: 'Slow days among the palms',
    description: 'Garden cottages and homestays for unhurried holidays.',
    ctaText: 'Browse budget stays',
    ctaLink: '/property-list?category=Budget',
    overlayColor: 'rgba(30, 27, 75, 0.4)',
  },
];

/** Each demo city's STD code: a landline is the code and a subscriber number, 10 digits together. */
const STD_CODES: Record<string, string> = {
  Goa: '832',
  Mumbai: '22',
  Lonavala: '2114',
  Udaipur: '294',
  Jaipur: '141',
  Manali: '1902',
  Coorg: '8272',
  Pondicherry: '413',
};

/** A dialable landline of the property's city (+91, STD code, subscriber number). */
function landline(cityName: string, r: Random): string {
  const code = STD_CODES[cityName] ?? '832';
  const digits = `${r.int(200, 799)}${String(r.int(0, 9999)).padStart(4, '0')}`;
  // Seven digits drawn; Mumbai's 8-digit numbers start with 2, 4-digit codes leave 6.
  const subscriber = (code.length === 2 ? `2${digits}` : digits).slice(0, 10 - code.length);
  return `+91 ${code} ${subscriber}`;
}
