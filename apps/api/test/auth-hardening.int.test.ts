import { expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import { freshAddress, readOutboxOtp, signInWithOtp, uniquePhone } from './support/accounts.js';

const LOGIN = '/user/v1/guest-auth/login';
const REFRESH = '/user/v1/guest-auth/refresh';
const LOGOUT = '/user/v1/guest-auth/logout';
const ME = '/user/v1/guest-auth/me';
const PEEK = '/user/v1/guest-auth/dev/latest-otp';

/** What a reverse proxy on this machine adds when it passes a request from the internet on. */
const PROXY_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': '198.51.100.2' },
  { 'x-forwarded-for': '127.0.0.1' },
  { 'x-forwarded-host': 'staybook.example' },
  { 'x-forwarded-proto': 'https' },
  { forwarded: 'for=198.51.100.2;proto=https' },
  { 'x-real-ip': '198.51.100.2' },
  { via: '1.1 nginx' },
  { 'true-client-ip': '198.51.100.2' },
  { 'cf-connecting-ip': '198.51.100.2' },
  { 'x-client-ip': '198.51.100.2' },
  { forwarded: 'for="[2001:db8::1]:4711"' },
  { x_forwarded_for: '198.51.100.2' },
  { 'x-originating-ip': '198.51.100.2' },
  { 'x-remote-addr': '198.51.100.2' },
];

describeEachDatabase(
  'auth hardening and development doors',
  { config: { DEV_JOBS: 'true', OTP_RESEND_SECONDS: '0' } },
  (use) => {
    const doors = (phone: string) => [
      { name: 'the OTP code peek', method: 'GET' as const, url: `${PEEK}?phone=${phone}` },
      { name: 'the SMS outbox', method: 'GET' as const, url: `/__dev/sms-outbox?phone=${phone}` },
      { name: 'the WhatsApp outbox', method: 'GET' as const, url: `/__dev/whatsapp-outbox?phone=${phone}` },
      {
        name: 'the job clock',
        method: 'POST' as const,
        url: '/__dev/jobs/hold-sweeper',
        payload: { now: new Date().toISOString() },
      },
    ];

    it('opens every development door to this machine when nothing came through a proxy', async () => {
      const { app } = use();
      const phone = uniquePhone();
      await app.inject({ method: 'POST', url: LOGIN, payload: { phone, countryCode: '+91', step: 'generate-otp' } });
      for (const door of doors(phone)) {
        const res = await app.inject({
          method: door.method,
          url: door.url,
          payload: door.payload,
          remoteAddress: '127.0.0.1',
        });
        expect(res.statusCode, `${door.name}: ${res.body}`).toBe(200);
      }
    });

    it('refuses every development door to a loopback request that carries any forwarding header', async () => {
      const { app } = use();
      const phone = uniquePhone();
      await app.inject({ method: 'POST', url: LOGIN, payload: { phone, countryCode: '+91', step: 'generate-otp' } });
      for (const door of doors(phone))
        for (const headers of PROXY_HEADERS) {
          const res = await app.inject({
            method: door.method,
            url: door.url,
            payload: door.payload,
            headers,
            remoteAddress: '127.0.0.1',
          });
          expect(res.statusCode, `${door.name} with ${JSON.stringify(headers)}`).toBe(403);
          expect(res.json().error.code).toBe('FORBIDDEN');
          expect(res.body).not.toMatch(/"otp"/);
        }
    });

    it('ends the session on logout with only the bearer token, so that access token is refused afterwards', async () => {
      const { app } = use();
      const session = await signInWithOtp(app);
      expect((await app.inject({ method: 'GET', url: ME, headers: session.headers })).statusCode).toBe(200);

      const out = await app.inject({ method: 'POST', url: LOGOUT, headers: session.headers });
      expect(out.statusCode, out.body).toBe(200);

      const after = await app.inject({ method: 'GET', url: ME, headers: session.headers });
      expect(after.statusCode).toBe(401);
      // The refresh token of that session is dead too.
      const refreshed = await app.inject({
        method: 'POST',
        url: REFRESH,
        cookies: { sb_refresh: session.refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
    });

    it('leaves the account’s other sessions signed in when one logs out with its bearer token', async () => {
      const { app } = use();
      const phone = uniquePhone();
      const laptop = await signInWithOtp(app, phone);
      const phoneApp = await signInWithOtp(app, phone);
      await app.inject({ method: 'POST', url: LOGOUT, headers: laptop.headers });
      expect((await app.inject({ method: 'GET', url: ME, headers: laptop.headers })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: ME, headers: phoneApp.headers })).statusCode).toBe(200);
    });

    it('answers every token-bearing response with Cache-Control: no-store, however the token is sent', async () => {
      const { app } = use();
      const phone = uniquePhone();
      const remoteAddress = freshAddress();
      await app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { phone, countryCode: '+91', step: 'generate-otp' },
        remoteAddress,
      });
      const peek = await app.inject({ method: 'GET', url: PEEK, query: { phone } });
      expect(peek.headers['cache-control']).toBe('no-store');

      const otp = await readOutboxOtp(app, phone);
      const verified = await app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { phone, countryCode: '+91', step: 'verify-otp', otp, refreshTokenIn: 'body' },
        remoteAddress,
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.headers['cache-control']).toBe('no-store');

      // A non-browser client: the refresh token in the body, no cookie, no bearer header.
      const refreshed = await app.inject({
        method: 'POST',
        url: REFRESH,
        payload: { refreshToken: verified.json().token.refreshToken },
      });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect(refreshed.json().token.accessToken).toBeTruthy();
      expect(refreshed.headers['cache-control']).toBe('no-store');

      const refused = await app.inject({ method: 'POST', url: REFRESH, payload: { refreshToken: 'not-a-token' } });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');

      const out = await app.inject({
        method: 'POST',
        url: LOGOUT,
        payload: { refreshToken: refreshed.json().token.refreshToken },
      });
      expect(out.headers['cache-control']).toBe('no-store');
    });
  },
);

describeEachDatabase(
  'development doors behind a trusted proxy',
  { config: { DEV_JOBS: 'true', TRUST_PROXY: '1' } },
  (use) => {
    it('refuses a request a trusted proxy passed on, whichever client it names, and opens to one straight from here', async () => {
      const { app } = use();
      const clock = (headers: Record<string, string> = {}) =>
        app.inject({
          method: 'POST',
          url: '/__dev/jobs/hold-sweeper',
          payload: { now: new Date().toISOString() },
          headers,
          remoteAddress: '127.0.0.1',
        });
      // With TRUST_PROXY=1 Fastify would take the client from X-Forwarded-For: the doors read the socket, and a
      // forwarded request came from elsewhere even when the header names this machine.
      const forwarded: Record<string, string>[] = [
        { 'x-forwarded-for': '198.51.100.2' },
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=127.0.0.1' },
        { 'x-real-ip': '127.0.0.1' },
      ];
      for (const headers of forwarded) {
        const res = await clock(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      }
      expect((await clock()).statusCode).toBe(200);
    });
  },
);
