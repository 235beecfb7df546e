import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bookingGroups,
  bookings,
  calendarImports,
  properties,
  propertyMedia,
  reviews,
  roomBlocks,
  roomMedia,
  rooms,
  roomTypes,
  staffMembers,
  staffPropertyAccess,
  taxDocuments,
  users,
} from '../../db/schema/index.js';
import type { AccessTargetKind } from '../../plugins/console-access.js';

/** The staff list and the lookups the access check needs: the only place they touch the database. */

export type StaffRow = typeof staffMembers.$inferSelect;
export type PropertyRef = { id: string; name: string };

/** The live (not removed) member with this number, or undefined. */
export async function findActiveMemberByPhone(db: DbOrTx, phone: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.phone, phone), isNull(staffMembers.removedAt)))
    .limit(1);
  return row;
}

/** The unique index on staff_members.phone (migration 0000): one row per number, removed members included. */
export const STAFF_PHONE_UNIQUE = 'staff_members_phone_unique';

/** Any member row with this number, removed or not (invitations re-use a removed member's row). */
export async function findMemberByPhoneForUpdate(db: DbOrTx, phone: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.phone, phone)).for('update').limit(1);
  return row;
}

export async function lockMember(db: DbOrTx, id: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.id, id), isNull(staffMembers.removedAt)))
    .for('update')
    .limit(1);
  return row;
}

export async function countActiveAdmins(db: DbOrTx, exceptId?: string): Promise<number> {
  const conditions = [eq(staffMembers.role, 'admin'), isNull(staffMembers.removedAt)];
  if (exceptId) conditions.push(ne(staffMembers.id, exceptId));
  const [row] = await db
    .select({ n: count() })
    .from(staffMembers)
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

/**
 * Serialises changes that could leave the brand without an administrator (two admins removing each other at once):
 * every such change locks the administrators' rows first.
 */
export async function lockActiveAdmins(db: DbOrTx): Promise<void> {
  await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.removedAt)))
    .for('update');
}

export async function insertMember(db: DbOrTx, values: typeof staffMembers.$inferInsert): Promise<StaffRow> {
  const [row] = await db.insert(staffMembers).values(values).returning();
  if (!row) throw new Error('staff member not created');
  return row;
}

export async function updateMember(
  db: DbOrTx,
  id: string,
  fields: Partial<Omit<typeof staffMembers.$inferInsert, 'id' | 'phone'>>,
): Promise<StaffRow> {
  const [row] = await db.update(staffMembers).set(fields).where(eq(staffMembers.id, id)).returning();
  if (!row) throw new Error('staff member vanished under its lock');
  return row;
}

/** Stamps the live member with this number as signed in by `userId` (nothing when the number is not staff). */
export async function linkMemberAccount(db: DbOrTx, phone: string, userId: string, now: Date): Promise<void> {
  await db
    .update(staffMembers)
    .set({ userId, lastSignInAt: now })
    .where(and(eq(staffMembers.phone, phone), isNull(staffMembers.removedAt)));
}

export async function propertyIdsOf(db: DbOrTx, staffId: string): Promise<string[]> {
  const rows = await db
    .select({ id: staffPropertyAccess.propertyId })
    .from(staffPropertyAccess)
    .where(eq(staffPropertyAccess.staffId, staffId));
  return rows.map((r) => r.id);
}

export async function replacePropertyAccess(
  db: DbOrTx,
  staffId: string,
  propertyIds: readonly string[],
): Promise<void> {
  await db.delete(staffPropertyAccess).where(eq(staffPropertyAccess.staffId, staffId));
  if (propertyIds.length > 0)
    await db.insert(staffPropertyAccess).values(propertyIds.map((propertyId) => ({ staffId, propertyId })));
}

export async function listActiveMembers(db: DbOrTx): Promise<StaffRow[]> {
  return db
    .select()
    .from(staffMembers)
    .where(isNull(staffMembers.removedAt))
    .orderBy(asc(staffMembers.name), asc(staffMembers.phone));
}

