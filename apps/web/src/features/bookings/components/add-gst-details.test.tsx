import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, type Handler, mockApi, ok } from '../../../test/api-mock';
import BookingDetailsPage from '../pages/booking-details-page';
import { BOOKING_ID, detailSections, summary, taxDocument } from '../test/fixtures';
import { renderRoutes } from '../test/render';

const DOCUMENTS = 'GET /property/v1/app/booking/:bookingId/documents';
const ADD = 'POST /property/v1/app/booking/:bookingId/business-details';
const company = { companyName: 'Konkan Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV', address: '12 MG Road, Pune 411001' };
const creditNote = taxDocument({
  id: '4d0f2e3b-6c7a-4b81-9ca2-1d2e3f4a5b6c',
  kind: 'credit_note',
  kindLabel: 'Credit note',
  number: 'CN/26-27/000003',
  reason: 'business_reinvoice_cancel',
  refersTo: { id: taxDocument().id, number: 'SB/26-27/000012', issueDate: '2026-12-12' },
});
const b2bInvoice = taxDocument({
  id: '5e1a3f4c-7d8b-4c92-8db3-2e3f4a5b6c7d',
  number: 'SB/26-27/000013',
  reason: 'business_reinvoice',
  recipient: { ...taxDocument().recipient, companyName: company.companyName, gstin: company.gstin },
});

const page = (handlers: Record<string, Handler>, status: 'upcoming' | 'processing' = 'upcoming') => {
  const api = mockApi({
    'GET /property/v1/app/rooms': ok([]),
    'GET /property/v1/app/booking/:bookingId/changes': ok([]),
    '/property/v1/app/booking-details': ok(detailSections(summary({ status }))),
    ...handlers,
  });
  renderRoutes(
    [{ path: '/booking-details/:bookingId', element: <BookingDetailsPage /> }],
    `/booking-details/${BOOKING_ID}`,
  );
  return api;
};

beforeEach(() => localStorage.setItem('accessToken', 't'));

describe('Add GST details on the booking page', () => {
  it('makes an invoiced stay out to a business and lists the credit note and the new invoice', async () => {
    const user = userEvent.setup();
    let issued = false;
    const after = [taxDocument(), creditNote, b2bInvoice];
    const api = page({
      [DOCUMENTS]: () => ok(issued ? after : [taxDocument()]),
      [ADD]: () => {
        issued = true;
        return ok({
          outcome: 'reinvoiced',
          message:
            'Credit note CN/26-27/000003 cancels tax invoice SB/26-27/000012; tax invoice SB/26-27/000013 is made out to Konkan Traders Pvt Ltd (GSTIN 27AAPFU0939F1ZV).',
          documents: after,
        });
      },
    });
    const section = await screen.findByRole('region', { name: 'Tax invoice' });
    await user.click(await within(section).findByRole('button', { name: 'Add GST details' }));
    const form = within(section).getByRole('form', { name: 'GST details for a business' });
    await user.type(within(form).getByLabelText('Company name'), company.companyName);
    await user.type(within(form).getByLabelText('GSTIN'), '27aapfu0939f1zx');
    await user.type(within(form).getByLabelText('Billing address'), company.address);
    await user.click(within(form).getByRole('button', { name: 'Issue invoice to business' }));
    // The contract's check character refuses a typing mistake before anything is sent.
    expect(
      await within(form).findByText('This GSTIN has a typing mistake: its last character does not match the others.'),
    ).toBeInTheDocument();
    expect(api.callsTo(ADD)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('GSTIN'));
    await user.type(within(form).getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await user.click(within(form).getByRole('button', { name: 'Issue invoice to business' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Credit note CN/26-27/000003 cancels tax invoice SB/26-27/000012',
    );
    const [request] = api.callsTo(ADD);
    expect(request?.params).toEqual({ bookingId: BOOKING_ID });
    expect(request?.body).toEqual(company);
    expect(within(section).getByText('Credit note CN/26-27/000003')).toBeInTheDocument();
    expect(within(section).getByText('Tax invoice SB/26-27/000013')).toBeInTheDocument();
    expect(within(section).getByText('Against tax invoice SB/26-27/000012')).toBeInTheDocument();
    expect(within(section).getByText('Made out to Konkan Traders Pvt Ltd')).toBeInTheDocument();
  });

  it('shows the server’s refusal (the time limit) and keeps the form', async () => {
    const user = userEvent.setup();
    const refusal =
      'Tax invoice SB/24-25/000012 was issued on 12 Dec 2024. A credit note against it could be issued only until 30 Nov 2025 (CGST Act s.34(2)), so it can no longer be made out to a business.';
    page({ [DOCUMENTS]: ok([taxDocument()]), [ADD]: fail(409, 'CONFLICT', refusal) });
    const section = await screen.findByRole('region', { name: 'Tax invoice' });
    await user.click(await within(section).findByRole('button', { name: 'Add GST details' }));
    await user.type(within(section).getByLabelText('Company name'), company.companyName);
    await user.type(within(section).getByLabelText('GSTIN'), company.gstin);
    await user.type(within(section).getByLabelText('Billing address'), company.address);
    await user.click(within(section).getByRole('button', { name: 'Issue invoice to business' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(section).getByRole('button', { name: 'Issue invoice to business' })).toBeEnabled();
  });

  it('says to whom a stay invoiced to a business is made out, and offers nothing more', async () => {
    page({ [DOCUMENTS]: ok([taxDocument(), creditNote, b2bInvoice]) });
    const section = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(
      await within(section).findByText('Invoiced to Konkan Traders Pvt Ltd (GSTIN 27AAPFU0939F1ZV).'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add GST details' })).toBeNull();
  });

  it('offers nothing on a booking still waiting for its payment', async () => {
    page({ [DOCUMENTS]: ok([]) }, 'processing');
    const section = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(
      await within(section).findByText('Your tax invoice is issued once the booking is paid.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add GST details' })).toBeNull();
  });
});
