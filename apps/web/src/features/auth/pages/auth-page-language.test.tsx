import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import AuthPage from './auth-page';

/** The sign-in page's own words in the page's language (issue 43); its steps are the dialog's (auth-language.test). */
describe('the sign-in page in the page language', () => {
  it('draws its heading, pitch and the sentence holding the two links in Hindi', async () => {
    const language = await loadPageLanguage('hi', ['auth']);
    const router = createMemoryRouter([{ path: '/auth', element: <AuthPage /> }], { initialEntries: ['/auth'] });
    await act(async () => {
      render(
        <PageLanguageProvider language={language}>
          <QueryClientProvider client={new QueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </PageLanguageProvider>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन इन' })).toBeInTheDocument();
    expect(screen.getByText('जारी रखने के लिए अपना मोबाइल नंबर डालें')).toBeInTheDocument();
    expect(screen.getByText('गोवा की सबसे अच्छी जगहें, बस एक कोड दूर।')).toBeInTheDocument();
    const agree = screen.getByText(
      (_, el) =>
        el?.tagName === 'P' && el.textContent === 'जारी रखकर आप हमारे नियम और शर्तों और गोपनीयता नीति से सहमत होते हैं।',
    );
    expect(agree.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'नियम और शर्तों' })).toHaveAttribute('href', '/terms-and-conditions');
  });
});
