import type { PropertyCategory, PropertyTypeKey } from '@staybook/contract/catalogue';
import type { SeasonProfile } from './rates.js';

/**
 * What each demo city is like, so its properties read like that place: the kind of names (property-names.ts), the
 * seasons it prices by (rates.ts), what a room looks out on, its streets and food, and which stays it has — each
 * entry a property type, a category and the locality (places.ts) it stands in, in the catalogue's order.
 */
export type NameStyle = 'goan' | 'mumbai' | 'sahyadri' | 'rajasthani' | 'himachali' | 'kodava' | 'pondicherry';

export interface CityProfile {
  style: NameStyle;
  season: SeasonProfile;
  /** What better rooms look out on, by locality (the city's default first). */
  views: Record<string, string> & { default: string };
  streets: string[];
  cuisine: string;
  breakfast: string;
  bar: string;
  transfer: string;
  /** Two wheels to hire, where the place is explored that way. */
  wheels?: { title: string; description: string };
  /** One sentence each about the place, food and what the team arranges. */
  setting: string;
  food: string;
  outings: string;
  lineUp: Array<[PropertyTypeKey, PropertyCategory, string]>;
}

export const cityProfiles: Record<string, CityProfile> = {
  Goa: {
    style: 'goan',
    season: 'goa',
    views: { default: 'Sea View', Assagao: 'Garden View', Siolim: 'River View', Panaji: 'River View' },
    streets: ['Beach Road', 'Church Street', 'Market Road', 'Ward No. 5', 'Fort Road', 'Main Road'],
    cuisine: 'Goan seafood and coastal thalis',
    breakfast: 'Goan and continental breakfast',
    bar: 'Feni cocktails and craft beer',
    transfer: 'Pick-up from GOX or GOI',
    wheels: { title: 'Scooter rental', description: 'Explore Goa on two wheels; licence required' },
    setting: 'Rooms open onto verandas and gardens, with Portuguese-era tiles, teak and crisp linen.',
    food: 'The kitchen serves Goan classics — prawn curry, cafreal, bebinca — with fresh poi and strong coffee in the morning.',
    outings:
      'The team arranges scooters, spice-farm visits and dolphin trips, and knows every beach shack worth your evening.',
    lineUp: [
      ['hotel', 'Premium', 'Calangute'],
      ['villa', 'Elite', 'Assagao'],
      ['hotel', 'Standard', 'Baga'],
      ['apartment', 'Standard', 'Candolim'],
      ['hotel', 'Budget', 'Colva'],
      ['villa', 'Premium', 'Siolim'],
      ['signature', 'Elite', 'Vagator'],
      ['cottage', 'Budget', 'Agonda'],
      ['hotel', 'Elite', 'Cavelossim'],
      ['bed_and_breakfast', 'Standard', 'Panaji'],
      ['villa', 'Imperial', 'Candolim'],
      ['hotel', 'Imperial', 'Varca'],
      ['place_to_stay', 'Budget', 'Anjuna'],
      ['apartment', 'Premium', 'Majorda'],
      ['villa', 'Standard', 'Benaulim'],
      ['guest_suite', 'Premium', 'Assagao'],
      ['hotel', 'Standard', 'Panaji'],
      ['home', 'Premium', 'Siolim'],
      ['signature', 'Imperial', 'Palolem'],
      ['cottage', 'Standard', 'Palolem'],
      ['villa', 'Elite', 'Vagator'],
      ['flat', 'Budget', 'Calangute'],
      ['hotel', 'Budget', 'Baga'],
      ['villa', 'Imperial', 'Assagao'],
      ['hotel', 'Premium', 'Benaulim'],
      ['place_to_stay', 'Standard', 'Arambol'],
      ['signature', 'Elite', 'Majorda'],
      ['cottage', 'Premium', 'Agonda'],
      ['apartment', 'Elite', 'Candolim'],
      ['villa', 'Premium', 'Anjuna'],
      ['bed_and_breakfast', 'Budget', 'Colva'],
      ['hotel', 'Elite', 'Candolim'],
      ['guest_suite', 'Standard', 'Panaji'],
      ['home', 'Elite', 'Benaulim'],
      ['villa', 'Standard', 'Calangute'],
      ['signature', 'Imperial', 'Siolim'],
      ['flat', 'Standard', 'Panaji'],
      ['hotel', 'Imperial', 'Cavelossim'],
      ['cottage', 'Budget', 'Arambol'],
      ['villa', 'Elite', 'Siolim'],
    ],
  },
  Mumbai: {
    style: 'mumbai',
    season: 'metro',
    views: { default: 'Sea View', 'Bandra West': 'Sea View', Colaba: 'Harbour View' },
    streets: ['Hill Road', 'Waterfield Road', 'Pali Mala Road', 'Shahid Bhagat Singh Road', 'Nathalal Parekh Marg'],
    cuisine: 'Parsi, Malvani and all-day Mumbai favourites',
    breakfast: 'Akuri on toast, poha and continental breakfast',
    bar: 'Cocktails and craft beer',
    transfer: 'Pick-up from BOM',
    setting: 'Rooms are quiet and practical, with blackout curtains, a proper desk and fast Wi-Fi.',
    food: 'Breakfast is akuri, poha and filter coffee, and the kitchen stays open late for vada pav and Parsi dhansak.',
    outings: 'The team books heritage walks, harbour ferries and tables at the city’s best Irani cafés.',
    lineUp: [
      ['hotel', 'Elite', 'Colaba'],
      ['apartment', 'Premium', 'Bandra West'],
      ['hotel', 'Budget', 'Colaba'],
      ['bed_and_breakfast', 'Standard', 'Bandra West'],
      ['flat', 'Standard', 'Bandra West'],
    ],
  },
  Lonavala: {
    style: 'sahyadri',
    season: 'ghats',
    views: { default: 'Valley View' },
    streets: ['Tungarli Dam Road', 'INS Shivaji Road', 'Old Mumbai-Pune Highway', 'Ryewood Road'],
    cuisine: 'Maharashtrian thalis and barbecue',
    breakfast: 'Misal pav, poha and continental breakfast',
    bar: 'Cocktails by the fire pit',
    transfer: 'Pick-up from Lonavala station',
    setting: 'Decks look over the Sahyadri valleys, green and full of waterfalls in the monsoon.',
    food: 'Mornings start with misal pav and chai; evenings are for barbecue and the famous Lonavala chikki.',
    outings: 'The team arranges treks to Rajmachi and Lohagad, and drives to Tiger’s Leap at sunset.',
    lineUp: [
      ['villa', 'Premium', 'Tungarli'],
      ['hotel', 'Standard', 'Tungarli'],
      ['villa', 'Elite', 'Tungarli'],
      ['cottage', 'Budget', 'Tungarli'],
    ],
  },
  Udaipur: {
    style: 'rajasthani',
    season: 'rajasthan',
    views: { default: 'Lake View' },
    streets: ['Lal Ghat', 'Gangaur Ghat Marg', 'Hanuman Ghat', 'Chandpole Road'],
    cuisine: 'Rajasthani thalis — dal baati, gatte and laal maas',
    breakfast: 'Kachori, poha and continental breakfast',
    bar: 'Rooftop bar over the lake',
    transfer: 'Pick-up from UDR',
    setting: 'Rooms have jharokha windows, hand-painted walls and views across Lake Pichola.',
    food: 'The rooftop serves dal baati churma and laal maas as the City Palace lights up across the water.',
    outings: 'The team books boat rides on Pichola, Bagore ki Haveli’s dance show and village walks.',
    lineUp: [
      ['signature', 'Imperial', 'Lake Pichola'],
      ['hotel', 'Elite', 'Lake Pichola'],
      ['hotel', 'Budget', 'Lake Pichola'],
      ['bed_and_breakfast', 'Standard', 'Lake Pichola'],
    ],
  },
  Jaipur: {
    style: 'rajasthani',
    season: 'rajasthan',
    views: { default: 'Garden View' },
    streets: ['Bhagwan Das Road', 'Sardar Patel Marg', 'Prithviraj Road', 'Jacob Road'],
    cuisine: 'Rajasthani thalis and Mughlai grills',
    breakfast: 'Pyaaz kachori, poha and continental breakfast',
    bar: 'Courtyard bar',
    transfer: 'Pick-up from JAI',
    setting: 'Arched courtyards, block-printed linen and cool marble floors keep the afternoons calm.',
    food: 'The courtyard serves dal baati churma, ker sangri and ghewar, and lassi through the day.',
    outings: 'The team books guides for Amber Fort, bazaar walks in the Pink City and block-printing in Bagru.',
    lineUp: [
      ['hotel', 'Imperial', 'C-Scheme'],
      ['villa', 'Elite', 'C-Scheme'],
      ['hotel', 'Premium', 'C-Scheme'],
      ['place_to_stay', 'Budget', 'C-Scheme'],
    ],
  },
  Manali: {
    style: 'himachali',
    season: 'hills',
    views: { default: 'Mountain View' },
    streets: ['Old Manali Road', 'Manu Temple Road', 'Dhungri Road', 'Log Huts Area'],
    cuisine: 'Himachali siddu, trout and Tibetan thukpa',
    breakfast: 'Aloo paratha, eggs and continental breakfast',
    bar: 'Café and bonfire evenings',
    transfer: 'Pick-up from Bhuntar (KUU) or the Volvo stand',
    wheels: { title: 'Motorbike rental', description: 'Royal Enfields for the mountain roads; licence required' },
    setting: 'Rooms of deodar and stone look up at snow peaks over apple orchards.',
    food: 'The kitchen serves siddu, Beas trout and thukpa, with apple pie and hot chocolate by the bonfire.',
    outings: 'The team arranges Solang Valley days, Hampta treks and drives up to Atal Tunnel.',
    lineUp: [
      ['cottage', 'Premium', 'Old Manali'],
      ['hotel', 'Standard', 'Old Manali'],
      ['place_to_stay', 'Budget', 'Old Manali'],
    ],
  },
  Coorg: {
    style: 'kodava',
    season: 'plantation',
    views: { default: 'Estate View' },
    streets: ['Coffee Estate Road', 'Stuart Hill', 'Raja Seat Road', 'Galibeedu Road'],
    cuisine: 'Kodava pandi curry, akki roti and estate coffee',
    breakfast: 'Akki roti, kadambuttu and continental breakfast',
    bar: 'Verandah bar',
    transfer: 'Pick-up from Mysuru station',
    setting: 'Verandas look over coffee and pepper on misty hills.',
    food: 'Meals are Kodava home cooking — pandi curry, kadambuttu, bamboo-shoot curry — with coffee grown on the estate.',
    outings: 'The team arranges plantation walks, Abbey Falls and the elephants at Dubare.',
    lineUp: [
      ['home', 'Premium', 'Madikeri'],
      ['cottage', 'Standard', 'Madikeri'],
    ],
  },
  Pondicherry: {
    style: 'pondicherry',
    season: 'coastal',
    views: { default: 'Sea View' },
    streets: ['Rue Romain Rolland', 'Rue Suffren', 'Rue Dumas', 'Rue de la Marine'],
    cuisine: 'Franco-Tamil cuisine and fresh seafood',
    breakfast: 'Croissants, dosa and filter coffee',
    bar: 'Courtyard wine bar',
    transfer: 'Pick-up from Chennai (MAA)',
    wheels: { title: 'Cycle hire', description: 'Explore White Town and the Promenade by bicycle' },
    setting: 'High-ceilinged rooms in a French colonial house, with shutters, a courtyard and bougainvillea.',
    food: 'Breakfast is croissants and filter coffee; dinner is Creole prawn curry and fresh catch from the harbour.',
    outings: 'The team arranges cycles for the Promenade, Auroville visits and surfing lessons at Serenity Beach.',
    lineUp: [
      ['hotel', 'Premium', 'White Town'],
      ['bed_and_breakfast', 'Standard', 'White Town'],
    ],
  },
};

export function profileOf(city: string): CityProfile {
  const profile = cityProfiles[city];
  if (!profile) throw new Error(`no profile for the demo city ${city}`);
  return profile;
}
