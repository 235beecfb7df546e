import { describe, expect, it } from 'vitest';
import { attemptKeyFor, newIdempotencyKey } from './attempt-key';

describe('attemptKeyFor', () => {
  let n = 0;
  const makeKey = () => `key-${++n}-abcdef`;
  const request = { propertyId: 'p1', roomIds: [{ id: 'r1', roomCount: 1 }], checkInDate: 1, checkOutDate: 2 };

  it('keeps the key while the same request is sent again (double click, retry)', () => {
    const first = attemptKeyFor(null, request, makeKey);
    expect(attemptKeyFor(first, { ...request }, makeKey)).toBe(first);
  });

  it.each([
    ['the rooms', { roomIds: [{ id: 'r1', roomCount: 2 }] }],
    ['the dates', { checkOutDate: 3 }],
    ['the step', { initiatePayment: true }],
  ])('makes a new key when %s change', (_what, change) => {
    const first = attemptKeyFor(null, request, makeKey);
    const next = attemptKeyFor(first, { ...request, ...change }, makeKey);
    expect(next.key).not.toBe(first.key);
  });
});

describe('newIdempotencyKey', () => {
  it('makes keys the server accepts, different every time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('works without randomUUID (a page served over plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
