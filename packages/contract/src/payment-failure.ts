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
 * Razorpay's reason codes a guest can act on (razorpay.com/docs/payments/payment-gateway/rainy-day/errors), each by the
 * key its words go under: codes that say the same share one. Codes not listed fall back to the provider's own
 * description.
 */
const REASON_KEYS: Readonly<Record<string, FailureReasonKey>> = {
  insufficient_funds: 'insufficient_funds',
  insufficient_balance: 'insufficient_funds',
  card_declined: 'declined',
  payment_declined: 'declined',
  transaction_declined: 'declined',
  incorrect_otp: 'incorrect_otp',
  invalid_otp: 'incorrect_otp',
  incorrect_pin: 'incorrect_pin',
  incorrect_cvv: 'incorrect_cvv',
  card_expired: 'card_expired',
  expired_card: 'card_expired',
  transaction_limit_exceeded: 'limit_exceeded',
  authentication_failed: 'authentication_failed',
  payment_timed_out: 'timed_out',
  payment_cancelled: 'cancelled',
};

export const FAILURE_REASON_KEYS = [
  'insufficient_funds',
  'declined',
  'incorrect_otp',
  'incorrect_pin',
  'incorrect_cvv',
  'card_expired',
  'limit_exceeded',
  'authentication_failed',
  'timed_out',
  'cancelled',
] as const;
export type FailureReasonKey = (typeof FAILURE_REASON_KEYS)[number];

/** A known reason in plain words; `null`: the source alone says it ("Your bank declined the payment."). */
const REASON_WORDS: Readonly<Record<FailureReasonKey, string | null>> = {
  insufficient_funds: 'insufficient funds',
  declined: null,
  incorrect_otp: 'the one-time password was incorrect',
  incorrect_pin: 'the PIN was incorrect',
  incorrect_cvv: 'the CVV was incorrect',
  card_expired: 'the card has expired',
  limit_exceeded: "the account's payment limit was reached",
  authentication_failed: 'the payment could not be authenticated',
  timed_out: 'the payment timed out',
  cancelled: 'the payment was cancelled',
};

/** Descriptions that name no reason ("Payment failed"): saying them would tell the guest nothing. */
const SAYS_NOTHING = /^(payment|transaction)\s+(has\s+)?failed\.?$|^(something went wrong|unknown error)\.?$/i;

/** Who failed the payment, as the guest is told it. */
export type FailureSide = 'bank' | 'customer' | 'provider' | 'unknown';

const SIDES: Readonly<Record<string, FailureSide>> = {
  bank: 'bank',
  issuer: 'bank',
  customer: 'customer',
  gateway: 'provider',
  business: 'provider',
  internal: 'provider',
};

const PREFIX: Readonly<Record<FailureSide, string>> = {
  bank: 'Your bank declined the payment',
  customer: 'The payment was not completed',
  provider: 'The payment provider could not complete the payment',
  unknown: 'The payment did not go through',
};

function plainDescription(description: string | null | undefined): string | null {
  const text = (description ?? '').replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  if (!text || text.length > 160 || SAYS_NOTHING.test(text)) return null;
  // Lower-case a sentence's first word so it reads after a colon; keep acronyms (OTP, UPI, CVV) as they are.
  return /^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;
}

/**
 * A failure as facts a page words in its language: who failed it, and the known reason (null when the provider gave
 * a reason of its own, told in its description, which only English repeats). Null when nothing worth saying was given.
 */
export interface PaymentFailureFacts {
  side: FailureSide;
  reason: FailureReasonKey | null;
  /** The provider's own description in plain words, for a reason not known (English only: it is the provider's). */
  described: string | null;
}

export function paymentFailureFacts(failure: ProviderFailure | null | undefined): PaymentFailureFacts | null {
  if (!failure) return null;
  const code = (failure.reason ?? '').trim().toLowerCase();
  const reason = Object.hasOwn(REASON_KEYS, code) ? (REASON_KEYS[code] ?? null) : null;
  const described = reason ? null : plainDescription(failure.description);
  if (!reason && !described) return null;
  const source = (failure.source ?? '').trim().toLowerCase();
  const side = SIDES[source] ?? (reason && REASON_WORDS[reason] === null ? 'bank' : 'unknown');
  return { side, reason, described };
}

/** The English of a failure's facts: "Your bank declined the payment: insufficient funds". */
export function paymentFailureText(facts: PaymentFailureFacts): string {
  const words = facts.reason ? REASON_WORDS[facts.reason] : facts.described;
  return words ? `${PREFIX[facts.side]}: ${words}` : `${PREFIX[facts.side]}.`;
}

export const FAILURE_SIDES = ['bank', 'customer', 'provider', 'unknown'] as const satisfies readonly FailureSide[];

/**
 * The facts back from a sentence `paymentFailureText` wrote (the API keeps an attempt's reason as that sentence), or
 * null for any other text. A known reason's sentence gives its key; a provider's own description its side alone.
 */
export function paymentFailureFactsOfText(text: string | null | undefined): PaymentFailureFacts | null {
  if (!text) return null;
  for (const side of FAILURE_SIDES) {
    if (text === `${PREFIX[side]}.`) return { side, reason: null, described: null };
    const known = FAILURE_REASON_KEYS.find((reason) => text === paymentFailureText({ side, reason, described: null }));
    if (known) return { side, reason: known, described: null };
    if (text.startsWith(`${PREFIX[side]}: `))
      return { side, reason: null, described: text.slice(PREFIX[side].length + 2) };
  }
  return null;
}

/**
 * "Your bank declined the payment: insufficient funds", or null when the provider gave no reason worth saying.
 */
export function paymentFailureReason(failure: ProviderFailure | null | undefined): string | null {
  const facts = paymentFailureFacts(failure);
  return facts ? paymentFailureText(facts) : null;
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
