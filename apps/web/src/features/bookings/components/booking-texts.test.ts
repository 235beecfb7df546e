import { formatDay } from '@staybook/contract/format';
import { compiledCatalogues } from '@staybook/contract/messages/compiled/all';
import { type RefundFacts, refundStatusText } from '@staybook/contract/refund-status';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { istClock } from '../../../lib/ist-clock';
import { refundText } from './booking-texts';

/**
 * The refund's sentence a page in another language writes from the refund's facts: its messages, read in English,
 * are the contract's own sentence for every state (so the translations translate what English guests read).
 */
const english = createI18n('en', compiledCatalogues.en);
const t = (id: string, values?: Record<string, string | number>) => english._(id, values);
const sentAt = 1_795_000_000;

const cases: RefundFacts[] = [
  { paid: 9250, amount: 9250, state: 'pending', sentAt: null, reference: null },
  { paid: 9250, amount: 8400.5, state: 'sent', sentAt, reference: 'rfnd_1' },
  { paid: 9250, amount: 8400, state: 'sent', sentAt, reference: null },
  {
    paid: 9250,
    amount: 8400,
    state: 'credited',
    sentAt,
    reference: 'rfnd_1',
    creditedAt: sentAt + 86_400,
    bankReference: 'ARN77',
  },
  { paid: 9250, amount: 8400, state: 'credited', sentAt, reference: 'rfnd_1', creditedAt: sentAt + 86_400 },
  { paid: 9250, amount: 8400, state: 'credited', sentAt, reference: null, creditedAt: sentAt + 86_400 },
  { paid: 123456, amount: 123456, state: 'failed', sentAt: null, reference: null },
];

describe('the refund sentence from its facts', () => {
  it.each(cases)('reads in English as the contract writes it (%#)', (facts) => {
    expect(refundText(t, formatDay, { ...facts, text: '' })).toBe(refundStatusText(facts));
  });
});

describe('istClock', () => {
  it('is the IST time of day of an instant, whatever the device zone', () => {
    expect(istClock(Date.parse('2030-03-02T08:30:00Z') / 1000)).toBe('14:00');
    expect(istClock(Date.parse('2030-03-01T18:29:00Z') / 1000)).toBe('23:59');
    expect(istClock(Date.parse('2030-03-01T18:30:00Z') / 1000)).toBe('00:00');
  });
});
