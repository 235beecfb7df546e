import type { IsoDate } from '@staybook/contract';
import { changeCallRefusalText, stayDatesRefusal } from '@staybook/contract/change-call-refusal';
import { badRequest } from '../../lib/http-errors.js';

/**
 * Why a stay cannot be priced or booked, or null. Bookings also refuse a check-in before today (IST). The sentence of
 * `stayDatesRefusal`'s facts (a quote sends them beside it: issue 43).
 */
export function stayProblem(stay: { checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate | null): string | null {
  const refusal = stayDatesRefusal(stay, today);
  return refusal ? changeCallRefusalText(refusal) : null;
}

/**
 * The stay's dates refused as a 400: `stayProblem`'s English as the message and `stayDatesRefusal`'s facts in the
 * details (issue 43: the review and change pages word them in the guest's language). The quote's, the booking call's
 * and a price unlock's first check.
 */
export function assertStayDates(stay: { checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate | null): void {
  const refused = stayDatesRefusal(stay, today);
  if (refused) throw badRequest(changeCallRefusalText(refused), refused);
}
