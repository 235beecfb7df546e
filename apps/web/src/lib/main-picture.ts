/**
 * The Element Timing name (`elementtiming`) of a page's main pictures: those drawn with high fetch priority (the
 * home slideshow's first slide, a property's first photo, the list's first two cards). The shell's loader
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
