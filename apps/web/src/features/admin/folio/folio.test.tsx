import type { Extra, Folio, FolioLine } from '@staybook/contract/folio';
import { todayIst } from '@staybook/contract/stay-dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { BookingFolioPanel } from './components/booking-folio-panel';
import ExtrasPage from './pages/extras-page';

const BOOKING = '7d1f5a52-3a43-4b7e-9c1e-2f0c6d7a8b90';
const GSTIN = '30AAKCS9999M1Z3';
const today = todayIst();

const transfer: Extra = {
  id: 'e1',
  name: 'Airport transfer',
  description: '',
  sac: '996601',
  gstRate: 5,
  price: 1800,
  unit: 'per_item',
  propertyIds: [],
  active: true,
  offeredOnline: false,
};
const room: FolioLine = {
  id: 'r1',
  kind: 'room',
  date: today,
  description: 'Garden Room · 1 room-night',
  sac: '996311',
  quantity: 1,
  ratePercent: 5,
  taxableValue: 4000,
  tax: 200,
  total: 4200,
  payer: 'guest',
  payerName: null,
  payerGstin: null,
  removed: null,
};
const folioOf = (lines: FolioLine[]): Folio => {
  const charged = lines.filter((l) => !l.removed).reduce((n, l) => n + l.total, 0);
  return {
    bookingId: BOOKING,
    bookingCode: 'SB1234',
    lines,
    payments: [],
    payers: [{ payer: 'guest', name: 'Rohan Desai', gstin: null, charged }],
    charged,
    paid: 0,
    balance: charged,
    extras: [transfer],
  };
};

function renderPanel(open = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BookingFolioPanel bookingId={BOOKING} mayChange open={open} />
    </QueryClientProvider>,
  );
}

