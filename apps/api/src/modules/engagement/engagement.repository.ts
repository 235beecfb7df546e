import { addDays, type IsoDate, istDateToUnix, phoneSearchDigits } from '@staybook/contract';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, contactMessages, leads, priceUnlocks, properties, users } from '../../db/schema/index.js';
import { likeEscape } from '../../lib/like-pattern.js';
import type { Paging } from './engagement-rules.js';

/**
 * Reads for the console's leads area and audit log. Nothing here writes: the guest routes write leads, unlocks and
 * messages; every console change writes the audit log through recordAudit. Newest first everywhere.
 */

export interface CreatedRange {
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
}

/** Rows created on IST days `from`…`to` (both included). */
function createdBetween(column: PgColumn, range: CreatedRange): SQL[] {
  const where: SQL[] = [];
  if (range.from) where.push(gte(column, new Date(istDateToUnix(range.from) * 1000)));
  if (range.to) where.push(lt(column, new Date(istDateToUnix(addDays(range.to, 1)) * 1000)));
  return where;
}

/** `%text%` for ILIKE, or null for a blank search. */
function contains(text: string | undefined): string | null {
  const t = text?.trim();
  return t ? `%${likeEscape(t)}%` : null;
}

/**
 * A phone column matching a search: the text as typed (rows stored before numbers were kept as their 10 digits),
 * or, when the search could be part of a number ('+91 98220'), its digits by the contract's phone rule.
 */
function phoneMatches(column: PgColumn, text: string | undefined, like: string): SQL {
  const t = text?.trim() ?? '';
  const digits = /^\+?[\d\s\-().]+$/.test(t) ? phoneSearchDigits(t) : '';
  return digits
    ? (or(sql`${column} ilike ${like}`, sql`${column} like ${`%${digits}%`}`) as SQL)
    : sql`${column} ilike ${like}`;
}

/** One page and the count of all matching rows; without paging, the first `limit` rows (total: their count). */
async function paged<T>(
  query: PgSelect,
  countQuery: PromiseLike<Array<{ n: number }>>,
  paging: Paging | null,
  limit: number,
): Promise<{ rows: T[]; total: number }> {
  if (!paging) {
    const rows = (await query.limit(limit)) as T[];
    return { rows, total: rows.length };
  }
  const rows = (await query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize)) as T[];
  const [count] = await countQuery;
  return { rows, total: count?.n ?? 0 };
}

const countAll = sql<number>`count(*)::int`;

// ─── Leads ─────────────────────────────────────────────────────────────────────────────────────────

export type LeadRow = typeof leads.$inferSelect;

export interface LeadFilters extends CreatedRange {
  source?: string | undefined;
  q?: string | undefined;
}

function leadConditions(f: LeadFilters): SQL | undefined {
  const where = createdBetween(leads.createdAt, f);
  if (f.source) where.push(eq(leads.triggerSource, f.source));
  const like = contains(f.q);
  if (like) where.push(or(sql`${leads.email} ilike ${like}`, phoneMatches(leads.phone, f.q, like)) as SQL);
  return where.length ? and(...where) : undefined;
}

/** Paged when `paging` is given; otherwise up to `limit` rows (the CSV export). */
export async function listLeads(
  db: DbOrTx,
  f: LeadFilters,
  paging: Paging | null,
  limit = 10_000,
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = leadConditions(f);
  const query = db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).$dynamic();
  return paged<LeadRow>(query, db.select({ n: countAll }).from(leads).where(where), paging, limit);
}

export async function leadSources(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ source: leads.triggerSource })
    .from(leads)
    .orderBy(leads.triggerSource)
    .limit(200);
  return rows.map((r) => r.source);
}

// ─── Price unlocks ─────────────────────────────────────────────────────────────────────────────────

export interface PriceUnlockRow {
  unlock: typeof priceUnlocks.$inferSelect;
  propertyName: string;
  accountPhone: string | null;
}

export interface PriceUnlockFilters extends CreatedRange {
  propertyId?: string | undefined;
  q?: string | undefined;
}

function priceUnlockConditions(f: PriceUnlockFilters): SQL | undefined {
  const where = createdBetween(priceUnlocks.createdAt, f);
  if (f.propertyId) where.push(eq(priceUnlocks.propertyId, f.propertyId));
  const like = contains(f.q);
  if (like)
    where.push(or(sql`${priceUnlocks.name} ilike ${like}`, phoneMatches(priceUnlocks.mobile, f.q, like)) as SQL);
  return where.length ? and(...where) : undefined;
}

