import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { mockApi, ok } from '../../../test/api-mock';
import { listItem } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import BookingsPage from './bookings-page';

const render = () => renderRoutes([{ path: '/bookings', element: <BookingsPage /> }], '/bookings');
const list = [
  listItem({
    id: 'a',
    status: 'upcoming',
    property: { id: 'p', name: 'Alpha Inn', address: 'Goa', featuredImage: { images: [] } },
  }),
  listItem({
    id: 'b',
    status: 'processing',
    statusText: 'Payment pending',
    infants: 1,
    pets: true,
    property: { id: 'p', name: 'Beta Villa', address: 'Goa', featuredImage: { images: [] } },
  }),
  listItem({
    id: 'c',
    status: 'cancelled',
    property: { id: 'p', name: 'Gamma Hotel', address: 'Goa', featuredImage: { images: [] } },
  }),
];

beforeEach(() => {
  useAuthModal.setState({ open: false });
});

describe('my bookings', () => {
  it('signed out: prompts to sign in with the auth modal', () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useAuthModal.getState().open).toBe(true);
  });

  it('lists everything under All by default, with the status badges', async () => {
    localStorage.setItem('accessToken', 't');
    mockApi({ '/property/v1/app/booking': ok(list) });
    render();
    expect(await screen.findByText('Alpha Inn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const link = screen.getByRole('link', { name: /Alpha Inn/ });
    expect(within(link).getByText('Upcoming')).toHaveClass('bg-sand-400');
    expect(within(screen.getByRole('link', { name: /Beta Villa/ })).getByText('Processing')).toHaveClass(
      'bg-slate-200',
    );
    expect(link).toHaveAttribute('href', '/booking-details/a');
    expect(within(link).getByText('2 adults, 1 child')).toBeInTheDocument();
    // The whole party, infants and a pet too (issue 24: nothing dropped).
    const beta = screen.getByRole('link', { name: /Beta Villa/ });
    expect(within(beta).getByText('2 adults, 1 child, 1 infant, with a pet')).toBeInTheDocument();
  });

  it('filters by chip and says when nothing matches', async () => {
    localStorage.setItem('accessToken', 't');
    mockApi({ '/property/v1/app/booking': ok(list) });
    render();
    await screen.findByText('Alpha Inn');
    fireEvent.click(screen.getByRole('button', { name: 'Processing' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Beta Villa')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ongoing' }));
    expect(screen.getByText('No bookings available.')).toBeInTheDocument();
  });

  it('an empty account says No bookings available.', async () => {
    localStorage.setItem('accessToken', 't');
    mockApi({ '/property/v1/app/booking': ok([]) });
    render();
    expect(await screen.findByText('No bookings available.')).toBeInTheDocument();
  });
});
