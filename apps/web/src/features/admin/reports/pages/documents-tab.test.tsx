import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/api-mock';
import { recordDownloads } from '../../test/record-downloads';
import { renderConsole } from '../../test/render-console';
import { mockReportsApi } from '../test/mock-reports';
import { BOOKING_ID, documentRow } from '../test/report-data';

const RANGE = 'from=2030-03-01&to=2030-03-31';
const credit = documentRow({
  id: '1c8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6e',
  kind: 'credit_note',
  kindLabel: 'Credit note',
  number: 'SBC/29-30/000007',
  recipient: 'Kamat Traders',
  recipientGstin: '27AAPFU0939F1ZV',
  taxableValue: 1000,
  tax: 50,
  total: 1050,
  refersTo: 'SB/29-30/000123',
  pdfUrl: '/api/admin/documents/1c8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6e/pdf',
});

describe('the documents list', () => {
  it('lists the documents issued in the range to the paisa, each with its booking', async () => {
    const api = mockReportsApi({ 'GET /api/admin/reports/documents': ok([documentRow(), credit]) });
    renderConsole(`/admin/reports/documents?${RANGE}`);
    const table = await screen.findByRole('table', { name: /Tax documents issued in the range/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        [...r.querySelectorAll('th, td')].filter((c) => !c.querySelector('button')).map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'SB/29-30/000123',
        'Tax invoice',
        '02 Mar 2030',
        'SB7K2M9Q',
        'Meera Kamat',
        '30-Goa',
        '₹11,857.14',
        '₹592.86',
        '₹12,450.00',
        '—',
      ],
      [
        'SBC/29-30/000007',
        'Credit note',
        '02 Mar 2030',
        'SB7K2M9Q',
        'Kamat Traders27AAPFU0939F1ZV',
        '30-Goa',
        '₹1,000.00',
        '₹50.00',
        '₹1,050.00',
        'SB/29-30/000123',
      ],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'SB7K2M9Q' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING_ID}`,
    );
    expect(api.callsTo('GET /api/admin/reports/documents')[0]?.url.search).toBe(`?${RANGE}`);
    // Documents are not per property: the range picker offers no property.
    expect(screen.queryByLabelText('Property')).toBeNull();
  });

  it('asks for one kind when the filter changes', async () => {
    const api = mockReportsApi({ 'GET /api/admin/reports/documents': ok([credit]) });
    renderConsole(`/admin/reports/documents?${RANGE}`);
    await screen.findByRole('table', { name: /Tax documents issued/ });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Credit note');
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/reports/documents').at(-1)?.url.search).toBe(`?${RANGE}&kind=credit_note`),
    );
  });

  it('downloads a document’s PDF from its own address, and the list as CSV', async () => {
    const api = mockReportsApi({
      'GET /api/admin/reports/documents': ok([documentRow(), credit]),
      'GET /api/admin/documents/:id/pdf': '%PDF-1.7',
      'GET /api/admin/reports/documents.csv': 'Number,Kind\n',
    });
    const saved = recordDownloads();
    renderConsole(`/admin/reports/documents?${RANGE}&kind=credit_note`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF of SBC/29-30/000007' }));
    await waitFor(() => expect(saved).toEqual(['SBC-29-30-000007.pdf']));
    const [pdf] = api.callsTo('GET /api/admin/documents/:id/pdf');
    expect(pdf?.path).toBe('/api/admin/documents/1c8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6e/pdf');
    expect(pdf?.headers.accept).toBe('application/pdf');
    expect(pdf?.headers.authorization).toBe('Bearer t');

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('tax-documents-2030-03-01-to-2030-03-31.csv');
    expect(api.callsTo('GET /api/admin/reports/documents.csv')[0]?.url.search).toBe(`?${RANGE}&kind=credit_note`);
  });

  it('says when no document was issued', async () => {
    mockReportsApi({ 'GET /api/admin/reports/documents': ok([]) });
    renderConsole(`/admin/reports/documents?${RANGE}`);
    expect(await screen.findByText('No tax documents were issued in this range.')).toBeInTheDocument();
  });

  it('marks a large B2C invoice without the guest’s address incomplete, and lists only those when asked', async () => {
    const incomplete =
      'Incomplete: a B2C invoice above ₹50,000 without the recipient’s address and state (CGST rule 46(p))';
    const large = documentRow({
      id: '2d8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6f',
      number: 'SB/29-30/000124',
      taxableValue: 60000,
      tax: 10800,
      total: 70800,
      incomplete,
    });
    mockReportsApi({ 'GET /api/admin/reports/documents': ok([documentRow(), large]) });
    renderConsole(`/admin/reports/documents?${RANGE}`);
    const table = await screen.findByRole('table', { name: /Tax documents issued in the range/ });
    expect(within(table).getByText(incomplete)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only incomplete invoices' }));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['SB/29-30/000124']);
  });
});
