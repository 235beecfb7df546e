import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useBookingStore } from '../store/booking-store';
import { mockFetch, renderAt } from '../test/render';
import { heldBooking, pricing, seedSelection } from '../test/review-fixtures';
import ReviewBookingPage from './review-booking-page';

const render = () => renderAt(<ReviewBookingPage />, { url: '/review-booking', path: '/review-booking' });
const toastMessage = () => useToastStore.getState().message;
const guest = { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' };

beforeEach(() => {
  useToastStore.setState({ message: '', show: false });
  useAuthModal.setState({ open: false, onSuccess: null });
  mockFetch({ '/property/v1/app/booking/pricing': pricing });
});

describe('review booking, step 0', () => {
  it('without a selection, says so', () => {
    useBookingStore.getState().clearBooking();
    render();
    expect(screen.getByText(/No rooms selected/)).toBeInTheDocument();
  });

  it('shows the stay with the review page times and the progress indicator', async () => {
    seedSelection();
    render();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Booking Details');
    expect(screen.getByText('2:00 PM')).toBeInTheDocument();
    expect(screen.getByText('12:00 PM')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit dates' }));
    expect(toastMessage()).toBe('Date editing feature coming soon!');
  });

  it('shows the 18% estimate while pricing loads, then the server price', async () => {
    let answer: (v: Response) => void = () => {};
    globalThis.fetch = (() => new Promise<Response>((r) => (answer = r))) as typeof fetch;
    seedSelection();
    render();
    expect(screen.getByText('Taxes (estimated)')).toBeInTheDocument();
    expect(screen.getByText('₹1,440')).toBeInTheDocument();
    expect(screen.getByText('₹9,440')).toBeInTheDocument();
    answer(new Response(JSON.stringify(pricing)));
    expect(await screen.findByText('Taxes (GST)')).toBeInTheDocument();
    expect(screen.getByText('₹8,400')).toBeInTheDocument();
  });

  it('guest minima: adults at least 1 (Age 18+), children at least 0 (Age 0-17)', () => {
    seedSelection({ adults: 1 });
    render();
    expect(screen.getByText('Age 18+')).toBeInTheDocument();
    expect(screen.getByText('Age 0-17')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease Adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease Children' })).toBeDisabled();
  });

  it('rooms keep at least 1, and adults are auto-raised to the number of rooms', () => {
    seedSelection({ adults: 1 });
    render();
    expect(screen.getByRole('button', { name: 'Decrease Deluxe Room rooms' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase Deluxe Room rooms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Deluxe Room rooms' }));
    expect(within(screen.getByRole('group', { name: 'Adults' })).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease Adults' })).toBeDisabled();
    // Three rooms: the room stepper stops at the availability.
    expect(screen.getByRole('button', { name: 'Increase Deluxe Room rooms' })).toBeDisabled();
  });

  it('asks to sign in before holding the rooms', () => {
    seedSelection();
    const calls = mockFetch({ '/property/v1/app/booking/pricing': pricing });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(useAuthModal.getState().open).toBe(true);
    expect(useAuthModal.getState().onSuccess).toBeTypeOf('function');
    expect(calls.some((c) => c.path === '/property/v1/app/booking')).toBe(false);
  });

  it('signed in with known details: holds the rooms and opens the payment step', async () => {
    seedSelection();
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userData', JSON.stringify(guest));
    const calls = mockFetch({
      '/property/v1/app/booking/pricing': pricing,
      '/property/v1/app/booking': { success: true, data: heldBooking() },
    });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Primary guest' })).toBeInTheDocument();
    expect(toastMessage()).toBe('Booking details confirmed! Please proceed to payment.');
    const body = JSON.parse(String(calls.find((c) => c.path === '/property/v1/app/booking')?.init?.body));
    expect(body).toMatchObject({ initiatePayment: false, primaryGuest: guest, roomIds: [{ id: 'r1', roomCount: 1 }] });
    expect(screen.getByText(/Complete payment within/)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao');
  });

  it.each([
    [
      { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
      'Failed to confirm booking. Please try again.',
    ],
    [
      { status: 409, body: { error: { code: 'SOLD_OUT', message: 'Deluxe Room is sold out on 10 Mar 2026.' } } },
      'Deluxe Room is sold out on 10 Mar 2026.',
    ],
  ])('a failed booking call says why and stays on step 0', async (answer, message) => {
    seedSelection();
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userData', JSON.stringify(guest));
    mockFetch({ '/property/v1/app/booking/pricing': pricing, '/property/v1/app/booking': answer });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(toastMessage()).toBe(message));
    expect(useBookingStore.getState().step).toBe(0);
  });

  it('asks for the primary guest when the account has no name or e-mail yet', async () => {
    seedSelection();
    localStorage.setItem('accessToken', 'token');
    mockFetch({
      '/property/v1/app/booking/pricing': pricing,
      '/property/v1/app/booking': { success: true, data: heldBooking() },
    });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who is checking in?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Mobile number is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: guest.name } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '+91 98765-43210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('9198765432');
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '12345' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: guest.email } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: guest.phone } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Primary guest' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toEqual(guest);
  });
});
