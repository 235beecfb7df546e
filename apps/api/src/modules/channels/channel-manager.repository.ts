import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  bookings,
  channelAriPending,
  channelManagerLeases,
  channelManagerProperties,
  channelManagerRatePlans,
  channelManagerRoomTypes,
  channelPushes,
  channelRevisions,
  properties,
  ratePlans,
  roomInventory,
  roomTypes,
} from '../../db/schema/index.js';

/**
 * The channel manager's tables (issue 44): mappings, the nights waiting, the pushes, the revisions read and the jobs'
 * leases. modules/channels is their only writer; bookings, room types and rate plans are only read here.
 */

export type ChannelPushRow = typeof channelPushes.$inferSelect;
export type ChannelRevisionRow = typeof channelRevisions.$inferSelect;

export async function findProperty(db: DbOrTx, propertyId: string) {
  const [row] = await db
    .select({ id: properties.id, name: properties.name, remoteId: channelManagerProperties.remoteId })
    .from(properties)
    .leftJoin(channelManagerProperties, eq(channelManagerProperties.propertyId, properties.id))
    .where(eq(properties.id, propertyId));
  return row ?? null;
}

/** The property's room types and their plans (archived ones left out), each with its mapping. */
export async function roomTypesAndPlans(db: DbOrTx, propertyId: string) {
  const rooms = await db
    .select({ id: roomTypes.id, name: roomTypes.name, remoteId: channelManagerRoomTypes.remoteId })
    .from(roomTypes)
    .leftJoin(channelManagerRoomTypes, eq(channelManagerRoomTypes.roomTypeId, roomTypes.id))
    .where(and(eq(roomTypes.propertyId, propertyId), eq(roomTypes.status, 'active')))
    .orderBy(asc(roomTypes.name));
  const plans = rooms.length
    ? await db
        .select({
          id: ratePlans.id,
          roomTypeId: ratePlans.roomTypeId,
          name: ratePlans.name,
          adjustmentKind: ratePlans.adjustmentKind,
          adjustmentValue: ratePlans.adjustmentValue,
          remoteId: channelManagerRatePlans.remoteId,
        })
        .from(ratePlans)
        .leftJoin(channelManagerRatePlans, eq(channelManagerRatePlans.ratePlanId, ratePlans.id))
        .where(
          and(
            inArray(
              ratePlans.roomTypeId,
              rooms.map((r) => r.id),
            ),
            eq(ratePlans.status, 'active'),
          ),
        )
        .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.name))
    : [];
  return rooms.map((room) => ({ ...room, plans: plans.filter((p) => p.roomTypeId === room.id) }));
}

export async function lockPropertyMapping(tx: Tx, propertyId: string) {
  const [row] = await tx
    .select()
    .from(channelManagerProperties)
    .where(eq(channelManagerProperties.propertyId, propertyId))
    .for('update');
  return row ?? null;
}

export async function setPropertyRemote(tx: Tx, propertyId: string, remoteId: string | null, by: string | null) {
  if (!remoteId) {
    await tx.delete(channelManagerProperties).where(eq(channelManagerProperties.propertyId, propertyId));
    return;
  }
  await tx
    .insert(channelManagerProperties)
    .values({ propertyId, remoteId, updatedBy: by })
    .onConflictDoUpdate({
      target: channelManagerProperties.propertyId,
      set: { remoteId, updatedBy: by, updatedAt: sql`now()` },
    });
}

export async function setRoomTypeRemote(tx: Tx, roomTypeId: string, remoteId: string | null, by: string | null) {
  if (!remoteId) {
    await tx.delete(channelManagerRoomTypes).where(eq(channelManagerRoomTypes.roomTypeId, roomTypeId));
    return;
  }
  await tx
    .insert(channelManagerRoomTypes)
    .values({ roomTypeId, remoteId, updatedBy: by })
    .onConflictDoUpdate({
      target: channelManagerRoomTypes.roomTypeId,
      set: { remoteId, updatedBy: by, updatedAt: sql`now()` },
    });
}

export async function setRatePlanRemote(tx: Tx, ratePlanId: string, remoteId: string | null, by: string | null) {
  if (!remoteId) {
    await tx.delete(channelManagerRatePlans).where(eq(channelManagerRatePlans.ratePlanId, ratePlanId));
    return;
  }
  await tx
    .insert(channelManagerRatePlans)
    .values({ ratePlanId, remoteId, updatedBy: by })
    .onConflictDoUpdate({
      target: channelManagerRatePlans.ratePlanId,
      set: { remoteId, updatedBy: by, updatedAt: sql`now()` },
    });
}

