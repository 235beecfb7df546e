import { addDays, stayNights, todayIst } from '@staybook/contract';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/index.js';
import { insertNightRows } from '../../modules/inventory/nights.repository.js';
import type { Db, Tx } from '../client.js';
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
} from '../schema/index.js';
import { categoryTiles, generateDemoCatalogue, heroSlidePlans, IMAGE_HEIGHT, IMAGE_WIDTH } from './demo-catalogue.js';
import { occupancyTermsOf } from './occupancy-terms.js';
import { cityPlans } from './places.js';
import { insertDemoPromotions } from './promotions.js';
import { createRandom } from './random.js';
import { nightlyRatePaise } from './rates.js';
import { insertDemoReviews } from './reviews.js';
import { houseTimesText, salesTermsOf } from './sales-terms.js';
import { applyPeakWeek, planPeakWeek } from './stay-restrictions.js';

export interface SeedOptions {
  /** Where generated images go (they are drawn on first request; kept for pre-generation). */
  media?: FileStorage;
  log?: (message: string) => void;
  now?: Date;
  /** Nights of inventory from today (default 400). */
  nights?: number;
}

/** Serialises seeding across processes starting at once (PGlite and PostgreSQL both honour it). */
const SEED_LOCK = 727_001;

/** Seeds the demo catalogue when the database has no properties. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = (await tx.execute(sql`SELECT count(*)::int AS n FROM properties`)).rows as Array<{ n: number }>;
    if ((row?.n ?? 0) > 0) return false;
    await insertDemoCatalogue(tx, options);
    return true;
  });
}

/** Removes the catalogue (and everything that refers to it) and seeds it again. */
export async function reseedDemoCatalogue(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    await tx.execute(sql`TRUNCATE payment_events, payments, booking_rooms, bookings, price_unlocks, deals, hero_slides,
      categories, rate_plans, cancellation_policies, room_inventory, room_policies, room_media, room_amenities, room_types, nearby_places, property_policies,
      property_amenities, property_media, properties, cities CASCADE`);
    await insertDemoCatalogue(tx, options);
  });
}

async function insertDemoCatalogue(tx: Tx, options: SeedOptions): Promise<void> {
  const started = performance.now();
  const today = todayIst(options.now ?? new Date());
  const nights = options.nights ?? 400;
  const dates = stayNights(today, addDays(today, nights));
  const plans = generateDemoCatalogue();
  const terms = salesTermsOf(plans);
  const occupancy = occupancyTermsOf(plans);

  const cityRows = await tx
    .insert(cities)
    .values(cityPlans.map((c, i) => ({ name: c.name, state: c.state, sortOrder: i })))
    .returning({ id: cities.id, name: cities.name });
  const cityId = new Map(cityRows.map((c) => [c.name, c.id]));

  const propertyRows = await tx
    .insert(properties)
    .values(
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
    )
    .returning({ id: properties.id, slug: properties.slug });
  const propertyId = new Map(propertyRows.map((p) => [p.slug, p.id]));

  await tx.insert(propertyMedia).values(
    plans.flatMap((p) =>
      p.media.map((m, k) => ({
        propertyId: propertyId.get(p.slug)!,
        ...m,
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
        sortOrder: k,
      })),
    ),
  );
  await tx.insert(propertyAmenities).values(
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
  );
  await tx
    .insert(nearbyPlaces)
    .values(
      plans.flatMap((p) => p.nearby.map((n, k) => ({ propertyId: propertyId.get(p.slug)!, ...n, sortOrder: k }))),
    );
  await tx.insert(propertyPolicies).values(
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
  );

  const roomPlans = plans.flatMap((p) => p.rooms.map((room, k) => ({ property: p, room, sortOrder: k })));
  const roomRows = await tx
    .insert(roomTypes)
    .values(
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
    )
    .returning({ id: roomTypes.id });
  const rooms = roomPlans.map((plan, i) => ({ ...plan, id: roomRows[i]!.id }));

  const policyRows = await tx
    .insert(cancellationPolicies)
    .values(
      plans.flatMap((p) =>
        terms
          .get(p.slug)!
          .policies.map(({ key: _key, ...policy }) => ({ propertyId: propertyId.get(p.slug)!, ...policy })),
      ),
    )
    .returning({ id: cancellationPolicies.id });
  const policyIds = plans.flatMap((p) => terms.get(p.slug)!.policies.map((x) => `${p.slug}:${x.key}`));
  const policyId = new Map(policyIds.map((key, i) => [key, policyRows[i]!.id]));
  await tx.insert(ratePlans).values(
    rooms.flatMap(({ id, property, sortOrder }) =>
      terms.get(property.slug)!.roomRatePlans[sortOrder]!.map(({ policyKey, ...plan }, k) => ({
        roomTypeId: id,
        cancellationPolicyId: policyId.get(`${property.slug}:${policyKey}`)!,
        ...plan,
        sortOrder: k,
      })),
    ),
  );

  await tx.insert(roomAmenities).values(
    rooms.flatMap(({ id, room }) =>
      room.amenities.map((a, k) => ({
        roomTypeId: id,
        name: a.name,
        description: a.description,
        tags: a.featured ? ['Featured'] : [],
        sortOrder: k,
      })),
    ),
  );
  await tx
    .insert(roomMedia)
    .values(
      rooms.flatMap(({ id, room }) =>
        room.media.map((m, k) => ({ roomTypeId: id, ...m, width: IMAGE_WIDTH, height: IMAGE_HEIGHT, sortOrder: k })),
      ),
    );
  await tx
    .insert(roomPolicies)
    .values(rooms.flatMap(({ id, room }) => room.policies.map((x, k) => ({ roomTypeId: id, ...x, sortOrder: k }))));

  // Inventory: one row per room type per night, written as column arrays (one statement per batch of rooms).
  const r = createRandom(`inventory-${today}`);
  const batch = 25;
  for (let start = 0; start < rooms.length; start += batch) {
    const ids: string[] = [];
    const days: string[] = [];
    const rates: number[] = [];
    const available: number[] = [];
    const booked: number[] = [];
    for (const { id, room, property } of rooms.slice(start, start + batch)) {
      const soldOut = new Set(property.soldOutNightOffsets.flatMap((o) => [dates[o], dates[o + 1]]));
      for (const date of dates) {
        let free = room.totalRooms;
        if (soldOut.has(date) || r.chance(0.03)) free = 0;
        else if (room.totalRooms > 1 && r.chance(0.08)) free = 1;
        ids.push(id);
        days.push(date);
        rates.push(nightlyRatePaise(room.baseRatePaise, date, property.season));
        available.push(free);
        booked.push(room.totalRooms - free);
      }
    }
    await insertNightRows(tx, { roomTypeId: ids, stayDate: days, ratePaise: rates, available, booked });
  }

  const roomTypesOf = new Map<string, string[]>();
  for (const { id, property } of rooms) roomTypesOf.set(property.slug, [...(roomTypesOf.get(property.slug) ?? []), id]);
  await applyPeakWeek(tx, planPeakWeek(plans, today), roomTypesOf);

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
  await insertDemoPromotions(tx, { plans, propertyId, today });
  await insertDemoReviews(tx, { plans, propertyId, now: options.now });
  await tx
    .insert(heroSlides)
    .values(heroSlidePlans.map((h, i) => ({ ...h, imageUrl: `/media/demo/h/${i}.webp`, sortOrder: i })));

  options.log?.(
    `Seeded the demo catalogue: ${plans.length} properties, ${rooms.length} room types, ${rooms.length * dates.length} nights of inventory in ${Math.round(performance.now() - started)} ms.`,
  );
}
