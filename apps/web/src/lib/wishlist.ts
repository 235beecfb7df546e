import type { WishlistResponse } from '@staybook/contract/wishlist';
import { mergeWishlistIds, WISHLIST_MAX_ITEMS } from '@staybook/contract/wishlist-rules';
import { useEffect } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { apiRequest } from './api-client';
import { useAuthStore } from './auth-store';

/**
 * The hearts (issue 24): on this device until sign-in, then on the account. At sign-in the device's hearts are merged
 * into the account's list and the device forgets them (the account keeps them from then on); after sign-out the
 * hearts shown are the device's again. Property cards and the property page share this one store.
 */

export const wishlistApi = {
  own: '/property/v1/app/wishlist',
  item: (propertyId: string) => `/property/v1/app/wishlist/${encodeURIComponent(propertyId)}`,
  merge: '/property/v1/app/wishlist/merge',
  share: '/property/v1/app/wishlist/share',
  shared: (token: string) => `/property/v1/app/wishlist/shared/${encodeURIComponent(token)}`,
  lookUp: '/property/v1/app/wishlist/properties',
};

/** Earlier versions kept hearts under these keys (a card's store and the property page's list). */
const LEGACY_KEYS = ['staybook_favorites', 'staybook_favourites'] as const;

/** Property ids from whatever an older build stored (a plain list, or a persisted store's `state.ids`). */
export function legacyHearts(raw: ReadonlyArray<string | null>): string[] {
  const ids: string[] = [];
  for (const text of raw) {
    if (!text) continue;
    try {
      const value = JSON.parse(text) as unknown;
      const list = Array.isArray(value) ? value : (value as { state?: { ids?: unknown } })?.state?.ids;
      if (Array.isArray(list)) for (const id of list) if (typeof id === 'string') ids.push(id);
    } catch {
      // Unreadable: nothing to bring over.
    }
  }
  return ids;
}

/** The list with `id` added at the front (newest first), or taken out when it was there. */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids].slice(0, WISHLIST_MAX_ITEMS);
}

interface WishlistState {
  /** Hearts kept on this device (while signed out). */
  deviceIds: string[];
  /** The account's hearts once read after sign-in; null while signed out or not yet read. */
  accountIds: string[] | null;
  /** Bumped whenever the account's list changes, so a page listing it reads it again. */
  revision: number;
  /** The last merge at sign-in failed (offline): the device's hearts are shown and kept until the next one. */
  syncFailed: boolean;
  setAccount: (ids: string[] | null) => void;
  setDevice: (ids: string[]) => void;
}

function readLegacy(): string[] {
  try {
    const ids = legacyHearts(LEGACY_KEYS.map((k) => localStorage.getItem(k)));
    for (const k of LEGACY_KEYS) localStorage.removeItem(k);
    return mergeWishlistIds(ids, []);
  } catch {
    return [];
  }
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set) => ({
      deviceIds: [],
      accountIds: null,
      revision: 0,
      syncFailed: false,
      setAccount: (accountIds) => set((s) => ({ accountIds, revision: s.revision + 1, syncFailed: false })),
      setDevice: (deviceIds) => set({ deviceIds }),
    }),
    {
      name: 'staybook_wishlist',
      version: 1,
      partialize: (s) => ({ deviceIds: s.deviceIds }),
      merge: (persisted, current) => {
        const stored = (persisted as { deviceIds?: unknown } | undefined)?.deviceIds;
        const deviceIds = Array.isArray(stored) ? stored.filter((x): x is string => typeof x === 'string') : [];
        return { ...current, deviceIds: mergeWishlistIds(deviceIds, readLegacy()) };
      },
    },
  ),
);

const ids = (res: WishlistResponse) => res.data.items.map((i) => i.propertyId);

/** Whether the signed-in list (or, signed out, this device's) holds the property. */
export function useIsSaved(propertyId: string): boolean {
  return useWishlistStore((s) => (s.accountIds ?? s.deviceIds).includes(propertyId));
}

/**
 * Saves or removes a heart: on the account when signed in (shown at once, put back if the server refuses), else on
 * this device. Answers whether the property is now saved.
 */
export async function toggleHeart(propertyId: string): Promise<boolean> {
  const store = useWishlistStore.getState();
  const signedIn = useAuthStore.getState().isAuthenticated;
  if (!signedIn || store.accountIds === null) {
    const next = toggleId(store.deviceIds, propertyId);
    store.setDevice(next);
    // Signed in but the list not read yet: the merge that is under way carries this heart to the account.
    return next.includes(propertyId);
  }
  const before = store.accountIds;
  const saving = !before.includes(propertyId);
  store.setAccount(toggleId(before, propertyId));
  try {
    const res = await apiRequest<WishlistResponse>(wishlistApi.item(propertyId), {
      method: saving ? 'PUT' : 'DELETE',
    });
    useWishlistStore.getState().setAccount(ids(res));
  } catch (error) {
    useWishlistStore.getState().setAccount(before);
    throw error;
  }
  return saving;
}

let merging: Promise<void> | null = null;

/** At sign-in (and on each visit while signed in): the device's hearts join the account's, then the device forgets. */
export function mergeDeviceHearts(): Promise<void> {
  merging ??= (async () => {
    const device = useWishlistStore.getState().deviceIds;
    const body = { propertyIds: mergeWishlistIds(device, []) };
    const res = await apiRequest<WishlistResponse>(wishlistApi.merge, { method: 'POST', body });
    const state = useWishlistStore.getState();
    // Hearts given while the merge was on its way stay on the device for the next one.
    state.setDevice(state.deviceIds.filter((id) => !device.includes(id)));
    state.setAccount(ids(res));
  })().finally(() => {
    merging = null;
  });
  return merging;
}

/** Keeps the hearts in step with the session: merged at sign-in, the device's again after sign-out. */
export function useWishlistSync(): void {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  useEffect(() => {
    if (!isAuthenticated) {
      useWishlistStore.getState().setAccount(null);
      return;
    }
    mergeDeviceHearts().catch(() => {
      // Offline or signed out meanwhile: the device keeps its hearts and the next visit tries again.
      useWishlistStore.setState({ syncFailed: true });
    });
  }, [isAuthenticated]);
}
