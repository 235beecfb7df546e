import { createHash } from 'node:crypto';
import { paymentFailureReason } from '@staybook/contract/payment-failure';
import type { PaymentSignal } from './confirm-payment.service.js';

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
}

interface WebhookBody {
  id?: unknown;
  event?: unknown;
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
  'refund.processed': 'refunded',
};

/**
 * Reads a Razorpay-shaped webhook (the sandbox sends the same shape). The event id comes from the
 * x-razorpay-event-id header, else the body's id, else a hash of the exact body, so a replay is always
 * recognised as the same event.
 */
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
  const eventId =
    text(headerEventId) ?? text(b.id) ?? `body:${createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`;
  return {
    source: 'webhook',
    eventId: `webhook:${eventId}`,
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
