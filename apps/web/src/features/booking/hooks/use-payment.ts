import type { PrimaryGuest } from '@staybook/contract/booking';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { verifyPayment } from '../api/verify-payment';
import type { PaymentResult } from '../components/review/payment-result-modal';
import { buildBookingRequest } from '../logic/booking-request';
import { type GuestErrors, hasAllGuestDetails, validateGuestDetails } from '../logic/guest-details';
import { loadCheckoutScript, runCheckout } from '../payment/checkout-script';
import { useBookingStore } from '../store/booking-store';
import { bookingFailureMessage, currentChoice, useBookingCall } from './use-hold-rooms';

/**
 * Step 1's Pay: re-initiate payment for the held booking (a fresh provider order with the guest's final
 * details), load the provider's script (only now, on the payment step), open it, then verify.
 */
export function usePayment() {
  const queryClient = useQueryClient();
  const book = useBookingCall();
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);
  const [result, setResult] = useState<PaymentResult>(null);
  const [guestErrors, setGuestErrors] = useState<GuestErrors>({});

  const pay = async () => {
    const state = useBookingStore.getState();
    const choice = currentChoice();
    const details: PrimaryGuest = state.guestDetails;
    if (!hasAllGuestDetails(details)) {
      toast.error('Please enter guest details');
      return;
    }
    const errors = validateGuestDetails(details);
    setGuestErrors(errors);
    if (Object.keys(errors).length > 0) {
      toast.error(Object.values(errors)[0] ?? 'Please enter guest details');
      return;
    }
    if (!choice || inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    try {
      const booking = await book(
        buildBookingRequest(choice, {
          initiatePayment: true,
          bookingId: state.bookingId,
          primaryGuest: details,
          totalPrice: state.bookingResponse?.rate_details.totalPostTax ?? state.totalPrice,
        }),
      );
      useBookingStore.getState().setBookingResponse(booking);
      if (!booking.payment && booking.status === 'confirmed') {
        // Pay at property: nothing is paid online, and the final booking call has confirmed the stay.
        useBookingStore.getState().clearBooking();
        void queryClient.invalidateQueries({ queryKey: ['bookings'] });
        setResult({ kind: 'success', bookingId: booking.bookingId, code: booking.code });
        return;
      }
      if (!booking.payment) throw new Error('The payment could not be started.');
      const Checkout = await loadCheckoutScript(booking.payment.checkoutScriptUrl);
      const outcome = await runCheckout(Checkout, {
        key: booking.payment.keyId,
        amount: booking.payment.orderDetails.amount,
        currency: booking.payment.orderDetails.currency,
        order_id: booking.payment.orderDetails.id,
        name: 'Staybook',
        description: state.propertyInfo ? `Booking at ${state.propertyInfo.title}` : 'Room booking',
        prefill: { name: details.name, email: details.email, contact: details.phone },
        theme: { color: '#0f766e' },
      });
      if (outcome.kind === 'dismissed') return;
      if (outcome.kind === 'failed') {
        setResult({ kind: 'failure' });
        return;
      }
      const verified = await verifyPayment({ bookingId: booking.bookingId, ...outcome.response });
      if (verified.status === 'confirmed') {
        // Spec 4: payment success clears the stored booking.
        useBookingStore.getState().clearBooking();
        void queryClient.invalidateQueries({ queryKey: ['bookings'] });
        setResult({ kind: 'success', bookingId: booking.bookingId, code: booking.code });
      } else {
        toast.error(verified.statusText);
        setResult({ kind: 'failure' });
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        toast.error('Please sign in again to continue.');
      } else if (err instanceof ApiError && err.code === 'PAYMENT_INVALID') {
        setResult({ kind: 'failure' });
      } else if (err instanceof ApiError) {
        toast.error(bookingFailureMessage(err));
        if (err.code === 'HOLD_EXPIRED' || err.code === 'SOLD_OUT') {
          useBookingStore.getState().releaseHold();
          void queryClient.invalidateQueries({ queryKey: ['booking', 'rooms'] });
        }
      } else {
        toast.error(err instanceof Error ? err.message : 'Failed to confirm booking. Please try again.');
      }
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return { pay, paying, result, setResult, guestErrors };
}
