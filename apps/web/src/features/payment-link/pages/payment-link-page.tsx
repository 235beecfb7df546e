import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { formatInr } from '@staybook/contract/money';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFormats, useLanguage, useT } from '../../../lib/i18n';
import { dayWithWeekday } from '../../../lib/ist-clock';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { PaymentFailureModal } from '../../booking';
import { usePaymentLink } from '../api/payment-link';
import { usePayLink } from '../hooks/use-pay-link';
import { linkViewOf } from '../logic/link-view';

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
 * cancelled, not found). In the page's language (the SMS's link names it: /hi/pay/<token>); the server's own refusals
 * and errors stay its English words, as on the other guest pages.
 */
export default function PaymentLinkPage() {
  const t = useT('booking');
  const formats = useFormats();
  const lang = useLanguage();
  usePageMeta(t('payLink.pageTitle'));
  const { token = '' } = useParams();
  const link = usePaymentLink(token);
  const now = useNowSeconds(link.data?.expiresAt ?? null);
  const { pay, busy, failure, problem, dismissFailure } = usePayLink(token, link.data);

  let body: React.ReactNode;
  if (link.isPending) body = <Spinner label={t('payLink.loading')} />;
  else if (link.isError) {
    const missing = link.error instanceof ApiError && (link.error.status === 404 || link.error.status === 400);
    body = (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        <h1 className="text-xl font-bold">{missing ? t('payLink.notFoundTitle') : t('payLink.errorTitle')}</h1>
        <p className="mt-2">
          {missing
            ? t('payLink.notFound')
            : // The error's message is the server's English: another language says its own sentence.
              lang === DEFAULT_LANGUAGE
              ? errorMessage(link.error)
              : t('payLink.loadFailed')}
        </p>
        {!missing && (
          <button type="button" className="btn-outline mt-3" onClick={() => void link.refetch()}>
            {t('payLink.tryAgain')}
          </button>
        )}
      </div>
    );
  } else {
    const page = link.data;
    const view = linkViewOf(page, now, t, formats);
    body = (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{view.title}</h1>
        <section aria-label={t('payLink.yourStay')} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">{page.propertyName}</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
            <dt className="text-slate-600">{t('payLink.booking')}</dt>
            <dd className="font-semibold">{page.code}</dd>
            <dt className="text-slate-600">{t('payLink.guest')}</dt>
            <dd>{page.guestName}</dd>
            <dt className="text-slate-600">{t('payLink.checkIn')}</dt>
            <dd>{dayWithWeekday(lang, page.checkIn)}</dd>
            <dt className="text-slate-600">{t('payLink.checkOut')}</dt>
            <dd>{dayWithWeekday(lang, page.checkOut)}</dd>
            <dt className="text-slate-600">{t('payLink.stay')}</dt>
            <dd>{t('payLink.nights', { count: page.nights })}</dd>
            <dt className="text-slate-600">{t('payLink.rooms')}</dt>
            <dd>
              <ul>
                {page.rooms.map((r) => (
                  <li key={r.name}>
                    {r.name} × {r.roomCount}
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="text-slate-600">{t('payLink.total')}</dt>
            <dd className="font-semibold">{formatInr(page.totalAmount)}</dd>
          </dl>
        </section>
        {view.kind === 'payable' ? (
          <section
            aria-label={t('payLink.payment')}
            className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
          >
            <p className="text-slate-900">{view.dueText}</p>
            {view.balanceText && <p className="text-slate-700">{view.balanceText}</p>}
            {problem && (
              <p role="alert" className="text-red-800">
                {problem}
              </p>
            )}
            <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => void pay()} disabled={busy}>
              {busy ? t('payLink.opening') : view.payLabel}
            </button>
          </section>
        ) : (
          <section
            aria-label={t('payLink.payment')}
            className={`rounded-xl p-4 ${view.kind === 'paid' ? 'bg-green-50 text-green-900' : 'bg-slate-100 text-slate-900'}`}
          >
            <p>{view.message}</p>
            {problem && view.kind !== 'paid' && !(view.kind === 'expired' && view.tellsMoney) && (
              <p className="mt-2">{problem}</p>
            )}
            <Link to={paths.home} className="btn-outline mt-3">
              {t('payLink.goHome')}
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