/** Every night of these room types from `from` on waits to be pushed (a new mapping, a full sync). */
export async function enqueueNights(db: DbOrTx, roomTypeIds: string[], from: string): Promise<void> {
  if (roomTypeIds.length === 0) return;
  await db.execute(sql`
    insert into channel_ari_pending (room_type_id, stay_date)
    select room_type_id, stay_date from room_inventory
    where room_type_id in (${sql.join(
      roomTypeIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and stay_date >= ${from}
    on conflict do nothing`);
}

/**
 * Mapped properties with nights waiting and no push composed after `composedAfter` (a property's changes are gathered
 * for a while, so its pushes stay within Channex's per-property rate limits whatever the number of processes).
 */
export async function propertiesWithPending(db: DbOrTx, composedAfter: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ propertyId: roomTypes.propertyId })
    .from(channelAriPending)
    .innerJoin(roomTypes, eq(roomTypes.id, channelAriPending.roomTypeId))
    .innerJoin(channelManagerProperties, eq(channelManagerProperties.propertyId, roomTypes.propertyId))
    .where(
      sql`not exists (select 1 from channel_pushes p where p.property_id = room_types.property_id
        and p.created_at > ${composedAfter.toISOString()}::timestamptz)`,
    );
  return rows.map((r) => r.propertyId);
}

export async function countPending(db: DbOrTx, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(channelAriPending)
    .innerJoin(roomTypes, eq(roomTypes.id, channelAriPending.roomTypeId))
    .where(eq(roomTypes.propertyId, propertyId));
  return Number(row?.n ?? 0);
}

/** Takes (deletes) the property's waiting nights, in the transaction that composes their push. */
export async function takePending(tx: Tx, propertyId: string) {
  const { rows } = await tx.execute(sql`
    delete from channel_ari_pending p using room_types rt
    where rt.id = p.room_type_id and rt.property_id = ${propertyId}
    returning p.room_type_id, p.stay_date::text`);
  return (rows as Array<{ room_type_id: string; stay_date: string }>).map((r) => ({
    roomTypeId: r.room_type_id,
    date: r.stay_date,
  }));
}

/** The nights of a room type on these dates, as they now are. */
export async function nightsOn(db: DbOrTx, roomTypeId: string, dates: string[]) {
  if (dates.length === 0) return [];
  return db
    .select({
      date: roomInventory.stayDate,
      ratePaise: roomInventory.ratePaise,
      available: roomInventory.available,
      isClosed: roomInventory.isClosed,
      minStay: roomInventory.minStay,
      maxStay: roomInventory.maxStay,
      closedToArrival: roomInventory.closedToArrival,
      closedToDeparture: roomInventory.closedToDeparture,
    })
    .from(roomInventory)
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        sql`${roomInventory.stayDate} = any(${`{${dates.join(',')}}`}::date[])`,
      ),
    )
    .orderBy(asc(roomInventory.stayDate));
}

export async function insertPush(tx: Tx, row: typeof channelPushes.$inferInsert): Promise<ChannelPushRow> {
  const [inserted] = await tx.insert(channelPushes).values(row).returning();
  return inserted!;
}

/** Mapped properties whose oldest waiting push is due and not held by another process (unmapped: nothing goes). */
export async function propertiesWithDuePushes(db: DbOrTx, now: Date): Promise<string[]> {
  const { rows } = await db.execute(sql`
    select p.property_id from channel_pushes p
    join channel_manager_properties m on m.property_id = p.property_id
    where p.status = 'pending' and p.id = (
      select min(q.id) from channel_pushes q where q.property_id = p.property_id and q.status = 'pending')
      and p.next_attempt_at <= ${now.toISOString()}::timestamptz
      and (p.leased_until is null or p.leased_until < ${now.toISOString()}::timestamptz)`);
  return (rows as Array<{ property_id: string }>).map((r) => r.property_id);
}

/**
 * Takes the property's oldest waiting push, if it is due and nobody holds it: only ever the oldest, so a later push
 * never overtakes one that failed.
 */
