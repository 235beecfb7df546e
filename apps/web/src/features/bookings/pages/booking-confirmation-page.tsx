import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { links, paths } from '../../../lib/paths';
import { useBookingDetails } from '../api/get-booking-details';
import { BackHeader } from '../components/back-header';
import { bookingLoadingState } from '../components/booking-loading-states';
import { useStatusText } from '../components/booking-texts';
import { BookingVoucher } from '../components/booking-voucher';
import { ConfirmationSummary } from '../components/confirmation-summary';
import { PaymentSuccessModal } from '../components/payment-success-modal';
import { TaxDocuments } from '../components/tax-documents';
import { useSignedIn } from '../hooks/use-signed-in';
import { confirmationFacts } from '../logic/confirmation-facts';
import { sectionOf } from '../logic/details-sections';

const CONFIRMED = new Set(['upcoming', 'ongoing', 'completed']);

/** /booking-confirmation/:bookingId: where a guest lands after paying — the summary and a printable voucher. */
export default function BookingConfirmationPage() {
  const t = useT('confirmation');
  // The booking's status in the page's language (the route loads the bookings pages' words with its own).
  const statusText = useStatusText();
  usePageMeta(t('confirm.title'));
  const { bookingId = null } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const justPaid = (location.state as { justPaid?: unknown } | null)?.justPaid === true;
  const signedIn = useSignedIn();
  const details = useBookingDetails(bookingId, signedIn);
  // The modal once, on arrival from checkout; a reload or a later visit shows the page alone.
  const dismiss = () => navigate(location.pathname, { replace: true, state: null });

  let body: React.ReactNode = bookingLoadingState({
    bookingId,
    signedIn,
    details,
    loadingLabel: t('confirm.loading'),
    notFound: <Notice text={t('confirm.notFound')} />,
  });
  if (body === null) {
    // Loaded: the sections are there.
    const data = details.data ?? [];
    const summary = sectionOf(data, 'bookingDetails')?.data;
    const facts = confirmationFacts(data);
    if (!summary || !facts) body = <Notice text={t('confirm.notFound')} />;
    else if (!CONFIRMED.has(summary.status))
      body = (
        <Notice
          text={t('confirm.notConfirmed', { status: statusText(summary.statusText) })}
          bookingId={summary.bookingId}
        />
      );
    else
      body = (
        <div className="space-y-4">
          <ConfirmationSummary facts={facts} />
          <div className="flex flex-wrap gap-2 print:hidden">
            <button type="button" className="btn-primary" onClick={() => window.print()}>
              {t('confirm.print')}
            </button>
            <Link to={links.bookingDetails(summary.bookingId)} className="btn-outline">
              {t('confirm.manage')}
            </Link>
          </div>
          <BookingVoucher facts={facts} />
          <TaxDocuments summary={summary} className="print:hidden" />
          <PaymentSuccessModal
            open={justPaid}
            bookingId={summary.bookingId}
            code={facts.code}
            onClose={dismiss}
            onGoHome={() => navigate(paths.home)}
          />
        </div>
      );
  }

  return (
    <main className="mx-auto max-w-3xl px-4 pt-4 pb-12">
      <BackHeader title={t('confirm.title')} fallback={paths.bookings} backLabel={t('confirm.back')} />
      {body}
    </main>
  );
}

function Notice({ text, bookingId }: { text: string; bookingId?: string }) {
  const t = useT('confirmation');
  return (
    <div className="rounded-2xl border border-slate-200 p-8 text-center">
      <p className="text-slate-700">{text}</p>
      <Link to={bookingId ? links.bookingDetails(bookingId) : paths.bookings} className="btn-outline mt-4">
        {bookingId ? t('confirm.viewBooking') : t('confirm.myBookings')}
      </Link>
    </div>
  );
}
