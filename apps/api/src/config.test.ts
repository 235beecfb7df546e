import { describe, expect, it } from 'vitest';
import { productionEnv } from '../test/support/production-env';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults for a bare development environment', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.PORT).toBe(3000);
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.SMS_PROVIDER).toBe('outbox');
    expect(config.HOLD_MINUTES).toBe(15);
    expect(config.gstSlabs).toEqual([
      { upToPaise: 100_000, percent: 0 },
      { upToPaise: 750_000, percent: 5 },
      { upToPaise: null, percent: 18 },
    ]);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ NODE_ENV: 'test', PORT: 'eighty', DATABASE_URL: 'mysql://x', GST_SLABS: 'lots', HOLD_MINUTES: '0' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const key of ['PORT', 'DATABASE_URL', 'GST_SLABS', 'HOLD_MINUTES']) expect(problems).toContain(key);
    }
  });

  it('reads the bootstrap admin numbers in any spelling as their 10 digits and refuses what is not a mobile number', () => {
    const config = loadConfig({ NODE_ENV: 'test', ADMIN_PHONES: '+91 98220 00001, 09822000002', STAFF_PHONES: '' });
    expect(config.ADMIN_PHONES).toEqual(['9822000001', '9822000002']);
    expect(() => loadConfig({ NODE_ENV: 'test', ADMIN_PHONES: '9822000003,12345' })).toThrow(/ADMIN_PHONES.*'12345'/);
  });

  it('refuses STAFF_PHONES, now that staff are invited in the console', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STAFF_PHONES: '9822000003' })).toThrow(
      /STAFF_PHONES: is no longer read: invite staff in the console/,
    );
  });

  it('requires secrets and provider keys in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'razorpay', SMS_PROVIDER: 'msg91' })).toThrow(
      /AUTH_SECRET[\s\S]*PUBLIC_URL[\s\S]*RAZORPAY_KEY_ID[\s\S]*MSG91_AUTH_KEY/,
    );
  });

  it('starts production with real providers, a strong secret, https and an explicit docs setting', () => {
    const config = loadConfig(productionEnv);
    expect(config.isProduction).toBe(true);
    expect(config.testPayments).toBe(false);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.apiDocsPublic).toBe(false);
    expect(config.otpDevPeek).toBe(false);
  });

  it.each([
    ['the sandbox checkout', { PAYMENT_PROVIDER: 'sandbox' }, 'PAYMENT_PROVIDER'],
    ['the SMS outbox', { SMS_PROVIDER: 'outbox' }, 'SMS_PROVIDER'],
    ['the mail outbox', { MAIL_PROVIDER: 'outbox' }, 'MAIL_PROVIDER'],
    ['a short secret', { AUTH_SECRET: 'Ab1!'.repeat(7) }, 'AUTH_SECRET'],
    ['one repeated character', { AUTH_SECRET: 'x'.repeat(64) }, 'AUTH_SECRET'],
    ['a repeated word', { AUTH_SECRET: 'password'.repeat(6) }, 'AUTH_SECRET'],
    [
      'a secret made of a run and a sequence',
      { AUTH_SECRET: `${'a'.repeat(20)}abcdefghijklmnopqrstuvwxyz` },
      'AUTH_SECRET',
    ],
    ['a secret made of common words', { AUTH_SECRET: 'Staybook-Production-Secret-2026-ChangeMe!' }, 'AUTH_SECRET'],
    ['an all-zero KYC key in hex', { KYC_ENCRYPTION_KEY: '0'.repeat(64) }, 'KYC_ENCRYPTION_KEY'],
    ['no GSTIN for its invoices', { BRAND_GSTIN: '' }, 'BRAND_GSTIN'],
    ['a GSTIN with a typing mistake', { BRAND_GSTIN: '30AAKCS9999M1ZD' }, 'BRAND_GSTIN'],
    ['no legal name for its invoices', { BRAND_LEGAL_NAME: '' }, 'BRAND_LEGAL_NAME'],
    [
      'an all-zero KYC key in base64',
      { KYC_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64') },
      'KYC_ENCRYPTION_KEY',
    ],
    [
      'a KYC key of one byte repeated',
      { KYC_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') },
      'KYC_ENCRYPTION_KEY',
    ],
    ['a plain-http public address', { PUBLIC_URL: 'http://staybook.example' }, 'PUBLIC_URL'],
    ['no word on the API docs', { API_DOCS: '' }, 'API_DOCS'],
    ['a proxy setting that believes any client', { TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    ['development code peeking', { OTP_DEV_PEEK: 'true' }, 'OTP_DEV_PEEK'],
  ])('refuses production with %s', (_what, change, key) => {
    try {
      loadConfig({ ...productionEnv, ...change });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${key}: `));
    }
  });

  it('lists every production problem at once', () => {
    try {
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), PUBLIC_URL: 'http://x.example' });
      expect.unreachable();
    } catch (err) {
      const keys = (err as ConfigError).problems.map((p) => p.split(':')[0]);
      for (const key of ['AUTH_SECRET', 'PUBLIC_URL', 'PAYMENT_PROVIDER', 'SMS_PROVIDER', 'MAIL_PROVIDER', 'API_DOCS'])
        expect(keys).toContain(key);
    }
  });

  it('lets a staging site run on the sandbox only when it says so, and then says test payments', () => {
    const staging = loadConfig({ ...productionEnv, PAYMENT_PROVIDER: 'sandbox', ALLOW_TEST_PAYMENTS: 'true' });
    expect(staging.testPayments).toBe(true);
    expect(loadConfig({ ...productionEnv }).testPayments).toBe(false);
  });

  it('trusts forwarded addresses only from as many proxies as it is told', () => {
    const one = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect(one('10.0.0.5', 0)).toBe(true);
    expect(one('1.2.3.4', 1)).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, 10.1.2.3' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '10.1.2.3',
    ]);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
