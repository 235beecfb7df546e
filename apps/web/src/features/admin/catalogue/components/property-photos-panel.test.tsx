import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../test/api-mock';
import { PropertyPhotosPanel } from './property-photos-panel';

const PROPERTY_ID = '6f0b2c1e-4d3a-4b5c-8e7f-9a0b1c2d3e4f';
const PHOTO_ID = '7f0b2c1e-4d3a-4b5c-8e7f-9a0b1c2d3e4f';

const property = {
  id: PROPERTY_ID,
  name: 'Casa Foto',
  media: [{ id: PHOTO_ID, category: 'Pool', title: 'Pool at dusk', url: '/media/pool.jpg', type: 'image' }],
} as unknown as AdminPropertyDetail;

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PropertyPhotosPanel property={property} />
    </QueryClientProvider>,
  );
}

describe('deleting a property photo', () => {
  it('asks first; keeping the photo deletes nothing, confirming deletes it', async () => {
    const api = mockApi({ 'DELETE /api/admin/catalogue/media/:id': ok({ id: PHOTO_ID }) });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Pool at dusk' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Pool at dusk?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the photo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE /api/admin/catalogue/media/:id')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Pool at dusk' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Pool at dusk?' })).getByRole('button', {
        name: 'Delete photo',
      }),
    );
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/catalogue/media/:id')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
