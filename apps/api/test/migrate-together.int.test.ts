import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { adminQuery } from './setup-db.js';
import { databaseUrl } from './support/postgres-admin.js';

/**
 * Processes started together (a deploy, a scale-out) each migrate a database that is behind: they must take turns, not
 * fail on the migrations table. Needs PostgreSQL (TEST_DATABASE_URL); PGlite is one process's database.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const name = `migrate_together_${process.pid}_${Date.now()}`;

describe.runIf(Boolean(adminUrl))('migrating from several processes at once', () => {
  afterAll(async () => {
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  it('four processes migrating a new database together all succeed, and apply each migration once', async () => {
    await adminQuery(`create database ${name}`);
    const url = databaseUrl(adminUrl!, name);
    const databases = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url, poolSize: 2 })));
    try {
      const outcomes = await Promise.allSettled(databases.map((d) => d.migrate()));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
        'ok',
      ]);
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        const applied = await check.query<{ hash: string; n: number }>(
          'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
        );
        expect(applied.rows).toEqual([]);
        const total = await check.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(total.rows[0]!.n).toBeGreaterThan(10);
      } finally {
        await check.end();
      }
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  }, 120_000);
});
