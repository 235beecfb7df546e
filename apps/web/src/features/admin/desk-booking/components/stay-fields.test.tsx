import type { Room } from '@staybook/contract/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newRoomLine } from '../logic/desk-booking-form';
import { StayDates, StayRooms } from './stay-fields';

const query = (state: Partial<UseQueryResult<Room[]>>) =>
  ({ data: undefined, isError: false, isFetching: false, error: null, refetch: vi.fn(), ...state }) as UseQueryResult<
    Room[]
  >;

describe('StayDates', () => {
  it('shows each date with its own message and reports which one changed', async () => {
    const onChange = vi.fn();
    render(
      <StayDates
        checkIn="2027-01-10"
        checkOut="2027-01-12"
        errors={{ checkIn: 'Check-out must be after check-in.' }}
        onChange={onChange}
      />,
    );
    const checkIn = screen.getByLabelText('Check-in');
    expect(checkIn).toHaveValue('2027-01-10');
    expect(checkIn).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Check-out')).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(screen.getByLabelText('Check-out'));
    expect(onChange).toHaveBeenLastCalledWith('checkOut', '');
  });
});

describe('StayRooms', () => {
  const lines = [newRoomLine()];

  it('a new booking shows only the failure when the rooms cannot be loaded', () => {
    render(
      <StayRooms
        rooms={query({ isError: true, error: new Error('x') })}
        lines={lines}
        errors={{}}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByLabelText('Room type')).toBeNull();
  });

  it('a new booking waits for the rooms before showing lines', () => {
    render(<StayRooms rooms={query({ isFetching: true })} lines={lines} errors={{}} onChange={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the rooms for these dates');
    expect(screen.queryByLabelText('Room type')).toBeNull();
  });

  it('a change keeps its lines on screen beside the failure', () => {
    render(
      <StayRooms
        rooms={query({ isError: true, error: new Error('x') })}
        lines={lines}
        errors={{}}
        onChange={vi.fn()}
        keepLines
      />,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Room type')).toBeInTheDocument();
  });
});
