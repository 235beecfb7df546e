import type { UnpaidHold } from '@staybook/contract/booking';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useFormats, useT } from '../../../lib/i18n';
import { istClock } from '../../../lib/ist-clock';
import { PaymentFailureModal } from '../../booking';
import { useCompletePayment } from '../hooks/use-complete-payment';
import { paymentActionOf } from '../logic/payment-action';

interface CompletePaymentProps {
  bookingId: string;
  propertyName: string;
  hold: UnpaidHold | null | undefined;
  /** Where "Search again" leads: the property's rooms for the same stay. */
  searchAgainHref: string;
}

/** Seconds since the epoch, ticking once when `until` passes so a lapsing hold stops offering payment. */
function useNowSeconds(until: number | null): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    if (until === null) return;
    const wait = until * 1000 - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Math.floor(Date.now() / 1000)), Math.min(wait + 250, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [until]);
  return now;
}

/** An unpaid booking's next step: "Complete payment · held until 4:35 PM", or the hold ended and a new search. */
export function CompletePayment({ bookingId, propertyName, hold, searchAgainHref }: CompletePaymentProps) {
  const t = useT('bookings');
  const { clock } = useFormats();
  const now = useNowSeconds(hold?.until ?? null);
  const action = paymentActionOf(hold, now);
  const { complete, busy, failure, dismiss } = useCompletePayment(
    bookingId,
    t('bookings.checkout.at', { name: propertyName }),
  );
  if (!action) return null;
  if (action.kind === 'hold-ended')
    return (
      <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
        <p>{t('bookings.pay.holdEnded', { time: clock(istClock(action.until)) })}</p>
        <Link to={searchAgainHref} className="btn-outline mt-2">
          {t('bookings.pay.searchAgain')}
        </Link>
      </div>
    );
  return (
    <>
      <button type="button" className="btn-primary w-full" onClick={() => void complete()} disabled={busy}>
        {busy ? t('bookings.pay.opening') : t('bookings.pay.complete', { time: clock(istClock(action.until)) })}
      </button>
      <PaymentFailureModal failure={failure} onTryAgain={() => void complete()} onClose={dismiss} />
    </>
  );
}
