import type { CancellationPolicyFields } from '@staybook/contract/admin-rate-plans';
import { and, asc, between, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { inPropertyScope, type PropertyScope } from '../../db/property-scope.js';
import {
  auditLog,
  cancellationPolicies,
  cities,
  properties,
  ratePlanRates,
  ratePlans,
  roomInventory,
  roomTypes,
} from '../../db/schema/index.js';

/** Rate plans and cancellation policies as the console reads and writes them; the brand bulk edit's selections. */

export type PolicyRow = typeof cancellationPolicies.$inferSelect;
export type PlanRow = typeof ratePlans.$inferSelect;

export async function findProperty(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: properties.id, name: properties.name, checkInTime: properties.checkInTime })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

/** Takes the property's edit lock: its policies' changes queue one behind the other. */
export async function lockProperty(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.id, id))
    .for('no key update');
  return row;
}

/**
 * Takes the room type's edit lock: changes of its plans (and so of its one default) queue one behind the other.
 * FOR NO KEY UPDATE leaves bookings, which only reference the row, unblocked.
 */
export async function lockRoomType(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      propertyId: roomTypes.propertyId,
      baseRatePaise: roomTypes.baseRatePaise,
    })
    .from(roomTypes)
    .where(eq(roomTypes.id, id))
    .for('no key update');
  return row;
}

export async function listPolicies(db: DbOrTx, propertyId: string): Promise<PolicyRow[]> {
  return db
    .select()
    .from(cancellationPolicies)
    .where(eq(cancellationPolicies.propertyId, propertyId))
    .orderBy(asc(cancellationPolicies.createdAt), asc(cancellationPolicies.name));
}

/** The names of the plans (archived too) sold under each of these policies. */
export async function planNamesByPolicy(db: DbOrTx, policyIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (policyIds.length === 0) return out;
  const rows = await db
    .select({ policyId: ratePlans.cancellationPolicyId, plan: ratePlans.name, room: roomTypes.name })
    .from(ratePlans)
    .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
    .where(inArray(ratePlans.cancellationPolicyId, policyIds))
    .orderBy(asc(roomTypes.sortOrder), asc(ratePlans.sortOrder));
  for (const r of rows) out.set(r.policyId, [...(out.get(r.policyId) ?? []), `${r.plan} (${r.room})`]);
  return out;
}

export async function lockPolicy(tx: Tx, propertyId: string, policyId: string) {
  const [row] = await tx
    .select()
    .from(cancellationPolicies)
    .where(and(eq(cancellationPolicies.id, policyId), eq(cancellationPolicies.propertyId, propertyId)))
    .for('update');
  return row;
}

export async function findPolicyOfProperty(db: DbOrTx, propertyId: string, policyId: string) {
  const [row] = await db
    .select({ id: cancellationPolicies.id, name: cancellationPolicies.name })
    .from(cancellationPolicies)
    .where(and(eq(cancellationPolicies.id, policyId), eq(cancellationPolicies.propertyId, propertyId)));
  return row;
}

export async function insertPolicy(tx: Tx, propertyId: string, fields: CancellationPolicyFields): Promise<PolicyRow> {
  const [row] = await tx
    .insert(cancellationPolicies)
    .values({ propertyId, ...fields })
    .returning();
  return row!;
}

export async function updatePolicy(tx: Tx, id: string, fields: CancellationPolicyFields): Promise<PolicyRow> {
  const [row] = await tx
    .update(cancellationPolicies)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(cancellationPolicies.id, id))
    .returning();
  return row!;
}

export async function deletePolicy(tx: Tx, id: string): Promise<void> {
  await tx.delete(cancellationPolicies).where(eq(cancellationPolicies.id, id));
}

/** A property's room types (archived too) in the hotel's order. */
export async function listRoomTypes(db: DbOrTx, propertyId: string) {
  return db
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      baseRatePaise: roomTypes.baseRatePaise,
      status: roomTypes.status,
    })
    .from(roomTypes)
    .where(eq(roomTypes.propertyId, propertyId))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.name));
}

const planColumns = {
  plan: ratePlans,
  policyName: cancellationPolicies.name,
  baseRatePaise: roomTypes.baseRatePaise,
  roomTypeName: roomTypes.name,
};

/** Plans with their policy's name and the room's base rate: active first, default first, then the hotel's order. */
export async function listPlans(db: DbOrTx, roomTypeIds: string[]) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select(planColumns)
    .from(ratePlans)
    .innerJoin(cancellationPolicies, eq(cancellationPolicies.id, ratePlans.cancellationPolicyId))
    .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
    .where(inArray(ratePlans.roomTypeId, roomTypeIds))
    .orderBy(
      asc(ratePlans.status),
      desc(ratePlans.isDefault),
      asc(ratePlans.sortOrder),
      asc(ratePlans.createdAt),
      asc(ratePlans.id),
    );
}

export async function findPlan(db: DbOrTx, planId: string) {
  const [row] = await db
    .select(planColumns)
    .from(ratePlans)
    .innerJoin(cancellationPolicies, eq(cancellationPolicies.id, ratePlans.cancellationPolicyId))
    .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
    .where(eq(ratePlans.id, planId));
  return row;
}

export async function lockPlan(tx: Tx, roomTypeId: string, planId: string): Promise<PlanRow | undefined> {
  const [row] = await tx
    .select()
    .from(ratePlans)
    .where(and(eq(ratePlans.id, planId), eq(ratePlans.roomTypeId, roomTypeId)))
    .for('update');
  return row;
}

