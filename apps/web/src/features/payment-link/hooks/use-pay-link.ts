import type { PaymentLinkPage } from '@staybook/contract/desk-bookings';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useFormats, useLanguage, useT } from '../../../lib/i18n';
import {
  holdRefusalOf,
  holdRefusalWords,
  type PaymentAttempt,
  type PaymentFailure,
  payBooking,
  refusedStatusWords,
} from '../../booking';
import { openLinkCheckout, paymentLinkKey, verifyLinkPayment } from '../api/payment-link';

/**
 * "Pay ₹X" on a payment link: the provider checkout for the link's booking, opened and verified as the website's
 * review page does (the same script and checks), with the link's own checkout and verify calls. Paid → the page reads
 * the link again and shows it confirmed; failed → why, with Try Again while the hold lasts; refused or refused to
 * open (the link lapsed meanwhile) → the server's words, and the page reads the link again. A refused payment's words
 * wait for that read, so they never sit beside the link's old state ("No money was taken" above "refund initiated").
 */
export function usePayLink(token: string, page: PaymentLinkPage | undefined) {
  const queryClient = useQueryClient();
  const t = useT('booking');
  const english = useLanguage() === DEFAULT_LANGUAGE;
  const formats = useFormats();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<PaymentFailure>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentLinkKey(token) });

  /** A refusal's words, shown once the link is read again (so they never sit beside the link's stale state). */
  const finish = (attempt: PaymentAttempt): string | null => {
    if (attempt.kind === 'failed')
      setFailure({ reason: attempt.reason, facts: attempt.facts, holdExpiresAt: attempt.holdExpiresAt });
    if (attempt.kind !== 'refused') return null;
    // The booking's status text, in the page's language from its keys (a text the contract does not write as sent).
    return refusedStatusWords(attempt.statusText, english, t);
  };

  const pay = async () => {
    if (inFlight.current || !page) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    setProblem(null);
    let refused: string | null = null;
    try {
      const booking = await openLinkCheckout(token);
      if (booking.payment)
        refused = finish(
          await payBooking(
            booking,
            { name: page.guestName, email: '', contact: '' },
            t('review.checkout.link', { code: page.code, name: page.propertyName }),
            (body) => verifyLinkPayment(token, body),
          ),
        );
    } catch (err) {
      // The server's refusal is English: another language words its facts (a hold that ended …), else its own sentence.
      const refusal = english ? null : holdRefusalOf(err);
      setProblem(
        english ? errorMessage(err) : refusal ? holdRefusalWords(refusal, t, formats) : t('payLink.checkoutFailed'),
      );
    } finally {
      inFlight.current = false;
      setBusy(false);
      await refresh();
      if (refused) setProblem(refused);
    }
  };

  return { pay, busy, failure, problem, dismissFailure: () => setFailure(null) };
}
