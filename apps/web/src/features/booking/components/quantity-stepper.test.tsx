import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

describe('QuantityStepper', () => {
  it('steps by one within its bounds', () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={2} min={1} max={3} onChange={onChange} label="Deluxe rooms" />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase Deluxe rooms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Deluxe rooms' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  it.each([
    ['at the minimum', 1, true, false],
    ['at the maximum', 3, false, true],
    ['in between', 2, false, false],
  ])('%s', (_n, value, decreaseDisabled, increaseDisabled) => {
    render(<QuantityStepper value={value} min={1} max={3} onChange={() => {}} label="Adults" />);
    expect(screen.getByRole('button', { name: 'Decrease Adults' })).toHaveProperty('disabled', decreaseDisabled);
    expect(screen.getByRole('button', { name: 'Increase Adults' })).toHaveProperty('disabled', increaseDisabled);
    expect(screen.getByRole('group', { name: 'Adults' })).toHaveTextContent(String(value));
  });
});
