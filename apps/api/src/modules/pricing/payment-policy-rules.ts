import { type AmountsDue, amountsDue } from '@staybook/contract/payment-terms';
import type { RatePlanSnapshot } from '@staybook/contract/rate-plans';
import type { StayQuote } from './pricing-rules.js';

/**
 * The payment side of a priced stay and of a stored booking, over the contract's payment-terms rule (one rule for
 * the payment order, the booking's balance and the guest's words).
 */

/** What a priced stay asks for now and at the property, by the plan each room line is sold under. */
export function amountsDueOfQuote(
  quote: Pick<StayQuote, 'rooms' | 'totalPostTaxPaise'>,
  planOf: (roomTypeId: string) => Pick<RatePlanSnapshot, 'paymentPolicy' | 'depositPercent'>,
): AmountsDue {
  return amountsDue(
    quote.rooms.map((r) => {
      const plan = planOf(r.roomTypeId);
      return {
        paymentPolicy: plan.paymentPolicy,
        depositPercent: plan.depositPercent,
        postTaxPaise: r.roomRentPaise + r.taxPaise,
      };
    }),
    quote.totalPostTaxPaise,
  );
}

/**
 * The amount a booking's payment order is for: what its rooms asked now when booked (bookings made before: everything)
 * plus the extras the guest added online, which are paid online in full (docs/folios-and-extras.md).
 */
export function amountDueNowPaise(booking: {
  amountDueNowPaise: number | null;
  totalPostTaxPaise: number;
  onlineExtrasPaise?: number;
}): number {
  return roomsDueNowPaise(booking) + (booking.onlineExtrasPaise ?? 0);
}

/** What the rooms alone asked online when booked (the payment policy's part; extras aside). */
export function roomsDueNowPaise(booking: { amountDueNowPaise: number | null; totalPostTaxPaise: number }): number {
  return booking.amountDueNowPaise ?? booking.totalPostTaxPaise;
}

/** The booking's payment policy as a whole, from the amounts it was booked with. */
export function bookingPaymentPolicy(booking: {
  amountDueNowPaise: number | null;
  totalPostTaxPaise: number;
}): AmountsDue['paymentPolicy'] {
  const now = roomsDueNowPaise(booking);
  if (now >= booking.totalPostTaxPaise) return 'pay_now';
  return now === 0 ? 'pay_at_property' : 'deposit';
}
