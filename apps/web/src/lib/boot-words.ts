/**
 * The words the app may draw before any catalogue is in (docs/languages.md): index.html's `<template id="boot-words">`,
 * which the server swaps into the page's language (web-app.ts, `bootWordsInLanguage`). It holds the failed-start
 * screen's markup and, as `data-sign-in-loading`, the sign-in dialog's spinner label. They are the page's HTML, not
 * JavaScript: no first load carries them, and the failed-start screen is there when no chunk can load. (The id is the
 * contract's BOOT_WORDS_ELEMENT_ID, written out: importing it would make a chunk of its own on every first load.)
 */
export const BOOT_WORDS_TEMPLATE_ID = 'boot-words';

export const bootWords = (): HTMLTemplateElement | null =>
  typeof document === 'undefined' ? null : (document.getElementById(BOOT_WORDS_TEMPLATE_ID) as HTMLTemplateElement);
