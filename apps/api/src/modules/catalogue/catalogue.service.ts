import { paiseToRupees, stayNights, todayIst } from '@staybook/contract';
import {
  type PartyPrice,
  type PartyPriceParams,
  type PropertyCard,
  type PropertyListParams,
  type PropertySection,
  propertyTypeLabel,
} from '@staybook/contract/catalogue';
import { translated } from '@staybook/contract/content-translations';
import type { Language } from '@staybook/contract/languages';
import { PET_FRIENDLY_AMENITY, parseChildAges, withPetRule } from '@staybook/contract/party-rules';
import type { GstSlab } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { amenityGroupId } from '../../lib/amenity-group-id.js';
import { notFound } from '../../lib/http-errors.js';
import {
  canPlaceParty,
  gstPerNightPaise,
  type PartyStayPrice,
  partyStayPrices,
  pricePartyAt,
  type SellablePlan,
} from '../pricing/index.js';
import { EncodedAnswer } from '../search-cache/index.js';
import * as repo from './catalogue.repository.js';
import { parseAmenities, resolveCategory, resolveStay, resolveTypeKeys, type Stay } from './catalogue-rules.js';
import { contentWords, policyTexts } from './content-words.service.js';
import { priceOrderedPage, remembered } from './price-order.service.js';
import { perNightRupees } from './price-order-rules.js';
import { type CardColumns, cardColumnsText, cardPriceText, listAnswerText } from './search-answer.js';
import type { SearchIndexSource } from './search-index.service.js';
import { IndexedCandidate } from './search-index-rules.js';

const CARD_IMAGES = 5;

function imagesOf(media: repo.MediaRow[], ownerId: string, limit = Number.POSITIVE_INFINITY) {
  return media
    .filter((m) => m.ownerId === ownerId && m.type === 'image')
    .slice(0, limit)
    .map((m) => ({ url: m.url, width: m.width, height: m.height }));
}

export async function listProperties(
  db: DbOrTx,
  query: PropertyListParams,
  now: Date,
  slabs: GstSlab[],
  guestId: string | null = null,
  index: SearchIndexSource | null = null,
) {
  return cardsOf(await listPage(db, query, now, slabs, guestId, index));
}

/**
 * The list's whole answer for the route: from the read model, its text assembled from pre-encoded fragments
 * (search-answer.ts: the bytes zod's encoding of listProperties' answer would give), else that answer for the route's
 * serialiser.
 */
export async function listAnswer(
  db: DbOrTx,
  query: PropertyListParams,
  now: Date,
  slabs: GstSlab[],
  guestId: string | null = null,
  index: SearchIndexSource | null = null,
) {
  const listed = await listPage(db, query, now, slabs, guestId, index);
  const text = encodedList(listed);
  return text === null ? { success: true as const, data: cardsOf(listed) } : new EncodedAnswer(text);
}

interface ListedPage {
  page: Array<{ row: repo.CandidateRow; price: PartyStayPrice }>;
  media: repo.MediaRow[];
  total: number;
  pageNumber: number;
  limit: number;
  stay: Stay;
}

