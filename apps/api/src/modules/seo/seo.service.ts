import { translated } from '@staybook/contract/content-translations';
import { DEFAULT_LANGUAGE, type Language, pathInLanguage } from '@staybook/contract/languages';
import { pagePaths } from '@staybook/contract/page-paths';
import { PET_FRIENDLY_AMENITY } from '@staybook/contract/party-rules';
import type { Db } from '../../db/client.js';
import { translatorFor } from '../../lib/messages.js';
import type { PageMeta } from '../../plugins/web-app.js';
import { contentWords } from '../catalogue/content-words.service.js';
import {
  activePropertyPages,
  activeRoomPages,
  cityNamed,
  listLandings,
  propertyForPage,
  propertyImages,
  propertyStatusOf,
  roomForPage,
  roomStatusOf,
} from './seo.repository.js';
import {
  buildSitemapXml,
  listCanonicalPath,
  propertyPageMeta,
  roomPageMeta,
  type SitemapEntry,
  sitemapStaticPaths,
  translatedStaticPages,
} from './seo-rules.js';
import {
  type DataLanguage,
  propertyStructuredData,
  type RoomForData,
  roomStructuredData,
} from './structured-data-rules.js';

/**
 * The sitemap: home, the list, each city's and each type's list, the information pages, every active property page and
 * every room page on sale.
 */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const [pages, rooms, landings] = await Promise.all([activePropertyPages(db), activeRoomPages(db), listLandings(db)]);
  const images = await propertyImages(
    db,
    pages.map((p) => p.id),
  );
  const entries: SitemapEntry[] = [
    ...sitemapStaticPaths.map((path) => ({ path })),
    // Each city's and each type's list: server-rendered, titled and canonical by what it is about (listPageMeta).
    ...landings.cities.map((city) => ({ path: listCanonicalPath({ city }) })),
    ...landings.types.map((propertyType) => ({ path: listCanonicalPath({ propertyType }) })),
    ...pages.map((p) => ({
      path: `/property-details/${p.id}`,
      lastModified: p.updatedAt,
      images: images.get(p.id) ?? [],
    })),
    ...rooms.map((r) => ({ path: `/room-details/${r.id}`, lastModified: r.updatedAt })),
  ];
  return buildSitemapXml(entries, publicUrl);
}

/**
 * A language's sitemap (`/hi/sitemap.xml`, …; English's is /sitemap.xml): the pages written in that language so far —
 * home, the list, each city's and each type's list, each property's and each room's page, and the information pages
 * written in every language (about, contact, support: translatedStaticPages) — at their addresses in it
 * (docs/languages.md). The other pages follow as they are translated; until then their English address is the one
 * indexed.
 */
export async function languageSitemapXml(db: Db, publicUrl: string, lang: Language): Promise<string> {
  const [landings, pages, rooms] = await Promise.all([listLandings(db), activePropertyPages(db), activeRoomPages(db)]);
  const entries: SitemapEntry[] = [
    { path: '/' },
    { path: pagePaths.propertyList },
    ...Object.keys(translatedStaticPages).map((path) => ({ path })),
    ...landings.cities.map((city) => ({ path: listCanonicalPath({ city }) })),
    ...landings.types.map((propertyType) => ({ path: listCanonicalPath({ propertyType }) })),
    ...pages.map((p) => ({ path: `/property-details/${p.id}`, lastModified: p.updatedAt })),
    ...rooms.map((r) => ({ path: `/room-details/${r.id}`, lastModified: r.updatedAt })),
  ];
  return buildSitemapXml(
    entries.map((entry) => ({ ...entry, path: pathInLanguage(lang, entry.path) })),
    publicUrl,
  );
}

const occupancyOf = (r: { maxAdults: number; maxChildren: number }) => r.maxAdults + r.maxChildren;

/** The public origin (absolute URLs in structured data). */
export interface SeoSite {
  publicUrl: string;
}

/**
 * Without the server's configuration (a script, a test): site-relative URLs.
 */
const PLAIN_SITE: SeoSite = { publicUrl: '' };

/** The structured data's language: the page's addresses in it and its word for Home (issue 43). */
const dataLanguage = (lang: Language): DataLanguage => ({ lang, home: translatorFor(lang)('header.home') });

/** A property page's head and structured data; null for a property that is not on sale. */
export async function propertyMeta(
  db: Db,
  id: string,
  site: SeoSite = PLAIN_SITE,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<PageMeta | null> {
  const [property, words] = await Promise.all([propertyForPage(db, id), contentWords(db, id, lang)]);
  if (!property) return null;
  const description = translated(words, 'property', id, 'description', property.description);
  const roomData: RoomForData[] = property.rooms.map((r) => ({
    id: r.id,
    name: r.name,
    description: translated(words, 'room_type', r.id, 'description', r.description),
    occupancy: occupancyOf(r),
    count: r.totalRooms,
    image: r.image,
  }));
  const meta = propertyPageMeta(
    {
      id,
      name: property.name,
      propertyType: property.propertyType,
      locality: property.locality,
      cityName: property.cityName,
      description,
      ratingAverage: property.rating.average,
      ratingCount: property.rating.count,
      imageUrl: property.images[0] ?? null,
    },
    lang === DEFAULT_LANGUAGE ? undefined : translatorFor(lang),
  );
  const structuredData = propertyStructuredData(
    {
      ...property,
      description,
      // The amenities the page lists, in its language where entered.
      amenities: [
        ...new Set(property.amenityRows.map((a) => translated(words, 'property_amenity', a.id, 'title', a.title))),
      ],
      petsAllowed: property.amenityKeys.includes(PET_FRIENDLY_AMENITY),
      rooms: roomData,
    },
    site.publicUrl,
    dataLanguage(lang),
  );
  return { ...meta, structuredData };
}

/** A room page's head and structured data; null for an unknown room. */
export async function roomMeta(
  db: Db,
  id: string,
  site: SeoSite = PLAIN_SITE,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<PageMeta | null> {
  const found = await roomForPage(db, id);
  if (!found) return null;
  const words = await contentWords(db, found.propertyId, lang);
  const room = { ...found, description: translated(words, 'room_type', id, 'description', found.description) };
  const meta = roomPageMeta(
    {
      id,
      name: room.name,
      propertyName: room.propertyName,
      description: room.description,
      imageUrl: room.images[0] ?? null,
    },
    lang === DEFAULT_LANGUAGE ? undefined : translatorFor(lang),
  );
  const structuredData = roomStructuredData(
    {
      room: {
        id,
        name: room.name,
        description: room.description,
        occupancy: occupancyOf(room),
        count: room.totalRooms,
        image: room.images[0] ?? null,
      },
      property: {
        id: room.propertyId,
        name: room.propertyName,
        propertyType: room.propertyType,
        cityName: room.cityName,
      },
      images: room.images,
    },
    site.publicUrl,
    dataLanguage(lang),
  );
  return { ...meta, structuredData };
}

/** The status of an address that names no page on sale: 410 once the property (or the room's) was delisted, else 404. */
export async function missingStatus(db: Db, kind: 'property' | 'room', id: string): Promise<404 | 410> {
  if (kind === 'property') return (await propertyStatusOf(db, id)) === 'archived' ? 410 : 404;
  const found = await roomStatusOf(db, id);
  return found && (found.status === 'archived' || found.propertyStatus === 'archived') ? 410 : 404;
}

/** A list's city as the catalogue spells it (case folded), or undefined for a city we do not have. */
export const listCityName = (db: Db, name: string) => cityNamed(db, name);
