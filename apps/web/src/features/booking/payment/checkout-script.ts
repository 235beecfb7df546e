import type { CheckoutDisplayConfig } from '@staybook/contract/payment-methods';

/**
 * The payment provider's browser checkout (Razorpay's checkout.js, or the sandbox's script with the same
 * interface). It is loaded only when the guest reaches the payment step, from the URL the booking call gave.
 */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Razorpay's `payment.failed` payload (the sandbox sends the same). */
export interface CheckoutFailure {
  error?: { code?: string; description?: string; source?: string; step?: string; reason?: string };
}

export interface CheckoutOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: CheckoutSuccess) => void;
  modal?: { ondismiss?: () => void };
  theme?: { color?: string };
  /** Which payment methods the checkout shows first (net banking, wallets, pay later, EMI), from the server. */
  config?: CheckoutDisplayConfig;
}

export interface CheckoutInstance {
  on(event: 'payment.failed', callback: (response: CheckoutFailure) => void): void;
  open(): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

/** The script's load, once per URL; the constructor is read from `window` at each call, never kept beside it. */
const loading = new Map<string, Promise<void>>();

/** Adds the script once per URL and resolves with the constructor it defines. */
export async function loadCheckoutScript(src: string): Promise<CheckoutConstructor> {
  let loaded = loading.get(src);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const present = document.querySelector<HTMLScriptElement>(`script[data-checkout="${CSS.escape(src)}"]`);
      if (present && window.Razorpay) return resolve();
      const script = present ?? document.createElement('script');
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener(
        'error',
        () => {
          loading.delete(src);
          script.remove();
          reject(new Error('Could not load the payment page. Please check your connection and try again.'));
        },
        { once: true },
      );
      if (!present) {
        script.src = src;
        script.async = true;
        script.dataset.checkout = src;
        document.head.appendChild(script);
      }
    });
    loading.set(src, loaded);
  }
  await loaded;
  if (!window.Razorpay) throw new Error('Checkout did not start');
  return window.Razorpay;
}

export type CheckoutOutcome =
  | { kind: 'paid'; response: CheckoutSuccess }
  | { kind: 'failed'; error: NonNullable<CheckoutFailure['error']> }
  | { kind: 'dismissed' };

/** Opens the checkout and settles on the first outcome: paid, failed or closed by the guest. */
export function runCheckout(Checkout: CheckoutConstructor, options: Omit<CheckoutOptions, 'handler' | 'modal'>) {
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const instance = new Checkout({
      ...options,
      handler: (response) => settle({ kind: 'paid', response }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    instance.on('payment.failed', (failure) => settle({ kind: 'failed', error: failure.error ?? {} }));
    instance.open();
  });
}
