import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { repoRoot } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createTestDatabase, testConfig } from './setup-db.js';
import { productionEnv } from './support/production-env.js';

/** A minimal page shell, so these tests do not need a web build. */
const distDir = path.join(tmpdir(), `staybook-ribbon-dist-${process.pid}`);
mkdirSync(path.join(distDir, 'assets'), { recursive: true });
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Shell</title><!--app-head--></head><body><div id="root"></div></body></html>',
);

describe('production is production', () => {
  it('refuses to start, listing every problem at once, when NODE_ENV=production meets development settings', () => {
    const server = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(48),
        PUBLIC_URL: 'http://staybook.example',
        DATA_DIR: path.join(tmpdir(), `staybook-refused-${process.pid}`),
      },
    });
    expect(server.status).toBe(1);
    for (const key of ['AUTH_SECRET', 'PUBLIC_URL', 'PAYMENT_PROVIDER', 'SMS_PROVIDER', 'MAIL_PROVIDER', 'API_DOCS'])
      expect(server.stderr).toContain(`${key}: `);
    expect(server.stderr).toContain('Invalid configuration');
  }, 60_000);

  describe('pages and docs', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase('pglite');
    });
    afterAll(() => database.close());

    const shellOf = async (config: ReturnType<typeof testConfig>) => {
      const app = await buildApp({ config, database, logger: false });
      try {
        const page = await app.inject({ method: 'GET', url: '/about-us', headers: { accept: 'text/html' } });
        const docs = await app.inject({ method: 'GET', url: '/api/docs' });
        return { page: page.body, docsStatus: docs.statusCode };
      } finally {
        await app.close();
      }
    };

    it('says "test payments" on every page while payments go through the sandbox', async () => {
      const { page } = await shellOf(testConfig({ WEB_DIST_DIR: distDir }));
      expect(page).toMatch(/<body>\s*<aside id="test-payments-ribbon" aria-label="Test payments"/);
      expect(page).toContain('Test payments · no real money is taken');
    });

    it('a staging site on the sandbox shows the ribbon; a live one shows none and keeps its docs private', async () => {
      const live = { ...productionEnv, WEB_DIST_DIR: distDir, SEED_ON_START: 'false', LOG_LEVEL: 'silent' };
      const staging = await shellOf(
        testConfig({ ...live, PAYMENT_PROVIDER: 'sandbox', ALLOW_TEST_PAYMENTS: 'true', API_DOCS: 'public' }),
      );
      expect(staging.page).toContain('test-payments-ribbon');
      expect(staging.docsStatus).toBe(200);
      const production = await shellOf(testConfig(live));
      expect(production.page).not.toContain('test-payments-ribbon');
      expect(production.docsStatus).toBe(404);
    });
  });
});
