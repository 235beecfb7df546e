import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { uniquePhone } from './factories/users.js';

/**
 * Sign-in for API suites through the real OTP flow (generate, read the outbox, verify).
 * Each call comes from a fresh address so the per-address cap stays out of the way; signing the same number in
 * twice within 30 s meets the resend wait unless the suite sets OTP_RESEND_SECONDS: '0'.
 */
export interface TestSession {
  accessToken: string;
  refreshToken: string;
  user: { id: string; phone: string; name: string | null; email: string | null; role: 'guest' | 'staff' | 'admin' };
  /** `authorization` header for app.inject. */
  headers: { authorization: string };
}

let address = 0;
/** A unique client address for app.inject (`remoteAddress`). */
export const freshAddress = (): string => `10.77.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

/** Numbers come from the factories, so an OTP sign-in never meets a factory-made account. */
export { uniquePhone } from './factories/users.js';

export async function readOutboxOtp(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/user/v1/guest-auth/dev/latest-otp', query: { phone } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.otp as string;
}

export async function signInWithOtp(app: FastifyInstance, phone: string = uniquePhone()): Promise<TestSession> {
  const remoteAddress = freshAddress();
  const generated = await app.inject({
    method: 'POST',
    url: '/user/v1/guest-auth/login',
    payload: { phone, countryCode: '+91', step: 'generate-otp' },
    remoteAddress,
  });
  expect(generated.statusCode, generated.body).toBe(200);
  const otp = await readOutboxOtp(app, phone);
  const verified = await app.inject({
    method: 'POST',
    url: '/user/v1/guest-auth/login',
    payload: { phone, countryCode: '+91', step: 'verify-otp', otp },
    remoteAddress,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const body = verified.json();
  return {
    accessToken: body.token.accessToken,
    // A browser gets the refresh token only as the httpOnly cookie.
    refreshToken: verified.cookies.find((c) => c.name === 'sb_refresh')?.value ?? '',
    user: body.user,
    headers: { authorization: `Bearer ${body.token.accessToken}` },
  };
}
