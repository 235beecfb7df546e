import type { UnpaidHold } from '@staybook/contract/booking';

/** What an unpaid booking offers the guest now: to complete payment until its hold ends, or to search again. */
export type PaymentAction = { kind: 'complete'; until: number } | { kind: 'hold-ended'; until: number } | null;

/** Decided on the page's own clock too: a hold that lapses while the page is open stops offering payment. */
export function paymentActionOf(hold: UnpaidHold | null | undefined, nowSeconds: number): PaymentAction {
  if (!hold) return null;
  if (hold.hasEnded || hold.until <= nowSeconds) return { kind: 'hold-ended', until: hold.until };
  return { kind: 'complete', until: hold.until };
}