export async function leaseOldestPush(db: DbOrTx, propertyId: string, now: Date, until: Date) {
  const [row] = await db
    .update(channelPushes)
    .set({ leasedUntil: until })
    .where(
      and(
        eq(
          channelPushes.id,
          sql`(select min(id) from channel_pushes where property_id = ${propertyId} and status = 'pending')`,
        ),
        lte(channelPushes.nextAttemptAt, now),
        or(isNull(channelPushes.leasedUntil), lt(channelPushes.leasedUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function recordPushOutcome(
  db: DbOrTx,
  id: number,
  outcome:
    | { sentAt: Date }
    | { error: string; rejected: true; attempts: number }
    | { error: string; rejected: false; attempts: number; nextAttemptAt: Date },
) {
  await db
    .update(channelPushes)
    .set(
      'sentAt' in outcome
        ? { status: 'sent', sentAt: outcome.sentAt, leasedUntil: null, lastError: null, attempts: sql`attempts + 1` }
        : outcome.rejected
          ? { status: 'rejected', lastError: outcome.error, leasedUntil: null, attempts: outcome.attempts }
          : {
              lastError: outcome.error,
              leasedUntil: null,
              attempts: outcome.attempts,
              nextAttemptAt: outcome.nextAttemptAt,
            },
    )
    .where(eq(channelPushes.id, id));
}

export async function recentPushes(db: DbOrTx, propertyId: string, limit = 20) {
  return db
    .select()
    .from(channelPushes)
    .where(eq(channelPushes.propertyId, propertyId))
    .orderBy(desc(channelPushes.id))
    .limit(limit);
}

export async function mappedProperties(db: DbOrTx) {
  return db.select().from(channelManagerProperties).orderBy(asc(channelManagerProperties.propertyId));
}

/** The property's mapped room types and plans, by their ids in the channel manager. */
export async function remoteMapsOf(db: DbOrTx, propertyId: string) {
  const rooms = await db
    .select({ roomTypeId: channelManagerRoomTypes.roomTypeId, remoteId: channelManagerRoomTypes.remoteId })
    .from(channelManagerRoomTypes)
    .innerJoin(roomTypes, eq(roomTypes.id, channelManagerRoomTypes.roomTypeId))
    .where(eq(roomTypes.propertyId, propertyId));
  const plans = await db
    .select({
      ratePlanId: channelManagerRatePlans.ratePlanId,
      remoteId: channelManagerRatePlans.remoteId,
      roomTypeId: ratePlans.roomTypeId,
    })
    .from(channelManagerRatePlans)
    .innerJoin(ratePlans, eq(ratePlans.id, channelManagerRatePlans.ratePlanId))
    .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
    .where(eq(roomTypes.propertyId, propertyId));
  return { rooms, plans };
}

export async function findRevision(db: DbOrTx, revisionId: string): Promise<ChannelRevisionRow | null> {
  const [row] = await db.select().from(channelRevisions).where(eq(channelRevisions.revisionId, revisionId));
  return row ?? null;
}

export async function insertRevision(db: DbOrTx, row: typeof channelRevisions.$inferInsert): Promise<void> {
  await db.insert(channelRevisions).values(row);
}

export async function markRevisionAcked(db: DbOrTx, revisionId: string, at: Date): Promise<void> {
  await db.update(channelRevisions).set({ ackedAt: at }).where(eq(channelRevisions.revisionId, revisionId));
}

/** The latest revision of a reservation that holds its nights (a booking or a block), if any. */
export async function holderOfRemoteBooking(db: DbOrTx, remoteBookingId: string) {
  const [row] = await db
    .select()
    .from(channelRevisions)
    .where(
      and(
        eq(channelRevisions.remoteBookingId, remoteBookingId),
        or(sql`${channelRevisions.bookingId} is not null`, sql`${channelRevisions.blockId} is not null`),
      ),
    )
    .orderBy(desc(channelRevisions.receivedAt))
    .limit(1);
  return row ?? null;
}

export async function recentRevisions(db: DbOrTx, propertyId: string, limit = 30) {
  return db
    .select({ revision: channelRevisions, bookingCode: bookings.code })
    .from(channelRevisions)
    .leftJoin(bookings, eq(bookings.id, channelRevisions.bookingId))
    .where(eq(channelRevisions.propertyId, propertyId))
    .orderBy(desc(channelRevisions.receivedAt))
    .limit(limit);
}

/** Takes a job's lease until `until` when nobody holds it. */
export async function takeJobLease(db: DbOrTx, name: string, now: Date, until: Date): Promise<boolean> {
  await db.insert(channelManagerLeases).values({ name }).onConflictDoNothing();
  const rows = await db
    .update(channelManagerLeases)
    .set({ leasedUntil: until })
    .where(
      and(
        eq(channelManagerLeases.name, name),
        or(isNull(channelManagerLeases.leasedUntil), lt(channelManagerLeases.leasedUntil, now)),
      ),
    )
    .returning({ name: channelManagerLeases.name });
  return rows.length > 0;
}

export async function finishJob(db: DbOrTx, name: string, at: Date, error: string | null): Promise<void> {
  await db
    .update(channelManagerLeases)
    .set({ leasedUntil: null, lastRunAt: at, lastError: error })
    .where(eq(channelManagerLeases.name, name));
}

export async function jobState(db: DbOrTx, name: string) {
  const [row] = await db.select().from(channelManagerLeases).where(eq(channelManagerLeases.name, name));
  return row ?? null;
}
