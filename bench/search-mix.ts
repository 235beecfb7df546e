/**
 * Searches as guests send them (issue 42, deliverable 4), for bench:search's replay: deterministic, skewed the way
 * demand is. Cities by demand (Goa most), arrivals on three popular weekends for two searches in five and otherwise a
 * long tail over six months that thins with distance, stays of 1–7 nights (two most), parties of 1–6 (two most, some
 * with children), a fifth with a filter (a type, an amenity, a price ceiling) or a price sort, one in ten asking for
 * page 2. Popular searches repeat (the cache's share); the tail rarely does.
 */
const CITIES: Array<[string, number]> = [
  ['Goa', 55],
  ['Mumbai', 12],
  ['Lonavala', 10],
  ['Udaipur', 7],
  ['Jaipur', 6],
  ['Manali', 5],
  ['Coorg', 3],
  ['Pondicherry', 2],
];
const NIGHTS: Array<[number, number]> = [
  [1, 25],
  [2, 35],
  [3, 20],
  [4, 10],
  [5, 5],
  [7, 5],
];
const PARTY: Array<[number, number]> = [
  [1, 15],
  [2, 45],
  [3, 12],
  [4, 18],
  [5, 5],
  [6, 5],
];
const FILTERS = [
  'sort=price_asc',
  'sort=price_desc',
  'sort=recommended&propertyType=villa',
  'sort=recommended&propertyType=hotel',
  'sort=recommended&amenities=pool',
  'sort=recommended&maxPrice=8000',
  'sort=price_asc&minPrice=3000',
];

/** mulberry32: a small seeded generator, so every run replays the same searches. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted<T>(r: () => number, table: Array<[T, number]>): T {
  const total = table.reduce((n, [, w]) => n + w, 0);
  let u = r() * total;
  for (const [value, w] of table) {
    u -= w;
    if (u < 0) return value;
  }
  return (table[table.length - 1] as [T, number])[0];
}

export interface SearchMix {
  paths: string[];
  /** The most asked search (Goa, the first popular weekend, two adults, two nights). */
  popular: string;
  popularStay: { offset: number; nights: number };
}

/** `count` list searches; `unixOf(offset)`: the unix seconds of today (IST) plus `offset` days. */
export function searchMix(count: number, unixOf: (offset: number) => number, seed = 2026): SearchMix {
  const r = random(seed);
  const today = new Date(unixOf(0) * 1000 + 5.5 * 3_600_000).getUTCDay();
  // The next three Fridays at least a week ahead: the campaign's weekends.
  const firstFriday = 7 + ((5 - today + 7) % 7);
  const weekends = [firstFriday, firstFriday + 14, firstFriday + 35];
  const path = (city: string, offset: number, nights: number, adults: number, children: number, extra: string) =>
    `/property/v1/app/property?${extra.includes('propertyType=') ? '' : 'propertyType=all&'}city=${city}&adults=${adults}&children=${children}` +
    `&checkInDate=${unixOf(offset)}&checkOutDate=${unixOf(offset + nights)}&limit=12&${extra}`;
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const city = weighted(r, CITIES);
    const popularWeekend = r() < 0.4;
    const offset = popularWeekend ? (weekends[Math.floor(r() ** 2 * 3)] as number) : 1 + Math.floor(r() ** 2 * 180);
    const nights = popularWeekend ? (r() < 0.7 ? 2 : 3) : weighted(r, NIGHTS);
    const party = weighted(r, PARTY);
    const children = party >= 3 && r() < 0.4 ? 1 + Math.floor(r() * Math.min(2, party - 1)) : 0;
    const filtered = r() < 0.2;
    const extra = filtered ? (FILTERS[Math.floor(r() * FILTERS.length)] as string) : 'sort=recommended';
    const page = r() < 0.1 ? '&page=2' : '';
    paths.push(`${path(city, offset, nights, party - children, children, extra)}${page}`);
  }
  const popularStay = { offset: weekends[0] as number, nights: 2 };
  return {
    paths,
    popular: path('Goa', popularStay.offset, popularStay.nights, 2, 0, 'sort=recommended'),
    popularStay,
  };
}
