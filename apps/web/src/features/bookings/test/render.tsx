import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export function renderRoutes(routes: { path: string; element: ReactElement }[], url: string, state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }],
  });
  return {
    router,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

type Answer = unknown | { status: number; body: unknown };

/** Answers fetch by path (and method) with JSON; records every call. */
export function mockFetch(routes: Record<string, Answer | (() => Answer)>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const entry = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (entry === undefined)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
    const value = typeof entry === 'function' ? (entry as () => Answer)() : entry;
    if (value && typeof value === 'object' && 'status' in value && 'body' in value) {
      return new Response(JSON.stringify(value.body), { status: value.status as number });
    }
    return new Response(JSON.stringify(value), { status: 200 });
  }) as typeof fetch;
  return calls;
}
