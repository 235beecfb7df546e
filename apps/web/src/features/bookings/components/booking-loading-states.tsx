import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import type { useBookingDetails } from '../api/get-booking-details';
import { SignInPrompt } from './sign-in-prompt';

type Details = ReturnType<typeof useBookingDetails>;

/**
 * What a page about one booking shows until its details are in: "not found" (no id, or not the guest's), a sign-in
 * prompt, a spinner, or the failure with Try Again. Null once the details have loaded: the page draws them.
 */
export function bookingLoadingState(options: {
  bookingId: string | null;
  signedIn: boolean;
  details: Details;
  loadingLabel: string;
  notFound: ReactNode;
}): ReactNode | null {
  const { bookingId, signedIn, details } = options;
  const status = details.error instanceof ApiError ? details.error.status : null;
  if (!bookingId || status === 404) return options.notFound;
  if (!signedIn || status === 401) return <BookingSignIn />;
  if (details.isPending) return <Spinner branded label={options.loadingLabel} />;
  if (details.isError) return <LoadFailed onRetry={() => void details.refetch()} />;
  return null;
}

function BookingSignIn() {
  const t = useT('bookings');
  return <SignInPrompt message={t('bookings.details.signIn')} />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT('bookings');
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
      <p>{t('bookings.details.loadFailed')}</p>
      <button type="button" className="btn-outline mt-3" onClick={onRetry}>
        {t('bookings.tryAgain')}
      </button>
    </div>
  );
}
