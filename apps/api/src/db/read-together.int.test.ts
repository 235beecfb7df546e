import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, type DbOrTx, openDatabase, readTogether } from './client.js';

/**
 * Reads that do not depend on each other run at once on a pool and one after another in a transaction: its one
 * connection is where node-postgres would otherwise queue them (deprecated, refused by pg 9).
 */
const databases: [string, () => Promise<Database>][] = [['pglite', () => openDatabase({ dataDir: 'memory' })]];
if (process.env.TEST_DATABASE_URL)
  databases.push(['postgres', () => openDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 4 })]);

/** Three reads that note when each starts and ends; each waits 50 ms in the database. */
async function timedReads(db: DbOrTx) {
  const events: string[] = [];
  const read = (name: string) => async () => {
    events.push(`start ${name}`);
    const rows = await db.execute(sql`select ${name}::text as name, pg_sleep(0.05)`);
    events.push(`end ${name}`);
    return (rows as unknown as { rows: { name: string }[] }).rows[0]!.name;
  };
  const results = await readTogether(db, [read('a'), read('b'), read('c')]);
  return { results, events };
}

describe.each(databases)('readTogether [%s]', (kind, open) => {
  it('in a transaction, one read after another, each result in its place', async () => {
    const database = await open();
    try {
      const { results, events } = await database.db.transaction((tx) => timedReads(tx));
      expect(results).toEqual(['a', 'b', 'c']);
      expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    } finally {
      await database.close();
    }
  });

  it.runIf(kind === 'postgres')('on the pool, all three at once', async () => {
    const database = await open();
    try {
      const { results, events } = await timedReads(database.db);
      expect(results).toEqual(['a', 'b', 'c']);
      expect(events.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
    } finally {
      await database.close();
    }
  });
});
