import { asc, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { kycDocuments, users } from '../../db/schema/index.js';

export type KycRow = typeof kycDocuments.$inferSelect;

export async function insertKycDocument(db: DbOrTx, values: typeof kycDocuments.$inferInsert): Promise<KycRow> {
  const [row] = await db.insert(kycDocuments).values(values).returning();
  if (!row) throw new Error('KYC insert returned nothing');
  return row;
}

export async function latestKycForUser(db: DbOrTx, userId: string): Promise<KycRow | null> {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, userId))
    .orderBy(desc(kycDocuments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findKycDocument(db: DbOrTx, id: string): Promise<KycRow | null> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id)).limit(1);
  return row ?? null;
}

export async function countKycForUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(kycDocuments).where(eq(kycDocuments.userId, userId));
  return row?.n ?? 0;
}

/** Serialises one account's submissions, so two sent at once cannot both pass the per-account limit. */
export async function lockUserForKyc(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Documents submitted before `cutoff`, oldest first, locked; rows another process is already deleting are
 * skipped, so several retention runs at once never work on the same document.
 */
export async function lockKycSubmittedBefore(
  tx: Tx,
  cutoff: Date,
  limit: number,
): Promise<Array<Pick<KycRow, 'id' | 'frontPath' | 'backPath'>>> {
  return tx
    .select({ id: kycDocuments.id, frontPath: kycDocuments.frontPath, backPath: kycDocuments.backPath })
    .from(kycDocuments)
    .where(lt(kycDocuments.createdAt, cutoff))
    .orderBy(asc(kycDocuments.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function deleteKycDocuments(tx: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(kycDocuments).where(inArray(kycDocuments.id, ids));
}
