import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSandboxProvider,
  SANDBOX_BANKS,
  SANDBOX_DECLINES,
  SANDBOX_METHODS,
  SANDBOX_PAYLATER,
  SANDBOX_WALLETS,
  type SandboxDecline,
  type SandboxInstrument,
  type SandboxMethod,
  type SandboxProvider,
  sandboxSecrets,
} from '../../adapters/payments/sandbox.js';
import { AppError, badRequest, notFound } from '../../lib/http-errors.js';
import type { AppModule } from '../module-context.js';
import { renderCheckoutPage } from './sandbox-checkout-page.js';
import { CHECKOUT_JS, CHECKOUT_PAGE_JS } from './sandbox-checkout-scripts.js';
import { WEBHOOK_PATH } from './webhook-events.js';

const SUCCESS_CARD = '4111111111111111';
/** Declined by the bank for insufficient funds (any other number is a plain card decline). */
const INSUFFICIENT_FUNDS_CARD = '4000000000009995';
const SUCCESS_VPA = 'success@razorpay';
const FAILURE_VPA = 'failure@razorpay';

const checkoutQuerySchema = z.object({
  order_id: z.string().min(1).max(100),
  name: z.string().max(200).optional(),
  description: z.string().max(500).optional(),
  prefill_name: z.string().max(200).optional(),
  prefill_email: z.string().max(254).optional(),
  prefill_contact: z.string().max(20).optional(),
  origin: z.string().max(200).optional(),
  /** The methods the checkout's config names beyond cards and UPI (comma-separated; unknown ones are ignored). */
  methods: z.string().max(200).optional(),
});

const payRequestSchema = z.object({
  order_id: z.string().min(1).max(100),
  method: z.enum(SANDBOX_METHODS, { error: `method must be one of ${SANDBOX_METHODS.join(', ')}` }),
  card_number: z.string().max(23).optional(),
  vpa: z.string().max(100).optional(),
  /** Net banking: the bank's code (HDFC, ICIC, SBIN, UTIB). */
  bank: z.string().max(10).optional(),
  /** Wallet: the wallet's code (phonepe, mobikwik, …). */
  wallet: z.string().max(30).optional(),
  /** Pay later: the provider's code (lazypay, getsimpl, icic). */
  provider: z.string().max(30).optional(),
  force_failure: z.boolean().default(false),
});

