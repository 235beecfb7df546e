import { rupeesToPaise } from '@staybook/contract';
import { type PropertyListParams, propertyListQuerySchema } from '@staybook/contract/catalogue';
import { propertyListApiParams } from '@staybook/contract/page-data';
import { PET_FRIENDLY_AMENITY } from '@staybook/contract/party-rules';
import { daysBetween, unixToIstDate } from '@staybook/contract/stay-dates';
import type { GstSlab } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PageMeta } from '../../plugins/web-app.js';
import * as catalogue from '../catalogue/catalogue.service.js';
import {
  activePropertyPages,
  cityNamed,
  propertyForPage,
  propertyImages,
  propertyStatusOf,
  roomForPage,
  roomStatusOf,
} from './seo.repository.js';
import {
  buildSitemapXml,
  propertyPageMeta,
  roomPageMeta,
  type SitemapEntry,
  type SitemapPrice,
  sitemapStaticPaths,
} from './seo-rules.js';
import { propertyStructuredData, type RoomForData, roomStructuredData } from './structured-data-rules.js';

/**
 * The list's default search: what /property-list asks the API when its address names nothing (2 adults, no
 * children, every type, tonight for one night, first page). The sitemap and every quoted "from" price stand for it.
 */
export function defaultListQuery(): PropertyListParams {
  return propertyListQuerySchema.parse(propertyListApiParams([], null));
}

/** How many stays the sitemap asks the list for at a time (the list's own maximum page). */
const SITEMAP_LIST_PAGE = 50;

/**
 * Every property's figure on the list for the default search: the card's whole rupees a night, by property id,
 * read page by page from the list itself (the same function, so the same number).
 */
export async function listFigures(db: Db, now: Date, slabs: GstSlab[]) {
  const query = { ...defaultListQuery(), limit: SITEMAP_LIST_PAGE };
  const prices = new Map<string, number>();
  let stay = { checkIn: '', nights: 1 };
  for (let page = 1; ; page++) {
    const answer = await catalogue.listProperties(db, { ...query, page }, now, slabs);
    for (const card of answer.data) if (card.price.min !== null) prices.set(card.id, card.price.min);
    const checkIn = unixToIstDate(answer.checkInDate);
    stay = { checkIn, nights: daysBetween(checkIn, unixToIstDate(answer.checkOutDate)) };
    if (page >= answer.totalPages) break;
  }
  return { prices, adults: query.adults ?? 2, ...stay };
}

/**
 * One property's figure on the list for the default search (paise, whole rupees): the party price the list's cards
 * are computed from, for the same party and stay. Null when the list cannot place the party there.
 */
async function listFigurePaise(db: Db, propertyId: string, now: Date, slabs: GstSlab[]): Promise<number | null> {
  const { adults, children } = defaultListQuery();
  const { price } = await catalogue.getPartyPrice(db, { propertyId, adults, children }, now, slabs);
  // The card's rounding: whole rupees a night of the stay's pre-tax total.
  return price ? rupeesToPaise(Math.round(price.total / Math.max(1, price.nights))) : null;
}

/**
 * Each room's price for the list's default stay (tonight, one night): its cheapest plan's rate a night, as the
 * rooms answer states it, in whole rupees; null for a room with no plan on sale or sold on a partner's site.
 */
async function roomFigures(db: Db, propertyId: string, now: Date, slabs: GstSlab[]) {
  const rooms = await catalogue.listRooms(db, { propertyId }, now, slabs);
  return new Map(
    rooms.map((r) => {
      const perNight = (r.ratePlans ?? []).map(
        (plan) => plan.price.reduce((sum, n) => sum + n.rate, 0) / plan.price.length,
      );
      // A room booked on a partner's site (its own booking address) has no price of ours to offer.
      const cheapest = perNight.length > 0 && !r.url ? Math.min(...perNight) : null;
      return [
        r.id,
        {
          fromRatePaise: cheapest === null || !Number.isFinite(cheapest) ? null : rupeesToPaise(Math.round(cheapest)),
          isAvailable: (r.available ?? 0) > 0,
        },
      ] as const;
    }),
  );
}

