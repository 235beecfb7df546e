import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One round trip to the database; throws when it cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
