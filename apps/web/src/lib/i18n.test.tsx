import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadAreas, loadPageLanguage, PageLanguageProvider, useT } from './i18n';

/**
 * A page loads its language's messages by area (docs/languages.md): the shell's with the page, a page's own with its
 * route, a part's when it is drawn; a part that asks for an area not yet loaded waits for it, never shows an id.
 */
describe('the page language by areas', () => {
  it("loads only the shell's messages, and an area on demand", async () => {
    const language = await loadPageLanguage('hi');
    expect([...language.loaded]).toEqual(['shell']);
    expect(language.i18n._('header.login')).toBe('लॉग इन');
    // Not loaded: Lingui answers with the id (what a page must never show).
    expect(language.i18n._('home.bookNow')).toBe('home.bookNow');
    await loadAreas(language, ['home']);
    expect(language.i18n._('home.bookNow')).not.toBe('home.bookNow');
    expect(language.i18n._('list.ok')).toBe('list.ok');
  });

  it("keeps one page's areas out of the next page's shell (each render starts from the shell alone)", async () => {
    const first = await loadPageLanguage('fr', ['home']);
    expect(first.i18n._('home.bookNow')).not.toBe('home.bookNow');
    const next = await loadPageLanguage('fr');
    expect(next.i18n._('home.bookNow')).toBe('home.bookNow');
  });

  it('loads the areas a server render names before it starts', async () => {
    const language = await loadPageLanguage('de', ['list']);
    expect([...language.loaded].sort()).toEqual(['list', 'shell']);
    expect(language.i18n._('list.next')).toBe('Weiter');
  });

  it('draws a part of an area not yet loaded once its messages arrive (Suspense meanwhile)', async () => {
    const language = await loadPageLanguage('es');
    function Part() {
      const t = useT('list');
      return <p>{t('list.noneFound')}</p>;
    }
    // Awaited: the part suspends inside act, which must wait for it.
    await act(async () => {
      render(
        <PageLanguageProvider language={language}>
          <Suspense fallback={<p>waiting</p>}>
            <Part />
          </Suspense>
        </PageLanguageProvider>,
      );
    });
    expect(await screen.findByText('No se encontraron alojamientos')).toBeInTheDocument();
    expect(language.loaded.has('list')).toBe(true);
  });
});
