import type { CheckoutDisplayConfig } from '@staybook/contract/payment-methods';
import type { IsoDate } from '@staybook/contract/stay-dates';

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

/**
 * One line of the provider's settlement report (Razorpay's settlement recon): a captured payment credited to the
 * brand's bank account less the provider's fee and the GST on that fee, or a refund debited from it, with the
 * settlement (and its bank UTR) that carried it.
 */
export interface ProviderSettlementItem {
  type: 'payment' | 'refund' | 'adjustment';
  /** The payment's, refund's or adjustment's own id. */
  entityId: string;
  /** The payment a refund belongs to (the payment itself for a payment). */
  paymentId: string | null;
  creditPaise: number;
  debitPaise: number;
  /** The provider's fee and the GST on it, deducted from this line's credit (0 on refunds). */
  feePaise: number;
  taxPaise: number;
  settlementId: string;
  /** The bank's Unique Transaction Reference of the settlement: what the bank statement shows. */
  settlementUtr: string;
  settledAt: Date;
  method: string | null;
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
  /**
   * What the provider settled to the bank on one calendar day (IST), line by line: Razorpay's
   * GET /v1/settlements/recon/combined?year&month&day. Lines not yet settled are not in it. `now` is the caller's
   * clock: the sandbox settles what is due by then (a job run as of a later instant); Razorpay answers what it has.
   */
  settlementRecon(day: IsoDate, now?: Date): Promise<ProviderSettlementItem[]>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret, compared in constant time. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean;
}
