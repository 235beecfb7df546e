import { createHmac, randomInt } from 'node:crypto';
import { MORE_WAYS_TO_PAY } from '@staybook/contract/payment-methods';
import type { IsoDate } from '@staybook/contract/stay-dates';
import { and, asc, eq, gte, lt, lte, ne } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { insertPlaceholders, rowOf, runBuiltOnce } from '../../db/built-once.js';
import type { Db } from '../../db/client.js';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../../db/schema/index.js';
import { sandboxSettlementRecon } from './sandbox-settlements.js';
import { hmacHex, paymentSignature, providerId, signatureMatches } from './signatures.js';
import type { PaymentAdapter, ProviderOrder, ProviderPayment, ProviderRefund } from './types.js';

/**
 * The built-in payment provider for development, tests and demos. It plays both sides:
 * - the provider's API (orders, payments, refunds), kept in the sandbox_* tables so every API process agrees;
 * - the provider's checkout (served by the payments module under /sandbox-pay), which signs results with
 *   HMAC-SHA256 exactly as Razorpay does, so the server's verification and webhook code is production code.
 */

export interface SandboxSecrets {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Sandbox secrets are derived from the server's secret: stable across restarts, never configured separately. */
export function sandboxSecrets(authSecret: string): SandboxSecrets {
  const derive = (purpose: string) => createHmac('sha256', authSecret).update(`sandbox-pay:${purpose}`).digest('hex');
  return { keyId: 'rzp_test_sandbox', keySecret: derive('key-secret'), webhookSecret: derive('webhook-secret') };
}

export const SANDBOX_CHECKOUT_SCRIPT_PATH = '/sandbox-pay/checkout.js';

/** The declines the sandbox plays, shaped as Razorpay reports them (checkout's payment.failed, the webhook's error_*). */
export const SANDBOX_DECLINES = {
  payment_failed: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', source: 'customer' },
  card_declined: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined.', source: 'bank' },
  insufficient_funds: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Your payment could not be completed due to insufficient account balance.',
    source: 'bank',
  },
  authentication_failed: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Your bank could not authenticate the payment.',
    source: 'bank',
  },
  insufficient_balance: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Your wallet balance is not enough for this payment.',
    source: 'customer',
  },
  transaction_limit_exceeded: {
    code: 'BAD_REQUEST_ERROR',
    description: 'The amount is more than your pay later limit.',
    source: 'customer',
  },
} as const;
export type SandboxDecline = keyof typeof SANDBOX_DECLINES;

/**
 * The methods the sandbox checkout takes and the instruments of each, with Razorpay's codes (a bank's IFSC prefix,
 * a wallet's or pay-later provider's name), so a payment is reported as Razorpay reports it: `method` with `bank`
 * for net banking, `wallet` for a wallet (and for a pay-later provider, which Razorpay reports in the same field).
 */
export const SANDBOX_METHODS = ['card', 'upi', 'netbanking', 'wallet', 'paylater', 'emi'] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];
export const SANDBOX_BANKS = {
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  SBIN: 'State Bank of India',
  UTIB: 'Axis Bank',
} as const;
export const SANDBOX_WALLETS = {
  phonepe: 'PhonePe',
  mobikwik: 'MobiKwik',
  freecharge: 'Freecharge',
  payzapp: 'PayZapp',
};
export const SANDBOX_PAYLATER = { lazypay: 'LazyPay', getsimpl: 'Simpl', icic: 'ICICI Bank PayLater' } as const;

/** What one attempt paid with, beyond its method: the bank of a net-banking payment, the wallet or pay-later provider. */
export interface SandboxInstrument {
  bank?: string | null;
  wallet?: string | null;
}

const declineOf = (reason: string | null): (typeof SANDBOX_DECLINES)[SandboxDecline] =>
  SANDBOX_DECLINES[(reason ?? 'payment_failed') as SandboxDecline] ?? SANDBOX_DECLINES.payment_failed;

export type SandboxOrder = typeof sandboxOrders.$inferSelect;
type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

export type SandboxOutcome =
  | { ok: true; payment: SandboxPaymentRow; signature: string }
  | { ok: false; payment: SandboxPaymentRow | null; reason: 'payment_failed' | 'already_paid' | 'unknown_order' };

export interface SandboxWebhook {
  eventId: string;
  body: string;
  signature: string;
}

