import type { PaymentOrder } from '@staybook/contract/booking';
import type { PaymentFailureFacts } from '@staybook/contract/payment-failure';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { type PaymentAttempt, payBooking } from '../../booking';

/** How paying a change's difference ended: paid (the change applies), failed (why, and try again), or refused. */
export type ChangePaymentState =
  | { kind: 'idle' }
  | { kind: 'paying' }
  | { kind: 'paid' }
  /**
   * `reason` is English (the provider's reason as the contract words it, or the hook's own sentence); a page in another
   * language words `facts` instead, or says its own `fallback` sentence when the provider gave none.
   */
  | { kind: 'failed'; reason: string; facts?: PaymentFailureFacts | null; fallback: 'not_through' | 'not_started' }
  | { kind: 'refused'; text: string };

/**
 * The difference of a guest's change, paid through the same provider checkout and verify-payment call as a new
 * booking (payBooking): the order comes from the change call; the same order may be tried again after a failure.
 */
export function usePayChange(bookingId: string, code: string, description: string) {
  const queryClient = useQueryClient();
  const user = useAuthStore((s) => s.user);
  const [state, setState] = useState<ChangePaymentState>({ kind: 'idle' });
  const inFlight = useRef(false);

  const settle = (attempt: PaymentAttempt): ChangePaymentState => {
    if (attempt.kind === 'paid') return { kind: 'paid' };
    if (attempt.kind === 'failed')
      return {
        kind: 'failed',
        reason: attempt.reason ?? 'The payment did not go through. No money was deducted.',
        facts: attempt.facts ?? null,
        fallback: 'not_through',
      };
    if (attempt.kind === 'refused') return { kind: 'refused', text: attempt.statusText };
    return { kind: 'idle' };
  };

  const pay = async (payment: PaymentOrder): Promise<ChangePaymentState> => {
    if (inFlight.current) return state;
    inFlight.current = true;
    setState({ kind: 'paying' });
    let next: ChangePaymentState;
    try {
      next = settle(
        await payBooking(
          { bookingId, code, holdExpiresAt: null, payment },
          { name: user?.name ?? '', email: user?.email ?? '', contact: user?.phone ?? '' },
          description,
        ),
      );
    } catch (err) {
      next = {
        kind: 'failed',
        reason:
          err instanceof ApiError || err instanceof Error
            ? err.message
            : 'The payment could not be started. Try again.',
        fallback: 'not_started',
      };
    } finally {
      inFlight.current = false;
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    }
    setState(next);
    return next;
  };

  return { state, pay };
}
