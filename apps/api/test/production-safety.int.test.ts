import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig, providerUrlKeys, repoRoot } from '../src/config.js';
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
        KYC_ENCRYPTION_KEY: Buffer.from('our kyc key for staybook 2026!!!').toString('base64'),
        MSG91_BASE_URL: 'http://control.msg91.com',
        SMTP_URL: 'smtp://mail.staybook.example:25',
      },
    });
    expect(server.status).toBe(1);
    for (const key of ['AUTH_SECRET', 'PUBLIC_URL', 'PAYMENT_PROVIDER', 'SMS_PROVIDER', 'MAIL_PROVIDER', 'API_DOCS'])
      expect(server.stderr).toContain(`${key}: `);
    expect(server.stderr).toContain('KYC_ENCRYPTION_KEY: is text written as hex or base64');
    expect(server.stderr).toContain('MSG91_BASE_URL: must be an https:// address in production');
    expect(server.stderr).toContain('SMTP_URL: must be encrypted in production');
    expect(server.stderr).toContain('Invalid configuration');
  }, 60_000);

  describe('keys and provider addresses', () => {
    /** The one problem production finds with this change to a good environment. */
    const refusal = (change: Record<string, string>) => {
      try {
        loadConfig({ ...productionEnv, ...change });
      } catch (err) {
        if (!(err instanceof ConfigError)) throw err;
        expect(err.problems).toHaveLength(1);
        return err.problems[0];
      }
      return 'accepted';
    };
    const phrase = 'our kyc key for staybook 2026!!!';

    it.each([
      ['a phrase encoded as base64', Buffer.from(phrase).toString('base64'), 'is text written as hex or base64'],
      ['a phrase encoded as hex', Buffer.from(phrase).toString('hex'), 'is text written as hex or base64'],
      ['a phrase typed to look like a key', 'MyGrandmotherLivesInKolkataNearHowrahBridge', 'reads as words'],
      ['common words', 'StaybookProductionSecretKeyForKycUploads12x=', 'reads as words'],
      ['a short word', 'kyc-secret', 'must be 32 bytes'],
    ])('refuses a KYC key that is %s', (_what, key, why) => {
      expect(refusal({ KYC_ENCRYPTION_KEY: key })).toMatch(new RegExp(`^KYC_ENCRYPTION_KEY: .*${why}`));
    });

    it('refuses to seed the demo catalogue in production, and seeds nothing unless told', () => {
      expect(refusal({ SEED_ON_START: 'true' })).toMatch(
        /^SEED_ON_START: is true: a production start on an empty database would publish the demo catalogue/,
      );
      expect(loadConfig({ ...productionEnv }).seedOnStart).toBe(false);
      expect(loadConfig({ ...productionEnv, SEED_ON_START: 'false' }).seedOnStart).toBe(false);
      // Development seeds by default, as `npm start` on a fresh clone needs.
      expect(loadConfig({ DATA_DIR: productionEnv.DATA_DIR! }).seedOnStart).toBe(true);
    });

    it('accepts KYC keys made by openssl rand, in base64, URL-safe base64 and hex', () => {
      for (let i = 0; i < 200; i++) {
        const key = randomBytes(32);
        for (const text of [key.toString('base64'), key.toString('base64url'), key.toString('hex')])
          expect(refusal({ KYC_ENCRYPTION_KEY: text })).toBe('accepted');
      }
    });

    it('holds every provider address of the environment to https, and knows which they are', () => {
      expect([...providerUrlKeys].sort()).toEqual([
        'CHANNEX_BASE_URL',
        'MEDIA_PUBLIC_URL',
        'MSG91_BASE_URL',
        'RAZORPAY_BASE_URL',
        'S3_ENDPOINT',
        'WHATSAPP_BASE_URL',
      ]);
      for (const key of providerUrlKeys) {
        expect(refusal({ [key]: 'http://provider.example' })).toBe(
          `${key}: must be an https:// address in production: keys, codes and guests’ details go to it`,
        );
        expect(refusal({ [key]: 'https://provider.example' })).toBe('accepted');
      }
    });

    it.each([
      ['plain smtp://', 'smtp://user:pass@smtp.example.com:25', 'must be encrypted in production'],
      ['STARTTLS only if offered', 'smtp://user:pass@smtp.example.com:587', 'must be encrypted in production'],
      ['STARTTLS turned off', 'smtp://smtp.example.com:587?requireTLS=true&ignoreTLS=true', 'must be encrypted'],
      [
        "the server's certificate unchecked",
        'smtps://smtp.example.com:465?tls.rejectUnauthorized=false',
        "turns off the check of the mail server's certificate",
      ],
    ])('refuses SMTP with %s', (_what, url, why) => {
      expect(refusal({ SMTP_URL: url })).toMatch(new RegExp(`^SMTP_URL: ${why}`));
    });

    it('accepts SMTP over TLS from the start or with STARTTLS required', () => {
      expect(refusal({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' })).toBe('accepted');
      expect(refusal({ SMTP_URL: 'smtp://user:pass@smtp.example.com:587?requireTLS=true' })).toBe('accepted');
    });
  });

  describe('pages and docs', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase('pglite');
    });
    afterAll(() => database.close());

    const shellOf = async (config: ReturnType<typeof testConfig>, url = '/about-us') => {
      const app = await buildApp({ config, database, logger: false });
      try {
        const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
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

    it('says "test payments" in the page\'s language', async () => {
      const hindi = await shellOf(testConfig({ WEB_DIST_DIR: distDir }), '/hi/about-us');
      expect(hindi.page).toMatch(/<body>\s*<aside id="test-payments-ribbon" aria-label="टेस्ट भुगतान">/);
      expect(hindi.page).toContain('टेस्ट भुगतान · कोई असली पैसा नहीं लिया जाता</aside>');
      const german = await shellOf(testConfig({ WEB_DIST_DIR: distDir }), '/de/about-us');
      expect(german.page).toContain('Testzahlungen · es wird kein echtes Geld abgebucht</aside>');
      expect(german.page).not.toContain('no real money');
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