function toProviderPayment(row: SandboxPaymentRow): ProviderPayment {
  return {
    id: row.id,
    orderId: row.orderId,
    amountPaise: row.amountPaise,
    status: row.status as ProviderPayment['status'],
    method: row.method,
  };
}

function toProviderRefund(row: SandboxPaymentRow): ProviderRefund {
  return {
    id: row.refundId ?? '',
    paymentId: row.id,
    amountPaise: row.refundAmountPaise ?? row.amountPaise,
    status: (row.refundStatus ?? 'pending') as ProviderRefund['status'],
    bankReference: row.refundArn,
    createdAt: row.refundCreatedAt ?? row.createdAt,
  };
}

type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

function partToProviderRefund(row: SandboxRefundRow): ProviderRefund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amountPaise: row.amountPaise,
    status: row.status as ProviderRefund['status'],
    bankReference: row.arn,
    createdAt: row.createdAt,
  };
}

/**
 * `clock` is the provider's own time, stamped on its orders, payments and refunds: the wall clock, except for the
 * demo's history (seed/history.ts), whose payments happen on its simulated clock like everything else in it.
 */
export function createSandboxProvider(db: Db, secrets: SandboxSecrets, clock: () => Date = () => new Date()) {
  return {
    secrets,

    async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }) {
      const order = insertPlaceholders('o', {
        id: providerId('order'),
        amountPaise: input.amountPaise,
        receipt: input.receipt,
        notes: input.notes,
        createdAt: clock(),
      });
      const [raw] = await runBuiltOnce(
        db,
        `sandbox.createOrder:${order.shape}`,
        () => db.insert(sandboxOrders).values(order.placeholders).returning(),
        order.values,
      );
      if (!raw) throw new Error('sandbox order insert returned nothing');
      return rowOf(sandboxOrders, raw);
    },

    async getOrder(orderId: string): Promise<SandboxOrder | undefined> {
      const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
      return row;
    },

    /** One payment attempt on an order, as the checkout page submits it. */
    async pay(
      orderId: string,
      attempt: { method: SandboxMethod; succeed: boolean; decline?: SandboxDecline },
    ): Promise<SandboxOutcome> {
      const order = await this.getOrder(orderId);
      if (!order) return { ok: false, payment: null, reason: 'unknown_order' };
      if (!attempt.succeed) {
        const [payment] = await db
          .insert(sandboxPayments)
          .values({
            id: providerId('pay'),
            orderId,
            amountPaise: order.amountPaise,
            status: 'failed',
            method: attempt.method,
            errorReason: attempt.decline ?? 'payment_failed',
            createdAt: clock(),
          })
          .returning();
        await db
          .update(sandboxOrders)
          .set({ status: 'attempted' })
          .where(and(eq(sandboxOrders.id, orderId), ne(sandboxOrders.status, 'paid')));
        return { ok: false, payment: payment ?? null, reason: 'payment_failed' };
      }
      // Only one payment can ever capture an order, even if two tabs pay at once.
      const claimed = await db
        .update(sandboxOrders)
        .set({ status: 'paid' })
        .where(and(eq(sandboxOrders.id, orderId), ne(sandboxOrders.status, 'paid')))
        .returning({ id: sandboxOrders.id });
      if (claimed.length === 0) return { ok: false, payment: null, reason: 'already_paid' };
      const [payment] = await db
        .insert(sandboxPayments)
        .values({
          id: providerId('pay'),
          orderId,
          amountPaise: order.amountPaise,
          status: 'captured',
          method: attempt.method,
          createdAt: clock(),
        })
        .returning();
      if (!payment) throw new Error('sandbox payment insert returned nothing');
      return { ok: true, payment, signature: paymentSignature(secrets.keySecret, orderId, payment.id) };
    },

    async orderPayments(orderId: string): Promise<ProviderPayment[]> {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, orderId))
        .orderBy(asc(sandboxPayments.createdAt));
      return rows.map(toProviderPayment);
    },

    async listPayments(range: { from: Date; to: Date }) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(and(gte(sandboxPayments.createdAt, range.from), lt(sandboxPayments.createdAt, range.to)))
        .orderBy(asc(sandboxPayments.createdAt));
      return rows.map((row) => ({ ...toProviderPayment(row), createdAt: row.createdAt }));
    },

    async refund(paymentId: string, amountPaise: number): Promise<{ id: string }> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      if (!row) throw new Error(`sandbox: no payment ${paymentId}`);
      if (row.refundId) return { id: row.refundId };
      if (row.status !== 'captured') throw new Error(`sandbox: payment ${paymentId} is ${row.status}, not captured`);
      const parts = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));
      if (amountPaise + parts.reduce((n, r) => n + r.amountPaise, 0) > row.amountPaise)
        throw new Error('sandbox: refund exceeds the payment');
      const refundId = providerId('rfnd');
      await db
        .update(sandboxPayments)
        .set({
          status: 'refunded',
          refundId,
          refundStatus: 'pending',
          refundAmountPaise: amountPaise,
          refundCreatedAt: clock(),
        })
        .where(eq(sandboxPayments.id, paymentId));
      return { id: refundId };
    },

    /**
     * One more refund of part of a captured payment, keyed by the merchant's own id (the same key answers with the
     * same refund). The payment stays captured, as Razorpay keeps a partly refunded payment.
     */
    async refundPart(paymentId: string, amountPaise: number, key: string): Promise<{ id: string }> {
      const [earlier] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.merchantKey, key));
      if (earlier) return { id: earlier.id };
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      if (!row) throw new Error(`sandbox: no payment ${paymentId}`);
      if (row.status !== 'captured') throw new Error(`sandbox: payment ${paymentId} is ${row.status}, not captured`);
      const parts = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));
      const refunded = parts.reduce((n, r) => n + r.amountPaise, 0);
      if (amountPaise <= 0 || refunded + amountPaise > row.amountPaise)
        throw new Error('sandbox: refund exceeds what is left of the payment');
      const id = providerId('rfnd');
      await db
        .insert(sandboxRefunds)
        .values({ id, paymentId, merchantKey: key, amountPaise, createdAt: clock() })
        .onConflictDoNothing();
      const [made] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.merchantKey, key));
      return { id: made?.id ?? id };
    },

    async fetchRefund(refundId: string): Promise<ProviderRefund> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.refundId, refundId));
      if (row?.refundId) return toProviderRefund(row);
      const [part] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, refundId));
      if (!part) throw new Error(`sandbox: no refund ${refundId}`);
      return partToProviderRefund(part);
    },

    /** The recon of one IST day (sandbox-settlements.ts). */
    settlementRecon: (day: IsoDate, now?: Date) => sandboxSettlementRecon(db, day, now ?? clock()),

    /** Part refunds created at least `delayMs` before `now`, processed now (each once), with their payments. */
    async settlePartRefunds(now: Date, delayMs: number) {
      const due = await db
        .select({ id: sandboxRefunds.id })
        .from(sandboxRefunds)
        .where(
          and(eq(sandboxRefunds.status, 'pending'), lte(sandboxRefunds.createdAt, new Date(now.getTime() - delayMs))),
        );
      const settled: Array<{ refund: SandboxRefundRow; payment: SandboxPaymentRow }> = [];
      for (const { id } of due) {
        const [refund] = await db
          .update(sandboxRefunds)
          .set({ status: 'processed', arn: String(randomInt(100_000_000_000, 999_999_999_999)) })
          .where(and(eq(sandboxRefunds.id, id), eq(sandboxRefunds.status, 'pending')))
          .returning();
        const [payment] = refund
          ? await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, refund.paymentId))
          : [];
        if (refund && payment) settled.push({ refund, payment });
      }
      return settled;
    },

    /**
     * The provider's side of time passing: every refund created at least `delayMs` before `now` is processed (with a
     * made-up bank reference), as a bank would after some days. Returns the refunds it processed, each once.
     */
    async settleRefunds(now: Date, delayMs: number): Promise<SandboxPaymentRow[]> {
      const due = await db
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(
          and(
            eq(sandboxPayments.refundStatus, 'pending'),
            lte(sandboxPayments.refundCreatedAt, new Date(now.getTime() - delayMs)),
          ),
        );
      const settled: SandboxPaymentRow[] = [];
      for (const { id } of due) {
        const [row] = await db
          .update(sandboxPayments)
          .set({ refundStatus: 'processed', refundArn: String(randomInt(100_000_000_000, 999_999_999_999)) })
          .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.refundStatus, 'pending')))
          .returning();
        if (row) settled.push(row);
      }
      return settled;
    },

    /** A refund.* webhook exactly as Razorpay shapes and signs it: the refund entity and its payment's. */
    refundWebhook(
      event: 'refund.processed' | 'refund.failed',
      payment: SandboxPaymentRow,
      now: Date,
      part?: SandboxRefundRow,
    ): SandboxWebhook {
      const refund = part ? partToProviderRefund(part) : toProviderRefund(payment);
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_sandbox',
        event,
        contains: ['refund', 'payment'],
        payload: {
          refund: {
            entity: {
              id: refund.id,
              entity: 'refund',
              amount: refund.amountPaise,
              currency: 'INR',
              payment_id: payment.id,
              notes: {},
              receipt: null,
              acquirer_data: { arn: refund.bankReference },
              created_at: Math.floor(refund.createdAt.getTime() / 1000),
              batch_id: null,
              status: event === 'refund.processed' ? 'processed' : 'failed',
              speed_processed: 'normal',
              speed_requested: 'normal',
            },
          },
          payment: {
            entity: {
              id: payment.id,
              entity: 'payment',
              amount: payment.amountPaise,
              currency: 'INR',
              status: payment.status,
              order_id: payment.orderId,
              method: payment.method,
              captured: true,
              created_at: Math.floor(payment.createdAt.getTime() / 1000),
            },
          },
        },
        created_at: Math.floor(now.getTime() / 1000),
      });
      return { eventId: providerId('evt'), body, signature: hmacHex(secrets.webhookSecret, body) };
    },

    /**
     * A webhook exactly as Razorpay shapes and signs it (body signed with the webhook secret), with the attempt's bank
     * or wallet where its method has one (null otherwise, as Razorpay sends them).
     */
    webhook(
      event: 'payment.captured' | 'payment.failed',
      payment: SandboxPaymentRow,
      instrument: SandboxInstrument = {},
    ): SandboxWebhook {
      const failed = event === 'payment.failed';
      const decline = declineOf(payment.errorReason);
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_sandbox',
        event,
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: payment.id,
              entity: 'payment',
              amount: payment.amountPaise,
              currency: 'INR',
              status: payment.status,
              order_id: payment.orderId,
              method: payment.method,
              bank: instrument.bank ?? null,
              wallet: instrument.wallet ?? null,
              captured: !failed,
              error_code: failed ? decline.code : null,
              error_description: failed ? decline.description : null,
              error_source: failed ? decline.source : null,
              error_step: failed ? 'payment_authorization' : null,
              error_reason: failed ? (payment.errorReason ?? 'payment_failed') : null,
              created_at: Math.floor(payment.createdAt.getTime() / 1000),
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { eventId: providerId(''), body, signature: hmacHex(secrets.webhookSecret, body) };
    },
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

