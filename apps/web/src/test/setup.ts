import '@testing-library/jest-dom/vitest';
import { MESSAGE_AREA_NAMES } from '@staybook/contract/messages/areas';
import { compiledCatalogues } from '@staybook/contract/messages/compiled/all';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useToastStore } from '../components/ui/toast';
import { useBookingStore } from '../features/booking/store/booking-store';
import { useAuthModal } from '../lib/auth-modal-store';
import { useAuthStore } from '../lib/auth-store';
import { createI18n, englishFormats, setFallbackLanguage } from '../lib/i18n';
import { useWishlistStore } from '../lib/wishlist';

// findBy… waits up to 5 s (not 1 s): lazily loaded steps and charts arrive late on a loaded machine; a real miss
// still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out and has no scrollIntoView: a part that brings itself into view (a console panel a link names)
// scrolls nowhere; a test that cares records the call (extras-panels.test.tsx).
Element.prototype.scrollIntoView ??= () => {};

// A part rendered alone (without the app's providers) speaks the site's default language, English.
setFallbackLanguage({
  lang: 'en',
  i18n: createI18n('en', compiledCatalogues.en),
  formats: englishFormats,
  loaded: new Set(MESSAGE_AREA_NAMES),
  loading: new Map(),
  areaLoaders: (await import('@staybook/contract/messages/compiled/en/shell')).areas,
});

/**
 * The app's stores, put back as created after every test. The web project shares one module graph and one document
 * per worker (vitest.config.ts: no per-file isolation), so a store a test left signed in, or a booking in progress,
 * would otherwise reach the next file. A new store belongs in this list.
 */
const stores: Array<{ getInitialState: () => object; setState: (state: never, replace: true) => void }> = [
  useAuthStore,
  useAuthModal,
  useBookingStore,
  useWishlistStore,
  useToastStore,
];

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const store of stores) store.setState(store.getInitialState() as never, true);
});
