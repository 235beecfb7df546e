import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { type PageLanguage, PageLanguageProvider } from '../lib/i18n';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on retry; network and server errors get one more try.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });
}

/** `client` is created once with the router, whose loaders start queries in it; `language` is the page's own. */
export function AppProviders({
  client,
  language,
  children,
}: {
  client: QueryClient;
  language: PageLanguage;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <PageLanguageProvider language={language}>{children}</PageLanguageProvider>
    </QueryClientProvider>
  );
}
