import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../test/api-mock';
import { useAuthStore } from './auth-store';
import { deviceNameFor, giveDeviceNameToAccount, saveUnlockContact } from './guest-name';

const guest = { id: 'u1', phone: '9822012345', name: null, role: 'guest' as const };

describe('a name given once', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => useAuthStore.getState().logout());

  it('belongs to the mobile it was given with, never to another number on the same device', () => {
    saveUnlockContact({ name: 'Meera Naik', mobile: '98220 12345' });
    expect(deviceNameFor('9822012345')).toBe('Meera Naik');
    expect(deviceNameFor('9822099999')).toBeNull();
  });

  it("names an account that has none after sign-in (PATCH me), and the page's copy follows", async () => {
    saveUnlockContact({ name: 'Meera Naik', mobile: '9822012345' });
    const api = mockApi({ 'PATCH /user/v1/guest-auth/me': ok({ ...guest, name: 'Meera Naik' }) });
    useAuthStore.getState().login(guest, { accessToken: 't' });
    await giveDeviceNameToAccount();
    expect(api.callsTo('PATCH /user/v1/guest-auth/me').map((c) => c.body)).toEqual([{ name: 'Meera Naik' }]);
    expect(useAuthStore.getState().user?.name).toBe('Meera Naik');
    // The booking form prefills from userData.
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').name).toBe('Meera Naik');
  });

  it('never renames an account that has a name, nor asks when the device knows none', async () => {
    const api = mockApi();
    saveUnlockContact({ name: 'Meera Naik', mobile: '9822012345' });
    useAuthStore.getState().login({ ...guest, name: 'Meera N.' }, { accessToken: 't' });
    await giveDeviceNameToAccount();
    useAuthStore.getState().logout();
    localStorage.clear();
    useAuthStore.getState().login(guest, { accessToken: 't' });
    await giveDeviceNameToAccount();
    expect(api.calls).toEqual([]);
    expect(useAuthStore.getState().user?.name).toBeNull();
  });
});
