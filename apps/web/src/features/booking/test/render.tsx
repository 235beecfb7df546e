import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders a page at a URL with a fresh query client (no retries) and a memory router. */
export function renderAt(element: ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/', element: <p>Home page</p> },
      { path: '/review-booking', element: <p>Review page</p> },
      { path: '/booking-confirmation/:bookingId', element: <p>Confirmation page</p> },
    ],
    { initialEntries: [url] },
  );
  return {
    client,
    router,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/** Answers fetch calls by path with JSON bodies (status 200 unless given). */
export function mockFetch(routes: Record<string, unknown | (() => unknown) | { status: number; body: unknown }>) {
  const calls: { path: string; init?: RequestInit }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ path: url.pathname + url.search, init });
    const entry = routes[url.pathname];
    if (entry === undefined)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'nope' } }), { status: 404 });
    const value = typeof entry === 'function' ? (entry as () => unknown)() : entry;
    if (value && typeof value === 'object' && 'status' in value && 'body' in value) {
      const v = value as { status: number; body: unknown };
      return new Response(JSON.stringify(v.body), { status: v.status });
    }
    return new Response(JSON.stringify(value), { status: 200 });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
