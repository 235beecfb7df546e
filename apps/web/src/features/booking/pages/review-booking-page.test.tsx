import { TOO_MANY_ROOMS_MESSAGE } from '@staybook/contract/booking';
import { addDays, istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { dayName } from '../../../components/search/search-logic';
import { useToastStore } from '../../../components/ui/toast';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { type ApiMock, fail, type MockRequest, mockApi, ok } from '../../../test/api-mock';
import { useBookingStore } from '../store/booking-store';
import { renderAt } from '../test/render';
import { heldBooking, noExtras, pricing, seedSelection } from '../test/review-fixtures';
import { makeRoom } from '../test/room-factory';
import ReviewBookingPage from './review-booking-page';

const render = () => renderAt(<ReviewBookingPage />, { url: '/review-booking', path: '/review-booking' });
const toastMessage = () => useToastStore.getState().message;
const guest = { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' };
const twoHolds =
  'You already have 2 bookings waiting for payment. Complete or cancel one of them, or wait for it to lapse (15 minutes), before starting another.';
const bookingCalls = (api: ApiMock) => api.callsTo('POST /property/v1/app/booking');
const keyOf = (call: MockRequest | undefined) => call?.headers['idempotency-key'];

beforeEach(() => {
  useToastStore.setState({ message: '', show: false });
  useAuthModal.setState({ open: false, onSuccess: null });
  mockApi({ ...noExtras, '/property/v1/app/booking/pricing': pricing });
});

describe('review booking, step 0', () => {
  it('without a selection, says so', () => {
    useBookingStore.getState().clearBooking();
    render();
    expect(screen.getByText(/No rooms selected/)).toBeInTheDocument();
  });

  it("shows the stay with the property's own check-in and check-out times and the progress indicator", async () => {
    seedSelection();
    const s = useBookingStore.getState();
    s.setPropertyInfo({ ...s.propertyInfo!, checkInTime: '13:00', checkOutTime: '11:00' });
    render();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Booking Details');
    expect(screen.getByText('From 1:00 PM')).toBeInTheDocument();
    expect(screen.getByText('By 11:00 AM')).toBeInTheDocument();
  });

  it('edits the dates: check-in then check-out in the calendar, then the rooms page re-checks the new nights', async () => {
    seedSelection();
    const s = useBookingStore.getState();
    const { router } = render();
    fireEvent.click(screen.getByRole('button', { name: 'Edit dates' }));
    // Two months from today: in the future whatever the fixture's stay is.
    const target = addDays(todayIst(), 60);
    const pick = async (title: string, day: string) => {
      const dialog = await screen.findByRole('dialog', { name: title });
      for (let i = 0; i < 24 && !within(dialog).queryByRole('button', { name: dayName(day) }); i++)
        fireEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
      fireEvent.click(within(dialog).getByRole('button', { name: dayName(day) }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    };
    await pick('Check in', target);
    await pick('Check out', addDays(target, 2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-rooms'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('checkInDate')).toBe(String(istDateToUnix(target)));
    expect(query.get('checkOutDate')).toBe(String(istDateToUnix(addDays(target, 2))));
    expect(query.get('propertyId')).toBe(s.propertyId);
  });

  it('shows the 18% estimate while pricing loads, then the server price', async () => {
    let answer: () => void = () => {};
    mockApi({
      ...noExtras,
      // The price is answered only when the test says so.
      '/property/v1/app/booking/pricing': () =>
        new Promise((resolve) => {
          answer = () => resolve(pricing);
        }),
    });
    seedSelection();
    render();
    expect(screen.getByText('Taxes (estimated)')).toBeInTheDocument();
    expect(screen.getByText('₹1,440')).toBeInTheDocument();
    expect(screen.getByText('₹9,440')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Taxes (GST)')).toBeInTheDocument();
    expect(screen.getByText('₹8,400')).toBeInTheDocument();
  });

  it('guest minima: adults at least 1, children at least 0, with the default age bands until the property says', () => {
    seedSelection({ adults: 1 });
    render();
    expect(screen.getByText('Ages 13 or above')).toBeInTheDocument();
    expect(screen.getByText('Ages 2–12')).toBeInTheDocument();
    expect(screen.getByText('Under 2: free, not counted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease Adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease Children' })).toBeDisabled();
  });

  it('says the property’s own age bands', () => {
    seedSelection();
    useBookingStore.getState().setPropertyInfo({
      title: 'Sea Breeze Resort',
      address: 'Calangute, Goa',
      image: null,
      agePolicy: { infantMaxAge: 4, childMaxAge: 16 },
    });
    render();
    expect(screen.getByText('Ages 17 or above')).toBeInTheDocument();
    expect(screen.getByText('Ages 5–16')).toBeInTheDocument();
    expect(screen.getByText('Under 5: free, not counted')).toBeInTheDocument();
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
    const api = mockApi({ ...noExtras, '/property/v1/app/booking/pricing': pricing });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(useAuthModal.getState().open).toBe(true);
    expect(useAuthModal.getState().onSuccess).toBeTypeOf('function');
    expect(api.callsTo('POST /property/v1/app/booking')).toHaveLength(0);
  });

  it('places guests room by room, with infants and a pet, and books exactly that placing', async () => {
    seedSelection({ adults: 3 });
    const s = useBookingStore.getState();
    s.addRoom(makeRoom({ id: 'r2', name: 'Family Villa', maxAdults: 4, maxChildren: 2, rates: [9000, 9000] }));
    s.setCompanions({ infants: 1, pets: true });
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userData', JSON.stringify(guest));
    const api = mockApi({
      ...noExtras,
      '/property/v1/app/booking/pricing': pricing,
      '/property/v1/app/booking': ok(heldBooking()),
    });
    render();
    // Three adults spread: two in the Deluxe Room, one in the villa; the guest adds a child and an adult there.
    const where = screen.getByRole('region', { name: 'Who sleeps where' });
    fireEvent.click(within(where).getByRole('button', { name: 'Increase Children in Family Villa' }));
    fireEvent.click(within(where).getByRole('button', { name: 'Increase Adults in Family Villa' }));
    // The party follows the placing.
    expect(within(screen.getByRole('group', { name: 'Adults' })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Children' })).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Infants' })).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Travelling with a pet/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await screen.findByRole('heading', { name: 'Primary guest' });
    const body = api.callsTo('POST /property/v1/app/booking')[0]?.body as Record<string, unknown>;
    expect(body.roomIds).toEqual([
      { id: 'r1', roomCount: 1, adults: 2, children: 0 },
      { id: 'r2', roomCount: 1, adults: 2, children: 1 },
    ]);
    expect(body).toMatchObject({ guests: { adults: 4, children: 1 }, infants: 1, pets: true });
  });

  it('signed in with known details: holds the rooms and opens the payment step', async () => {
    seedSelection();
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userData', JSON.stringify(guest));
    const api = mockApi({
      ...noExtras,
      '/property/v1/app/booking/pricing': pricing,
      '/property/v1/app/booking': ok(heldBooking()),
    });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Primary guest' })).toBeInTheDocument();
    expect(toastMessage()).toBe('Booking details confirmed! Please proceed to payment.');
    const body = api.callsTo('POST /property/v1/app/booking')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ initiatePayment: false, primaryGuest: guest, roomIds: [{ id: 'r1', roomCount: 1 }] });
    expect(screen.getByText(/Complete payment within/)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao');
  });

  it.each([
    [fail(500, 'INTERNAL', 'boom'), 'Failed to confirm booking. Please try again.'],
    [fail(409, 'SOLD_OUT', 'Deluxe Room is sold out on 10 Mar 2026.'), 'Deluxe Room is sold out on 10 Mar 2026.'],
    [fail(409, 'CONFLICT', twoHolds), twoHolds],
    [
      fail(429, 'RATE_LIMITED', 'Too many booking attempts from this device. Please try again in 9 minutes.'),
      'Too many booking attempts from this device. Please try again in 9 minutes.',
    ],
    [
      fail(400, 'VALIDATION_ERROR', `roomIds: ${TOO_MANY_ROOMS_MESSAGE}`, {
        issues: [{ path: 'roomIds', message: TOO_MANY_ROOMS_MESSAGE }],
      }),
      TOO_MANY_ROOMS_MESSAGE,
    ],
  ])('a failed booking call says why and stays on step 0', async (answer, message) => {
    seedSelection();
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userData', JSON.stringify(guest));
    mockApi({ ...noExtras, '/property/v1/app/booking/pricing': pricing, '/property/v1/app/booking': answer });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(toastMessage()).toBe(message));
    expect(useBookingStore.getState().step).toBe(0);
  });

  it('sends one Idempotency-Key per attempt: the same on a retry, a new one once the rooms change', async () => {
    seedSelection();
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userData', JSON.stringify(guest));
    let answers = 0;
    const api = mockApi({
      ...noExtras,
      '/property/v1/app/booking/pricing': pricing,
      '/property/v1/app/booking': () =>
        ++answers < 4 ? fail(503, 'SERVICE_UNAVAILABLE', 'Try again.') : ok(heldBooking()),
    });
    render();
    const proceed = () => fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    proceed();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled());
    proceed();
    await waitFor(() => expect(bookingCalls(api)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled());
    const [first, retry] = bookingCalls(api);
    expect(keyOf(first)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keyOf(retry)).toBe(keyOf(first));

    fireEvent.click(screen.getByRole('button', { name: 'Increase Deluxe Room rooms' }));
    proceed();
    await waitFor(() => expect(bookingCalls(api)).toHaveLength(3));
    expect(keyOf(bookingCalls(api)[2])).not.toBe(keyOf(first));
  });

  it('disables Proceed while the booking call is in flight, so a second click sends nothing', async () => {
    seedSelection();
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userData', JSON.stringify(guest));
    let answer: () => void = () => {};
    const api = mockApi({
      ...noExtras,
      '/property/v1/app/booking/pricing': pricing,
      // The booking call is answered only when the test says so.
      'POST /property/v1/app/booking': () =>
        new Promise((resolve) => {
          answer = () => resolve(ok(heldBooking()));
        }),
    });
    render();
    const button = screen.getByRole('button', { name: 'Proceed to Payment' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Holding your rooms…' })).toBeDisabled();
    expect(bookingCalls(api)).toHaveLength(1);
    answer();
    expect(await screen.findByRole('heading', { name: 'Primary guest' })).toBeInTheDocument();
    expect(bookingCalls(api)).toHaveLength(1);
  });

  it('asks for the primary guest when the account has no name or e-mail yet', async () => {
    seedSelection();
    localStorage.setItem('accessToken', 'token');
    mockApi({
      ...noExtras,
      '/property/v1/app/booking/pricing': pricing,
      '/property/v1/app/booking': ok(heldBooking()),
    });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who is checking in?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Mobile number is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: guest.name } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '+91 98765-43210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    // The number keeps its 10 digits, not the country code's first eight.
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('9876543210');
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '12345' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: guest.email } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: guest.phone } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Primary guest' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toEqual(guest);
  });
});