export async function listPriceUnlocks(
  db: DbOrTx,
  f: PriceUnlockFilters,
  paging: Paging | null,
  limit = 10_000,
): Promise<{ rows: PriceUnlockRow[]; total: number }> {
  const where = priceUnlockConditions(f);
  const query = db
    .select({ unlock: priceUnlocks, propertyName: properties.name, accountPhone: users.phone })
    .from(priceUnlocks)
    .innerJoin(properties, eq(properties.id, priceUnlocks.propertyId))
    .leftJoin(users, eq(users.id, priceUnlocks.userId))
    .where(where)
    .orderBy(desc(priceUnlocks.createdAt), desc(priceUnlocks.id))
    .$dynamic();
  return paged<PriceUnlockRow>(query, db.select({ n: countAll }).from(priceUnlocks).where(where), paging, limit);
}

// ─── Contact messages ──────────────────────────────────────────────────────────────────────────────

export type ContactRow = typeof contactMessages.$inferSelect;

export interface ContactFilters extends CreatedRange {
  subject?: string | undefined;
  q?: string | undefined;
}

function contactConditions(f: ContactFilters): SQL | undefined {
  const where = createdBetween(contactMessages.createdAt, f);
  if (f.subject) where.push(eq(contactMessages.subject, f.subject));
  const like = contains(f.q);
  if (like)
    where.push(
      or(
        sql`${contactMessages.name} ilike ${like}`,
        sql`${contactMessages.email} ilike ${like}`,
        phoneMatches(contactMessages.phone, f.q, like),
      ) as SQL,
    );
  return where.length ? and(...where) : undefined;
}

export async function listContactMessages(
  db: DbOrTx,
  f: ContactFilters,
  paging: Paging | null,
  limit = 10_000,
): Promise<{ rows: ContactRow[]; total: number }> {
  const where = contactConditions(f);
  const query = db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .$dynamic();
  return paged<ContactRow>(query, db.select({ n: countAll }).from(contactMessages).where(where), paging, limit);
}

// ─── Audit log ─────────────────────────────────────────────────────────────────────────────────────

export interface AuditRow {
  entry: typeof auditLog.$inferSelect;
  actor: { id: string; phone: string; name: string | null; role: string } | null;
}

export interface AuditFilters extends CreatedRange {
  entityType?: string | undefined;
  action?: string | undefined;
  /** Digits of the actor's mobile. */
  actor?: string | undefined;
}

function auditConditions(f: AuditFilters): SQL | undefined {
  const where = createdBetween(auditLog.createdAt, f);
  if (f.entityType) where.push(eq(auditLog.entityType, f.entityType));
  if (f.action) where.push(eq(auditLog.action, f.action));
  const digits = phoneSearchDigits(f.actor);
  if (digits) where.push(sql`${users.phone} like ${`%${digits}%`}`);
  return where.length ? and(...where) : undefined;
}

export async function listAuditLog(
  db: DbOrTx,
  f: AuditFilters,
  paging: Paging,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditConditions(f);
  const query = db
    .select({
      entry: auditLog,
      actorId: users.id,
      actorPhone: users.phone,
      actorName: users.name,
      actorRole: users.role,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .$dynamic();
  const { rows, total } = await paged<{
    entry: typeof auditLog.$inferSelect;
    actorId: string | null;
    actorPhone: string | null;
    actorName: string | null;
    actorRole: string | null;
  }>(
    query,
    db.select({ n: countAll }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorUserId)).where(where),
    paging,
    paging.pageSize,
  );
  return {
    total,
    rows: rows.map((r) => ({
      entry: r.entry,
      actor:
        r.actorId && r.actorPhone
          ? { id: r.actorId, phone: r.actorPhone, name: r.actorName, role: r.actorRole ?? 'guest' }
          : null,
    })),
  };
}

export async function auditFacets(db: DbOrTx): Promise<{ entityTypes: string[]; actions: string[] }> {
  const [types, actions] = await Promise.all([
    db.selectDistinct({ v: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType).limit(200),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action).limit(500),
  ]);
  return { entityTypes: types.map((r) => r.v), actions: actions.map((r) => r.v) };
}