/** The merchant-side adapter over the sandbox provider. */
export function createSandboxPayments(db: Db, config: Config, clock?: () => Date): PaymentAdapter {
  const provider = createSandboxProvider(db, sandboxSecrets(config.authSecret), clock);
  const { keyId, keySecret, webhookSecret } = provider.secrets;
  return {
    name: 'sandbox',
    keyId,
    checkoutScriptUrl: SANDBOX_CHECKOUT_SCRIPT_PATH,
    // The same config as Razorpay's: the sandbox checkout offers the methods its blocks name, after cards and UPI.
    checkoutConfig: MORE_WAYS_TO_PAY,
    async createOrder(input): Promise<ProviderOrder> {
      const row = await provider.createOrder(input);
      return { id: row.id, amountPaise: row.amountPaise, currency: 'INR', receipt: row.receipt, status: 'created' };
    },
    fetchOrderPayments: (orderId) => provider.orderPayments(orderId),
    listPayments: (range) => provider.listPayments(range),
    refund: (input) =>
      input.key
        ? provider.refundPart(input.paymentId, input.amountPaise, input.key)
        : provider.refund(input.paymentId, input.amountPaise),
    fetchRefund: (refundId) => provider.fetchRefund(refundId),
    settlementRecon: (day, now) => provider.settlementRecon(day, now),
    verifyPaymentSignature: ({ orderId, paymentId, signature }) =>
      signatureMatches(paymentSignature(keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signatureMatches(hmacHex(webhookSecret, rawBody), signature),
  };
}
