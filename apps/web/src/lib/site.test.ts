import { describe, expect, it } from 'vitest';
import { copyrightYears } from './site';

describe('the footer copyright', () => {
  it.each([
    ['2025-06-01T00:00:00Z', '2025'],
    ['2026-11-26T12:00:00Z', '2025–2026'],
    // New Year's Eve in UTC is already the new year in IST.
    ['2026-12-31T19:00:00Z', '2025–2027'],
  ])('at %s reads © %s', (at, years) => {
    expect(copyrightYears(new Date(at))).toBe(years);
  });
});
