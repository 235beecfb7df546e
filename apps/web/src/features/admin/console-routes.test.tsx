import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { mockApi, ok } from '../../test/api-mock';
import { consoleAreaRoutes } from './console-routes';
import { accessOf, renderConsole } from './test/render-console';

const emptyPage = { items: [], total: 0, page: 1, limit: 20, totalPages: 0 };

/** Every list and lookup the console's pages read, answered empty. */
function mockConsoleApi(role: Parameters<typeof accessOf>[0] = 'admin') {
  return mockApi({
    'GET /api/admin/me': ok(accessOf(role)),
    'GET /api/admin/bookings': ok(emptyPage),
    'GET /api/admin/bookings/:id': ({ params }) => ok({ id: params.id }),
    'GET /api/admin/bookings/properties': ok([]),
    'GET /api/admin/leads': ok(emptyPage),
    'GET /api/admin/leads/sources': ok([]),
    'GET /api/admin/price-unlocks': ok(emptyPage),
    'GET /api/admin/contact-messages': ok(emptyPage),
    'GET /api/admin/rate-plans/*': ok([]),
    'GET /api/admin/inventory/*': ok([]),
    'GET /api/admin/promotions': ok([]),
    'GET /api/admin/promotions/*': ok([]),
    'GET /api/admin/coupons': ok([]),
    'GET /api/admin/staff': ok({ members: [], properties: [] }),
    'GET /api/admin/room-assignments': ok({ propertyId: 'p1', from: '', to: '', rooms: [], assignments: [] }),
  });
}

/** The console's routes in a router that is never rendered: only loaders can ask for anything. */
function navigateWithoutRendering(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin', Component: Outlet, children: consoleAreaRoutes(client) }], {
    initialEntries: [url],
  });
  return { client, router };
}

const signInStaff = () =>
  useAuthStore.getState().login({ id: 'staff-1', phone: '9822000001', role: 'staff' }, { accessToken: 't' });

describe('the console’s route loaders', () => {
  it.each([
    ['/admin/bookings?status=confirmed&page=2', 'GET /api/admin/bookings?status=confirmed&page=2'],
    ['/admin/bookings/5f0c', 'GET /api/admin/bookings/5f0c'],
    ['/admin/leads/contact?q=wedding', 'GET /api/admin/contact-messages?q=wedding&page=1'],
    ['/admin/staff', 'GET /api/admin/staff'],
    [
      '/admin/room-grid?property=p1&from=2026-12-28',
      'GET /api/admin/room-assignments?propertyId=p1&from=2026-12-28&to=2027-01-10',
    ],
  ])('start the page’s queries for %s before anything is drawn', async (url, expected) => {
    signInStaff();
    const api = mockConsoleApi();
    navigateWithoutRendering(url);
    await vi.waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(expected));
  });

  it('ask for nothing before a member is signed in', async () => {
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
    const api = mockConsoleApi();
    const { router } = navigateWithoutRendering('/admin/bookings');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
  });

  it('ask for nothing a member’s role does not open', async () => {
    signInStaff();
    const api = mockConsoleApi('front_desk');
    navigateWithoutRendering('/admin/staff');
    await vi.waitFor(() => expect(api.callsTo('GET /api/admin/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('GET /api/admin/staff')).toEqual([]);
  });
});

describe('console addresses', () => {
  it.each([
    ['/admin/leads', 'link', 'Leads'],
    ['/admin/leads/price-unlocks', 'link', 'Price unlocks'],
    ['/admin/leads/contact', 'link', 'Contact messages'],
  ])('open %s on its own tab', async (url, role, name) => {
    mockConsoleApi();
    renderConsole(url);
    // A lazy area and its page: more than the default second on a busy machine (as below).
    expect(await screen.findByRole(role as 'link', { name, current: 'page' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('say a leads address that is no tab is no page', async () => {
    mockConsoleApi();
    renderConsole('/admin/leads/archive');
    expect(await screen.findByText('There is no such page. Choose a tab above.')).toBeInTheDocument();
  });

  it('say an address below /admin that is no area is no page', async () => {
    mockConsoleApi();
    renderConsole('/admin/nowhere/at-all');
    expect(await screen.findByText('There is no console page here. Choose an area from the menu.')).toBeInTheDocument();
  });

  it('open the brand’s promotions for an administrator and a property’s for a revenue manager', async () => {
    mockConsoleApi('admin');
    const admin = renderConsole('/admin/promotions');
    // Two lazy pages and their answers: more than the default second on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Coupons' }, { timeout: 5000 })).toBeInTheDocument();
    admin.unmount();

    mockConsoleApi('revenue_manager');
    renderConsole('/admin/promotions');
    expect(await screen.findByRole('heading', { name: /^Promotions/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coupons' })).toBeNull();
  });

  it('open the rate bulk edit at /admin/rate-plans/bulk', async () => {
    mockConsoleApi();
    renderConsole('/admin/rate-plans/bulk');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Brand-wide rate change');
  });
});
