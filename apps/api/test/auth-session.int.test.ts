import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOutboxSms } from '../src/adapters/sms/outbox.js';
import { buildApp } from '../src/app.js';
import { otpChallenges } from '../src/db/schema/index.js';
import { authCleanupJob } from '../src/modules/auth/auth-cleanup.js';
import { requestOtp, verifyOtp } from '../src/modules/auth/otp.service.js';
import { moduleContext } from '../src/modules/index.js';
import { staffSignIn } from '../src/modules/staff/staff.service.js';
import { createTestDatabase, describeEachDatabase, testConfig } from './setup-db.js';
import { freshAddress, readOutboxOtp, signInWithOtp, uniquePhone } from './support/accounts.js';
import { productionEnv } from './support/production-env.js';

const REFRESH = '/user/v1/guest-auth/refresh';
const LOGOUT = '/user/v1/guest-auth/logout';
const ME = '/user/v1/guest-auth/me';

const refreshWithBody = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'POST', url: REFRESH, payload: { refreshToken } });
const refreshWithCookie = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'POST', url: REFRESH, cookies: { sb_refresh: refreshToken } });

describeEachDatabase('sessions and profile', {}, (use) => {
  it('rotates the refresh token on every use; a browser (cookie) never sees it in the JSON', async () => {
    const { app } = use();
    const session = await signInWithOtp(app);
    expect(session.refreshToken).not.toBe('');
    const first = await refreshWithCookie(app, session.refreshToken);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      success: true,
      token: { accessToken: expect.any(String), refreshToken: '' },
      user: session.user,
    });
    const next = first.cookies.find((c) => c.name === 'sb_refresh')?.value ?? '';
    expect(next).not.toBe('');
    expect(next).not.toBe(session.refreshToken);
    const me = await app.inject({
      method: 'GET',
      url: ME,
      headers: { authorization: `Bearer ${body.token.accessToken}` },
    });
    expect(me.json().data.phone).toBe(session.user.phone);
    // A client that keeps the token itself presents it in the body and gets the next one back in the body.
    const second = await refreshWithBody(app, next);
    expect(second.statusCode).toBe(200);
    expect(second.json().token.refreshToken).toMatch(/.{20,}/);
    expect(second.cookies.find((c) => c.name === 'sb_refresh')).toBeUndefined();
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const { app } = use();
    const session = await signInWithOtp(app);
    const rotated = (await refreshWithBody(app, session.refreshToken)).json().token.refreshToken as string;
    const replay = await refreshWithBody(app, session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe('Your session has expired. Please sign in again.');
    // The cookie is cleared so the browser stops presenting a dead token.
    expect(replay.cookies.find((c) => c.name === 'sb_refresh')?.value).toBe('');
    // The thief's replay also killed the legitimate newest token.
    expect((await refreshWithBody(app, rotated)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token succeed', async () => {
    const { app } = use();
    const session = await signInWithOtp(app);
    const results = await Promise.all([
      refreshWithBody(app, session.refreshToken),
      refreshWithBody(app, session.refreshToken),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses unknown, missing and malformed refresh tokens', async () => {
    const { app } = use();
    expect((await refreshWithBody(app, 'not-a-token')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: REFRESH })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: REFRESH, payload: { refreshToken: 42 } })).statusCode).toBe(400);
  });

  it('logs out: the family is revoked and the cookie cleared', async () => {
    const { app } = use();
    const session = await signInWithOtp(app);
    const rotated = (await refreshWithBody(app, session.refreshToken)).json().token.refreshToken as string;
    const res = await app.inject({ method: 'POST', url: LOGOUT, cookies: { sb_refresh: rotated } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const cleared = res.cookies.find((c) => c.name === 'sb_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/user/v1/guest-auth');
    expect((await refreshWithBody(app, rotated)).statusCode).toBe(401);
    // Logging out twice, or with no session at all, is harmless.
    expect((await app.inject({ method: 'POST', url: LOGOUT })).statusCode).toBe(200);
  });

  it('shows and updates the profile of the signed-in user only', async () => {
    const { app } = use();
    expect((await app.inject({ method: 'GET', url: ME })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: ME, headers: { authorization: 'Bearer forged.token.here' } })).statusCode,
    ).toBe(401);
    const session = await signInWithOtp(app);
    const patch = await app.inject({
      method: 'PATCH',
      url: ME,
      headers: session.headers,
      payload: { name: '  Asha Naik ', email: 'Asha@Example.com' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data).toMatchObject({
      name: 'Asha Naik',
      email: 'asha@example.com',
      phone: session.user.phone,
    });
    const me = await app.inject({ method: 'GET', url: ME, headers: session.headers });
    expect(me.json()).toEqual({
      success: true,
      data: { ...session.user, name: 'Asha Naik', email: 'asha@example.com' },
    });
    const bad = await app.inject({ method: 'PATCH', url: ME, headers: session.headers, payload: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Please enter a valid email address');
    const empty = await app.inject({ method: 'PATCH', url: ME, headers: session.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    const cleared = await app.inject({ method: 'PATCH', url: ME, headers: session.headers, payload: { email: '' } });
    expect(cleared.json().data.email).toBeNull();
    // Signing in again keeps the profile.
    const again = await signInWithOtp(app, uniquePhone());
    expect(again.user.name).toBeNull();
  });
  it('cleans up old challenges and long-expired refresh tokens, keeping live sessions', async () => {
    const { app, database, config } = use();
    const deps = { db: database.db, config, sms: createOutboxSms(database.db, config), staff: staffSignIn };
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    const oldPhone = uniquePhone();
    await requestOtp(deps, { phone: oldPhone, ip: freshAddress() }, longAgo);
    const old = await verifyOtp(
      deps,
      { phone: oldPhone, otp: await readOutboxOtp(app, oldPhone) },
      new Date(longAgo.getTime() + 5000),
    );
    const live = await signInWithOtp(app);
    const ctx = moduleContext(config, database, {} as never);
    const removed = (await authCleanupJob.run(ctx, new Date())) as { challenges: number; tokens: number };
    expect(removed.challenges).toBeGreaterThanOrEqual(1);
    expect(removed.tokens).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(otpChallenges).where(eq(otpChallenges.phone, oldPhone))).toEqual([]);
    expect((await refreshWithBody(app, old.refreshToken)).statusCode).toBe(401);
    expect((await refreshWithBody(app, live.refreshToken)).statusCode).toBe(200);
  });
});

describe('development OTP peek', () => {
  it('does not exist in production', async () => {
    const database = await createTestDatabase('pglite');
    const config = testConfig({ ...productionEnv, DATA_DIR: '/tmp/staybook-test-prod-peek' });
    const app = await buildApp({ config, database, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/user/v1/guest-auth/dev/latest-otp?phone=9876543210' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toContain('No route');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
