import { addDays, stayNights, todayIst } from '@staybook/contract';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../adapters/storage/index.js';
import type { Config } from '../config.js';
import type { Db, Tx } from '../db/client.js';
import {
  cancellationPolicies,
  categories,
  cities,
  deals,
  heroSlides,
  nearbyPlaces,
  properties,
  propertyAmenities,
  propertyMedia,
  propertyPolicies,
  ratePlans,
  roomAmenities,
  roomMedia,
  roomPolicies,
  roomTypes,
} from '../db/schema/index.js';
import { insertNightRows } from '../modules/inventory/nights.repository.js';
import { insertDemoBrandTranslations } from './brand-translations.js';
import { insertDemoContacts } from './contacts.js';
import { flagshipTranslations, insertDemoTranslations } from './content-translations.js';
import {
  categoryTiles,
  generateDemoCatalogue,
  heroSlidePlans,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  type PropertyPlan,
} from './demo-catalogue.js';
import { insertDemoGuests } from './demo-guests.js';
import { insertDemoExtras } from './extras.js';
import { playHistory } from './history.js';
import type { HistoryProperty } from './history-plan.js';
import { insertDemoRooms } from './numbered-rooms.js';
import { occupancyTermsOf } from './occupancy-terms.js';
import { cityPlans } from './places.js';
import { insertDemoPromotions } from './promotions.js';
import { nightlyRatePaise } from './rates.js';
import { insertDemoReviews } from './reviews.js';
import { houseTimesText, salesTermsOf } from './sales-terms.js';
import { inBatches, scaleCatalogue, writeInBatches } from './scaled-catalogue.js';
import { seedTransaction } from './seed-transaction.js';
import { applyPeakWeek, PEAK_MIN_STAY, planPeakWeek } from './stay-restrictions.js';
import { insertDemoEcommerceOperators, insertDemoRegistrations } from './tax-registrations.js';

export interface SeedOptions {
  /** Where generated images go (they are drawn on first request; kept for pre-generation). */
  media?: FileStorage;
  log?: (message: string) => void;
  now?: Date;
  /** Nights of inventory from today (default 400). */
  nights?: number;
  /**
   * The server's configuration. With it (and the sandbox payment provider), the demo gets its history: a year of
   * stays booked, paid, cancelled, checked in and out through the services (history.ts). Without it, or with a real
   * provider, the catalogue has no bookings and every room is free.
   */
  config?: Config;
  /**
   * Random stays in the history (default DEMO_HISTORY_BOOKINGS, on the demo's history properties); a larger number
   * spreads them over every property (`npm run db:seed -- --bookings 20000`, for benchmarks on PostgreSQL).
   */
  bookings?: number;
  /** The demo catalogue this many times over (scaled-catalogue.ts; `npm run db:seed -- --scale 50`). Default 1. */
  scale?: number;
}

/** The demo's history; a cold `npm start` with it measured 29–32 s on a quiet 2-core machine (docs/performance.md). */
export const DEMO_HISTORY_BOOKINGS = 100;
/** Arrivals from a year ago; the inventory opens that far back so past stays have nights to sell. */
const HISTORY_PAST_DAYS = 365;
/** Arrivals up to four months ahead. */
const HISTORY_FUTURE_DAYS = 120;

/** Serialises seeding across processes starting at once (PGlite and PostgreSQL both honour it). */
const SEED_LOCK = 727_001;

/** Seeds the demo catalogue when the database has no properties. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  let later: PlayHistory | null = null;
  const seeded = await seedTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = (await tx.execute(sql`SELECT count(*)::int AS n FROM properties`)).rows as Array<{ n: number }>;
    if ((row?.n ?? 0) > 0) return false;
    later = await insertDemoCatalogue(tx, options);
    return true;
  });
  await playAfterCommit(db, later);
  return seeded;
}

/** Removes the catalogue (and everything that refers to it) and seeds it again. */
export async function reseedDemoCatalogue(db: Db, options: SeedOptions = {}): Promise<void> {
  let later: PlayHistory | null = null;
  await seedTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    // The sandbox provider's records go too: its captures would otherwise be money with no booking (the money check).
    await tx.execute(sql`TRUNCATE sandbox_payments, sandbox_orders, payment_events, payments, booking_rooms, bookings, price_unlocks, deals, hero_slides,
      categories, rate_plans, cancellation_policies, room_inventory, room_policies, room_media, room_amenities, room_types, nearby_places, property_policies,
      property_amenities, property_media, properties, cities CASCADE`);
    later = await insertDemoCatalogue(tx, options);
  });
  await playAfterCommit(db, later);
}

