import { createSandboxProvider, sandboxSecrets } from '../../adapters/payments/sandbox.js';
import { type Job, jobLog, type ServiceDeps, serviceDepsOf } from '../module-context.js';
import { receiveWebhook } from './verify-payment.service.js';

const MINUTE = 60_000;

/**
 * The sandbox provider's side of a refund landing: a refund created SANDBOX_REFUND_MINUTES before `now` is processed
 * (with a made-up bank reference), and the sandbox posts refund.processed, signed, through the same webhook code as
 * Razorpay's. Should a delivery fail, the reconciler asks the sandbox about the refund later, as it would Razorpay.
 * Does nothing with the real provider. With the development job clock a story sees the money land at once.
 */
export async function settleSandboxRefunds(deps: ServiceDeps, now: Date): Promise<{ settled: number }> {
  if (deps.adapters.payments.name !== 'sandbox') return { settled: 0 };
  const provider = createSandboxProvider(deps.db, sandboxSecrets(deps.config.authSecret));
  const settled = await provider.settleRefunds(now, deps.config.SANDBOX_REFUND_MINUTES * MINUTE);
  for (const row of settled) {
    const hook = provider.refundWebhook('refund.processed', row, now);
    await receiveWebhook(deps, Buffer.from(hook.body), hook.signature, hook.eventId).catch((err: unknown) =>
      deps.log.error({ err, refundId: row.refundId }, 'sandbox refund webhook failed; the reconciler will ask'),
    );
  }
  const parts = await provider.settlePartRefunds(now, deps.config.SANDBOX_REFUND_MINUTES * MINUTE);
  for (const { refund, payment } of parts) {
    const hook = provider.refundWebhook('refund.processed', payment, now, refund);
    await receiveWebhook(deps, Buffer.from(hook.body), hook.signature, hook.eventId).catch((err: unknown) =>
      deps.log.error({ err, refundId: refund.id }, 'sandbox refund webhook failed; the reconciler will ask'),
    );
  }
  return { settled: settled.length + parts.length };
}

export const sandboxRefundsJob: Job = {
  name: 'sandbox-refunds',
  everyMs: MINUTE,
  run: (ctx, now) => settleSandboxRefunds(serviceDepsOf(ctx, jobLog(ctx.config, 'sandbox-refunds')), now),
};
