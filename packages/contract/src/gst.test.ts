import { describe, expect, it } from 'vitest';
import {
  businessDetailsSchema,
  financialYearOf,
  gstinCheckCharacter,
  gstinProblem,
  gstStateCodeOf,
  normaliseGstin,
  placeOfSupplyLabel,
  splitTaxPaise,
} from './gst';

describe('GSTIN', () => {
  it.each([
    ['27AAPFU0939F1ZV', null],
    ['29AAGCB7383J1Z4', null],
    ['30AAKCS9999M1ZC', null],
    ['27AAPFU0939F1ZX', 'This GSTIN has a typing mistake: its last character does not match the others.'],
    ['27AAPFU0939F1Z', 'A GSTIN has 15 characters.'],
    [
      '27AAPFU09391FZV',
      'This is not a GSTIN: it reads as a 2-digit state code, a 10-character PAN, then 3 characters.',
    ],
    [
      '27AAPFU0939F0ZV',
      'This is not a GSTIN: it reads as a 2-digit state code, a 10-character PAN, then 3 characters.',
    ],
    ['28AAPFU0939F1ZV', 'A GSTIN cannot start with 28: no state has that code.'],
    ['99AAPFU0939F1ZV', 'A GSTIN cannot start with 99: no state has that code.'],
  ])('%s → %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('finds every single-character typo by its check character', () => {
    const valid = '27AAPFU0939F1ZV';
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let caught = 0;
    let tried = 0;
    for (let i = 0; i < 14; i++)
      for (const c of chars) {
        if (c === valid[i]) continue;
        const typo = `${valid.slice(0, i)}${c}${valid.slice(i + 1, 14)}`;
        tried++;
        if (gstinCheckCharacter(typo) !== valid[14]) caught++;
      }
    expect(caught).toBe(tried);
  });

  it('reads what a person typed: spaces and lower case', () => {
    expect(normaliseGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
    const parsed = businessDetailsSchema.safeParse({ companyName: 'Konkan Traders', gstin: '27aapfu0939f1zv' });
    expect(parsed.success && parsed.data.gstin).toBe('27AAPFU0939F1ZV');
    const bad = businessDetailsSchema.safeParse({ companyName: '', gstin: '27AAPFU0939F1ZX' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Company name is required',
      'This GSTIN has a typing mistake: its last character does not match the others.',
    ]);
  });
});

describe('states and place of supply', () => {
  it.each([
    ['Goa', '30', '30-Goa'],
    ['Maharashtra', '27', '27-Maharashtra'],
    ['rajasthan', '08', '08-Rajasthan'],
    ['Himachal Pradesh', '02', '02-Himachal Pradesh'],
    ['Karnataka', '29', '29-Karnataka'],
    ['Puducherry', '34', '34-Puducherry'],
  ] as const)('%s is %s', (name, code, label) => {
    expect(gstStateCodeOf(name)).toBe(code);
    expect(placeOfSupplyLabel(code)).toBe(label);
  });
  it('knows no state called Atlantis', () => expect(gstStateCodeOf('Atlantis')).toBeNull());
});

describe('tax split', () => {
  it.each([
    [40_000, true, { cgst: 20_000, sgst: 20_000, igst: 0 }],
    [40_001, true, { cgst: 20_000, sgst: 20_001, igst: 0 }],
    [1, true, { cgst: 0, sgst: 1, igst: 0 }],
    [40_001, false, { cgst: 0, sgst: 0, igst: 40_001 }],
    [0, true, { cgst: 0, sgst: 0, igst: 0 }],
  ])('%i paise, intra-state %s', (tax, intra, split) => {
    expect(splitTaxPaise(tax, intra)).toEqual(split);
    const s = splitTaxPaise(tax, intra);
    expect(s.cgst + s.sgst + s.igst).toBe(tax);
  });
});

describe('financial year', () => {
  it.each([
    ['2026-03-31', '2025-26'],
    ['2026-04-01', '2026-27'],
    ['2026-12-24', '2026-27'],
    ['2027-01-01', '2026-27'],
    ['2099-04-01', '2099-00'],
  ])('%s is in %s', (date, fy) => expect(financialYearOf(date)).toBe(fy));
});