async function listPage(
  db: DbOrTx,
  query: PropertyListParams,
  now: Date,
  slabs: GstSlab[],
  guestId: string | null,
  index: SearchIndexSource | null,
): Promise<ListedPage> {
  const stay = resolveStay(query.checkInDate, query.checkOutDate, now);
  const category = resolveCategory(query.category);
  const typeKeys = resolveTypeKeys(query.propertyType, Boolean(category || query.city || query.q));
  const amenities = parseAmenities(query.amenities);
  // A pet search lists only stays whose rule takes pets (the booking checks the same flag: party-rules.ts).
  if (query.includePet) amenities.push(PET_FRIENDLY_AMENITY);
  const limit = query.limit ?? (category ? 5 : 12);
  const party = {
    adults: query.adults ?? 1,
    children: query.children ?? 0,
    childAges: parseChildAges(query.childAges),
    guestId,
  };
  // Issue 24 item 1: SQL narrows to the properties whose free beds could hold the party; the pricing pipeline then
  // places the whole party at each (the cheapest rooms that seat it) and prices that placement. A property it cannot
  // place is not one of the stays available; the count, the price filter and the price sorts read the same figure.
  const search: repo.PropertySearch = {
    ...stay,
    typeKeys,
    category,
    city: query.city && query.city.toLowerCase() !== 'all' ? query.city : null,
    adults: party.adults,
    children: party.children,
    amenities: [...new Set(amenities)],
    q: query.q || null,
    sort: query.sort,
  };
  // The read model (search-index.service.ts) answers what the SQL would, with the rooms' plans, from memory; a stay
  // outside its window, or no model (off, building, not listening), is answered in SQL.
  const byPrice =
    query.sort === 'price_asc' ||
    query.sort === 'price_desc' ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined;
  const offset = (query.page - 1) * limit;
  // Which candidates can place the party at all is the placement rule alone; prices are needed for every one of them
  // only when the price filters or sorts, else for the page shown. The read model counts them and makes only the
  // page's rows (all of them for a price order); the SQL answers every candidate, placed here.
  const fromIndex = index?.page(search, party, byPrice ? null : { offset, limit }) ?? null;
  const dates = stayNights(stay.checkIn, stay.checkOut);
  // Each night's rate as the pipeline reads it, built only for the properties priced (a large city has thousands).
  // Fields by name: the read model's candidates and rooms (search-index-rules.ts) read their columns through getters
  // and make their rates and plans when read, which a spread would not copy.
  const toPlace = (c: repo.CandidateRow) => ({
    id: c.id,
    infantMaxAge: c.infantMaxAge,
    childMaxAge: c.childMaxAge,
    promotionsRevision: c.promotionsRevision,
    rooms: c.rooms.map((r) => {
      const rates = r.rates;
      const plans = 'plans' in r ? (r.plans as SellablePlan[]) : undefined;
      return {
        id: r.id,
        name: r.name,
        maxAdults: r.maxAdults,
        maxChildren: r.maxChildren,
        baseAdults: r.baseAdults,
        baseChildren: r.baseChildren,
        extraAdultPaise: r.extraAdultPaise,
        extraChildPaise: r.extraChildPaise,
        free: r.free,
        nights: dates.map((date, i) => ({ date, ratePaise: rates[i] ?? 0, available: r.free })),
        ...(plans ? { plans } : {}),
      };
    }),
  });
  let placeableCount: number;
  let shown: repo.CandidateRow[];
  if (fromIndex) {
    placeableCount = fromIndex.total;
    shown = fromIndex.rows;
  } else {
    const placeable = (await repo.searchCandidates(db, search)).filter((p) => canPlaceParty(p, party));
    placeableCount = placeable.length;
    shown = byPrice ? placeable : placeable.slice(offset, offset + limit);
  }
  let page: Array<{ row: repo.CandidateRow; price: PartyStayPrice }>;
  let total: number;
  let cardMedia: repo.MediaRow[] | null = null;
  const priceRows = (rows: repo.CandidateRow[]) => pricePartyAt(db, rows.map(toPlace), stay, party, now, slabs);
  if (byPrice && fromIndex) {
    // A price order over the read model's candidates prices only what bounds on their prices cannot place.
    ({ page, total } = await priceOrderedPage(
      db,
      shown,
      query,
      { offset, limit },
      { stay, party, now, slabs },
      priceRows,
    ));
  } else {
    // Without a price order the page is known before pricing: its pictures are read meanwhile (one round trip less).
    // From the model, each property's price is remembered per stay and party (another order, filter or page of the
    // same stay asks it again).
    const [prices, media] = await Promise.all([
      fromIndex ? remembered(shown, { stay, party, now, slabs }, priceRows) : priceRows(shown),
      byPrice
        ? null
        : pageMedia(
            db,
            shown.map((p) => p.id),
            fromIndex ? index : null,
          ),
    ]);
    cardMedia = media;
    const priced = shown.flatMap((p) => {
      const price = prices.get(p.id);
      return price ? [{ row: p, price, perNight: perNightRupees(price.totalPreTaxPaise, price.nights) }] : [];
    });
    // The filter reads the whole rupees a night the card shows, so a card of ₹7,000 is within "up to ₹7,000".
    const filtered = priced.filter(
      (p) =>
        (query.minPrice === undefined || p.perNight >= query.minPrice) &&
        (query.maxPrice === undefined || p.perNight <= query.maxPrice),
    );
    // Stable sorts over the SQL's order (rating, then name), so equal prices keep it.
    if (query.sort === 'price_asc') filtered.sort((a, b) => a.perNight - b.perNight);
    if (query.sort === 'price_desc') filtered.sort((a, b) => b.perNight - a.perNight);
    page = byPrice ? filtered.slice(offset, offset + limit) : filtered;
    total = byPrice ? filtered.length : placeableCount;
  }
  const media =
    cardMedia ??
    (await pageMedia(
      db,
      page.map((p) => p.row.id),
      fromIndex ? index : null,
    ));
  return { page, media, total, pageNumber: query.page, limit, stay };
}

