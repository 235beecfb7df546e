import type { AreaId } from '@staybook/contract/messages/areas';
import type { Translate } from '../../../lib/i18n';
import { failureReasonWords } from '../../booking';
import type { ChangePaymentState } from '../hooks/use-pay-change';

/**
 * Why a change's payment failed, in the page's language. English shows the reason as it came (the provider's, in the
 * contract's words, or the hook's own sentence); another language words the provider's facts as the booking's
 * failure dialog does, or says its own sentence where the provider gave none.
 */
export function changeFailureReason(
  state: Extract<ChangePaymentState, { kind: 'failed' }>,
  english: boolean,
  t: Translate<AreaId<'bookings'>>,
  tBooking: Translate<AreaId<'booking'>>,
): string {
  if (english) return state.reason;
  if (state.facts) return failureReasonWords(state.facts, tBooking);
  return t(
    state.fallback === 'not_started' ? 'bookings.change.failed.notStarted' : 'bookings.change.failed.notThrough',
  );
}
