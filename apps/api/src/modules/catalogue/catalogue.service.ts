import { addDays, istDateToUnix, paiseToRupees, rupeesToPaise, stayNights, todayIst } from '@staybook/contract';
import {
  type CategoryTile,
  type PartyPrice,
  type PartyPriceParams,
  type PropertyCard,
  type PropertyListParams,
  type PropertySection,
  propertyTypeLabel,
  type Room,
  type RoomDetailsSection,
} from '@staybook/contract/catalogue';
import { type AgePolicy, ageBandHints, type OccupancyTerms } from '@staybook/contract/occupancy-pricing';
import { PET_FRIENDLY_AMENITY, parseChildAges, withPetRule } from '@staybook/contract/party-rules';
import {
  PROMOTIONS_STACKING_SENTENCE,
  type PromotionTerms,
  promotionSentences,
  qualifyingStay,
} from '@staybook/contract/promotion-terms';
import { promotionLabel } from '@staybook/contract/promotions';
import type { GstSlab } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { findStayRefusals, type NightOnSale, nightsOnSale, readNights } from '../inventory/index.js';
import {
  canPlaceParty,
  gstPerNightPaise,
  type Offers,
  offerFor,
  type PartyStayPrice,
  partyStayPrices,
  plansForSale,
  priceNights,
  pricePartyAt,
  type SellablePlan,
  sellablePlansOf,
} from '../pricing/index.js';
import * as repo from './catalogue.repository.js';
import {
  parseAmenities,
  resolveCategory,
  resolveStay,
  resolveTypeKeys,
  type Stay,
  summariseRoomNights,
} from './catalogue-rules.js';
import { findStayAlternatives } from './stay-alternatives.service.js';

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
) {
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
  const candidates = await repo.searchCandidates(db, {
    ...stay,
    typeKeys,
    category,
    city: query.city && query.city.toLowerCase() !== 'all' ? query.city : null,
    adults: party.adults,
    children: party.children,
    amenities: [...new Set(amenities)],
    q: query.q || null,
    sort: query.sort,
  });
  const dates = stayNights(stay.checkIn, stay.checkOut);
  const toPlace = candidates.map((c) => ({
    ...c,
    rooms: c.rooms.map((r) => ({
      ...r,
      nights: dates.map((date, i) => ({ date, ratePaise: r.rates[i] ?? 0, available: r.free })),
    })),
  }));
  // Which candidates can place the party at all is the placement rule alone; prices are needed for every one of them
  // only when the price filters or sorts, else for the page shown.
  const placeable = toPlace.filter((p) => canPlaceParty(p, party));
  const byPrice =
    query.sort === 'price_asc' ||
    query.sort === 'price_desc' ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined;
  const offset = (query.page - 1) * limit;
  const shown = byPrice ? placeable : placeable.slice(offset, offset + limit);
  // Without a price order the page is known before pricing: its pictures are read meanwhile (one round trip less).
  const [prices, pageMedia] = await Promise.all([
    pricePartyAt(db, shown, stay, party, now, slabs),
    byPrice
      ? null
      : repo.findPropertyMedia(
          db,
          shown.map((p) => p.id),
        ),
  ]);
  const priced = placeable.flatMap((p) => {
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
  const page = byPrice ? filtered.slice(offset, offset + limit) : filtered;
  const total = byPrice ? filtered.length : placeable.length;
  const media =
    pageMedia ??
    (await repo.findPropertyMedia(
      db,
      page.map((p) => p.row.id),
    ));
  const cards: PropertyCard[] = page.map(({ row: r, price }) => {
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
      price: { ...partyPriceOf(price), currency: 'INR' },
    };
  });
  return {
    data: cards,
    total,
    page: query.page,
    limit,
    totalPages: Math.ceil(total / limit),
    checkInDate: stayUnix(stay).checkInDate,
    checkOutDate: stayUnix(stay).checkOutDate,
  };
}

/** Whole rupees a night of a stay's total (paise): the card's figure, which the price filter and sort read. */
const perNightRupees = (paise: number, nights: number) => Math.round(paise / Math.max(1, nights) / 100);

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
): Promise<PropertySection[]> {
  const found = await repo.findActiveProperty(db, id);
  if (!found) throw notFound('Property');
  const { property: p, city } = found;
  const [media, extras, from] = await Promise.all([
    repo.findPropertyMedia(db, [id]),
    repo.findPropertyExtras(db, id),
    pageFromPrice(db, { propertyId: id }, now),
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
  const asPolicy = (x: (typeof extras.policies)[number]) => ({ _id: x.id, title: x.title, texts: x.texts });

  return [
    {
      id: 'propertyInfo',
      data: {
        id: p.id,
        title: p.name,
        address: p.address,
        description: p.description,
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
        amenities: items.map((a) => ({
          title: a.title,
          description: a.description,
          details: a.details,
          image: a.imageUrl,
          type: a.scope === 'Common' ? ('Common' as const) : ('Property' as const),
        })),
      })),
    },
    {
      id: 'location',
      data: extras.places.map((n) => ({
        name: n.name,
        address: n.address,
        distanceKm: n.distanceKm === null ? null : Number(n.distanceKm),
      })),
    },
    { id: 'hotelPolicies', data: hotelPolicies.map((x) => ({ ...asPolicy(x), groupKey: x.groupKey })) },
    { id: 'cancellationPolicy', data: cancellation.map(asPolicy) },
  ];
}

