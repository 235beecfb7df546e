import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/api-mock';
import { recordDownloads } from '../../test/record-downloads';
import { renderConsole } from '../../test/render-console';
import { mockReportsApi } from '../test/mock-reports';
import { BOOKING_ID, cancellationRow, cancellationsReport } from '../test/report-data';

const RANGE = 'from=2030-03-01&to=2030-03-31';

describe('the cancellations and no-shows report', () => {
  it('lists each with its booking linked, the nights lost and the fee kept, with totals', async () => {
    mockReportsApi({
      'GET /api/admin/reports/cancellations': ok(
        cancellationsReport({
          rows: [
            cancellationRow(),
            cancellationRow({
              bookingId: '9d1f5a52-3a43-4b7e-9c1e-2f0c6d7a8b91',
              bookingCode: 'SBEARLY1',
              kind: 'early_departure',
              kindLabel: 'Early departure',
              roomNightsLost: 2,
              feeKept: 0,
              feeGst: 0,
            }),
          ],
          totals: { cancellations: 0, noShows: 1, earlyDepartures: 1, roomNightsLost: 5, feesKept: 6000, feeGst: 720 },
        }),
      ),
    });
    renderConsole(`/admin/reports/cancellations?${RANGE}`);

    const table = await screen.findByRole('table', { name: /Cancellations, no-shows and early departures/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      [
        '05 Mar 2030',
        'No-show',
        'SB7K2M9Q',
        'Anjuna Villa',
        '05 Mar 2030 → 08 Mar 2030',
        '3',
        '₹18,000',
        '₹6,000',
        '₹720',
      ],
      [
        '05 Mar 2030',
        'Early departure',
        'SBEARLY1',
        'Anjuna Villa',
        '05 Mar 2030 → 08 Mar 2030',
        '2',
        '₹18,000',
        '₹0',
        '₹0',
      ],
      ['Total', '5', '', '₹6,000', '₹720'],
    ]);
    expect(within(table).getByRole('link', { name: 'SB7K2M9Q' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING_ID}`,
    );
    const counts = screen.getByText('No-shows').closest('dl') as HTMLElement;
    expect([...counts.querySelectorAll('dt, dd')].map((c) => c.textContent)).toEqual([
      'Cancellations',
      '0',
      'No-shows',
      '1',
      'Early departures',
      '1',
    ]);
  });

  it('shows a fee kept with paise to the paisa, two decimals down its column and total', async () => {
    mockReportsApi({
      'GET /api/admin/reports/cancellations': ok(
        cancellationsReport({
          rows: [
            cancellationRow({ feeKept: 9075, feeGst: 1634, exact: { feeKept: 9075, feeGst: 1633.5 } }),
            cancellationRow({
              bookingCode: 'SBEARLY1',
              feeKept: 6000,
              feeGst: 720,
              exact: { feeKept: 6000, feeGst: 720 },
            }),
          ],
          totals: {
            cancellations: 0,
            noShows: 2,
            earlyDepartures: 0,
            roomNightsLost: 6,
            feesKept: 15075,
            feeGst: 2354,
            exact: { feesKept: 15075, feeGst: 2353.5 },
          },
        }),
      ),
    });
    renderConsole(`/admin/reports/cancellations?${RANGE}`);

    const table = await screen.findByRole('table', { name: /Cancellations, no-shows and early departures/ });
    const kept = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent).slice(-2));
    expect(kept).toEqual([
      ['₹9,075', '₹1,633.50'],
      ['₹6,000', '₹720.00'],
      ['₹15,075', '₹2,353.50'],
    ]);
  });

  it('says so when there were none', async () => {
    mockReportsApi({
      'GET /api/admin/reports/cancellations': ok(
        cancellationsReport({
          rows: [],
          totals: { cancellations: 0, noShows: 0, earlyDepartures: 0, roomNightsLost: 0, feesKept: 0, feeGst: 0 },
        }),
      ),
    });
    renderConsole(`/admin/reports/cancellations?${RANGE}`);
    expect(
      await screen.findByText('No cancellations, no-shows or early departures in this range.'),
    ).toBeInTheDocument();
  });

  it('downloads the list as CSV', async () => {
    const api = mockReportsApi({
      'GET /api/admin/reports/cancellations': ok(cancellationsReport()),
      'GET /api/admin/reports/cancellations.csv': 'Kind,Booking\n',
    });
    const saved = recordDownloads();
    renderConsole(`/admin/reports/cancellations?${RANGE}`);
    await screen.findByRole('table', { name: /Cancellations, no-shows/ });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['cancellations-2030-03-01-to-2030-03-31.csv']));
    expect(api.callsTo('GET /api/admin/reports/cancellations.csv')[0]?.url.search).toBe(`?${RANGE}`);
  });
});
