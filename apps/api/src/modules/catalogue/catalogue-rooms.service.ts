/**
 * A property's rooms for a stay (each plan priced by the booking's pipeline, with its terms) and one room's page.
 * The property list and page are catalogue.service.ts.
 */
import { addDays, istDateToUnix, paiseToRupees, rupeesToPaise, stayNights, todayIst } from '@staybook/contract';
import type { Room, RoomDetailsSection } from '@staybook/contract/catalogue';
import { translated } from '@staybook/contract/content-translations';
import type { Language } from '@staybook/contract/languages';
import { type AgePolicy, ageBandHints, childAgeBand, type OccupancyTerms } from '@staybook/contract/occupancy-pricing';
import type { StayRefusal } from '@staybook/contract/stay-restrictions';
import type { GstSlab } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { findStayRefusals, type NightOnSale, nightsOnSale, readNights } from '../inventory/index.js';
import {
  gstPerNightPaise,
  type Offers,
  offerFor,
  plansForSale,
  priceNights,
  type SellablePlan,
  sellablePlansOf,
} from '../pricing/index.js';
import * as repo from './catalogue.repository.js';
import { resolveStay, summariseRoomNights } from './catalogue-rules.js';
import { contentWords } from './content-words.service.js';
import { findStayAlternatives } from './stay-alternatives.service.js';

export async function listRooms(
  db: DbOrTx,
  query: { propertyId: string; checkInDate?: number; checkOutDate?: number; lang?: Language },
  now: Date,
  slabs: GstSlab[],
): Promise<Room[]> {
  const stay = resolveStay(query.checkInDate, query.checkOutDate, now);
  const property = await repo.findActiveProperty(db, query.propertyId);
  if (!property) throw notFound('Property');
  const rooms = await repo.findActiveRoomTypes(db, query.propertyId);
  const ids = rooms.map((r) => r.id);
  const [extras, inventory, sellable, refusals, words] = await Promise.all([
    repo.findRoomExtras(db, ids),
    readNights(db, ids, stay.checkIn, stay.checkOut),
    sellablePlansOf(db, ids, { first: stay.checkIn, last: addDays(stay.checkOut, -1) }),
    findStayRefusals(db, ids, stay.checkIn, stay.checkOut),
    contentWords(db, query.propertyId, query.lang),
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
      description: translated(words, 'room_type', r.id, 'description', r.description),
      size: r.sizeSqft,
      maxAdults: r.maxAdults,
      maxChildren: r.maxChildren,
      base_adult_occupancy: r.baseAdults,
      max_adult_occupancy: r.maxAdults,
      base_child_occupancy: r.baseChildren,
      max_child_occupancy: r.maxChildren,
      // A room's amenities in the page's language where entered, else English (field by field).
      amenities: amenities.map((a) => translated(words, 'room_amenity', a.id, 'name', a.name)),
      featuredAmenities: amenities.map((a) => ({
        name: translated(words, 'room_amenity', a.id, 'name', a.name),
        description: translated(words, 'room_amenity', a.id, 'description', a.description),
        image: a.imageUrl,
        tags: a.tags,
      })),
      featuredImage: { images },
      url: r.externalBookingUrl,
      rating: { average: Number(r.ratingAverage) },
      status: r.status,
      // A stay the restrictions refuse cannot be booked, whatever is free; the guest reads why.
      available: refusals.has(r.id) ? 0 : nights.available,
      ...unavailableOf(refusals.get(r.id)),
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
        const offer = offerFor(plan, terms, nowUnix);
        const name = offer.id ? translated(words, 'rate_plan', offer.id, 'name', offer.name) : offer.name;
        return { ...offer, name, price, taxPerNight: taxPerNightOf(price, slabs) };
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
      ? {
          extraChildCharge: paiseToRupees(r.extraChildPaise),
          childAges: ageBandHints(ages).children,
          ...childAgeBand(ages),
        }
      : {}),
  };
}

export async function getRoomDetails(db: DbOrTx, roomId: string, lang?: Language): Promise<RoomDetailsSection[]> {
  const found = await repo.findRoomTypeWithProperty(db, roomId);
  if (found?.room.status !== 'active' || found.propertyStatus !== 'active') throw notFound('Room');
  const { room } = found;
  const [{ mediaRows, policyRows }, words] = await Promise.all([
    repo.findRoomExtras(db, [roomId]),
    contentWords(db, room.propertyId, lang),
  ]);
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
        description: translated(words, 'room_type', room.id, 'description', room.description),
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
      data: policyRows.map((x) => ({
        id: x.id,
        title: translated(words, 'room_policy', x.id, 'title', x.title),
        description: translated(words, 'room_policy', x.id, 'description', x.description),
      })),
    },
    { type: 'addons', id: 'addons', data: [] },
  ];
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

/**
 * Why the restrictions refuse the stay: the English sentence (the spec's field) and its facts, for a page in another
 * language to word it (issue 43); nothing when the stay is allowed.
 */
function unavailableOf(refusal: StayRefusal | undefined): Pick<Room, 'unavailableReason' | 'unavailableRefusal'> {
  if (!refusal) return {};
  return {
    unavailableReason: refusal.reason,
    unavailableRefusal: {
      kind: refusal.kind,
      date: istDateToUnix(refusal.date),
      ...(refusal.nights !== undefined ? { nights: refusal.nights } : {}),
    },
  };
}
