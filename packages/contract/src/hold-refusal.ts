import { formatDay, plural, pluralWord } from './format';
import { unixToIstDate } from './stay-dates';
import { type StayRefusalKind, stayRefusalText } from './stay-restrictions';

/**
 * Why the booking call would not hold the rooms, as facts: the API sends them in its error's `details` (each field
 * optional, beside the English message, which `holdRefusalText` writes), so a page in another language words the
 * refusal itself (issue 43). A refusal the guest meets on the review page: the rooms were taken, a room went off sale,
 * the guest already has two unpaid holds, the hold ran out before paying, the hotel's rules refuse the stay, or the
 * device tried too often.
 */
export type HoldRefusal =
  | { reason: 'sold_out' }
  | { reason: 'room_short'; roomName: string; date: number; available: number }
  | { reason: 'not_sold'; roomName: string | null }
  | { reason: 'unpaid_hold_limit'; limit: number; holdMinutes: number }
  | { reason: 'hold_ended' }
  | { reason: 'restriction'; restriction: StayRefusalKind; date: number; nights?: number }
  | { reason: 'device_attempts'; retryAfterSeconds: number };

export const HOLD_REFUSAL_REASONS = [
  'sold_out',
  'room_short',
  'not_sold',
  'unpaid_hold_limit',
  'hold_ended',
  'restriction',
  'device_attempts',
] as const satisfies readonly HoldRefusal['reason'][];

/** The API's English sentence for each refusal. */
export function holdRefusalText(refusal: HoldRefusal): string {
  switch (refusal.reason) {
    case 'sold_out':
      return 'The selected rooms are no longer available for these dates.';
    case 'room_short': {
      const night = formatDay(refusal.date);
      const left = refusal.available;
      return left === 0
        ? `${refusal.roomName} is sold out for the night of ${night}.`
        : `Only ${left} ${refusal.roomName} ${pluralWord(left, 'room is', 'rooms are')} left for the night of ${night}.`;
    }
    case 'not_sold':
      return `${refusal.roomName ?? 'A room you chose'} is no longer sold at this property. Please choose another room.`;
    case 'unpaid_hold_limit':
      return (
        `You already have ${plural(refusal.limit, 'booking')} waiting for payment. Complete or cancel one ` +
        `of them, or wait for it to lapse (${plural(refusal.holdMinutes, 'minute')}), before starting another.`
      );
    case 'hold_ended':
      return 'Your hold on these rooms has ended, so it can no longer be paid. Please search again.';
    case 'restriction':
      return stayRefusalText(refusal.restriction, unixToIstDate(refusal.date), refusal.nights);
    case 'device_attempts':
      return `Too many booking attempts from this device. Please try again in ${plural(
        Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60)),
        'minute',
      )}.`;
  }
}
