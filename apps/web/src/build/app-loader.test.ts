import { ROUTE_CHUNKS_ELEMENT_ID, STYLESHEET_COOKIE } from '@staybook/contract/page-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STYLESHEET_ON_DEMAND } from '../app/stylesheet-on-demand';
import { MAIN_PICTURE_SELECTOR } from '../lib/main-picture';
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
      mainPicture: MAIN_PICTURE_SELECTOR,
      mainPictureWaitMs: 2000,
      mainPictureShown: 'data-main-picture-shown',
      stylesheet: STYLESHEET,
      stylesheetCookie: STYLESHEET_COOKIE,
      stylesheetCookieMaxAgeS: 3600,
      onDemandAttribute: STYLESHEET_ON_DEMAND,
    }),
  )();
}

/** A page with a main picture, found as the loader finds it (MAIN_PICTURE_SELECTOR): by its high fetch priority. */
const PICTURE_PAGE = '<div id="root"><img src="/media/h.webp" fetchpriority="high" alt=""></div>';

/** The browser telling the page the main picture has loaded (and, where it decodes, that it is decoded). */
function loadPicture(): void {
  document.querySelector('img')?.dispatchEvent(new Event('load'));
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
    runLoader(PICTURE_PAGE);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(500);
    expect(preloaded()).toEqual([]);
    // The page's other pictures wait for it as well.
    expect(document.documentElement.hasAttribute('data-main-picture-shown')).toBe(false);
    loadPicture();
    // Loaded is not yet drawn: the frame that draws it, and the next.
    vi.advanceTimersToNextFrame();
    nextTask();
    expect(document.documentElement.hasAttribute('data-main-picture-shown')).toBe(false);
    vi.advanceTimersToNextFrame();
    nextTask();
    expect(document.documentElement.hasAttribute('data-main-picture-shown')).toBe(true);
    nextTask();
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(entries()).toBe(1);
  });

  it('waits for the main picture to be decoded where the browser decodes on request', async () => {
    let decoded: () => void = () => {};
    const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    try {
      runLoader(PICTURE_PAGE);
      loadPicture();
      expect(decode).toHaveBeenCalledTimes(1);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
      nextTask();
      expect(document.documentElement.hasAttribute('data-main-picture-shown')).toBe(false);
      decoded();
      await Promise.resolve();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
      nextTask();
      expect(document.documentElement.hasAttribute('data-main-picture-shown')).toBe(true);
    } finally {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it('starts at once when the main picture fails to load', () => {
    runLoader(PICTURE_PAGE);
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    nextTask();
    nextTask();
    expect(entries()).toBe(1);
  });

  it('waits for the main picture at most mainPictureWaitMs', () => {
    runLoader(PICTURE_PAGE);
    vi.advanceTimersByTime(1999);
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    nextTask();
    expect(entries()).toBe(1);
  });

  it('on a page carrying its own CSS, adds the stylesheet as it starts and the entry only once that has loaded', () => {
    runLoader(PICTURE_PAGE, '<style>.p{color:red}</style>');
    const stylesheets = () => document.querySelectorAll(`link[rel=stylesheet][href="${STYLESHEET}"]`);
    // Not before the page is on screen: fetched then, it would compete with the main picture.
    vi.advanceTimersByTime(500);
    expect(stylesheets()).toHaveLength(0);
    loadPicture();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
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
