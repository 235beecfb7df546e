import { SPLASH_WORDS_ELEMENT_ID, type SplashWords } from '@staybook/contract/splash-words';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Splash } from './layout/splash';
import { rememberSplashSeen, shouldShowSplash } from './startup';

/** The page is inert while the splash is up; index.html's style says so, where the browser has `interactivity`. */
const INERT_BY_STYLE = typeof CSS !== 'undefined' && CSS.supports('interactivity', 'inert');

/** The page beneath comes alive (index.html's style makes it inert unless the root document has this class). */
function endSplashInertness(container: HTMLElement): void {
  document.documentElement.classList.add('no-splash');
  container.inert = false;
}

/**
 * The welcome splash lies over the page (index.html draws it before any script runs, above whatever the server
 * rendered into the root) and is its own React root: it hydrates those nodes, runs its timers, and goes. The page
 * beneath is inert meanwhile, so keyboard and screen-reader users meet the splash alone: by index.html's style from
 * the first frame, or by the attribute in a browser without CSS `interactivity`.
 */
export function startSplash(container: HTMLElement): void {
  const element = document.getElementById('splash-root');
  if (!shouldShowSplash()) {
    element?.remove();
    endSplashInertness(container);
    return;
  }
  const host = element ?? document.body.appendChild(document.createElement('div'));
  if (!INERT_BY_STYLE) container.inert = true;
  let root: Root | null = null;
  const done = () => {
    rememberSplashSeen();
    endSplashInertness(container);
    // Unmounted after this event, not inside the splash's own effect.
    setTimeout(() => {
      root?.unmount();
      host.remove();
    }, 0);
  };
  // Outside English the server drew the splash in the page's language and wrote its words into the page: React takes
  // over the same text (an English page has no such block: index.html's words are the component's own).
  // (JSON the server wrote with serializePageData.)
  const words = document.getElementById(SPLASH_WORDS_ELEMENT_ID)?.textContent;
  const splash = <Splash onDone={done} words={words ? (JSON.parse(words) as SplashWords) : undefined} />;
  if (host.querySelector('#boot-splash')) root = hydrateRoot(host, splash);
  else {
    root = createRoot(host);
    root.render(splash);
  }
}
