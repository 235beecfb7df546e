import type { MoneyOverview, StaffAlert, UnsettledCapture } from '@staybook/contract/admin-money';
import type { SettlementsReport } from '@staybook/contract/settlements';
import type { DeadSideEffect, Deliveries } from '@staybook/contract/side-effects';
import type { TaxRegistration, TaxRegistrations } from '@staybook/contract/tax-registrations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiMock, mockApi, reply } from '../../../../test/api-mock';
import MoneyPage from './money-page';

const BOOKING_ID = '7d1f5a52-3a43-4b7e-9c1e-2f0c6d7a8b90';
const ALERT_ID = '0b8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6d';
// 2 Mar 2030, 08:35 UTC = 2:05 PM IST.
const AT = Date.UTC(2030, 2, 2, 8, 35) / 1000;

const alert = (over: Partial<StaffAlert> = {}): StaffAlert => ({
  id: ALERT_ID,
  kind: 'amount_mismatch',
  message: 'Captured ₹9,000 on order order_X1 but the booking costs ₹9,250.',
  bookingId: BOOKING_ID,
  createdAt: AT,
  resolvedAt: null,
  ...over,
});

const unsettled = (over: Partial<UnsettledCapture> = {}): UnsettledCapture => ({
  providerPaymentId: 'pay_Q7',
  orderId: 'order_Q7',
  amount: 12450.4,
  capturedAt: AT,
  bookingId: BOOKING_ID,
  bookingCode: 'SB7K2M9Q',
  bookingStatus: 'expired',
  paymentStatus: 'captured',
  problem: 'captured on a expired booking',
  ...over,
});

const overview = (over: Partial<MoneyOverview> = {}): MoneyOverview => ({
  alerts: [],
  check: { checkedFrom: AT - 30 * 86_400, checkedTo: AT, captures: 4, unsettled: [], uninvoiced: [] },
  kycRetentionDays: 90,
  ...over,
});

type Answer = { status?: number; body: unknown };

const noDeliveries: Deliveries = { waiting: 0, retrying: 0, dead: [] };

const goa: TaxRegistration = {
  stateCode: '30',
  state: 'Goa',
  gstin: '30AAKCS9999M1ZC',
  legalName: 'Staybook Hospitality Private Limited',
  address: 'Dr. Atmaram Borkar Road, Panaji, Goa 403001',
  source: 'configuration',
  isHome: true,
  series: { invoice: 'SB', creditNote: 'CN', debitNote: 'DN' },
  properties: 12,
};
const goaOnly: TaxRegistrations = { registrations: [goa], unregistered: [] };
const zero = { credit: 0, debit: 0, fees: 0, tax: 0, net: 0 };
const noSettlements: SettlementsReport = { from: '2030-02-01', to: '2030-03-02', settlements: [], totals: zero };

/**
 * The money API on the shared mock: each route answers with its status (200 unless given) and body. The failed
 * deliveries answer "none" unless a test says otherwise.
 */
function mockMoneyApi(routes: Record<string, () => Answer>) {
  return mockApi(
    Object.fromEntries(
      Object.entries<() => Answer>({
        'GET /api/admin/deliveries': () => ({ body: { success: true, data: noDeliveries } }),
        'GET /api/admin/tax-registrations': () => ({ body: { success: true, data: goaOnly } }),
        'GET /api/admin/settlements': () => ({ body: { success: true, data: noSettlements } }),
        'GET /api/admin/ecommerce-operators': () => ({ body: { success: true, data: [] } }),
        ...routes,
      }).map(([key, answer]) => [
        key,
        () => {
          const { status = 200, body } = answer();
          return reply(status, body);
        },
      ]),
    ),
  );
}

/** The money overview's calls (the failed deliveries are read on their own). */
const sent = (api: ApiMock) =>
  api.calls.filter((c) => c.url.pathname.startsWith('/api/admin/money')).map((c) => `${c.method} ${c.url.pathname}`);

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/money', element: <MoneyPage /> }], {
    initialEntries: ['/admin/money'],
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.setItem('accessToken', 't'));

