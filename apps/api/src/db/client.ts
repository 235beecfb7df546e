import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Both drivers expose the same Drizzle query API; the PGlite instance is typed as the node-postgres one
 * so repositories are written once.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Reads that do not depend on each other: at once on a pool (each on a connection of its own), one after another in
 * a transaction, whose one connection node-postgres would queue them on anyway (deprecated; pg 9 refuses it).
 */
export async function readTogether<const T extends readonly (() => PromiseLike<unknown>)[]>(
  db: DbOrTx,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}

/** The embedded databases (PGlite) this process opened: see `asyncCommitAllowed`. */
const embedded = new WeakSet<object>();

/**
 * Whether a commit may skip its WAL flush wait (`synchronous_commit` off for one transaction, as a hold that opens a
 * payment order does). Only on PostgreSQL, where it is what lets concurrent holds stop queueing at COMMIT. PGlite runs
 * one connection, so it gains nothing there, and a story server on PGlite was seen spinning for good inside a
 * COMMIT's `XLogFlush` (docs/testing.md): the embedded database keeps PostgreSQL's ordinary commit.
 */
export function asyncCommitAllowed(db: Db): boolean {
  return !embedded.has(db);
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite. */
  url?: string | undefined;
  /** PGlite data directory; 'memory' for an in-memory database. */
  dataDir?: string;
  /**
   * In-memory PGlite only: start from this dump (`PGlite.dumpDataDir()`) instead of an empty cluster. The test
   * suites open every database from one migrated snapshot, which skips PGlite's initdb and the migrations each time.
   */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}

/**
 * Every API process migrates at start, and several start at once (a deploy, a scale-out): without a lock two of them
 * apply the same new migration together and one fails on the migrations table. The first takes a session-level
 * advisory lock and migrates; the others wait for it, then find nothing left to apply.
 */
const MIGRATION_LOCK_KEY = 2_025_112_501;

async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** A connection's own 'error' event: its query, or the pool's idle listener, reports it (see openDatabase). */
function ignoreErrorAlreadyReported(): void {}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Stay dates are 'date' columns read as text; timestamps are timestamptz. Nothing depends on the session zone,
    // but pin it so ad-hoc SQL reads the same everywhere.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A connection that cannot be made in 5 s (the server restarting) fails the request cleanly (503) instead of hanging it.
      connectionTimeoutMillis: 5_000,
      options: '-c TimeZone=Asia/Kolkata',
    });
    // An idle connection can be cut by the server (restart, failover, a dropped database); the pool replaces it.
    // Without a listener Node would treat that as an unhandled error and stop the process.
    pool.on('error', (err) => {
      if ((err as { code?: string }).code !== '57P01')
        console.error('PostgreSQL pool: idle connection lost:', err.message);
    });
    // The pool listens on a connection only while it is idle. A checked-out one (a transaction between two of its
    // queries, the migration lock) that PostgreSQL ends (pg_terminate_backend, a failover) emits 'error' with nobody
    // listening, and Node stops the whole process. Every connection keeps a listener for its lifetime: the error
    // already reaches the query waiting on it (the request answers 503), the next query on it fails the same way, and
    // the pool drops a connection released in that state instead of handing it out again.
    pool.on('connect', (client) => {
      client.on('error', ignoreErrorAlreadyReported);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateAlone(pool),
      close: () => pool.end(),
    };
  }
  const dir = options.dataDir ?? 'memory';
  if (dir !== 'memory') mkdirSync(dir, { recursive: true });
  const client =
    dir === 'memory' ? new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) : new PGlite(dir);
  await client.waitReady;
  await client.exec(`SET TIME ZONE 'Asia/Kolkata'`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  embedded.add(db);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
