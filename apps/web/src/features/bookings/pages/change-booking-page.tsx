import type { BookingSummary, PaymentOrder } from '@staybook/contract/booking';
import type { BookingChange, BookingChangePreview, GuestChangeRequest } from '@staybook/contract/booking-changes';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { type IsoDate, isIsoDate, istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ChangeComparison } from '../../../components/booking-change/change-comparison';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormats, useLanguage, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { links } from '../../../lib/paths';
import { useChangeBooking } from '../api/change-booking';
import { bookingChangesQueryOptions } from '../api/get-booking-changes';
import { useBookingDetails } from '../api/get-booking-details';
import { useChangeRooms } from '../api/get-change-rooms';
import { useCurrentStay } from '../api/get-current-stay';
import { usePropertyRooms } from '../api/get-property-rooms';
import { usePreviewBookingChange } from '../api/preview-booking-change';
import { BackHeader } from '../components/back-header';
import { bookingLoadingState } from '../components/booking-loading-states';
import { useStatusText } from '../components/booking-texts';
import { changeRefusedText } from '../components/change-call-refusal-words';
import { ChangeStayEditor } from '../components/change-stay-editor';
import { useChangeTexts } from '../components/change-words';
import { usePayChange } from '../hooks/use-pay-change';
import { useSignedIn } from '../hooks/use-signed-in';
import { type ChangeCheck, type ChangeForm, changeFormOf, checkChange } from '../logic/change-form';
import { changeFailureReason } from '../logic/change-payment-words';
import { sectionOf } from '../logic/details-sections';

/**
 * A guest changes their booking (/change-booking/<id>): new dates, rooms, plans and guests, opened on the booking as
 * it is; "Review change" shows the server's price before and after and how the difference is settled; "Confirm
 * change" makes it, paying the difference first through the same checkout as a booking when one is due.
 */
export default function ChangeBookingPage() {
  const t = useT('bookings');
  usePageMeta(t('bookings.changes.change'));
  const bookingId = useParams().bookingId ?? null;
  const signedIn = useSignedIn();
  const details = useBookingDetails(bookingId, signedIn);
  const summary = sectionOf(details.data ?? [], 'bookingDetails')?.data;
  const fallback = bookingId ? links.bookingDetails(bookingId) : links.bookingDetails('');

  let body = bookingLoadingState({
    bookingId,
    signedIn,
    details,
    loadingLabel: t('bookings.change.loading'),
    notFound: <p className="rounded-2xl border border-slate-200 p-8 text-center">{t('bookings.details.notFound')}</p>,
  });
  if (body === null && summary) body = <ChangeLoader summary={summary} />;
  return (
    <main className="mx-auto max-w-3xl px-4 pt-4 pb-16">
      <BackHeader title={t('bookings.changes.change')} fallback={fallback} backLabel={t('bookings.back')} />
      {body}
    </main>
  );
}

/** The stay as booked and the property's rooms, then the editor opened on them. */
function ChangeLoader({ summary }: { summary: BookingSummary }) {
  const t = useT('bookings');
  const stay = useCurrentStay(summary.bookingId);
  const rooms = usePropertyRooms(summary.property.id);
  if (summary.status !== 'upcoming')
    return (
      <p role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {t('bookings.change.onlyConfirmed')}
      </p>
    );
  if (stay.isError || rooms.isError)
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p>{errorMessage(stay.error ?? rooms.error)}</p>
        <button
          type="button"
          className="btn-outline mt-3"
          onClick={() => void Promise.all([stay.refetch(), rooms.refetch()])}
        >
          {t('bookings.tryAgain')}
        </button>
      </div>
    );
  if (!stay.data || !rooms.data) return <Spinner branded label={t('bookings.change.loading')} />;
  return <ChangeScreen summary={summary} form0={changeFormOf(stay.data, rooms.data)} />;
}

