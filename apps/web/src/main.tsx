// First: zod must know before any schema is built that it may not compile parsers (lib/zod-no-eval.ts).
import './lib/zod-no-eval';
import { cleanUpStorage } from './app/startup';
import { applyStylesheetWhenNeeded } from './app/stylesheet-on-demand';
import { MAIN_PICTURE_SHOWN } from './lib/main-picture';
import { nextTask } from './lib/next-task';
import './index.css';

/**
 * The entry evaluates almost nothing: React DOM, the splash, then the router, TanStack Query and the app's shell each
 * arrive through a dynamic import, evaluated in a task of its own with the browser free in between. Evaluated as one
 * static graph they were one task of ~110 ms of CPU (~430 ms on a phone 4× slower), in which the page, already drawn
 * by the server, answered no tap and no scroll. The chunks are fetched with this entry, not after it: the build names
 * them among the entry's preloads (loadAppThroughLoader in vite.config.ts). first-load-imports.test.ts keeps the
 * heavy modules out of this file's static imports.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  await nextTask();
  const { startSplash } = await import('./app/start-splash');
  await nextTask();
  startSplash(container);
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp(container);
}

// The loader has set it already (index.html); the dev server has no loader.
document.documentElement.setAttribute(MAIN_PICTURE_SHOWN, '');
cleanUpStorage();
applyStylesheetWhenNeeded();
void start();
