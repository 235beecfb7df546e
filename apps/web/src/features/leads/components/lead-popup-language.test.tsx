import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { openLeadForm } from '../../../lib/site';
import { LeadPopup } from './lead-popup';

/** The special-offers popup in the page's language (issue 43): its words an area loaded when it first opens. */
describe('the lead popup in Hindi', () => {
  it('loads its words only when it opens, and speaks Hindi with the form', async () => {
    const language = await loadPageLanguage('hi');
    render(
      <PageLanguageProvider language={language}>
        <MemoryRouter initialEntries={['/booking']}>
          <LeadPopup />
        </MemoryRouter>
      </PageLanguageProvider>,
    );
    expect(language.loaded.has('dialogs')).toBe(false);
    await act(async () => openLeadForm('header'));
    const dialog = await screen.findByRole('dialog', { name: 'सबसे अच्छे ऑफ़र पाएँ!' });
    expect(language.loaded.has('dialogs')).toBe(true);
    expect(within(dialog).getByText(/आपके लिए सबसे बढ़िया ठहरने की जगह/)).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('प्रॉपर्टी का प्रकार')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'बेड एंड ब्रेकफ़ास्ट' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'सबसे अच्छे ऑफ़र पाएँ' })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/lead\.|[A-Z][a-z]+ [a-z]+ [a-z]+/);
  });
});
