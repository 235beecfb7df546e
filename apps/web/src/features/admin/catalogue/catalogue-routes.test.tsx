import type { AdminPropertyDetail, AdminPropertyList } from '@staybook/contract/admin-catalogue';
import type { StaffRole } from '@staybook/contract/admin-staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { myAccessKey } from '../access/api/get-my-access';
import { ANJUNA, accessOf, renderConsole } from '../test/render-console';
import { PropertyStatusPanel } from './components/property-status-panel';

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

/** The catalogue's API for a member of `role`. */
function mockCatalogue(role: StaffRole) {
  return mockApi({
    'GET /api/admin/me': ok(accessOf(role)),
    'GET /api/admin/catalogue/properties': ok(properties),
    'GET /api/admin/catalogue/properties/:id': ({ params }) => ok({ id: params.id, name: ANJUNA.name }),
    'GET /api/admin/catalogue/cities': ok([]),
  });
}

/** A component of the catalogue on its own, for a member of `role`. */
function renderPanel(property: AdminPropertyDetail, role: StaffRole) {
  mockCatalogue(role);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/catalogue']}>
        <PropertyStatusPanel property={property} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

describe('the catalogue by permission', () => {
  it('shows a property manager their properties without the brand-wide parts', async () => {
    mockCatalogue('property_manager');
    const { client } = renderConsole('/admin/catalogue');
    expect(await screen.findByRole('link', { name: ANJUNA.name })).toBeInTheDocument();
    await vi.waitFor(() => expect(client.getQueryData(myAccessKey)).toBeDefined());
    expect(screen.getByText('Your properties and their rooms, photos, amenities and policies.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New property' })).toBeNull();
    for (const name of ['Cities', 'Home tiles', 'Deals']) expect(screen.queryByRole('link', { name })).toBeNull();
    // Their menu: their properties and what of them lacks a translation.
    const tabs = screen.getByRole('navigation', { name: 'Catalogue' });
    expect([...tabs.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Properties', 'Translations missing']);
  });

  it('shows an administrator every part', async () => {
    mockCatalogue('admin');
    renderConsole('/admin/catalogue');
    expect(await screen.findByRole('link', { name: ANJUNA.name })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'New property' })).toHaveAttribute(
      'href',
      '/admin/catalogue/properties/new',
    );
    const tabs = screen.getByRole('navigation', { name: 'Catalogue' });
    for (const name of ['Properties', 'Cities', 'Home tiles', 'Deals', 'Translations missing'])
      expect(tabs).toContainElement(screen.getByRole('link', { name }));
  });

  it.each([
    '/admin/catalogue/cities',
    '/admin/catalogue/categories',
    '/admin/catalogue/deals',
    '/admin/catalogue/properties/new',
  ])('tells a property manager who opens %s why, as the console’s guard does', async (path) => {
    mockCatalogue('property_manager');
    renderConsole(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (Property manager) cannot open this page. Ask an administrator if you need it.',
    );
  });

  it('opens the cities page for an administrator', async () => {
    mockCatalogue('admin');
    renderConsole('/admin/catalogue/cities');
    expect(await screen.findByRole('heading', { name: 'Cities' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets only an administrator archive or restore a property', async () => {
    const property = { id: ANJUNA.id, name: ANJUNA.name, status: 'active' } as AdminPropertyDetail;
    const manager = renderPanel(property, 'property_manager');
    expect(await screen.findByText('Active: guests can find and book this property.')).toBeInTheDocument();
    // Once the member's access has loaded, still no button.
    await vi.waitFor(() => expect(manager.client.getQueryData(myAccessKey)).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Archive property' })).toBeNull();
    manager.unmount();

    renderPanel(property, 'admin');
    expect(await screen.findByRole('button', { name: 'Archive property' })).toBeInTheDocument();
  });

  it('shows a draft its checklist and opens Publish only when every item is done', async () => {
    const items = [
      { key: 'photo', label: 'At least one photo', done: true },
      { key: 'roomTypeWithPlan', label: 'A room type with a rate plan', done: true },
      { key: 'policies', label: 'The property policies (house rules)', done: true },
      { key: 'contact', label: 'At least one property contact, told of bookings', done: false },
    ] as const;
    const draft = { id: ANJUNA.id, name: ANJUNA.name, status: 'draft', checklist: [...items] } as AdminPropertyDetail;
    const first = renderPanel(draft, 'admin');
    expect(
      await screen.findByText(
        'Draft: not on the guest site and not bookable. Complete the checklist, then publish it.',
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Checklist before publishing' });
    expect(list).toHaveTextContent('At least one property contact, told of bookings (to do)');
    expect(list).toHaveTextContent('At least one photo (done)');
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeDisabled();
    // A draft is not archived: it goes live only by publishing.
    expect(screen.queryByRole('button', { name: 'Archive property' })).toBeNull();
    first.unmount();

    renderPanel({ ...draft, checklist: items.map((i) => ({ ...i, done: true })) } as AdminPropertyDetail, 'admin');
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeEnabled();
  });
});
