import { BOOT_WORDS_ELEMENT_ID, type BootWords } from '@staybook/contract/splash-words';

export const englishBootWords: BootWords = {
  failedTitle: 'Failed to load application',
  failedText: 'Stored data on this device may be damaged. Clearing it usually fixes this.',
  failedClear: 'Clear Data & Reload',
  signInLoading: 'Loading sign-in',
};

/**
 * A word drawn before any catalogue is in (the failed-start screen, the sign-in dialog's spinner), in the page's
 * language: the block the server wrote into a page in another language (JSON, serializePageData, as the splash's),
 * else English. Kept small: it is in every language's first load.
 */
export const bootWord = (key: keyof BootWords): string =>
  (typeof document === 'undefined'
    ? undefined
    : (JSON.parse(document.getElementById(BOOT_WORDS_ELEMENT_ID)?.textContent || '{}') as Partial<BootWords>)[key]) ??
  englishBootWords[key];
