import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/api-mock';
import { recordDownloads } from '../../test/record-downloads';
import { renderConsole } from '../../test/render-console';
import { mockReportsApi } from '../test/mock-reports';
import { BOOKING_ID, paymentRow, paymentsReport } from '../test/report-data';

const RANGE = 'from=2030-03-01&to=2030-03-31';
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('the payments report', () => {
  it('shows money by day and method, and each payment with its booking and provider reference', async () => {
    const api = mockReportsApi({
      'GET /api/admin/reports/payments': ok(
        paymentsReport({
          rows: [
            paymentRow(),
            paymentRow({ bookingId: null, bookingCode: null, providerReference: null, amount: 500 }),
          ],
        }),
      ),
    });
    renderConsole(`/admin/reports/payments?${RANGE}`);

    const days = await screen.findByRole('table', { name: /Payments by day and method/ });
    expect(cellsOf(days)).toEqual([['02 Mar 2030', 'Card', '₹12,450', '₹0', '₹0', '₹3,000', '₹0', '2']]);
    const payments = screen.getByRole('table', { name: /Each payment with its booking/ });
    expect(cellsOf(payments)).toEqual([
      ['02 Mar 2030, 2:05 PM', 'Card', 'Captured', '₹12,450', 'SB7K2M9Q', 'pay_Q7'],
      ['02 Mar 2030, 2:05 PM', 'Card', 'Captured', '₹500', 'No booking', '—'],
    ]);
    expect(within(payments).getByRole('link', { name: 'SB7K2M9Q' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING_ID}`,
    );
    expect(screen.getByText('Money check: every capture in these days is a booking or a refund.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the money panel' })).toBeNull();
    expect(screen.getByText('Net held').nextElementSibling).toHaveTextContent('₹12,450');
    expect(api.callsTo('GET /api/admin/reports/payments')[0]?.url.search).toBe(`?${RANGE}`);
  });

  it('shows a ₹10,708.50 refund to the paisa, with two decimals down a column that has paise', async () => {
    const exact = { captured: 12450, refunded: 10708.5, pending: 0, failed: 0, mismatched: 0 };
    mockReportsApi({
      'GET /api/admin/reports/payments': ok(
        paymentsReport({
          days: [{ date: '2030-03-02', method: 'card', ...exact, refunded: 10709, count: 2, exact }],
          rows: [
            paymentRow({ exactAmount: 12450 }),
            paymentRow({ status: 'refunded', statusLabel: 'Refunded', amount: 10709, exactAmount: 10708.5 }),
          ],
          totals: {
            ...exact,
            refunded: 10709,
            net: 1741,
            exact: { ...exact, net: 1741.5 },
          },
        }),
      ),
    });
    renderConsole(`/admin/reports/payments?${RANGE}`);

    const days = await screen.findByRole('table', { name: /Payments by day and method/ });
    expect(cellsOf(days)).toEqual([['02 Mar 2030', 'Card', '₹12,450', '₹10,708.50', '₹0', '₹0', '₹0', '2']]);
    const payments = screen.getByRole('table', { name: /Each payment with its booking/ });
    expect(cellsOf(payments).map((cells) => cells[3])).toEqual(['₹12,450.00', '₹10,708.50']);
    expect(screen.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹10,708.50');
    expect(screen.getByText('Net held').nextElementSibling).toHaveTextContent('₹1,741.50');
  });

  it('raises unsettled captures with a link to the money panel', async () => {
    mockReportsApi({ 'GET /api/admin/reports/payments': ok(paymentsReport({ unsettled: 2 })) });
    renderConsole(`/admin/reports/payments?${RANGE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Money check: 2 captures are neither a standing booking nor a refund.');
    expect(within(alert).getByRole('link', { name: 'Open the money panel' })).toHaveAttribute('href', '/admin/money');
  });

  it('says when the range had no payments', async () => {
    mockReportsApi({
      'GET /api/admin/reports/payments': ok(
        paymentsReport({
          days: [],
          rows: [],
          totals: { captured: 0, refunded: 0, net: 0, pending: 0, failed: 0, mismatched: 0 },
        }),
      ),
    });
    renderConsole(`/admin/reports/payments?${RANGE}`);
    expect(await screen.findAllByText('No payments in this range.')).toHaveLength(2);
  });

  it('downloads the payments as CSV', async () => {
    const api = mockReportsApi({
      'GET /api/admin/reports/payments': ok(paymentsReport()),
      'GET /api/admin/reports/payments.csv': 'Day,Method\n',
    });
    const saved = recordDownloads();
    renderConsole(`/admin/reports/payments?${RANGE}`);
    await screen.findByRole('table', { name: /Payments by day and method/ });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['payments-2030-03-01-to-2030-03-31.csv']));
    expect(api.callsTo('GET /api/admin/reports/payments.csv')[0]?.url.search).toBe(`?${RANGE}`);
  });

  it('is refused to a member without the money permission, who is not asked about money', async () => {
    const api = mockReportsApi({}, 'revenue_manager');
    renderConsole(`/admin/reports/payments?${RANGE}`);
    expect(await screen.findByText(/cannot open this page/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/reports/payments')).toEqual([]);
  });
});
