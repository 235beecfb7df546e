import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, reply } from './api-mock';

const json = async (path: string, init?: RequestInit) => {
  const res = await fetch(path, init);
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
};

describe('the web tests’ API mock', () => {
  it('answers by method and path pattern, with the path’s parameters and the parsed body', async () => {
    const api = mockApi({
      'GET /api/admin/bookings/:id': ({ params }) => ok({ id: params.id }),
      'POST /api/admin/bookings/:id/cancel': ({ body }) => ok({ received: body }),
    });
    expect(await json('/api/admin/bookings/b%201?x=1')).toEqual({
      status: 200,
      body: { success: true, data: { id: 'b 1' } },
    });
    expect(
      await json('/api/admin/bookings/b1/cancel', { method: 'POST', body: JSON.stringify({ reason: 'guest asked' }) }),
    ).toEqual({ status: 200, body: { success: true, data: { received: { reason: 'guest asked' } } } });
    expect(api.callsTo('GET /api/admin/bookings/:id').map((c) => c.path)).toEqual(['/api/admin/bookings/b%201?x=1']);
    expect(api.callsTo('POST /api/admin/bookings/*')).toHaveLength(1);
  });

  it('answers a bare path for any method, and the later handler wins', async () => {
    const api = mockApi({ '/user/v1/profile': ok({ name: 'Asha' }) });
    api.use({ 'PUT /user/v1/profile': fail(400, 'VALIDATION_ERROR', 'Name is required') });
    expect((await json('/user/v1/profile')).body).toEqual({ success: true, data: { name: 'Asha' } });
    expect(await json('/user/v1/profile', { method: 'PUT', body: '{}' })).toEqual({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'Name is required' } },
    });
    expect((await fetch('/user/v1/profile', { method: 'DELETE' })).status).toBe(200);
    expect((await json('/x', { method: 'DELETE' })).status).toBe(501);
    api.use({ 'DELETE /x': reply(204) });
    expect(await json('/x', { method: 'DELETE' })).toEqual({ status: 204, body: null });
    expect(api.takeUnhandled()).toEqual(['DELETE /x']);
  });

  it('names every request no handler matched', async () => {
    const api = mockApi({ 'GET /api/admin/me': ok({}) });
    await fetch('/api/admin/me');
    expect(api.takeUnhandled()).toEqual([]);
    await fetch('/api/admin/staff?page=2');
    await fetch('/api/admin/staff', { method: 'POST', body: '{}' });
    expect(api.takeUnhandled()).toEqual(['GET /api/admin/staff?page=2', 'POST /api/admin/staff']);
  });

  it.fails('fails the test when a request found no handler, even if the page coped with the error', async () => {
    mockApi({});
    expect((await fetch('/api/admin/audit')).status).toBe(501);
  });
});
