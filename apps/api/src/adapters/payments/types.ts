import type { CheckoutDisplayConfig } from '@staybook/contract/payment-methods';

/** The payment provider as the server sees it. The sandbox and Razorpay implement it identically. */
export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** card | upi | netbanking | wallet | emi | cardless_emi | paylater (payment-methods.ts), as the provider says. */
  method: string | null;
}

/** A refund as the provider reports it (Razorpay's refund entity). */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  /** pending until the provider has sent it to the bank; processed once sent; failed when it could not be. */
  status: 'pending' | 'processed' | 'failed';
  /** The bank's reference (acquirer_data.arn, else rrn, else utr); often null until the bank answers. */
  bankReference: string | null;
  createdAt: Date;
}

export interface PaymentAdapter {
  readonly name: 'sandbox' | 'razorpay';
  /** Public key the browser passes to the checkout script. */
  readonly keyId: string;
  /** URL of the checkout script the payment step loads. */
  readonly checkoutScriptUrl: string;
  /** The checkout's `config` option: which payment methods it shows first (null: the provider's defaults). */
  readonly checkoutConfig: CheckoutDisplayConfig | null;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /**
   * Payments the provider captured from `from` to `to` (its own records, whatever reached us): the money check's
   * source of truth for "money was taken". Includes ones refunded since, with status 'refunded'.
   */
  listPayments(range: { from: Date; to: Date }): Promise<Array<ProviderPayment & { createdAt: Date }>>;
  /**
   * Refunds `amountPaise` of a captured payment. Without `key`: the payment's one closing refund (asked again, the
   * same refund answers). With `key` (our own refund's id): one more part refund while the payment stays captured;
   * asked again with the same key, the same refund answers.
   */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    notes?: Record<string, string>;
    key?: string;
  }): Promise<{ id: string }>;
  /** The provider's current record of one refund: the reconciler asks about refunds still pending after a while. */
  fetchRefund(refundId: string): Promise<ProviderRefund>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret, compared in constant time. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean;
}
