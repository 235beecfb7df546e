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
        status: cell.isPast ? 'past' : cell.date === '2026-12-24' ? 'from ₹10,440' : undefined,
        className: cell.isPast ? 'past' : 'open',
        extra: cell.date === '2026-12-24' && <span aria-hidden="true">₹10K</span>,
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
    const past = screen.getByRole('button', { name: 'Wed, 9 Dec 2026, past' });
    expect(past).toHaveProperty('disabled', true);
    expect(past.className).toBe('past');
    expect(screen.getByRole('button', { name: 'Fri, 25 Dec 2026' }).getAttribute('aria-pressed')).toBe('true');
    const priced = screen.getByRole('button', { name: 'Thu, 24 Dec 2026, from ₹10,440' });
    expect(priced.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('button', { name: /^\w{3}, \d{1,2} Dec 2026/ })).toHaveLength(31);
    await userEvent.click(priced);
    expect(onPick).toHaveBeenCalledWith('2026-12-24');
  });

  it('names each day by the text drawn in it, so the number a guest sees is a word of its name (label in name)', () => {
    render(<Harness start="2026-12" today="2026-12-10" onPick={() => {}} />);
    for (const button of screen.getAllByRole('button', { name: /Dec 2026/ })) {
      // No aria-label: an aria-label is what a screen reader says instead of the text, and '2026-12-01' around a
      // drawn '1' does not hold it (axe's label-content-name-mismatch).
      expect(button).not.toHaveAttribute('aria-label');
      // The day number's own text, outside the visually hidden words (the price under it is drawn apart).
      const drawn = [...(button.firstElementChild?.childNodes ?? [])]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
      expect(drawn).toBe(String(Number(button.dataset.date?.slice(8))));
      expect(button).toHaveAccessibleName(expect.stringContaining(` ${drawn} Dec 2026`));
    }
  });
});
