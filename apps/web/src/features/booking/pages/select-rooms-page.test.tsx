import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/ui/toast';
import { type ApiMock, fail, mockApi, ok } from '../../../test/api-mock';
import { useBookingStore } from '../store/booking-store';
import { renderAt } from '../test/render';
import { CHECK_IN, makeRoom } from '../test/room-factory';
import SelectRoomsPage from './select-rooms-page';

const DAY = 86_400;
const night = (rate: number, inv: number, i: number) => ({ date: CHECK_IN + i * DAY, rate, available_inventory: inv });
const rooms = [
  {
    id: 'cheap',
    name: 'Garden Room',
    price: [night(3000, 2, 0), night(3000, 1, 1)],
    available: 1,
    rating: { average: 4.1 },
  },
  {
    id: 'lux',
    name: 'Royal Suite',
    price: [night(12000, 4, 0), night(12000, 4, 1)],
    available: 4,
    rating: { average: 4.9 },
  },
  { id: 'gone', name: 'Attic', price: [night(2000, 0, 0), night(2000, 3, 1)], available: 0, rating: { average: 3 } },
  {
    id: 'ext',
    name: 'Partner Villa',
    price: [night(8000, 5, 0), night(8000, 5, 1)],
    available: 5,
    url: 'https://partner.example.com/v',
  },
];
const url = `/select-rooms?propertyId=p1&checkInDate=${CHECK_IN}&checkOutDate=${CHECK_IN + 2 * DAY}&adults=2&children=0`;

let api: ApiMock;

beforeEach(() => {
  useBookingStore.getState().clearBooking();
  api = mockApi({
    '/property/v1/app/rooms': ok(rooms),
    '/property/v1/app/propertyDetails': {
      success: true,
      data: [{ id: 'propertyInfo', data: { title: 'Sea Breeze Resort', address: 'Calangute, Goa' } }],
    },
    // No placement: the guest chooses (the preselection has its own test below).
    '/property/v1/app/party-price': {
      success: true,
      data: { price: null, checkInDate: CHECK_IN, checkOutDate: CHECK_IN + 2 * DAY },
    },
  });
});

const cards = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('select rooms page', () => {
  it('without a property and dates goes home', async () => {
    renderAt(<SelectRoomsPage />, { url: '/select-rooms', path: '/select-rooms' });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows the stay header and the rooms sorted by price', async () => {
    renderAt(<SelectRoomsPage />, { url, path: '/select-rooms' });
    expect(await screen.findByRole('heading', { name: 'Sea Breeze Resort' })).toBeInTheDocument();
    expect(screen.getByText('2 Adults')).toBeInTheDocument();
    expect(screen.getByText('2 nights')).toBeInTheDocument();
    await screen.findByText('Garden Room');
    expect(cards()).toEqual(['Attic', 'Garden Room', 'Partner Villa', 'Royal Suite']);
  });

  it.each([
    ['Available', ['Garden Room', 'Partner Villa', 'Royal Suite']],
    ['Budget', ['Attic', 'Garden Room']],
    ['Luxury', ['Royal Suite']],
    ['Popular', ['Royal Suite']],
  ])('the %s chip filters the list', async (chip, expected) => {
    renderAt(<SelectRoomsPage />, { url, path: '/select-rooms' });
    await screen.findByText('Garden Room');
    fireEvent.click(screen.getByRole('button', { name: chip }));
    expect(screen.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toEqual(expected);
  });

  it('continuing with no room says so; adding a room updates the total and moves on', async () => {
    const { router } = renderAt(<SelectRoomsPage />, { url, path: '/select-rooms' });
    await screen.findByText('Garden Room');
    fireEvent.click(screen.getByRole('button', { name: 'Select Rooms' }));
    expect(useToastStore.getState().message).toBe('Please select at least one room.');
    fireEvent.click(screen.getByRole('button', { name: 'Add Room: Royal Suite' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Royal Suite rooms' }));
    expect(screen.getByText('2 rooms selected')).toBeInTheDocument();
    expect(useBookingStore.getState().totalPrice).toBe(48_000);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review-booking'));
  });

  it("offers the list's placement of the party in one tap and says the list's figure until the guest changes it", async () => {
    api = mockApi({
      '/property/v1/app/rooms': ok(rooms),
      '/property/v1/app/propertyDetails': {
        success: true,
        data: [{ id: 'propertyInfo', data: { title: 'Sea Breeze Resort', address: 'Calangute, Goa' } }],
      },
      '/property/v1/app/party-price': {
        success: true,
        data: {
          price: {
            rooms: 2,
            nights: 2,
            total: 48_000,
            taxes: 5_760,
            placement: [{ roomId: 'lux', roomCount: 2, adults: 2, children: 0 }],
          },
          checkInDate: CHECK_IN,
          checkOutDate: CHECK_IN + 2 * DAY,
        },
      },
    });
    renderAt(<SelectRoomsPage />, { url, path: '/select-rooms' });
    expect(await screen.findByText('2 rooms · ₹48,000 for 2 nights + ₹5,760 taxes')).toBeInTheDocument();
    expect(screen.getByText('0 rooms selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Choose these rooms' }));
    expect(await screen.findByText('2 rooms selected')).toBeInTheDocument();
    expect(screen.getByTestId('party-price')).toHaveTextContent('2 rooms · ₹48,000 for 2 nights + ₹5,760 taxes');
    expect(useBookingStore.getState().allocation).toEqual({ lux: { adults: 2, children: 0 } });
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Royal Suite rooms' }));
    expect(await screen.findByText('1 room selected')).toBeInTheDocument();
    expect(screen.queryByTestId('party-price')).not.toBeInTheDocument();
  });

  it('an external room asks before opening a new tab and is not added', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt(<SelectRoomsPage />, { url, path: '/select-rooms' });
    fireEvent.click(await screen.findByRole('button', { name: 'Book Externally: Partner Villa' }));
    expect(confirm).toHaveBeenCalledWith(
      'This room has an external booking link. Would you like to be redirected to https://partner.example.com/v?',
    );
    expect(open).toHaveBeenCalledWith('https://partner.example.com/v', '_blank', 'noopener,noreferrer');
    expect(useBookingStore.getState().selectedRooms).toEqual({});
  });

  it('a different property clears the stored selection', async () => {
    useBookingStore.getState().startSelection({
      propertyId: 'old',
      checkInDate: CHECK_IN,
      checkOutDate: CHECK_IN + DAY,
      adults: 2,
      children: 0,
    });
    useBookingStore.getState().addRoom(makeRoom({ id: 'x' }));
    expect(useBookingStore.getState().selectedRooms.x).toBeDefined();
    renderAt(<SelectRoomsPage />, { url, path: '/select-rooms' });
    await screen.findByText('Garden Room');
    expect(useBookingStore.getState()).toMatchObject({ propertyId: 'p1', selectedRooms: {} });
  });

  it('says so when the rooms cannot load', async () => {
    api.use({ '/property/v1/app/rooms': fail(500, 'INTERNAL', 'x') });
    renderAt(<SelectRoomsPage />, { url, path: '/select-rooms' });
    expect(await screen.findByText('Failed to load rooms. Please try again.')).toBeInTheDocument();
  });
});
