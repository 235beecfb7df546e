import type { MessageId } from './messages/en';

/**
 * The welcome splash's words (docs/languages.md). English's are index.html's own; on a page in another language the
 * server writes them into the page as a data block (SPLASH_WORDS_ELEMENT_ID) from the catalogue's splash messages, so
 * the app's splash takes over the same text it swapped into index.html's, with no chunk to fetch first.
 */
export interface SplashWords {
  title: string;
  subtitle: string;
  loading: string;
  tiles: readonly string[];
  statuses: readonly string[];
}

/** The data block holding a page's splash words (absent on English pages). */
export const SPLASH_WORDS_ELEMENT_ID = 'splash-words';

/** The splash's message ids, in the order index.html and the splash draw them. */
export const splashMessageIds = {
  title: 'splash.title',
  subtitle: 'splash.subtitle',
  loading: 'splash.loading',
  tiles: [
    'splash.tile.villas',
    'splash.tile.pools',
    'splash.tile.wifi',
    'splash.tile.parking',
    'splash.tile.dining',
    'splash.tile.spa',
  ],
  statuses: [
    'splash.status.villas',
    'splash.status.beachfront',
    'splash.status.amenities',
    'splash.status.hotels',
    'splash.status.ready',
  ],
} as const satisfies Record<string, MessageId | readonly MessageId[]>;

/** The splash's words in a language, through its translator. */
export function splashWordsOf(t: (id: MessageId) => string): SplashWords {
  return {
    title: t(splashMessageIds.title),
    subtitle: t(splashMessageIds.subtitle),
    loading: t(splashMessageIds.loading),
    tiles: splashMessageIds.tiles.map((id) => t(id)),
    statuses: splashMessageIds.statuses.map((id) => t(id)),
  };
}

/**
 * The words the app may draw before any catalogue is in (docs/languages.md): the "Failed to load application" screen
 * (drawn outside the app's providers, possibly because a chunk failed to load) and the sign-in dialog's spinner while
 * its area loads. They are index.html's own (a `<template>` with this id: the screen's markup and the spinner's label
 * as `data-sign-in-loading`), and on a page in another language the server swaps each for the language's, so no
 * first load carries them in JavaScript.
 */
export const bootMessageIds = {
  failedTitle: 'splash.failed.title',
  failedText: 'splash.failed.text',
  failedClear: 'splash.failed.clear',
  signInLoading: 'splash.signInLoading',
} as const satisfies Record<string, MessageId>;

/** The id of index.html's template holding the boot words. */
export const BOOT_WORDS_ELEMENT_ID = 'boot-words';
