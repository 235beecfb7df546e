import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { links, paths } from '../../../lib/paths';
import { DetailsStep } from '../components/review/details-step';
import { GuestDetailsModal } from '../components/review/guest-details-modal';
import { PaymentFailureModal } from '../components/review/payment-result-modal';
import { PaymentStep } from '../components/review/payment-step';
import { ProgressSteps } from '../components/review/progress-steps';
import { useHoldRooms } from '../hooks/use-hold-rooms';
import { usePayment } from '../hooks/use-payment';
import { prefillGuestDetails, readStoredUserData, saveUserData, validateGuestDetails } from '../logic/guest-details';
import { roomCount } from '../logic/selection';
import { useBookingStore } from '../store/booking-store';

/** /review-booking: reads everything from the persisted booking store, so it survives a reload. */
export default function ReviewBookingPage() {
  const t = useT('booking');
  usePageMeta(t('review.metaTitle'));
  const navigate = useNavigate();
  const state = useBookingStore();
  const user = useAuthStore((s) => s.user);
  const { proceed, hold, holding, askGuestDetails, setAskGuestDetails } = useHoldRooms();
  const { pay, retry, paying, failure, setFailure, guestErrors, businessErrors, addressErrors } = usePayment();

  // Prefill the primary guest from stored user data and the account, never over what the guest typed.
  useEffect(() => {
    const current = useBookingStore.getState();
    const next = prefillGuestDetails(current.guestDetails, readStoredUserData(), user);
    if (JSON.stringify(next) === JSON.stringify(current.guestDetails)) return;
    const wasEmpty = !current.guestDetails.name && !current.guestDetails.email && !current.guestDetails.phone;
    const valid = Object.keys(validateGuestDetails(next)).length === 0;
    current.setGuestDetails(next, wasEmpty ? valid : current.guestDetailsLocked);
  }, [user]);

  const hasChoice = Boolean(state.propertyId) && roomCount(state.selectedRooms) > 0;

  return (
    <main className="mx-auto max-w-5xl px-4 pt-4 pb-32 lg:pb-12">
      <div className="mb-4 flex items-center gap-3">
        {state.step === 1 ? (
          <button
            type="button"
            onClick={state.backToDetails}
            className="grid size-10 place-items-center rounded-full text-xl hover:bg-slate-100"
            aria-label={t('review.backToDetails')}
          >
            ←
          </button>
        ) : (
          <button
            type="button"
            onClick={() => {
              // After a reload there is no history to go back to: return to the room selection instead.
              const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
              if (idx > 0) navigate(-1);
              else if (state.propertyId && state.checkInDate !== null && state.checkOutDate !== null) {
                navigate(
                  links.selectRooms(state.propertyId, {
                    checkInDate: state.checkInDate,
                    checkOutDate: state.checkOutDate,
                    adults: state.guests.adults,
                    children: state.guests.children,
                  }),
                );
              } else navigate(paths.home);
            }}
            className="grid size-10 place-items-center rounded-full text-xl hover:bg-slate-100"
            aria-label={t('review.back')}
          >
            ←
          </button>
        )}
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t('review.title')}</h1>
      </div>

      {!hasChoice ? (
        <div className="rounded-2xl border border-slate-200 p-8 text-center">
          <p className="text-slate-700">{t('review.noRooms')}</p>
          <Link to={paths.home} className="btn-primary mt-4">
            {t('review.findStay')}
          </Link>
        </div>
      ) : (
        <>
          <div className="mb-5">
            <ProgressSteps current={state.step} />
          </div>
          {state.step === 0 || !state.bookingResponse ? (
            <DetailsStep onProceed={() => void proceed()} holding={holding} />
          ) : (
            <PaymentStep
              onPay={() => void pay()}
              paying={paying}
              guestErrors={guestErrors}
              businessErrors={businessErrors}
              addressErrors={addressErrors}
            />
          )}
        </>
      )}

      <GuestDetailsModal
        open={askGuestDetails}
        details={state.guestDetails}
        onChange={(d) => state.setGuestDetails(d, false)}
        onClose={() => setAskGuestDetails(false)}
        onSave={(d) => {
          state.setGuestDetails(d, true);
          saveUserData(d);
          setAskGuestDetails(false);
          void hold(d);
        }}
      />
      <PaymentFailureModal failure={failure} onTryAgain={() => void retry()} onClose={() => setFailure(null)} />
    </main>
  );
}
