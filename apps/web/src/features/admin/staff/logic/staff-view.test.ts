import { describe, expect, it } from 'vitest';
import { formatMobile, propertiesSummary } from './staff-view';

const p = (name: string) => ({ id: name, name });

describe('propertiesSummary', () => {
  it.each([
    [{ allProperties: true, properties: [] }, 'Every property'],
    [{ allProperties: false, properties: [p('Anjuna Villa')] }, 'Anjuna Villa'],
    [{ allProperties: false, properties: [p('A'), p('B')] }, 'A, B'],
    [{ allProperties: false, properties: [p('A'), p('B'), p('C'), p('D')] }, 'A, B and 2 more'],
  ])('%j → %s', (member, expected) => expect(propertiesSummary(member)).toBe(expected));
});

describe('formatMobile', () => {
  it('groups the 10 digits after +91', () => expect(formatMobile('9822000003')).toBe('+91 98220 00003'));
});
