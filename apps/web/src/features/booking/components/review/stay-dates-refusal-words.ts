import { STAY_DATES_REFUSAL_REASONS, type StayDatesRefusal } from '@staybook/contract/change-call-refusal';
import type { AreaId } from '@staybook/contract/messages/areas';
import { ApiError } from '../../../../lib/api-client';
import type { Translate } from '../../../../lib/i18n';

/** The stay's dates refused (`stayDatesRefusal`'s facts a quote's, a booking's or a change's 400 sends), when there. */
export function stayDatesRefusalOf(err: unknown): StayDatesRefusal | null {
  if (!(err instanceof ApiError) || !err.details || typeof err.details !== 'object') return null;
  const d = err.details as Record<string, unknown>;
  const reason = d.reason as StayDatesRefusal['reason'];
  if (!STAY_DATES_REFUSAL_REASONS.includes(reason)) return null;
  if (reason !== 'stay_too_long') return { reason };
  const n = d.maxNights;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? { reason, maxNights: n } : null;
}

/**
 * The stay's dates refused, in the page's language (issue 43): the one wording of these facts, on the review page and
 * the change page (which loads the `booking` area too); English's messages are the contract's `changeCallRefusalText`
 * (stay-dates-refusal-words.test.ts).
 */
export function stayDatesRefusalWords(refusal: StayDatesRefusal, t: Translate<AreaId<'booking'>>): string {
  switch (refusal.reason) {
    case 'check_out_order':
      return t('review.refused.stay.checkOutOrder');
    case 'check_in_past':
      return t('review.refused.stay.checkInPast');
    case 'stay_too_long':
      return t('review.refused.stay.tooLong', { nights: refusal.maxNights });
  }
}