/** Plays the demo's history on the seeded catalogue (the catalogue's transaction or the database). */
type PlayHistory = (db: Db | Tx) => Promise<void>;

/**
 * The demo's history plays inside the seed's transaction: a start that dies half way leaves an empty database to seed
 * again, and it measured a little faster on PGlite than a transaction per event. A benchmark's history (thousands of
 * stays) plays after the catalogue commits, each event in the services' own transactions as in production: in one
 * transaction its hundreds of thousands of savepoints overflow PostgreSQL's subtransaction cache, and every query
 * slows as the run goes on.
 */
async function playAfterCommit(db: Db, history: PlayHistory | null): Promise<void> {
  if (history) await history(db);
}

/** Seeds the catalogue; answers the history still to play after commit (a benchmark's), if any. */
async function insertDemoCatalogue(tx: Tx, options: SeedOptions): Promise<PlayHistory | null> {
  const started = performance.now();
  const today = todayIst(options.now ?? new Date());
  const nights = options.nights ?? 400;
  const history = historyOf(options);
  const dates = stayNights(today, addDays(today, nights));
  const plans = scaleCatalogue(generateDemoCatalogue(), options.scale ?? 1);
  // The history's properties are also on sale a year back (a little more, for stays that began before it).
  const chosen = new Set(history ? historyProperties(plans, history.bookings) : []);
  const pastDates = stayNights(addDays(today, -HISTORY_PAST_DAYS - 7), today);
  const terms = salesTermsOf(plans);
  const occupancy = occupancyTermsOf(plans);

  const cityRows = await tx
    .insert(cities)
    .values(cityPlans.map((c, i) => ({ name: c.name, state: c.state, sortOrder: i })))
    .returning({ id: cities.id, name: cities.name });
  const cityId = new Map(cityRows.map((c) => [c.name, c.id]));

  const propertyRows = await inBatches(
    plans.map((p, i) => ({
      slug: p.slug,
      name: p.name,
      propertyType: p.propertyType,
      category: p.category,
      cityId: cityId.get(p.city)!,
      locality: p.locality,
      address: p.address,
      description: p.description,
      ratingAverage: p.rating,
      ratingCount: p.ratingCount,
      amenities: p.amenities,
      isGuestFavorite: p.isGuestFavorite,
      tourismRegistrationNo: p.tourismRegistrationNo,
      latitude: p.lat,
      longitude: p.lng,
      externalUrl: p.externalUrl,
      contactPhone: p.contactPhone,
      contactEmail: p.contactEmail,
      checkInTime: terms.get(p.slug)!.checkInTime,
      checkOutTime: terms.get(p.slug)!.checkOutTime,
      sortOrder: i,
    })),
    (chunk) => tx.insert(properties).values(chunk).returning({ id: properties.id, slug: properties.slug }),
  );
  const propertyId = new Map(propertyRows.map((p) => [p.slug, p.id]));

  await writeInBatches(
    plans.flatMap((p) =>
      p.media.map((m, k) => ({
        propertyId: propertyId.get(p.slug)!,
        ...m,
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
        sortOrder: k,
      })),
    ),
    (chunk) => tx.insert(propertyMedia).values(chunk),
  );
  await writeInBatches(
    plans.flatMap((p) =>
      p.amenityGroups.flatMap((g, gi) =>
        g.items.map((a, k) => ({
          propertyId: propertyId.get(p.slug)!,
          groupTitle: g.title,
          ...a,
          sortOrder: gi * 100 + k,
        })),
      ),
    ),
    (chunk) => tx.insert(propertyAmenities).values(chunk),
  );
  await writeInBatches(
    plans.flatMap((p) => p.nearby.map((n, k) => ({ propertyId: propertyId.get(p.slug)!, ...n, sortOrder: k }))),
    (chunk) => tx.insert(nearbyPlaces).values(chunk),
  );
  await writeInBatches(
    plans.flatMap((p) => [
      ...p.hotelPolicies.map((x, k) => ({
        propertyId: propertyId.get(p.slug)!,
        kind: 'hotel',
        ...x,
        texts: x.groupKey === 'checkInCheckOut' ? [houseTimesText(terms.get(p.slug)!), ...x.texts] : x.texts,
        sortOrder: k,
      })),
      ...p.cancellationPolicies.map((x, k) => ({
        propertyId: propertyId.get(p.slug)!,
        kind: 'cancellation',
        groupKey: 'cancellation',
        ...x,
        sortOrder: k,
      })),
    ]),
    (chunk) => tx.insert(propertyPolicies).values(chunk),
  );

  const roomPlans = plans.flatMap((p) => p.rooms.map((room, k) => ({ property: p, room, sortOrder: k })));
  const roomRows = await inBatches(
    roomPlans.map(({ property, room, sortOrder }) => ({
      propertyId: propertyId.get(property.slug)!,
      name: room.name,
      roomType: room.roomType,
      description: room.description,
      sizeSqft: room.sizeSqft,
      maxAdults: room.maxAdults,
      baseChildren: room.baseChildren,
      maxChildren: room.maxChildren,
      ...occupancy.get(room),
      ratingAverage: room.rating,
      totalRooms: room.totalRooms,
      baseRatePaise: room.baseRatePaise,
      externalBookingUrl: room.externalBookingUrl,
      sortOrder,
    })),
    (chunk) => tx.insert(roomTypes).values(chunk).returning({ id: roomTypes.id }),
  );
  const rooms = roomPlans.map((plan, i) => ({ ...plan, id: roomRows[i]!.id }));
  const roomIds = new Map(rooms.map((r) => [`${r.property.slug}:${r.room.name}`, r.id]));

  const policyRows = await inBatches(
    plans.flatMap((p) =>
      terms
        .get(p.slug)!
        .policies.map(({ key: _key, ...policy }) => ({ propertyId: propertyId.get(p.slug)!, ...policy })),
    ),
    (chunk) => tx.insert(cancellationPolicies).values(chunk).returning({ id: cancellationPolicies.id }),
  );
  const policyIds = plans.flatMap((p) => terms.get(p.slug)!.policies.map((x) => `${p.slug}:${x.key}`));
  const policyId = new Map(policyIds.map((key, i) => [key, policyRows[i]!.id]));
  const planRows = await inBatches(
    rooms.flatMap(({ id, property, sortOrder }) =>
      terms.get(property.slug)!.roomRatePlans[sortOrder]!.map(({ policyKey, ...plan }, k) => ({
        roomTypeId: id,
        cancellationPolicyId: policyId.get(`${property.slug}:${policyKey}`)!,
        ...plan,
        sortOrder: k,
      })),
    ),
    (chunk) => tx.insert(ratePlans).values(chunk).returning({ id: ratePlans.id }),
  );
  // Rows come back in the order of the values: each room's plans, in order.
  let planRow = 0;
  const roomPlansOf = new Map(
    rooms.map(({ id, property, sortOrder }) => [
      id,
      terms.get(property.slug)!.roomRatePlans[sortOrder]!.map((plan) => ({
        id: planRows[planRow++]!.id,
        paymentPolicy: plan.paymentPolicy ?? ('pay_now' as const),
        nonRefundable: plan.policyKey === 'non_refundable',
        isDefault: plan.isDefault,
      })),
    ]),
  );

  await writeInBatches(
    rooms.flatMap(({ id, room }) =>
      room.amenities.map((a, k) => ({
        roomTypeId: id,
        name: a.name,
        description: a.description,
        tags: a.featured ? ['Featured'] : [],
        sortOrder: k,
      })),
    ),
    (chunk) => tx.insert(roomAmenities).values(chunk),
  );
  await writeInBatches(
    rooms.flatMap(({ id, room }) =>
      room.media.map((m, k) => ({ roomTypeId: id, ...m, width: IMAGE_WIDTH, height: IMAGE_HEIGHT, sortOrder: k })),
    ),
    (chunk) => tx.insert(roomMedia).values(chunk),
  );
  await writeInBatches(
    rooms.flatMap(({ id, room }) => room.policies.map((x, k) => ({ roomTypeId: id, ...x, sortOrder: k }))),
    (chunk) => tx.insert(roomPolicies).values(chunk),
  );
  // The flagships' words, once the rows they translate are in (a room's amenities and policies too).
  await insertDemoTranslations(tx, plans, propertyId, (slug, name) => roomIds.get(`${slug}:${name}`));

  // Inventory: one row per room type per night, every room free, written as column arrays (one statement per batch
  // of rooms). Sold nights come only from bookings: the history below books them through the services.
  const batch = 25;
  for (let start = 0; start < rooms.length; start += batch) {
    const ids: string[] = [];
    const days: string[] = [];
    const rates: number[] = [];
    const available: number[] = [];
    const booked: number[] = [];
    for (const { id, room, property } of rooms.slice(start, start + batch)) {
      for (const date of chosen.has(property) ? [...pastDates, ...dates] : dates) {
        ids.push(id);
        days.push(date);
        rates.push(nightlyRatePaise(room.baseRatePaise, date, property.season));
        available.push(room.totalRooms);
        booked.push(0);
      }
    }
    await insertNightRows(tx, { roomTypeId: ids, stayDate: days, ratePaise: rates, available, booked });
  }

  await insertDemoRooms(
    tx,
    rooms.map(({ id, room, property, sortOrder }) => ({
      id,
      propertyId: propertyId.get(property.slug)!,
      sortOrder,
      totalRooms: room.totalRooms,
    })),
  );

  const roomTypesOf = new Map<string, string[]>();
  for (const { id, property } of rooms) roomTypesOf.set(property.slug, [...(roomTypesOf.get(property.slug) ?? []), id]);
  const peak = planPeakWeek(plans, today);
  await applyPeakWeek(tx, peak, roomTypesOf);

  await tx
    .insert(categories)
    .values(categoryTiles.map((c, i) => ({ name: c.name, target: c.target, imageUrl: c.image, sortOrder: i })));
  const dealProperties = plans.filter((p) => p.category === 'Elite' || p.category === 'Premium').slice(0, 6);
  const dealTexts = [
    'Stay 3 nights, pay for 2',
    '20% off monsoon weekends',
    'Free airport pick-up',
    'Breakfast on us',
    'Early-bird winter rates',
    'Free late check-out',
  ];
  await tx.insert(deals).values(
    dealProperties.map((p, i) => ({
      title: p.name,
      subTitle: dealTexts[i % dealTexts.length]!,
      imageUrl: `/media/demo/d/${i}.webp`,
      target: 'property-details',
      propertyId: propertyId.get(p.slug)!,
      sortOrder: i,
    })),
  );
  await insertDemoPromotions(tx, { plans, propertyId, today, scale: options.scale ?? 1 });
  await insertDemoReviews(tx, { plans, propertyId, now: options.now });
  await insertDemoContacts(tx, { plans, propertyId });
  // Every demo state's GSTIN, before the history issues its first document.
  await insertDemoRegistrations(tx, options.config);
  await insertDemoEcommerceOperators(tx);
  await insertDemoExtras(tx);
  await tx
    .insert(heroSlides)
    .values(heroSlidePlans.map((h, i) => ({ ...h, imageUrl: `/media/demo/h/${i}.webp`, sortOrder: i })));
  await insertDemoBrandTranslations(
    tx,
    flagshipTranslations.flatMap((f) => propertyId.get(f.slug) ?? []),
  );

  options.log?.(
    `Seeded the demo catalogue: ${plans.length} properties, ${rooms.length} room types, ${rooms.length * dates.length + rooms.filter((x) => chosen.has(x.property)).length * pastDates.length} nights of inventory in ${Math.round(performance.now() - started)} ms.`,
  );
  if (!history) return null;

  const play: PlayHistory = async (db) => {
    // The history: stays of the demo's guests, booked and lived through the services on a simulated clock.
    const historyStarted = performance.now();
    // A benchmark's thousands of stays need more guests than the demo's dozen (each may hold two unpaid bookings).
    const guests = await insertDemoGuests(
      db,
      new Date(`${addDays(today, -HISTORY_PAST_DAYS - 200)}T09:00:00+05:30`),
      Math.ceil(history.bookings / 20),
    );
    // The demo's stays go to a few properties (the cold start stays short); a benchmark's to every one.
    const catalogue: HistoryProperty[] = plans
      // Every property with sold-out weekends gets them, history or not.
      .filter((p) => chosen.has(p) || p.soldOutNightOffsets.length > 0)
      .map((p) => ({
        id: propertyId.get(p.slug)!,
        checkInTime: terms.get(p.slug)!.checkInTime,
        checkOutTime: terms.get(p.slug)!.checkOutTime,
        rooms: rooms
          .filter((x) => x.property === p && !x.room.externalBookingUrl)
          .map(({ id, room }) => ({
            id,
            totalRooms: room.totalRooms,
            baseAdults: room.baseAdults,
            maxAdults: room.maxAdults,
            plans: roomPlansOf.get(id)!,
          })),
        soldOutNights: p.soldOutNightOffsets.flatMap((o) => [addDays(today, o), addDays(today, o + 1)]),
        // The console-inventory stories edit Udaipur's coming nights and expect them free.
        randomStays: !chosen.has(p) ? 'none' : p.city === 'Udaipur' ? 'past' : 'all',
        // The peak week's rules (stay-restrictions.ts), kept by the stays the history plans.
        peakWeek: peak.minStay.includes(p.slug)
          ? {
              from: peak.from,
              to: peak.to,
              minStay: PEAK_MIN_STAY,
              closedToArrival: peak.closedToArrival.includes(p.slug) ? [peak.to] : [],
            }
          : null,
      }));
    const played = await playHistory(
      db,
      history.config,
      catalogue,
      guests,
      {
        today,
        now: options.now ?? new Date(),
        pastDays: HISTORY_PAST_DAYS,
        futureDays: Math.min(HISTORY_FUTURE_DAYS, nights - 2),
        bookings: history.bookings,
        seed: 'staybook-history-v1',
      },
      options.log,
    );
    options.log?.(
      `Played the demo history: ${played.booked} bookings of ${played.planned} planned (${played.failed} refused) on ${chosen.size} properties, ${JSON.stringify(played.events)} in ${Math.round(performance.now() - historyStarted)} ms.`,
    );
  };
  if (history.bookings > DEMO_HISTORY_BOOKINGS) return play;
  await play(tx);
  return null;
}

