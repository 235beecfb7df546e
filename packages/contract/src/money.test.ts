import { describe, expect, it } from 'vitest';
import { formatInr, formatInrColumn, formatInrMoved, formatInrPaise, paiseToRupees, rupeesToPaise } from './money';

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

  it('writes what Intl.NumberFormat en-IN writes for rupees, from one rupee to a thousand crore, either sign', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    const values = [1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 98765432, 10 ** 10, 2 ** 40];
    for (let n = 7; n < 10 ** 12; n = n * 7 + 3) values.push(n, n + 0.49, n + 0.5);
    for (const v of values.flatMap((x) => [x, -x])) expect(formatInr(v), String(v)).toBe(intl.format(Math.round(v)));
  });

  it('writes no minus for an amount that rounds to zero', () => {
    expect(formatInr(-0.4)).toBe('₹0');
    expect(formatInr(-0)).toBe('₹0');
  });

  it('converts between paise and rupees without drift', () => {
    expect(rupeesToPaise(1234.56)).toBe(123456);
    expect(paiseToRupees(123456)).toBe(1234.56);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
});

describe('formatInrPaise', () => {
  it.each([
    [10708.5, '₹10,708.50'],
    [1234567.89, '₹12,34,567.89'],
    [0.5, '₹0.50'],
    [-0.5, '-₹0.50'],
    [-1200, '-₹1,200.00'],
    [0, '₹0.00'],
    [0.1 + 0.2, '₹0.30'],
  ])('writes %s rupees as %s', (rupees, text) => {
    expect(formatInrPaise(rupees)).toBe(text);
  });
});

describe('formatInrMoved (money that moved or is owed)', () => {
  it.each([
    [10708.5, '₹10,708.50'],
    [10708, '₹10,708'],
    [paiseToRupees(1070850), '₹10,708.50'],
    [0.01, '₹0.01'],
    [0, '₹0'],
    [-0.5, '-₹0.50'],
    [-1200, '-₹1,200'],
    [1234567.89, '₹12,34,567.89'],
    [0.1 + 0.2, '₹0.30'],
    [10708.499999, '₹10,708.50'],
    [10708.001, '₹10,708'],
  ])('writes %s rupees as %s', (rupees, text) => {
    expect(formatInrMoved(rupees)).toBe(text);
  });
});

describe('formatInrColumn (a report column)', () => {
  it('writes every row with two decimals when one row has paise', () => {
    const format = formatInrColumn([10708.5, 2100, 0]);
    expect([10708.5, 2100, 0].map(format)).toEqual(['₹10,708.50', '₹2,100.00', '₹0.00']);
  });

  it('writes whole rupees when no row has paise', () => {
    const format = formatInrColumn([10708, 2100]);
    expect([10708, 2100].map(format)).toEqual(['₹10,708', '₹2,100']);
    expect(formatInrColumn([])(5)).toBe('₹5');
  });
});
