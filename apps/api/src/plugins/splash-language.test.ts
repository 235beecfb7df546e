import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@staybook/contract/languages';
import { bootMessageIds } from '@staybook/contract/splash-words';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';
import { translatorFor } from '../lib/messages.js';
import { bootWordsInLanguage, splashInLanguage } from './web-app.js';

/**
 * index.html's splash in the page's language (issue 43): the server swaps its English words for the language's, the
 * app's splash loads the same words before it takes over. Read from the real index.html, so a changed English word
 * there fails here rather than leaving English on a Hindi page.
 */
const indexHtml = readFileSync(path.join(repoRoot, 'apps/web/index.html'), 'utf8');
const block = /<div id="splash-root">[\s\S]*?<\/div>\s*(?=<div id="root">)/.exec(indexHtml)?.[0] ?? '';

describe("the splash in the page's language", () => {
  it('leaves English as index.html draws it', () => {
    expect(block).toContain('Welcome to Goa&#x27;s Finest');
    expect(splashInLanguage(block, 'en')).toBe(block);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: every word index.html draws is the language’s', (lang) => {
    const t = translatorFor(lang);
    const out = splashInLanguage(block, lang);
    for (const english of [
      'Welcome to Goa',
      'Premium villas and budget hotels',
      '>Premium Villas<',
      'Loading Staybook',
      'Loading premium villas',
    ])
      expect(out, english).not.toContain(english);
    const text = out.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    for (const id of ['splash.title', 'splash.subtitle', 'splash.tile.villas', 'splash.status.villas'] as const)
      expect(text).toContain(`>${t(id)}<`);
    expect(text).toContain(`aria-label="${t('splash.loading')}"`);
  });
});

/**
 * The words drawn before any catalogue is in (the failed-start screen, the sign-in spinner's label): index.html's
 * template, swapped the same way, so a page that cannot load a chunk still says so in its language.
 */
const bootBlock = /<template id="boot-words"[\s\S]*?<\/template>/.exec(indexHtml)?.[0] ?? '';

describe("the boot words in the page's language", () => {
  it("leaves English as index.html writes it (the catalogue's English)", () => {
    const english = translatorFor('en');
    expect(bootWordsInLanguage(bootBlock, 'en')).toBe(bootBlock);
    const text = bootBlock.replace(/&amp;/g, '&');
    for (const id of Object.values(bootMessageIds)) expect(text).toContain(english(id));
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: every word is the language’s', (lang) => {
    const t = translatorFor(lang);
    const out = bootWordsInLanguage(bootBlock, lang);
    for (const english of ['Failed to load', 'Stored data', 'Clear Data', 'Loading sign-in'])
      expect(out, english).not.toContain(english);
    const text = out.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    for (const id of ['splash.failed.title', 'splash.failed.text', 'splash.failed.clear'] as const)
      expect(text).toContain(`>${t(id)}<`);
    expect(text).toContain(`data-sign-in-loading="${t('splash.signInLoading')}"`);
  });
});
