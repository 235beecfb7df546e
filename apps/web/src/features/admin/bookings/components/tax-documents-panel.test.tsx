import type { TaxDocument } from '@staybook/contract/tax-documents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/api-mock';
import { recordDownloads } from '../../test/record-downloads';
import { TaxDocumentsPanel } from './tax-documents-panel';

const BOOKING_ID = '7d1f5a52-3a43-4b7e-9c1e-2f0c6d7a8b90';
const party = {
  name: 'Meera Kamat',
  companyName: null,
  gstin: null,
  address: null,
  state: null,
  email: null,
  phone: null,
};

const taxDocument = (over: Partial<TaxDocument> = {}): TaxDocument => ({
  id: '0b8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6d',
  kind: 'invoice',
  kindLabel: 'Tax invoice',
  number: 'SB/29-30/000123',
  financialYear: '2029-30',
  issuedAt: Date.UTC(2030, 2, 2, 8, 35) / 1000,
  issueDate: '2030-03-02',
  reason: 'stay_paid',
  reasonLabel: 'Accommodation, paid in advance',
  bookingId: BOOKING_ID,
  bookingCode: 'SB7K2M9Q',
  refersTo: null,
  supplier: { ...party, name: 'Staybook Hospitality', gstin: '30AAACS1234A1Z5', state: '30-Goa' },
  recipient: party,
  placeOfSupply: '30-Goa',
  supplyType: 'intra_state',
  property: { name: 'Anjuna Villa', address: 'Anjuna, Goa' },
  stay: { checkIn: '2030-03-05', checkOut: '2030-03-07', nights: 2 },
  lines: [],
  taxableValue: 11857.14,
  cgst: 296.43,
  sgst: 296.43,
  igst: 0,
  total: 12450,
  pdfUrl: '/api/admin/documents/0b8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6d/pdf',
  ...over,
});

const creditNote = taxDocument({
  id: '1c8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6e',
  kind: 'credit_note',
  kindLabel: 'Credit note',
  number: 'SBC/29-30/000007',
  issueDate: '2030-03-04',
  reason: 'cancellation_refund',
  reasonLabel: 'Booking cancelled: the amount refunded',
  refersTo: { id: '0b8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6d', number: 'SB/29-30/000123', issueDate: '2030-03-02' },
  total: 6225.5,
  pdfUrl: '/api/admin/documents/1c8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6e/pdf',
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TaxDocumentsPanel bookingId={BOOKING_ID} />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.setItem('accessToken', 't'));

describe('a booking’s tax documents at the desk', () => {
  it('lists each document with number, kind, date and total to the paisa', async () => {
    const api = mockApi({ 'GET /api/admin/bookings/:id/documents': ok([taxDocument(), creditNote]) });
    renderPanel();
    const table = await screen.findByRole('table', { name: /Tax invoices, credit notes and debit notes/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].slice(0, 4).map((c) => c.textContent))).toEqual([
      ['SB/29-30/000123', 'Tax invoiceAccommodation, paid in advance', '02 Mar 2030', '₹12,450.00'],
      [
        'SBC/29-30/000007',
        'Credit noteBooking cancelled: the amount refundedAdjusts SB/29-30/000123',
        '04 Mar 2030',
        '₹6,225.50',
      ],
    ]);
    expect(api.callsTo('GET /api/admin/bookings/:id/documents')[0]?.path).toBe(
      `/api/admin/bookings/${BOOKING_ID}/documents`,
    );
  });

  it('downloads a document’s PDF with the staff token', async () => {
    const api = mockApi({
      'GET /api/admin/bookings/:id/documents': ok([taxDocument(), creditNote]),
      'GET /api/admin/documents/:id/pdf': '%PDF-1.7',
    });
    const saved = recordDownloads();
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF of SBC/29-30/000007' }));
    await waitFor(() => expect(saved).toEqual(['SBC-29-30-000007.pdf']));
    const [pdf] = api.callsTo('GET /api/admin/documents/:id/pdf');
    expect(pdf?.path).toBe('/api/admin/documents/1c8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6e/pdf');
    expect(pdf?.headers.authorization).toBe('Bearer t');
  });

  it('says when none has been issued', async () => {
    mockApi({ 'GET /api/admin/bookings/:id/documents': ok([]) });
    renderPanel();
    expect(await screen.findByText('No tax document has been issued for this booking.')).toBeInTheDocument();
  });

  it('shows the error with Try again', async () => {
    mockApi({ 'GET /api/admin/bookings/:id/documents': fail(500, 'INTERNAL', 'Something went wrong on our side.') });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('makes a stay invoiced to the guest out to a business: the desk adds the GST details, the pair is listed', async () => {
    const user = userEvent.setup();
    const b2b = taxDocument({
      id: '2d9f7d2f-6e4a-4b3c-9d8e-2f3a4b5c6d7f',
      number: 'SB/29-30/000124',
      reason: 'business_reinvoice',
      reasonLabel: 'Accommodation, invoiced to the business in place of the guest’s invoice',
      recipient: { ...party, companyName: 'Konkan Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' },
    });
    const after = [taxDocument(), { ...creditNote, number: 'CN/29-30/000008' }, b2b];
    let issued = false;
    const api = mockApi({
      'GET /api/admin/bookings/:id/documents': () => ok(issued ? after : [taxDocument()]),
      'POST /api/admin/bookings/:id/business-details': () => {
        issued = true;
        return ok({
          outcome: 'reinvoiced',
          message:
            'Credit note CN/29-30/000008 cancels tax invoice SB/29-30/000123; tax invoice SB/29-30/000124 is made out to Konkan Traders Pvt Ltd (GSTIN 27AAPFU0939F1ZV).',
          documents: after,
        });
      },
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add GST details' }));
    await user.type(screen.getByLabelText('Company name'), 'Konkan Traders Pvt Ltd');
    await user.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await user.type(screen.getByLabelText('Billing address'), '12 MG Road, Pune 411001');
    await user.click(screen.getByRole('button', { name: 'Issue invoice to business' }));
    expect(await screen.findByRole('status')).toHaveTextContent('tax invoice SB/29-30/000124 is made out to Konkan');
    expect(api.callsTo('POST /api/admin/bookings/:id/business-details')[0]?.body).toEqual({
      companyName: 'Konkan Traders Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      address: '12 MG Road, Pune 411001',
    });
    expect(await screen.findByText('CN/29-30/000008')).toBeInTheDocument();
  });
});
