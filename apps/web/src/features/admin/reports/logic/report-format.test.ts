import { describe, expect, it } from 'vitest';
import { formatInrExact } from '../../logic/exact-money';
import { formatCount, formatInrOrDash, formatPercent } from './report-format';

describe('report figures', () => {
  it.each([
    [null, '—'],
    [0, '0%'],
    [72.5, '72.5%'],
    [100, '100%'],
  ])('occupancy %s reads %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });
  it('writes whole rupees, or a dash when there is nothing to divide by', () => {
    expect(formatInrOrDash(null)).toBe('—');
    expect(formatInrOrDash(123456)).toBe('₹1,23,456');
    expect(formatInrOrDash(4999.5)).toBe('₹5,000');
  });
  it('counts in the Indian grouping', () => {
    expect(formatCount(123456)).toBe('1,23,456');
  });
  it.each([
    [1234.5, '₹1,234.50'],
    [0, '₹0.00'],
    [0.1 + 0.2, '₹0.30'],
    [-150.05, '-₹150.05'],
    [1_17_092.4, '₹1,17,092.40'],
  ])('writes tax-document money %s to the paisa as %s', (value, text) => {
    expect(formatInrExact(value)).toBe(text);
  });
});
