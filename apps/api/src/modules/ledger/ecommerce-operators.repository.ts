import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, ecommerceOperatorGstins, ecommerceOperators } from '../../db/schema/index.js';

/** The only writer of ecommerce_operators and their GSTINs (the register of OTAs, issue 41). */

export interface OperatorRow {
  id: string;
  name: string;
  legalName: string | null;
  section: string;
  active: boolean;
  gstins: Array<{ stateCode: string; gstin: string }>;
  bookings: number;
}

export async function operators(db: DbOrTx, id?: string): Promise<OperatorRow[]> {
  const rows = await db
    .select({
      id: ecommerceOperators.id,
      name: ecommerceOperators.name,
      legalName: ecommerceOperators.legalName,
      section: ecommerceOperators.section,
      active: ecommerceOperators.active,
    })
    .from(ecommerceOperators)
    .where(id ? eq(ecommerceOperators.id, id) : undefined)
    .orderBy(asc(ecommerceOperators.name));
  if (!rows.length) return [];
  const gstins = await db.select().from(ecommerceOperatorGstins).orderBy(asc(ecommerceOperatorGstins.stateCode));
  const counts = await db
    .select({ id: bookings.ecommerceOperatorId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(sql`${bookings.ecommerceOperatorId} is not null`)
    .groupBy(bookings.ecommerceOperatorId);
  return rows.map((r) => ({
    ...r,
    gstins: gstins.filter((g) => g.operatorId === r.id).map(({ stateCode, gstin }) => ({ stateCode, gstin })),
    bookings: Number(counts.find((c) => c.id === r.id)?.n ?? 0),
  }));
}

/** The operator of that name whatever its case, if any (a name must be unique in the register). */
export async function operatorNamed(db: DbOrTx, name: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: ecommerceOperators.id, name: ecommerceOperators.name })
    .from(ecommerceOperators)
    .where(sql`lower(${ecommerceOperators.name}) = lower(${name})`);
  return row;
}

export interface OperatorWrite {
  name: string;
  legalName: string | null;
  section: string;
  active: boolean;
  gstins: Array<{ stateCode: string; gstin: string }>;
}

/** Adds an operator (id absent) or replaces one's fields and GSTINs; returns its id. */
export async function saveOperator(
  db: DbOrTx,
  id: string | null,
  row: OperatorWrite,
  updatedBy: string | null,
  now: Date,
): Promise<string> {
  const fields = { name: row.name, legalName: row.legalName, section: row.section, active: row.active };
  let operatorId = id;
  if (operatorId) {
    await db
      .update(ecommerceOperators)
      .set({ ...fields, updatedBy, updatedAt: now })
      .where(eq(ecommerceOperators.id, operatorId));
    await db.delete(ecommerceOperatorGstins).where(eq(ecommerceOperatorGstins.operatorId, operatorId));
  } else {
    const [created] = await db
      .insert(ecommerceOperators)
      .values({ ...fields, updatedBy, createdAt: now, updatedAt: now })
      .returning({ id: ecommerceOperators.id });
    operatorId = created!.id;
  }
  if (row.gstins.length)
    await db.insert(ecommerceOperatorGstins).values(row.gstins.map((g) => ({ ...g, operatorId: operatorId! })));
  return operatorId;
}
