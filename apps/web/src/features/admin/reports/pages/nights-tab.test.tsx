import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../../components/ui/toast';
import { fail, ok } from '../../../../test/api-mock';
import { recordDownloads } from '../../test/record-downloads';
import { renderConsole } from '../../test/render-console';
import { mockReportsApi } from '../test/mock-reports';
import { nightsReport } from '../test/report-data';

const RANGE = 'from=2030-03-01&to=2030-03-02';

describe('the nights report', () => {
  it('lists each night with its figures and the total, and says the revenue by channel', async () => {
    const api = mockReportsApi({ 'GET /api/admin/reports/nights': ok(nightsReport()) });
    renderConsole(`/admin/reports/nights?${RANGE}&propertyId=11111111-1111-4111-8111-111111111111`);

    const table = await screen.findByRole('table', { name: /Each night's stay figures/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Fri, 01 Mar 2030', '10', '7', '70%', '₹6,000', '₹3,000', '₹42,000', '₹12,000', '₹46,200'],
      ['Sat, 02 Mar 2030', '10', '0', '0%', '—', '₹3,000', '₹0', '₹12,000', '₹46,200'],
      ['Total', '20', '7', '35%', '₹6,000', '₹2,100', '₹42,000', '₹12,000', '₹46,200'],
    ]);
    expect(screen.getByText('Occupancy by night')).toBeInTheDocument();
    expect(screen.getByText('Room revenue by channel')).toBeInTheDocument();
    expect(screen.getByText('Website: ₹30,000')).toBeInTheDocument();
    expect(screen.getByText('Phone: ₹12,000')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/reports/nights')[0]?.url.search).toBe(
      `?${RANGE}&propertyId=11111111-1111-4111-8111-111111111111`,
    );
    expect(screen.getByRole('link', { name: 'Nights', current: 'page' })).toBeInTheDocument();
  });

  it('downloads the nights as CSV', async () => {
    const api = mockReportsApi({
      'GET /api/admin/reports/nights': ok(nightsReport()),
      'GET /api/admin/reports/nights.csv': 'Night,Available\n',
    });
    const saved = recordDownloads();
    renderConsole(`/admin/reports/nights?${RANGE}`);
    await screen.findByRole('table', { name: /Each night's stay figures/ });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['nights-2030-03-01-to-2030-03-02.csv']));
    expect(api.callsTo('GET /api/admin/reports/nights.csv')[0]?.url.search).toBe(`?${RANGE}`);
  });

  it('says when a CSV could not be made, and the button stays for another try', async () => {
    mockReportsApi({
      'GET /api/admin/reports/nights': ok(nightsReport()),
      'GET /api/admin/reports/nights.csv': fail(503, 'INTERNAL', 'The report could not be made. Please try again.'),
    });
    const saved = recordDownloads();
    renderConsole(`/admin/reports/nights?${RANGE}`);
    await screen.findByRole('table', { name: /Each night's stay figures/ });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(useToastStore.getState()).toMatchObject({
        show: true,
        type: 'error',
        message: 'The report could not be made. Please try again.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it('shows the error with Try again when the report fails', async () => {
    mockReportsApi({ 'GET /api/admin/reports/nights': fail(500, 'INTERNAL', 'Something went wrong on our side.') });
    renderConsole(`/admin/reports/nights?${RANGE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
