import { type CancelRefusal, cancelRefusalText } from '@staybook/contract/cancellation-rules';
import { formatDeadline } from '@staybook/contract/format';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadPageLanguage } from '../../../lib/i18n';
import { cancelRefusalOf } from './cancellation-texts';

/**
 * A refusal to cancel, worded in the page's language from the facts the API sends beside its English (issue 43):
 * English's message is the contract's sentence for each kind.
 */
const CHECK_IN = 1_798_000_000;
const refusals: CancelRefusal[] = [{ kind: 'closed' }, { kind: 'checkInPassed', checkInAt: CHECK_IN }];

async function translate(lang: 'en' | 'hi' | 'de') {
  const { i18n } = await loadPageLanguage(lang, ['bookings']);
  return (refusal: CancelRefusal, deadline: string) =>
    i18n._('bookings.cancel.refused', { kind: refusal.kind, deadline });
}

describe('a refusal to cancel in the page’s language', () => {
  it.each(refusals.map((r) => [r.kind, r] as const))(
    "English's %s message is the contract's sentence",
    async (_, r) => {
      const t = await translate('en');
      const deadline = r.kind === 'checkInPassed' ? formatDeadline(r.checkInAt) : '';
      expect(t(r, deadline)).toBe(cancelRefusalText(r));
    },
  );

  it('is worded in Hindi from its facts', async () => {
    const t = await translate('hi');
    expect(t({ kind: 'closed' }, '')).toBe('यह बुकिंग अब रद्द नहीं की जा सकती।');
    expect(t({ kind: 'checkInPassed', checkInAt: CHECK_IN }, '23 दिस॰ 2026, 2:00 pm IST')).toBe(
      'चेक-इन का समय (23 दिस॰ 2026, 2:00 pm IST) बीत चुका है। बुकिंग बदलने या रद्द करने के लिए कृपया होटल को फ़ोन करें।',
    );
  });

  it('reads the facts from a 409’s details, and none from an error without them', () => {
    expect(cancelRefusalOf(new ApiError(409, 'CONFLICT', 'x', { refusal: { kind: 'closed' } }))).toEqual({
      kind: 'closed',
    });
    expect(
      cancelRefusalOf(new ApiError(409, 'CONFLICT', 'x', { refusal: { kind: 'checkInPassed', checkInAt: CHECK_IN } })),
    ).toEqual({ kind: 'checkInPassed', checkInAt: CHECK_IN });
    expect(cancelRefusalOf(new ApiError(409, 'CONFLICT', 'x', { refusal: { kind: 'checkInPassed' } }))).toBeNull();
    expect(cancelRefusalOf(new ApiError(409, 'CONFLICT', 'x'))).toBeNull();
  });
});