/** The sitemap: home, the list, the information pages and every active property page with its pictures and price. */
export async function sitemapXml(db: Db, publicUrl: string, slabs: GstSlab[], now = new Date()): Promise<string> {
  const [pages, figures] = await Promise.all([activePropertyPages(db), listFigures(db, now, slabs)]);
  const images = await propertyImages(
    db,
    pages.map((p) => p.id),
  );
  const priceOf = (id: string): SitemapPrice | undefined => {
    const rupees = figures.prices.get(id);
    return rupees === undefined
      ? undefined
      : { rupees, adults: figures.adults, checkIn: figures.checkIn, nights: figures.nights };
  };
  const entries: SitemapEntry[] = [
    ...sitemapStaticPaths.map((path) => ({ path })),
    ...pages.map((p) => ({
      path: `/property-details/${p.id}`,
      lastModified: p.updatedAt,
      images: images.get(p.id) ?? [],
      price: priceOf(p.id),
    })),
  ];
  return buildSitemapXml(entries, publicUrl);
}

const occupancyOf = (r: { maxAdults: number; maxChildren: number }) => r.maxAdults + r.maxChildren;

/** The public origin (absolute URLs in structured data) and the GST slabs the list prices with. */
export interface SeoSite {
  publicUrl: string;
  slabs: GstSlab[];
}

/**
 * Without the server's configuration (a script, a test): site-relative URLs, and no tax, which changes nothing quoted
 * here as every figure is before tax.
 */
const PLAIN_SITE: SeoSite = { publicUrl: '', slabs: [{ upToPaise: null, percent: 0 }] };

/** A property page's head and structured data; null for a property that is not on sale. */
export async function propertyMeta(
  db: Db,
  id: string,
  site: SeoSite = PLAIN_SITE,
  now = new Date(),
): Promise<PageMeta | null> {
  // Read together (a page waits for the slowest, not the sum); the prices refuse a property not on sale, which
  // then has no page of its own anyway.
  const [found, priced, roomsPriced] = await Promise.allSettled([
    propertyForPage(db, id),
    listFigurePaise(db, id, now, site.slabs),
    roomFigures(db, id, now, site.slabs),
  ]);
  if (found.status === 'rejected') throw found.reason;
  const property = found.value;
  if (!property) return null;
  if (priced.status === 'rejected') throw priced.reason;
  if (roomsPriced.status === 'rejected') throw roomsPriced.reason;
  const from = priced.value;
  const rooms = roomsPriced.value;
  const roomData: RoomForData[] = property.rooms.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    occupancy: occupancyOf(r),
    count: r.totalRooms,
    image: r.image,
    fromRatePaise: rooms.get(r.id)?.fromRatePaise ?? null,
    isAvailable: rooms.get(r.id)?.isAvailable ?? false,
  }));
  const meta = propertyPageMeta({
    id,
    name: property.name,
    propertyType: property.propertyType,
    locality: property.locality,
    cityName: property.cityName,
    description: property.description,
    ratingAverage: property.rating.average,
    ratingCount: property.rating.count,
    imageUrl: property.images[0] ?? null,
    fromRatePaise: from,
  });
  const structuredData = propertyStructuredData(
    {
      ...property,
      petsAllowed: property.amenityKeys.includes(PET_FRIENDLY_AMENITY),
      fromRatePaise: from,
      rooms: roomData,
    },
    site.publicUrl,
  );
  return { ...meta, structuredData };
}

/** A room page's head and structured data; null for an unknown room. */
export async function roomMeta(
  db: Db,
  id: string,
  site: SeoSite = PLAIN_SITE,
  now = new Date(),
): Promise<PageMeta | null> {
  const room = await roomForPage(db, id);
  if (!room) return null;
  const figure = (await roomFigures(db, room.propertyId, now, site.slabs)).get(id);
  const fromRatePaise = figure?.fromRatePaise ?? null;
  const meta = roomPageMeta({
    id,
    name: room.name,
    propertyName: room.propertyName,
    description: room.description,
    imageUrl: room.images[0] ?? null,
    fromRatePaise,
  });
  const structuredData = roomStructuredData(
    {
      room: {
        id,
        name: room.name,
        description: room.description,
        occupancy: occupancyOf(room),
        count: room.totalRooms,
        image: room.images[0] ?? null,
        fromRatePaise,
        isAvailable: figure?.isAvailable ?? false,
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
