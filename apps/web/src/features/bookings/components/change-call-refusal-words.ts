import { CHANGE_CALL_REFUSAL_REASONS, type ChangeCallRefusal } from '@staybook/contract/change-call-refusal';
import type { AreaId } from '@staybook/contract/messages/areas';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { LanguageFormats, Translate } from '../../../lib/i18n';
import {
  holdRefusalOf,
  holdRefusalWords,
  partyRefusalOf,
  partyRefusalWords,
  roomOffSaleWords,
  stayDatesRefusalWords,
} from '../../booking';

type BookingsT = Translate<AreaId<'bookings'>>;
type BookingT = Translate<AreaId<'booking'>>;

const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const text = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The facts a change's preview or apply call sends in its 400/409's details beside the English, when they are there. */
export function changeCallRefusalOf(err: unknown): ChangeCallRefusal | null {
  return err instanceof ApiError ? changeCallRefusalOfDetails(err.details) : null;
}

/** The same facts from an error's details: null when the reason is another's or a fact is missing or malformed. */
export function changeCallRefusalOfDetails(details: unknown): ChangeCallRefusal | null {
  if (!details || typeof details !== 'object') return null;
  const d = details as Record<string, unknown>;
  const reason = d.reason as ChangeCallRefusal['reason'];
  if (!CHANGE_CALL_REFUSAL_REASONS.includes(reason)) return null;
  switch (reason) {
    case 'stay_too_long':
      return count(d.maxNights) ? { reason, maxNights: d.maxNights } : null;
    case 'room_inactive':
    case 'plan_not_sold':
      return text(d.roomName) ? { reason, roomName: d.roomName } : null;
    default:
      return { reason };
  }
}

/**
 * A change refused by the preview or apply call, in the page's language (issue 43); English's messages are the
 * contract's `changeCallRefusalText` (change-call-refusal-words.test.ts).
 */
export function changeCallRefusalWords(refusal: ChangeCallRefusal, t: BookingsT, tBooking: BookingT): string {
  switch (refusal.reason) {
    case 'check_out_order':
    case 'check_in_past':
    case 'stay_too_long':
      // The stay's dates: the booking call's words (one wording of stayDatesRefusal's facts).
      return stayDatesRefusalWords(refusal, tBooking);
    case 'room_inactive':
    case 'plan_not_sold':
      // A room or plan gone off sale: the booking call's words (one wording of these facts).
      return roomOffSaleWords(refusal, tBooking);
    case 'not_confirmed':
    case 'checked_in':
    case 'closed':
    case 'nothing':
      // The preview's own words for who may change it and the stay unchanged (the same English).
      return t('bookings.change.refused', { kind: refusal.reason });
    case 'booking_changed':
      return t('bookings.change.call.bookingChanged');
    case 'price_changed':
      return t('bookings.change.call.priceChanged');
  }
}

/**
 * The change page's sentence for a refused preview or apply call: on an English page the API's message as sent; in
 * another language worded from the facts beside it — a party the new rooms cannot sleep and the new nights refused in
 * the booking call's words, the change's own refusals in the change page's — and, without facts (a programming error:
 * a malformed id or field), as sent.
 */
export function changeRefusedText(
  err: unknown,
  english: boolean,
  t: BookingsT,
  tBooking: BookingT,
  formats: LanguageFormats,
): string {
  if (english) return errorMessage(err);
  const party = partyRefusalOf(err);
  if (party) return partyRefusalWords(party, tBooking);
  const hold = holdRefusalOf(err);
  if (hold) return holdRefusalWords(hold, tBooking, formats);
  const change = changeCallRefusalOf(err);
  if (change) return changeCallRefusalWords(change, t, tBooking);
  return errorMessage(err);
}
