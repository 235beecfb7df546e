import type { BookingFormC, FormCGuest, FormCList } from '@staybook/contract/form-c';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { ANJUNA, accessOf, renderConsole } from '../test/render-console';
import { BookingFormCPanel } from './components/booking-form-c-panel';
import { FormCDayNotice } from './components/form-c-day-notice';

const BOOKING = '7d1f5a52-3a43-4b7e-9c1e-2f0c6d7a8b90';
const today = todayIst();
const now = Math.floor(Date.now() / 1000);

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BookingFormCPanel bookingId={BOOKING} />
    </QueryClientProvider>,
  );
}

describe('the booking’s Foreign guests (Form C)', () => {
  it('starts from the check-in time, names a passport expired before arrival under its field, and sends the details once right', async () => {
    const checkedInAt = now - 3600;
    let guests: FormCGuest[] = [];
    const api = mockApi({
      'GET /api/admin/bookings/:id/form-c': () =>
        ok<BookingFormC>({ bookingId: BOOKING, checkedInAt, checkOut: addDays(today, 2), guests }),
      'POST /api/admin/bookings/:id/form-c': ({ body }) => {
        const details = body as FormCGuest['details'];
        const guest: FormCGuest = {
          id: 'g1',
          bookingId: BOOKING,
          details,
          arrivedAt: checkedInAt,
          dueAt: checkedInAt + 86_400,
          state: 'due',
          submittedAt: null,
          frroReference: null,
          updatedAt: now,
        };
        guests = [guest];
        return ok(guest);
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a foreign guest' }));
    const form = screen.getByRole('form', { name: 'New foreign guest' });
    const ist = new Date((checkedInAt + 19_800) * 1000).toISOString();
    expect(within(form).getByLabelText('Arrival at the hotel (date)')).toHaveValue(ist.slice(0, 10));
    expect(within(form).getByLabelText('Arrival at the hotel (time, IST)')).toHaveValue(ist.slice(11, 16));
    expect(within(form).getByLabelText('Intended departure')).toHaveValue(addDays(today, 2));

    const type = (label: string, text: string) => userEvent.type(within(form).getByLabelText(label), text);
    await type('Surname', 'Müller');
    await type('Given name(s)', 'Anna');
    await userEvent.selectOptions(within(form).getByLabelText('Sex'), 'F');
    await type('Date of birth', '1990-04-12');
    await type('Nationality', 'Germany');
    await type('Address in the country of residence', 'Lindenstraße 4, Berlin');
    await type('Passport number', 'c01x 00t47');
    const passport = within(form).getByRole('group', { name: 'Passport' });
    await userEvent.type(within(passport).getByLabelText('Place of issue'), 'Berlin');
    await userEvent.type(within(passport).getByLabelText('Date of issue'), '2015-01-01');
    await userEvent.type(within(passport).getByLabelText('Valid till'), addDays(today, -2));
    await type('Visa number', 'EV1234567');
    await userEvent.selectOptions(within(form).getByLabelText('Visa type'), 'e-Tourist');
    const visa = within(form).getByRole('group', { name: 'Visa' });
    await userEvent.type(within(visa).getByLabelText('Place of issue'), 'New Delhi');
    await userEvent.type(within(visa).getByLabelText('Date of issue'), addDays(today, -30));
    await userEvent.type(within(visa).getByLabelText('Valid till'), addDays(today, 30));
    await type('Arrived in India from', 'Frankfurt, Germany');
    await type('Date of arrival in India', addDays(today, -1));
    await type('Port of arrival in India', 'Goa (Mopa) airport');
    await type('Next destination', 'Hampi, India');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Form C details' }));

    const expiry = within(passport).getByLabelText('Valid till');
    await waitFor(() =>
      expect(expiry).toHaveAccessibleDescription(/^The passport expired on .*, before the guest arrived/),
    );
    expect(api.callsTo('POST /api/admin/bookings/:id/form-c')).toHaveLength(0);

    await userEvent.clear(expiry);
    await userEvent.type(expiry, '2030-01-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Form C details' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Form C of Anna Müller saved.'));
    expect(api.callsTo('POST /api/admin/bookings/:id/form-c')[0]!.body).toMatchObject({
      passportNumber: 'C01X00T47',
      passportExpiresOn: '2030-01-31',
      purposeOfVisit: 'Tourism',
    });
    const list = await screen.findByRole('list', { name: 'Foreign guests' });
    expect(list).toHaveTextContent('Germany · Passport C01X00T47 · e-Tourist visa EV1234567');
    expect(list).toHaveTextContent(/Due\s*Due in 2[23] h/);
  });
});

describe('the Form C page', () => {
  it('lists overdue before due with the hours, marks one submitted with the FRRO reference', async () => {
    const item = (id: string, dueAt: number, name: string) => ({
      id,
      bookingId: BOOKING,
      bookingCode: `SB${id}`,
      guestName: name,
      nationality: 'France',
      arrivedAt: dueAt - 86_400,
      dueAt,
      state: (dueAt < now ? 'overdue' : 'due') as 'due' | 'overdue',
      submittedAt: null,
      frroReference: null,
    });
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('front_desk')),
      'GET /api/admin/bookings/properties': ok([ANJUNA]),
      'GET /api/admin/form-c': ok<FormCList>({
        propertyId: ANJUNA.id,
        items: [item('1', now - 2 * 3600 - 120, 'Durand, Luc'), item('2', now + 5 * 3600 + 20 * 60 + 30, 'Petit, Zoé')],
      }),
      'POST /api/admin/bookings/:id/form-c/:guestId/submitted': ({ body }) => ok({ ...(body as object) }),
    });
    renderConsole(`/admin/form-c?property=${ANJUNA.id}`);
    const panel = (await screen.findByRole('heading', { name: 'Due and overdue (2)' }, { timeout: 5000 })).closest(
      'section',
    )!;
    const rows = within(panel).getAllByTestId('form-c-item');
    expect(rows[0]).toHaveTextContent(/Durand, Luc.*Overdue\s*Overdue by 2 h 2 min/);
    expect(rows[1]).toHaveTextContent(/Petit, Zoé.*Due\s*Due in 5 h 20 min/);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark Form C of Durand, Luc submitted' }));
    await userEvent.type(screen.getByLabelText('FRRO application/reference number'), 'GOA/2026/00042');
    await userEvent.click(screen.getByRole('button', { name: 'Save as submitted' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Form C of Durand, Luc marked submitted (GOA/2026/00042).'),
    );
    const [call] = api.callsTo('POST /api/admin/bookings/:id/form-c/:guestId/submitted');
    expect(call!.params).toEqual({ id: BOOKING, guestId: '1' });
    expect(call!.body).toEqual({ frroReference: 'GOA/2026/00042' });
  });
});

describe('the Form C page’s departures', () => {
  it('lists the guests who left with the time left to report, and marks one reported', async () => {
    const left = (id: string, name: string, frroReference: string | null) => ({
      id,
      bookingId: BOOKING,
      bookingCode: `SB${id}`,
      guestName: name,
      nationality: 'France',
      frroReference,
      departedAt: now - 3600,
      dueAt: now + 23 * 3600,
      state: 'due' as const,
      reportedAt: null,
    });
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('front_desk')),
      'GET /api/admin/bookings/properties': ok([ANJUNA]),
      'GET /api/admin/form-c': ok<FormCList>({
        propertyId: ANJUNA.id,
        items: [],
        departures: [left('1', 'Durand, Luc', 'GOA-77'), left('2', 'Petit, Zoé', null)],
      }),
      'POST /api/admin/bookings/:id/form-c/:guestId/departure-reported': () => ok({}),
    });
    renderConsole(`/admin/form-c?property=${ANJUNA.id}`);
    const panel = (await screen.findByRole('heading', { name: 'Departures to report (2)' }, { timeout: 5000 })).closest(
      'section',
    )!;
    const rows = within(panel).getAllByTestId('form-c-departure');
    expect(rows[0]).toHaveTextContent(/Durand, Luc.*Form C GOA-77.*Due in 2[23] h/);
    // The arrival not submitted yet: nothing to report against, said so.
    expect(rows[1]).toHaveTextContent('submit the arrival first');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export departures CSV' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark departure of Durand, Luc reported' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Departure of Durand, Luc marked reported.'),
    );
    expect(api.callsTo('POST /api/admin/bookings/:id/form-c/:guestId/departure-reported')[0]?.params).toEqual({
      id: BOOKING,
      guestId: '1',
    });
  });
});

