import { type MyAccess, rolePermissions, type StaffRole, staffRoleLabels } from '@staybook/contract/admin-staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { consoleAreaRoutes } from '../console-routes';

export const ANJUNA = { id: '11111111-1111-4111-8111-111111111111', name: 'Anjuna Villa' };

/** What /api/admin/me answers for a member of `role` (scoped to Anjuna unless an administrator). */
export const accessOf = (role: StaffRole): MyAccess => ({
  role,
  roleLabel: staffRoleLabels[role],
  allProperties: role === 'admin',
  properties: role === 'admin' ? [] : [ANJUNA],
  permissions: [...rolePermissions[role]],
});

/**
 * Opens a console address as a signed-in member, through the console's own route tree (its guards, lazy pages and
 * loaders) under a bare /admin frame, with a fresh query client. Mock the API first (test/api-mock.ts).
 */
export function renderConsole(url: string) {
  useAuthStore.getState().login({ id: 'staff-1', phone: '9822000001', role: 'staff' }, { accessToken: 't' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/admin', Component: Outlet, HydrateFallback: () => null, children: consoleAreaRoutes(client) }],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}
