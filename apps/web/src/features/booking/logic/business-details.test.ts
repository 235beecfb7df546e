import { describe, expect, it } from 'vitest';
import { type BusinessDraft, emptyBusinessDraft, readBusinessDetails } from './business-details';

const draft = (overrides: Partial<BusinessDraft>): BusinessDraft => ({
  ...emptyBusinessDraft,
  wanted: true,
  companyName: 'Unisys Travel LLP',
  gstin: '27AAPFU0939F1ZV',
  ...overrides,
});

describe('readBusinessDetails', () => {
  it.each([
    ['not ticked: nothing is sent, whatever was typed', { wanted: false, gstin: 'nonsense' }, null, {}],
    [
      'a valid GSTIN typed in lower case with spaces',
      { gstin: '27 aapfu 0939 f1zv', address: '  ' },
      { companyName: 'Unisys Travel LLP', gstin: '27AAPFU0939F1ZV' },
      {},
    ],
    [
      'a billing address',
      { address: ' Lower Parel, Mumbai 400013 ' },
      { companyName: 'Unisys Travel LLP', gstin: '27AAPFU0939F1ZV', address: 'Lower Parel, Mumbai 400013' },
      {},
    ],
    [
      'a GSTIN with a typing mistake in its last character',
      { gstin: '27AAPFU0939F1ZW' },
      null,
      { gstin: 'This GSTIN has a typing mistake: its last character does not match the others.' },
    ],
    ['a GSTIN too short', { gstin: '27AAPFU0939' }, null, { gstin: 'A GSTIN has 15 characters.' }],
    [
      'no company name and no GSTIN',
      { companyName: ' ', gstin: '' },
      null,
      { companyName: 'Company name is required', gstin: 'A GSTIN has 15 characters.' },
    ],
  ] as const)('%s', (_name, overrides, business, errors) => {
    expect(readBusinessDetails(draft(overrides))).toEqual({ business, errors });
  });
});
