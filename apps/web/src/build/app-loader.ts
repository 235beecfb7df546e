/**
 * Build-time only (vite.config.ts writes it into index.html; nothing in the app imports it): the inline script that
 * starts the app's scripts once the page is on screen.
 *
 * - Not alongside the CSS: the server-rendered page (or, on a first visit, the pre-rendered splash) is painted as
 *   soon as the HTML and CSS arrive, instead of sharing a slow mobile connection with 120 KB of JavaScript.
 * - Not alongside the page's main picture either, where it has one (the image `mainPicture` selects,
 *   lib/main-picture.ts): the scripts start once that picture is on screen, loaded, decoded and drawn (two frames
 *   after its decode); at the latest `mainPictureWaitMs` after the loader runs, and at once if the picture fails.
 *   Started after the first frame, they were often fetched while the picture was still on its way (Lighthouse then
 *   counts all 28 of them into the page's LCP: 3.1 s instead of 1.5 s in such a run). Waiting for the picture's
 *   `load` event alone (tried on 27 Nov) was not enough: the scripts, fast on a good line, arrived before the frame
 *   that showed it. Element Timing told exactly when it was presented, but only for an image carrying
 *   `elementtiming`, an attribute HTML does not define (issue 39). Where the page has no main picture they start
 *   after the first frame.
 * - The chunks are preloaded a few per task (`preloadsPerTask`), then the entry is added last. Each link costs the
 *   main thread a fetch set up (~0.5 ms on a fast machine, often more on a busy one); the 20-30 of a landing page in
 *   one task made a long one on a slow phone.
 * - The server names the landing page's route chunks in the page (ROUTE_CHUNKS_ELEMENT_ID, plugins/web-app.ts), so
 *   they load with the entry instead of a round trip after it.
 * - As it starts them it sets `mainPictureShown` on <html>: the page's other pictures wait for it (lib/main-picture.ts).
 * - A page the server rendered carries the CSS its own markup uses in a `<style>` element, not the app's stylesheet
 *   (apps/api/src/plugins/critical-css.ts): the loader adds the stylesheet as it starts the scripts, for print until
 *   the app applies it (app/stylesheet-on-demand.ts: when something new is drawn or the guest acts), and adds the
 *   entry only once the stylesheet has loaded (or failed), so nothing the app draws is ever unstyled. Added by a
 *   script, the stylesheet blocks no paint; a page that links it already (the shell, or a later page of a guest
 *   whose browser has it: STYLESHEET_COOKIE in the contract's page-data.ts) is left as it is. Either way the loader
 *   sets that cookie once the stylesheet is there.
 * - A background tab draws no frame and presents nothing: there a timer starts the scripts.
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
  /** The selector of a page's main picture (MAIN_PICTURE_SELECTOR). */
  mainPicture: string;
  /** The longest the scripts wait for the main picture. */
  mainPictureWaitMs: number;
  /** The attribute set on <html> as the scripts start, letting the page's other pictures load (MAIN_PICTURE_SHOWN). */
  mainPictureShown: string;
  /** The app's stylesheet (the URL index.html links), added when the page does not link it. */
  stylesheet: string;
  /** The cookie that tells the server this browser has the stylesheet (STYLESHEET_COOKIE), and its lifetime. */
  stylesheetCookie: string;
  stylesheetCookieMaxAgeS: number;
  /** The attribute marking the stylesheet the app applies when the page needs it (STYLESHEET_ON_DEMAND). */
  onDemandAttribute: string;
}

/** How long a background tab waits before the scripts start (it draws no frame to wait for). */
const BACKGROUND_TAB_START_MS = 200;

export function appLoaderScript(options: AppLoaderOptions): string {
  const {
    entry,
    preloads,
    preloadsPerTask,
    routeChunksElementId,
    mainPicture,
    mainPictureWaitMs,
    mainPictureShown,
    stylesheet,
    stylesheetCookie,
    stylesheetCookieMaxAgeS,
    onDemandAttribute,
  } = options;
  const urls = [...new Set(preloads)].filter((u) => u !== entry);
  return (
    `(function(){var d=document,w=window,started=false;function go(){if(started)return;started=true;` +
    `d.documentElement.setAttribute(${JSON.stringify(mainPictureShown)},'');` +
    // `styled` runs its argument once the stylesheet is there: at once when the page links it.
    `var css=${JSON.stringify(stylesheet)},waiting=null;` +
    // `have` tells the server, through a cookie, that this browser holds the stylesheet (the page's own CSS is then
    // left out of its later pages): once it has loaded, or at once when the page linked it (it blocked the paint).
    `function have(){try{d.cookie=${JSON.stringify(`${stylesheetCookie}=`)}+css+${JSON.stringify(`;path=/;max-age=${stylesheetCookieMaxAgeS};samesite=lax`)}}catch(e){}}` +
    // Added for print, at the end of the page, and applied by the app when the page needs it
    // (app/stylesheet-on-demand.ts); preloaded, or a print stylesheet would be fetched after everything else.
    `if(!d.querySelector('link[rel=stylesheet][href="'+css+'"]')){waiting=[];var p=d.createElement('link');` +
    `p.rel='preload';p.as='style';p.crossOrigin='';p.href=css;d.head.appendChild(p);var c=d.createElement('link');` +
    `c.rel='stylesheet';c.media='print';c.setAttribute(${JSON.stringify(onDemandAttribute)},'');c.crossOrigin='';c.href=css;` +
    `c.onerror=function(){var q=waiting;waiting=null;q.forEach(function(f){f()})};` +
    `c.onload=function(){have();c.onerror()};d.body.appendChild(c)}else have();` +
    `function styled(f){waiting?waiting.push(f):f()}` +
    `var r=d.getElementById(${JSON.stringify(routeChunksElementId)}),extra=[];try{extra=r?JSON.parse(r.textContent):[]}catch(e){}` +
    `var urls=${JSON.stringify(urls)}.concat(extra);` +
    `(function add(){urls.splice(0,${preloadsPerTask}).forEach(function(h){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});if(urls.length)return setTimeout(add,0);` +
    `styled(function(){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};` +
    `d.head.appendChild(s)})})()}` +
    `function soon(){setTimeout(go,0)}` +
    `function afterFrame(){requestAnimationFrame(soon)}` +
    // The main picture on screen: loaded, decoded, then the frame that draws it and the next.
    `var pic=d.querySelector(${JSON.stringify(mainPicture)});` +
    `if(pic){var drawn=function(){requestAnimationFrame(function(){requestAnimationFrame(soon)})};` +
    `var loaded=function(){pic.decode?pic.decode().then(drawn,soon):drawn()};` +
    `if(pic.complete)pic.naturalWidth?loaded():soon();else{pic.addEventListener('load',loaded);pic.addEventListener('error',soon)}` +
    `setTimeout(go,${mainPictureWaitMs})}else afterFrame();` +
    `setTimeout(function(){if(d.visibilityState==='hidden')go()},${BACKGROUND_TAB_START_MS})})()`
  );
}
