import type { RefreshResponse } from '@staybook/contract/auth';
import { authPaths } from '@staybook/contract/auth-paths';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ACCESS_TOKEN_KEY, setSessionRefresher } from './api-client';

/** The signed-in guest as the API returns it. The accounts feature owns sign-in; everyone may read this. */
export interface AuthUser {
  id: string;
  phone: string;
  name?: string | null;
  email?: string | null;
  role: 'guest' | 'staff' | 'admin';
  /** The site language saved to the profile from Settings (issue 43); null or absent when none. */
  language?: string | null;
}

/**
 * Only the access token is kept in page-readable storage. The refresh token lives in an httpOnly cookie the
 * server sets, so a script injected into the page cannot steal a long-lived session.
 */
export interface AuthToken {
  accessToken: string;
  /** Accepted for the spec's shape; never stored. */
  refreshToken?: string;
}

/** What the guest form prefills from (spec: local storage 'userData' with name, email, phone). */
export interface StoredUserData {
  name: string;
  email: string;
  phone: string;
}

interface AuthState {
  user: AuthUser | null;
  token: AuthToken | null;
  isAuthenticated: boolean;
  login: (user: AuthUser, token: AuthToken) => void;
  logout: () => void;
  update: (fields: Partial<AuthUser>) => void;
}

const USER_KEY = 'user';
const USER_DATA_KEY = 'userData';
/** The spec lists a 'refreshToken' key; it is cleared on logout in case an older build left one behind. */
const LEGACY_REFRESH_KEY = 'refreshToken';

function writeUser(user: AuthUser): void {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    const known = readUserData();
    const data: StoredUserData = {
      name: user.name ?? known?.name ?? '',
      email: user.email ?? known?.email ?? '',
      phone: user.phone,
    };
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(data));
  } catch {
    // Storage full or blocked: the in-memory session still works for this page.
  }
}

export function readUserData(): StoredUserData | null {
  try {
    const raw = localStorage.getItem(USER_DATA_KEY);
    return raw ? (JSON.parse(raw) as StoredUserData) : null;
  } catch {
    return null;
  }
}

/** Persisted auth state: local storage key 'guests', version 1 (spec section 3). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      isAuthenticated: false,
      login: (user, token) => {
        try {
          localStorage.setItem(ACCESS_TOKEN_KEY, token.accessToken);
          localStorage.removeItem(LEGACY_REFRESH_KEY);
        } catch {}
        writeUser(user);
        set({ user, token: { accessToken: token.accessToken }, isAuthenticated: true });
      },
      logout: () => {
        try {
          // userData goes too: on a shared device the next person must not see this guest's details prefilled.
          for (const key of [ACCESS_TOKEN_KEY, LEGACY_REFRESH_KEY, USER_KEY, USER_DATA_KEY])
            localStorage.removeItem(key);
        } catch {}
        set({ user: null, token: null, isAuthenticated: false });
      },
      update: (fields) =>
        set((s) => {
          if (!s.user) return s;
          const user = { ...s.user, ...fields };
          writeUser(user);
          return { user };
        }),
    }),
    { name: 'guests', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);

/** True when a bearer token is stored (what the review page checks before payment). */
export function hasAccessToken(): boolean {
  try {
    return Boolean(localStorage.getItem(ACCESS_TOKEN_KEY));
  } catch {
    return false;
  }
}

let inflight: Promise<boolean> | null = null;

async function requestNewAccessToken(failedToken: string | null): Promise<boolean> {
  // Another tab may have refreshed while this one waited for the lock: use its token instead of replaying ours.
  const current = localStorage.getItem(ACCESS_TOKEN_KEY);
  if (current && current !== failedToken) return true;
  let response: Response;
  try {
    response = await fetch(authPaths.refresh, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    return false; // Offline: keep the session; the next call will try again.
  }
  if (!response.ok) {
    if (response.status === 401) useAuthStore.getState().logout();
    return false;
  }
  const body = (await response.json()) as RefreshResponse;
  useAuthStore.getState().login(body.user, { accessToken: body.token.accessToken });
  return true;
}

/**
 * Silent refresh on a 401: one request at a time in this tab (single flight) and across tabs (Web Locks), because
 * the server treats a second use of a rotated refresh token as theft and ends the session.
 */
export function refreshSession(): Promise<boolean> {
  if (inflight) return inflight;
  const failedToken = localStorage.getItem(ACCESS_TOKEN_KEY);
  const run = () => requestNewAccessToken(failedToken);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const pending: Promise<boolean> = (
    locks ? locks.request('staybook-session-refresh', run).then((ok) => ok) : run()
  ).finally(() => {
    inflight = null;
  });
  inflight = pending;
  return pending;
}

setSessionRefresher(refreshSession);

// Keep tabs in step: signing in or out in one tab updates the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'guests' || event.key === null) void useAuthStore.persist.rehydrate();
  });
}