describe('the money page', () => {
  it('lists open alerts and unsettled captures with links to their bookings', async () => {
    mockMoneyApi({
      'GET /api/admin/money': () => ({
        body: {
          success: true,
          data: overview({
            alerts: [alert()],
            check: { checkedFrom: AT - 30 * 86_400, checkedTo: AT, captures: 4, unsettled: [unsettled()] },
          }),
        },
      }),
    });
    renderPage();

    const heading = await screen.findByRole('heading', { name: 'Alerts needing a person' });
    const alerts = heading.closest('section') as HTMLElement;
    expect(within(alerts).getByText(alert().message)).toBeInTheDocument();
    expect(within(alerts).getByText('02 Mar 2030, 2:05 PM')).toBeInTheDocument();
    expect(within(alerts).getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING_ID}`,
    );

    const table = screen.getByRole('table', { name: /neither a standing booking nor a refund/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Captured (IST)', 'Amount', 'Order', 'Payment', 'Booking', 'Booking status', 'Problem']);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row as HTMLElement).getByText('₹12,450.40')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('order_Q7')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('pay_Q7')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Hold expired')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('captured on a expired booking')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByRole('link', { name: 'SB7K2M9Q' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING_ID}`,
    );
    expect(screen.getByText('1 capture of 4', { exact: false })).toBeInTheDocument();
    expect(
      screen.getByText('Identity documents (KYC) are encrypted at rest and deleted 90 days after they are submitted.'),
    ).toBeInTheDocument();
  });

  it('marks an alert as handled, and the alert is gone once the list is read again', async () => {
    let open = [
      alert(),
      alert({
        id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
        kind: 'refund_stuck',
        message: 'The refund for order order_R2 was refused 5 times.',
        bookingId: null,
      }),
    ];
    const calls = mockMoneyApi({
      'GET /api/admin/money': () => ({ body: { success: true, data: overview({ alerts: open }) } }),
      [`POST /api/admin/money/alerts/${ALERT_ID}/resolve`]: () => {
        const [handled] = open;
        open = open.slice(1);
        return { body: { success: true, data: { ...handled, resolvedAt: AT + 60 } } };
      },
    });
    const user = userEvent.setup();
    renderPage();

    const buttons = await screen.findAllByRole('button', { name: 'Mark as handled' });
    expect(buttons).toHaveLength(2);
    expect(screen.getByText('Refund stuck')).toBeInTheDocument();
    await user.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText(alert().message)).toBeNull());
    expect(screen.getAllByRole('button', { name: 'Mark as handled' })).toHaveLength(1);
    expect(sent(calls)).toEqual([
      'GET /api/admin/money',
      `POST /api/admin/money/alerts/${ALERT_ID}/resolve`,
      'GET /api/admin/money',
    ]);
  });

  it('says why an alert was not marked as handled and keeps it', async () => {
    mockMoneyApi({
      'GET /api/admin/money': () => ({ body: { success: true, data: overview({ alerts: [alert()] }) } }),
      [`POST /api/admin/money/alerts/${ALERT_ID}/resolve`]: () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Open alert not found.' } },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not marked as handled: Open alert not found.');
    expect(screen.getByRole('button', { name: 'Mark as handled' })).toBeEnabled();
  });

  it('says every capture is settled when none is left over, and checks again on request', async () => {
    const calls = mockMoneyApi({ 'GET /api/admin/money': () => ({ body: { success: true, data: overview() } }) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No open alerts.')).toBeInTheDocument();
    expect(
      screen.getByText('All 4 captures from 31 Jan 2030, 2:05 PM to 02 Mar 2030, 2:05 PM are settled.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Unsettled captures/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeEnabled();
  });

  it('shows the error with a retry when the provider cannot be asked', async () => {
    mockMoneyApi({
      'GET /api/admin/money': () => ({
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The payment provider did not answer.' } },
      }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider did not answer.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists a document or message that failed for good, with its reason, and retries it on request', async () => {
    const dead: DeadSideEffect = {
      id: 41,
      kind: 'guest-message',
      what: 'Message to the guest',
      bookingId: BOOKING_ID,
      bookingCode: 'SB7K2M9Q',
      attempts: 8,
      lastError: 'sms: The SMS provider timed out.',
      createdAt: AT - 3 * 3600,
      deadAt: AT,
    };
    let list: Deliveries = { waiting: 0, retrying: 2, dead: [dead] };
    const calls = mockMoneyApi({
      'GET /api/admin/money': () => ({ body: { success: true, data: overview() } }),
      'GET /api/admin/deliveries': () => ({ body: { success: true, data: list } }),
      'POST /api/admin/deliveries/41/retry': () => {
        list = { ...list, dead: [] };
        return { body: { success: true, data: { outcome: 'delivered' } } };
      },
    });
    const user = userEvent.setup();
    renderPage();

    const heading = await screen.findByRole('heading', { name: 'Deliveries that failed' });
    const panel = heading.closest('section') as HTMLElement;
    expect(await within(panel).findByText('Message to the guest · booking SB7K2M9Q')).toBeInTheDocument();
    expect(within(panel).getByText(/2 waiting for their next attempt\./)).toBeInTheDocument();
    expect(
      within(panel).getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent === 'Failed 8 times, last on 02 Mar 2030, 2:05 PM: sms: The SMS provider timed out.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING_ID}`,
    );
    await user.click(within(panel).getByRole('button', { name: 'Retry now' }));
    expect(await within(panel).findByText('Nothing failed for good.')).toBeInTheDocument();
    expect(calls.calls.map((c) => `${c.method} ${c.url.pathname}`)).toContain('POST /api/admin/deliveries/41/retry');
  });

  it('says why a retry could not be made and keeps the item', async () => {
    const dead: DeadSideEffect = {
      id: 42,
      kind: 'tax-documents',
      what: 'Tax documents',
      bookingId: null,
      bookingCode: null,
      attempts: 8,
      lastError: null,
      createdAt: AT,
      deadAt: AT,
    };
    mockMoneyApi({
      'GET /api/admin/money': () => ({ body: { success: true, data: overview() } }),
      'GET /api/admin/deliveries': () => ({ body: { success: true, data: { waiting: 0, retrying: 0, dead: [dead] } } }),
      'POST /api/admin/deliveries/42/retry': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Failed delivery not found.' } },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Retry now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not retried: Failed delivery not found.');
    expect(screen.getByText('Tax documents')).toBeInTheDocument();
    expect(screen.getByText('None is waiting for a retry.', { exact: false })).toBeInTheDocument();
  });

  it('names a paid or ended stay that has no tax invoice, and says so when every one has', async () => {
    mockMoneyApi({
      'GET /api/admin/money': () => ({
        body: {
          success: true,
          data: overview({
            check: {
              checkedFrom: AT - 30 * 86_400,
              checkedTo: AT,
              captures: 4,
              unsettled: [],
              uninvoiced: [
                {
                  bookingId: BOOKING_ID,
                  bookingCode: 'SB7K2M9Q',
                  bookingStatus: 'completed',
                  charged: 12_600,
                  paid: 12_600,
                },
              ],
            },
          }),
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('1 paid or ended stay has no tax invoice.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /no tax invoice/ });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row as HTMLElement).getByRole('link', { name: 'SB7K2M9Q' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING_ID}`,
    );
    expect(within(row as HTMLElement).getAllByText('₹12,600')).toHaveLength(2);
  });

  it('shows the books per GSTIN (money held = documents + advances) and names a booking where they differ', async () => {
    mockMoneyApi({
      'GET /api/admin/money': () => ({
        body: {
          success: true,
          data: overview({
            check: {
              checkedFrom: AT - 30 * 86_400,
              checkedTo: AT,
              captures: 4,
              unsettled: [],
              uninvoiced: [],
              books: {
                byGstin: [
                  {
                    gstin: '30AAKCS9999M1ZC',
                    cash: 13_650,
                    documents: 10_500,
                    advancesOutstanding: 3_150,
                    inFlight: 0,
                    owed: 0,
                  },
                ],
                unreconciled: [
                  {
                    bookingId: BOOKING_ID,
                    bookingCode: 'SB7K2M9Q',
                    gstin: '30AAKCS9999M1ZC',
                    cash: 3_150.5,
                    documents: 0,
                    advancesOutstanding: 3_150,
                    difference: 0.5,
                  },
                ],
              },
            },
          }),
        },
      }),
    });
    renderPage();
    expect(
      await screen.findByText('1 booking holds money that is neither invoiced nor an advance.'),
    ).toBeInTheDocument();
    const byGstin = screen.getByRole('table', { name: /per GSTIN/ });
    const [, gstinRow] = within(byGstin).getAllByRole('row');
    expect(gstinRow).toHaveTextContent('30AAKCS9999M1ZC');
    expect(gstinRow).toHaveTextContent('₹3,150.00');
    const table = screen.getByRole('table', { name: /Money held against documents/ });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row as HTMLElement).getByRole('link', { name: 'SB7K2M9Q' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING_ID}`,
    );
    expect(row).toHaveTextContent('₹0.50');
  });

  it('lists the GST registrations, warns of a state on sale without one, and saves a new one', async () => {
    let saved: unknown;
    const rajasthan: TaxRegistration = {
      ...goa,
      stateCode: '08',
      state: 'Rajasthan',
      gstin: '08AAKCS9999M1ZZ',
      address: 'C-Scheme, Jaipur, Rajasthan 302001',
      source: 'console',
      isHome: false,
      series: { invoice: 'SB08', creditNote: 'CN08', debitNote: 'DN08' },
      properties: 2,
    };
    const api = mockMoneyApi({
      'GET /api/admin/money': () => ({ body: { success: true, data: overview() } }),
      'GET /api/admin/tax-registrations': () => ({
        body: {
          success: true,
          data: saved
            ? { registrations: [goa, rajasthan], unregistered: [] }
            : { ...goaOnly, unregistered: [{ state: 'Rajasthan', properties: ['Haveli Jaipur', 'Lake Pichola'] }] },
        },
      }),
      'PUT /api/admin/tax-registrations/08': () => {
        saved = true;
        return { body: { success: true, data: rajasthan } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: /GST registrations/ });
    expect(within(table).getByRole('row', { name: /Goa/ })).toHaveTextContent('30AAKCS9999M1ZC');
    expect(screen.getByRole('alert')).toHaveTextContent('Rajasthan: Haveli Jaipur, Lake Pichola');

    await user.click(screen.getByRole('button', { name: 'Add a registration' }));
    const form = screen.getByRole('form', { name: 'GST registration' });
    expect(within(form).getByLabelText('State')).toHaveValue('08');
    // A Goa GSTIN for Rajasthan is refused before it is sent, saying why.
    await user.type(within(form).getByLabelText(/GSTIN/), '30AAKCS9999M1ZC');
    await user.type(within(form).getByLabelText(/Registered address/), 'C-Scheme, Jaipur, Rajasthan 302001');
    await user.click(within(form).getByRole('button', { name: 'Save registration' }));
    expect(await within(form).findByText(/a registration in Rajasthan starts with 08/)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/GSTIN/));
    await user.type(within(form).getByLabelText(/GSTIN/), '08aakcs9999m1zz');
    await user.click(within(form).getByRole('button', { name: 'Save registration' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: /GST registrations/ })).getByRole('row', { name: /Rajasthan/ }),
      ).toHaveTextContent('SB08 · CN08 · DN08'),
    );
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/admin/tax-registrations/08');
  });

  it('shows each settlement to the bank with its UTR, fees, GST on fees and credit to the paisa, and asks for the days chosen', async () => {
    const settlement = {
      settlementId: 'setl_sbx20300302',
      utr: 'SBXN2030030200000001',
      settledAt: AT,
      provider: 'sandbox',
      credit: 10708.5,
      debit: 1200.05,
      fees: 214.17,
      tax: 38.55,
      net: 9255.73,
      lines: [
        {
          type: 'payment' as const,
          entityId: 'pay_Q7',
          paymentId: 'pay_Q7',
          bookingId: BOOKING_ID,
          bookingCode: 'SB7K2M9Q',
          method: 'card',
          credit: 10708.5,
          debit: 0,
          fee: 214.17,
          tax: 38.55,
        },
      ],
    };
    const api = mockMoneyApi({
      'GET /api/admin/money': () => ({ body: { success: true, data: overview() } }),
      'GET /api/admin/settlements': () => ({
        body: {
          success: true,
          data: { ...noSettlements, settlements: [settlement], totals: { ...settlement, fees: 214.17 } },
        },
      }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: /^Settlements from/ });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([
      'SBXN2030030200000001',
      '₹10,708.50',
      '₹1,200.05',
      '₹214.17',
      '₹38.55',
      '₹9,255.73',
    ]);
    expect(
      within(row as HTMLElement).getByText(/SB7K2M9Q \(card\): ₹10,708.50, fee ₹214.17 \+ GST ₹38.55/),
    ).toBeInTheDocument();

    // A date input takes a whole date at once, as the browser's picker gives it.
    fireEvent.change(screen.getByLabelText('Settled from'), { target: { value: '2030-01-15' } });
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.url.pathname === '/api/admin/settlements' && c.url.searchParams.get('from') === '2030-01-15',
        ),
      ).toBe(true),
    );
  });
});

describe('the register of OTAs (issue 41)', () => {
  const booking = {
    id: '5b1c7e2a-0000-4000-8000-0000000000bb',
    name: 'Booking.com',
    legalName: 'Booking.com (demo operator)',
    section: '52' as const,
    active: true,
    gstins: [{ stateCode: '30', state: 'Goa', gstin: '30AAHCB7777K1ZC' }],
    bookings: 3,
  };
  const withOverview = { 'GET /api/admin/money': () => ({ body: { success: true, data: overview() } }) };

  it('lists each OTA with its section and GSTIN by state, and one without a GSTIN as incomplete', async () => {
    mockMoneyApi({
      ...withOverview,
      'GET /api/admin/ecommerce-operators': () => ({
        body: {
          success: true,
          data: [
            booking,
            {
              ...booking,
              id: '5b1c7e2a-0000-4000-8000-0000000000cc',
              name: 'Agoda',
              legalName: null,
              gstins: [],
              bookings: 0,
            },
          ],
        },
      }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: /OTAs the brand sells through/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Booking.com');
    expect(rows[0]).toHaveTextContent('Collects tax at source (section 52)');
    expect(rows[0]).toHaveTextContent('Goa: 30AAHCB7777K1ZC');
    expect(rows[1]).toHaveTextContent('None: its stays are incomplete for GSTR-1');
  });

  it('checks each GSTIN before it is sent, then adds the OTA', async () => {
    const api = mockMoneyApi({
      ...withOverview,
      'POST /api/admin/ecommerce-operators': () => ({ body: { success: true, data: booking } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add an OTA' }));
    const form = screen.getByRole('form', { name: 'OTA' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Booking.com');
    const gstin = within(form).getByLabelText('GSTIN in Goa');
    // A Maharashtra GSTIN in Goa's field: said under the field, nothing sent.
    await userEvent.type(gstin, '27AAHCB7777K1ZZ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save OTA' }));
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(/is a registration in Maharashtra/);
    expect(api.callsTo('POST /api/admin/ecommerce-operators')).toHaveLength(0);

    await userEvent.clear(gstin);
    await userEvent.type(gstin, '30aahcb7777k1zc');
    await userEvent.click(within(form).getByRole('button', { name: 'Save OTA' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/ecommerce-operators')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/ecommerce-operators')[0]?.body).toEqual({
      name: 'Booking.com',
      section: '52',
      active: true,
      gstins: [{ stateCode: '30', gstin: '30AAHCB7777K1ZC' }],
    });
  });
});
