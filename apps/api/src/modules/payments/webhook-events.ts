import { createHash } from 'node:crypto';
import { paymentFailureReason } from '@staybook/contract/payment-failure';
import type { PaymentSignal } from './confirm-payment.service.js';
import type { RefundReport } from './refund-updates.service.js';

/** Where the provider (and the sandbox) posts its events. */
export const WEBHOOK_PATH = '/property/v1/payments/webhook';

interface Entity {
  id?: unknown;
  order_id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  method?: unknown;
  error_code?: unknown;
  error_description?: unknown;
  error_source?: unknown;
  error_reason?: unknown;
  status?: unknown;
  created_at?: unknown;
  acquirer_data?: { arn?: unknown; rrn?: unknown; utr?: unknown } | null;
}

interface WebhookBody {
  id?: unknown;
  event?: unknown;
  created_at?: unknown;
  payload?: {
    payment?: { entity?: Entity };
    order?: { entity?: Entity };
    refund?: { entity?: Entity };
  };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const paise = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

const KIND_OF: Record<string, PaymentSignal['kind']> = {
  'payment.captured': 'paid',
  'order.paid': 'paid',
  'payment.failed': 'failed',
};

/** The refund events that move a refund's state (refund.speed_changed says nothing about where the money is). */
const REFUND_STATUS_OF: Record<string, RefundReport['status']> = {
  'refund.created': 'pending',
  'refund.processed': 'processed',
  'refund.failed': 'failed',
};

const seconds = (v: unknown): Date | null => (typeof v === 'number' && v > 0 ? new Date(v * 1000) : null);

/**
 * The webhook's event id: the x-razorpay-event-id header, else the body's id, else a hash of the exact body, so a
 * replay is always recognised as the same event.
 */
function webhookEventId(b: WebhookBody, headerEventId: string | undefined, rawBody: Buffer | string): string {
  const id =
    text(headerEventId) ?? text(b.id) ?? `body:${createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`;
  return `webhook:${id}`;
}

/**
 * Reads a Razorpay refund.created / refund.processed / refund.failed webhook (payload.refund.entity with
 * payload.payment.entity beside it); null for any other event. The refund entity carries no processed time, so
 * the event's own created_at is when it was processed.
 */
export function refundReportFromWebhook(
  body: unknown,
  headerEventId: string | undefined,
  rawBody: Buffer | string,
  now: Date,
): RefundReport | null {
  const b = (body ?? {}) as WebhookBody;
  const eventType = text(b.event) ?? 'unknown';
  const status = REFUND_STATUS_OF[eventType];
  const refund = b.payload?.refund?.entity ?? {};
  const refundId = text(refund.id);
  if (!status || !refundId) return null;
  const payment = b.payload?.payment?.entity ?? {};
  const acquirer = refund.acquirer_data ?? {};
  return {
    source: 'webhook',
    eventId: webhookEventId(b, headerEventId, rawBody),
    eventType,
    refundId,
    providerPaymentId: text(refund.payment_id) ?? text(payment.id),
    orderId: text(payment.order_id),
    status,
    bankReference: text(acquirer.arn) ?? text(acquirer.rrn) ?? text(acquirer.utr),
    at: seconds(b.created_at) ?? now,
    createdAt: seconds(refund.created_at),
    payload: body,
  };
}

/** Reads a Razorpay-shaped payment or order webhook (the sandbox sends the same shape). */
export function signalFromWebhook(
  body: unknown,
  headerEventId: string | undefined,
  rawBody: Buffer | string,
): PaymentSignal {
  const b = (body ?? {}) as WebhookBody;
  const eventType = text(b.event) ?? 'unknown';
  const payment = b.payload?.payment?.entity ?? {};
  const order = b.payload?.order?.entity ?? {};
  const refund = b.payload?.refund?.entity ?? {};
  const kind = KIND_OF[eventType] ?? 'other';
  return {
    source: 'webhook',
    eventId: webhookEventId(b, headerEventId, rawBody),
    kind,
    eventType,
    orderId: text(payment.order_id) ?? text(order.id),
    paymentId: text(payment.id) ?? text(refund.payment_id),
    amountPaise: paise(payment.amount),
    method: text(payment.method),
    payload: body,
    ...(kind === 'failed'
      ? {
          failureReason: paymentFailureReason({
            code: text(payment.error_code),
            description: text(payment.error_description),
            source: text(payment.error_source),
            reason: text(payment.error_reason),
          }),
        }
      : {}),
  };
}
