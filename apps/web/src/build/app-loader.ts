/**
 * Build-time only (vite.config.ts writes it into index.html; nothing in the app imports it): the inline script that
 * starts the app's scripts once the page is on screen.
 *
 * - After the first frame, not alongside the CSS: the server-rendered page (or, on a first visit, the pre-rendered
 *   splash) is painted as soon as the HTML and CSS arrive, instead of sharing a slow mobile connection with 120 KB of
 *   JavaScript. (Waiting further, for the page's first picture to load, was measured on 27 Nov: no gain in
 *   Lighthouse's LCP on `/` or the list, 1.08× on a property page, and the page answers later; left out.)
 * - The chunks are preloaded a few per task (`preloadsPerTask`), then the entry is added last. Each link costs the
 *   main thread a fetch set up (~0.5 ms on a fast machine, often more on a busy one); the 20-30 of a landing page in
 *   one task made a long one on a slow phone.
 * - The server names the landing page's route chunks in the page (ROUTE_CHUNKS_ELEMENT_ID, plugins/web-app.ts), so they load
 *   with the entry instead of a round trip after it.
 * - A timer backs up the animation frame, which a background tab does not run.
 *
 * The server allows this inline script by its hash (shellInlineScriptHashes in apps/api/src/plugins/web-app.ts).
 */
export interface AppLoaderOptions {
  /** The entry module's URL, added last. */
  entry: string;
  /** Chunk URLs preloaded before the entry (the entry's imports, static and dynamic). */
  preloads: ReadonlyArray<string>;
  preloadsPerTask: number;
  /** The id of the element where the server names the page's route chunks (ROUTE_CHUNKS_ELEMENT_ID). */
  routeChunksElementId: string;
}

export function appLoaderScript({ entry, preloads, preloadsPerTask, routeChunksElementId }: AppLoaderOptions): string {
  const urls = [...new Set(preloads)].filter((u) => u !== entry);
  return (
    `(function(){var d=document,started=false;function go(){if(started)return;started=true;` +
    `var r=d.getElementById(${JSON.stringify(routeChunksElementId)}),extra=[];try{extra=r?JSON.parse(r.textContent):[]}catch(e){}` +
    `var urls=${JSON.stringify(urls)}.concat(extra);` +
    `(function add(){urls.splice(0,${preloadsPerTask}).forEach(function(h){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});if(urls.length)return setTimeout(add,0);` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};` +
    `d.head.appendChild(s)})()}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})()`
  );
}
