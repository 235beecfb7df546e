import type { RoomBlock } from '@staybook/contract/room-blocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok, reply } from '../../../../test/api-mock';
import { accessOf } from '../../test/render-console';
import { RoomBlocksPanel } from './room-blocks-panel';

const PROPERTY = '11111111-1111-4111-8111-111111111111';
const ROOM_TYPE = '22222222-2222-4222-8222-222222222222';
const TODAY = '2030-02-01';

const block = (over: Partial<RoomBlock> = {}): RoomBlock => ({
  id: '33333333-3333-4333-8333-333333333333',
  propertyId: PROPERTY,
  propertyName: 'Coffee Estate Bungalow',
  roomTypeId: ROOM_TYPE,
  roomTypeName: 'Planter’s Suite',
  kind: 'owner_stay',
  from: '2030-03-05',
  to: '2030-03-06',
  nights: 2,
  roomCount: 2,
  reason: 'The Kapoors, owners',
  channel: null,
  conflictDates: [],
  createdBy: 'staff-1',
  createdAt: 1_900_000_000,
  releasedAt: null,
  ...over,
});

function renderPanel(selected = { from: '', to: '' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RoomBlocksPanel
        propertyId={PROPERTY}
        roomTypeId={ROOM_TYPE}
        target="Planter’s Suite at Coffee Estate Bungalow"
        month="2030-03"
        today={TODAY}
        selected={selected}
      />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.setItem('accessToken', 't'));

describe('the room blocks panel', () => {
  it('asks the month’s blocks of the room type, lists them, and marks a channel’s block as changed there', async () => {
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('property_manager')),
      'GET /api/admin/inventory/blocks': ok([
        block(),
        block({
          id: '44444444-4444-4444-8444-444444444444',
          kind: 'channel',
          channel: 'Airbnb',
          reason: 'Reserved',
          from: '2030-03-20',
          to: '2030-03-20',
          nights: 1,
          roomCount: 1,
          conflictDates: ['2030-03-20'],
        }),
      ]),
    });
    renderPanel();
    const items = await screen.findAllByTestId('room-block');
    expect(api.callsTo('GET /api/admin/inventory/blocks')[0]?.url.search).toBe(
      `?propertyId=${PROPERTY}&roomTypeId=${ROOM_TYPE}&from=2030-03-01&to=2030-03-31`,
    );
    expect(items[0]).toHaveTextContent('Owner stay');
    expect(items[0]).toHaveTextContent('Tue, 05 Mar 2030 to Wed, 06 Mar 2030 (2 nights)');
    expect(items[0]).toHaveTextContent('The Kapoors, owners');
    expect(await within(items[0]!).findByRole('button', { name: 'Release' })).toBeVisible();
    expect(items[1]).toHaveTextContent('Booked on another channel: Airbnb');
    expect(items[1]).toHaveTextContent('Conflict: already sold here on Wed, 20 Mar 2030.');
    expect(items[1]).toHaveTextContent('Follows Airbnb’s calendar: change it there.');
    expect(within(items[1]!).queryByRole('button', { name: 'Release' })).toBeNull();
  });

  it('blocks rooms, keeping what was typed when the server refuses and showing its words', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('property_manager')),
      'GET /api/admin/inventory/blocks': ok([]),
    });
    renderPanel();
    expect(await screen.findByText('No rooms are blocked this month.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Block rooms' }));
    const form = screen.getByRole('form', { name: 'Block rooms' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Maintenance');
    await user.type(within(form).getByLabelText('First night'), '2030-03-05');
    await user.type(within(form).getByLabelText('Last night'), '2030-03-06');
    await user.clear(within(form).getByLabelText('Rooms'));
    await user.type(within(form).getByLabelText('Rooms'), '3');
    await user.click(within(form).getByRole('button', { name: 'Block these rooms' }));
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Who stays, or what is being repaired. Say who stays or what is being repaired.',
    );
    expect(api.callsTo('POST /api/admin/inventory/blocks')).toHaveLength(0);

    api.use({
      'POST /api/admin/inventory/blocks': fail(
        409,
        'CONFLICT',
        'Tue, 05 Mar 2030 has 1 room of Planter’s Suite free; the block needs 3 rooms. Nothing was blocked.',
      ),
    });
    await user.type(within(form).getByLabelText('Reason'), 'Roof leak over rooms 3 to 5');
    await user.click(within(form).getByRole('button', { name: 'Block these rooms' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Tue, 05 Mar 2030 has 1 room of Planter’s Suite free; the block needs 3 rooms. Nothing was blocked.',
    );
    expect(api.callsTo('POST /api/admin/inventory/blocks')[0]?.body).toEqual({
      roomTypeId: ROOM_TYPE,
      kind: 'maintenance',
      from: '2030-03-05',
      to: '2030-03-06',
      roomCount: 3,
      reason: 'Roof leak over rooms 3 to 5',
    });
    expect(within(form).getByLabelText('Rooms')).toHaveValue(3);
    expect(within(form).getByLabelText('Reason')).toHaveValue('Roof leak over rooms 3 to 5');

    // Fewer rooms: saved, the form closes and the list is read again.
    api.use({
      'POST /api/admin/inventory/blocks': ({ body }) => reply(201, ok(block({ ...(body as object), nights: 2 }))),
      'GET /api/admin/inventory/blocks': ok([
        block({ kind: 'maintenance', roomCount: 1, reason: 'Roof leak over rooms 3 to 5' }),
      ]),
    });
    await user.clear(within(form).getByLabelText('Rooms'));
    await user.type(within(form).getByLabelText('Rooms'), '1');
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Block these rooms' }));
    expect(await screen.findByTestId('room-block')).toHaveTextContent('Maintenance');
    expect(screen.queryByRole('form', { name: 'Block rooms' })).toBeNull();
  });

  it('starts a new block on the nights chosen in the calendar (not on past ones)', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/me': ok(accessOf('property_manager')), 'GET /api/admin/inventory/blocks': ok([]) });
    const { unmount } = renderPanel({ from: '2030-03-10', to: '2030-03-12' });
    await user.click(await screen.findByRole('button', { name: 'Block rooms' }));
    expect(screen.getByLabelText('First night')).toHaveValue('2030-03-10');
    expect(screen.getByLabelText('Last night')).toHaveValue('2030-03-12');
    unmount();
    renderPanel({ from: '2030-01-10', to: '2030-01-12' });
    await user.click(await screen.findByRole('button', { name: 'Block rooms' }));
    expect(screen.getByLabelText('First night')).toHaveValue('');
  });

  it('shows a revenue manager the blocks without Block rooms or Release (the desk’s to do)', async () => {
    mockApi({
      'GET /api/admin/me': ok(accessOf('revenue_manager')),
      'GET /api/admin/inventory/blocks': ok([block()]),
    });
    renderPanel();
    const item = await screen.findByTestId('room-block');
    expect(await screen.findByText('Your role can see the blocks but not add or release them.')).toBeVisible();
    expect(item).toHaveTextContent('The Kapoors, owners');
    expect(within(item).queryByRole('button', { name: 'Release' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block rooms' })).toBeNull();
  });

  it('releases a block only after the confirmation, and shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('property_manager')),
      'GET /api/admin/inventory/blocks': ok([block()]),
      'DELETE /api/admin/inventory/blocks/:id': fail(409, 'CONFLICT', 'This block was already released.'),
    });
    renderPanel();
    await user.click(await within(await screen.findByTestId('room-block')).findByRole('button', { name: 'Release' }));
    const dialog = screen.getByRole('dialog', { name: 'Release this block?' });
    expect(dialog).toHaveTextContent(
      'Releasing gives back 2 rooms of Planter’s Suite for Tue, 05 Mar 2030 to Wed, 06 Mar 2030 (2 nights): guests can book them at once.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep the block' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE /api/admin/inventory/blocks/:id')).toHaveLength(0);

    await user.click(within(screen.getByTestId('room-block')).getByRole('button', { name: 'Release' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Release rooms' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This block was already released.',
    );

    api.use({
      'DELETE /api/admin/inventory/blocks/:id': ok(block({ releasedAt: 1_900_000_100 })),
      'GET /api/admin/inventory/blocks': ok([]),
    });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Release rooms' }));
    expect(await screen.findByText('No rooms are blocked this month.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE /api/admin/inventory/blocks/:id').at(-1)?.path).toBe(
      '/api/admin/inventory/blocks/33333333-3333-4333-8333-333333333333',
    );
  });
});
