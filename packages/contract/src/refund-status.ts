import { formatDay } from './format';
import { formatInr } from './money';
import { addDays, unixToIstDate, weekdayOf } from './stay-dates';

/**
 * What a guest is told about money coming back after a cancellation: never "₹0 paid, refunded" the moment they
 * cancel, but what was paid, how much is coming back, since when, under which reference and by when to expect it.
 * Zod-free, shared by the API (which builds it) and the web (which shows it).
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

export interface RefundFacts {
  /** Rupees the guest paid online. */
  paid: number;
  /** Rupees coming back. */
  amount: number;
  /** sent: the provider accepted the refund; pending: we are still sending it (it retries until it goes). */
  state: 'sent' | 'pending';
  /** Unix seconds the provider accepted it; null while pending. */
  sentAt: number | null;
  /** The provider's refund reference; null while pending. */
  reference: string | null;
}

/** One sentence for the booking page: "Paid ₹9,250 · Refund of ₹9,250 initiated on 24 Nov 2026, reference …". */
export function refundStatusText(f: RefundFacts): string {
  const paid = `Paid ${formatInr(f.paid)}`;
  if (f.state === 'pending' || f.sentAt === null)
    return `${paid} · Refund of ${formatInr(f.amount)} is being sent to your bank; this page will show its reference.`;
  const ref = f.reference ? `, reference ${f.reference}` : '';
  return `${paid} · Refund of ${formatInr(f.amount)} initiated on ${formatDay(f.sentAt)}${ref}, expected by ${formatDay(refundExpectedBy(f.sentAt))}`;
}
