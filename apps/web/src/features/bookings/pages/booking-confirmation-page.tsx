import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { links, paths } from '../../../lib/paths';
import { useBookingDetails } from '../api/get-booking-details';
import { BackHeader } from '../components/back-header';
import { BookingVoucher } from '../components/booking-voucher';
import { ConfirmationSummary } from '../components/confirmation-summary';
import { PaymentSuccessModal } from '../components/payment-success-modal';
import { SignInPrompt } from '../components/sign-in-prompt';
import { useSignedIn } from '../hooks/use-signed-in';
import { confirmationFacts } from '../logic/confirmation-facts';
import { sectionOf } from '../logic/details-sections';

const CONFIRMED = new Set(['upcoming', 'ongoing', 'completed']);

/** /booking-confirmation/:bookingId: where a guest lands after paying — the summary and a printable voucher. */
export default function BookingConfirmationPage() {
  usePageMeta('Booking confirmation');
  const { bookingId = null } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const justPaid = (location.state as { justPaid?: unknown } | null)?.justPaid === true;
  const signedIn = useSignedIn();
  const details = useBookingDetails(bookingId, signedIn);
  const unauthorised = details.error instanceof ApiError && details.error.status === 401;
  const notFound = details.error instanceof ApiError && details.error.status === 404;
  // The modal once, on arrival from checkout; a reload or a later visit shows the page alone.
  const dismiss = () => navigate(location.pathname, { replace: true, state: null });

  let body: React.ReactNode;
  if (!bookingId || notFound) {
    body = <Notice text="No booking details found" />;
  } else if (!signedIn || unauthorised) {
    body = <SignInPrompt message="Sign in to see this booking." />;
  } else if (details.isPending) {
    body = <Spinner branded label="Loading your confirmation" />;
  } else if (details.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p>Failed to load booking details</p>
        <button type="button" className="btn-outline mt-3" onClick={() => void details.refetch()}>
          Try Again
        </button>
      </div>
    );
  } else {
    const summary = sectionOf(details.data, 'bookingDetails')?.data;
    const facts = confirmationFacts(details.data);
    if (!summary || !facts) body = <Notice text="No booking details found" />;
    else if (!CONFIRMED.has(summary.status))
      body = <Notice text={`This booking is not confirmed (${summary.statusText}).`} bookingId={summary.bookingId} />;
    else
      body = (
        <div className="space-y-4">
          <ConfirmationSummary facts={facts} />
          <div className="flex flex-wrap gap-2 print:hidden">
            <button type="button" className="btn-primary" onClick={() => window.print()}>
              Print voucher
            </button>
            <Link to={links.bookingDetails(summary.bookingId)} className="btn-outline">
              Manage booking
            </Link>
          </div>
          <BookingVoucher facts={facts} />
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
      <BackHeader title="Booking confirmation" fallback={paths.bookings} />
      {body}
    </main>
  );
}

function Notice({ text, bookingId }: { text: string; bookingId?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 p-8 text-center">
      <p className="text-slate-700">{text}</p>
      <Link to={bookingId ? links.bookingDetails(bookingId) : paths.bookings} className="btn-outline mt-4">
        {bookingId ? 'View booking' : 'My bookings'}
      </Link>
    </div>
  );
}