/** A card's columns: everything but its price. */
function cardColumnsOf(r: repo.CandidateRow, media: repo.MediaRow[]): CardColumns {
  const images = imagesOf(media, r.id, CARD_IMAGES);
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    city: r.city,
    locality: r.locality,
    propertyType: r.propertyType,
    propertyTypeLabel: propertyTypeLabel(r.propertyType),
    category: r.category,
    amenities: r.amenities,
    featuredImage: { images },
    image: images[0]?.url ?? null,
    rating: { average: r.ratingAverage, count: r.ratingCount },
    isGuestFavorite: r.isGuestFavorite,
  };
}

function cardsOf(listed: ListedPage) {
  const cards: PropertyCard[] = listed.page.map(({ row: r, price }) => ({
    ...cardColumnsOf(r, listed.media),
    price: { ...partyPriceOf(price), currency: 'INR' },
  }));
  return { data: cards, ...figuresOf(listed) };
}

/** The answer's figures beside its cards: the page, its size and count, and the stay in unix seconds. */
function figuresOf({ total, pageNumber, limit, stay }: ListedPage) {
  const { checkInDate, checkOutDate } = stayUnix(stay);
  return { total, page: pageNumber, limit, totalPages: Math.ceil(total / limit), checkInDate, checkOutDate };
}

/**
 * The answer's text from the read model's rows: each card's columns encoded once per model row (its pictures are the
 * row's own), its price and the envelope written out (search-answer.ts). Null for rows read in SQL, or a figure the
 * schema would refuse: the ordinary way then answers.
 */
function encodedList(listed: ListedPage): string | null {
  const cards: string[] = [];
  for (const { row, price } of listed.page) {
    if (!(row instanceof IndexedCandidate)) return null;
    const columns = cardColumnsText(row.modelRow, () => cardColumnsOf(row, row.cardMedia));
    const priced = cardPriceText(partyPriceOf(price));
    if (columns === null || priced === null) return null;
    cards.push(columns + priced);
  }
  return listAnswerText(cards, figuresOf(listed));
}

/** The cards' pictures: from the read model when it answered the search, else read. */
async function pageMedia(db: DbOrTx, ids: string[], index: SearchIndexSource | null): Promise<repo.MediaRow[]> {
  return index ? index.media(ids) : repo.findPropertyMedia(db, ids);
}

