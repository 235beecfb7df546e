import { SPLASH_DAY_COOKIE } from '@staybook/contract/page-data';
import { todayIst } from '@staybook/contract/stay-dates';
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

/** The IST day on which this device last saw the splash. */
export const SPLASH_DAY_KEY = 'staybook_splash_day';

/**
 * The guest site's welcome splash shows at most once per device per day (IST), and not again in a session that has
 * seen it; staff opening the operator console at /admin go straight to work. index.html's inline gate applies the
 * same rule before any script loads.
 */
export function shouldShowSplash(pathname = window.location.pathname, now = new Date()): boolean {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return false;
  try {
    if (sessionStorage.getItem(SKIP_SPLASH_KEY) === 'true') return false;
    return localStorage.getItem(SPLASH_DAY_KEY) !== todayIst(now);
  } catch {
    return false;
  }
}

/** Remembered for this session and this day; the day in a cookie too, so the server's next page leaves it out. */
export function rememberSplashSeen(now = new Date()): void {
  try {
    sessionStorage.setItem(SKIP_SPLASH_KEY, 'true');
    localStorage.setItem(SPLASH_DAY_KEY, todayIst(now));
  } catch {}
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves (Firefox).
    document.cookie = `${SPLASH_DAY_COOKIE}=${todayIst(now)};path=/;max-age=${SPLASH_COOKIE_MAX_AGE_S};samesite=lax`;
  } catch {}
}

/** A day and a half: past the IST day it names whatever the browser's clock and zone, and then useless. */
const SPLASH_COOKIE_MAX_AGE_S = 36 * 60 * 60;
