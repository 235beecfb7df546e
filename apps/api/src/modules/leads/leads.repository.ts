import type { DbOrTx } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';

export async function insertLead(db: DbOrTx, lead: typeof leads.$inferInsert): Promise<string> {
  const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
  if (!row) throw new Error('lead not stored');
  return row.id;
}
