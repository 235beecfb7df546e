import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Adapters } from '../src/adapters/index.js';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { adminQuery, databaseUrl } from './support/postgres-admin.js';

export { adminQuery };

export type DatabaseKind = 'pglite' | 'postgres';

declare module 'vitest' {
  /** Set by test/global-setup.ts, once per run. */
  interface ProvidedContext {
    /** A file holding an in-memory PGlite dumped after every migration. */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplate: string;
  }
}

/** The databases every integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_ON_START: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
      // On PostgreSQL the search cache hears of a write a moment after it commits, so a suite that writes and reads
      // the list at once could read the moment before; search-cache.int.test.ts and many-processes test it with it on.
      // TEST_SEARCH_CACHE=on runs any suite with it (on PGlite a notification arrives before the write returns).
      SEARCH_CACHE: process.env.TEST_SEARCH_CACHE ?? 'off',
      ...overrides,
    },
    {},
  );
}

/** A fresh, migrated, empty database: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const snapshot = await pgliteSnapshot();
    const database = await openDatabase({ dataDir: 'memory', loadDataDir: snapshot });
    if (!snapshot) await database.migrate();
    return database;
  }
  return (await createPostgresTestDatabase()).database;
}

let snapshotBlob: Promise<Blob> | undefined;

/** The migrated snapshot from global-setup.ts, read once per worker; undefined when run without that setup. */
function pgliteSnapshot(): Promise<Blob | undefined> {
  const file = inject('pgliteSnapshot');
  if (!file) return Promise.resolve(undefined);
  snapshotBlob ??= readFile(file).then((bytes) => new Blob([bytes]));
  return snapshotBlob;
}

/**
 * A new, migrated PostgreSQL database and its URL (for a server process of its own), dropped on close.
 * It is a copy of the run's template (CREATE DATABASE … TEMPLATE), which is quicker than migrating each one.
 */
export async function createPostgresTestDatabase(): Promise<{ database: Database; url: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = inject('postgresTemplate');
  const name = `sb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url, poolSize: 60 });
  if (!template) await database.migrate();
  const close = database.close;
  database.close = async () => {
    await close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { database, url };
}

/**
 * One fresh database and a second handle on it, as two API processes would have: its own connection pool on
 * PostgreSQL, the same instance on PGlite (one process only). `close` ends both.
 */
export async function createSharedTestDatabase(
  kind: DatabaseKind,
  secondPoolSize = 20,
): Promise<{ primary: Database; second: Database; close: () => Promise<void> }> {
  if (kind === 'pglite') {
    const primary = await createTestDatabase('pglite');
    return { primary, second: primary, close: () => primary.close() };
  }
  const { database: primary, url } = await createPostgresTestDatabase();
  const second = await openDatabase({ url, poolSize: secondPoolSize });
  return {
    primary,
    second,
    close: async () => {
      await second.close();
      await primary.close();
    },
  };
}

export interface TestContext {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: Database;
  config: Config;
}

export interface SuiteOptions {
  config?: Partial<Record<string, string>>;
  adapters?: (database: Database, config: Config) => Partial<Adapters>;
  /** Runs once after migration, before the app is built (seed data here). */
  prepare?: (database: Database, config: Config) => Promise<void>;
}

/**
 * Runs a suite once per database kind with a built app on a fresh database.
 * `use()` returns the context inside tests.
 */
export function describeEachDatabase(
  name: string,
  options: SuiteOptions,
  body: (use: () => TestContext) => void,
): void {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let ctx: TestContext | undefined;
      beforeAll(async () => {
        const config = testConfig({
          DATA_DIR: `/tmp/staybook-test-${process.pid}-${randomBytes(3).toString('hex')}`,
          ...options.config,
        });
        const database = await createTestDatabase(kind);
        await options.prepare?.(database, config);
        const app = await buildApp({
          config,
          database,
          adapters: options.adapters?.(database, config) ?? {},
          logger: false,
        });
        await app.ready();
        ctx = { kind, app, database, config };
      }, 120_000);
      afterAll(async () => {
        await ctx?.app.close();
        await ctx?.database.close();
      });
      body(() => {
        if (!ctx) throw new Error('suite context not ready');
        return ctx;
      });
    });
  }
}
