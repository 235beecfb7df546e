import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchBar } from './search-bar';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBar(initial = {}) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<SearchBar initial={initial} />} />
          <Route path="/property-list" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SearchBar', () => {
  it('shows the spec placeholders and guest label', () => {
    renderBar();
    expect(screen.getAllByText('Add dates')).toHaveLength(2);
    expect(screen.getByText('Add guests')).toBeInTheDocument();
  });

  it('searches with the six spec keys, empty when unset', () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/property-list?city=&adults=&children=&checkInDate=&checkOutDate=&includePet=false',
    );
  });

  it('searches with the spec query parameters', () => {
    renderBar({
      city: 'Goa',
      checkIn: '2030-01-10',
      checkOut: '2030-01-12',
      guests: { adults: 2, children: 0, infants: 0, pets: false },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const url = new URL(`http://x${screen.getByTestId('where').textContent}`);
    expect(url.pathname).toBe('/property-list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      city: 'Goa',
      adults: '2',
      children: '0',
      checkInDate: String(Date.parse('2030-01-09T18:30:00Z') / 1000),
      checkOutDate: String(Date.parse('2030-01-11T18:30:00Z') / 1000),
      includePet: 'false',
    });
  });

  it('opens the guest selector at 2 adults, confirms guests with the total and keeps adults at one or more', async () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: /Who/ }));
    // The pickers are loaded on first use.
    expect(await screen.findByRole('button', { name: 'Confirm 2 guest(s)' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: "Who's coming?" });
    expect(within(dialog).getByText('Ages 13 or above')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fewer adults' }));
    expect(within(dialog).getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'More children' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm 2 guest(s)' }));
    expect(screen.getByText('2 guests')).toBeInTheDocument();
  });

  it('alerts when the check-out would fall before the check-in', async () => {
    renderBar({ checkIn: '2030-01-10' });
    fireEvent.click(screen.getByRole('button', { name: /Check out/ }));
    const dialog = await screen.findByRole('dialog');
    // Move forward to January 2030 if needed, then pick the 5th.
    for (let i = 0; i < 60 && !within(dialog).queryByRole('button', { name: 'Sat, 5 Jan 2030' }); i++)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sat, 5 Jan 2030' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Check-out date cannot be earlier than check-in date.');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});
