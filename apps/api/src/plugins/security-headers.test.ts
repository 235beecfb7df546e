import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaderSet, securityHeadersPlugin } from './security-headers.js';

const options = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: { 'script-src': ["'self'", "'sha256-abc'"], 'upgrade-insecure-requests': null },
  },
  crossOriginEmbedderPolicy: false,
};

describe('security headers, worked out once', () => {
  it("are helmet's: the policy with our directives and its defaults, and the other protections", () => {
    const headers = securityHeaderSet(options);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('are on every response: a route, a 404 and an error', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { options });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/missing', '/boom']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    await app.close();
  });
});
