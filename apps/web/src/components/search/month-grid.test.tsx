import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthGrid } from './month-grid';

function Harness({ start, today, onPick }: { start: string; today: string; onPick: (date: string) => void }) {
  const [month, setMonth] = useState(start);
  return (
    <MonthGrid
      month={month}
      today={today}
      onMonthChange={setMonth}
      onPick={onPick}
      day={(cell) => ({
        pressed: cell.date === '2026-12-25',
        label: `day ${cell.date}`,
        className: cell.isPast ? 'past' : 'open',
        children: cell.day,
      })}
    />
  );
}

describe('MonthGrid', () => {
  it('does not go back before this month and crosses the year going forward', async () => {
    render(<Harness start="2026-11" today="2026-11-26" onPick={() => {}} />);
    expect(screen.getByText('November 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('January 2027')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('December 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', false);
  });

  it('draws each day as the caller says, disables past days and reports the tapped date', async () => {
    const onPick = vi.fn();
    render(<Harness start="2026-12" today="2026-12-10" onPick={onPick} />);
    const past = screen.getByRole('button', { name: 'day 2026-12-09' });
    expect(past).toHaveProperty('disabled', true);
    expect(past.className).toBe('past');
    expect(screen.getByRole('button', { name: 'day 2026-12-25' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'day 2026-12-24' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('button', { name: /^day / })).toHaveLength(31);
    await userEvent.click(screen.getByRole('button', { name: 'day 2026-12-24' }));
    expect(onPick).toHaveBeenCalledWith('2026-12-24');
  });
});
