/**
 * The Element Timing name (`elementtiming`) of a page's main pictures: those drawn with high fetch priority through
 * pictureLoading(true) (the home slideshow's first slide, a property's first photo, the list's first two cards, the
 * old home's picture). The shell's loader
 * (src/build/app-loader.ts) starts the app's scripts once the browser reports the first of them on screen, so on a
 * slow connection the picture does not share the line with the scripts.
 */
export const MAIN_PICTURE_TIMING = 'main-picture';

declare module 'react' {
  interface ImgHTMLAttributes<T> {
    /** Element Timing (https://w3c.github.io/element-timing/): the browser reports when this image is presented. */
    elementtiming?: string;
  }
}

/**
 * How a picture loads: a page's main picture at once, with high priority, and reported to the loader; any other
 * lazily. The one rule for every page's pictures, so the loader never waits on a picture that loads late, and no
 * high-priority picture goes unreported.
 */
export function pictureLoading(isMain: boolean) {
  return isMain
    ? ({ loading: 'eager', fetchPriority: 'high', elementtiming: MAIN_PICTURE_TIMING } as const)
    : ({ loading: 'lazy' } as const);
}
