import { act, render, screen } from '@testing-library/react';
import { Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
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

  it('draws a part that reads a loaded area and then waits for another without React failing the render', async () => {
    // The booking page's unpaid panel: useT('bookings') (its route's) then useT('booking') (not yet loaded). React
    // replays the part once the messages arrive; the replay must meet the same use() or React throws #467 (an update
    // hook on the first render) and recovers only by drawing the whole root again (#520 in the console).
    const language = await loadPageLanguage('en', ['list']);
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args[0]));
    function Part() {
      const tList = useT('list');
      const t = useT('home');
      return (
        <p>
          {tList('list.ok')} {t('home.bookNow')}
        </p>
      );
    }
    // A concurrent render, as the page's hydration is (React replays a part only there), not act's synchronous one.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      startTransition(() =>
        root.render(
          <PageLanguageProvider language={language}>
            <Suspense fallback={<p>waiting</p>}>
              <Part />
            </Suspense>
          </PageLanguageProvider>,
        ),
      );
      expect(await screen.findByText(/^OK Book Now$/)).toBeInTheDocument();
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      window.removeEventListener('error', onError);
      consoleError.mockRestore();
    }
    expect(errors.map((error) => String(error instanceof Error ? error.message : error))).toEqual([]);
  });
});
