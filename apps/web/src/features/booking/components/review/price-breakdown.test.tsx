import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceBreakdown, type PriceLines } from './price-breakdown';

/** The breakdown as the guest reads it: each line's label and its rupees (a saving's "−₹800" is −800). */
function readLines(): { label: string; amount: number }[] {
  const region = screen.getByRole('region', { name: 'Price breakdown' });
  const terms = within(region).getAllByRole('term');
  const values = within(region).getAllByRole('definition');
  return terms.map((term, i) => {
    const text = values[i]?.textContent ?? '';
    const amount = Number(text.replace(/[^\d]/g, ''));
    return { label: term.textContent ?? '', amount: text.startsWith('−') ? -amount : amount };
  });
}

const sumBeforeTotal = (lines: { label: string; amount: number }[]) =>
  lines.filter((l) => l.label !== 'Total amount').reduce((sum, l) => sum + l.amount, 0);

describe('the review price breakdown', () => {
  it("gives each room's extra-guest charge a line of its own, and the lines add up to the total", () => {
    // ₹10,800 a night for 4 nights plus ₹800 a night of extra guests: rent ₹46,400 (the stay).
    const price: PriceLines = {
      totalRoomRent: 46_400,
      tax: 8_352,
      totalPostTax: 54_752,
      nights: 4,
      rooms: [{ id: 'r1', name: 'Deluxe Room', extraGuests: 800 }],
    };
    render(<PriceBreakdown price={price} estimated={false} />);
    const lines = readLines();
    expect(lines).toEqual([
      { label: 'Room charges (4 nights)', amount: 43_200 },
      { label: 'Extra guests, Deluxe Room (₹800/night × 4 nights)', amount: 3_200 },
      { label: 'Taxes (GST)', amount: 8_352 },
      { label: 'Total amount', amount: 54_752 },
    ]);
    expect(sumBeforeTotal(lines)).toBe(54_752);
  });

  it('adds up with two rooms of extra guests and a saving taken off', () => {
    const price: PriceLines = {
      totalRoomRent: 20_000,
      tax: 2_400,
      totalPostTax: 22_400,
      nights: 2,
      discounts: [{ kind: 'promotion', label: 'Early bird', amount: 1_000 }],
      rooms: [
        { id: 'r1', name: 'Deluxe Room', extraGuests: 500 },
        { id: 'r2', name: 'Suite', extraGuests: 1_200 },
        { id: 'r3', name: 'Twin Room' },
      ],
    };
    render(<PriceBreakdown price={price} estimated={false} />);
    const lines = readLines();
    expect(lines.map((l) => l.label)).toEqual([
      'Room charges (2 nights)',
      'Extra guests, Deluxe Room (₹500/night × 2 nights)',
      'Extra guests, Suite (₹1,200/night × 2 nights)',
      'Early bird',
      'Taxes (GST)',
      'Total amount',
    ]);
    expect(lines[0]?.amount).toBe(20_000 + 1_000 - 1_000 - 2_400);
    expect(sumBeforeTotal(lines)).toBe(22_400);
  });

  it('keeps one room charges line when no room has extra guests', () => {
    render(
      <PriceBreakdown price={{ totalRoomRent: 8_000, tax: 400, totalPostTax: 8_400, nights: 2 }} estimated={false} />,
    );
    expect(readLines().map((l) => l.label)).toEqual(['Room charges (2 nights)', 'Taxes (GST)', 'Total amount']);
  });
});
