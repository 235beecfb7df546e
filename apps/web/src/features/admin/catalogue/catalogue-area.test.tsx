import type { AdminPropertyDetail, AdminPropertyList } from '@staybook/contract/admin-catalogue';
import { type MyAccess, rolePermissions, type StaffRole, staffRoleLabels } from '@staybook/contract/admin-staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myAccessKey } from '../access/api/get-my-access';
import CatalogueArea from './catalogue-area';
import { PropertyStatusPanel } from './components/property-status-panel';

const ANJUNA = { id: '11111111-1111-4111-8111-111111111111', name: 'Anjuna Villa' };

const accessOf = (role: StaffRole): MyAccess => ({
  role,
  roleLabel: staffRoleLabels[role],
  allProperties: role === 'admin',
  properties: role === 'admin' ? [] : [ANJUNA],
  // A property manager scoped to some properties: brand-wide permissions need every property.
  permissions: [...rolePermissions[role]],
});

const properties: AdminPropertyList = {
  items: [
    {
      id: ANJUNA.id,
      slug: 'anjuna-villa',
      name: ANJUNA.name,
      propertyType: 'villa',
      category: 'Villas',
      cityId: '44444444-4444-4444-8444-444444444444',
      city: 'Goa',
      locality: 'Anjuna',
      status: 'active',
      image: null,
      roomTypeCount: 2,
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
  totalPages: 1,
};

/** Answers fetch by "METHOD path"; anything else is a 404. */
function mockFetch(routes: Record<string, unknown>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    if (key in routes) return new Response(JSON.stringify({ success: true, data: routes[key] }), { status: 200 });
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
  });
}

function renderAt(path: string, ui: ReactElement, role: StaffRole) {
  mockFetch({
    'GET /api/admin/me': accessOf(role),
    'GET /api/admin/catalogue/properties': properties,
    'GET /api/admin/catalogue/cities': [],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

beforeEach(() => localStorage.setItem('accessToken', 't'));
afterEach(() => vi.unstubAllGlobals());

describe('the catalogue by permission', () => {
  it('shows a property manager their properties without the brand-wide parts', async () => {
    const { client } = renderAt('/admin/catalogue', <CatalogueArea />, 'property_manager');
    expect(await screen.findByRole('link', { name: ANJUNA.name })).toBeInTheDocument();
    await vi.waitFor(() => expect(client.getQueryData(myAccessKey)).toBeDefined());
    expect(screen.getByText('Your properties and their rooms, photos, amenities and policies.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New property' })).toBeNull();
    for (const name of ['Cities', 'Home tiles', 'Deals']) expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Catalogue' })).toBeNull();
  });

  it('shows an administrator every part', async () => {
    renderAt('/admin/catalogue', <CatalogueArea />, 'admin');
    expect(await screen.findByRole('link', { name: ANJUNA.name })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'New property' })).toHaveAttribute(
      'href',
      '/admin/catalogue/properties/new',
    );
    const tabs = screen.getByRole('navigation', { name: 'Catalogue' });
    for (const name of ['Properties', 'Cities', 'Home tiles', 'Deals'])
      expect(tabs).toContainElement(screen.getByRole('link', { name }));
  });

  it.each([
    '/admin/catalogue/cities',
    '/admin/catalogue/categories',
    '/admin/catalogue/deals',
    '/admin/catalogue/properties/new',
  ])('tells a property manager who opens %s why, as the console’s guard does', async (path) => {
    renderAt(path, <CatalogueArea />, 'property_manager');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (Property manager) cannot open this page. Ask an administrator if you need it.',
    );
  });

  it('opens the cities page for an administrator', async () => {
    renderAt('/admin/catalogue/cities', <CatalogueArea />, 'admin');
    expect(await screen.findByRole('heading', { name: 'Cities' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets only an administrator archive or restore a property', async () => {
    const property = { id: ANJUNA.id, name: ANJUNA.name, status: 'active' } as AdminPropertyDetail;
    const manager = renderAt('/admin/catalogue', <PropertyStatusPanel property={property} />, 'property_manager');
    expect(await screen.findByText('Active: guests can find and book this property.')).toBeInTheDocument();
    // Once the member's access has loaded, still no button.
    await vi.waitFor(() => expect(manager.client.getQueryData(myAccessKey)).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Archive property' })).toBeNull();
    manager.unmount();

    renderAt('/admin/catalogue', <PropertyStatusPanel property={property} />, 'admin');
    expect(await screen.findByRole('button', { name: 'Archive property' })).toBeInTheDocument();
  });
});
