import { MORE_WAYS_TO_PAY } from '@staybook/contract/payment-methods';
import type { Config } from '../../config.js';
import { hmacHex, paymentSignature, signatureMatches } from './signatures.js';
import type {
  PaymentAdapter,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
  ProviderSettlementItem,
} from './types.js';

export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export class RazorpayError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: string | null,
  ) {
    super(message);
  }
}

interface RazorpayPaymentEntity {
  id: string;
  order_id: string;
  amount: number;
  status: ProviderPayment['status'];
  method?: string | null;
}

/** Razorpay's refund entity (GET /v1/refunds/:id, and the refund.* webhooks' payload.refund.entity). */
export interface RazorpayRefundEntity {
  id: string;
  payment_id: string;
  amount: number;
  status: ProviderRefund['status'];
  acquirer_data?: { arn?: string | null; rrn?: string | null; utr?: string | null } | null;
  created_at: number;
}

/** The bank's reference for a refund: cards carry an ARN, UPI an RRN, instant refunds a UTR. */
export function refundBankReference(entity: Pick<RazorpayRefundEntity, 'acquirer_data'>): string | null {
  const a = entity.acquirer_data ?? {};
  return a.arn || a.rrn || a.utr || null;
}

/** One line of Razorpay's settlement recon (the fields Staybook reads; amounts in paise, times in unix seconds). */
export interface RazorpayReconItem {
  entity_id: string;
  type: string;
  debit: number;
  credit: number;
  fee: number | null;
  tax: number | null;
  settled: boolean;
  settlement_id: string | null;
  settlement_utr: string | null;
  settled_at: number | null;
  payment_id: string | null;
  method: string | null;
}

/** A settled line as the adapter reports it; lines not settled yet, and transfers, are not the brand's bank's. */
export function reconLine(item: RazorpayReconItem): ProviderSettlementItem | null {
  if (!item.settled || !item.settlement_id || !item.settled_at) return null;
  if (item.type !== 'payment' && item.type !== 'refund' && item.type !== 'adjustment') return null;
  return {
    type: item.type,
    entityId: item.entity_id,
    paymentId: item.type === 'payment' ? item.entity_id : (item.payment_id ?? null),
    creditPaise: item.credit ?? 0,
    debitPaise: item.debit ?? 0,
    feePaise: item.fee ?? 0,
    taxPaise: item.tax ?? 0,
    settlementId: item.settlement_id,
    settlementUtr: item.settlement_utr ?? '',
    settledAt: new Date(item.settled_at * 1000),
    method: item.method ?? null,
  };
}

/** Razorpay's Orders, Payments and Refunds APIs with HTTP basic auth (key id and key secret). */
export function createRazorpayPayments(config: Config): PaymentAdapter {
  const keyId = config.RAZORPAY_KEY_ID ?? '';
  const keySecret = config.RAZORPAY_KEY_SECRET ?? '';
  const webhookSecret = config.RAZORPAY_WEBHOOK_SECRET ?? '';
  const base = config.RAZORPAY_BASE_URL.replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      // A slow provider must not hold a guest's request (or a job) forever; the reconciler retries later.
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      const error = (json as { error?: { code?: string; description?: string } } | null)?.error;
      throw new RazorpayError(
        `Razorpay ${method} ${path} failed (${res.status}): ${error?.description ?? (text.slice(0, 200) || res.statusText)}`,
        res.status,
        error?.code ?? null,
      );
    }
    return json as T;
  }

  return {
    name: 'razorpay',
    keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT_URL,
    // Checkout's display config: net banking, wallets, pay later and EMI in a block above cards and UPI. Razorpay
    // shows an instrument only when it is enabled on the account, so the config never offers what cannot be paid.
    checkoutConfig: MORE_WAYS_TO_PAY,

    async createOrder({ amountPaise, receipt, notes }): Promise<ProviderOrder> {
      const order = await call<{ id: string; amount: number; currency: string; receipt: string; status: string }>(
        'POST',
        '/v1/orders',
        { amount: amountPaise, currency: 'INR', receipt, notes },
      );
      if (order.amount !== amountPaise || order.currency !== 'INR')
        throw new RazorpayError(`Razorpay created order ${order.id} for a different amount`, 502, null);
      return {
        id: order.id,
        amountPaise: order.amount,
        currency: 'INR',
        receipt: order.receipt,
        status: order.status as ProviderOrder['status'],
      };
    },

    async fetchOrderPayments(orderId) {
      const list = await call<{ items: RazorpayPaymentEntity[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return list.items.map((p) => ({
        id: p.id,
        orderId: p.order_id,
        amountPaise: p.amount,
        status: p.status,
        method: p.method ?? null,
      }));
    },

    async listPayments({ from, to }) {
      // GET /v1/payments pages by count (at most 100) and skip over a from/to window in unix seconds.
      const found: Array<ProviderPayment & { createdAt: Date }> = [];
      const window = `from=${Math.floor(from.getTime() / 1000)}&to=${Math.floor(to.getTime() / 1000)}`;
      for (let skip = 0; ; skip += 100) {
        const page = await call<{ items: Array<RazorpayPaymentEntity & { created_at?: number }> }>(
          'GET',
          `/v1/payments?${window}&count=100&skip=${skip}`,
        );
        for (const p of page.items)
          found.push({
            id: p.id,
            orderId: p.order_id,
            amountPaise: p.amount,
            status: p.status,
            method: p.method ?? null,
            createdAt: new Date((p.created_at ?? 0) * 1000),
          });
        if (page.items.length < 100) return found;
      }
    },

    async refund({ paymentId, amountPaise, notes }) {
      const refund = await call<{ id: string }>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: amountPaise,
        ...(notes ? { notes } : {}),
      });
      return { id: refund.id };
    },

    async fetchRefund(refundId) {
      const r = await call<RazorpayRefundEntity>('GET', `/v1/refunds/${encodeURIComponent(refundId)}`);
      return {
        id: r.id,
        paymentId: r.payment_id,
        amountPaise: r.amount,
        // Anything but Razorpay's two final states is still on its way.
        status: r.status === 'processed' || r.status === 'failed' ? r.status : 'pending',
        bankReference: refundBankReference(r),
        createdAt: new Date(r.created_at * 1000),
      };
    },

    async settlementRecon(day) {
      // GET /v1/settlements/recon/combined pages by count (at most 1,000) and skip, for one day of one month.
      const [year, month, date] = day.split('-');
      const found: ProviderSettlementItem[] = [];
      for (let skip = 0; ; skip += 1000) {
        const page = await call<{ items: RazorpayReconItem[] }>(
          'GET',
          `/v1/settlements/recon/combined?year=${year}&month=${month}&day=${date}&count=1000&skip=${skip}`,
        );
        for (const item of page.items) {
          const line = reconLine(item);
          if (line) found.push(line);
        }
        if (page.items.length < 1000) return found;
      }
    },

    verifyPaymentSignature: ({ orderId, paymentId, signature }) =>
      keySecret !== '' && signatureMatches(paymentSignature(keySecret, orderId, paymentId), signature),

    verifyWebhookSignature: (rawBody, signature) =>
      webhookSecret !== '' && signatureMatches(hmacHex(webhookSecret, rawBody), signature),
  };
}
