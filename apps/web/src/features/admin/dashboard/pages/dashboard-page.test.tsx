import { reportDefinitions } from '@staybook/contract/admin-reports';
import { todayIst } from '@staybook/contract/stay-dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/api-mock';
import { monthRange, quickRanges } from '../../reports/logic/report-range';
import { cancellationsReport, nightsReport, pickupReport } from '../../reports/test/report-data';
import DashboardPage from './dashboard-page';

function renderDashboard(url = '/admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin', element: <DashboardPage /> }], { initialEntries: [url] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const mockDashboardApi = () =>
  mockApi({
    'GET /api/admin/bookings/properties': ok([]),
    'GET /api/admin/reports/nights': ok(nightsReport()),
    'GET /api/admin/reports/pickup': ok(pickupReport()),
    'GET /api/admin/reports/cancellations': ok(cancellationsReport()),
    'GET /api/admin/channels/conflicts': ok([]),
  });

beforeEach(() => localStorage.setItem('accessToken', 't'));

describe('the dashboard', () => {
  it('shows the nights report’s figures for this month, with the definitions, and the reports’ requests', async () => {
    const api = mockDashboardApi();
    renderDashboard();

    const figures = await screen.findByRole('region', { name: 'Key figures' });
    const tiles = Object.fromEntries(
      [...figures.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(tiles).toEqual({
      Occupancy: '35%',
      'Room-nights available': '20',
      'Room-nights sold': '7',
      ADR: '₹6,000',
      RevPAR: '₹2,100',
      'Room revenue': '₹42,000',
      'Fees kept': '₹12,000',
      GST: '₹46,200',
      Cancellations: '0',
    });
    expect(within(figures).getByText('7 of 20 room-nights')).toBeInTheDocument();
    expect(within(figures).getByText('No-shows: 1. Early departures: 0.')).toBeInTheDocument();
    for (const text of Object.values(reportDefinitions)) expect(screen.getAllByText(text).length).toBeGreaterThan(0);

    const { from, to } = monthRange(todayIst());
    for (const report of ['nights', 'pickup', 'cancellations'])
      expect(api.callsTo(`GET /api/admin/reports/${report}`)[0]?.url.search).toBe(`?from=${from}&to=${to}`);
    // The charts come in a chunk of their own, after the figures (its first load takes more than a second here).
    expect(
      await screen.findByText('Occupancy by night', { selector: 'figcaption' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Pickup: room-nights booked per day')).toBeInTheDocument();
    expect(screen.getByText('Room revenue by channel')).toBeInTheDocument();
    // One table: the nights (the charts carry their figures in words).
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Fri, 01 Mar 203070%7 / 10₹42,000', 'Sat, 02 Mar 20300%0 / 10₹0']);
    expect(screen.getByRole('link', { name: 'Open reports' })).toHaveAttribute('href', '/admin/reports');
  });

  it('asks the reports for the range chosen, and links to Reports with it', async () => {
    const api = mockDashboardApi();
    renderDashboard();
    await screen.findByRole('region', { name: 'Key figures' });
    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    const last = quickRanges(todayIst())[1] as { from: string; to: string };
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/reports/nights').at(-1)?.url.search).toBe(`?from=${last.from}&to=${last.to}`),
    );
    expect(screen.getByRole('link', { name: 'Open reports' })).toHaveAttribute(
      'href',
      `/admin/reports?from=${last.from}&to=${last.to}`,
    );
  });

  it('draws the figures when only the pickup fails, and offers Try again where its chart would be', async () => {
    const api = mockDashboardApi();
    api.use({ 'GET /api/admin/reports/pickup': fail(500, 'INTERNAL', 'The pickup could not be read.') });
    renderDashboard();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The pickup could not be read.');
    expect(screen.getByRole('region', { name: 'Key figures' })).toBeInTheDocument();
    expect(screen.getByText('Occupancy by night', { selector: 'figcaption' })).toBeInTheDocument();
    api.use({ 'GET /api/admin/reports/pickup': ok(pickupReport()) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pickup: room-nights booked per day')).toBeInTheDocument();
  });

  it('shows the nights report’s error with Try again', async () => {
    const api = mockDashboardApi();
    api.use({ 'GET /api/admin/reports/nights': fail(500, 'INTERNAL', 'Something went wrong on our side.') });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
