import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast';
import { loadPageLanguage, type PageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { useBookingStore } from '../store/booking-store';
import { usePayment } from './use-payment';

/**
 * Pay with a guest detail the contract refuses: the toast names the contract's message in the page's language, as the
 * field's own error does (issue 43); English's toast is the schema's words as before.
 */
function wrapperOf(language: PageLanguage) {
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <PageLanguageProvider language={language}>{children}</PageLanguageProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

async function payWithABadEmail(lang: 'en' | 'de') {
  const language = await loadPageLanguage(lang, ['booking']);
  useBookingStore.getState().setGuestDetails({ name: 'Anna', email: 'not-an-email', phone: '9876543210' }, false);
  const { result } = renderHook(() => usePayment(), { wrapper: wrapperOf(language) });
  // Another language loads the forms' messages when the step mounts.
  if (lang !== 'en') await waitFor(() => expect(language.loaded.has('forms')).toBe(true));
  await act(async () => {
    await result.current.pay();
  });
  return useToastStore.getState().message;
}

describe("the payment step's toast for a refused guest detail", () => {
  beforeEach(() => useToastStore.setState({ message: '' }));

  it("English: the contract's message as before", async () => {
    expect(await payWithABadEmail('en')).toBe('Please enter a valid email address');
  });

  it('German: the same message in German, never the English', async () => {
    expect(await payWithABadEmail('de')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
  });
});
