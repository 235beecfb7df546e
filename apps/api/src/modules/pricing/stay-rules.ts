import { daysBetween, type IsoDate } from '@staybook/contract';
import { CHECK_OUT_BEFORE_CHECK_IN_MESSAGE, MAX_STAY_NIGHTS } from '@staybook/contract/booking';

/** Why a stay cannot be priced or booked, or null. Bookings also refuse a check-in before today (IST). */
export function stayProblem(stay: { checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate | null): string | null {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights <= 0) return CHECK_OUT_BEFORE_CHECK_IN_MESSAGE;
  if (nights > MAX_STAY_NIGHTS) return `A stay can be at most ${MAX_STAY_NIGHTS} nights.`;
  if (today !== null && stay.checkIn < today) return 'Check-in date cannot be in the past.';
  return null;
}
