import { describe, expect, it } from 'vitest';
import { productionEnv } from '../test/support/production-env';
import { ConfigError, gstSlabsOn, loadConfig } from './config';
import { gstBasisPoints } from './modules/pricing/pricing-rules';

describe('loadConfig', () => {
  it('applies defaults for a bare development environment', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.PORT).toBe(3000);
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.SMS_PROVIDER).toBe('outbox');
    expect(config.HOLD_MINUTES).toBe(15);
    // Today's law (since 22 September 2025): every night up to ₹7,500 at 5%, above it 18%; nothing at 0%.
    expect(config.gstSlabs).toEqual([
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
    ["the browser stories' pseudo-locale", { PSEUDO_LOCALE: 'en-XA' }, 'PSEUDO_LOCALE'],
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

  describe('GST slabs as the law has stood (issue 41): a night is taxed by the set in force on its day', () => {
    const { gstSchedule } = loadConfig({ NODE_ENV: 'test' });
    const percentOn = (day: string, rupees: number) => gstBasisPoints(rupees * 100, gstSlabsOn(gstSchedule, day)) / 100;
    it.each([
      // 1 July 2017: below ₹1,000 nil, to ₹2,499 12%, to ₹7,499 18%, then 28%.
      ['2018-03-01', 999, 0],
      ['2018-03-01', 1_000, 12],
      ['2018-03-01', 2_500, 18],
      ['2018-03-01', 7_500, 28],
      // 1 October 2019: to ₹1,000 nil, to ₹7,500 12%, above 18%.
      ['2019-09-30', 7_500, 28],
      ['2019-10-01', 1_000, 0],
      ['2019-10-01', 1_001, 12],
      ['2019-10-01', 7_500, 12],
      ['2019-10-01', 7_501, 18],
      // 18 July 2022: the ₹1,000 exemption withdrawn.
      ['2022-07-17', 900, 0],
      ['2022-07-18', 900, 12],
      // 22 September 2025: to ₹7,500 5% (no input tax credit), above 18%.
      ['2025-09-21', 5_000, 12],
      ['2025-09-22', 500, 5],
      ['2025-09-22', 5_000, 5],
      ['2025-09-22', 7_500, 5],
      ['2025-09-22', 7_501, 18],
      ['2026-11-29', 1_000, 5],
    ])('on %s a ₹%i night is taxed at %i%%', (day, rupees, percent) => {
      expect(percentOn(day, rupees)).toBe(percent);
    });

    it('takes one undated set for every day, and refuses sets out of order or half dated, saying why', () => {
      const one = loadConfig({ NODE_ENV: 'test', GST_SLABS: '7500:5,*:18' });
      expect(gstSlabsOn(one.gstSchedule, '2001-01-01')).toEqual(one.gstSlabs);
      expect(() =>
        loadConfig({ NODE_ENV: 'test', GST_SLABS: '2025-09-22=7500:5,*:18;2022-07-18=7500:12,*:18' }),
      ).toThrow(/GST_SLABS: the sets must be oldest first/);
      expect(() => loadConfig({ NODE_ENV: 'test', GST_SLABS: '7500:12,*:18;2025-09-22=7500:5,*:18' })).toThrow(
        /GST_SLABS: with more than one set, every set needs the day it came into force/,
      );
      expect(() => loadConfig({ NODE_ENV: 'test', GST_SLABS: '2025-09-22=7500:5' })).toThrow(
        /GST_SLABS: must look like/,
      );
    });
  });
});
