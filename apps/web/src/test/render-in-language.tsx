import type { Language } from '@staybook/contract/languages';
import type { PageArea } from '@staybook/contract/messages/areas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type RenderResult, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { loadPageLanguage, PageLanguageProvider } from '../lib/i18n';

type InitialEntries = NonNullable<Parameters<typeof createMemoryRouter>[1]>['initialEntries'];

/**
 * Renders `routes` as a page in `lang`, the way the app does (issue 43): the language's shell and the route's `areas`
 * loaded first (pass the areas the page's route loads in app/router.tsx), then the page under the language, a query
 * client that never retries, and a memory router at `initialEntries` (default '/'). Waits out the first render; the
 * render's result is returned (to unmount it before drawing the page again).
 */
export async function renderInLanguage(
  lang: Language,
  areas: readonly PageArea[],
  routes: RouteObject[],
  initialEntries?: InitialEntries,
): Promise<RenderResult> {
  const language = await loadPageLanguage(lang, areas);
  const router = createMemoryRouter(routes, initialEntries ? { initialEntries } : undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let drawn: RenderResult | undefined;
  await act(async () => {
    drawn = render(
      <PageLanguageProvider language={language}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </PageLanguageProvider>,
    );
  });
  return drawn as RenderResult;
}
