import { formatClock } from './format';
import { istDateToUnix, unixToIstDate } from './stay-dates';

/**
 * What a guest is told when a payment attempt fails: the provider's reason in plain words (never a code, never a
 * reason invented when the provider gave none), that no money left their account, and until when their rooms wait.
 * Razorpay reports a failure as `{ code, description, source, step, reason }` (checkout's `payment.failed`, and the
 * webhook's `error_*` fields); the sandbox sends the same. Zod-free, shared by the API (which stores the reason a
 * webhook gave) and the web (which shows what checkout said).
 */
export interface ProviderFailure {
  code?: string | null;
  description?: string | null;
  /** Who failed it: customer, bank, business, gateway, internal… */
  source?: string | null;
  reason?: string | null;
}

/**
 * Razorpay's reason codes a guest can act on, in plain words. `null`: the source alone says it ("Your bank declined
 * the payment."). Codes not listed fall back to the provider's own description.
 */
const REASON_WORDS: Readonly<Record<string, string | null>> = {
  insufficient_funds: 'insufficient funds',
  insufficient_balance: 'insufficient funds',
  card_declined: null,
  payment_declined: null,
  transaction_declined: null,
  incorrect_otp: 'the one-time password was incorrect',
  invalid_otp: 'the one-time password was incorrect',
  incorrect_pin: 'the PIN was incorrect',
  incorrect_cvv: 'the CVV was incorrect',
  card_expired: 'the card has expired',
  expired_card: 'the card has expired',
  transaction_limit_exceeded: "the account's payment limit was reached",
  authentication_failed: 'the payment could not be authenticated',
  payment_timed_out: 'the payment timed out',
  payment_cancelled: 'the payment was cancelled',
};

/** Descriptions that name no reason ("Payment failed"): saying them would tell the guest nothing. */
const SAYS_NOTHING = /^(payment|transaction)\s+(has\s+)?failed\.?$|^(something went wrong|unknown error)\.?$/i;

const PREFIX: Readonly<Record<string, string>> = {
  bank: 'Your bank declined the payment',
  issuer: 'Your bank declined the payment',
  customer: 'The payment was not completed',
  gateway: 'The payment provider could not complete the payment',
  business: 'The payment provider could not complete the payment',
  internal: 'The payment provider could not complete the payment',
};

function plainDescription(description: string | null | undefined): string | null {
  const text = (description ?? '').replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  if (!text || text.length > 160 || SAYS_NOTHING.test(text)) return null;
  // Lower-case a sentence's first word so it reads after a colon; keep acronyms (OTP, UPI, CVV) as they are.
  return /^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;
}

/**
 * "Your bank declined the payment: insufficient funds", or null when the provider gave no reason worth saying.
 */
export function paymentFailureReason(failure: ProviderFailure | null | undefined): string | null {
  if (!failure) return null;
  const reason = (failure.reason ?? '').trim().toLowerCase();
  const known = Object.hasOwn(REASON_WORDS, reason);
  const words = known ? REASON_WORDS[reason] : plainDescription(failure.description);
  const source = (failure.source ?? '').trim().toLowerCase();
  const prefix = PREFIX[source] ?? (known && words === null ? PREFIX.bank : 'The payment did not go through');
  if (words) return `${prefix}: ${words}`;
  return known ? `${prefix}.` : null;
}

/** '4:35 PM IST': a hold's end as the guest reads it before paying (the time in IST, saying so). */
export function formatIstTime(unixSeconds: number): string {
  const seconds = Math.floor(unixSeconds);
  const minutes = Math.floor((seconds - istDateToUnix(unixToIstDate(seconds))) / 60);
  return `${formatClock(`${Math.floor(minutes / 60)}:${minutes % 60}`)} IST`;
}

/**
 * What follows the reason: nothing was taken and the rooms still wait, until when. Null when money was captured
 * (a capture is never called "no money was deducted").
 */
export function paymentRetryText(facts: { holdExpiresAt: number | null; nowSeconds: number; captured: boolean }) {
  if (facts.captured) return null;
  if (facts.holdExpiresAt === null || facts.holdExpiresAt <= facts.nowSeconds)
    return 'No money was deducted. Your hold on the rooms has ended; please search again.';
  return `No money was deducted. Your rooms are held until ${formatIstTime(facts.holdExpiresAt)} — you can try again.`;
}
