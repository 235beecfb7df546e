import { ROUTE_CHUNKS_ELEMENT_ID, STYLESHEET_COOKIE } from '@staybook/contract/page-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STYLESHEET_ON_DEMAND } from '../app/stylesheet-on-demand';
import { appLoaderScript } from './app-loader';

const ENTRY = '/assets/main-abc.js';
const PRELOADS = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/a.js', ENTRY];
const STYLESHEET = '/assets/index-abc.css';
const STYLESHEET_LINK = `<link rel="stylesheet" crossorigin href="${STYLESHEET}">`;

/**
 * Runs the loader as index.html does: an inline script at the end of the body, over the page the server drew. The
 * head links the stylesheet, as the shell's does, unless told it holds the page's own CSS instead (a page the server
 * rendered).
 */
function runLoader(page: string, head = STYLESHEET_LINK): void {
  document.head.innerHTML = head;
  document.body.innerHTML = page;
  new Function(
    appLoaderScript({
      entry: ENTRY,
      preloads: PRELOADS,
      preloadsPerTask: 2,
      routeChunksElementId: ROUTE_CHUNKS_ELEMENT_ID,
      mainPicture: 'main-picture',
      mainPictureWaitMs: 2000,
      mainPictureShown: 'data-main-picture-shown',
      stylesheet: STYLESHEET,
      stylesheetCookie: STYLESHEET_COOKIE,
      stylesheetCookieMaxAgeS: 3600,
      onDemandAttribute: STYLESHEET_ON_DEMAND,
    }),
  )();
}

const PICTURE_PAGE = '<div id="root"><img src="/media/h.webp" elementtiming="main-picture" alt=""></div>';

/**
 * A browser with Element Timing, whose presentation reports the test sends: `report('main-picture')` is the browser
 * telling the page that picture is on screen.
 */
