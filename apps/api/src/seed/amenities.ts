import { amenityKeys, type PropertyCategory, type PropertyTypeKey } from '@staybook/contract/catalogue';
import type { CityProfile } from './city-profiles.js';
import type { RoomKind } from './price-bands.js';
import type { Random } from './random.js';

/** What a demo property and its rooms offer, by type, category and place: no pool in a Manali hostel. */

const hotelLike = (t: PropertyTypeKey) => t === 'hotel' || t === 'signature';
const upscale = (c: PropertyCategory) => c === 'Premium' || c === 'Elite' || c === 'Imperial';
const top = (c: PropertyCategory) => c === 'Elite' || c === 'Imperial';

interface Stay {
  type: PropertyTypeKey;
  category: PropertyCategory;
  profile: CityProfile;
  /** A beach within a kilometre. */
  onBeach: boolean;
}

function chanceOf(key: (typeof amenityKeys)[number], s: Stay): number {
  const { type, category, profile } = s;
  const hills = profile.season === 'hills';
  switch (key) {
    case 'wifi':
      return 1;
    case 'ac':
      return hills ? 0 : 1;
    case 'pool':
      if (hills || type === 'place_to_stay' || type === 'bed_and_breakfast' || type === 'flat') return 0;
      if (type === 'signature' || (type === 'villa' && category !== 'Standard')) return 1;
      if (type === 'hotel') return category === 'Budget' ? 0.2 : upscale(category) ? 1 : 0.6;
      return type === 'villa' ? 0.6 : 0.3;
    case 'gym':
      return hotelLike(type) && upscale(category) ? 0.8 : type === 'apartment' ? 0.4 : 0;
    case 'spa':
      return hotelLike(type) && top(category) ? 0.9 : hotelLike(type) && upscale(category) ? 0.3 : 0;
    case 'restaurant':
      if (hotelLike(type)) return category === 'Budget' ? 0.5 : 0.95;
      return type === 'place_to_stay' || type === 'cottage' ? 0.5 : 0;
    case 'bar':
      if (hotelLike(type)) return category === 'Budget' ? 0.2 : 0.8;
      return type === 'place_to_stay' ? 0.6 : type === 'cottage' ? 0.3 : 0;
    case 'breakfast':
      if (type === 'bed_and_breakfast') return 1;
      return hotelLike(type) ? 0.85 : type === 'apartment' || type === 'flat' ? 0.2 : 0.55;
    case 'parking':
      return profile.season === 'metro' || type === 'place_to_stay' ? 0.4 : 0.85;
    case 'kitchen':
      return ['villa', 'apartment', 'home', 'flat'].includes(type) ? 1 : type === 'guest_suite' ? 0.5 : 0;
    case 'beach_access':
      return s.onBeach && ['hotel', 'signature', 'cottage', 'place_to_stay', 'villa'].includes(type) ? 0.75 : 0;
    case 'pet_friendly':
      return type === 'villa' || type === 'home' ? 0.4 : 0.08;
  }
}

export function drawAmenities(s: Stay, r: Random): string[] {
  // One draw per key, used or not, so a change of odds for one key never shifts another's.
  return amenityKeys.filter((key) => r.next() < chanceOf(key, s));
}

type Scope = 'Property' | 'Common';
type Item = [
  title: string,
  description: string,
  details: string,
  scope: Scope,
  offered: (s: Stay, has: Set<string>) => boolean,
];

const key =
  (name: string) =>
  (_s: Stay, has: Set<string>): boolean =>
    has.has(name);

