import type { IsoDate } from '@staybook/contract';
import { changeCallRefusalText, stayDatesRefusal } from '@staybook/contract/change-call-refusal';

/**
 * Why a stay cannot be priced or booked, or null. Bookings also refuse a check-in before today (IST). The sentence of
 * `stayDatesRefusal`'s facts (a quote sends them beside it: issue 43).
 */
export function stayProblem(stay: { checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate | null): string | null {
  const refusal = stayDatesRefusal(stay, today);
  return refusal ? changeCallRefusalText(refusal) : null;
}
