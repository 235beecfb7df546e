import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import type { CalendarImport, RoomTypeChannels } from '@staybook/contract/calendar-sync';
import type { ChannelManagerProperty } from '@staybook/contract/channel-manager';
import type { RoomBlock } from '@staybook/contract/room-blocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok, reply } from '../../../test/api-mock';
import { accessOf, renderConsole } from '../test/render-console';
import { CalendarConflictsCard } from './components/conflicts-card';

const PROPERTY = '11111111-1111-4111-8111-111111111111';
const ROOM_TYPE = '22222222-2222-4222-8222-222222222222';
const IMPORT = '55555555-5555-4555-8555-555555555555';

const options: InventoryPropertyOption[] = [
  {
    id: PROPERTY,
    name: 'Anjuna Villa',
    city: 'Goa',
    archived: false,
    roomTypes: [{ id: ROOM_TYPE, name: 'Garden Room', baseRate: 650_000, totalRooms: 4, archived: false }],
  } as InventoryPropertyOption,
];

const airbnb: CalendarImport = {
  id: IMPORT,
  roomTypeId: ROOM_TYPE,
  channel: 'Airbnb',
  url: 'https://www.airbnb.co.in/calendar/ical/123.ics?s=abc',
  lastAttemptAt: 1_795_000_000,
  lastSyncedAt: 1_795_000_000,
  lastError: null,
  eventCount: 2,
};

const conflict: RoomBlock = {
  id: '66666666-6666-4666-8666-666666666666',
  propertyId: PROPERTY,
  propertyName: 'Anjuna Villa',
  roomTypeId: ROOM_TYPE,
  roomTypeName: 'Garden Room',
  kind: 'channel',
  from: '2026-12-24',
  to: '2026-12-25',
  nights: 2,
  roomCount: 1,
  reason: 'Airbnb: Reserved',
  channel: 'Airbnb',
  conflictDates: ['2026-12-24'],
  createdBy: null,
  createdAt: 1_795_000_000,
  releasedAt: null,
};

const channels = (over: Partial<RoomTypeChannels> = {}): RoomTypeChannels => ({
  roomTypeId: ROOM_TYPE,
  roomTypeName: 'Garden Room',
  propertyId: PROPERTY,
  propertyName: 'Anjuna Villa',
  exportUrl: 'http://localhost:3000/api/ical/AbCdEfGhIjKlMnOpQrStUvWx.ics',
  imports: [airbnb],
  conflicts: [],
  ...over,
});

/** The property's channel manager as the panel below the calendars reads it (nothing mapped, none configured). */
const manager = (over: Partial<ChannelManagerProperty> = {}): ChannelManagerProperty => ({
  provider: 'none',
  propertyId: PROPERTY,
  propertyName: 'Anjuna Villa',
  remoteId: null,
  roomTypes: [{ roomTypeId: ROOM_TYPE, name: 'Garden Room', remoteId: null, ratePlans: [] }],
  pendingNights: 0,
  pushes: [],
  revisions: [],
  feed: { lastRunAt: null, lastError: null },
  ...over,
});

beforeEach(() => localStorage.setItem('accessToken', 't'));