const payResponseSchema = z.union([
  z.object({
    paid: z.literal(true),
    response: z.object({
      razorpay_payment_id: z.string(),
      razorpay_order_id: z.string(),
      razorpay_signature: z.string(),
    }),
  }),
  z.object({
    paid: z.literal(false),
    error: z.object({
      code: z.string(),
      description: z.string(),
      source: z.string(),
      step: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);

function originOf(value: string | undefined): string {
  try {
    return value ? new URL(value).origin : '*';
  } catch {
    return '*';
  }
}

/** The methods a checkout offers: cards and UPI always, then those its config named, in the sandbox's order. */
function offeredMethods(named: string | undefined): SandboxMethod[] {
  const asked = new Set((named ?? '').split(','));
  return SANDBOX_METHODS.filter((m) => m === 'card' || m === 'upi' || asked.has(m));
}

type Attempt = { succeed: boolean; decline: SandboxDecline; instrument: SandboxInstrument };

/**
 * How the sandbox answers one attempt, method by method, as Razorpay's test mode does: named test cards and UPI ids
 * succeed or fail; any listed bank, wallet or pay-later provider succeeds unless the tester makes it fail, which then
 * fails as that method fails (the bank refusing, the wallet short of balance, the pay-later limit reached).
 */
function judgeAttempt(body: z.infer<typeof payRequestSchema>): Attempt {
  const none: SandboxInstrument = {};
  const chosen = <T extends Record<string, string>>(value: string | undefined, list: T, message: string) => {
    if (!value || !Object.hasOwn(list, value)) throw badRequest(message);
    return value;
  };
  switch (body.method) {
    case 'card':
    case 'emi': {
      const number = (body.card_number ?? '').replace(/\D/g, '');
      if (number.length < 12) throw badRequest('Please enter a card number (4111 1111 1111 1111 succeeds).');
      const decline = number === INSUFFICIENT_FUNDS_CARD ? 'insufficient_funds' : 'card_declined';
      if (body.force_failure) return { succeed: false, decline: 'payment_failed', instrument: none };
      return { succeed: number === SUCCESS_CARD, decline, instrument: none };
    }
    case 'upi': {
      const vpa = (body.vpa ?? '').trim().toLowerCase();
      if (vpa !== SUCCESS_VPA && vpa !== FAILURE_VPA)
        throw badRequest(`In the sandbox, use ${SUCCESS_VPA} or ${FAILURE_VPA}.`);
      return { succeed: vpa === SUCCESS_VPA && !body.force_failure, decline: 'payment_failed', instrument: none };
    }
    case 'netbanking': {
      const bank = chosen(body.bank, SANDBOX_BANKS, 'Please choose a bank.');
      return { succeed: !body.force_failure, decline: 'authentication_failed', instrument: { bank } };
    }
    case 'wallet': {
      const wallet = chosen(body.wallet, SANDBOX_WALLETS, 'Please choose a wallet.');
      return { succeed: !body.force_failure, decline: 'insufficient_balance', instrument: { wallet } };
    }
    case 'paylater': {
      // Razorpay reports the pay-later provider in the payment's `wallet` field.
      const wallet = chosen(body.provider, SANDBOX_PAYLATER, 'Please choose a pay later provider.');
      return { succeed: !body.force_failure, decline: 'transaction_limit_exceeded', instrument: { wallet } };
    }
  }
}

/**
 * The sandbox provider's checkout, served by this API: the script (window.Razorpay), the page in its frame,
 * and the pay call that records the attempt, signs the result and sends the signed webhook to our own
 * webhook endpoint — through the same verification code as a real provider's.
 */
export const sandboxCheckoutRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider: SandboxProvider = createSandboxProvider(ctx.db, sandboxSecrets(ctx.config.authSecret));
  if (ctx.config.isProduction)
    fastify.log.warn('PAYMENT_PROVIDER=sandbox in production: payments are simulated and no money is collected');

  const script = (body: string) => async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);
  app.get('/sandbox-pay/checkout.js', { schema: { hide: true } }, script(CHECKOUT_JS));
  app.get('/sandbox-pay/checkout-page.js', { schema: { hide: true } }, script(CHECKOUT_PAGE_JS));

  app.get(
    '/sandbox-pay/checkout',
    { schema: { hide: true, querystring: checkoutQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      const order = await provider.getOrder(q.order_id);
      const problem = !order
        ? 'This payment order does not exist.'
        : order.status === 'paid'
          ? 'This order has already been paid.'
          : null;
      const html = renderCheckoutPage({
        orderId: q.order_id,
        amountPaise: order?.amountPaise ?? null,
        merchant: q.name ?? 'Staybook',
        description: q.description ?? '',
        prefill: { name: q.prefill_name ?? '', email: q.prefill_email ?? '', contact: q.prefill_contact ?? '' },
        parentOrigin: originOf(q.origin),
        methods: offeredMethods(q.methods),
        problem,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    '/sandbox-pay/pay',
    { schema: { hide: true, body: payRequestSchema, response: { 200: payResponseSchema } } },
    async (request) => {
      const body = request.body;
      const { succeed, decline, instrument } = judgeAttempt(body);

      const outcome = await provider.pay(body.order_id, { method: body.method, succeed, decline });
      if (!outcome.ok && outcome.reason === 'unknown_order') throw notFound('Payment order');
      if (!outcome.ok && outcome.reason === 'already_paid')
        throw new AppError(409, 'CONFLICT', 'This order has already been paid.');
      if (!outcome.payment) throw new Error('sandbox payment was not recorded');

      // Like the provider, tell the merchant's server too: a guest whose browser dies now still gets the booking.
      const hook = provider.webhook(outcome.ok ? 'payment.captured' : 'payment.failed', outcome.payment, instrument);
      const delivered = await fastify
        .inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          payload: hook.body,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hook.signature,
            'x-razorpay-event-id': hook.eventId,
          },
        })
        .catch((err: unknown) => {
          request.log.error({ err }, 'sandbox webhook delivery failed; the reconciler will pick the payment up');
          return null;
        });
      if (delivered && delivered.statusCode !== 200)
        request.log.error({ status: delivered.statusCode, body: delivered.body }, 'sandbox webhook was refused');

      if (outcome.ok) {
        return {
          paid: true as const,
          response: {
            razorpay_payment_id: outcome.payment.id,
            razorpay_order_id: body.order_id,
            razorpay_signature: outcome.signature,
          },
        };
      }
      return {
        paid: false as const,
        error: {
          ...SANDBOX_DECLINES[decline],
          step: 'payment_authorization',
          reason: decline,
          metadata: { order_id: body.order_id, payment_id: outcome.payment.id },
        },
      };
    },
  );
};
