import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../src/db/client.js';
import { adminQuery, databaseUrl } from './support/postgres-admin.js';

/**
 * Migrates once per run, before any worker starts, so no suite pays for it (or for PGlite's initdb) again:
 * an in-memory PGlite dumped to a file every suite loads, and, with TEST_DATABASE_URL, a PostgreSQL template database
 * every suite copies. Both are named by this process, so runs by other people on the same server never meet.
 * setup-db.ts reads them through `inject()`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const snapshotFile = path.join(os.tmpdir(), `staybook-pglite-${run}.tar`);
  await writeFile(snapshotFile, await migratedPgliteDump());
  project.provide('pgliteSnapshot', snapshotFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = `sb_template_${run}`;
  if (adminUrl) {
    await createTemplate(adminUrl, template);
    project.provide('postgresTemplate', template);
  }

  return async () => {
    await rm(snapshotFile, { force: true });
    if (adminUrl) await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`, adminUrl);
  };
}

async function migratedPgliteDump(): Promise<Uint8Array> {
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client) as never, { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return new Uint8Array(await dump.arrayBuffer());
}

async function createTemplate(adminUrl: string, name: string): Promise<void> {
  await adminQuery(`CREATE DATABASE ${name}`, adminUrl);
  const database = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 1 });
  await database.migrate();
  // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
  await database.close();
}
