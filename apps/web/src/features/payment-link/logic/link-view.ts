import type { PaymentLinkPage } from '@staybook/contract/desk-bookings';
import { formatDeadline } from '@staybook/contract/format';
import { formatInrMoved } from '@staybook/contract/money';

/**
 * What the guest's payment link page says, from the link's state and the clock: whole sentences, money in whole
 * rupees, times in IST. A link the server still calls payable is treated as expired once its time has passed on the
 * guest's clock (the server refuses the checkout then anyway).
 */
export type LinkView =
  | { kind: 'payable'; title: string; dueText: string; balanceText: string | null; payLabel: string }
  | { kind: 'paid' | 'cancelled'; title: string; message: string }
  /** `tellsMoney`: the message already says what became of a payment, so a checkout's own word on it is not repeated. */
  | { kind: 'expired'; title: string; message: string; tellsMoney: boolean };

export function linkViewOf(page: PaymentLinkPage, nowSeconds: number): LinkView {
  const lapsed = page.expiresAt !== null && page.expiresAt <= nowSeconds;
  if (page.state === 'payable' && page.isChange)
    return {
      kind: 'payable',
      title: 'Pay for the change to your booking',
      dueText: `Your booking ${page.code} was changed and now costs ${formatInrMoved(page.amountDue)} more. Please pay it now.`,
      balanceText: null,
      payLabel: `Pay ${formatInrMoved(page.amountDue)}`,
    };
  if (page.state === 'payable' && !lapsed) {
    const balance = page.totalAmount - page.amountDue;
    return {
      kind: 'payable',
      title: 'Complete your booking',
      dueText:
        page.expiresAt === null
          ? `Please pay ${formatInrMoved(page.amountDue)} now to confirm your booking.`
          : `Please pay ${formatInrMoved(page.amountDue)} by ${formatDeadline(page.expiresAt)} to confirm your booking. Your rooms are held until then.`,
      balanceText:
        balance > 0 ? `The remaining ${formatInrMoved(balance)} is paid at the property when you arrive.` : null,
      payLabel: `Pay ${formatInrMoved(page.amountDue)}`,
    };
  }
  if (page.state === 'paid')
    return {
      kind: 'paid',
      title: 'Your booking is confirmed',
      message: `Thank you, the payment for booking ${page.code} has been received and your stay is confirmed.`,
    };
  if (page.state === 'cancelled')
    return {
      kind: 'cancelled',
      title: 'This booking was cancelled',
      message: `Booking ${page.code} was cancelled, so there is nothing to pay. Please call the hotel if you would like to book again.`,
    };
  const expired =
    page.expiresAt === null
      ? `The payment link for booking ${page.code} has expired and the rooms were released.`
      : `The payment link for booking ${page.code} expired on ${formatDeadline(page.expiresAt)} and the rooms were released.`;
  return {
    kind: 'expired',
    title: 'This payment link has expired',
    message: `${expired} ${lateMoneyText(page.refundedAmount)} Please call the hotel to book again.`,
    tellsMoney: page.refundedAmount !== undefined,
  };
}

/**
 * What became of the guest's money on a lapsed link, from the books: nothing captured, or a payment that arrived after
 * the hold lapsed and goes back in full (a refund the provider could not send yet is the books' 0 refunded: delayed).
 */
function lateMoneyText(refundedAmount: number | undefined): string {
  if (refundedAmount === undefined) return 'No money was taken.';
  if (refundedAmount > 0)
    return `Your payment of ${formatInrMoved(refundedAmount)} arrived after that, so it is being refunded in full to the original payment method.`;
  return 'Your payment arrived after that. Its refund is delayed; the hotel’s staff are on it and it will be returned in full.';
}

/** Why a link could not be opened at all, in the guest's words (a link that is not ours, or is mistyped). */
export const LINK_NOT_FOUND_MESSAGE =
  'We could not find this payment link. Please check that you opened the whole link from your message, or call the hotel.';
