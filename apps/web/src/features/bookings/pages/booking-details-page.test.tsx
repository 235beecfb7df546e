import { refundStatusText } from '@staybook/contract/refund-status';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/ui/toast';
import { fail, type Handler, mockApi, ok, reply } from '../../../test/api-mock';
import { change } from '../test/change-fixtures';
import { BOOKING_ID, detailSections, summary, taxDocument } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import BookingDetailsPage from './booking-details-page';

const routes = [
  { path: '/booking-details', element: <BookingDetailsPage /> },
  { path: '/booking-details/:bookingId', element: <BookingDetailsPage /> },
];
/**
 * The page's API: it also asks for the property's rooms (to link the booked room's page), the booking's tax
 * documents and its changes; none unless a test says.
 */
const DOCUMENTS = 'GET /property/v1/app/booking/:bookingId/documents';
const CHANGES = 'GET /property/v1/app/booking/:bookingId/changes';
const bookingApi = (handlers: Record<string, Handler>) =>
  mockApi({ 'GET /property/v1/app/rooms': ok([]), [DOCUMENTS]: ok([]), [CHANGES]: ok([]), ...handlers });

const render = (url = `/booking-details/${BOOKING_ID}`, state?: unknown) => renderRoutes(routes, url, state);

beforeEach(() => {
  localStorage.setItem('accessToken', 't');
  useToastStore.setState({ message: '' });
});

