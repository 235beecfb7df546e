/** Real places the demo catalogue is set in: cities, localities with coordinates and PIN codes, landmarks. */
export interface Locality {
  name: string;
  region: string;
  pin: string;
  lat: number;
  lng: number;
  landmarks: Array<[string, string, number]>;
}

export interface CityPlan {
  name: string;
  state: string;
  localities: Locality[];
}

const goaAirports: Array<[string, string, number]> = [
  ['Manohar International Airport (GOX)', 'Mopa, Pernem', 28],
  ['Dabolim Airport (GOI)', 'Dabolim, Vasco da Gama', 30],
];

export const cityPlans: CityPlan[] = [
  {
    name: 'Goa',
    state: 'Goa',
    localities: [
      {
        name: 'Calangute',
        region: 'North Goa',
        pin: '403516',
        lat: 15.5439,
        lng: 73.7553,
        landmarks: [
          ['Calangute Beach', 'Calangute', 0.5],
          ['Saturday Night Market', 'Arpora', 4.2],
          ['Fort Aguada', 'Candolim', 6.5],
          goaAirports[0]!,
        ],
      },
      {
        name: 'Baga',
        region: 'North Goa',
        pin: '403516',
        lat: 15.5553,
        lng: 73.7517,
        landmarks: [
          ['Baga Beach', 'Baga', 0.3],
          ['Tito’s Lane', 'Baga', 0.6],
          ['Baga Creek', 'Baga', 1.1],
          goaAirports[0]!,
        ],
      },
      {
        name: 'Anjuna',
        region: 'North Goa',
        pin: '403509',
        lat: 15.5733,
        lng: 73.7407,
        landmarks: [
          ['Anjuna Beach', 'Anjuna', 0.4],
          ['Anjuna Flea Market', 'Anjuna', 1.0],
          ['Chapora Fort', 'Chapora', 4.5],
          goaAirports[0]!,
        ],
      },
      {
        name: 'Candolim',
        region: 'North Goa',
        pin: '403515',
        lat: 15.5182,
        lng: 73.7626,
        landmarks: [
          ['Candolim Beach', 'Candolim', 0.4],
          ['Fort Aguada', 'Sinquerim', 2.8],
          ['Sinquerim Beach', 'Sinquerim', 2.1],
          goaAirports[0]!,
        ],
      },
      {
        name: 'Vagator',
        region: 'North Goa',
        pin: '403509',
        lat: 15.5973,
        lng: 73.7443,
        landmarks: [
          ['Vagator Beach', 'Vagator', 0.5],
          ['Chapora Fort', 'Chapora', 1.2],
          ['Ozran Beach', 'Vagator', 1.0],
          goaAirports[0]!,
        ],
      },
      {
        name: 'Arambol',
        region: 'North Goa',
        pin: '403524',
        lat: 15.6869,
        lng: 73.7047,
        landmarks: [
          ['Arambol Beach', 'Arambol', 0.3],
          ['Sweet Water Lake', 'Arambol', 1.5],
          ['Querim Beach', 'Querim', 6.0],
          goaAirports[0]!,
        ],
      },
      {
        name: 'Siolim',
        region: 'North Goa',
        pin: '403517',
        lat: 15.6197,
        lng: 73.7641,
        landmarks: [
          ['Chapora River', 'Siolim', 0.6],
          ['St Anthony’s Church', 'Siolim', 0.9],
          ['Morjim Beach', 'Morjim', 6.5],
          goaAirports[0]!,
        ],
      },
      {
        name: 'Assagao',
        region: 'North Goa',
        pin: '403507',
        lat: 15.5957,
        lng: 73.7716,
        landmarks: [
          ['St Cajetan Church', 'Assagao', 0.8],
          ['Anjuna Beach', 'Anjuna', 4.0],
          ['Mapusa Market', 'Mapusa', 5.2],
          goaAirports[0]!,
        ],
      },
      {
        name: 'Panaji',
        region: 'North Goa',
        pin: '403001',
        lat: 15.4989,
        lng: 73.8278,
        landmarks: [
          ['Fontainhas Latin Quarter', 'Panaji', 0.7],
          ['Miramar Beach', 'Miramar', 3.0],
          ['Basilica of Bom Jesus', 'Old Goa', 10.0],
          goaAirports[1]!,
        ],
      },
      {
        name: 'Palolem',
        region: 'South Goa',
        pin: '403702',
        lat: 15.01,
        lng: 74.0232,
        landmarks: [
          ['Palolem Beach', 'Palolem', 0.2],
          ['Butterfly Beach', 'Canacona', 4.0],
          ['Cotigao Wildlife Sanctuary', 'Canacona', 11.0],
          goaAirports[1]!,
        ],
      },
      {
        name: 'Colva',
        region: 'South Goa',
        pin: '403708',
        lat: 15.2798,
        lng: 73.9221,
        landmarks: [
          ['Colva Beach', 'Colva', 0.4],
          ['Our Lady of Mercy Church', 'Colva', 0.8],
          ['Margao Market', 'Margao', 6.5],
          goaAirports[1]!,
        ],
      },
      {
        name: 'Benaulim',
        region: 'South Goa',
        pin: '403716',
        lat: 15.2606,
        lng: 73.9292,
        landmarks: [
          ['Benaulim Beach', 'Benaulim', 0.5],
          ['Goa Chitra Museum', 'Benaulim', 1.8],
          ['Colva Beach', 'Colva', 3.0],
          goaAirports[1]!,
        ],
      },
      {
        name: 'Agonda',
        region: 'South Goa',
        pin: '403702',
        lat: 15.0444,
        lng: 73.986,
        landmarks: [
          ['Agonda Beach', 'Agonda', 0.2],
          ['Cabo de Rama Fort', 'Canacona', 11.0],
          ['Palolem Beach', 'Palolem', 8.0],
          goaAirports[1]!,
        ],
      },
      {
        name: 'Cavelossim',
        region: 'South Goa',
        pin: '403731',
        lat: 15.1734,
        lng: 73.9413,
        landmarks: [
          ['Cavelossim Beach', 'Cavelossim', 0.4],
          ['Sal River', 'Cavelossim', 0.8],
          ['Mobor Beach', 'Mobor', 2.0],
          goaAirports[1]!,
        ],
      },
      {
        name: 'Majorda',
        region: 'South Goa',
        pin: '403713',
        lat: 15.3081,
        lng: 73.9126,
        landmarks: [
          ['Majorda Beach', 'Majorda', 0.5],
          ['Utorda Beach', 'Utorda', 1.5],
          ['Margao Market', 'Margao', 9.0],
          goaAirports[1]!,
        ],
      },
      {
        name: 'Varca',
        region: 'South Goa',
        pin: '403721',
        lat: 15.2211,
        lng: 73.9306,
        landmarks: [
          ['Varca Beach', 'Varca', 0.3],
          ['Fatrade Beach', 'Varca', 1.2],
          ['Margao Railway Station', 'Margao', 10.0],
          goaAirports[1]!,
        ],
      },
    ],
  },
  {
    name: 'Mumbai',
    state: 'Maharashtra',
    localities: [
      {
        name: 'Colaba',
        region: 'South Mumbai',
        pin: '400005',
        lat: 18.9067,
        lng: 72.8147,
        landmarks: [
          ['Gateway of India', 'Apollo Bandar', 0.8],
          ['Colaba Causeway', 'Colaba', 0.4],
          ['Chhatrapati Shivaji Maharaj Terminus', 'Fort', 4.0],
        ],
      },
      {
        name: 'Bandra West',
        region: 'Western Suburbs',
        pin: '400050',
        lat: 19.0596,
        lng: 72.8295,
        landmarks: [
          ['Bandstand Promenade', 'Bandra', 0.9],
          ['Carter Road', 'Bandra', 1.2],
          ['Chhatrapati Shivaji Maharaj International Airport (BOM)', 'Santacruz', 7.0],
        ],
      },
    ],
  },
  {
    name: 'Lonavala',
    state: 'Maharashtra',
    localities: [
      {
        name: 'Tungarli',
        region: 'Lonavala',
        pin: '410403',
        lat: 18.7615,
        lng: 73.4016,
        landmarks: [
          ['Tiger’s Leap', 'INS Shivaji Road', 6.0],
          ['Bhushi Dam', 'Lonavala', 3.5],
          ['Karla Caves', 'Karla', 11.0],
        ],
      },
    ],
  },
  {
    name: 'Udaipur',
    state: 'Rajasthan',
    localities: [
      {
        name: 'Lake Pichola',
        region: 'Old City',
        pin: '313001',
        lat: 24.5764,
        lng: 73.6835,
        landmarks: [
          ['City Palace', 'Old City', 0.6],
          ['Jagdish Temple', 'Old City', 0.5],
          ['Maharana Pratap Airport (UDR)', 'Dabok', 22.0],
        ],
      },
    ],
  },
  {
    name: 'Jaipur',
    state: 'Rajasthan',
    localities: [
      {
        name: 'C-Scheme',
        region: 'Jaipur',
        pin: '302001',
        lat: 26.9124,
        lng: 75.7873,
        landmarks: [
          ['Hawa Mahal', 'Pink City', 3.0],
          ['Albert Hall Museum', 'Ram Niwas Garden', 1.5],
          ['Amber Fort', 'Amer', 12.0],
        ],
      },
    ],
  },
  {
    name: 'Manali',
    state: 'Himachal Pradesh',
    localities: [
      {
        name: 'Old Manali',
        region: 'Kullu',
        pin: '175131',
        lat: 32.2532,
        lng: 77.1794,
        landmarks: [
          ['Hadimba Devi Temple', 'Dhungri', 1.5],
          ['Mall Road', 'Manali', 2.0],
          ['Solang Valley', 'Solang', 13.0],
        ],
      },
    ],
  },
  {
    name: 'Coorg',
    state: 'Karnataka',
    localities: [
      {
        name: 'Madikeri',
        region: 'Kodagu',
        pin: '571201',
        lat: 12.4244,
        lng: 75.7382,
        landmarks: [
          ['Abbey Falls', 'Madikeri', 7.0],
          ['Raja’s Seat', 'Madikeri', 1.0],
          ['Dubare Elephant Camp', 'Dubare', 30.0],
        ],
      },
    ],
  },
  {
    name: 'Pondicherry',
    state: 'Puducherry',
    localities: [
      {
        name: 'White Town',
        region: 'Puducherry',
        pin: '605001',
        lat: 11.9338,
        lng: 79.8357,
        landmarks: [
          ['Promenade Beach', 'White Town', 0.3],
          ['Sri Aurobindo Ashram', 'White Town', 0.6],
          ['Auroville', 'Auroville', 12.0],
        ],
      },
    ],
  },
];
