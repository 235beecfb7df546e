import { ROUTE_CHUNKS_ELEMENT_ID } from '@staybook/contract/page-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appLoaderScript } from './app-loader';

const ENTRY = '/assets/main-abc.js';
const PRELOADS = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/a.js', ENTRY];

/** Runs the loader as index.html does: an inline script at the end of the body, over the page the server drew. */
function runLoader(page: string): void {
  document.body.innerHTML = page;
  new Function(
    appLoaderScript({
      entry: ENTRY,
      preloads: PRELOADS,
      preloadsPerTask: 2,
      routeChunksElementId: ROUTE_CHUNKS_ELEMENT_ID,
    }),
  )();
}

/** A setTimeout(…, 0) set from inside another timer runs a millisecond later under fake timers. */
const nextTask = () => vi.advanceTimersByTime(1);
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
const entries = () => document.head.querySelectorAll(`script[type=module][src="${ENTRY}"]`).length;

describe('the app loader (index.html)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('starts after the first frame, preloads a few chunks per task, then adds the entry once', () => {
    runLoader(
      `<div id="root"><h1>Goa</h1></div><script type="application/json" id="${ROUTE_CHUNKS_ELEMENT_ID}">["/assets/page.js"]</script>`,
    );
    expect(preloaded()).toEqual([]);
    vi.advanceTimersToNextFrame();
    nextTask();
    // Two a task; a chunk named twice is preloaded once and the entry not at all (it is the script).
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(entries()).toBe(0);
    nextTask();
    // The page's route chunks (named by the server) come after the shell's.
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/page.js']);
    expect(entries()).toBe(1);
    vi.advanceTimersByTime(500);
    expect(entries()).toBe(1);
  });

  it('starts by its timer in a background tab, where no frame is drawn', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    runLoader('<div id="root"></div>');
    vi.advanceTimersByTime(199);
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    nextTask();
    expect(entries()).toBe(1);
  });

  it('still starts when the route-chunks element cannot be read', () => {
    runLoader(`<div id="root"></div><script type="application/json" id="${ROUTE_CHUNKS_ELEMENT_ID}">not json</script>`);
    vi.advanceTimersToNextFrame();
    nextTask();
    nextTask();
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(entries()).toBe(1);
  });
});
