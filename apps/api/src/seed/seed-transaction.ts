import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from '../db/client.js';
import * as schema from '../db/schema/index.js';

/**
 * The seed's one transaction. The demo history plays through the services inside it, and the services read in
 * parallel (Promise.all over `db`): on the pool each read gets a connection of its own, but a transaction has one, and
 * pg queued the reads on it itself while warning that pg@9 will refuse that. On PostgreSQL the transaction's connection
 * here takes its queries in turn (the same order pg kept), so nothing is sent while a query runs. PGlite runs one
 * query at a time by itself.
 */
export async function seedTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  const client = await pool.connect();
  const query = client.query;
  let last: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const turn = last.then(() => (query as (...a: unknown[]) => Promise<unknown>).apply(client, args));
    last = turn.catch(() => undefined);
    return turn;
  }) as typeof client.query;
  try {
    return await drizzle(client, { schema }).transaction(work);
  } finally {
    client.query = query;
    client.release();
  }
}
