import { describe, expect, it } from 'vitest';
import { MAX_RETRY_WAIT_MS } from '../../lib/retry-rules.js';
import {
  afterFailure,
  DEFAULT_RETRY_POLICY,
  fallbackNote,
  fallsBackToSms,
  isPassingFailure,
  retryDelayMs,
} from './delivery-rules.js';

const middle = () => 0.5;

describe('the wait before the next attempt', () => {
  it.each([
    [1, 30_000],
    [2, 90_000],
    [3, 270_000],
    [4, 810_000],
    [5, 2_430_000],
    [6, MAX_RETRY_WAIT_MS],
    [20, MAX_RETRY_WAIT_MS],
  ])('after attempt %i is %i ms', (attempts, wait) => {
    expect(retryDelayMs(attempts, 30_000, middle)).toBe(wait);
  });

  it('varies by a tenth at most, either way', () => {
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(27_000);
    expect(retryDelayMs(1, 30_000, () => 0.999_999)).toBe(33_000);
  });
});

describe('after a failed attempt', () => {
  const now = new Date('2026-12-24T02:30:00Z');

  it('tries a passing failure again after the wait', () => {
    expect(afterFailure(1, true, DEFAULT_RETRY_POLICY, now, middle)).toEqual({
      next: 'retry',
      at: new Date('2026-12-24T02:30:30Z'),
    });
  });

  it('gives up on a final failure at once', () => {
    expect(afterFailure(1, false, DEFAULT_RETRY_POLICY, now)).toEqual({ next: 'give_up' });
  });

  it('gives up when the last attempt allowed failed, passing or not', () => {
    expect(afterFailure(4, true, DEFAULT_RETRY_POLICY, now, middle).next).toBe('retry');
    expect(afterFailure(5, true, DEFAULT_RETRY_POLICY, now)).toEqual({ next: 'give_up' });
    expect(afterFailure(1, true, { maxAttempts: 1, baseDelayMs: 1000 }, now)).toEqual({ next: 'give_up' });
  });
});

describe('which failures pass', () => {
  it.each([
    ['an adapter that says it passes', Object.assign(new Error('503'), { transient: true }), true],
    ['an adapter that says it is final', Object.assign(new Error('131047'), { transient: false }), false],
    ['an SMTP 4xx reply (mailbox busy)', Object.assign(new Error('451'), { responseCode: 451 }), true],
    ['an SMTP 5xx reply (no such mailbox)', Object.assign(new Error('550'), { responseCode: 550 }), false],
    ['an SMTP connection that failed', Object.assign(new Error('x'), { code: 'ECONNECTION' }), true],
    ['SMTP credentials refused', Object.assign(new Error('x'), { code: 'EAUTH' }), false],
    ['an unknown error', new Error('socket hang up'), true],
  ])('%s: %s', (_, err, passing) => {
    expect(isPassingFailure(err)).toBe(passing);
  });
});

describe('the SMS sent instead', () => {
  it('is sent for a hotel’s WhatsApp only', () => {
    expect(fallsBackToSms({ audience: 'hotel', channel: 'whatsapp' })).toBe(true);
    expect(fallsBackToSms({ audience: 'guest', channel: 'whatsapp' })).toBe(false);
    expect(fallsBackToSms({ audience: 'hotel', channel: 'email' })).toBe(false);
  });

  it('is told after the WhatsApp’s reason in the log', () => {
    expect(fallbackNote(undefined)).toBeNull();
    expect(fallbackNote({ status: 'sent', error: null })).toBe('Sent by SMS instead.');
    expect(fallbackNote({ status: 'queued', error: 'MSG91 refused (503): busy' })).toBe('Being sent by SMS instead.');
    expect(fallbackNote({ status: 'failed', error: 'MSG91 refused (400): bad number' })).toBe(
      'The SMS sent instead failed too: MSG91 refused (400): bad number',
    );
  });
});
