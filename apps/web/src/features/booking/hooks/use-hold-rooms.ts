import type { PrimaryGuest } from '@staybook/contract/booking';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { ACCESS_TOKEN_KEY, ApiError } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useAuthStore } from '../../../lib/auth-store';
import { createBooking } from '../api/create-booking';
import { type BookingChoice, buildBookingRequest } from '../logic/booking-request';
import { prefillGuestDetails, readStoredUserData, validateGuestDetails } from '../logic/guest-details';
import { canProceedToPayment } from '../logic/guests';
import { useBookingStore } from '../store/booking-store';

export function currentChoice(): BookingChoice | null {
  const s = useBookingStore.getState();
  if (!s.propertyId || s.checkInDate === null || s.checkOutDate === null) return null;
  return {
    propertyId: s.propertyId,
    checkInDate: s.checkInDate,
    checkOutDate: s.checkOutDate,
    selectedRooms: s.selectedRooms,
    guests: s.guests,
  };
}

/** Spec 8: a booking failure says 'Failed to confirm booking. Please try again.' unless the server says why. */
export function bookingFailureMessage(err: unknown): string {
  if (err instanceof ApiError && ['SOLD_OUT', 'HOLD_EXPIRED', 'VALIDATION_ERROR', 'BAD_REQUEST'].includes(err.code)) {
    return err.message;
  }
  return 'Failed to confirm booking. Please try again.';
}

function hasAccessToken(): boolean {
  try {
    return Boolean(localStorage.getItem(ACCESS_TOKEN_KEY));
  } catch {
    return false;
  }
}

/**
 * Step 0's 'Proceed to Payment': needs a guest, a sign-in (the auth modal opens and the flow resumes after
 * it) and a primary guest for the booking; then the booking call holds the rooms and step 1 opens.
 */
export function useHoldRooms() {
  const queryClient = useQueryClient();
  const [holding, setHolding] = useState(false);
  /** Set when the primary guest must be asked for before the rooms can be held. */
  const [askGuestDetails, setAskGuestDetails] = useState(false);

  const hold = async (primaryGuest: PrimaryGuest) => {
    const choice = currentChoice();
    if (!choice) return;
    const state = useBookingStore.getState();
    setHolding(true);
    try {
      const booking = await createBooking(
        buildBookingRequest(choice, {
          initiatePayment: false,
          bookingId: state.bookingId,
          primaryGuest,
          totalPrice: state.totalPrice,
        }),
      );
      useBookingStore.getState().setBookingResponse(booking);
      toast.success('Booking details confirmed! Please proceed to payment.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        useAuthModal.getState().openModal('LOGIN', () => void proceed());
        return;
      }
      toast.error(bookingFailureMessage(err));
      if (err instanceof ApiError && err.code === 'SOLD_OUT') {
        void queryClient.invalidateQueries({ queryKey: ['booking', 'rooms'] });
      }
    } finally {
      setHolding(false);
    }
  };

  const proceed = async () => {
    const state = useBookingStore.getState();
    if (state.guests.adults + state.guests.children < 1) {
      toast.error('Please add at least one guest to proceed');
      return;
    }
    if (!canProceedToPayment(state.selectedRooms, state.guests)) return;
    if (!hasAccessToken()) {
      useAuthModal.getState().openModal('LOGIN', () => void proceed());
      return;
    }
    const details = prefillGuestDetails(state.guestDetails, readStoredUserData(), useAuthStore.getState().user);
    const valid = Object.keys(validateGuestDetails(details)).length === 0;
    state.setGuestDetails(details, valid);
    if (!valid) {
      setAskGuestDetails(true);
      return;
    }
    await hold(details);
  };

  return { proceed, hold, holding, askGuestDetails, setAskGuestDetails };
}
