import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../lib/i18n';
import NotFoundPage from './not-found-page';

/**
 * The not-found page's sentence holds the address the guest asked for (issue 43): one message, the address an element
 * inside it (Lingui's Trans with components), wherever the language puts it.
 */
async function renderAt(lang: 'en' | 'hi' | 'de', path: string) {
  const language = await loadPageLanguage(lang);
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        </MemoryRouter>
      </PageLanguageProvider>,
    );
  });
}

describe('the not-found page', () => {
  it('reads in English as it always has, the address in its own element', async () => {
    await renderAt('en', '/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const address = screen.getByText('/no-such-page');
    expect(address).toHaveClass('font-mono');
    expect(address.parentElement?.textContent).toBe(
      'We could not find /no-such-page. It may have moved, or the link may be mistyped.',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Popular pages' })).toBeInTheDocument();
  });

  it('in Hindi puts the address where Hindi puts it (before the verb), still its own element', async () => {
    await renderAt('hi', '/kuch-nahin');
    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    // The address as asked for, with its language's prefix (the router's path is without it).
    const address = screen.getByText('/hi/kuch-nahin');
    expect(address).toHaveClass('font-mono');
    expect(address.parentElement?.textContent).toBe(
      'हमें /hi/kuch-nahin नहीं मिला। हो सकता है यह कहीं और चला गया हो, या लिंक ग़लत लिखा गया हो।',
    );
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/notFound\.|<0>/);
  });

  it('in German too', async () => {
    await renderAt('de', '/gibt-es-nicht');
    expect(screen.getByText('/de/gibt-es-nicht').parentElement?.textContent).toMatch(
      /^Wir konnten \/de\/gibt-es-nicht nicht finden\./,
    );
  });
});