describe('the booking’s folio', () => {
  it('adds an extra billed to a company with its GSTIN, shows the server’s refusal in words, then the new balance', async () => {
    const posted: FolioLine = {
      ...room,
      id: 'c1',
      kind: 'extra',
      description: 'Airport transfer × 2',
      sac: '996601',
      quantity: 2,
      taxableValue: 3600,
      tax: 180,
      total: 3780,
      payer: 'company',
      payerName: 'Acme Travel',
      payerGstin: GSTIN,
    };
    let first = true;
    let lines = [room];
    const api = mockApi({
      'GET /api/admin/bookings/:id/folio': () => ok(folioOf(lines)),
      'POST /api/admin/bookings/:id/folio/charges': () => {
        if (first) {
          first = false;
          return fail(
            400,
            'VALIDATION_ERROR',
            'This GSTIN has a typing mistake: its last character does not match the others.',
          );
        }
        lines = [room, posted];
        return ok(folioOf(lines));
      },
    });
    renderPanel();
    expect(await screen.findByTestId('folio-balance')).toHaveTextContent('₹4,200');
    const form = screen.getByRole('form', { name: 'Add an extra' });
    await userEvent.clear(within(form).getByLabelText('Quantity'));
    await userEvent.type(within(form).getByLabelText('Quantity'), '2');
    await userEvent.selectOptions(within(form).getByLabelText('Paid by'), 'company');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to folio' }));
    expect(await within(form).findByText(/Company name is required/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/bookings/:id/folio/charges')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Company name'), 'Acme Travel');
    await userEvent.type(within(form).getByLabelText('Company GSTIN'), GSTIN);
    await userEvent.click(within(form).getByRole('button', { name: 'Add to folio' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This GSTIN has a typing mistake');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to folio' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Airport transfer × 2 added to the folio.');
    expect(api.callsTo('POST /api/admin/bookings/:id/folio/charges').at(-1)?.body).toEqual({
      extraId: 'e1',
      quantity: 2,
      payer: 'company',
      companyName: 'Acme Travel',
      gstin: GSTIN,
    });
    expect(screen.getByTestId('folio-balance')).toHaveTextContent('₹7,980');
    expect(screen.getByRole('row', { name: /Airport transfer × 2/ })).toHaveTextContent(
      'Acme Travel (GSTIN 30AAKCS9999M1Z3)',
    );
  });

  it('removes a charge posted by mistake with its reason, and offers nothing to change once the stay is closed', async () => {
    const laundry: FolioLine = {
      ...room,
      id: 'c2',
      kind: 'extra',
      description: 'Laundry × 3',
      sac: '999712',
      total: 425,
    };
    let lines = [room, laundry];
    const api = mockApi({
      'GET /api/admin/bookings/:id/folio': () => ok(folioOf(lines)),
      'POST /api/admin/bookings/:id/folio/charges/:chargeId/remove': ({ body }) => {
        lines = [room, { ...laundry, removed: { at: 1, reason: (body as { reason: string }).reason } }];
        return ok(folioOf(lines));
      },
    });
    const view = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Laundry × 3' }));
    await userEvent.type(screen.getByLabelText('Why is Laundry × 3 removed?'), 'Posted to the wrong room');
    await userEvent.click(screen.getByRole('button', { name: 'Remove charge' }));
    expect(await screen.findByText('Removed: Posted to the wrong room')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/bookings/:id/folio/charges/:chargeId/remove')[0]?.params.chargeId).toBe('c2');
    view.unmount();
    renderPanel(false);
    expect(await screen.findByTestId('folio-balance')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add an extra' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});

const BAGA = { id: '0b9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f', name: 'Baga Beach House', city: 'Baga' };
const PANJIM = { id: '7a0c1f6e-4a43-4d2b-9a55-2f1b3c4d5e6f', name: 'Panjim Heritage', city: 'Panjim' };
const properties = [BAGA, PANJIM];

describe('the Extras page', () => {
  it('chooses the properties an extra is offered at, refusing none chosen under the field', async () => {
    let list: Extra[] = [transfer];
    const api = mockApi({
      'GET /api/admin/extras': () => ok(list),
      'GET /api/admin/bookings/properties': ok(properties),
      'PUT /api/admin/extras/:extraId': ({ body }) => {
        const saved = { ...(body as Omit<Extra, 'id'>), id: transfer.id } as Extra;
        list = [saved];
        return ok(saved);
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ExtrasPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('row', { name: /Airport transfer/ })).toHaveTextContent('Every property');
    await userEvent.click(screen.getByRole('button', { name: 'Change Airport transfer' }));
    const form = screen.getByRole('form', { name: 'Change Airport transfer' });
    const where = within(form).getByRole('group', { name: 'Offered at' });
    await userEvent.click(within(where).getByLabelText('Every property, including ones added later'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save extra' }));
    expect(
      await within(where).findByText(/^Choose the properties that offer it, or Every property/),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/extras/:extraId')).toHaveLength(0);
    await userEvent.type(within(where).getByRole('searchbox', { name: 'Find a property' }), 'panjim');
    expect(within(where).queryByLabelText(/Baga Beach House/)).toBeNull();
    await userEvent.click(within(where).getByLabelText(/Panjim Heritage/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save extra' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Airport transfer saved.');
    expect(api.callsTo('PUT /api/admin/extras/:extraId').at(-1)?.body).toMatchObject({ propertyIds: [PANJIM.id] });
    expect(await screen.findByRole('row', { name: /Airport transfer/ })).toHaveTextContent('Panjim Heritage');
  });

  it('adds an extra taxed as the room, refusing a short SAC under its field and a taken name in the server’s words', async () => {
    let list: Extra[] = [transfer];
    let first = true;
    const api = mockApi({
      'GET /api/admin/extras': () => ok(list),
      'GET /api/admin/bookings/properties': ok(properties),
      'POST /api/admin/extras': ({ body }) => {
        if (first) {
          first = false;
          return fail(409, 'CONFLICT', 'An extra named “Late check-out” exists already.');
        }
        const saved = { ...(body as Omit<Extra, 'id'>), id: 'e2' } as Extra;
        list = [...list, saved];
        return ok(saved);
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ExtrasPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('rowheader', { name: /Airport transfer/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add an extra' }));
    const form = screen.getByRole('form', { name: 'New extra' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Late check-out');
    await userEvent.type(within(form).getByLabelText('SAC'), '9963');
    await userEvent.selectOptions(within(form).getByLabelText('GST rate'), 'room');
    await userEvent.type(within(form).getByLabelText('Price (₹)'), '1500');
    await userEvent.selectOptions(within(form).getByLabelText('Charged'), 'per_stay');
    await userEvent.click(within(form).getByLabelText(/Offered to guests online/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save extra' }));
    expect(await within(form).findByText(/SAC must be the six digits/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/extras')).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText('SAC'));
    await userEvent.type(within(form).getByLabelText('SAC'), '996311');
    await userEvent.click(within(form).getByRole('button', { name: 'Save extra' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('An extra named “Late check-out” exists already.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save extra' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Late check-out saved.');
    expect(api.callsTo('POST /api/admin/extras').at(-1)?.body).toEqual({
      name: 'Late check-out',
      description: '',
      sac: '996311',
      gstRate: null,
      price: 1500,
      unit: 'per_stay',
      propertyIds: [],
      active: true,
      offeredOnline: true,
    });
    expect(await screen.findByRole('rowheader', { name: /Late check-out/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Late check-out/ })).toHaveTextContent('As the room');
  });
});
