import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { errorHandlerPlugin, isDatabaseUnavailable } from './error-handler.js';

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

describe('a write that lost a race on a unique index answers 409, not 500', () => {
  const duplicate = () =>
    new Error('Failed query: insert into "staff_members" …', {
      cause: Object.assign(new Error('duplicate key value violates unique constraint "staff_members_phone_unique"'), {
        code: '23505',
        constraint: 'staff_members_phone_unique',
      }),
    });

  it('knows a unique violation anywhere in the cause chain, and by its index when asked', () => {
    expect(isUniqueViolation(duplicate())).toBe(true);
    expect(isUniqueViolation(duplicate(), 'staff_members_phone_unique')).toBe(true);
    expect(isUniqueViolation(duplicate(), 'coupons_code_unique')).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('check violation'), { code: '23514' }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it('answers the error envelope with 409 CONFLICT and a clear message', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.get('/race', async () => {
      throw duplicate();
    });
    const res = await app.inject({ method: 'GET', url: '/race' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'This already exists: another request saved the same thing a moment ago. Reload to see it.',
      },
    });
    expect(res.body).not.toContain('staff_members');
    await app.close();
  });
});
