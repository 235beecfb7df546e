import type { MediaItem } from '../../../components/ui/media-item';
import { arr, isObj, num, obj, optStr, readRating, sectionsById, str } from './read-json';

export interface PolicyItem {
  id: string;
  title: string;
  texts: string[];
}
export interface Amenity {
  title: string;
  description: string;
  details: string;
  image: string | null;
  /** 'Property' or 'Common'. */
  type: string;
}
export interface AmenityGroup {
  title: string;
  amenities: Amenity[];
}
export interface NearbyPlace {
  name: string;
  address: string;
  distanceKm: number | null;
}
export interface MediaGroup {
  title: string;
  items: MediaItem[];
}

export interface PropertyView {
  title: string;
  address: string;
  description: string;
  propertyType: string;
  /** The server's display name of the type. */
  propertyTypeLabel: string;
  /** The city it is in (the title names it). */
  city: string;
  rating: { average: number; count: number };
  /** Lowest nightly rate in rupees, when the server gives one. */
  priceMin: number | null;
  heroImages: MediaItem[];
  gallery: MediaGroup[];
  hotelPolicies: PolicyItem[];
  cancellationPolicies: PolicyItem[];
  propertyUrl: string | null;
  tourismRegistrationNo: string | null;
  coordinates: { lat: number; lng: number } | null;
  tabs: Array<{ id: string; title: string }>;
  amenityGroups: AmenityGroup[];
  nearby: NearbyPlace[];
}

export function readMedia(v: unknown, fallbackTitle = ''): MediaItem | null {
  const m = obj(v);
  const url = optStr(m.url ?? m.image);
  if (!url) return null;
  return {
    url,
    title: str(m.title) || fallbackTitle,
    type: m.type === 'video' ? 'video' : 'image',
    width: num(m.width),
    height: num(m.height),
  };
}

export const readImages = (v: unknown, title = ''): MediaItem[] =>
  arr(obj(v).images ?? v)
    .map((i) => readMedia(typeof i === 'string' ? { url: i } : i, title))
    .filter((m): m is MediaItem => m !== null);

function readPolicies(v: unknown): PolicyItem[] {
  return arr(v)
    .map((p, i) => {
      const o = obj(p);
      const texts = arr(o.texts ?? o.data).map((t) => (isObj(t) ? str(t.description ?? t.value ?? t.title) : str(t)));
      const description = str(o.description);
      return {
        id: str(o._id ?? o.id, `policy-${i}`),
        title: str(o.title),
        texts: texts.filter(Boolean).length ? texts.filter(Boolean) : description ? [description] : [],
      };
    })
    .filter((p) => p.title || p.texts.length);
}

/** Policies of a section that may be a list, `{ policies }` or `{ data }`. */
const policiesIn = (v: unknown): PolicyItem[] =>
  readPolicies(Array.isArray(v) ? v : (obj(v).policies ?? obj(v).data ?? obj(obj(v).hotelPolicy).policies));

/** Turns the propertyDetails response into what the page shows. */
export function toPropertyView(body: unknown): PropertyView | null {
  const sections = sectionsById(body);
  if (!sections.has('propertyInfo')) return null;
  const info = obj(sections.get('propertyInfo'));

  const infoPolicies = policiesIn(obj(info.policy).hotelPolicy);
  const hotelPolicies = infoPolicies.length ? infoPolicies : policiesIn(sections.get('hotelPolicies'));
  const fromTitles = hotelPolicies.filter((p) => /cancellation/i.test(p.title));
  const cancellationPolicies = fromTitles.length ? fromTitles : policiesIn(sections.get('cancellationPolicy'));

  const featured = readImages(info.featuredImage ?? sections.get('featuredImage'));
  const gallery = arr(info.propertyMedia)
    .map((g) => ({ title: str(obj(g).title, 'Photos'), items: readImages(obj(g).images, str(obj(g).title)) }))
    .filter((g) => g.items.length > 0);
  const firstGalleryImages = gallery.flatMap((g) => g.items.filter((i) => i.type !== 'video'));

  const coords = obj(info.coordinates);
  const lat = num(coords.lat);
  const lng = num(coords.lng);

  return {
    title: str(info.title ?? info.name, 'Property'),
    address: str(info.address ?? info.location),
    description: str(info.description),
    propertyType: str(info.propertyType),
    propertyTypeLabel: str(info.propertyTypeLabel),
    city: str(info.city),
    rating: readRating(info.rating),
    priceMin: num(obj(info.price).min),
    heroImages: featured.length ? featured : firstGalleryImages.slice(0, 8),
    gallery,
    hotelPolicies,
    cancellationPolicies,
    propertyUrl: optStr(info.propertyUrl),
    tourismRegistrationNo: optStr(info.tourismRegistrationNo),
    coordinates: lat !== null && lng !== null ? { lat, lng } : null,
    tabs: arr(sections.get('propertyInfoTab'))
      .map((t) => ({ id: str(obj(t).id), title: str(obj(t).title) }))
      .filter((t) => t.id && t.title),
    amenityGroups: arr(sections.get('amenities'))
      .map((g) => ({
        // The heading in the page's language where the answer has it (`label`, with `lang`), else its English.
        title: str(obj(g).label ?? obj(g).title, 'Amenities'),
        amenities: arr(obj(g).amenities).map((a) => {
          const o = obj(a);
          return {
            title: str(o.title ?? o.name),
            description: str(o.description),
            details: str(o.details),
            image: optStr(o.image),
            type: str(o.type, 'Property'),
          };
        }),
      }))
      .filter((g) => g.amenities.length > 0),
    nearby: arr(sections.get('location'))
      .map((l) => ({ name: str(obj(l).name), address: str(obj(l).address), distanceKm: num(obj(l).distanceKm) }))
      .filter((l) => l.name),
  };
}