export async function listRooms(
  db: DbOrTx,
  query: { propertyId: string; checkInDate?: number; checkOutDate?: number },
  now: Date,
  slabs: GstSlab[],
): Promise<Room[]> {
  const stay = resolveStay(query.checkInDate, query.checkOutDate, now);
  const property = await repo.findActiveProperty(db, query.propertyId);
  if (!property) throw notFound('Property');
  const rooms = await repo.findActiveRoomTypes(db, query.propertyId);
  const ids = rooms.map((r) => r.id);
  const [extras, inventory, sellable, refusals] = await Promise.all([
    repo.findRoomExtras(db, ids),
    readNights(db, ids, stay.checkIn, stay.checkOut),
    sellablePlansOf(db, ids, { first: stay.checkIn, last: addDays(stay.checkOut, -1) }),
    findStayRefusals(db, ids, stay.checkIn, stay.checkOut),
  ]);
  const terms = { checkIn: stay.checkIn, checkInTime: property.property.checkInTime };
  const nowUnix = Math.floor(now.getTime() / 1000);
  const dates = stayNights(stay.checkIn, stay.checkOut);
  // The plans' own prices: promotions and coupons are the review page's saving lines, not a plan's price.
  const noOffers: Offers = {
    stay: { propertyId: query.propertyId, ...stay, bookedOn: todayIst(now), isSignedIn: false },
    promotions: [],
    coupon: null,
  };
  const nightsById = new Map(
    rooms.map((r) => [
      r.id,
      summariseRoomNights(
        stay,
        inventory.filter((i) => i.roomTypeId === r.id),
        r.baseRatePaise,
      ),
    ]),
  );
  const alternatives = await findStayAlternatives(
    db,
    ids.filter((id) => refusals.has(id) || (nightsById.get(id)?.available ?? 0) < 1),
    stay,
    now,
  );
  return rooms.map((r) => {
    const nights = nightsById.get(r.id) ?? summariseRoomNights(stay, [], r.baseRatePaise);
    const amenities = extras.amenityRows.filter((a) => a.roomTypeId === r.id);
    const images = extras.mediaRows
      .filter((m) => m.roomTypeId === r.id)
      .map((m) => ({ url: m.url, width: m.width, height: m.height }));
    return {
      id: r.id,
      name: r.name,
      title: r.name,
      roomType: r.roomType,
      description: r.description,
      size: r.sizeSqft,
      maxAdults: r.maxAdults,
      maxChildren: r.maxChildren,
      base_adult_occupancy: r.baseAdults,
      max_adult_occupancy: r.maxAdults,
      base_child_occupancy: r.baseChildren,
      max_child_occupancy: r.maxChildren,
      amenities: amenities.map((a) => a.name),
      featuredAmenities: amenities.map((a) => ({
        name: a.name,
        description: a.description,
        image: a.imageUrl,
        tags: a.tags,
      })),
      featuredImage: { images },
      url: r.externalBookingUrl,
      rating: { average: Number(r.ratingAverage) },
      status: r.status,
      // A stay the restrictions refuse cannot be booked, whatever is free; the guest reads why.
      available: refusals.has(r.id) ? 0 : nights.available,
      ...(refusals.has(r.id) ? { unavailableReason: refusals.get(r.id)?.reason } : {}),
      ...alternatives.get(r.id),
      price: nights.nights,
      taxPerNight: taxPerNightOf(nights.nights, slabs),
      ...extraGuestTermsOf(r, property.property),
      ratePlans: plansForSale(sellable.get(r.id)).map((plan) => {
        const priced = oneRoomUnderPlan(
          r,
          plan,
          nightsOnSale(inventory, r.id, dates, r.baseRatePaise),
          noOffers,
          slabs,
        );
        const price = nights.nights.map((n, i) => ({ ...n, rate: paiseToRupees(priced[i]?.ratePaise ?? 0) }));
        return { ...offerFor(plan, terms, nowUnix), price, taxPerNight: taxPerNightOf(price, slabs) };
      }),
    };
  });
}

