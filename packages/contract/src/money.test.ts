import { describe, expect, it } from 'vitest';
import { formatInr, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it.each([
    [12450, '₹12,450'],
    [1500, '₹1,500'],
    [123456, '₹1,23,456'],
    [0, '₹0'],
    [999.6, '₹1,000'],
  ])('formats %d rupees as %s (Indian grouping, no decimals)', (rupees, text) => {
    expect(formatInr(rupees)).toBe(text);
  });

  it('converts between paise and rupees without drift', () => {
    expect(rupeesToPaise(1234.56)).toBe(123456);
    expect(paiseToRupees(123456)).toBe(1234.56);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
});
