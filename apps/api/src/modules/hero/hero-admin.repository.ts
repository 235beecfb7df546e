import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { heroSlides } from '../../db/schema/index.js';

export type HeroRow = typeof heroSlides.$inferSelect;

export async function listByCategory(db: DbOrTx, category: string): Promise<HeroRow[]> {
  return db
    .select()
    .from(heroSlides)
    .where(eq(heroSlides.category, category))
    .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.createdAt));
}

/** The slide, locked until the transaction ends (an audited change reads the row it records as `before`). */
export async function lockSlide(tx: Tx, id: string): Promise<HeroRow | undefined> {
  const [row] = await tx.select().from(heroSlides).where(eq(heroSlides.id, id)).for('update');
  return row;
}

export async function insertSlide(db: DbOrTx, values: typeof heroSlides.$inferInsert): Promise<HeroRow> {
  const [max] = (
    await db.execute(
      sql`SELECT coalesce(max(sort_order), -1)::int AS m FROM hero_slides WHERE category = ${values.category ?? 'home'}`,
    )
  ).rows as Array<{ m: number }>;
  const [row] = await db
    .insert(heroSlides)
    .values({ ...values, sortOrder: (max?.m ?? -1) + 1 })
    .returning();
  return row!;
}

export async function updateSlide(
  db: DbOrTx,
  id: string,
  values: Partial<typeof heroSlides.$inferInsert>,
): Promise<HeroRow | null> {
  const [row] = await db
    .update(heroSlides)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(heroSlides.id, id))
    .returning();
  return row ?? null;
}

export async function deleteSlide(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(heroSlides).where(eq(heroSlides.id, id)).returning({ id: heroSlides.id });
  return rows.length > 0;
}

export async function setOrder(db: DbOrTx, category: string, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries())
    await db
      .update(heroSlides)
      .set({ sortOrder: i, updatedAt: new Date() })
      .where(and(eq(heroSlides.id, id), eq(heroSlides.category, category)));
}