/** The party's price as the card, the property page and the rooms bar show it (rupees). */
function partyPriceOf(price: PartyStayPrice): { min: number; taxes: number; party: PartyPrice } {
  return {
    min: perNightRupees(price.totalPreTaxPaise, price.nights),
    taxes: perNightRupees(price.taxPaise, price.nights),
    party: {
      rooms: price.rooms,
      nights: price.nights,
      total: paiseToRupees(price.totalPreTaxPaise),
      taxes: paiseToRupees(price.taxPaise),
      placement: price.lines.map((l) => ({
        roomId: l.roomTypeId,
        ...(l.ratePlanId ? { ratePlanId: l.ratePlanId } : {}),
        roomCount: l.roomCount,
        adults: l.adults,
        children: l.children,
      })),
    },
  };
}

/**
 * The party's price at one property for a stay (GET /property/v1/app/party-price): the list's figure, for the
 * property page and the rooms bar; null price when the property cannot place the party.
 */
export async function getPartyPrice(
  db: DbOrTx,
  query: PartyPriceParams,
  now: Date,
  slabs: GstSlab[],
  guestId: string | null = null,
) {
  const stay = resolveStay(query.checkInDate, query.checkOutDate, now);
  const found = await repo.findActiveProperty(db, query.propertyId);
  if (!found) throw notFound('Property');
  const party = {
    adults: query.adults ?? 1,
    children: query.children ?? 0,
    childAges: parseChildAges(query.childAges),
    guestId,
  };
  const price = (await partyStayPrices(db, [query.propertyId], stay, party, now, slabs)).get(query.propertyId);
  return { price: price ? partyPriceOf(price).party : null, ...stayUnix(stay) };
}

function stayUnix(stay: Stay) {
  return {
    checkInDate: Date.parse(`${stay.checkIn}T00:00:00+05:30`) / 1000,
    checkOutDate: Date.parse(`${stay.checkOut}T00:00:00+05:30`) / 1000,
  };
}

const PROPERTY_TABS = [
  { id: 'about-property', title: 'About' },
  { id: 'amenities', title: 'Amenities' },
  { id: 'location', title: 'Location' },
  { id: 'hotelPolicies', title: 'Hotel Policies' },
  { id: 'cancellationPolicies', title: 'Cancellation Policies' },
];

