import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../test/api-mock';
import { CancelBookingDialog } from './cancel-booking-dialog';

const BOOKING_ID = '6f0b2c1e-4d3a-4b5c-8e7f-9a0b1c2d3e4f';

/** The fields the dialog reads, as the desk's booking answer gives them. */
const booking = (over: Partial<AdminBookingDetails>): AdminBookingDetails =>
  ({
    id: BOOKING_ID,
    code: 'SB4NR7Q2',
    guestName: 'Asha Naik',
    refundable: 38_232,
    defaultRefund: false,
    policyRefund: 0,
    freeCancellationUntil: null,
    cancellationTerms: ['Non-refundable: no refund if cancelled.'],
    ...over,
  }) as AdminBookingDetails;

function open(b: AdminBookingDetails) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CancelBookingDialog booking={b} open onClose={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: `Cancel booking ${b.code}?` });
}

describe('CancelBookingDialog', () => {
  it('says a non-refundable booking has no free cancellation, never a deadline, and keeps the money by default', () => {
    const dialog = open(booking({}));
    expect(dialog).toHaveTextContent('No free cancellation on this booking: Non-refundable: no refund if cancelled.');
    expect(dialog).not.toHaveTextContent(/Free cancellation (closed on|is open until)/);
    expect(within(dialog).getByLabelText('As booked: no refund (keep ₹38,232)')).toBeChecked();
    expect(within(dialog).getByLabelText('Full refund of ₹38,232 (beyond the booked terms)')).not.toBeChecked();
  });

  it('offers the partial refund the booked terms give as the default, and sends no refund override for it', async () => {
    const api = mockApi({
      'POST /api/admin/bookings/:id/cancel': ok({ booking: booking({}), refundAmount: 30_000, message: 'Cancelled.' }),
    });
    const dialog = open(
      booking({
        refundable: 40_000,
        policyRefund: 30_000,
        defaultRefund: true,
        freeCancellationUntil: '2026-11-20T08:30:00.000Z',
        cancellationTerms: ['Free cancellation until 20 Nov 2026, 2:00 PM; after that, the first night is charged.'],
      }),
    );
    expect(dialog).toHaveTextContent('Free cancellation closed on 20 Nov 2026, 2:00 PM.');
    expect(within(dialog).getByLabelText('As booked: refund ₹30,000, keep ₹10,000')).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Reason for cancelling (required)'), 'Guest phoned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/bookings/:id/cancel')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/bookings/:id/cancel')[0]?.body).toEqual({ reason: 'Guest phoned' });
  });

  it('sends a full refund only when staff choose it', async () => {
    const api = mockApi({
      'POST /api/admin/bookings/:id/cancel': ok({ booking: booking({}), refundAmount: 38_232, message: 'Cancelled.' }),
    });
    const dialog = open(booking({}));
    await userEvent.type(within(dialog).getByLabelText('Reason for cancelling (required)'), 'Hotel flooded');
    await userEvent.click(within(dialog).getByLabelText('Full refund of ₹38,232 (beyond the booked terms)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/bookings/:id/cancel')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/bookings/:id/cancel')[0]?.body).toEqual({
      reason: 'Hotel flooded',
      refund: true,
    });
  });
});
