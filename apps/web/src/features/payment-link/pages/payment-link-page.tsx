import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { PaymentFailureModal } from '../../booking';
import { usePaymentLink } from '../api/payment-link';
import { usePayLink } from '../hooks/use-pay-link';
import { LINK_NOT_FOUND_MESSAGE, linkViewOf } from '../logic/link-view';

/** Seconds since the epoch, ticking once when `until` passes, so a lapsing link stops offering to pay. */
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

/**
 * /pay/<token>: the payment link the desk sent a guest by SMS and e-mail. No sign-in: the stay, what is due now and
 * until when (IST), and "Pay ₹X" opening the same provider checkout as the website; or the link's end (paid, expired,
 * cancelled, not found).
 */
export default function PaymentLinkPage() {
  usePageMeta('Pay for your booking');
  const { token = '' } = useParams();
  const link = usePaymentLink(token);
  const now = useNowSeconds(link.data?.expiresAt ?? null);
  const { pay, busy, failure, problem, dismissFailure } = usePayLink(token, link.data);

  let body: React.ReactNode;
  if (link.isPending) body = <Spinner label="Loading your booking" />;
  else if (link.isError) {
    const missing = link.error instanceof ApiError && (link.error.status === 404 || link.error.status === 400);
    body = (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        <h1 className="text-xl font-bold">{missing ? 'Payment link not found' : 'Something went wrong'}</h1>
        <p className="mt-2">{missing ? LINK_NOT_FOUND_MESSAGE : errorMessage(link.error)}</p>
        {!missing && (
          <button type="button" className="btn-outline mt-3" onClick={() => void link.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  } else {
    const page = link.data;
    const view = linkViewOf(page, now);
    body = (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{view.title}</h1>
        <section aria-label="Your stay" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">{page.propertyName}</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
            <dt className="text-slate-600">Booking</dt>
            <dd className="font-semibold">{page.code}</dd>
            <dt className="text-slate-600">Guest</dt>
            <dd>{page.guestName}</dd>
            <dt className="text-slate-600">Check-in</dt>
            <dd>{formatDayWithWeekday(page.checkIn)}</dd>
            <dt className="text-slate-600">Check-out</dt>
            <dd>{formatDayWithWeekday(page.checkOut)}</dd>
            <dt className="text-slate-600">Stay</dt>
            <dd>{plural(page.nights, 'night')}</dd>
            <dt className="text-slate-600">Rooms</dt>
            <dd>
              <ul>
                {page.rooms.map((r) => (
                  <li key={r.name}>
                    {r.name} × {r.roomCount}
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="text-slate-600">Total with GST</dt>
            <dd className="font-semibold">{formatInr(page.totalAmount)}</dd>
          </dl>
        </section>
        {view.kind === 'payable' ? (
          <section aria-label="Payment" className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
            <p className="text-slate-900">{view.dueText}</p>
            {view.balanceText && <p className="text-slate-700">{view.balanceText}</p>}
            {problem && (
              <p role="alert" className="text-red-800">
                {problem}
              </p>
            )}
            <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => void pay()} disabled={busy}>
              {busy ? 'Opening payment…' : view.payLabel}
            </button>
          </section>
        ) : (
          <section
            aria-label="Payment"
            className={`rounded-xl p-4 ${view.kind === 'paid' ? 'bg-green-50 text-green-900' : 'bg-slate-100 text-slate-900'}`}
          >
            <p>{view.message}</p>
            {problem && view.kind !== 'paid' && !(view.kind === 'expired' && view.tellsMoney) && (
              <p className="mt-2">{problem}</p>
            )}
            <Link to={paths.home} className="btn-outline mt-3">
              Go to Staybook
            </Link>
          </section>
        )}
      </div>
    );
  }

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-8">
      {body}
      <PaymentFailureModal failure={failure} onTryAgain={() => void pay()} onClose={dismissFailure} />
    </main>
  );
}
