import { type ReportGrouping, reportDefinitions } from '@staybook/contract/admin-reports';
import type { StaffRole } from '@staybook/contract/admin-staff';
import { todayIst } from '@staybook/contract/stay-dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../test/api-mock';
import { recordDownloads } from '../../test/record-downloads';
import { renderConsole } from '../../test/render-console';
import { monthRange } from '../logic/report-range';
import { mockReportsApi } from '../test/mock-reports';
import { figures, stayNightsReport } from '../test/report-data';

const RANGE = 'from=2030-03-01&to=2030-03-31';

const mockReports = (role: StaffRole = 'admin') =>
  mockReportsApi(
    {
      'GET /api/admin/reports/stay-nights': ({ url }) =>
        ok(stayNightsReport({ groupBy: (url.searchParams.get('groupBy') ?? 'property') as ReportGrouping })),
    },
    role,
  );

const table = () => screen.findByRole('table', { name: /Stay-night figures, one row per group/ });

describe('the performance report', () => {
  it('prints every definition and the figures by property with their total', async () => {
    const api = mockReports();
    renderConsole(`/admin/reports?${RANGE}`);

    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Property', 'Available', 'Sold', 'Occupancy', 'ADR', 'RevPAR', 'Room revenue', 'Fees kept', 'GST']);
    expect(rows.slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Anjuna Villa', '300', '100', '50%', '₹6,000', '₹3,000', '₹6,00,000', '₹12,000', '₹46,200'],
      ['Candolim Suites', '300', '50', '50%', '—', '₹3,000', '₹3,00,000', '₹12,000', '₹46,200'],
      ['Total', '600', '150', '25%', '₹6,000', '₹3,000', '₹9,00,000', '₹12,000', '₹46,200'],
    ]);
    for (const text of Object.values(reportDefinitions)) expect(screen.getByText(text)).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/reports/stay-nights')[0]?.path).toBe(
      `/api/admin/reports/stay-nights?${RANGE}&groupBy=property`,
    );
  });

  it('asks for this month in IST when the address names no range', async () => {
    const api = mockReports();
    renderConsole('/admin/reports');
    await table();
    const { from, to } = monthRange(todayIst());
    expect(api.callsTo('GET /api/admin/reports/stay-nights')[0]?.url.searchParams.toString()).toBe(
      `from=${from}&to=${to}&groupBy=property`,
    );
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);
  });

  it('asks again by city when the grouping changes, and heads the column so', async () => {
    const api = mockReports();
    renderConsole(`/admin/reports?${RANGE}`);
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'City');
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/reports/stay-nights').map((c) => c.url.searchParams.get('groupBy'))).toEqual([
        'property',
        'city',
      ]),
    );
    expect(await within(await table()).findByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it('asks for the chosen range and property when Show is pressed', async () => {
    const api = mockReports();
    api.use({
      'GET /api/admin/bookings/properties': ok([
        { id: '11111111-1111-4111-8111-111111111111', name: 'Anjuna Villa', city: 'Anjuna' },
      ]),
    });
    renderConsole(`/admin/reports?${RANGE}`);
    await table();
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2030-03-10');
    await userEvent.selectOptions(await screen.findByLabelText('Property'), 'Anjuna Villa (Anjuna)');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/reports/stay-nights').at(-1)?.url.searchParams.toString()).toBe(
        'from=2030-03-10&to=2030-03-31&propertyId=11111111-1111-4111-8111-111111111111&groupBy=property',
      ),
    );
  });

  it('downloads the table as CSV from the same path with .csv and the same query', async () => {
    const api = mockReports();
    api.use({ 'GET /api/admin/reports/stay-nights.csv': 'Property,Available\n' });
    const saved = recordDownloads();
    renderConsole(`/admin/reports?${RANGE}&groupBy=channel`);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['stay-nights-by-channel-2030-03-01-to-2030-03-31.csv']));
    const [csv] = api.callsTo('GET /api/admin/reports/stay-nights.csv');
    expect(csv?.url.search).toBe(`?${RANGE}&groupBy=channel`);
    expect(csv?.headers.authorization).toBe('Bearer t');
  });

  it('says so when nothing was on sale or sold', async () => {
    const api = mockReports();
    api.use({ 'GET /api/admin/reports/stay-nights': ok(stayNightsReport({ rows: [], total: figures() })) });
    renderConsole(`/admin/reports?${RANGE}`);
    expect(await screen.findByText('Nothing was on sale or sold in this range.')).toBeInTheDocument();
  });

  it('shows the server’s refusal with Try again', async () => {
    const api = mockReports();
    api.use({
      'GET /api/admin/reports/stay-nights': fail(400, 'VALIDATION_ERROR', 'A report may cover at most 731 days.'),
    });
    renderConsole(`/admin/reports?${RANGE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('A report may cover at most 731 days.');
    api.use({ 'GET /api/admin/reports/stay-nights': ok(stayNightsReport()) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('shows a revenue manager the stay reports but not payments, GST or documents', async () => {
    mockReports('revenue_manager');
    renderConsole(`/admin/reports?${RANGE}`);
    await table();
    const tabs = screen.getByRole('navigation', { name: 'Reports' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Performance', 'Nights', 'Pickup & pace', 'Cancellations & no-shows']);
    expect(within(tabs).getByRole('link', { name: 'Nights' })).toHaveAttribute(
      'href',
      `/admin/reports/nights?${RANGE}`,
    );
  });
});