/** Every member's properties, by member id. */
export async function propertyAccessOf(db: DbOrTx, staffIds: readonly string[]): Promise<Map<string, PropertyRef[]>> {
  const byMember = new Map<string, PropertyRef[]>();
  if (staffIds.length === 0) return byMember;
  const rows = await db
    .select({ staffId: staffPropertyAccess.staffId, id: properties.id, name: properties.name })
    .from(staffPropertyAccess)
    .innerJoin(properties, eq(properties.id, staffPropertyAccess.propertyId))
    .where(inArray(staffPropertyAccess.staffId, [...staffIds]))
    .orderBy(asc(properties.name));
  for (const row of rows) {
    const list = byMember.get(row.staffId) ?? [];
    list.push({ id: row.id, name: row.name });
    byMember.set(row.staffId, list);
  }
  return byMember;
}

export async function propertyRefs(db: DbOrTx, ids?: readonly string[]): Promise<PropertyRef[]> {
  const query = db.select({ id: properties.id, name: properties.name }).from(properties);
  if (ids) {
    if (ids.length === 0) return [];
    return query.where(inArray(properties.id, [...ids])).orderBy(asc(properties.name));
  }
  return query.orderBy(asc(properties.name));
}

export async function existingPropertyIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(inArray(properties.id, [...ids]));
  return rows.map((r) => r.id);
}

export async function findUserIdByPhone(db: DbOrTx, phone: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return row?.id ?? null;
}

/** The property a row belongs to; undefined when the row does not exist (the route then answers 404). */
export async function propertyOfTarget(db: DbOrTx, kind: AccessTargetKind, id: string): Promise<string | undefined> {
  switch (kind) {
    case 'property': {
      const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).limit(1);
      return row?.id;
    }
    case 'roomType': {
      const [row] = await db.select({ id: roomTypes.propertyId }).from(roomTypes).where(eq(roomTypes.id, id)).limit(1);
      return row?.id;
    }
    case 'propertyMedia': {
      const [row] = await db
        .select({ id: propertyMedia.propertyId })
        .from(propertyMedia)
        .where(eq(propertyMedia.id, id))
        .limit(1);
      return row?.id;
    }
    case 'roomMedia': {
      const [row] = await db
        .select({ id: roomTypes.propertyId })
        .from(roomMedia)
        .innerJoin(roomTypes, eq(roomTypes.id, roomMedia.roomTypeId))
        .where(eq(roomMedia.id, id))
        .limit(1);
      return row?.id;
    }
    case 'booking': {
      const [row] = await db.select({ id: bookings.propertyId }).from(bookings).where(eq(bookings.id, id)).limit(1);
      return row?.id;
    }
    case 'review': {
      const [row] = await db.select({ id: reviews.propertyId }).from(reviews).where(eq(reviews.id, id)).limit(1);
      return row?.id;
    }
    case 'roomBlock': {
      const [row] = await db
        .select({ id: roomBlocks.propertyId })
        .from(roomBlocks)
        .where(eq(roomBlocks.id, id))
        .limit(1);
      return row?.id;
    }
    case 'room': {
      const [row] = await db.select({ id: rooms.propertyId }).from(rooms).where(eq(rooms.id, id)).limit(1);
      return row?.id;
    }
    case 'calendarImport': {
      const [row] = await db
        .select({ id: roomTypes.propertyId })
        .from(calendarImports)
        .innerJoin(roomTypes, eq(roomTypes.id, calendarImports.roomTypeId))
        .where(eq(calendarImports.id, id))
        .limit(1);
      return row?.id;
    }
    case 'group': {
      const [row] = await db
        .select({ id: bookingGroups.propertyId })
        .from(bookingGroups)
        .where(eq(bookingGroups.id, id))
        .limit(1);
      return row?.id;
    }
    case 'taxDocument': {
      const [row] = await db
        .select({ id: taxDocuments.propertyId })
        .from(taxDocuments)
        .where(eq(taxDocuments.id, id))
        .limit(1);
      return row?.id;
    }
  }
}

/** Whether a guest has ever booked one of these properties (staff of a property may read its guests' KYC). */
export async function guestHasBookingAt(db: DbOrTx, userId: string, propertyIds: readonly string[]): Promise<boolean> {
  if (propertyIds.length === 0) return false;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.propertyId, [...propertyIds])))
    .limit(1);
  return row !== undefined;
}
