import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';

describeEachDatabase('health and errors', {}, (use) => {
  it('reports the database as healthy', async () => {
    const { app, kind } = use();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { kind, ok: true } });
  });

  it('answers an unknown API path with the error envelope', async () => {
    const res = await use().app.inject({ method: 'GET', url: '/property/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringContaining('/property/v1/nope') } });
  });

  it('serves the OpenAPI document', async () => {
    const res = await use().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/healthz']).toBeDefined();
  });

  it('sets security headers', async () => {
    const res = await use().app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // None for browsers and plug-ins long gone: bytes on every answer for no one.
    for (const name of ['x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'])
      expect(res.headers[name], name).toBeUndefined();
  });

  it('compresses answers over 1 KB for clients that accept it, and only those', async () => {
    const { app } = use();
    const url = '/api/docs/json';
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // A small answer is sent as it is.
    const small = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
