import { gstSectionLabels, gstSections } from '@staybook/contract/admin-reports';
import { todayIst } from '@staybook/contract/stay-dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../test/api-mock';
import { recordDownloads } from '../../test/record-downloads';
import { renderConsole } from '../../test/render-console';
import { mockReportsApi } from '../test/mock-reports';
import { gstSummary, homeRegistration } from '../test/report-data';

describe('the GST summary', () => {
  it('shows the month’s sections, documents and rates to the paisa', async () => {
    const api = mockReportsApi({ 'GET /api/admin/reports/gst': ok(gstSummary()) });
    renderConsole('/admin/reports/gst?month=2030-03');

    const sections = await screen.findByRole('table', { name: /GSTR-1 sections/ });
    const rows = within(sections).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(
      gstSections.map((s) => gstSectionLabels[s]),
    );
    expect([...(rows[2] as HTMLElement).querySelectorAll('td')].slice(1, 4).map((c) => c.textContent)).toEqual([
      '3',
      '₹25,000.50',
      '₹1,250.03',
    ]);
    expect([...(rows[3] as HTMLElement).querySelectorAll('td')].slice(1, 4).map((c) => c.textContent)).toEqual([
      '0',
      '₹0.00',
      '₹0.00',
    ]);
    const invoices = screen.getByRole('region', { name: 'Tax invoices' });
    expect(within(invoices).getByText('₹37,450.53')).toBeInTheDocument();
    const rates = screen.getByRole('table', { name: /by rate/ });
    expect(within(rates).getByRole('row', { name: /5%/ })).toHaveTextContent('₹25,000.50₹625.01₹625.02₹0.00');
    expect(screen.getByText(/Each CSV is in the layout of the GST offline tool for GSTR-1/)).toBeInTheDocument();
    expect(screen.getByText(/30AAACS1234A1Z5/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/reports/gst')[0]?.url.search).toBe('?month=2030-03');
  });

  it('opens on this month and asks for another when one is chosen', async () => {
    const api = mockReportsApi({
      'GET /api/admin/reports/gst': ({ url }) => ok(gstSummary({ month: url.searchParams.get('month') ?? '' })),
    });
    renderConsole('/admin/reports/gst');
    await screen.findByRole('table', { name: /GSTR-1 sections/ });
    expect(api.callsTo('GET /api/admin/reports/gst')[0]?.url.search).toBe(`?month=${todayIst().slice(0, 7)}`);
    // A month input is typed differently by each browser; set its value as the picker would.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2030-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.callsTo('GET /api/admin/reports/gst').at(-1)?.url.search).toBe('?month=2030-02'));
    expect(await screen.findByText(/February 2030/)).toBeInTheDocument();
  });

  it('downloads one GSTR-1 section as CSV from its own path', async () => {
    const api = mockReportsApi({
      'GET /api/admin/reports/gst': ok(gstSummary()),
      'GET /api/admin/reports/gst/:section.csv': 'Type,Place Of Supply,Rate\n',
    });
    const saved = recordDownloads();
    renderConsole('/admin/reports/gst?month=2030-03');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of B2C small (7)' }));
    await waitFor(() => expect(saved).toEqual(['gstr1-b2cs-2030-03.csv']));
    expect(api.calls.filter((c) => c.url.pathname.endsWith('.csv')).map((c) => c.path)).toEqual([
      '/api/admin/reports/gst/b2cs.csv?month=2030-03',
    ]);
  });

  it('lists the amendment of an earlier month’s B2C small row (b2csa) and downloads its CSV', async () => {
    const summary = gstSummary({
      sections: [
        ...gstSummary().sections,
        { section: 'b2csa', label: gstSectionLabels.b2csa, rows: 1, taxableValue: 12_000, tax: 600 },
      ],
    });
    const api = mockReportsApi({
      'GET /api/admin/reports/gst': ok(summary),
      'GET /api/admin/reports/gst/:section.csv': 'Financial Year,Original Month,Place Of Supply\n',
    });
    const saved = recordDownloads();
    renderConsole('/admin/reports/gst?month=2030-03');
    const sections = await screen.findByRole('table', { name: /GSTR-1 sections/ });
    const row = within(sections).getByRole('row', { name: /B2C small of earlier months, amended \(10\)/ });
    expect([...row.querySelectorAll('td')].slice(1, 4).map((c) => c.textContent)).toEqual([
      '1',
      '₹12,000.00',
      '₹600.00',
    ]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Download CSV of B2C small of earlier months, amended (10)' }),
    );
    await waitFor(() => expect(saved).toEqual(['gstr1-b2csa-2030-03.csv']));
    expect(api.calls.filter((c) => c.url.pathname.endsWith('.csv')).map((c) => c.path)).toEqual([
      '/api/admin/reports/gst/b2csa.csv?month=2030-03',
    ]);
  });

  it('shows the error with Try again', async () => {
    mockReportsApi({ 'GET /api/admin/reports/gst': fail(400, 'VALIDATION_ERROR', 'month must be YYYY-MM') });
    renderConsole('/admin/reports/gst?month=2030-03');
    expect(await screen.findByRole('alert')).toHaveTextContent('month must be YYYY-MM');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no GSTIN to choose with one registration, and each registration’s own return with more', async () => {
    const rajasthan = {
      ...homeRegistration,
      stateCode: '08',
      state: 'Rajasthan',
      gstin: '08AAKCS9999M1ZZ',
      isHome: false,
      series: { invoice: 'SB08', creditNote: 'CN08', debitNote: 'DN08' },
    };
    const api = mockReportsApi({
      'GET /api/admin/reports/gst': ({ url }) =>
        ok(gstSummary({ supplierGstin: url.searchParams.get('gstin') ?? homeRegistration.gstin })),
      'GET /api/admin/tax-registrations': ok({ registrations: [homeRegistration, rajasthan], unregistered: [] }),
      'GET /api/admin/reports/gst/:section.csv': 'Type,Place Of Supply,Rate\n',
    });
    const saved = recordDownloads();
    renderConsole('/admin/reports/gst?month=2030-03');
    const choice = await screen.findByLabelText('GSTIN');
    expect(choice).toHaveValue(homeRegistration.gstin);
    await userEvent.selectOptions(choice, 'Rajasthan · 08AAKCS9999M1ZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/reports/gst').at(-1)?.url.search).toBe('?month=2030-03&gstin=08AAKCS9999M1ZZ'),
    );
    expect(await screen.findByText('08AAKCS9999M1ZZ')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of B2B invoices (4A)' }));
    await waitFor(() => expect(saved).toEqual(['gstr1-b2b-2030-03.csv']));
    expect(api.calls.filter((c) => c.url.pathname.endsWith('.csv')).map((c) => c.path)).toEqual([
      '/api/admin/reports/gst/b2b.csv?month=2030-03&gstin=08AAKCS9999M1ZZ',
    ]);
  });

  it('shows GSTR-3B beside GSTR-1: 3.1(a) with each tax, 3.2 by place of supply, and its CSV', async () => {
    const api = mockReportsApi({
      'GET /api/admin/reports/gst': ok(gstSummary()),
      'GET /api/admin/reports/gstr3b.csv': 'Table,Nature of supplies or place of supply\n',
    });
    const saved = recordDownloads();
    renderConsole('/admin/reports/gst?month=2030-03');
    const threeOne = await screen.findByLabelText('GSTR-3B 3.1');
    expect(threeOne).toHaveTextContent('3.1(a) Outward taxable supplies: taxable value₹25,000.50');
    expect(threeOne).toHaveTextContent('CGST₹425.01SGST₹425.02');
    const places = screen.getByRole('table', { name: /unregistered persons by place of supply/ });
    expect(within(places).getByRole('row', { name: /08-Rajasthan/ })).toHaveTextContent('₹8,000.00₹400.00');
    expect(api.callsTo('GET /api/admin/reports/gstr3b')[0]?.url.search).toBe('?month=2030-03');
    await userEvent.click(screen.getByRole('button', { name: 'Download GSTR-3B CSV' }));
    await waitFor(() => expect(saved).toEqual(['gstr3b-2030-03.csv']));
  });
});

describe('the GST summary’s supplies through OTAs (Table 14, issue 41)', () => {
  it('lists each operator’s net value and tax, an earlier month’s row as amended, and where an unknown one is', async () => {
    mockReportsApi({
      'GET /api/admin/reports/gst': ok(
        gstSummary({
          ecommerce: [
            {
              natureOfSupply: 'Liable to collect tax u/s 52(TCS)',
              gstin: '30AAHCB7777K1ZC',
              name: 'Booking.com (demo operator)',
              originalMonth: null,
              taxableValue: 15_200,
              igst: 0,
              cgst: 913,
              sgst: 913,
            },
            {
              natureOfSupply: 'Liable to collect tax u/s 52(TCS)',
              gstin: '30AAHCB7777K1ZC',
              name: 'Booking.com (demo operator)',
              originalMonth: '2030-02',
              taxableValue: 11_100.5,
              igst: 0,
              cgst: 544.01,
              sgst: 544.02,
            },
          ],
        }),
      ),
    });
    renderConsole('/admin/reports/gst?month=2030-03');
    const table = await screen.findByRole('table', { name: /through each e-commerce operator/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Booking.com (demo operator)30AAHCB7777K1ZC');
    expect(rows[0]).toHaveTextContent('This month₹15,200.00₹913.00₹913.00₹0.00');
    expect(rows[1]).toHaveTextContent('February 2030, amended (14A)₹11,100.50₹544.01₹544.02');
    expect(screen.getByText(/Reports → Documents lists it as incomplete/)).toBeInTheDocument();
  });

  it('says so when the month sold nothing through an OTA', async () => {
    mockReportsApi({ 'GET /api/admin/reports/gst': ok(gstSummary()) });
    renderConsole('/admin/reports/gst?month=2030-03');
    expect(await screen.findByText('No supplies through an OTA of the register in this month.')).toBeInTheDocument();
  });
});
