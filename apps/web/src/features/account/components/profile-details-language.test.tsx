import type { Language } from '@staybook/contract/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { ProfileDetailsForm } from './profile-details-form';

/**
 * The profile form's own rule, a name of at most 100 characters, in the page's language (issue 43): through the form
 * kit's map of validation messages (the `forms` area, loaded with the first error); English's words as written.
 */
async function tooLongNameIn(lang: Language) {
  const language = await loadPageLanguage(lang, ['info']);
  const client = new QueryClient();
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <QueryClientProvider client={client}>
          <ProfileDetailsForm user={{ id: 'u1', phone: '9822012345', name: 'Asha', email: null, role: 'guest' }} />
        </QueryClientProvider>
      </PageLanguageProvider>,
    );
  });
  const name = screen.getAllByRole('textbox')[0] as HTMLElement;
  const user = userEvent.setup();
  await user.clear(name);
  await user.click(name);
  await user.paste('a'.repeat(101));
  await user.click(screen.getByRole('button'));
}

describe("the profile form's name rule", () => {
  it('in German', async () => {
    await tooLongNameIn('de');
    expect(await screen.findByText('Der Name darf höchstens 100 Zeichen lang sein')).toBeInTheDocument();
    expect(screen.queryByText('Name must be at most 100 characters')).toBeNull();
  });

  it('in Hindi', async () => {
    await tooLongNameIn('hi');
    expect(await screen.findByText('नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं')).toBeInTheDocument();
  });

  it('in English, as written', async () => {
    await tooLongNameIn('en');
    expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
  });
});
