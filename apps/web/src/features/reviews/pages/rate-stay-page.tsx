import { I18nProvider, Trans } from '@lingui/react';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useFormats, usePageI18n, usePageLanguage, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { links, paths } from '../../../lib/paths';
import { useReviewableStay } from '../api/get-reviewable-stay';
import { ReviewForm } from '../components/review-form';

/**
 * /rate-your-stay/:bookingId — the invitation's link and "Rate your stay" on a completed booking lead here. In the
 * page's language (`bookings.rate.*`, the route loads the `bookings` area); the API's sentences (why a stay cannot be
 * reviewed, the thanks) are shown as sent on an English page, and written from the stay's state in another.
 */
export default function RateStayPage() {
  const t = useT('bookings');
  const i18n = usePageI18n();
  const { day } = useFormats();
  const english = usePageLanguage().lang === DEFAULT_LANGUAGE;
  usePageMeta(t('bookings.rate.title'));
  const bookingId = useParams().bookingId ?? '';
  const stay = useReviewableStay(bookingId);
  const [thanks, setThanks] = useState<string | null>(null);
  const status = stay.error instanceof ApiError ? stay.error.status : null;

  let body: React.ReactNode;
  if (thanks)
    body = (
      <Notice
        text={english ? thanks : t('bookings.rate.sent')}
        to={paths.bookings}
        action={t('bookings.rate.myBookings')}
      />
    );
  else if (stay.isPending) body = <Spinner branded label={t('bookings.rate.loading')} />;
  else if (status === 401)
    body = (
      <div className="rounded-2xl border border-slate-200 p-8 text-center">
        <p className="text-slate-700">{t('bookings.rate.signIn')}</p>
        <button
          type="button"
          className="btn-primary mt-4"
          onClick={() => useAuthModal.getState().openModal('LOGIN', () => void stay.refetch())}
        >
          {t('bookings.rate.signInButton')}
        </button>
      </div>
    );
  else if (status === 404 || status === 400)
    body = <Notice text={t('bookings.rate.notFound')} to={paths.bookings} action={t('bookings.rate.myBookings')} />;
  else if (stay.isError)
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p>{t('bookings.rate.loadFailed')}</p>
        <button type="button" className="btn-outline mt-3" onClick={() => void stay.refetch()}>
          {t('bookings.rate.tryAgain')}
        </button>
      </div>
    );
  else {
    const data = stay.data!;
    body = (
      <>
        <p className="mb-6 text-slate-700">
          {/* One sentence holding the property's link: the element is the message's <0>…</0>. */}
          <I18nProvider i18n={i18n}>
            <Trans
              id="bookings.rate.stay"
              values={{
                property: data.propertyName,
                checkIn: day(data.checkIn),
                checkOut: day(data.checkOut),
                code: data.code,
              }}
              components={{
                0: (
                  <Link
                    to={links.propertyDetails(data.propertyId)}
                    className="font-semibold text-brand-800 underline"
                  />
                ),
              }}
            />
          </I18nProvider>
        </p>
        {data.state === 'eligible' ? (
          <ReviewForm bookingId={data.bookingId} onDone={setThanks} />
        ) : (
          <Notice
            text={english ? (data.message ?? '') : t('bookings.rate.state', { state: data.state })}
            to={links.bookingDetails(data.bookingId)}
            action={t('bookings.rate.back')}
          />
        )}
      </>
    );
  }

  return (
    <main className="mx-auto max-w-2xl px-4 pt-6 pb-16">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('bookings.rate.title')}</h1>
      {body}
    </main>
  );
}

function Notice({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div role="status" className="rounded-2xl border border-slate-200 p-8 text-center">
      <p className="text-slate-700">{text}</p>
      <Link to={to} className="btn-outline mt-4">
        {action}
      </Link>
    </div>
  );
}
