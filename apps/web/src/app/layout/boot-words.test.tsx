import { compiledCatalogues } from '@staybook/contract/messages/compiled/all';
import { BOOT_WORDS_ELEMENT_ID, bootWordsOf } from '@staybook/contract/splash-words';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthModal } from '../../features/auth/components/auth-modal';
import { useAuthModal } from '../../lib/auth-modal-store';
import { englishBootWords } from '../../lib/boot-words';
import { createI18n, loadPageLanguage, PageLanguageProvider } from '../../lib/i18n';
import { FailedToLoadScreen } from './error-screens';

/**
 * The words drawn before any catalogue is in (issue 43): the failed-start screen and the sign-in dialog's spinner read
 * the block the server writes into a page in another language (web-app.ts), and keep English's own words without it.
 */
function pageIn(lang: 'hi' | 'de') {
  const i18n = createI18n(lang, compiledCatalogues[lang]);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_WORDS_ELEMENT_ID;
  block.textContent = JSON.stringify(bootWordsOf((id) => i18n._(id)));
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(BOOT_WORDS_ELEMENT_ID)?.remove();
  act(() => useAuthModal.getState().closeModal());
});

describe('the failed-start screen', () => {
  it('in English, with no block, reads as it always has', () => {
    render(<FailedToLoadScreen onClear={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Failed to load application' })).toBeInTheDocument();
    expect(
      screen.getByText('Stored data on this device may be damaged. Clearing it usually fixes this.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Data & Reload' })).toBeInTheDocument();
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

  it("English's catalogue words are the components' own", () => {
    const i18n = createI18n('en', compiledCatalogues.en);
    expect(bootWordsOf((id) => i18n._(id))).toEqual(englishBootWords);
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
    await openDialog('en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading sign-in');
  });
});
