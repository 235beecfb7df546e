import { LANGUAGE_OFFER_DISMISSED_KEY } from '@staybook/contract/language-suggestion';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSuggestion } from './language-suggestion';

/** The offer of the browser's language on an English page (the test setup's page language): a link, never a redirect. */
function show(preferred: string[], at = '/property-list?city=Goa') {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(preferred);
  act(() => {
    render(
      <MemoryRouter initialEntries={[at]}>
        <LanguageSuggestion />
      </MemoryRouter>,
    );
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the language offer', () => {
  it('offers a Hindi browser this page in Hindi, in Hindi, keeping the address', () => {
    show(['hi-IN', 'en']);
    const offer = screen.getByRole('complementary', { name: 'यह पेज हिन्दी में पढ़ें' });
    expect(offer).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveAttribute(
      'href',
      '/hi/property-list?city=Goa',
    );
  });

  it('is turned down once for good on this device', () => {
    show(['de-DE']);
    fireEvent.click(screen.getByRole('button', { name: 'Nein, danke' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem(LANGUAGE_OFFER_DISMISSED_KEY)).toBe('true');
  });

  it('says nothing to a browser that prefers the page’s language', () => {
    show(['en-GB', 'hi']);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
