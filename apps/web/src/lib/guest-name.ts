import { authPaths } from '@staybook/contract/auth-paths';
import { apiRequest } from './api-client';
import { readUserData, useAuthStore } from './auth-store';

/**
 * A name given once reaches the profile and the booking form (issue 24): the name and mobile this device gave at a
 * price unlock are kept here; when the guest signs in with that same mobile and their account has no name yet, it
 * becomes the account's name (and so the booking form's prefill and the profile's greeting). A different mobile
 * (someone else on a shared device) never takes it.
 */
const CONTACT_KEY = 'staybook_unlock_contact';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The name and mobile last given at an unlock on this device. */
export function readUnlockContact(store = storage()): { name: string; mobile: string } {
  try {
    const saved = JSON.parse(store?.getItem(CONTACT_KEY) ?? '{}') as { name?: unknown; mobile?: unknown };
    return {
      name: typeof saved.name === 'string' ? saved.name : '',
      mobile: typeof saved.mobile === 'string' ? saved.mobile : '',
    };
  } catch {
    return { name: '', mobile: '' };
  }
}

export function saveUnlockContact(contact: { name: string; mobile: string }, store = storage()): void {
  try {
    store?.setItem(CONTACT_KEY, JSON.stringify(contact));
  } catch {
    // Prefill is a convenience only.
  }
}

const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** The name this device was given for `phone` (at an unlock, or the booking form's saved details), if any. */
export function deviceNameFor(phone: string, store = storage()): string | null {
  const contact = readUnlockContact(store);
  if (contact.name.trim() && digits(contact.mobile) === digits(phone)) return contact.name.trim();
  const data = readUserData();
  if (data?.name?.trim() && digits(data.phone ?? '') === digits(phone)) return data.name.trim();
  return null;
}

/**
 * After sign-in: an account without a name takes the one this device was given for the same mobile (PATCH me), so
 * the profile says "Hello Meera" and the booking form is filled. Quiet on failure: the guest can still type it.
 */
export async function giveDeviceNameToAccount(): Promise<void> {
  const { user, update } = useAuthStore.getState();
  if (!user || user.name?.trim()) return;
  const name = deviceNameFor(user.phone);
  if (!name) return;
  try {
    await apiRequest(authPaths.me, { method: 'PATCH', body: { name } });
    update({ name });
  } catch {
    // Offline or refused: nothing to undo.
  }
}