/**
 * One room at its base occupancy (the rooms list is asked for no party) under one plan, priced by the pricing
 * pipeline that quotes and books it: its nights at the plan's price, in date order.
 */
function oneRoomUnderPlan(
  room: { id: string; name: string },
  plan: SellablePlan,
  nights: NightOnSale[],
  offers: Offers,
  slabs: GstSlab[],
) {
  const { quote } = priceNights(
    {
      nights: nights.length,
      plans: new Map([[room.id, plan]]),
      offers,
      rooms: [{ roomTypeId: room.id, name: room.name, roomCount: 1, nights }],
    },
    slabs,
  );
  return quote.rooms[0]?.nights ?? [];
}

/**
 * What the room charges per extra guest (rupees a night), only where a guest could incur it: an extra adult needs
 * room for more adults than the base, an extra child room for more guests than the base slots.
 */
function extraGuestTermsOf(
  r: { baseAdults: number; maxAdults: number; baseChildren: number; maxChildren: number } & OccupancyTerms,
  ages: AgePolicy,
) {
  const canAddAdult = r.extraAdultPaise > 0 && r.maxAdults > r.baseAdults;
  const canAddChild = r.extraChildPaise > 0 && r.maxAdults + r.maxChildren > r.baseAdults + r.baseChildren;
  return {
    ...(canAddAdult ? { extraAdultCharge: paiseToRupees(r.extraAdultPaise) } : {}),
    ...(canAddChild
      ? { extraChildCharge: paiseToRupees(r.extraChildPaise), childAges: ageBandHints(ages).children }
      : {}),
  };
}

export async function getRoomDetails(db: DbOrTx, roomId: string): Promise<RoomDetailsSection[]> {
  const found = await repo.findRoomTypeWithProperty(db, roomId);
  if (found?.room.status !== 'active' || found.propertyStatus !== 'active') throw notFound('Room');
  const { room } = found;
  const { mediaRows, policyRows } = await repo.findRoomExtras(db, [roomId]);
  const highlights = new Map<string, typeof mediaRows>();
  for (const m of mediaRows) if (m.highlight) highlights.set(m.highlight, [...(highlights.get(m.highlight) ?? []), m]);
  const image = (m: (typeof mediaRows)[number]) => ({ url: m.url, width: m.width, height: m.height });
  return [
    {
      type: 'roomInfo',
      id: 'roomInfo',
      data: {
        id: room.id,
        title: room.name,
        description: room.description,
        images: mediaRows.map(image),
        propertyId: room.propertyId,
        propertyName: found.propertyName,
        size: room.sizeSqft,
        maxAdults: room.maxAdults,
        maxChildren: room.maxChildren,
      },
    },
    {
      type: 'roomHighlights',
      id: 'roomHighlights',
      data: [...highlights].map(([title, items]) => ({
        title,
        roomMedia: [{ title, images: items.map(image) }],
      })),
    },
    {
      type: 'policy',
      id: 'policy',
      data: policyRows.map((x) => ({ id: x.id, title: x.title, description: x.description })),
    },
    { type: 'addons', id: 'addons', data: [] },
  ];
}

