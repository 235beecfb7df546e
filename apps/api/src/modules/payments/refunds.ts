import type { ServiceDeps } from '../module-context.js';
import { movePayment, moveRefund } from './payment-lifecycle.js';
import { findPayment } from './payments.repository.js';

/**
 * Sends a refund for a payment marked refund_pending. Called after the state change committed; when the
 * provider cannot be reached the payment stays refund_pending and the reconciler tries again later.
 */
export async function refundPayment(
  deps: ServiceDeps,
  paymentRowId: string,
  reason: string,
  now = new Date(),
): Promise<'refunded' | 'pending' | 'skipped'> {
  const payment = await findPayment(deps.db, paymentRowId);
  if (payment?.status !== 'refund_pending' || !payment.providerPaymentId) return 'skipped';
  try {
    const refund = await deps.adapters.payments.refund({
      paymentId: payment.providerPaymentId,
      // The amount marked for refund (less than the capture when a cancellation charge is kept), else what was
      // actually captured (it differs from the order only when the provider took another amount).
      amountPaise: payment.refundAmountPaise ?? payment.capturedPaise ?? payment.amountPaise,
      notes: { bookingId: payment.bookingId, reason },
    });
    // The provider's refund report can beat us here and mark it refunded first: then this write changes nothing.
    if (await movePayment(deps.db, payment, 'refunded', { refundId: refund.id, refundedAt: now }, now))
      // Accepted is not yet landed: pending until the provider reports it processed.
      await moveRefund(deps.db, { ...payment, status: 'refunded' }, 'pending', {}, now);
    deps.log.info({ bookingId: payment.bookingId, paymentId: payment.providerPaymentId, reason }, 'payment refunded');
    return 'refunded';
  } catch (err) {
    deps.log.warn(
      { err, bookingId: payment.bookingId, paymentId: payment.providerPaymentId },
      'refund failed; the reconciler will retry',
    );
    return 'pending';
  }
}
