import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { readUserData, refreshSession, useAuthStore } from './auth-store';

const user = { id: 'u1', phone: '9876543210', name: 'Asha', email: null, role: 'guest' as const };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('auth store', () => {
  beforeEach(() => useAuthStore.getState().logout());

  it('stores the access token, user and guest-form prefill, never a refresh token', () => {
    useAuthStore.getState().login(user, { accessToken: 'tok', refreshToken: 'secret' });
    expect(localStorage.getItem('accessToken')).toBe('tok');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(user);
    expect(readUserData()).toEqual({ name: 'Asha', email: '', phone: '9876543210' });
    expect(JSON.parse(localStorage.getItem('guests') ?? '{}')).toMatchObject({
      version: 1,
      state: { isAuthenticated: true, token: { accessToken: 'tok' } },
    });
    expect(localStorage.getItem('guests')).not.toContain('secret');
  });

  it('merges updates into the user and the prefill', () => {
    useAuthStore.getState().login(user, { accessToken: 'tok' });
    useAuthStore.getState().update({ email: 'asha@example.com' });
    expect(useAuthStore.getState().user?.email).toBe('asha@example.com');
    expect(readUserData()?.email).toBe('asha@example.com');
  });

  it('logout clears the stored session keys', () => {
    useAuthStore.getState().login(user, { accessToken: 'tok' });
    localStorage.setItem('refreshToken', 'legacy');
    useAuthStore.getState().logout();
    for (const key of ['accessToken', 'refreshToken', 'user', 'userData']) expect(localStorage.getItem(key)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
  });
});

describe('silent refresh', () => {
  beforeEach(() => useAuthStore.getState().login(user, { accessToken: 'old' }));
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes once for many 401s at the same time and retries each call with the new token', async () => {
    let refreshes = 0;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/user/v1/guest-auth/refresh') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { success: true, token: { accessToken: 'new', refreshToken: 'r2' }, user });
      }
      const auth = (init?.headers as Record<string, string> | undefined)?.authorization;
      return auth === 'Bearer new'
        ? json(200, { ok: true })
        : json(401, { error: { code: 'UNAUTHORIZED', message: 'x' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const results = await Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(localStorage.getItem('accessToken')).toBe('new');
  });

  it('signs out cleanly when the refresh is refused, and the call fails with 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(401, { error: { code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' } }),
      ),
    );
    await expect(apiRequest('/a')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('keeps the session when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await refreshSession()).toBe(false);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});
