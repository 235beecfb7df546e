import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { stopCatchingEarlyTaps } from './app/early-taps';
import { Splash } from './app/layout/splash';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { cleanUpStorage, rememberSplashSeen, shouldShowSplash } from './app/startup';
import { StartupBoundary } from './app/startup-boundary';
import { ACCESS_TOKEN_KEY } from './lib/api-client';
import { takeQueryState } from './lib/query-state';
import './index.css';

cleanUpStorage();
const queryClient = createQueryClient();

const container = document.getElementById('root')!;

function hasAccessToken(): boolean {
  try {
    return Boolean(localStorage.getItem(ACCESS_TOKEN_KEY));
  } catch {
    return false;
  }
}

/**
 * The welcome splash lies over the page (index.html draws it before any script runs, above whatever the server
 * rendered into the root) and is its own React root: it hydrates those nodes, runs its timers, and goes. The page
 * beneath is inert meanwhile, so keyboard and screen-reader users meet the splash alone.
 */
function startSplash(): void {
  const element = document.getElementById('splash-root');
  if (!shouldShowSplash()) {
    element?.remove();
    return;
  }
  const host = element ?? document.body.appendChild(document.createElement('div'));
  container.inert = true;
  let root: Root | null = null;
  const done = () => {
    rememberSplashSeen();
    container.inert = false;
    // Unmounted after this event, not inside the splash's own effect.
    setTimeout(() => {
      root?.unmount();
      host.remove();
    }, 0);
  };
  const splash = <Splash onDone={done} />;
  if (host.querySelector('#boot-splash')) root = hydrateRoot(host, splash);
  else {
    root = createRoot(host);
    root.render(splash);
  }
}

/**
 * A page the server rendered (its root is not empty) is hydrated: the query state it was rendered with goes into the
 * cache first, so the first render in the browser is the server's and nothing is fetched twice. Hydration starts at
 * once, while this script runs (the page's own chunk hydrates when it arrives: see guestPage in app/router.tsx); a tap
 * made before then is replayed once the page is live (app/early-taps.ts). Any other page starts from an empty root.
 */
function startApp(): void {
  const serverRendered = container.firstElementChild !== null;
  if (serverRendered) {
    const state = takeQueryState();
    if (state) hydrate(queryClient, state);
  }
  const router = createRouter(queryClient);
  const app = (
    <StrictMode>
      <StartupBoundary>
        <AppProviders client={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StartupBoundary>
    </StrictMode>
  );
  if (serverRendered) {
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

startSplash();
startApp();
