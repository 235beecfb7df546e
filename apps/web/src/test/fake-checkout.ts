import { afterEach, beforeEach } from 'vitest';

/** The sandbox's checkout script, as a booking call's `payment.checkoutScriptUrl` names it in tests. */
export const CHECKOUT_SCRIPT = '/payments/sandbox/checkout.js';

/** The options a page opened the provider's checkout with (Razorpay's: those a test reads are typed). */
export interface OpenedCheckout {
  /** Paise. */
  amount: number;
  order_id: string;
  handler: (response: unknown) => void;
  [option: string]: unknown;
}

/**
 * What the checkout's `open()` does: 'wait' leaves it open for the test to `pay()` or `fail()`; 'pay' pays at once;
 * 'decline' fails at once with the `declined` payload (the provider's `payment.failed`).
 */
export type CheckoutOutcome = 'wait' | 'pay' | 'decline';

export interface FakeCheckout {
  /** Set by a test for what the next `open()` does; back to the initial one before each test. */
  outcome: CheckoutOutcome;
  /** The options of the checkout opened last; null before each test and until the page opens one. */
  opened: OpenedCheckout | null;
  /** Pays the checkout opened last, as the provider calls its `handler` (its order's payment by default). */
  pay(response?: unknown): void;
  /** Fails the checkout opened last, as the provider's `payment.failed` does. */
  fail(failure: unknown): void;
}

/**
 * A stand-in for the provider's checkout script (its script tag, already loaded, and `window.Razorpay`), put in place
 * before each test of the file that calls this and taken away after it. Call it at the file's top level; it returns
 * the checkout the tests drive and read.
 */
export function fakeCheckoutEachTest({
  outcome = 'wait',
  declined,
}: {
  outcome?: CheckoutOutcome;
  declined?: unknown;
} = {}): FakeCheckout {
  let failLast: (failure: unknown) => void = () => {};
  const checkout: FakeCheckout = {
    outcome,
    opened: null,
    pay(response) {
      const opened = checkout.opened;
      if (!opened) throw new Error('No checkout was opened to pay');
      opened.handler(
        response ?? { razorpay_order_id: opened.order_id, razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' },
      );
    },
    fail(failure) {
      if (!checkout.opened) throw new Error('No checkout was opened to fail');
      failLast(failure);
    },
  };
  class Checkout {
    private failed: (failure: unknown) => void = () => {};
    constructor(private readonly options: OpenedCheckout) {}
    on(_event: 'payment.failed', callback: (failure: unknown) => void) {
      this.failed = callback;
    }
    open() {
      checkout.opened = this.options;
      failLast = this.failed;
      if (checkout.outcome === 'pay') checkout.pay();
      else if (checkout.outcome === 'decline') checkout.fail(declined);
    }
  }
  beforeEach(() => {
    checkout.outcome = outcome;
    checkout.opened = null;
    failLast = () => {};
    const script = document.createElement('script');
    script.dataset.checkout = CHECKOUT_SCRIPT;
    document.head.appendChild(script);
    window.Razorpay = Checkout as never;
  });
  afterEach(() => {
    document.head.querySelector('script[data-checkout]')?.remove();
    delete window.Razorpay;
  });
  return checkout;
}
