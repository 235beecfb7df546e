import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './error-handler.js';

describe('a database that is away answers 503, anything else does not', () => {
  it('knows refused and cut connections and PostgreSQL shutting down, anywhere in the cause chain', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('cannot connect now'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('idle-session timeout'), { code: '57P05' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('too many clients already'), { code: '53300' }))).toBe(true);
  });

  it('leaves query mistakes and conflicts to the usual handling', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
