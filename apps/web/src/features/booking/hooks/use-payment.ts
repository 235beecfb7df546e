import type { BookingData, PrimaryGuest } from '@staybook/contract/booking';
import { contractMessageId } from '@staybook/contract/contract-messages';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import type { AreaId } from '@staybook/contract/messages/areas';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sentence } from '../../../components/form/form-messages';
import { useFormsMessages } from '../../../components/form/forms-messages';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { type Translate, useLanguage, useT } from '../../../lib/i18n';
import { links } from '../../../lib/paths';
import { resumePayment } from '../api/resume-payment';
import { refusedStatusWords } from '../components/review/hold-refusal-words';
import type { PaymentFailure } from '../components/review/payment-result-modal';
import { buildBookingRequest } from '../logic/booking-request';
import { type BusinessErrors, readBusinessDetails } from '../logic/business-details';
import { type GuestErrors, hasAllGuestDetails, validateGuestDetails } from '../logic/guest-details';
import { asksRecipientAddress, type RecipientAddressErrors, readRecipientAddress } from '../logic/recipient-address';
import { type PaymentAttempt, payBooking } from '../payment/pay-booking';
import { useBookingStore } from '../store/booking-store';
import { currentChoice, useBookingCall, useBookingFailureText } from './use-hold-rooms';

/** What the provider's checkout shows as the payment's description, in the page's language. */
const describeStay = (t: Translate<AreaId<'booking'>>) => {
  const info = useBookingStore.getState().propertyInfo;
  return info ? t('review.checkout.at', { name: info.title }) : t('review.checkout.room');
};

/**
 * Step 1's Pay: re-initiate payment for the held booking (its order, with the guest's final details), load the
 * provider's script (only now, on the payment step), open it, then verify. Paid → the confirmation page; failed →
 * the reason, and Try Again reopens checkout for the same booking (no new hold).
 */
export function usePayment() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const t = useT('booking');
  const failureText = useBookingFailureText();
  // A field's contract message in the page's language for the toast, as the form kit shows it under the field.
  const forms = useFormsMessages();
  // (English's toast is as it was: `english`.)
  const problemText = (message: string, english: string) => {
    const id = forms ? contractMessageId(message) : null;
    return forms && id ? forms(id) : english;
  };
  const navigate = useNavigate();
  const book = useBookingCall();
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<PaymentFailure>(null);
  const [guestErrors, setGuestErrors] = useState<GuestErrors>({});
  const [businessErrors, setBusinessErrors] = useState<BusinessErrors>({});
  const [addressErrors, setAddressErrors] = useState<RecipientAddressErrors>({});

  const finish = (attempt: PaymentAttempt) => {
    if (attempt.kind === 'dismissed') return;
    if (attempt.kind === 'failed') {
      setFailure({ reason: attempt.reason, facts: attempt.facts, holdExpiresAt: attempt.holdExpiresAt });
      return;
    }
    if (attempt.kind === 'refused') {
      // Money was taken but the booking could not stand: the status text says it is being refunded (in the page's
      // language from the text's keys; a text the contract does not write is shown as sent).
      toast.error(refusedStatusWords(attempt.statusText, language === DEFAULT_LANGUAGE, t));
      return;
    }
    // Spec 4: payment success clears the stored booking; the confirmation page shows the spec's success modal.
    useBookingStore.getState().clearBooking();
    void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    navigate(links.bookingConfirmation(attempt.bookingId), { replace: true, state: { justPaid: true } });
  };

  const checkout = (booking: BookingData, details: PrimaryGuest): Promise<PaymentAttempt> => {
    useBookingStore.getState().setBookingResponse(booking);
    // Pay at property: nothing is paid online, and the final booking call has confirmed the stay.
    if (!booking.payment && booking.status === 'confirmed')
      return Promise.resolve({ kind: 'paid', bookingId: booking.bookingId, code: booking.code });
    return payBooking(booking, { name: details.name, email: details.email, contact: details.phone }, describeStay(t));
  };

  const run = async (attempt: () => Promise<PaymentAttempt>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    try {
      finish(await attempt());
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        toast.error(t('review.signInAgain'));
      } else if (err instanceof ApiError && err.code === 'PAYMENT_INVALID') {
        // The checkout's answer did not verify: say so, never that nothing was deducted.
        toast.error(
          language === DEFAULT_LANGUAGE
            ? `${err.message} If money left your account, it will be confirmed or refunded automatically.`
            : t('review.paymentUnverified'),
        );
      } else if (err instanceof ApiError) {
        toast.error(failureText(err));
        if (err.code === 'HOLD_EXPIRED' || err.code === 'SOLD_OUT') {
          useBookingStore.getState().releaseHold();
          void queryClient.invalidateQueries({ queryKey: ['booking', 'rooms'] });
        }
      } else {
        // Not the API's (the checkout script would not load): English shows what it says, as before.
        toast.error(language === DEFAULT_LANGUAGE && err instanceof Error ? err.message : failureText(err));
      }
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  const pay = async () => {
    const state = useBookingStore.getState();
    const choice = currentChoice();
    const details: PrimaryGuest = state.guestDetails;
    if (!hasAllGuestDetails(details)) {
      toast.error(t('review.enterGuestDetails'));
      return;
    }
    const errors = validateGuestDetails(details);
    setGuestErrors(errors);
    if (Object.keys(errors).length > 0) {
      const first = Object.values(errors)[0];
      toast.error(first ? problemText(first, first) : t('review.enterGuestDetails'));
      return;
    }
    const { business, errors: businessProblems } = readBusinessDetails(state.business);
    setBusinessErrors(businessProblems);
    const businessProblem = Object.values(businessProblems)[0];
    if (businessProblem) {
      toast.error(problemText(businessProblem, sentence(businessProblem)));
      return;
    }
    const taxable = state.bookingResponse?.rate_details.totalPreTax ?? 0;
    const { recipientAddress, errors: addressProblems } = readRecipientAddress(
      state.recipientAddress,
      asksRecipientAddress(taxable, state.business.wanted),
    );
    setAddressErrors(addressProblems);
    const addressProblem = Object.values(addressProblems)[0];
    if (addressProblem) {
      toast.error(problemText(addressProblem, sentence(addressProblem)));
      return;
    }
    if (!choice) return;
    await run(async () => {
      const booking = await book(
        buildBookingRequest(choice, {
          initiatePayment: true,
          bookingId: state.bookingId,
          primaryGuest: details,
          totalPrice: state.bookingResponse?.rate_details.totalPostTax ?? state.totalPrice,
          business,
          recipientAddress,
          language,
        }),
      );
      return checkout(booking, details);
    });
  };

  /** Try Again: checkout for the same booking and its open order, while the hold lasts. */
  const retry = async () => {
    setFailure(null);
    const { bookingId, guestDetails } = useBookingStore.getState();
    if (!bookingId) return;
    await run(async () => checkout(await resumePayment(bookingId), guestDetails));
  };

  return { pay, retry, paying, failure, setFailure, guestErrors, businessErrors, addressErrors };
}
