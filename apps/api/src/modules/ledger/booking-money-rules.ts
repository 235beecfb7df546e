import { standingBookingStatuses } from '@staybook/contract/booking-lifecycle';
import { balanceDuePaise } from '@staybook/contract/payment-terms';

/**
 * A booking's money in one figure (issue 45): what it is charged, what was paid (online and at the desk), what was
 * given back, and what is still due. Every screen, message and quote reads this, never its own sum of payment rows.
 *
 *   due = charged − paid + refunded        (never below 0; money held beyond the charge is `creditPaise`)
 *
 * Paid and refunded come from the ledger's cash entries (decision 011), plus refunds already promised but not yet
 * accepted by the provider (a part refund marked in a change's transaction, a cancellation's refund still pending):
 * the guest has been told that money comes back, so it no longer counts as held. A refund the provider could not send
 * is money with the brand again (the ledger's refund_failed entry): it counts as paid until it is sent again.
 */
export interface BookingMoney {
  /** What the booking is charged while it stands (its total after tax and its folio's extras); 0 once cancelled, lapsed or failed. */
  chargedPaise: number;
  /** Captured online, gross. */
  capturedPaise: number;
  /** Taken at the desk, gross. */
  paidAtPropertyPaise: number;
  /** Given back online: sent, or promised and not yet accepted by the provider; less refunds that failed. */
  refundedPaise: number;
  /** Online money held: captured less refunded. */
  paidOnlinePaise: number;
  /** All money held: online and at the desk. */
  paidPaise: number;
  /** Still to pay (0 when the booking no longer stands). */
  duePaise: number;
  /** Held beyond the charge while the booking stands (the brand owes it back). */
  creditPaise: number;
}

/** The cash sums of one booking: the ledger's entries and the refunds promised but not yet in it. */
export interface BookingCash {
  /** Sum of capture entries (positive). */
  capturePaise: number;
  /** Sum of desk_payment entries (positive). */
  deskPaise: number;
  /** Sum of refund entries (negative, as the ledger signs them). */
  refundPaise: number;
  /** Sum of refund_failed entries (positive: back with the brand). */
  refundFailedPaise: number;
  /** Refunds promised and not yet accepted by the provider (positive). */
  promisedRefundPaise: number;
  /** Extras posted to the folio and not removed (the ledger's extra_charge entries, GST included). */
  extrasPaise: number;
}

export const NO_CASH: BookingCash = {
  capturePaise: 0,
  deskPaise: 0,
  refundPaise: 0,
  refundFailedPaise: 0,
  promisedRefundPaise: 0,
  extrasPaise: 0,
};

export function bookingMoney(booking: { status: string; totalPostTaxPaise: number }, cash: BookingCash): BookingMoney {
  const stands = (standingBookingStatuses as readonly string[]).includes(booking.status);
  // The folio's extras are charged beside the rooms (docs/folios-and-extras.md) while the booking stands.
  const chargedPaise = stands ? booking.totalPostTaxPaise + cash.extrasPaise : 0;
  const refundedPaise = -cash.refundPaise - cash.refundFailedPaise + cash.promisedRefundPaise;
  const paidOnlinePaise = cash.capturePaise - refundedPaise;
  const paidPaise = paidOnlinePaise + cash.deskPaise;
  return {
    chargedPaise,
    capturedPaise: cash.capturePaise,
    paidAtPropertyPaise: cash.deskPaise,
    refundedPaise,
    paidOnlinePaise,
    paidPaise,
    duePaise: stands ? balanceDuePaise({ totalPaise: chargedPaise, paidPaise }) : 0,
    creditPaise: stands ? Math.max(0, paidPaise - chargedPaise) : 0,
  };
}