describe('booking details', () => {
  it('offers "Change booking" on a confirmed booking before check-in, beside the fixed call button', async () => {
    bookingApi({ '/property/v1/app/booking-details': ok(detailSections(summary({ status: 'upcoming' }))) });
    render();
    expect(await screen.findByRole('link', { name: 'Change booking' })).toHaveAttribute(
      'href',
      `/change-booking/${BOOKING_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Call us to modify/cancel booking' })).toBeInTheDocument();
    expect(await screen.findByText('No changes so far.')).toBeInTheDocument();
  });

  it('offers no change once the stay has begun, and lists the changes made: what, when, by whom, the money', async () => {
    bookingApi({
      '/property/v1/app/booking-details': ok(detailSections(summary({ status: 'ongoing', statusText: 'Ongoing' }))),
      [CHANGES]: ok([
        change(),
        change({
          id: '6071a2b3-c4d5-4e6f-8a9b-0c1d2e3f4a5b',
          by: 'staff',
          staffName: 'Meera Desai',
          reason: 'Guest asked for a cheaper room by phone',
          lines: ['Rooms changed from 1 × Pool Suite to 1 × Deluxe Room.'],
          requestedAt: 1_795_600_000,
          appliedAt: 1_795_600_000,
          moneyText: '₹2,100 refunded on 27 Nov 2026.',
        }),
      ]),
    });
    render();
    const section = await screen.findByRole('region', { name: 'Changes to this booking' });
    expect(screen.queryByRole('link', { name: 'Change booking' })).toBeNull();
    const list = within(section).getByRole('list', { name: 'Changes, newest first' });
    const text = [...list.querySelectorAll(':scope > li')].map((li) => li.textContent ?? '');
    expect(text).toHaveLength(2);
    expect(text[0]).toContain('Rooms changed from 1 × Pool Suite to 1 × Deluxe Room.');
    expect(text[0]).toContain('Changed by Meera Desai at the hotel');
    expect(text[0]).toContain('Reason: Guest asked for a cheaper room by phone');
    expect(text[0]).toContain('₹2,100 refunded on 27 Nov 2026.');
    expect(text[1]).toContain('Changed by you');
    expect(text[1]).toContain('₹4,200 paid on 26 Nov 2026.');
  });

  it('shows the sections with the real amount paid and the hotel number', async () => {
    bookingApi({
      '/property/v1/app/booking-details': ok(detailSections(summary({ amountPaid: 9250 }))),
      '/property/v1/app/rooms': { success: true, data: [{ id: 'r1', name: 'Deluxe Room' }] },
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Sea Breeze Resort' })).toBeInTheDocument();
    expect(screen.getByText('SB7K2M9Q')).toBeInTheDocument();
    expect(screen.getByText('₹9,250')).toBeInTheDocument();
    expect(screen.queryByText('₹12,450')).toBeNull();
    expect(screen.getByRole('link', { name: 'Call us to modify/cancel booking' })).toHaveAttribute(
      'href',
      'tel:+919822012345',
    );
    // The booked room's own page once the property's rooms are known.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'View room amenities' })).toHaveAttribute('href', '/room-details/r1'),
    );
  });

  it('says how the guest paid online', async () => {
    bookingApi({
      '/property/v1/app/booking-details': ok(detailSections(summary({ paidOnline: 'Paid online by net banking.' }))),
    });
    render();
    expect(await screen.findByText('Paid online by net banking.')).toBeInTheDocument();
  });

  it.each([
    ['an expired unpaid hold', { status: 'cancelled', statusText: 'Hold expired' }],
    ['an unpaid hold', { status: 'processing', statusText: 'Payment pending' }],
    ['a cancelled booking', { status: 'cancelled', statusText: 'Cancelled' }],
  ] as const)('offers no call to modify or cancel %s', async (_, state) => {
    bookingApi({ '/property/v1/app/booking-details': ok(detailSections(summary({ ...state }))) });
    render();
    expect(await screen.findByRole('heading', { name: 'Sea Breeze Resort' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call us to modify/cancel booking' })).toBeNull();
  });

  it('shows the savings the booking got, from its snapshot', async () => {
    bookingApi({
      '/property/v1/app/booking-details': {
        success: true,
        data: detailSections(
          summary({
            amountPaid: 9250,
            discounts: [
              { label: 'Stay 3, pay 2', amount: 4000, kind: 'promotion' },
              { label: 'Coupon GOA10', amount: 800, kind: 'coupon' },
            ],
          }),
        ),
      },
      '/property/v1/app/rooms': ok([]),
    });
    render();
    const savings = await screen.findByRole('region', { name: 'Savings' });
    expect(
      within(savings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Stay 3, pay 2−₹4,000', 'Coupon GOA10−₹800']);
  });

  it('after a cancellation shows what was paid and the refund on its way, not "₹0 paid"', async () => {
    const text =
      'Paid ₹9,250 · Refund of ₹9,250 initiated on 24 Nov 2026 · reference rfnd_Q7 · expected by 14 Dec 2026';
    bookingApi({
      '/property/v1/app/booking-details': {
        success: true,
        data: detailSections(
          summary({
            amountPaid: 0,
            refund: { paid: 9250, amount: 9250, state: 'sent', sentAt: 1_795_500_000, reference: 'rfnd_Q7', text },
          }),
        ),
      },
      '/property/v1/app/rooms': ok([]),
    });
    render();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('₹9,250')).toBeInTheDocument();
  });

  it('tells a ₹10,708.50 refund to the paisa, never rounded to ₹10,709', async () => {
    const facts = { paid: 21417, amount: 10708.5, state: 'sent' as const, sentAt: 1_795_500_000, reference: 'rfnd_Q7' };
    const text = refundStatusText(facts);
    bookingApi({
      '/property/v1/app/booking-details': ok(
        detailSections(summary({ amountPaid: 10708.5, status: 'cancelled', refund: { ...facts, text } })),
      ),
    });
    render();
    const line = await screen.findByText(text);
    expect(line).toHaveTextContent('Refund of ₹10,708.50 initiated on');
    expect(document.body).not.toHaveTextContent('₹10,709');
    expect(screen.getByText('₹21,417')).toBeInTheDocument();
  });

  it('quotes and confirms a cancellation that keeps ₹10,708.50 and refunds ₹10,708.50 to the paisa', async () => {
    bookingApi({
      '/property/v1/app/booking-details': ok(detailSections(summary({ amountPaid: 21417 }))),
      [`/property/v1/app/booking/${BOOKING_ID}/cancellation-quote`]: ok({
        bookingId: BOOKING_ID,
        canCancel: true,
        reason: null,
        amountPaid: 21417,
        refundAmount: 10708.5,
        keptAmount: 10708.5,
        isFree: false,
        isNonRefundable: false,
        message: 'You will be refunded ₹10,708.50.',
        policies: [],
      }),
      'POST /property/v1/app/booking/cancel': ok({
        bookingId: BOOKING_ID,
        status: 'cancelled',
        statusText: 'Cancelled',
        refundAmount: 10708.5,
      }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      await within(dialog).findByText('₹10,708.50 is kept as the cancellation charge, with its GST.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() =>
      expect(useToastStore.getState().message).toBe(
        'Booking cancelled. ₹10,708.50 will be refunded in 7 to 14 working days.',
      ),
    );
  });

  it('tells a refund the provider could not send as delayed, in its own colour, with no date promised', async () => {
    const text = 'Paid ₹9,250 · Your refund of ₹9,250 is delayed; our team has been alerted and will contact you.';
    bookingApi({
      '/property/v1/app/booking-details': {
        success: true,
        data: detailSections(
          summary({
            amountPaid: 0,
            refund: { paid: 9250, amount: 9250, state: 'failed', sentAt: 1_795_500_000, reference: 'rfnd_Q7', text },
          }),
        ),
      },
      '/property/v1/app/rooms': ok([]),
    });
    render();
    const status = await screen.findByText(text);
    expect(status).toHaveAttribute('role', 'status');
    expect(status.className).toContain('bg-amber-50');
  });

  it('hotel policy tabs start at guestProfile and switch', async () => {
    bookingApi({ '/property/v1/app/booking-details': ok(detailSections()) });
    render();
    const tab = await screen.findByRole('tab', { name: 'Guest profile' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('Guests must be at least 18.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'House rules' }));
    expect(within(screen.getByRole('tabpanel')).getByText('After 10 PM.')).toBeInTheDocument();
  });

  it('reads the id from navigation state too', async () => {
    const api = bookingApi({ '/property/v1/app/booking-details': ok(detailSections()) });
    render('/booking-details', { bookingId: BOOKING_ID });
    await screen.findByRole('heading', { name: 'Sea Breeze Resort' });
    expect(api.calls[0]?.path).toBe(`/property/v1/app/booking-details?bookingId=${BOOKING_ID}`);
  });

  it('without an id fetches nothing and says no details were found', () => {
    const api = bookingApi({});
    render('/booking-details');
    expect(screen.getByText('No booking details found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    [404, 'No booking details found'],
    [500, 'Failed to load booking details'],
  ])('an answer of %i says %s', async (status, text) => {
    bookingApi({ '/property/v1/app/booking-details': reply(status, { error: { code: 'X', message: 'x' } }) });
    render();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says a non-refundable booking gives no refund before the guest confirms', async () => {
    bookingApi({
      '/property/v1/app/booking-details': ok(detailSections()),
      [`/property/v1/app/booking/${BOOKING_ID}/cancellation-quote`]: {
        success: true,
        data: {
          bookingId: BOOKING_ID,
          canCancel: true,
          reason: null,
          amountPaid: 8400,
          refundAmount: 0,
          keptAmount: 8400,
          isFree: false,
          isNonRefundable: true,
          message: 'This booking is non-refundable: no refund.',
          policies: [],
        },
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText('This booking is non-refundable: no refund.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel booking' })).toBeEnabled();
  });

  it('cancels after confirmation, then shows the refreshed status', async () => {
    let cancelled = false;
    const api = bookingApi({
      '/property/v1/app/booking-details': () => ({
        success: true,
        data: detailSections(
          cancelled
            ? summary({ status: 'cancelled', statusText: 'Cancelled — refund on its way', canCancel: false })
            : summary(),
        ),
      }),
      [`/property/v1/app/booking/${BOOKING_ID}/cancellation-quote`]: {
        success: true,
        data: {
          bookingId: BOOKING_ID,
          canCancel: true,
          reason: null,
          amountPaid: 8400,
          refundAmount: 8400,
          keptAmount: 0,
          isFree: true,
          isNonRefundable: false,
          message: 'You will be refunded ₹8,400.',
          policies: [],
        },
      },
      'POST /property/v1/app/booking/cancel': () => {
        cancelled = true;
        return {
          success: true,
          data: { bookingId: BOOKING_ID, status: 'cancelled', statusText: 'Cancelled', refundAmount: 8400 },
        };
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText('You will be refunded ₹8,400.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('Cancelled — refund on its way')).toBeInTheDocument();
    expect(useToastStore.getState().message).toBe(
      'Booking cancelled. ₹8,400 will be refunded in 7 to 14 working days.',
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ bookingId: BOOKING_ID });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull());
  });

  it('offers no cancel button once the window has closed', async () => {
    bookingApi({
      '/property/v1/app/booking-details': ok(detailSections(summary({ canCancel: false }))),
    });
    render();
    await screen.findByRole('heading', { name: 'Sea Breeze Resort' });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});

describe('booking details, tax invoice', () => {
  const createObjectURL = vi.fn((_file: Blob) => 'blob:invoice');
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  afterEach(() => vi.clearAllMocks());

  it("lists the invoice and downloads its PDF with the guest's sign-in, under its number", async () => {
    const doc = taxDocument();
    const api = bookingApi({
      '/property/v1/app/booking-details': ok(detailSections()),
      [DOCUMENTS]: ok([doc]),
      'GET /property/v1/app/booking/:bookingId/documents/:documentId/pdf': '%PDF-1.3',
    });
    const saved: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.getAttribute('href') ?? '' });
    });
    render();
    const section = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(await within(section).findByText('Tax invoice SB/26-27/000012')).toBeInTheDocument();
    expect(within(section).getByText('12 Dec 2026 · ₹8,400')).toBeInTheDocument();
    const button = within(section).getByRole('button', { name: 'Download PDF' });
    expect(button).toHaveAccessibleDescription('Tax invoice SB/26-27/000012');
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual([{ download: 'SB-26-27-000012.pdf', href: 'blob:invoice' }]));
    const [request] = api.callsTo('GET /property/v1/app/booking/:bookingId/documents/:documentId/pdf');
    expect(request?.params).toEqual({ bookingId: BOOKING_ID, documentId: doc.id });
    expect(request?.headers.authorization).toBe('Bearer t');
    // The file saved is the body the API sent (the mock sends it as JSON text).
    const [file] = (createObjectURL.mock.calls[0] ?? []) as unknown as [Blob];
    expect(await file.text()).toBe('"%PDF-1.3"');
    click.mockRestore();
  });

  it('says why a pay-at-property booking has no invoice yet', async () => {
    bookingApi({
      '/property/v1/app/booking-details': ok(detailSections(summary({ paymentPolicy: 'pay_at_property' }))),
    });
    render();
    const section = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(await within(section).findByText('Your tax invoice is issued when you check out.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('says when a download failed, and keeps the button', async () => {
    bookingApi({
      '/property/v1/app/booking-details': ok(detailSections()),
      [DOCUMENTS]: ok([taxDocument()]),
      'GET /property/v1/app/booking/:bookingId/documents/:documentId/pdf': fail(
        500,
        'INTERNAL',
        'Something went wrong on our side. Please try again.',
      ),
    });
    render();
    const section = await screen.findByRole('region', { name: 'Tax invoice' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Download PDF' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    expect(within(section).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
