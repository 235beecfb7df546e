import { formatInr, formatInrMoved } from './money';
import type { PaymentPolicy } from './rate-plans';

/**
 * What a booking asks for online and what is left for the property, by the payment policy of each room line's plan.
 * Pure and in one place for the API (the payment order's amount, the booking's balance) and the guest site (the
 * words on the plan card, the review page and the booking details). Paise throughout.
 *
 * The rule:
 * - A line's post-tax amount is its rent plus its GST (to the paisa).
 * - pay_now: the whole line now. pay_at_property: nothing now. deposit: depositPercent of the line now, rounded to
 *   the nearest whole rupee (half up), so the online charge is a rupee amount the guest recognises.
 * - The booking: when every line pays now, its whole total (GST rounded once to the rupee) is due now, exactly as
 *   before deposits existed; when every line pays at the property, nothing is due now. Any other booking (deposits,
 *   or a mix of policies) owes the sum of its lines' due-now amounts, never more than its total, and the rest at the
 *   property. So a mix is simply a booking paid partly now: one online payment, the balance at the desk.
 * - Nothing due now (pay at property, or a deposit that rounds to nothing) means the booking is confirmed at once.
 */

/** How the desk took a payment at the property. */
export const deskPaymentMethods = ['cash', 'card', 'upi'] as const;
export type DeskPaymentMethod = (typeof deskPaymentMethods)[number];
export const deskPaymentMethodLabels: Record<DeskPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card at desk',
  upi: 'UPI at desk',
};

export interface PaymentTermsLine {
  paymentPolicy: PaymentPolicy;
  /** Whole percent with 'deposit'; ignored otherwise. A deposit without one is taken in full (the safe reading). */
  depositPercent?: number | null | undefined;
  /** Rent plus GST of the line, paise. */
  postTaxPaise: number;
}

export interface AmountsDue {
  dueNowPaise: number;
  dueAtPropertyPaise: number;
  /** The booking as a whole: pay_now (all now), pay_at_property (nothing now), deposit (part now, the rest later). */
  paymentPolicy: PaymentPolicy;
}

/** Paise of one line charged online when booking. */
export function lineDueNowPaise(line: PaymentTermsLine): number {
  const total = Math.max(0, line.postTaxPaise);
  if (line.paymentPolicy === 'pay_at_property') return 0;
  if (line.paymentPolicy === 'pay_now') return total;
  const percent = line.depositPercent ?? 100;
  // Whole rupees, half up: paise × percent / 100 / 100 rupees.
  return Math.min(total, Math.round((total * percent) / 10_000) * 100);
}

/** What the whole booking owes now and at the property (see the rule above). */
export function amountsDue(lines: PaymentTermsLine[], totalPostTaxPaise: number): AmountsDue {
  const total = Math.max(0, totalPostTaxPaise);
  if (lines.every((l) => l.paymentPolicy === 'pay_now'))
    return { dueNowPaise: total, dueAtPropertyPaise: 0, paymentPolicy: 'pay_now' };
  if (lines.every((l) => l.paymentPolicy === 'pay_at_property'))
    return { dueNowPaise: 0, dueAtPropertyPaise: total, paymentPolicy: 'pay_at_property' };
  const dueNow = Math.min(
    total,
    lines.reduce((n, l) => n + lineDueNowPaise(l), 0),
  );
  return { dueNowPaise: dueNow, dueAtPropertyPaise: total - dueNow, paymentPolicy: 'deposit' };
}

/** What is still owed to the property: the balance less what the desk has recorded, never below zero. */
export function balanceDuePaise(amounts: { totalPaise: number; paidPaise: number }): number {
  return Math.max(0, amounts.totalPaise - amounts.paidPaise);
}

/**
 * What a cancelled booking still owes the property under its policy: the charge the policy keeps, less what was paid
 * (online and at the desk). Online refunds never exceed what was paid online, so a charge beyond it is owed, not
 * taken.
 */
export function owedAfterCancellationPaise(chargePaise: number, paidPaise: number): number {
  return Math.max(0, chargePaise - Math.max(0, paidPaise));
}

/** A plan's terms in a few words: 'Pay now', 'Pay 30% deposit now', 'Pay at property'. */
export function paymentPolicyLabel(plan: { paymentPolicy: PaymentPolicy; depositPercent?: number | null }): string {
  if (plan.paymentPolicy === 'pay_at_property') return 'Pay at property';
  if (plan.paymentPolicy === 'deposit') return `Pay ${plan.depositPercent ?? 100}% deposit now`;
  return 'Pay now';
}

/** The plan card's line for a stay: 'Pay at property', 'Pay ₹3,150 deposit now', or null for pay-now. */
export function dueNowCardText(policy: PaymentPolicy, dueNowPaise: number): string | null {
  if (policy === 'pay_at_property') return 'Pay at property';
  if (policy === 'deposit') return `Pay ${formatInr(dueNowPaise / 100)} deposit now`;
  return null;
}

/** The review page's pay button: 'Pay ₹3,150 now', or 'Confirm booking' when nothing is paid online. */
export function payButtonText(dueNowPaise: number): string {
  return dueNowPaise > 0 ? `Pay ${formatInr(dueNowPaise / 100)} now` : 'Confirm booking';
}

/** The booking details' money line: 'Paid ₹3,150 · Due at property ₹7,350' (or 'Paid ₹10,500' when settled). */
export function paidAndDueText(paidPaise: number, dueAtPropertyPaise: number): string {
  const paid = `Paid ${formatInrMoved(paidPaise / 100)}`;
  return dueAtPropertyPaise > 0 ? `${paid} · Due at property ${formatInrMoved(dueAtPropertyPaise / 100)}` : paid;
}
