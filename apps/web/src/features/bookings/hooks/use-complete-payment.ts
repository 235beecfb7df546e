import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useLanguage } from '../../../lib/i18n';
import { links } from '../../../lib/paths';
import {
  type PaymentAttempt,
  type PaymentFailure,
  payBooking,
  resumePayment,
  useBookingFailureText,
} from '../../booking';

/**
 * "Complete payment" on an unpaid booking: checkout for the same booking while its hold lasts (the server re-uses its
 * open order or opens one; never a new hold). Paid → its confirmation page; failed → why, with Try Again.
 */
export function useCompletePayment(bookingId: string, description: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAuthStore((s) => s.user);
  const english = useLanguage() === DEFAULT_LANGUAGE;
  const refusalText = useBookingFailureText();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<PaymentFailure>(null);

  const finish = (attempt: PaymentAttempt) => {
    if (attempt.kind === 'dismissed') return;
    if (attempt.kind === 'failed')
      setFailure({ reason: attempt.reason, facts: attempt.facts, holdExpiresAt: attempt.holdExpiresAt });
    else if (attempt.kind === 'refused') toast.error(attempt.statusText);
    else navigate(links.bookingConfirmation(attempt.bookingId), { state: { justPaid: true } });
  };

  const complete = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const booking = await resumePayment(bookingId);
      if (!booking.payment && booking.status === 'confirmed')
        finish({ kind: 'paid', bookingId: booking.bookingId, code: booking.code });
      else
        finish(
          await payBooking(
            booking,
            { name: user?.name ?? '', email: user?.email ?? '', contact: user?.phone ?? '' },
            description,
          ),
        );
    } catch (err) {
      // English shows what it always showed; another language words a refusal's facts (a hold ended), else the spec's
      // fallback in its words, never the API's English.
      if (!english) toast.error(refusalText(err));
      else toast.error(err instanceof ApiError || err instanceof Error ? err.message : 'Payment could not be started.');
    } finally {
      inFlight.current = false;
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    }
  };

  return { complete, busy, failure, dismiss: () => setFailure(null) };
}
