import type { UnlockPriceResponse } from '@staybook/contract/price-unlock';

export type UnlockedPrice = UnlockPriceResponse['data'];

export interface UnlockKey {
  propertyId: string;
  checkInDate: number;
  checkOutDate: number;
  adults: number;
  children: number;
}

const PREFIX = 'staybook_unlocked_price';
/** Rates change; an unlocked price older than this is asked for again. */
export const UNLOCK_TTL_MS = 24 * 60 * 60 * 1000;

export function unlockStorageKey(k: UnlockKey): string {
  return `${PREFIX}:${k.propertyId}:${k.checkInDate}:${k.checkOutDate}:${k.adults}:${k.children}`;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The price unlocked earlier for exactly this property, stay and party, while it is fresh. */
export function readUnlockedPrice(k: UnlockKey, now = Date.now(), store = storage()): UnlockedPrice | null {
  try {
    const raw = store?.getItem(unlockStorageKey(k));
    if (!raw) return null;
    const saved = JSON.parse(raw) as { savedAt?: number; data?: UnlockedPrice };
    if (!saved.data || typeof saved.savedAt !== 'number' || now - saved.savedAt > UNLOCK_TTL_MS) {
      store?.removeItem(unlockStorageKey(k));
      return null;
    }
    return saved.data;
  } catch {
    return null;
  }
}

export function saveUnlockedPrice(k: UnlockKey, data: UnlockedPrice, now = Date.now(), store = storage()): void {
  try {
    store?.setItem(unlockStorageKey(k), JSON.stringify({ savedAt: now, data }));
  } catch {
    // Storage full or blocked: the price still shows until the page is left.
  }
}

// The name and mobile last used (to prefill the form, and to name the account at sign-in) live in lib/guest-name.
export { readUnlockContact, saveUnlockContact } from '../../../lib/guest-name';
