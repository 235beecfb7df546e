import { CHECK_OUT_BEFORE_CHECK_IN_MESSAGE } from './booking';
import { type ChangeRefusalKind, changeRefusalKinds, changeRefusalText } from './booking-changes';
import { plural } from './format';
import { daysBetween, type IsoDate, MAX_STAY_NIGHTS } from './stay-dates';

/**
 * Why the change of a booking's preview or apply call answered 400/409, as facts: the API sends them in the error's
 * `details` beside its unchanged English message (which `changeCallRefusalText` writes), so the change page in another
 * language words the refusal itself (issue 43), as it does a party's (party-refusal.ts) and a hold's (hold-refusal.ts:
 * the new nights taken or refused under lock; their reasons differ from these). The new stay's dates (also the quote's
 * check, `stayDatesRefusal`), a room or its plan no longer sold, who may change the booking or the stay unchanged (the
 * preview's own `refusal` kinds, refused again by the apply call), and the booking or its price changed between the
 * preview and the apply. Zod-free.
 */
export type ChangeCallRefusal =
  /** Check-out not after check-in. */
  | { reason: 'check_out_order' }
  | { reason: 'check_in_past' }
  /** A stay is at most `maxNights` nights. */
  | { reason: 'stay_too_long'; maxNights: number }
  /** `roomName` is no longer on sale (the hotel took it off). */
  | { reason: 'room_inactive'; roomName: string }
  /** `roomName` is not sold under the plan asked for (the plan was withdrawn, or is not sold for the new dates). */
  | { reason: 'plan_not_sold'; roomName: string }
  /** Who may change it, or the stay unchanged: changeRefusalText's kinds. */
  | { reason: ChangeRefusalKind }
  /** The booking changed between the preview and the apply (the desk changed it meanwhile). */
  | { reason: 'booking_changed' }
  /** The new stay's price changed between the preview and the apply. */
  | { reason: 'price_changed' };

export const CHANGE_CALL_REFUSAL_REASONS = [
  'check_out_order',
  'check_in_past',
  'stay_too_long',
  'room_inactive',
  'plan_not_sold',
  ...changeRefusalKinds,
  'booking_changed',
  'price_changed',
] as const satisfies readonly ChangeCallRefusal['reason'][];

/**
 * The stay's dates refused (a quote's, a booking's and a change's rule): the facts the pricing, booking and change calls
 * send alike, worded by one function on the pages (the review page's and the change page's).
 */
export type StayDatesRefusal = Extract<
  ChangeCallRefusal,
  { reason: 'check_out_order' | 'check_in_past' | 'stay_too_long' }
>;

export const STAY_DATES_REFUSAL_REASONS = [
  'check_out_order',
  'check_in_past',
  'stay_too_long',
] as const satisfies readonly StayDatesRefusal['reason'][];

/**
 * A room taken off sale or not sold under the plan asked for, between the quote a page showed and the call (a quote's,
 * a booking's and a change's check): the facts the pricing, booking and change calls send alike, worded by one
 * function on the pages (the review page's and the change page's).
 */
export type RoomOffSaleRefusal = Extract<ChangeCallRefusal, { reason: 'room_inactive' | 'plan_not_sold' }>;

export const ROOM_OFF_SALE_REFUSAL_REASONS = [
  'room_inactive',
  'plan_not_sold',
] as const satisfies readonly RoomOffSaleRefusal['reason'][];

/** The stay's dates refused before anything is read (a quote's, a booking's and a change's rule), or null. */
export function stayDatesRefusal(
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  today: IsoDate | null,
): StayDatesRefusal | null {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights <= 0) return { reason: 'check_out_order' };
  if (nights > MAX_STAY_NIGHTS) return { reason: 'stay_too_long', maxNights: MAX_STAY_NIGHTS };
  if (today !== null && stay.checkIn < today) return { reason: 'check_in_past' };
  return null;
}

/** The API's English sentence for each refusal (the one wording: the sentences the API always sent). */
export function changeCallRefusalText(refusal: ChangeCallRefusal): string {
  switch (refusal.reason) {
    case 'check_out_order':
      return CHECK_OUT_BEFORE_CHECK_IN_MESSAGE;
    case 'check_in_past':
      return 'Check-in date cannot be in the past.';
    case 'stay_too_long':
      return `A stay can be at most ${plural(refusal.maxNights, 'night')}.`;
    case 'room_inactive':
      return `${refusal.roomName} is no longer available for booking.`;
    case 'plan_not_sold':
      return `${refusal.roomName} is not sold under that rate plan.`;
    case 'not_confirmed':
    case 'checked_in':
    case 'closed':
    case 'nothing':
      return changeRefusalText(refusal.reason);
    case 'booking_changed':
      return 'This booking changed just now. Please review the change again.';
    case 'price_changed':
      return 'The price of the new stay changed just now. Please review the change again.';
  }
}
