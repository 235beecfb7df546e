import type { TabItem } from '../../../components/ui/tabs';

/** Server tab ids the page knows how to show, and the ids it adds itself. */
export const knownTabIds = [
  'about-property',
  'amenities',
  'location',
  'hotelPolicies',
  'cancellationPolicies',
] as const;
export const ROOMS_TAB = 'rooms';
export const GALLERY_TAB = 'gallery';
export const REVIEWS_TAB = 'reviews';

const aliases: Record<string, string> = {
  about: 'about-property',
  aboutProperty: 'about-property',
  hotelPolicy: 'hotelPolicies',
  policies: 'hotelPolicies',
  cancellation: 'cancellationPolicies',
  cancellationPolicy: 'cancellationPolicies',
};

/** The tabs' names in the page's language, by id (outside English they replace the server's English titles). */
export type TabLabels = Readonly<Record<(typeof knownTabIds)[number] | 'rooms' | 'gallery' | 'reviews', string>>;

/** Used when the server sends no tab list. */
const defaultTabs = [
  { id: 'about-property', title: 'About' },
  { id: 'amenities', title: 'Amenities' },
  { id: 'location', title: 'Location' },
  { id: 'hotelPolicies', title: 'Hotel Policies' },
  { id: 'cancellationPolicies', title: 'Cancellation Policies' },
];

/**
 * The tab bar: the server's tab list (in its order, known tabs only, no duplicates), then Rooms when there
 * are rooms, Gallery when there is media, and Reviews always (a property without any says so honestly).
 */
export function buildPropertyTabs(
  serverTabs: Array<{ id: string; title: string }>,
  { hasRooms, hasMedia }: { hasRooms: boolean; hasMedia: boolean },
  labels?: { names: TabLabels; replaceServerTitles: boolean },
): TabItem[] {
  const tabs: TabItem[] = [];
  for (const t of serverTabs.length ? serverTabs : defaultTabs) {
    const id = aliases[t.id] ?? t.id;
    if (!(knownTabIds as readonly string[]).includes(id) || tabs.some((x) => x.id === id)) continue;
    const known = id as (typeof knownTabIds)[number];
    tabs.push({
      id,
      label: labels?.replaceServerTitles || !serverTabs.length ? (labels?.names[known] ?? t.title) : t.title,
    });
  }
  if (hasRooms) tabs.push({ id: ROOMS_TAB, label: labels?.names.rooms ?? 'Rooms' });
  if (hasMedia) tabs.push({ id: GALLERY_TAB, label: labels?.names.gallery ?? 'Gallery' });
  tabs.push({ id: REVIEWS_TAB, label: labels?.names.reviews ?? 'Reviews' });
  return tabs;
}
