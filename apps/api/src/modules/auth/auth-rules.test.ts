import { describeWait } from '@staybook/contract/auth';
import { describe, expect, it } from 'vitest';
import {
  checkSendLimits,
  extractOtp,
  generateOtpCode,
  generateRefreshToken,
  hashOtp,
  hashRefreshToken,
  type OtpLimits,
  otpMatches,
  otpMessage,
} from './auth-rules';

const limits: OtpLimits = { resendSeconds: 30, maxPerNumberTenMinutes: 3, maxPerNumberDay: 10, maxPerIpHour: 10 };
const now = new Date('2026-03-01T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('checkSendLimits', () => {
  it('lets a first send through', () => {
    expect(checkSendLimits({ number: [], ip: [] }, limits, now)).toBeNull();
  });

  it.each([
    [0, 30],
    [1, 29],
    [29, 1],
  ])('makes a number wait out the 30 s cooldown (%i s after the last send → %i s)', (elapsed, wait) => {
    expect(checkSendLimits({ number: [ago(elapsed)], ip: [] }, limits, now)).toEqual({
      reason: 'resend_wait',
      retryAfterSeconds: wait,
      message: `Please wait ${describeWait(wait)} before requesting a new OTP.`,
    });
  });

  it('allows the next send exactly when the cooldown ends', () => {
    expect(checkSendLimits({ number: [ago(30)], ip: [] }, limits, now)).toBeNull();
  });

  it('caps a number at 3 sends in 10 minutes, until the oldest leaves the window', () => {
    const sends = [ago(100), ago(300), ago(500)];
    expect(checkSendLimits({ number: sends, ip: [] }, limits, now)).toMatchObject({
      reason: 'number_burst',
      retryAfterSeconds: 100,
    });
    expect(checkSendLimits({ number: [ago(100), ago(300), ago(600)], ip: [] }, limits, now)).toBeNull();
  });

  it('caps a number at 10 sends a day', () => {
    const sends = Array.from({ length: 10 }, (_, i) => ago(3600 * (i + 1)));
    const breach = checkSendLimits({ number: sends, ip: [] }, limits, now);
    expect(breach?.retryAfterSeconds).toBe(86_400 - 36_000);
    expect(breach?.reason).toBe('number_daily');
    expect(breach?.message).toBe("You have reached today's limit of OTP requests. Please try again in 14 hours.");
  });

  it('caps an address at 10 sends an hour, whatever the numbers', () => {
    const ip = Array.from({ length: 10 }, (_, i) => ago(60 * (i + 1)));
    expect(checkSendLimits({ number: [], ip }, limits, now)).toEqual({
      reason: 'network',
      retryAfterSeconds: 3000,
      message: 'Too many OTP requests from your network. Please try again in 50 minutes.',
    });
    expect(checkSendLimits({ number: [], ip: ip.slice(0, 9) }, limits, now)).toBeNull();
  });

  it('turns the cooldown off when configured to 0 (local end-to-end runs)', () => {
    expect(checkSendLimits({ number: [ago(0)], ip: [] }, { ...limits, resendSeconds: 0 }, now)).toBeNull();
  });
});

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3540, '59 minutes'],
    [3599, '1 hour'],
    [3600, '1 hour'],
    [7201, '3 hours'],
  ])('%i s reads "%s"', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });
});

describe('codes and hashes', () => {
  it('generates six digits, keeping leading zeros, from the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateOtpCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('binds a code hash to its secret, number and challenge', () => {
    const h = hashOtp('secret', '9876543210', 'c1', '123456');
    expect(h).not.toContain('123456');
    expect(otpMatches('secret', '9876543210', 'c1', '123456', h)).toBe(true);
    expect(otpMatches('secret', '9876543210', 'c1', '123457', h)).toBe(false);
    expect(otpMatches('other', '9876543210', 'c1', '123456', h)).toBe(false);
    expect(otpMatches('secret', '9876543211', 'c1', '123456', h)).toBe(false);
    expect(otpMatches('secret', '9876543210', 'c2', '123456', h)).toBe(false);
  });

  it('reads the code back from the message text', () => {
    expect(extractOtp(otpMessage('042917', 5))).toBe('042917');
    expect(extractOtp('•••••• is your Staybook sign-in code.')).toBeNull();
  });

  it('makes opaque refresh tokens of 32 random bytes and stores only their hash', () => {
    const token = generateRefreshToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashRefreshToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(generateRefreshToken()).not.toBe(token);
  });
});
