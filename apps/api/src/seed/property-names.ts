import type { PropertyTypeKey } from '@staybook/contract/catalogue';
import type { NameStyle } from './city-profiles.js';
import type { Random } from './random.js';

/**
 * Names for the demo's properties, by city and type, so a villa in Goa is a "Casa" and a haveli in Jaipur a "Niwas".
 * `{loc}` is the property's locality. Each city's pool is dealt without replacement, so no two properties share a
 * name; a pool must hold at least as many names as the city's line-up has properties of that type.
 */
const pools: Record<string, Partial<Record<PropertyTypeKey, string[]>>> = {
  Goa: {
    hotel: [
      'Kokum Bay Resort',
      'Hotel Mar Azul',
      'Bom Sol Beach Resort',
      '{loc} Sands Resort',
      'Susegad Beach Resort',
      'Hotel Praia do Sol',
      'Tidewater Resort {loc}',
      'Cashew Tree Inn',
      'Coqueiro Grand',
      'Kokum Residency {loc}',
      'Palmeiras Beach Resort',
      'Hotel Ribeira {loc}',
    ],
    villa: [
      'Casa Sossego',
      'Villa Bela Vista',
      'Quinta da Saudade',
      'Casa Alegria',
      'Villa Luz do Mar',
      'Casa Coqueiro',
      'Quinta do Rio',
      'Villa Magnólia',
      'Casa dos Arcos',
      'Vila Verde',
      'Solar das Palmeiras',
      'Casa Azul',
    ],
    apartment: ['Palmeiras Serviced Apartments', 'Praia Residences {loc}', 'Coqueiro Court Apartments'],
    cottage: ['Cashew Grove Cottages', '{loc} Palm Huts', 'Kokum Tree Cottages', 'Praia Beach Huts {loc}'],
    bed_and_breakfast: ['Avó’s Homestay', 'Casa Azulejo B&B', 'Chapel Lane Homestay {loc}'],
    guest_suite: ['Balcão Suites', 'Azulejo Guest Suites {loc}'],
    home: ['Casa Menezes Heritage Home', 'Solar Fernandes'],
    flat: ['{loc} Studio Flats', 'Sol e Mar Flats'],
    place_to_stay: ['Drifters Hostel {loc}', 'Salt Water Hostel {loc}'],
    signature: [
      'Staybook Signature Cliffside {loc}',
      'Staybook Signature Beach House {loc}',
      'Staybook Signature Estate {loc}',
      'Staybook Signature Sanctuary {loc}',
      'Staybook Signature Pavilions {loc}',
    ],
  },
  Mumbai: {
    hotel: ['The Colaba Art Deco Hotel', 'Causeway Residency', 'Kala Ghoda Hotel', 'Hotel Apollo Bunder'],
    apartment: ['Carter Road Serviced Apartments', 'Pali Hill Residences'],
    bed_and_breakfast: ['Bandstand Bungalow B&B', 'Ranwar Homestay Bandra'],
    flat: ['Pali Mala Studio Flats', 'Bandra Bay Flats'],
  },
  Lonavala: {
    villa: ['Sahyadri Hills Villa', 'Rajmachi View Villa', 'Misty Ghat Villa'],
    hotel: ['Lonavala Hill Resort', 'Lohagad View Hotel'],
    cottage: ['Bhushi Lake Cottages', 'Tungarli Woods Cottages'],
  },
  Udaipur: {
    signature: ['Staybook Signature Jharokha Mahal', 'Staybook Signature Haveli Pichola'],
    hotel: ['Pichola Haveli Hotel', 'Hotel Gangaur Niwas', 'Jharokha Mahal Hotel'],
    bed_and_breakfast: ['Mewar Haveli Homestay', 'Chandpole Haveli B&B'],
  },
  Jaipur: {
    hotel: ['Surya Mahal Palace', 'Hotel Gulmohar Niwas', 'Rang Mahal Haveli'],
    villa: ['Kesar Bagh Kothi', 'Amer Bagh Villa'],
    place_to_stay: ['Pink City Backpackers', 'Chandpol Bazaar Hostel Jaipur'],
  },
  Manali: {
    cottage: ['Deodar Woods Cottages', 'Apple Orchard Cottages'],
    hotel: ['Hotel Himalayan Pines', 'Beas River Retreat'],
    place_to_stay: ['Hadimba Hostel', 'Old Manali Backpackers'],
  },
  Coorg: {
    home: ['Kaveri Coffee Estate Bungalow', 'Pepper Hill Coffee Bungalow'],
    cottage: ['Pepper Vine Cottages', 'Madikeri Mist Cottages'],
  },
  Pondicherry: {
    hotel: ['Hôtel de la Promenade', 'Le Jardin Heritage Hotel'],
    bed_and_breakfast: ['Maison Bleue B&B', 'La Maison Suffren'],
  },
};

const word = (words: string[]) => new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'u');

/**
 * Words that mark a name as belonging to one region's style. A property's name carries its own city's mark (or the
 * city or locality by name) and never another region's: no "Casa" in Manali, no "Haveli" in Goa.
 */
export const styleMarkers: Record<NameStyle, RegExp> = {
  goan: word([
    'Casa',
    'Quinta',
    'Vila',
    'Solar',
    'Sossego',
    'Saudade',
    'Bela',
    'Luz',
    'Mar',
    'Azul',
    'Alegria',
    'Coqueiro',
    'Magnólia',
    'Arcos',
    'Palmeiras',
    'Praia',
    'Ribeira',
    'Avó’s',
    'Balcão',
    'Azulejo',
    'Bom',
    'Sol',
    'Kokum',
    'Cashew',
    'Susegad',
    'Feni',
    'da',
    'do',
    'dos',
    'das',
  ]),
  mumbai: word([
    'Bombay',
    'Colaba',
    'Bandra',
    'Causeway',
    'Apollo',
    'Bandstand',
    'Carter',
    'Pali',
    'Sea Face',
    'Kala Ghoda',
    'Ranwar',
    'Art Deco',
  ]),
  sahyadri: word(['Sahyadri', 'Lonavala', 'Rajmachi', 'Lohagad', 'Bhushi', 'Tungarli', 'Ghat']),
  rajasthani: word([
    'Haveli',
    'Mahal',
    'Niwas',
    'Bagh',
    'Kothi',
    'Jharokha',
    'Pichola',
    'Mewar',
    'Gangaur',
    'Pink City',
    'Amer',
    'Chandpol',
    'Chandpole',
  ]),
  himachali: word(['Manali', 'Deodar', 'Himalayan', 'Beas', 'Hadimba', 'Kullu', 'Solang', 'Apple Orchard', 'Rohtang']),
  kodava: word(['Coorg', 'Kodagu', 'Madikeri', 'Kaveri', 'Coffee', 'Pepper']),
  pondicherry: word(['Maison', 'Hôtel', 'Rue', 'Le', 'La', 'Bleue', 'Jardin', 'Suffren', 'Pondicherry', 'Puducherry']),
};

/** Deals each city's names: `next(type, locality)` gives a name not given before, or throws when a pool runs dry. */
export function createNameDealer(city: string, r: Random) {
  const left = new Map<PropertyTypeKey, string[]>();
  return (type: PropertyTypeKey, locality: string): string => {
    if (!left.has(type)) left.set(type, r.shuffle(pools[city]?.[type] ?? []));
    const name = left.get(type)!.shift();
    if (!name) throw new Error(`the ${city} name pool has no ${type} left`);
    return name.replace('{loc}', locality);
  };
}