/** The room type's other plans, in the order the default passes on (active first, then the hotel's order). */
export async function otherPlans(tx: Tx, roomTypeId: string, exceptId: string | null) {
  return tx
    .select({ id: ratePlans.id, status: ratePlans.status, isDefault: ratePlans.isDefault })
    .from(ratePlans)
    .where(and(eq(ratePlans.roomTypeId, roomTypeId), exceptId ? ne(ratePlans.id, exceptId) : undefined))
    .orderBy(asc(ratePlans.status), asc(ratePlans.sortOrder), asc(ratePlans.createdAt), asc(ratePlans.id));
}

/** Clears the room type's default (before another plan takes it: the partial unique index allows one). */
export async function clearDefault(tx: Tx, roomTypeId: string): Promise<string[]> {
  const rows = await tx
    .update(ratePlans)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(ratePlans.roomTypeId, roomTypeId), eq(ratePlans.isDefault, true)))
    .returning({ id: ratePlans.id });
  return rows.map((r) => r.id);
}

export async function insertPlan(tx: Tx, values: typeof ratePlans.$inferInsert): Promise<PlanRow> {
  const [row] = await tx.insert(ratePlans).values(values).returning();
  return row!;
}

export async function updatePlan(tx: Tx, id: string, values: Partial<typeof ratePlans.$inferInsert>): Promise<void> {
  await tx
    .update(ratePlans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ratePlans.id, id));
}

// ─── Brand-wide bulk edit ───────────────────────────────────────────────────────────────────────────

export interface BulkSelection {
  cities: string[];
  propertyTypes: string[];
  categories: string[];
  roomTypeIds: string[];
}

const roomTypeSummary = {
  roomTypeId: roomTypes.id,
  roomTypeName: roomTypes.name,
  propertyId: properties.id,
  propertyName: properties.name,
  city: cities.name,
};

/**
 * Active room types of active properties matching every filter given, narrowed to the member's properties in SQL,
 * plus the room types listed (checked against the scope by the service). In the brand's order.
 */
export async function selectRoomTypes(db: DbOrTx, selection: BulkSelection, scope: PropertyScope) {
  const { cities: cityNames, propertyTypes, categories, roomTypeIds } = selection;
  const hasFilter = cityNames.length + propertyTypes.length + categories.length > 0;
  const byFilter = hasFilter
    ? and(
        cityNames.length ? inArray(cities.name, cityNames) : undefined,
        propertyTypes.length ? inArray(properties.propertyType, propertyTypes) : undefined,
        categories.length ? inArray(properties.category, categories) : undefined,
      )
    : sql`false`;
  const listed = roomTypeIds.length ? inArray(roomTypes.id, roomTypeIds) : sql`false`;
  return db
    .select(roomTypeSummary)
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(
      and(
        eq(roomTypes.status, 'active'),
        eq(properties.status, 'active'),
        sql`(${byFilter} or ${listed})`,
        inPropertyScope(properties.id, scope),
      ),
    )
    .orderBy(asc(properties.name), asc(roomTypes.sortOrder), asc(roomTypes.name), asc(roomTypes.id));
}

/** The property of each listed room type that exists. */
export async function propertiesOfRoomTypes(db: DbOrTx, roomTypeIds: string[]) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({ roomTypeId: roomTypes.id, propertyId: roomTypes.propertyId })
    .from(roomTypes)
    .where(inArray(roomTypes.id, roomTypeIds));
}

export const BULK_APPLY_ACTION = 'rates.bulk.apply';
export const BULK_UNDO_ACTION = 'rates.bulk.undo';

/** The member's last brand bulk change (its audit entry, which keeps every night), and whether it was undone. */
export async function lastBulkBatch(db: DbOrTx, actorUserId: string) {
  const [batch] = await db
    .select({ id: auditLog.entityId, after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.action, BULK_APPLY_ACTION), eq(auditLog.actorUserId, actorUserId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  if (!batch?.id) return null;
  const [undo] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, BULK_UNDO_ACTION), eq(auditLog.entityId, batch.id)))
    .limit(1);
  return { id: batch.id, after: batch.after, undone: Boolean(undo) };
}

// ─── A plan's own rates ─────────────────────────────────────────────────────────────────────────────

/** The plan's own rates (paise) on the nights from–to inclusive, by date. */
export async function planOwnRates(db: DbOrTx, planId: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: ratePlanRates.stayDate, ratePaise: ratePlanRates.ratePaise })
    .from(ratePlanRates)
    .where(and(eq(ratePlanRates.ratePlanId, planId), between(ratePlanRates.stayDate, from, to)));
  return new Map(rows.map((r) => [r.date, r.ratePaise]));
}

/** The room type's calendar rates (paise) on the nights from–to inclusive, by date (nights not opened are absent). */
export async function roomNightRates(db: DbOrTx, roomTypeId: string, from: string, to: string) {
  const rows = await db
    .select({ date: roomInventory.stayDate, ratePaise: roomInventory.ratePaise })
    .from(roomInventory)
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), between(roomInventory.stayDate, from, to)));
  return new Map(rows.map((r) => [r.date, r.ratePaise]));
}

export async function upsertPlanRates(tx: Tx, planId: string, dates: string[], ratePaise: number): Promise<void> {
  if (dates.length === 0) return;
  await tx
    .insert(ratePlanRates)
    .values(dates.map((stayDate) => ({ ratePlanId: planId, stayDate, ratePaise })))
    .onConflictDoUpdate({
      target: [ratePlanRates.ratePlanId, ratePlanRates.stayDate],
      set: { ratePaise, updatedAt: new Date() },
    });
}

export async function deletePlanRates(tx: Tx, planId: string, dates: string[]): Promise<void> {
  if (dates.length === 0) return;
  await tx
    .delete(ratePlanRates)
    .where(and(eq(ratePlanRates.ratePlanId, planId), inArray(ratePlanRates.stayDate, dates)));
}