/** The amenities tab, in groups; each item says when a property offers it. */
export function amenityGroupsOf(s: Stay, amenities: string[]) {
  const { profile, type } = s;
  const has = new Set(amenities);
  const groups: Array<{ title: string; items: Item[] }> = [
    {
      title: 'Popular',
      items: [
        ['Swimming pool', 'Outdoor pool with sun deck', 'Open 7 AM to 8 PM; towels provided', 'Property', key('pool')],
        ['Free Wi-Fi', 'Fibre internet in rooms and common areas', 'Up to 100 Mbps', 'Common', key('wifi')],
        ['Free parking', 'Secure on-site parking', 'Cars and two-wheelers', 'Property', key('parking')],
        ['Breakfast', profile.breakfast, 'Served 7:30 AM to 10:30 AM', 'Property', key('breakfast')],
      ],
    },
    {
      title: 'Wellness',
      items: [
        ['Spa', 'Ayurvedic massages and therapies', 'Book at the front desk', 'Property', key('spa')],
        ['Fitness centre', 'Cardio machines and free weights', 'Open 6 AM to 10 PM', 'Property', key('gym')],
        [
          'Yoga deck',
          'Morning yoga in the garden',
          'Daily at 7 AM',
          'Common',
          (x) => hotelLike(x.type) && upscale(x.category),
        ],
      ],
    },
    {
      title: 'Food & Drink',
      items: [
        ['Restaurant', profile.cuisine, 'Lunch and dinner', 'Property', key('restaurant')],
        ['Bar', profile.bar, 'Open until 11 PM', 'Property', key('bar')],
        [
          'Room service',
          'Meals to your room',
          '7 AM to 11 PM',
          'Property',
          (x, h) => hotelLike(x.type) && h.has('restaurant'),
        ],
        ['Kitchen', 'Fully equipped kitchen', 'Hob, fridge, microwave and utensils', 'Property', key('kitchen')],
      ],
    },
    {
      title: 'Services',
      items: [
        [
          '24/7 front desk',
          'Help at any hour',
          'Call 9 from your room',
          'Common',
          (x) => hotelLike(x.type) || x.type === 'place_to_stay',
        ],
        [
          'Caretaker on call',
          'A caretaker lives on site',
          'From 7 AM to 10 PM',
          'Common',
          () => !hotelLike(type) && type !== 'place_to_stay',
        ],
        ['Airport transfers', profile.transfer, 'Chargeable; book 24 hours ahead', 'Common', () => true],
        ...(profile.wheels
          ? [[profile.wheels.title, profile.wheels.description, 'Book at the front desk', 'Common', () => true] as Item]
          : []),
        ['Laundry', 'Same-day laundry service', 'Chargeable', 'Property', () => true],
      ],
    },
  ];
  return groups
    .map((g) => ({
      title: g.title,
      items: g.items
        .filter(([, , , , offered]) => offered(s, has))
        .map(([title, description, details, scope]) => ({ title, description, details, scope })),
    }))
    .filter((g) => g.items.length > 0);
}

/** Room amenities, each with the room kinds that have it (absent: every kind). */
const roomAmenityPool: Array<[name: string, description: string, kinds?: (k: RoomKind) => boolean]> = [
  ['Free Wi-Fi', 'High-speed fibre internet'],
  ['Air conditioning', 'Individually controlled split AC', (k) => k !== 'dorm_bed'],
  ['Fresh linen and towels', 'Changed every day'],
  ['Hot shower', 'Hot water round the clock'],
  ['Smart TV', 'Streaming apps and satellite channels', (k) => !k.startsWith('dorm') && k !== 'hostel_private'],
  ['Tea and coffee maker', 'Filter coffee and Darjeeling tea', (k) => k !== 'dorm_bed'],
  ['Work desk', 'Chair and desk lamp', (k) => k !== 'dorm_bed'],
  ['In-room safe', 'Laptop-sized electronic safe', (k) => k !== 'dorm_bed' && k !== 'hostel_private'],
  ['Minibar', 'Chilled soft drinks and local snacks', (k) => k.startsWith('hotel') || k.startsWith('signature')],
  ['Private balcony', 'Sit-out with chairs', (k) => k !== 'dorm_bed' && k !== 'hostel_private'],
  [
    'Bathtub',
    'Deep soaking tub',
    (k) => k.startsWith('signature') || k === 'hotel_suite' || k === 'hotel_grand_suite' || k === 'villa_whole',
  ],
  [
    'Kitchenette',
    'Induction hob, fridge and microwave',
    (k) => k.startsWith('apartment') || k === 'penthouse' || k === 'guest_suite',
  ],
  ['Locker', 'Lockable locker under the bed (bring a padlock)', (k) => k === 'dorm_bed'],
  ['Reading light and socket', 'Your own light and power socket by the bed', (k) => k === 'dorm_bed'],
  ['Blackout curtains', 'For long, lazy mornings', (k) => k !== 'dorm_bed'],
];

export function drawRoomAmenities(kind: RoomKind, r: Random) {
  const offered = roomAmenityPool.filter(([, , kinds]) => !kinds || kinds(kind));
  return r
    .shuffle(offered)
    .slice(0, Math.min(offered.length, r.int(5, 9)))
    .map(([name, description], k) => ({ name, description, featured: k < 6 }));
}
