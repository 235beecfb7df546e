import { formatDay } from '@staybook/contract/format';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { usePageMeta } from '../../../lib/page-meta';
import { links, paths } from '../../../lib/paths';
import { useReviewableStay } from '../api/get-reviewable-stay';
import { ReviewForm } from '../components/review-form';

/** /rate-your-stay/:bookingId — the invitation's link and "Rate your stay" on a completed booking lead here. */
export default function RateStayPage() {
  usePageMeta('Rate your stay');
  const bookingId = useParams().bookingId ?? '';
  const stay = useReviewableStay(bookingId);
  const [thanks, setThanks] = useState<string | null>(null);
  const status = stay.error instanceof ApiError ? stay.error.status : null;

  let body: React.ReactNode;
  if (thanks) body = <Notice text={thanks} to={paths.bookings} action="My bookings" />;
  else if (stay.isPending) body = <Spinner branded label="Loading your stay" />;
  else if (status === 401)
    body = (
      <div className="rounded-2xl border border-slate-200 p-8 text-center">
        <p className="text-slate-700">Sign in with the mobile number you booked with to review your stay.</p>
        <button
          type="button"
          className="btn-primary mt-4"
          onClick={() => useAuthModal.getState().openModal('LOGIN', () => void stay.refetch())}
        >
          Sign in
        </button>
      </div>
    );
  else if (status === 404 || status === 400)
    body = <Notice text="We could not find this booking." to={paths.bookings} action="My bookings" />;
  else if (stay.isError)
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p>Your stay could not be loaded.</p>
        <button type="button" className="btn-outline mt-3" onClick={() => void stay.refetch()}>
          Try again
        </button>
      </div>
    );
  else {
    const data = stay.data!;
    body = (
      <>
        <p className="mb-6 text-slate-700">
          <Link to={links.propertyDetails(data.propertyId)} className="font-semibold text-brand-800 underline">
            {data.propertyName}
          </Link>
          , {formatDay(data.checkIn)} – {formatDay(data.checkOut)} (booking {data.code})
        </p>
        {data.state === 'eligible' ? (
          <ReviewForm bookingId={data.bookingId} onDone={setThanks} />
        ) : (
          <Notice text={data.message ?? ''} to={links.bookingDetails(data.bookingId)} action="Back to the booking" />
        )}
      </>
    );
  }

  return (
    <main className="mx-auto max-w-2xl px-4 pt-6 pb-16">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">Rate your stay</h1>
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
