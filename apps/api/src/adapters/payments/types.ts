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
  method: string | null;
}

export interface PaymentAdapter {
  readonly name: 'sandbox' | 'razorpay';
  /** Public key the browser passes to the checkout script. */
  readonly keyId: string;
  /** URL of the checkout script the payment step loads. */
  readonly checkoutScriptUrl: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /**
   * Payments the provider captured from `from` to `to` (its own records, whatever reached us): the money check's
   * source of truth for "money was taken". Includes ones refunded since, with status 'refunded'.
   */
  listPayments(range: { from: Date; to: Date }): Promise<Array<ProviderPayment & { createdAt: Date }>>;
  refund(input: { paymentId: string; amountPaise: number; notes?: Record<string, string> }): Promise<{ id: string }>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret, compared in constant time. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean;
}
