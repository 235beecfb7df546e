import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/api-mock';
import { recordDownloads } from '../../test/record-downloads';
import { renderConsole } from '../../test/render-console';
import { mockReportsApi } from '../test/mock-reports';
import { pickupReport } from '../test/report-data';

const RANGE = 'from=2030-03-01&to=2030-03-31';
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('the pickup and pace report', () => {
  it('shows what is on the books, what was booked each day and the pace against a year earlier', async () => {
    const api = mockReportsApi({ 'GET /api/admin/reports/pickup': ok(pickupReport()) });
    renderConsole(`/admin/reports/pickup?${RANGE}`);

    expect(await screen.findByText('On the books for 01 Mar 2030 to 31 Mar 2030')).toBeInTheDocument();
    expect(screen.getByText('40 room-nights · ₹2,40,000')).toBeInTheDocument();
    expect(screen.getByText('Final a year earlier, 02 Mar 2029 to 01 Apr 2029')).toBeInTheDocument();
    expect(screen.getByText('52 room-nights · ₹3,01,000')).toBeInTheDocument();
    expect(cellsOf(screen.getByRole('table', { name: /booked each day/ }))).toEqual([
      ['Sun, 10 Feb 2030', '4', '₹24,000'],
      ['Mon, 11 Feb 2030', '-1', '-₹6,000'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: /this year and a year earlier/ }))).toEqual([
      ['30', '20', '₹1,20,000', '15', '₹80,000'],
      ['0', '40', '₹2,40,000', '35', '₹1,90,000'],
    ]);
    expect(screen.getByText('Pickup: room-nights booked per day')).toBeInTheDocument();
    expect(screen.getByText('Room-nights booked over these days, net of those given back: 3.')).toBeInTheDocument();
    expect(screen.getByText('Pace against a year earlier')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/reports/pickup')[0]?.url.search).toBe(`?${RANGE}`);
  });

  it('says when nothing was booked for the window', async () => {
    mockReportsApi({ 'GET /api/admin/reports/pickup': ok(pickupReport({ pickup: [] })) });
    renderConsole(`/admin/reports/pickup?${RANGE}`);
    expect(await screen.findByText('Nothing was booked for this window in these days.')).toBeInTheDocument();
  });

  it('downloads pickup and pace as CSV', async () => {
    const api = mockReportsApi({
      'GET /api/admin/reports/pickup': ok(pickupReport()),
      'GET /api/admin/reports/pickup.csv': 'Booked on,Room-nights\n',
    });
    const saved = recordDownloads();
    renderConsole(`/admin/reports/pickup?${RANGE}`);
    await screen.findByRole('table', { name: /booked each day/ });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['pickup-2030-03-01-to-2030-03-31.csv']));
    expect(api.callsTo('GET /api/admin/reports/pickup.csv')[0]?.url.search).toBe(`?${RANGE}`);
  });
});
