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
  });
});
