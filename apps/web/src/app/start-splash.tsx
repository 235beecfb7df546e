import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Splash } from './layout/splash';
import { rememberSplashSeen, shouldShowSplash } from './startup';

/**
 * The welcome splash lies over the page (index.html draws it before any script runs, above whatever the server
 * rendered into the root) and is its own React root: it hydrates those nodes, runs its timers, and goes. The page
 * beneath is inert meanwhile, so keyboard and screen-reader users meet the splash alone.
 */
export function startSplash(container: HTMLElement): void {
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