function ChangeScreen({ summary, form0 }: { summary: BookingSummary; form0: ChangeForm }) {
  const t = useT('bookings');
  const tBooking = useT('booking');
  const english = useLanguage() === DEFAULT_LANGUAGE;
  const formats = useFormats();
  const changeTexts = useChangeTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(form0);
  const [problem, setProblem] = useState<string | null>(null);
  const [review, setReview] = useState<{ body: GuestChangeRequest; preview: BookingChangePreview } | null>(null);
  const rooms = useChangeRooms(summary.property.id, dayStart(form.checkIn), dayStart(form.checkOut));
  const preview = usePreviewBookingChange();
  const change = useChangeBooking();
  const payment = usePayChange(summary.bookingId, summary.code, t('bookings.checkout.change', { code: summary.code }));

  const done = () => {
    toast.success(t('bookings.change.done'));
    navigate(links.bookingDetails(summary.bookingId), { replace: true });
  };

  /** A paid difference applies the change on the server; read it back to say what happened. */
  const settle = async (made: BookingChange) => {
    if (made.status === 'applied') return done();
    const status = await queryClient
      .fetchQuery({ ...bookingChangesQueryOptions(summary.bookingId), staleTime: 0 })
      .then((changes) => changes.find((c) => c.id === made.id)?.status ?? made.status)
      .catch(() => made.status);
    if (status === 'applied') return done();
    if (status === 'failed') return setProblem(t('bookings.change.roomsTaken'));
    setProblem(t('bookings.change.confirming'));
  };

  const pay = async (made: BookingChange, order: PaymentOrder) => {
    const paid = await payment.pay(order);
    if (paid.kind === 'paid') await settle(made);
  };

  const askPreview = () => {
    const checked = checkChange(summary.bookingId, form);
    if (!checked.ok) return setProblem(problemText(checked));
    setProblem(null);
    preview.mutate(checked.body, {
      onSuccess: (data) => setReview({ body: checked.body, preview: data }),
      onError: (err) => setProblem(refusedText(err)),
    });
  };

  /** A refused call worded from its facts outside English (changeRefusedText), else as sent. */
  const refusedText = (err: unknown) => changeRefusedText(err, english, t, tBooking, formats);

  const confirm = (body: GuestChangeRequest) => {
    setProblem(null);
    change.mutate(body, {
      onSuccess: (result) => void (result.payment ? pay(result.change, result.payment) : settle(result.change)),
      onError: (err) => setProblem(refusedText(err)),
    });
  };

  /** The form's problem in the page's language; the contract's own complaint as it words it. */
  const problemText = (check: Extract<ChangeCheck, { ok: false }>) => {
    if (check.problem === 'schema') return check.message;
    if (check.problem === 'noAdult') return t('bookings.change.noAdult', { room: check.room ?? '' });
    return t('bookings.change.problem', { problem: check.problem });
  };

  const busy = preview.isPending || change.isPending || payment.state.kind === 'paying';
  if (review) {
    const order = change.data?.payment ?? null;
    return (
      <div className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('bookings.change.reviewTitle')}</h2>
        <ChangeComparison preview={review.preview} texts={changeTexts} />
        <PaymentOutcome state={payment.state} />
        {problem && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {problem}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          {review.preview.allowed && !order && (
            <button type="button" className="btn-primary" disabled={busy} onClick={() => confirm(review.body)}>
              {change.isPending ? t('bookings.change.changing') : t('bookings.change.confirm')}
            </button>
          )}
          {order && change.data && payment.state.kind === 'failed' && (
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              onClick={() => change.data && void pay(change.data.change, order)}
            >
              {t('bookings.change.payAgain')}
            </button>
          )}
          {!order && (
            <button type="button" className="btn-outline" disabled={busy} onClick={() => setReview(null)}>
              {t('bookings.change.edit')}
            </button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {t('bookings.change.intro', { code: summary.code, property: summary.property.name })}
      </p>
      <ChangeStayEditor form={form} rooms={rooms.data ?? []} today={todayIst()} onChange={setForm} />
      {problem && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      )}
      <button type="button" className="btn-primary w-full py-3" disabled={busy} onClick={askPreview}>
        {preview.isPending ? t('bookings.change.pricing') : t('bookings.change.review')}
      </button>
    </div>
  );
}

/** Unix seconds of an IST day, or 0 while the date is being typed. */
const dayStart = (date: IsoDate): number => (isIsoDate(date) ? istDateToUnix(date) : 0);

function PaymentOutcome({ state }: { state: ReturnType<typeof usePayChange>['state'] }) {
  const t = useT('bookings');
  const tBooking = useT('booking');
  const english = useLanguage() === DEFAULT_LANGUAGE;
  // The booking's status as the verify call answered it ('Hold expired — refund initiated'), in the page's language.
  const statusText = useStatusText();
  if (state.kind === 'paying') return <p role="status">{t('bookings.change.waiting')}</p>;
  if (state.kind === 'failed') {
    const reason = changeFailureReason(state, english, t, tBooking);
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        {t('bookings.change.notYet', { reason })}
      </p>
    );
  }
  if (state.kind === 'refused')
    return (
      <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {statusText(state.text)}
      </p>
    );
  return null;
}