export async function getPropertyDetails(
  db: DbOrTx,
  id: string,
  now: Date,
  slabs: GstSlab[],
  lang?: Language,
): Promise<PropertySection[]> {
  const found = await repo.findActiveProperty(db, id);
  if (!found) throw notFound('Property');
  const { property: p, city } = found;
  const [media, extras, from, words] = await Promise.all([
    repo.findPropertyMedia(db, [id]),
    repo.findPropertyExtras(db, id),
    pageFromPrice(db, { propertyId: id }, now),
    contentWords(db, id, lang),
  ]);
  const images = imagesOf(media, id);
  const mediaGroups = new Map<string, repo.MediaRow[]>();
  for (const m of media) mediaGroups.set(m.category, [...(mediaGroups.get(m.category) ?? []), m]);
  const amenityGroups = new Map<string, typeof extras.amenityRows>();
  for (const a of extras.amenityRows) amenityGroups.set(a.groupTitle, [...(amenityGroups.get(a.groupTitle) ?? []), a]);
  const hotelPolicies = withPetRule(
    extras.policies.filter((x) => x.kind === 'hotel'),
    p.amenities.includes(PET_FRIENDLY_AMENITY),
    (group) => ({ id: `${p.id}-pets`, propertyId: p.id, kind: 'hotel', sortOrder: Number.MAX_SAFE_INTEGER, ...group }),
  );
  const cancellation = extras.policies.filter((x) => x.kind === 'cancellation');
  // A policy's title and points, an amenity's words: in the page's language where entered, else English (field by field).
  const asPolicy = (x: (typeof extras.policies)[number]) => ({
    _id: x.id,
    title: translated(words, 'property_policy', x.id, 'title', x.title),
    texts: policyTexts(words, x.id, x.texts),
  });

  return [
    {
      id: 'propertyInfo',
      data: {
        id: p.id,
        title: p.name,
        address: p.address,
        description: translated(words, 'property', p.id, 'description', p.description),
        propertyType: p.propertyType,
        propertyTypeLabel: propertyTypeLabel(p.propertyType),
        category: p.category,
        city,
        locality: p.locality,
        rating: { average: Number(p.ratingAverage), count: p.ratingCount },
        price: fromPrice(from, slabs),
        featuredImage: { images },
        propertyMedia: [...mediaGroups].map(([title, items]) => ({
          title,
          images: items.map((m) => ({
            url: m.url,
            title: m.title,
            type: m.type === 'video' ? ('video' as const) : ('image' as const),
            tags: m.tags,
            width: m.width,
            height: m.height,
          })),
        })),
        policy: { hotelPolicy: { policies: hotelPolicies.map(asPolicy) } },
        propertyUrl: p.externalUrl,
        tourismRegistrationNo: p.tourismRegistrationNo,
        coordinates: p.latitude !== null && p.longitude !== null ? { lat: p.latitude, lng: p.longitude } : null,
        contact: { phone: p.contactPhone, email: p.contactEmail },
        checkInTime: p.checkInTime,
        checkOutTime: p.checkOutTime,
        agePolicy: { infantMaxAge: p.infantMaxAge, childMaxAge: p.childMaxAge },
        amenities: p.amenities,
        isGuestFavorite: p.isGuestFavorite,
      },
    },
    { id: 'propertyInfoTab', data: PROPERTY_TABS },
    { id: 'featuredImage', data: { images } },
    {
      id: 'amenities',
      data: [...amenityGroups].map(([title, items]) => ({
        title,
        // The heading in the page's language beside its English (keyed by the heading: amenityGroupId), else English.
        ...(words ? { label: translated(words, 'amenity_group', amenityGroupId(p.id, title), 'title', title) } : {}),
        amenities: items.map((a) => ({
          title: translated(words, 'property_amenity', a.id, 'title', a.title),
          description: translated(words, 'property_amenity', a.id, 'description', a.description),
          details: translated(words, 'property_amenity', a.id, 'details', a.details),
          image: a.imageUrl,
          type: a.scope === 'Common' ? ('Common' as const) : ('Property' as const),
        })),
      })),
    },
    {
      id: 'location',
      // A place's name and address in the page's language where entered, else English (field by field).
      data: extras.places.map((n) => ({
        name: translated(words, 'nearby_place', n.id, 'name', n.name),
        address: translated(words, 'nearby_place', n.id, 'address', n.address),
        distanceKm: n.distanceKm === null ? null : Number(n.distanceKm),
      })),
    },
    { id: 'hotelPolicies', data: hotelPolicies.map((x) => ({ ...asPolicy(x), groupKey: x.groupKey })) },
    { id: 'cancellationPolicy', data: cancellation.map(asPolicy) },
  ];
}

/** How many one-night stays a page without dates prices its "from" price over (the coming month). */
const PAGE_FROM_NIGHTS = 30;

/**
 * The "from" price of a property page or a room page, which names no stay: the list's "from" price (the cheapest plan
 * of a room booked on this site, for the party) of the cheapest one-night stay of the coming month, for one adult. The
 * property page shows it and shared links (modules/seo) quote it, so a link never promises less than the page.
 */
export function pageFromPrice(db: DbOrTx, scope: repo.FromPriceScope, now: Date): Promise<repo.FromPriceRow> {
  return repo.findFromPrice(db, scope, todayIst(now), PAGE_FROM_NIGHTS, { adults: 1, children: 0 });
}

/** A "from" price as guests read it: whole rupees a night, and the GST a night of its nights (by each one's slab). */
function fromPrice(from: repo.FromPriceRow, slabs: GstSlab[]): { min: number | null; taxes?: number } {
  if (from.minRupees === null) return { min: null };
  return { min: from.minRupees, taxes: paiseToRupees(gstPerNightPaise(from.tariffsPaise, slabs)) };
}
