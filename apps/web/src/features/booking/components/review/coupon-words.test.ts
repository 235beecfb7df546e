import { type CouponRefusal, couponRefusalText } from '@staybook/contract/promotions';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { loadPageLanguage } from '../../../../lib/i18n';
import { couponRefusalOf } from './coupon-words';

/**
 * A coupon's refusal, worded in the page's language from the facts the API's error sends beside its English message
 * (issue 43); English's message is the contract's for every reason.
 */
const refusals: CouponRefusal[] = [
  { reason: 'unknown' },
  { reason: 'expired' },
  { reason: 'notYet' },
  { reason: 'property' },
  { reason: 'dates' },
  { reason: 'alreadyUsed' },
  { reason: 'usedUp' },
  { reason: 'minNights', nights: 3 },
];
const errorOf = (refusal: CouponRefusal) =>
  new ApiError(400, 'BAD_REQUEST', couponRefusalText(refusal), {
    field: 'couponCode',
    couponCode: 'GOA10',
    ...refusal,
  });

async function translate(lang: 'en' | 'hi' | 'de') {
  const { i18n } = await loadPageLanguage(lang, ['booking']);
  return (refusal: CouponRefusal) =>
    i18n._('review.coupon.refused', {
      reason: refusal.reason,
      nights: refusal.reason === 'minNights' ? refusal.nights : 0,
    });
}

describe("a coupon's refusal in the page's language", () => {
  it.each(refusals.map((r) => [r.reason, r] as const))("English's %s message is the contract's", async (_, refusal) => {
    const t = await translate('en');
    const facts = couponRefusalOf(errorOf(refusal));
    expect(facts).toEqual(refusal);
    expect(t(refusal)).toBe(couponRefusalText(refusal));
  });

  it('words the refusal in Hindi and German from its facts', async () => {
    expect((await translate('hi'))({ reason: 'minNights', nights: 3 })).toBe(
      'इस कोड के लिए कम से कम 3 रातों का ठहराव चाहिए',
    );
    expect((await translate('de'))({ reason: 'expired' })).toBe('Dieser Code ist abgelaufen');
  });

  it('reads no facts from an error that carries none (shown as sent)', () => {
    expect(
      couponRefusalOf(new ApiError(400, 'BAD_REQUEST', 'This code is not valid.', { field: 'couponCode' })),
    ).toBeNull();
    expect(couponRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'minNights' }))).toBeNull();
    expect(couponRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'somethingNew' }))).toBeNull();
  });
});
