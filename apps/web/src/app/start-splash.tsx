import { DEFAULT_LANGUAGE, splitLanguagePath } from '@staybook/contract/languages';
import { shellLoaders } from '@staybook/contract/messages/compiled/loaders';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Splash } from './layout/splash';
import { type SplashWords, splashWordsFrom } from './layout/splash-logic';
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
export async function startSplash(container: HTMLElement): Promise<void> {
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
  // Outside English the server drew the splash in the page's language: its words (a chunk of their own, named with the
  // page's so it is fetched with the entry) are loaded first, so React takes over the same text.
  const { lang } = splitLanguagePath(window.location.pathname);
  let words: SplashWords | undefined;
  if (lang !== DEFAULT_LANGUAGE) words = splashWordsFrom((await (await shellLoaders[lang]()).areas.splash()).messages);
  const splash = <Splash onDone={done} words={words} />;
  if (host.querySelector('#boot-splash')) root = hydrateRoot(host, splash);
  else {
    root = createRoot(host);
    root.render(splash);
  }
}
