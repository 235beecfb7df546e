import { SPLASH_DAY_COOKIE } from '@staybook/contract/page-data';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberSplashSeen, shouldShowSplash } from './startup';

describe('the splash seen today', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = `${SPLASH_DAY_COOKIE}=;path=/;max-age=0`;
  });

  it('is remembered for the session, the day, and in a cookie naming the IST day for the server', () => {
    // 20:00 UTC on 27 Nov is 01:30 on 28 Nov in Goa.
    const now = new Date('2026-11-27T20:00:00Z');
    expect(shouldShowSplash('/', now)).toBe(true);
    expect(document.cookie).not.toContain(SPLASH_DAY_COOKIE);
    rememberSplashSeen(now);
    expect(shouldShowSplash('/', now)).toBe(false);
    expect(document.cookie).toContain(`${SPLASH_DAY_COOKIE}=2026-11-28`);
  });
});
