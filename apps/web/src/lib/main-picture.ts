/**
 * How the shell's loader (src/build/app-loader.ts) finds a page's main picture: the one image drawn with high fetch
 * priority, through pictureLoading(true) (the home slideshow's first slide, a property's first photo, the list's first
 * card, the old home's picture). The loader starts the app's scripts once that picture is on screen, so on a slow
 * connection the picture does not share the line with the scripts. No attribute of its own marks it: Element Timing's
 * `elementtiming` is not in HTML's standard (issue 39, docs/crawlers.md).
 */
export const MAIN_PICTURE_SELECTOR = 'img[fetchpriority=high]';

/**
 * Pictures other than the main one carry this attribute and are not drawn (`display: none`, index.css) until <html>
 * carries MAIN_PICTURE_SHOWN: a lazy picture that is not drawn is not fetched, so on a slow line the page's main
 * picture has the connection to itself instead of sharing it with the thumbnails beside and below it. The loader sets
 * MAIN_PICTURE_SHOWN when it starts the scripts (the main picture on screen, or at the latest 2 s), the entry sets it
 * too (dev server), and without scripts a <noscript> style in index.html draws them. Each such picture sits in a box
 * of its own size, so drawing it moves nothing.
 */
export const AFTER_MAIN_PICTURE = 'data-after-main';
export const MAIN_PICTURE_SHOWN = 'data-main-picture-shown';

/**
 * How a picture loads: a page's main picture at once, with high priority (which is how the loader finds it); any other
 * lazily, and only once the main picture is on screen (AFTER_MAIN_PICTURE). The one rule for every page's pictures,
 * so the loader never waits on a picture that loads late, and no high-priority picture goes unreported. A picture
 * given `false` must sit in a box whose size does not depend on it (an aspect-ratio frame, or absolutely placed).
 */
export function pictureLoading(isMain: boolean) {
  return isMain
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', [AFTER_MAIN_PICTURE]: '' } as const);
}
