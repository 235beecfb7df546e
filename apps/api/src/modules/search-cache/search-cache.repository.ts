import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * Every property of a city, whatever its status or rooms: the properties a list filtered by that city could ever
 * show. A property joins or leaves a city only by an insert, a delete or a change of its city, which migration 0012
 * notifies as a change to every property, so this set cannot grow behind a cached list's back.
 */
export async function propertiesInCity(db: DbOrTx, city: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT p.id FROM properties p JOIN cities c ON c.id = p.city_id WHERE lower(c.name) = lower(${city})
  `);
  return (result.rows as Array<{ id: unknown }>).map((r) => String(r.id));
}