function historyOf(options: SeedOptions): { config: Config; bookings: number } | null {
  const config = options.config;
  if (config?.PAYMENT_PROVIDER !== 'sandbox') return null;
  return { config, bookings: options.bookings ?? DEMO_HISTORY_BOOKINGS };
}

/**
 * Where the demo's history happens: three small houses in Goa, the brand's home (its first villa, bed and breakfast
 * and cottages with at most six rooms, so a year of a hundred-odd stays shows in their occupancy), and the smallest
 * house in Mumbai, so reports compare two cities. A benchmark's history (more stays than the demo's) spreads over
 * every property.
 */
function historyProperties(plans: PropertyPlan[], bookings: number): PropertyPlan[] {
  if (bookings > DEMO_HISTORY_BOOKINGS) return plans;
  const roomsHere = (p: PropertyPlan) =>
    p.rooms.filter((r) => !r.externalBookingUrl).reduce((n, r) => n + r.totalRooms, 0);
  const small = plans.filter((p) => roomsHere(p) <= 6);
  const goa = (['villa', 'bed_and_breakfast', 'cottage'] as const).map((kind) =>
    small.find((p) => p.city === 'Goa' && p.propertyType === kind),
  );
  const mumbai = small.filter((p) => p.city === 'Mumbai').sort((a, b) => roomsHere(a) - roomsHere(b))[0];
  return [...goa, mumbai].filter((p) => p !== undefined);
}
