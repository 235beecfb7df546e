import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { BOOKING_ID, detailSections, listItem, summary, taxDocument } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import BookingConfirmationPage from './booking-confirmation-page';
import BookingsPage from './bookings-page';

beforeEach(() => localStorage.setItem('accessToken', 't'));

describe('booking confirmation', () => {
  it('shows the summary, a voucher with the code as a QR image, and prints it', async () => {
    mockApi({
      '/property/v1/app/booking-details': {
        success: true,
        data: detailSections(summary({ checkInTime: '15:00', amountPaid: 2520, balanceDue: 5880 })),
      },
      [`/property/v1/app/booking/${BOOKING_ID}/documents`]: ok([taxDocument()]),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderRoutes(
      [{ path: '/booking-confirmation/:bookingId', element: <BookingConfirmationPage /> }],
      `/booking-confirmation/${BOOKING_ID}`,
    );
    const voucher = await screen.findByRole('region', { name: 'Sea Breeze Resort' });
    expect(within(voucher).getByText('SB7K2M9Q')).toBeInTheDocument();
    expect(within(voucher).getByRole('img', { name: 'QR code of booking SB7K2M9Q' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your stay at Sea Breeze Resort is confirmed' })).toBeInTheDocument();
    expect(screen.getAllByText('₹5,880')).toHaveLength(2);
    expect(screen.getAllByText(/, from 3:00 PM$/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Print voucher' }));
    expect(print).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(voucher).getByRole('img', { name: /QR code/ }).tagName).toBe('svg'));
    // The tax invoice beside the voucher (left out of the printout).
    const invoices = screen.getByRole('region', { name: 'Tax invoice' });
    expect(invoices.className).toContain('print:hidden');
    expect(await within(invoices).findByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('does not call an unpaid booking confirmed', async () => {
    mockApi({
      '/property/v1/app/booking-details': {
        success: true,
        data: detailSections(summary({ status: 'processing', statusText: 'Payment pending' })),
      },
    });
    renderRoutes(
      [{ path: '/booking-confirmation/:bookingId', element: <BookingConfirmationPage /> }],
      `/booking-confirmation/${BOOKING_ID}`,
    );
    expect(await screen.findByText('This booking is not confirmed (Payment pending).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print voucher' })).toBeNull();
  });
});

describe('my bookings, unpaid', () => {
  const now = Math.floor(Date.now() / 1000);
  it('offers "Complete payment" while the hold lasts, and a new search once it has ended', async () => {
    mockApi({
      '/property/v1/app/booking': {
        success: true,
        data: [
          listItem({
            status: 'processing',
            statusText: 'Payment pending',
            unpaidHold: { until: now + 600, hasEnded: false },
          }),
          listItem({
            id: 'b2',
            status: 'cancelled',
            statusText: 'Hold expired',
            unpaidHold: { until: now - 600, hasEnded: true },
          }),
        ],
      },
    });
    renderRoutes([{ path: '/bookings', element: <BookingsPage /> }], '/bookings');
    expect(
      await screen.findByRole('button', { name: /^Complete payment · held until \d{1,2}:\d{2} [AP]M IST$/ }),
    ).toBeEnabled();
    expect(screen.getByText(/Your hold on these rooms ended at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toMatch(/^\/select-rooms\?/);
  });
});