describe('the day view’s Form C line', () => {
  const listed = (states: Array<'due' | 'overdue' | 'submitted'>): FormCList => ({
    propertyId: ANJUNA.id,
    items: states.map((state, k) => ({
      id: String(k),
      bookingId: BOOKING,
      bookingCode: 'SB1',
      guestName: 'Durand, Luc',
      nationality: 'France',
      arrivedAt: now,
      dueAt: now + 86_400,
      state,
      submittedAt: null,
      frroReference: null,
    })),
  });
  const renderNotice = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <FormCDayNotice propertyId={ANJUNA.id} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('counts the property’s overdue and due Form C and links to the Form C page', async () => {
    mockApi({
      'GET /api/admin/me': ok(accessOf('front_desk')),
      'GET /api/admin/form-c': ok(listed(['overdue', 'due', 'due', 'submitted'])),
    });
    renderNotice();
    const line = await screen.findByTestId('form-c-day');
    await waitFor(() => expect(line).toHaveTextContent('Form C for foreign guests: 1 overdue, 2 due · Open Form C'));
    expect(screen.getByRole('link', { name: 'Open Form C' })).toHaveAttribute(
      'href',
      `/admin/form-c?property=${ANJUNA.id}`,
    );
  });

  it('says nothing to a role that may not see identity documents, and asks nothing', async () => {
    const api = mockApi({ 'GET /api/admin/me': ok(accessOf('revenue_manager')) });
    renderNotice();
    await waitFor(() => expect(api.callsTo('GET /api/admin/me')).toHaveLength(1));
    expect(screen.queryByTestId('form-c-day')).toBeNull();
    expect(api.callsTo('GET /api/admin/form-c')).toHaveLength(0);
  });
});
