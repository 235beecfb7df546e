import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import type { CouponRefusal } from '@staybook/contract/promotions';
import type { ApiError } from '../../../../lib/api-client';
import { useLanguage, useT } from '../../../../lib/i18n';

const REASONS = new Set(['unknown', 'expired', 'notYet', 'property', 'dates', 'alreadyUsed', 'usedUp', 'minNights']);

/** The refusal's facts the API sends in its error's details beside the English message, when they are there. */
export function couponRefusalOf(err: ApiError): CouponRefusal | null {
  const details = err.details as { reason?: unknown; nights?: unknown } | undefined;
  const reason = details?.reason;
  if (typeof reason !== 'string' || !REASONS.has(reason)) return null;
  if (reason === 'minNights') return typeof details?.nights === 'number' ? { reason, nights: details.nights } : null;
  return { reason } as CouponRefusal;
}

/**
 * A coupon's refusal in the page's language (issue 43): English shows the API's message as sent; another language
 * words the refusal's facts (`review.coupon.refused`), or shows the message when the error carries none.
 */
export function useCouponRefusalText(): (err: ApiError) => string {
  const t = useT('booking');
  const lang = useLanguage();
  return (err) => {
    const refusal = lang === DEFAULT_LANGUAGE ? null : couponRefusalOf(err);
    if (!refusal) return err.message;
    return t('review.coupon.refused', {
      reason: refusal.reason,
      nights: refusal.reason === 'minNights' ? refusal.nights : 0,
    });
  };
}
