import type { AdminBookingDetails, StayActionPreview } from '@staybook/contract/admin-bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../test/api-mock';
import { StayActionDialog, UndoStayNotice } from './stay-actions';

const BOOKING_ID = '6f0b2c1e-4d3a-4b5c-8e7f-9a0b1c2d3e4f';

const preview = (over: Partial<StayActionPreview> = {}): StayActionPreview => ({
  action: 'check_out',
  early: true,
  question: 'Check out Asha Kamat early?',
  consequence: '2 of 3 nights (25–27 Dec) go back on sale and the stay ends; the policy keeps ₹8,400.',
  undoNote: 'It can be undone for 10 minutes.',
  confirmLabel: 'Check out early',
  nightsBack: 2,
  kept: 8_400,
  problem: null,
  ...over,
});

const booking = (over: Partial<AdminBookingDetails> = {}) =>
  ({ id: BOOKING_ID, code: 'SB4NR7Q2', guestName: 'Asha Kamat', ...over }) as AdminBookingDetails;

function wrap(node: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

describe('StayActionDialog', () => {
  it("asks with the server's question and consequence, and only then checks out", async () => {
    const api = mockApi({
      'GET /api/admin/bookings/:id/stay-actions/:action': ok(preview()),
      'POST /api/admin/bookings/:id/check-out': ok({
        booking: booking({ status: 'completed' }),
        refundAmount: 0,
        message: 'Booking SB4NR7Q2 checked out.',
      }),
    });
    let done = '';
    wrap(
      <StayActionDialog
        pending={{ id: BOOKING_ID, code: 'SB4NR7Q2', action: 'check-out' }}
        onClose={() => {}}
        onDone={(c) => {
          done = c.message;
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Check out Asha Kamat early?' });
    expect(dialog).toHaveTextContent('2 of 3 nights (25–27 Dec) go back on sale and the stay ends');
    expect(dialog).toHaveTextContent('It can be undone for 10 minutes.');
    expect(api.callsTo('POST /api/admin/bookings/:id/check-out')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check out early' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/bookings/:id/check-out')).toHaveLength(1));
    await waitFor(() => expect(done).toBe('Booking SB4NR7Q2 checked out.'));
  });

  it('shows why the action cannot be made and offers no confirm', async () => {
    mockApi({
      'GET /api/admin/bookings/:id/stay-actions/:action': ok(
        preview({ problem: 'Only a checked-in booking can be checked out; this one is confirmed.' }),
      ),
    });
    wrap(<StayActionDialog pending={{ id: BOOKING_ID, code: 'SB4NR7Q2', action: 'check-out' }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Check out Asha Kamat early?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only a checked-in booking can be checked out');
    expect(within(dialog).getByRole('button', { name: 'Check out early' })).toBeDisabled();
  });
});

describe('UndoStayNotice', () => {
  it('offers the undo while the server says it is open, and posts it', async () => {
    const api = mockApi({
      'POST /api/admin/bookings/:id/undo': ok({
        booking: booking({ undo: null }),
        refundAmount: 0,
        message: 'Check-out of booking SB4NR7Q2 undone; the guest is in house again.',
      }),
    });
    wrap(
      <UndoStayNotice
        booking={booking({
          undo: { action: 'check_out', label: 'Undo check-out', until: '2030-12-25T05:10:00.000Z' },
        })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Undo check-out possible until 25 Dec 2030, 10:40 AM.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo check-out of booking SB4NR7Q2' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/bookings/:id/undo')).toHaveLength(1));
  });

  it('shows nothing when there is nothing to undo, or once the window has closed', () => {
    wrap(<UndoStayNotice booking={booking({ undo: null })} />);
    expect(screen.queryByRole('status')).toBeNull();
    wrap(
      <UndoStayNotice
        booking={booking({
          undo: { action: 'no_show', label: 'Undo no-show', until: new Date(Date.now() - 1_000).toISOString() },
        })}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