export async function listCategoryTiles(db: DbOrTx): Promise<CategoryTile[]> {
  const rows = await repo.findCategoryTiles(db);
  return rows.map((c) => ({ id: c.id, name: c.name, image: c.imageUrl, target: c.target }));
}

export async function listCityNames(db: DbOrTx) {
  return (await repo.findCityNames(db)).map((city_name) => ({ city_name }));
}

/** A promotion row's terms as the contract reads them (room names: the rooms it is limited to). */
function termsOf(p: repo.PromotionTermsRow, roomNames: readonly string[] = []): PromotionTerms {
  return {
    kind: p.kind as PromotionTerms['kind'],
    minNights: p.minNights,
    freeNights: p.freeNights,
    percentOff: p.percentOff,
    daysBefore: p.daysBefore,
    bookUntil: p.bookUntil,
    stayFrom: p.stayFrom,
    stayUntil: p.stayUntil,
    roomNames,
  };
}

function stayOf(terms: PromotionTerms, today: string) {
  const stay = qualifyingStay(terms, today);
  return stay ? { checkInDate: istDateToUnix(stay.checkIn), checkOutDate: istDateToUnix(stay.checkOut) } : null;
}

/**
 * The deals a guest can get at this property (issue 24), each explained in whole sentences with a stay that gets it;
 * the rooms a deal is limited to are named (a deal limited to rooms no longer on sale is left out).
 */
export async function listPropertyDeals(db: DbOrTx, propertyId: string, now = new Date()) {
  const property = await repo.findActiveProperty(db, propertyId);
  if (!property) throw notFound('Property');
  const today = todayIst(now);
  const [promotions, rooms] = await Promise.all([
    repo.findLivePromotions(db, propertyId, today),
    repo.findActiveRoomTypes(db, propertyId),
  ]);
  const names = new Map(rooms.map((r) => [r.id, r.name]));
  const deals = promotions.flatMap((p) => {
    const roomNames = p.roomTypeIds.flatMap((id) => names.get(id) ?? []);
    if (p.roomTypeIds.length > 0 && roomNames.length === 0) return [];
    const terms = termsOf(p, roomNames);
    return [
      {
        id: p.id,
        name: promotionLabel({ ...p, kind: terms.kind }),
        sentences: promotionSentences(terms),
        stay: stayOf(terms, today),
      },
    ];
  });
  return { deals, note: PROMOTIONS_STACKING_SENTENCE };
}

export async function listDeals(db: DbOrTx, now = new Date()) {
  const today = todayIst(now);
  const rows = await repo.findActiveDeals(db, today);
  return rows.map((d) => {
    // The link opens dates that get the deal (an early bird's check-in far enough ahead); null when none can.
    const stay = stayOf(termsOf(d.promotion), today);
    return {
      id: d.id,
      title: d.title,
      subTitle: d.subTitle,
      image: d.imageUrl,
      target: d.target,
      propertyId: d.propertyId,
      // A length-of-stay deal opens a stay long enough to get it.
      stayNights: d.promotion.kind === 'length_of_stay' ? d.promotion.minNights : null,
      checkInDate: stay?.checkInDate ?? null,
      checkOutDate: stay?.checkOutDate ?? null,
    };
  });
}

export async function listPublicHeroSlides(db: DbOrTx) {
  const rows = await repo.findPublicHeroSlides(db);
  return rows.map((h) => ({
    id: h.id,
    image: h.imageUrl,
    title: h.title,
    subtitle: h.subtitle,
    description: h.description,
    ctaText: h.ctaText,
    ctaLink: h.ctaLink,
    overlayColor: h.overlayColor,
  }));
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

/** GST a night (rupees) on a room's nightly tariffs (rupees), averaged over the stay. */
function taxPerNightOf(nights: ReadonlyArray<{ rate: number }>, slabs: GstSlab[]): number {
  return paiseToRupees(
    gstPerNightPaise(
      nights.map((n) => rupeesToPaise(n.rate)),
      slabs,
    ),
  );
}