function withElementTiming(): { report: (identifier: string) => void; observing: () => boolean } {
  let callback: ((list: { getEntries(): Array<{ identifier: string }> }) => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    constructor(cb: typeof callback) {
      callback = cb;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'element', buffered: true });
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report: (identifier) => callback?.({ getEntries: () => [{ identifier }] }),
    observing: () => callback !== null,
  };
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
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-main-picture-shown');
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = `${STYLESHEET_COOKIE}=;path=/;max-age=0`;
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
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    withElementTiming();
    runLoader(PICTURE_PAGE);
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

  it("waits for the page's main picture to be on screen, not for the first frame", () => {
    const browser = withElementTiming();
    runLoader(PICTURE_PAGE);
    expect(browser.observing()).toBe(true);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(500);
    expect(preloaded()).toEqual([]);
    // Another image's report is not the main picture's.
    browser.report('gallery');
    nextTask();
    expect(preloaded()).toEqual([]);
    // The page's other pictures wait for it as well.
    expect(document.documentElement.hasAttribute('data-main-picture-shown')).toBe(false);
    browser.report('main-picture');
    nextTask();
    expect(document.documentElement.hasAttribute('data-main-picture-shown')).toBe(true);
    nextTask();
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(entries()).toBe(1);
  });

  it('starts at once when the main picture fails to load', () => {
    withElementTiming();
    runLoader(PICTURE_PAGE);
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    nextTask();
    nextTask();
    expect(entries()).toBe(1);
  });

  it('waits for the main picture at most mainPictureWaitMs', () => {
    withElementTiming();
    runLoader(PICTURE_PAGE);
    vi.advanceTimersByTime(1999);
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    nextTask();
    expect(entries()).toBe(1);
  });

  it('starts after the first frame where the browser has no Element Timing (Safari, Firefox)', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(() => undefined, { supportedEntryTypes: ['paint'] }),
    );
    runLoader(PICTURE_PAGE);
    vi.advanceTimersToNextFrame();
    nextTask();
    nextTask();
    expect(entries()).toBe(1);
  });

  it('on a page carrying its own CSS, adds the stylesheet as it starts and the entry only once that has loaded', () => {
    const browser = withElementTiming();
    runLoader(PICTURE_PAGE, '<style>.p{color:red}</style>');
    const stylesheets = () => document.querySelectorAll(`link[rel=stylesheet][href="${STYLESHEET}"]`);
    // Not before the page is on screen: fetched then, it would compete with the main picture.
    vi.advanceTimersByTime(500);
    expect(stylesheets()).toHaveLength(0);
    browser.report('main-picture');
    nextTask();
    expect(stylesheets()).toHaveLength(1);
    nextTask();
    nextTask();
    // The chunks are fetched meanwhile; the app does not start on a page without its stylesheet.
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(entries()).toBe(0);
    stylesheets()[0]!.dispatchEvent(new Event('load'));
    expect(entries()).toBe(1);
    expect(stylesheets()).toHaveLength(1);
  });

  it('adds it preloaded, for print, marked for the app to apply, after everything the page carries', () => {
    runLoader('<div id="root"></div><style>.p{color:red}</style>', '<style>.p{color:red}</style>');
    vi.advanceTimersToNextFrame();
    nextTask();
    const link = document.querySelector<HTMLLinkElement>(`link[rel=stylesheet][href="${STYLESHEET}"]`)!;
    expect(link.media).toBe('print');
    expect(link.hasAttribute(STYLESHEET_ON_DEMAND)).toBe(true);
    expect(link.parentElement).toBe(document.body);
    expect(document.body.lastElementChild).toBe(link);
    const preload = document.head.querySelector<HTMLLinkElement>(`link[rel=preload][href="${STYLESHEET}"]`)!;
    expect(preload.as).toBe('style');
    // The same request as the stylesheet's (both anonymous CORS), so the preload is used rather than fetched twice.
    expect(preload.crossOrigin).toBe(link.crossOrigin);
  });

  it('tells the server, by a cookie naming it, that this browser holds the stylesheet once it has loaded', () => {
    runLoader('<div id="root"></div>', '<style>.p{color:red}</style>');
    vi.advanceTimersToNextFrame();
    nextTask();
    expect(document.cookie).not.toContain(STYLESHEET_COOKIE);
    document.querySelector('link[rel=stylesheet]')!.dispatchEvent(new Event('load'));
    expect(document.cookie).toContain(`${STYLESHEET_COOKIE}=${STYLESHEET}`);
  });

  it('sets no cookie for a stylesheet that failed to load', () => {
    runLoader('<div id="root"></div>', '');
    vi.advanceTimersToNextFrame();
    nextTask();
    document.querySelector('link[rel=stylesheet]')!.dispatchEvent(new Event('error'));
    expect(document.cookie).not.toContain(STYLESHEET_COOKIE);
  });

  it('sets the cookie as it starts on a page that links the stylesheet (its paint waited for it)', () => {
    runLoader('<div id="root"></div>');
    expect(document.cookie).not.toContain(STYLESHEET_COOKIE);
    vi.advanceTimersToNextFrame();
    nextTask();
    expect(document.cookie).toContain(`${STYLESHEET_COOKIE}=${STYLESHEET}`);
  });

  it('starts the app when the stylesheet fails to load too', () => {
    runLoader('<div id="root"></div>', '');
    vi.advanceTimersToNextFrame();
    nextTask();
    nextTask();
    nextTask();
    expect(entries()).toBe(0);
    document.querySelector('link[rel=stylesheet]')!.dispatchEvent(new Event('error'));
    expect(entries()).toBe(1);
  });

  it('adds the entry at once when the stylesheet loads before the last chunks are preloaded', () => {
    runLoader('<div id="root"></div>', '');
    vi.advanceTimersToNextFrame();
    nextTask();
    document.querySelector('link[rel=stylesheet]')!.dispatchEvent(new Event('load'));
    expect(entries()).toBe(0);
    nextTask();
    expect(entries()).toBe(1);
    expect(document.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);
  });
});
