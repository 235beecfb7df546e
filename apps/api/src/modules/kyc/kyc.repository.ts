import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { kycDocuments } from '../../db/schema/index.js';

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
