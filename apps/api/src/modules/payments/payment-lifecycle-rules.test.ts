import { describe, expect, it } from 'vitest';
import { nextRefundStatus } from './refund-state-rules.js';

describe('nextRefundStatus', () => {
  it.each([
    [null, 'pending', 'pending'],
    [null, 'processed', 'processed'],
    [null, 'failed', 'failed'],
    ['pending', 'processed', 'processed'],
    ['pending', 'failed', 'failed'],
    ['pending', 'pending', null],
    ['processed', 'processed', null],
    ['processed', 'failed', null],
    ['processed', 'pending', null],
    ['failed', 'pending', null],
    ['failed', 'processed', 'processed'],
  ] as const)('a refund that is %s and reported %s becomes %s', (current, incoming, expected) => {
    expect(nextRefundStatus(current, incoming)).toBe(expected);
  });
});
