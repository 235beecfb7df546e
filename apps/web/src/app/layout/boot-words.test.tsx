import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compiledCatalogues } from '@staybook/contract/messages/compiled/all';
import { BOOT_WORDS_ELEMENT_ID, bootMessageIds } from '@staybook/contract/splash-words';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthModal } from '../../features/auth/components/auth-modal';
import { useAuthModal } from '../../lib/auth-modal-store';
import { BOOT_WORDS_TEMPLATE_ID } from '../../lib/boot-words';
import { createI18n, loadPageLanguage, PageLanguageProvider } from '../../lib/i18n';
import { FailedToLoadScreen } from './error-screens';

/**
 * The words drawn before any catalogue is in (issue 43): the failed-start screen and the sign-in dialog's spinner are
 * index.html's template (the server swaps its words for the page's language: splash-language.test.ts), read here
 * from the real index.html; no script carries them.
 */
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const englishTemplate = /<template id="boot-words"[\s\S]*?<\/template>/.exec(indexHtml)?.[0] ?? '';

/** The page as the server sends it: index.html's template, its English words swapped as web-app.ts does. */
function pageIn(lang: 'en' | 'hi' | 'de') {
  const english = createI18n('en', compiledCatalogues.en);
  const i18n = createI18n(lang, compiledCatalogues[lang]);
  const esc = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  let html = englishTemplate;
  for (const id of Object.values(bootMessageIds)) html = html.replaceAll(esc(english._(id)), esc(i18n._(id)));
  document.body.insertAdjacentHTML('beforeend', html);
}

afterEach(() => {
  document.getElementById(BOOT_WORDS_TEMPLATE_ID)?.remove();
  act(() => useAuthModal.getState().closeModal());
});

describe('the failed-start screen', () => {
  it("is index.html's template, under the contract's id", () => {
    expect(BOOT_WORDS_TEMPLATE_ID).toBe(BOOT_WORDS_ELEMENT_ID);
    expect(englishTemplate).toContain(`id="${BOOT_WORDS_ELEMENT_ID}"`);
  });

  it('in English reads as it always has, and its button clears and reloads', () => {
    pageIn('en');
    const onClear = vi.fn();
    render(<FailedToLoadScreen onClear={onClear} />);
    expect(screen.getByRole('heading', { name: 'Failed to load application' })).toBeInTheDocument();
    expect(
      screen.getByText('Stored data on this device may be damaged. Clearing it usually fixes this.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Data & Reload' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('on a Hindi page, in Hindi', () => {
    pageIn('hi');
    render(<FailedToLoadScreen onClear={() => {}} />);
    expect(screen.getByRole('heading', { name: 'ऐप्लिकेशन लोड नहीं हो सका' })).toBeInTheDocument();
    expect(
      screen.getByText('इस डिवाइस पर सहेजा गया डेटा खराब हो सकता है। उसे मिटाने से आम तौर पर यह ठीक हो जाता है।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'डेटा मिटाएँ और फिर से लोड करें' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load/)).toBeNull();
  });
});

describe("the sign-in dialog's spinner, while its area loads", () => {
  const openDialog = async (lang: 'en' | 'de') => {
    const language = await loadPageLanguage(lang);
    act(() => useAuthModal.getState().openModal('LOGIN'));
    render(
      <PageLanguageProvider language={language}>
        <AuthModal />
      </PageLanguageProvider>,
    );
  };

  it('on a German page, in German', async () => {
    pageIn('de');
    await openDialog('de');
    expect(screen.getByRole('status')).toHaveTextContent('Anmeldung wird geladen');
  });

  it('in English, as before', async () => {
    pageIn('en');
    await openDialog('en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading sign-in');
  });
});
