import { amenityKeys, type PropertyTypeKey, propertyTypeKeys } from '@staybook/contract/catalogue';
import { plural } from '@staybook/contract/format';
import { rupeesToPaise } from '@staybook/contract/money';
import { slugify } from '@staybook/contract/slug';
import { cityPlans, type Locality } from './places.js';
import { createRandom, type Random } from './random.js';

/**
 * The demo catalogue as plain data, generated deterministically: the same properties, rooms and images on every
 * machine. `seed/index.ts` writes it to the database; nothing here touches IO.
 */

export interface RoomPlan {
  name: string;
  roomType: string;
  description: string;
  sizeSqft: number;
  baseAdults: number;
  maxAdults: number;
  baseChildren: number;
  maxChildren: number;
  totalRooms: number;
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
  category: string;
  city: string;
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

const categoryBands: Record<string, [number, number]> = {
  Budget: [1500, 3200],
  Standard: [3200, 6500],
  Premium: [6500, 14000],
  Elite: [14000, 30000],
  Imperial: [28000, 60000],
};

/** Types in the order they are dealt out, so every type appears and hotels and villas dominate as in Goa. */
const typeDeck: PropertyTypeKey[] = [
  ...propertyTypeKeys,
  'hotel',
  'villa',
  'hotel',
  'villa',
  'apartment',
  'hotel',
  'signature',
  'villa',
  'cottage',
  'hotel',
];
const categoryDeck = ['Elite', 'Premium', 'Standard', 'Budget', 'Imperial'];

const names: Record<PropertyTypeKey, { first: string[]; second: string[] }> = {
  hotel: {
    first: [
      'Sea Breeze',
      'Coconut Grove',
      'Sunset Bay',
      'Laguna',
      'Tidewater',
      'Harbour Light',
      'Monsoon Palace',
      'Azure Sands',
      'Golden Shore',
      'Kokum',
    ],
    second: ['Hotel', 'Resort', 'Beach Resort', 'Residency', 'Inn', 'Grand'],
  },
  villa: {
    first: ['Casa', 'Villa', 'Quinta', 'Casa de'],
    second: [
      'Sossego',
      'Azul',
      'Bela Vista',
      'Paraíso',
      'Coqueiro',
      'Saudade',
      'Alegria',
      'Luz do Mar',
      'Verde',
      'Flamboyant',
      'Magnólia',
      'Do Rio',
    ],
  },
  apartment: {
    first: ['Seaside', 'Palm Court', 'Riverside', 'Skyline', 'Lagoon View'],
    second: ['Apartments', 'Residences', 'Suites'],
  },
  cottage: {
    first: ['Cashew', 'Mango Tree', 'Rice Field', 'Banyan', 'Hilltop'],
    second: ['Cottages', 'Cottage', 'Huts'],
  },
  bed_and_breakfast: {
    first: ['Avó’s', 'Old Quarter', 'Blue Door', 'Chapel Lane', 'Tamarind'],
    second: ['B&B', 'Bed and Breakfast', 'Homestay'],
  },
  guest_suite: { first: ['Garden', 'Courtyard', 'Balcão', 'Terrace'], second: ['Guest Suite', 'Suites'] },
  home: { first: ['Heritage', 'Portuguese', 'Family', 'Riverside'], second: ['Home', 'House', 'Mansion'] },
  flat: { first: ['Studio', 'Beachside', 'City Centre', 'Loft'], second: ['Flat', 'Flats'] },
  place_to_stay: { first: ['Wanderer’s', 'Backpacker', 'Drifters', 'Surf'], second: ['Hostel', 'Stay', 'Nest'] },
  signature: {
    first: ['Staybook Signature'],
    second: ['Cliffside', 'Beach House', 'Palace', 'Estate', 'Pavilions', 'Sanctuary'],
  },
};

interface RoomTemplate {
  name: string;
  roomType: string;
  size: [number, number];
  adults: [number, number];
  children: number;
  rooms: [number, number];
  /** Multiplier on the property's base rate. */
  rate: number;
}

const roomTemplates: Record<PropertyTypeKey, RoomTemplate[]> = {
  hotel: [
    { name: 'Deluxe Room', roomType: 'Deluxe', size: [260, 320], adults: [2, 2], children: 1, rooms: [6, 16], rate: 1 },
    {
      name: 'Premium Sea View Room',
      roomType: 'Premium',
      size: [320, 380],
      adults: [2, 3],
      children: 1,
      rooms: [4, 10],
      rate: 1.3,
    },
    {
      name: 'Family Room',
      roomType: 'Family',
      size: [420, 480],
      adults: [3, 4],
      children: 2,
      rooms: [2, 6],
      rate: 1.6,
    },
    { name: 'Junior Suite', roomType: 'Suite', size: [480, 560], adults: [2, 3], children: 1, rooms: [2, 4], rate: 2 },
    {
      name: 'Pool Access Room',
      roomType: 'Premium',
      size: [340, 400],
      adults: [2, 2],
      children: 1,
      rooms: [2, 6],
      rate: 1.5,
    },
    {
      name: 'Presidential Suite',
      roomType: 'Suite',
      size: [900, 1200],
      adults: [2, 4],
      children: 2,
      rooms: [1, 1],
      rate: 3.5,
    },
  ],
  villa: [
    {
      name: 'Entire Villa',
      roomType: 'Villa',
      size: [2200, 4200],
      adults: [6, 10],
      children: 4,
      rooms: [1, 1],
      rate: 1,
    },
    { name: 'Pool Suite', roomType: 'Suite', size: [520, 650], adults: [2, 2], children: 1, rooms: [1, 2], rate: 0.35 },
    {
      name: 'Garden Bedroom',
      roomType: 'Deluxe',
      size: [300, 380],
      adults: [2, 2],
      children: 1,
      rooms: [1, 2],
      rate: 0.25,
    },
  ],
  apartment: [
    {
      name: '1 BHK Apartment',
      roomType: 'Apartment',
      size: [550, 700],
      adults: [2, 3],
      children: 1,
      rooms: [3, 8],
      rate: 1,
    },
    {
      name: '2 BHK Apartment',
      roomType: 'Apartment',
      size: [900, 1100],
      adults: [4, 5],
      children: 2,
      rooms: [2, 5],
      rate: 1.6,
    },
    {
      name: 'Penthouse',
      roomType: 'Apartment',
      size: [1500, 1800],
      adults: [4, 6],
      children: 2,
      rooms: [1, 1],
      rate: 2.6,
    },
  ],
  cottage: [
    {
      name: 'Garden Cottage',
      roomType: 'Cottage',
      size: [300, 380],
      adults: [2, 2],
      children: 1,
      rooms: [3, 8],
      rate: 1,
    },
    {
      name: 'Family Cottage',
      roomType: 'Cottage',
      size: [450, 520],
      adults: [3, 4],
      children: 2,
      rooms: [2, 4],
      rate: 1.5,
    },
    {
      name: 'Treehouse Cottage',
      roomType: 'Cottage',
      size: [260, 300],
      adults: [2, 2],
      children: 0,
      rooms: [1, 2],
      rate: 1.4,
    },
  ],
  bed_and_breakfast: [
    {
      name: 'Double Room with Breakfast',
      roomType: 'Double',
      size: [200, 240],
      adults: [2, 2],
      children: 1,
      rooms: [2, 5],
      rate: 1,
    },
    {
      name: 'Twin Room with Breakfast',
      roomType: 'Twin',
      size: [200, 240],
      adults: [2, 2],
      children: 0,
      rooms: [1, 3],
      rate: 1,
    },
    {
      name: 'Balcão Room',
      roomType: 'Deluxe',
      size: [260, 300],
      adults: [2, 3],
      children: 1,
      rooms: [1, 2],
      rate: 1.3,
    },
  ],
  guest_suite: [
    { name: 'Guest Suite', roomType: 'Suite', size: [380, 450], adults: [2, 3], children: 1, rooms: [1, 3], rate: 1 },
    {
      name: 'Studio Suite',
      roomType: 'Suite',
      size: [300, 340],
      adults: [2, 2],
      children: 0,
      rooms: [1, 2],
      rate: 0.85,
    },
  ],
  home: [
    { name: 'Entire Home', roomType: 'Home', size: [1400, 2400], adults: [4, 8], children: 3, rooms: [1, 1], rate: 1 },
    {
      name: 'Private Room in Home',
      roomType: 'Private room',
      size: [220, 260],
      adults: [2, 2],
      children: 0,
      rooms: [1, 2],
      rate: 0.3,
    },
  ],
  flat: [
    { name: 'Studio Flat', roomType: 'Studio', size: [380, 450], adults: [2, 2], children: 1, rooms: [2, 6], rate: 1 },
    { name: '2 BHK Flat', roomType: 'Flat', size: [850, 1000], adults: [4, 4], children: 2, rooms: [1, 3], rate: 1.7 },
  ],
  place_to_stay: [
    {
      name: 'Bed in 6-Bed Dormitory',
      roomType: 'Dormitory',
      size: [80, 100],
      adults: [1, 1],
      children: 0,
      rooms: [8, 12],
      rate: 0.45,
    },
    {
      name: 'Private Room',
      roomType: 'Private room',
      size: [160, 200],
      adults: [2, 2],
      children: 0,
      rooms: [2, 4],
      rate: 1,
    },
    {
      name: 'Female-only Dormitory Bed',
      roomType: 'Dormitory',
      size: [80, 100],
      adults: [1, 1],
      children: 0,
      rooms: [4, 6],
      rate: 0.5,
    },
  ],
  signature: [
    {
      name: 'Signature Suite',
      roomType: 'Suite',
      size: [700, 900],
      adults: [2, 3],
      children: 1,
      rooms: [3, 6],
      rate: 1,
    },
    {
      name: 'Ocean Pavilion',
      roomType: 'Pavilion',
      size: [1000, 1300],
      adults: [2, 4],
      children: 2,
      rooms: [2, 3],
      rate: 1.5,
    },
    {
      name: 'Private Pool Villa',
      roomType: 'Villa',
      size: [1800, 2400],
      adults: [4, 6],
      children: 2,
      rooms: [1, 2],
      rate: 2.4,
    },
    {
      name: 'Presidential Villa',
      roomType: 'Villa',
      size: [3500, 4500],
      adults: [6, 8],
      children: 3,
      rooms: [1, 1],
      rate: 4,
    },
  ],
};

const roomAmenityPool: Array<[string, string]> = [
  ['Air conditioning', 'Individually controlled split AC'],
  ['Free Wi-Fi', 'High-speed fibre internet throughout'],
  ['Smart TV', 'Streaming apps and satellite channels'],
  ['Rain shower', 'Walk-in rain shower with hot water'],
  ['Minibar', 'Chilled soft drinks and local snacks'],
  ['Tea and coffee maker', 'Goan coffee and Darjeeling tea'],
  ['Work desk', 'Ergonomic chair and desk lamp'],
  ['Private balcony', 'Sit-out with loungers'],
  ['Bathtub', 'Deep soaking tub'],
  ['In-room safe', 'Laptop-sized electronic safe'],
  ['Blackout curtains', 'For long, lazy mornings'],
  ['Kitchenette', 'Induction hob, fridge and microwave'],
];

const propertyAmenityGroups: Array<{
  title: string;
  items: Array<[string, string, string, 'Property' | 'Common', string | null]>;
}> = [
  {
    title: 'Popular',
    items: [
      ['Swimming pool', 'Outdoor pool with sun deck', 'Open 7 AM to 8 PM; towels provided', 'Property', 'pool'],
      ['Free Wi-Fi', 'Fibre internet in rooms and common areas', 'Up to 100 Mbps', 'Common', 'wifi'],
      ['Free parking', 'Secure on-site parking', 'Cars and two-wheelers', 'Property', 'parking'],
      ['Breakfast', 'Goan and continental breakfast', 'Served 7:30 AM to 10:30 AM', 'Property', 'breakfast'],
    ],
  },
  {
    title: 'Wellness',
    items: [
      ['Spa', 'Ayurvedic massages and therapies', 'Book at the front desk', 'Property', 'spa'],
      ['Fitness centre', 'Cardio machines and free weights', 'Open 6 AM to 10 PM', 'Property', 'gym'],
      ['Yoga deck', 'Morning yoga by the garden', 'Daily at 7 AM', 'Common', null],
    ],
  },
  {
    title: 'Food & Drink',
    items: [
      ['Restaurant', 'Goan seafood and coastal thalis', 'Lunch and dinner', 'Property', 'restaurant'],
      ['Bar', 'Feni cocktails and craft beer', 'Open until 11 PM', 'Property', 'bar'],
      ['Room service', 'Meals to your room', '7 AM to 11 PM', 'Property', null],
    ],
  },
  {
    title: 'Services',
    items: [
      ['24/7 front desk', 'Help at any hour', 'Call 9 from your room', 'Common', null],
      ['Airport transfers', 'Pick-up from GOX or GOI', 'Chargeable; book 24 hours ahead', 'Common', null],
      ['Scooter rental', 'Explore Goa on two wheels', 'Licence required', 'Common', null],
      ['Laundry', 'Same-day laundry service', 'Chargeable', 'Property', null],
    ],
  },
];

const mediaScenes = ['Exterior', 'Pool', 'Rooms', 'Dining', 'Views', 'Garden', 'Lobby'];

function describe(
  p: { name: string; typeLabel: string; locality: Locality; city: string; category: string },
  r: Random,
): string {
  const openers = [
    `${p.name} is a ${p.category.toLowerCase()} ${p.typeLabel.toLowerCase()} in ${p.locality.name}, a short walk from ${p.locality.landmarks[0]?.[0] ?? 'the sea'}.`,
    `Set among coconut palms in ${p.locality.name}, ${p.name} pairs easy ${p.city} living with thoughtful service.`,
    `${p.name} sits in the heart of ${p.locality.name}, ${p.locality.region}, with ${p.locality.landmarks[0]?.[0] ?? 'the sights'} close by.`,
  ];
  const middles = [
    'Rooms open onto verandas and gardens, and the kitchen serves Goan classics — prawn curry, cafreal, bebinca — alongside lighter continental plates.',
    'Mornings start with fresh poi and strong coffee; afternoons are for the pool, and evenings for sundowners as the sky turns orange.',
    'Interiors mix Portuguese-era tiles and teak with crisp linen, rain showers and fast Wi-Fi, so a long stay feels like home.',
    'The team arranges scooters, airport transfers, spice-farm visits and dolphin trips, and knows every beach shack worth your evening.',
  ];
  const closers = [
    'Families, couples and friends travelling together all find their corner here.',
    'It is a favourite for long weekends and unhurried winter holidays alike.',
    'Book early for Christmas and New Year, when the whole coast comes alive.',
  ];
  return [r.pick(openers), `${r.pick(middles)} ${r.pick(middles)}`, r.pick(closers)].join('\n\n');
}

function hotelPolicies(r: Random) {
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
      texts: [
        'Check-in from 2:00 PM; check-out by 12:00 PM.',
        'Early check-in and late check-out are subject to availability and may be charged.',
      ],
    },
    {
      groupKey: 'foodAndBeverage',
      title: 'Food and beverage',
      texts: [
        'Outside food is not allowed in common areas.',
        r.chance(0.5) ? 'Non-vegetarian food is served.' : 'Vegetarian and Jain meals on request.',
      ],
    },
    {
      groupKey: 'petPolicy',
      title: 'Pets',
      texts: [
        r.chance(0.3)
          ? 'Pets are welcome; please tell us when you book.'
          : 'Pets are not allowed; service animals are welcome.',
      ],
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

function buildRooms(type: PropertyTypeKey, slug: string, baseRupees: number, r: Random): RoomPlan[] {
  const templates = roomTemplates[type];
  const count = Math.min(templates.length, Math.max(2, r.int(2, Math.min(6, templates.length))));
  return templates.slice(0, count).map((t, i) => {
    const maxAdults = r.int(t.adults[0], t.adults[1]);
    const amenities = r.shuffle(roomAmenityPool).slice(0, r.int(6, 10));
    const rateRupees = Math.max(1500, Math.round((baseRupees * t.rate) / 100) * 100);
    const roomSlug = `${slug}-${i + 1}`;
    return {
      name: t.name,
      roomType: t.roomType,
      description: `${t.name} with ${amenities[0]?.[0].toLowerCase()}, ${amenities[1]?.[0].toLowerCase()} and ${amenities[2]?.[0].toLowerCase()}. Sleeps ${plural(maxAdults, 'adult')}${t.children ? ` and ${plural(t.children, 'child', 'children')}` : ''}.`,
      sizeSqft: r.int(t.size[0], t.size[1]),
      baseAdults: Math.min(2, maxAdults),
      maxAdults,
      baseChildren: 0,
      maxChildren: t.children,
      totalRooms: r.int(t.rooms[0], t.rooms[1]),
      baseRatePaise: rupeesToPaise(rateRupees),
      rating: Math.round((3.8 + r.next() * 1.1) * 10) / 10,
      externalBookingUrl: null,
      amenities: amenities.map(([name, description], k) => ({ name, description, featured: k < 6 })),
      media: ['Bedroom', 'Bathroom', 'View', 'Interior'].slice(0, r.int(3, 4)).map((highlight, k) => ({
        url: `/media/demo/r/${roomSlug}/${k}.webp`,
        highlight,
        title: `${t.name} — ${highlight.toLowerCase()}`,
      })),
      policies: [
        {
          title: 'Occupancy',
          description: `Up to ${maxAdults} adults${t.children ? ` and ${t.children} children` : ''}; extra beds on request.`,
        },
        { title: 'Smoking', description: 'This is a non-smoking room; a cleaning fee applies otherwise.' },
        { title: 'Children', description: 'Children under 5 stay free using existing bedding.' },
        { title: 'Visitors', description: 'Visitors are welcome in common areas until 9:00 PM.' },
      ].slice(0, r.int(3, 4)),
    };
  });
}

/** Every property of the demo catalogue. */
export function generateDemoCatalogue(): PropertyPlan[] {
  const r = createRandom('staybook-demo-catalogue-v1');
  const plans: PropertyPlan[] = [];
  const used = new Set<string>();
  let serial = 0;
  for (const city of cityPlans) {
    for (let i = 0; i < city.properties; i++) {
      const type = typeDeck[serial % typeDeck.length]!;
      const category = categoryDeck[(serial * 3 + Math.floor(serial / 5)) % categoryDeck.length]!;
      serial++;
      const locality = city.localities[i % city.localities.length]!;
      let name = '';
      for (let attempt = 0; attempt < 20 && (!name || used.has(name)); attempt++) {
        const n = names[type];
        const first = r.pick(n.first);
        const second = r.pick(n.second);
        name =
          type === 'villa'
            ? `${first} ${second}`
            : type === 'signature'
              ? `${first} ${second} ${locality.name}`
              : `${locality.name} ${first} ${second}`;
        if (type !== 'villa' && type !== 'signature' && r.chance(0.5)) name = `${first} ${second}`;
        if (used.has(name)) name = `${name} ${locality.name}`;
      }
      used.add(name);
      const slug = slugify(name);
      const band = categoryBands[category]!;
      const premium = type === 'signature' ? 1.4 : type === 'place_to_stay' ? 0.6 : 1;
      const baseRupees = Math.round((band[0] + r.next() * (band[1] - band[0])) * premium);
      const rooms = buildRooms(type, slug, baseRupees, r);
      if (r.chance(0.12) && rooms.length > 1)
        rooms[rooms.length - 1]!.externalBookingUrl = `https://partners.staybook.in/book/${slug}`;

      const amenities: string[] = amenityKeys.filter((key) => {
        if (key === 'wifi' || key === 'ac') return true;
        if (key === 'pet_friendly') return r.chance(0.25);
        if (key === 'kitchen') return ['villa', 'apartment', 'home', 'flat'].includes(type);
        if (key === 'beach_access') return city.name === 'Goa' && r.chance(0.5);
        return r.chance(category === 'Budget' ? 0.3 : 0.65);
      });
      const isGoa = city.name === 'Goa';
      const typeLabel = type.replace(/_/g, ' ');
      plans.push({
        slug,
        name,
        propertyType: type,
        category,
        city: city.name,
        locality: locality.name,
        address: `${r.int(1, 420)}, ${r.pick(['Beach Road', 'Church Street', 'Market Road', 'Ward No. 5', 'Fort Road', 'Main Road'])}, ${locality.name}, ${locality.region}, ${city.state} ${locality.pin}`,
        description: describe({ name, typeLabel, locality, city: city.name, category }, r),
        rating: Math.round((3.6 + r.next() * 1.3) * 10) / 10,
        ratingCount: r.int(18, 2400),
        amenities,
        isGuestFavorite: r.chance(0.3),
        tourismRegistrationNo: isGoa
          ? `${r.pick(['HOT', 'GH', 'HS'])}${locality.region === 'North Goa' ? 'N' : 'S'}${String(r.int(100, 9999)).padStart(6, '0')}`
          : null,
        lat: locality.lat + (r.next() - 0.5) * 0.01,
        lng: locality.lng + (r.next() - 0.5) * 0.01,
        externalUrl: r.chance(0.35) ? `https://partners.staybook.in/stay/${slug}` : null,
        contactPhone: landline(city.name, r),
        contactEmail: `stay.${slug.slice(0, 24).replace(/-$/, '')}@staybook.in`,
        media: r
          .shuffle(mediaScenes)
          .slice(0, r.int(5, 7))
          .map((category, k) => ({
            category: k === 0 ? 'Exterior' : category,
            title: `${name} — ${(k === 0 ? 'Exterior' : category).toLowerCase()}`,
            url: `/media/demo/p/${slug}/${k}.webp`,
          })),
        amenityGroups: propertyAmenityGroups
          .map((g) => ({
            title: g.title,
            items: g.items
              .filter(([, , , , key]) => key === null || amenities.includes(key))
              .map(([title, description, details, scope]) => ({ title, description, details, scope })),
          }))
          .filter((g) => g.items.length > 0),
        nearby: locality.landmarks.slice(0, r.int(3, 6)).map(([placeName, address, km]) => ({
          name: placeName,
          address: `${address}, ${city.state}`,
          distanceKm: km,
        })),
        hotelPolicies: hotelPolicies(r),
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

/**
 * A dialable landline of the property's city (+91, STD code, subscriber number). It takes exactly the random draws
 * the old, undialable numbers took (a code, then 3 and 4 digits), so the rest of the demo catalogue stays the same.
 */
function landline(cityName: string, r: Random): string {
  const drawnCode = r.pick(['832', '22', '2114', '294', '141', '1902', '8272', '413']);
  const code = STD_CODES[cityName] ?? drawnCode;
  const digits = `${r.int(200, 799)}${String(r.int(0, 9999)).padStart(4, '0')}`;
  // Seven digits drawn; Mumbai's 8-digit numbers start with 2, 4-digit codes leave 6.
  const subscriber = (code.length === 2 ? `2${digits}` : digits).slice(0, 10 - code.length);
  return `+91 ${code} ${subscriber}`;
}
