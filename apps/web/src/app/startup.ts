import { SKIP_SPLASH_KEY } from '../lib/site';

/** Persisted state the app cannot do without; if it does not parse, everything persisted is suspect. */
const PERSISTED_KEYS = ['guests', 'staybook-booking'];

/**
 * Startup clean-up (spec section 4): persisted guest data that does not parse is removed along with every
 * persisted entry, caches and session storage; when storage cannot be used at all, it is cleared.
 */
export function cleanUpStorage(): void {
  try {
    const broken = PERSISTED_KEYS.some((key) => {
      const value = localStorage.getItem(key);
      if (value === null) return false;
      try {
        JSON.parse(value);
        return false;
      } catch {
        return true;
      }
    });
    if (broken) clearAllStorage();
  } catch {
    clearAllStorage();
  }
}

export function clearAllStorage(): void {
  try {
    localStorage.clear();
  } catch {}
  try {
    sessionStorage.clear();
  } catch {}
  if (typeof caches !== 'undefined') {
    caches
      .keys()
      .then((keys) => Promise.all(keys.map((k) => caches.delete(k))))
      .catch(() => {});
  }
}

/** The splash shows once per browser session (a reload should not make a guest wait again). */
/** The guest site's welcome splash; staff opening the operator console at /admin go straight to work. */
export function shouldShowSplash(pathname = window.location.pathname): boolean {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return false;
  try {
    return sessionStorage.getItem(SKIP_SPLASH_KEY) !== 'true';
  } catch {
    return false;
  }
}

export function rememberSplashSeen(): void {
  try {
    sessionStorage.setItem(SKIP_SPLASH_KEY, 'true');
  } catch {}
}
