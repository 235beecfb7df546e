import { describe, expect, it } from 'vitest';
import { loadPageLanguage } from '../../../lib/i18n';
import { changeFailureReason } from './change-payment-words';

/** A change's failed payment in the page's language (issue 43): English as it came, another language from facts. */
async function words(lang: 'en' | 'hi' | 'de') {
  const { i18n } = await loadPageLanguage(lang, ['bookings', 'booking']);
  const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
  return (state: Parameters<typeof changeFailureReason>[0]) =>
    changeFailureReason(state, lang === 'en', t as never, t as never);
}

const declined = {
  kind: 'failed' as const,
  reason: 'Your bank declined the payment: insufficient funds.',
  facts: { side: 'bank', reason: 'insufficient_funds', described: null } as never,
  fallback: 'not_through' as const,
};

describe("a change's failed payment in the page's language", () => {
  it('English shows the reason as it came', async () => {
    expect((await words('en'))(declined)).toBe(declined.reason);
    expect(
      (await words('en'))({
        kind: 'failed',
        reason: 'The payment could not be started. Try again.',
        fallback: 'not_started',
      }),
    ).toBe('The payment could not be started. Try again.');
  });

  it("Hindi and German word the provider's facts, or say their own sentence when it gave none", async () => {
    const hi = await words('hi');
    const de = await words('de');
    expect(hi(declined)).toMatch(/[\u0900-\u097F]/);
    expect(hi(declined)).not.toContain('declined');
    expect(de({ kind: 'failed', reason: 'Network error', fallback: 'not_started' })).toBe(
      'Die Zahlung konnte nicht gestartet werden. Versuchen Sie es erneut.',
    );
    expect(hi({ kind: 'failed', reason: 'x', facts: null, fallback: 'not_through' })).toBe(
      'भुगतान नहीं हो पाया। कोई पैसा नहीं कटा।',
    );
  });

  it("English's own sentences are the hook's", async () => {
    const { i18n } = await loadPageLanguage('en', ['bookings']);
    expect(i18n._('bookings.change.failed.notThrough')).toBe('The payment did not go through. No money was deducted.');
    expect(i18n._('bookings.change.failed.notStarted')).toBe('The payment could not be started. Try again.');
  });
});
