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
