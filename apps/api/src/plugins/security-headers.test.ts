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
    await app.register(securityHeadersPlugin, { options, picturePrefix: '/media/' });
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

  it('on a picture, only what a response that is never a document needs', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { options, picturePrefix: '/media/' });
    app.get('/media/a.webp', async (_request, reply) => reply.type('image/webp').send(Buffer.from('RIFF')));
    for (const url of ['/media/a.webp', '/media/missing.webp']) {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
      ])
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // A page whose path only starts like it is a page.
    expect((await app.inject({ url: '/mediaeval' })).headers['content-security-policy']).toContain(
      "default-src 'self'",
    );
    await app.close();
  });
});
