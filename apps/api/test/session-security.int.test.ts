import { authPaths } from '@staybook/contract/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { describeEachDatabase, testConfig } from './setup-db.js';
import { freshAddress, readOutboxOtp, signInWithOtp, uniquePhone } from './support/accounts.js';

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: authPaths.me, headers: { authorization: `Bearer ${token}` } });

describeEachDatabase('sessions end when they end', { config: { OTP_RESEND_SECONDS: '0' } }, (use) => {
  const extraApps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of extraApps) await app.close();
  });

  it('refuses the access token at once after logout', async () => {
    const { app } = use();
    const session = await signInWithOtp(app);
    expect((await me(app, session.accessToken)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: authPaths.logout,
      cookies: { sb_refresh: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(app, session.accessToken)).statusCode).toBe(401);
  });

  it('refuses the access tokens of a session whose refresh token was used twice', async () => {
    const { app } = use();
    const session = await signInWithOtp(app);
    const refresh = (token: string) =>
      app.inject({ method: 'POST', url: authPaths.refresh, payload: { refreshToken: token } });
    const rotated = await refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const newer = rotated.json().token.accessToken as string;
    expect((await me(app, newer)).statusCode).toBe(200);
    // The old refresh token again: stolen or raced. Every access token of the session dies with it.
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await me(app, newer)).statusCode).toBe(401);
    expect((await me(app, session.accessToken)).statusCode).toBe(401);
  });

  it('refuses tokens carrying the old role as soon as the role changes', async () => {
    const { app, database, config } = use();
    const phone = uniquePhone();
    const asGuest = await signInWithOtp(app, phone);
    expect(asGuest.user.role).toBe('guest');
    // The same database, now served with this number on the admin list (as after a restart with ADMIN_PHONES).
    const adminApp = await buildApp({
      config: { ...config, ADMIN_PHONES: [phone] },
      database,
      logger: false,
    });
    extraApps.push(adminApp);
    await adminApp.ready();
    const refreshed = await adminApp.inject({
      method: 'POST',
      url: authPaths.refresh,
      cookies: { sb_refresh: asGuest.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.role).toBe('admin');
    // The guest-role token of the same session is refused on every process; the new admin token works.
    expect((await me(app, asGuest.accessToken)).statusCode).toBe(401);
    expect((await me(adminApp, asGuest.accessToken)).statusCode).toBe(401);
    expect((await me(app, refreshed.json().token.accessToken)).statusCode).toBe(200);
  });

  it('gives the refresh token in the JSON only to a client that asks for it', async () => {
    const { app } = use();
    const phone = uniquePhone();
    const remoteAddress = freshAddress();
    const login = (extra: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: authPaths.login,
        payload: { phone, countryCode: '+91', step: 'verify-otp', ...extra },
        remoteAddress,
      });
    const send = () =>
      app.inject({
        method: 'POST',
        url: authPaths.login,
        payload: { phone, countryCode: '+91', step: 'generate-otp' },
        remoteAddress,
      });
    await send();
    const browser = await login({ otp: await readOutboxOtp(app, phone) });
    expect(browser.json().token.refreshToken).toBe('');
    await send();
    const native = await login({ otp: await readOutboxOtp(app, phone), refreshTokenIn: 'body' });
    const token = native.json().token.refreshToken as string;
    expect(token).toMatch(/.{20,}/);
    expect(native.cookies.find((c) => c.name === 'sb_refresh')?.value).toBe(token);
  });

  it('marks signed-in answers and token answers no-store, and leaves public answers cacheable', async () => {
    const { app } = use();
    const session = await signInWithOtp(app);
    expect((await me(app, session.accessToken)).headers['cache-control']).toBe('no-store');
    const refreshed = await app.inject({
      method: 'POST',
      url: authPaths.refresh,
      cookies: { sb_refresh: session.refreshToken },
    });
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const bookings = await app.inject({
      method: 'GET',
      url: '/property/v1/app/booking',
      headers: session.headers,
    });
    expect(bookings.headers['cache-control']).toBe('no-store');
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  it('shows development codes only to requests from this machine', async () => {
    const { app } = use();
    const phone = uniquePhone();
    await app.inject({
      method: 'POST',
      url: authPaths.login,
      payload: { phone, countryCode: '+91', step: 'generate-otp' },
      remoteAddress: freshAddress(),
    });
    const url = `${authPaths.devLatestOtp}?phone=${phone}`;
    expect((await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
    const remote = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error.code).toBe('FORBIDDEN');
    // A forged forwarding header does not make a remote request local.
    const forged = await app.inject({
      method: 'GET',
      url,
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(403);
  });
});

describeEachDatabase(
  'the OTP per-address limit behind one load balancer',
  { config: { TRUST_PROXY: '1', OTP_MAX_PER_IP_HOUR: '2', OTP_RESEND_SECONDS: '0' } },
  (use) => {
    const send = (app: FastifyInstance, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: authPaths.login,
        payload: { phone: uniquePhone(), countryCode: '+91', step: 'generate-otp' },
        // Every request arrives from the load balancer's own address.
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': forwardedFor },
      });

    it('counts each client behind the proxy on its own, and a forged entry does not reset the count', async () => {
      const { app } = use();
      expect((await send(app, '198.51.100.1')).statusCode).toBe(200);
      expect((await send(app, '198.51.100.1')).statusCode).toBe(200);
      expect((await send(app, '198.51.100.1')).statusCode).toBe(429);
      // Another guest behind the same balancer is not blocked by the first one's limit.
      expect((await send(app, '198.51.100.2')).statusCode).toBe(200);
      // The client writes its own X-Forwarded-For; the balancer appends the address it saw. Only that one counts.
      expect((await send(app, '1.2.3.4, 198.51.100.1')).statusCode).toBe(429);
    });
  },
);

it('listens on loopback outside production unless HOST says otherwise, and everywhere in production', () => {
  expect(testConfig().HOST).toBe('127.0.0.1');
  expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/staybook-host-check' }).HOST).toBe('127.0.0.1');
  expect(testConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
});
