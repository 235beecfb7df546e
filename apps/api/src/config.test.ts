import { describe, expect, it } from 'vitest';
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

  it('requires secrets and provider keys in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'razorpay', SMS_PROVIDER: 'msg91' })).toThrow(
      /AUTH_SECRET[\s\S]*PUBLIC_URL[\s\S]*RAZORPAY_KEY_ID[\s\S]*MSG91_AUTH_KEY/,
    );
  });

  it('never lets production peek at one-time passwords', () => {
    const base = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://staybook.in' };
    expect(loadConfig(base).otpDevPeek).toBe(false);
    expect(() => loadConfig({ ...base, OTP_DEV_PEEK: 'true' })).toThrow(/OTP_DEV_PEEK/);
  });
});