describe('the calendar sync screen', () => {
  it('shows the export address and the imported calendars, reads one now and says why a read failed', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('admin')),
      'GET /api/admin/inventory/room-types': ok(options),
      'GET /api/admin/channels/room-types/:id': ok(channels()),
      'GET /api/admin/channels/manager/properties/:id': ok(manager()),
      'POST /api/admin/channels/imports/:id/sync': ok({
        ...airbnb,
        lastError: 'The calendar did not answer within 10 seconds.',
      }),
    });
    renderConsole(`/admin/channels?roomType=${ROOM_TYPE}`);
    expect(await screen.findByLabelText('Export address')).toHaveValue(
      'http://localhost:3000/api/ical/AbCdEfGhIjKlMnOpQrStUvWx.ics',
    );
    // The property follows from the room type.
    expect(screen.getByLabelText('Property')).toHaveValue(PROPERTY);
    const row = screen.getByTestId('calendar-import');
    expect(row).toHaveTextContent('Airbnb');
    expect(row).toHaveTextContent('https://www.airbnb.co.in/calendar/ical/123.ics?s=abc');
    expect(row).toHaveTextContent('2 events at');

    api.use({
      'GET /api/admin/channels/room-types/:id': ok(
        channels({ imports: [{ ...airbnb, lastError: 'The calendar did not answer within 10 seconds.' }] }),
      ),
    });
    await user.click(within(row).getByRole('button', { name: 'Read Airbnb’s calendar now' }));
    expect(
      await within(screen.getByTestId('calendar-import')).findByText(/^The calendar did not answer/),
    ).toHaveTextContent(/Kept from the last good read \(.+\): 2 events\.$/);
    expect(api.callsTo('POST /api/admin/channels/imports/:id/sync')[0]?.path).toBe(
      `/api/admin/channels/imports/${IMPORT}/sync`,
    );
  });

  it('adds a channel’s calendar, keeping what was typed when the server refuses it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('admin')),
      'GET /api/admin/inventory/room-types': ok(options),
      'GET /api/admin/channels/room-types/:id': ok(channels({ imports: [] })),
      'GET /api/admin/channels/manager/properties/:id': ok(manager()),
      'POST /api/admin/channels/imports': fail(
        400,
        'VALIDATION_ERROR',
        'The address answered with a web page, not a calendar. Nothing was saved.',
      ),
    });
    renderConsole(`/admin/channels?property=${PROPERTY}&roomType=${ROOM_TYPE}`);
    expect(await screen.findByText('No channel’s calendar is read for this room type yet.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add a channel’s calendar' });
    // The channel's name: suggestions from the known channels, any other may be typed.
    const suggestions = document.getElementById(
      within(form).getByLabelText('Channel').getAttribute('list') ?? '',
    ) as HTMLDataListElement;
    expect([...suggestions.options].map((o) => o.value)).toEqual([
      'Booking.com',
      'Airbnb',
      'MakeMyTrip',
      'Agoda',
      'Expedia',
      'Vrbo',
      'Goibibo',
    ]);

    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(within(form).getByLabelText('Channel')).toHaveAccessibleDescription(
      'Choose one or type its name. Name the channel, for example Airbnb.',
    );
    expect(api.callsTo('POST /api/admin/channels/imports')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Channel'), 'Airbnb');
    await user.type(within(form).getByLabelText('Calendar address'), 'https://www.airbnb.co.in/login');
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The address answered with a web page, not a calendar. Nothing was saved.',
    );
    expect(within(form).getByLabelText('Channel')).toHaveValue('Airbnb');
    expect(within(form).getByLabelText('Calendar address')).toHaveValue('https://www.airbnb.co.in/login');

    api.use({
      'POST /api/admin/channels/imports': reply(201, ok(airbnb)),
      'GET /api/admin/channels/room-types/:id': ok(channels()),
      'GET /api/admin/channels/manager/properties/:id': ok(manager()),
    });
    await user.clear(within(form).getByLabelText('Calendar address'));
    await user.type(within(form).getByLabelText('Calendar address'), airbnb.url);
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByTestId('calendar-import')).toHaveTextContent('Airbnb');
    expect(api.callsTo('POST /api/admin/channels/imports').at(-1)?.body).toEqual({
      roomTypeId: ROOM_TYPE,
      channel: 'Airbnb',
      url: airbnb.url,
    });
    expect(within(form).getByLabelText('Channel')).toHaveValue('');
  });

  it('rotates the export address and removes a calendar only after asking', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('admin')),
      'GET /api/admin/inventory/room-types': ok(options),
      'GET /api/admin/channels/room-types/:id': ok(channels({ conflicts: [conflict] })),
      'GET /api/admin/channels/manager/properties/:id': ok(manager()),
      'POST /api/admin/channels/room-types/:id/rotate-export': ok(
        channels({ exportUrl: 'http://localhost:3000/api/ical/NewNewNewNewNewNewNewNew.ics', conflicts: [conflict] }),
      ),
      'DELETE /api/admin/channels/imports/:id': ok(null),
    });
    renderConsole(`/admin/channels?property=${PROPERTY}&roomType=${ROOM_TYPE}`);
    expect(await screen.findByTestId('calendar-conflict')).toHaveTextContent(
      'Airbnb has a booking of Garden Room on Thu, 24 Dec 2026, a night already sold here.',
    );

    await user.click(screen.getByRole('button', { name: 'Rotate address' }));
    const rotate = screen.getByRole('dialog', { name: 'Rotate the export address?' });
    expect(rotate).toHaveTextContent('The current address stops working at once');
    await user.click(within(rotate).getByRole('button', { name: 'Keep the address' }));
    expect(api.callsTo('POST /api/admin/channels/room-types/:id/rotate-export')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Rotate address' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rotate address' }));
    expect(
      await screen.findByDisplayValue('http://localhost:3000/api/ical/NewNewNewNewNewNewNewNew.ics'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Airbnb’s calendar' }));
    const remove = screen.getByRole('dialog', { name: 'Stop reading Airbnb’s calendar?' });
    expect(remove).toHaveTextContent('Its 2 blocks on Garden Room are released');
    api.use({ 'GET /api/admin/channels/room-types/:id': ok(channels({ imports: [] })) });
    await user.click(within(remove).getByRole('button', { name: 'Remove calendar' }));
    expect(await screen.findByText('No channel’s calendar is read for this room type yet.')).toBeVisible();
    expect(api.callsTo('DELETE /api/admin/channels/imports/:id')[0]?.path).toBe(
      `/api/admin/channels/imports/${IMPORT}`,
    );
  });
});

describe('the dashboard’s conflicts card', () => {
  function renderCard(propertyId: string) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CalendarConflictsCard propertyId={propertyId} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('lists the conflicts of the chosen property with a link to the room type’s calendar sync', async () => {
    const api = mockApi({ 'GET /api/admin/channels/conflicts': ok([conflict]) });
    renderCard(PROPERTY);
    expect(await screen.findByRole('heading', { name: '1 calendar conflict' })).toBeVisible();
    expect(screen.getByTestId('calendar-conflict')).toHaveTextContent('Airbnb has a booking of Garden Room');
    expect(screen.getByRole('link', { name: 'Calendar sync of Garden Room, Anjuna Villa' })).toHaveAttribute(
      'href',
      `/admin/channels?property=${PROPERTY}&roomType=${ROOM_TYPE}`,
    );
    expect(api.callsTo('GET /api/admin/channels/conflicts')[0]?.url.search).toBe(`?propertyId=${PROPERTY}`);
  });

  it('shows nothing when there is no conflict, and asks for every property when none is chosen', async () => {
    const api = mockApi({ 'GET /api/admin/channels/conflicts': ok([]) });
    const { container } = renderCard('');
    await expect.poll(() => api.callsTo('GET /api/admin/channels/conflicts').length).toBe(1);
    expect(api.callsTo('GET /api/admin/channels/conflicts')[0]?.url.search).toBe('');
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
