import { formatDay, formatDayMonth } from './format';
import { formatInrMoved } from './money';
import { addDays, unixToIstDate, weekdayOf } from './stay-dates';

/**
 * What a guest is told about money coming back after a cancellation: never "₹0 paid, refunded" the moment they
 * cancel, but what was paid, how much is coming back, since when, under which reference and by when to expect it;
 * then, once the provider reports it processed, the day it was credited with the bank's reference; and when the
 * provider could not send it, that it is delayed and a person is on it (never that it is done).
 * Zod-free, shared by the API (which builds it and the guest's messages) and the web (which shows it).
 */

/** Banks credit a refund within 7–14 working days of the provider sending it (the refund policy page says the same). */
export const REFUND_WORKING_DAYS = 14;

/** The IST date a refund sent on `sentAt` (unix seconds) should have reached the guest by: 14 working days later. */
export function refundExpectedBy(sentAt: number, workingDays = REFUND_WORKING_DAYS): string {
  let day = unixToIstDate(sentAt);
  let left = workingDays;
  while (left > 0) {
    day = addDays(day, 1);
    const weekday = weekdayOf(day);
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day;
}

/**
 * pending: we are still sending it (it retries until the provider takes it); sent: the provider accepted it and it
 * is on its way; credited: the provider processed it (the money left for the guest's bank); failed: the provider
 * could not send it, staff are alerted.
 */
export const refundStates = ['pending', 'sent', 'credited', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];

export interface RefundFacts {
  /** Rupees the guest paid online. */
  paid: number;
  /** Rupees coming back. */
  amount: number;
  state: RefundState;
  /** Unix seconds the provider accepted it; null while pending. */
  sentAt: number | null;
  /** The provider's refund reference; null while pending. */
  reference: string | null;
  /** Unix seconds the provider processed it; set only when credited. */
  creditedAt?: number | null;
  /** The bank's reference for the credit (ARN/RRN/UTR), when the provider gave one. */
  bankReference?: string | null;
}

/**
 * The state a guest sees for one or more refunds of a booking, from each payment's own: any failure is told (a
 * person must act), then any still being sent, then any still in flight; credited only when every one landed.
 */
export function combinedRefundState(states: RefundState[]): RefundState {
  for (const state of ['failed', 'pending', 'sent'] as const) if (states.includes(state)) return state;
  return states.length > 0 ? 'credited' : 'pending';
}

/** One sentence for the booking page: "Paid ₹9,250 · Refund of ₹9,250 initiated on 24 Nov 2026 · reference …". */
export function refundStatusText(f: RefundFacts): string {
  const paid = `Paid ${formatInrMoved(f.paid)}`;
  const amount = formatInrMoved(f.amount);
  if (f.state === 'failed')
    return `${paid} · Your refund of ${amount} is delayed; our team has been alerted and will contact you.`;
  if (f.state === 'credited' && f.creditedAt) {
    const ref = f.bankReference
      ? ` · bank reference ${f.bankReference}`
      : f.reference
        ? ` · reference ${f.reference}`
        : '';
    return `${paid} · Refund of ${amount} credited on ${formatDay(f.creditedAt)}${ref}`;
  }
  if (f.state === 'pending' || f.sentAt === null)
    return `${paid} · Refund of ${amount} is being sent to your bank; this page will show its reference.`;
  const ref = f.reference ? ` · reference ${f.reference}` : '';
  return `${paid} · Refund of ${amount} initiated on ${formatDay(f.sentAt)}${ref} · expected by ${formatDay(refundExpectedBy(f.sentAt))}`;
}

/** The SMS (and the e-mail's first line) sent once when a refund is credited. */
export function refundCreditedMessage(m: {
  amount: number;
  bookingCode: string;
  creditedAt: number;
  bankReference: string | null;
}): string {
  const ref = m.bankReference ? ` (bank reference ${m.bankReference})` : '';
  return (
    `Staybook: your refund of ${formatInrMoved(m.amount)} for booking ${m.bookingCode} was credited on ` +
    `${formatDayMonth(m.creditedAt)}${ref}. It can take 2-3 days to show on your statement.`
  );
}
