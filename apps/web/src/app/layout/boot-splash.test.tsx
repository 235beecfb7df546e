import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shouldShowSplash } from '../startup';
import { Splash } from './splash';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('the splash pre-rendered in index.html', () => {
  it('is exactly what the Splash component first renders, so React takes it over without a flicker', () => {
    const root = /<div id="splash-root">([\s\S]*?)<\/div>\s*<div id="root"><\/div>/.exec(indexHtml)?.[1] ?? '';
    const normalise = (html: string) => html.replace(/>\s+</g, '><').trim();
    const rendered = renderToStaticMarkup(<Splash onDone={() => {}} />);
    expect(normalise(root)).toBe(rendered);
  });

  it('is hidden by the head script exactly when the app would skip the splash', () => {
    const gate = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
    expect(gate).toBeDefined();
    for (const [pathname, seen] of [
      ['/', false],
      ['/', true],
      ['/property-list', false],
      ['/admin', false],
      ['/admin/hero', false],
      ['/administrator', false],
    ] as const) {
      sessionStorage.clear();
      if (seen) sessionStorage.setItem('staybook_skip_splash', 'true');
      document.documentElement.className = '';
      window.history.replaceState(null, '', pathname);
      new Function(gate!)();
      expect(document.documentElement.classList.contains('no-splash'), `${pathname} seen=${seen}`).toBe(
        !shouldShowSplash(pathname),
      );
    }
  });
});

describe('the splash for assistive technology', () => {
  it('is a region named by its heading, holding the named progress bar (its words are not outside every landmark)', () => {
    render(<Splash onDone={() => {}} />);
    const region = screen.getByRole('region', { name: "Welcome to Goa's Finest" });
    const progress = within(region).getByRole('progressbar', { name: 'Loading Staybook' });
    expect(progress).toHaveAttribute('value', '0');
    expect(within(region).getByText('Loading premium villas…')).toBeInTheDocument();
  });
});

describe("the splash in the page's language", () => {
  it('draws the words it is given (a Hindi page’s, which the server writes into the page)', async () => {
    const { compiledCatalogues } = await import('@staybook/contract/messages/compiled/all');
    const { splashWordsOf } = await import('@staybook/contract/splash-words');
    const { createI18n } = await import('../../lib/i18n');
    const i18n = createI18n('hi', compiledCatalogues.hi);
    render(<Splash onDone={() => {}} words={splashWordsOf((id) => i18n._(id))} />);
    const region = screen.getByRole('region', { name: 'गोवा के बेहतरीन ठिकानों में आपका स्वागत है' });
    expect(within(region).getByRole('progressbar', { name: 'Staybook लोड हो रहा है' })).toBeInTheDocument();
    expect(within(region).getByText('प्रीमियम विला लोड हो रहे हैं…')).toBeInTheDocument();
    expect(within(region).getByText('प्रीमियम विला')).toBeInTheDocument();
  });

  it('in English, from the messages, reads exactly as index.html and the component draw it', async () => {
    const { compiledCatalogues } = await import('@staybook/contract/messages/compiled/all');
    const { splashWordsOf } = await import('@staybook/contract/splash-words');
    const { createI18n } = await import('../../lib/i18n');
    const { englishSplashWords } = await import('./splash-logic');
    const i18n = createI18n('en', compiledCatalogues.en);
    expect(splashWordsOf((id) => i18n._(id))).toEqual(englishSplashWords);
  });
});
