import { languagePrefix, splitLanguagePath } from '@staybook/contract/languages';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ACCESS_TOKEN_KEY } from '../lib/api-client';
import { loadPageLanguage } from '../lib/i18n';
import { nextTask } from '../lib/next-task';
import { takeQueryState } from '../lib/query-state';
import { stopCatchingEarlyTaps } from './early-taps';
import { AppProviders, createQueryClient } from './providers';
import { createRouter } from './router';
import { StartupBoundary } from './startup-boundary';

function hasAccessToken(): boolean {
  try {
    return Boolean(localStorage.getItem(ACCESS_TOKEN_KEY));
  } catch {
    return false;
  }
}

/**
 * A page the server rendered (its root is not empty) is hydrated: the query state it was rendered with goes into the
 * cache first, so the first render in the browser is the server's and nothing is fetched twice. Hydration starts
 * once the router exists (the page's own chunk hydrates when it arrives: see guestPage in app/router.tsx); a tap made
 * before then is replayed once the page is live (app/early-taps.ts). Any other page starts from an empty root.
 * Reading the query state, building the router and starting React are tasks of their own (main.tsx says why).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // The page's language is its address ('/hi/…'); its catalogue (a chunk of its own) loads while the rest is set up.
  const { lang } = splitLanguagePath(window.location.pathname);
  const loadingLanguage = loadPageLanguage(lang);
  const queryClient = createQueryClient();
  const serverRendered = container.firstElementChild !== null;
  if (serverRendered) {
    const state = takeQueryState();
    if (state) hydrate(queryClient, state);
  }
  await nextTask();
  const router = createRouter(queryClient, languagePrefix(lang), loadingLanguage);
  const language = await loadingLanguage;
  await nextTask();
  const app = (
    <StrictMode>
      <StartupBoundary>
        <AppProviders client={queryClient} language={language}>
          <RouterProvider router={router} />
        </AppProviders>
      </StartupBoundary>
    </StrictMode>
  );
  if (serverRendered) {
    // Deferring below-the-fold parts until the guest's first act was tried and removed: with it, two
    // story files failed (the list's correction note, the wishlist heart after a reload) and the 4× A/B measured more
    // blocking time on home and the property page, not less (docs/performance.md). Every part hydrates with the page.
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
    // the whole page (a guest's tap or scroll meanwhile is answered; a tap on a part not yet live hydrates it first).
    startTransition(() => {
      hydrateRoot(container, app, {
        // A page that differs from the server's is drawn again in the browser (React recovers); the console says where.
        onRecoverableError: (error) => console.warn('hydration:', error),
      });
    });
    // The server rendered what anyone would see; a signed-in guest may see more (member deals), so their page asks
    // again at once, behind the page already drawn.
    if (hasAccessToken()) void queryClient.invalidateQueries();
  } else {
    stopCatchingEarlyTaps();
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
