import type { PrimaryGuest } from '@staybook/contract/booking';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import type { AreaId } from '@staybook/contract/messages/areas';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFormsMessages, validationIssueWords } from '../../../components/form/forms-messages';
import { toast } from '../../../components/ui/toast';
import { ACCESS_TOKEN_KEY, ApiError } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useAuthStore } from '../../../lib/auth-store';
import { type LanguageFormats, type Translate, useFormats, useLanguage, useT } from '../../../lib/i18n';
import { createBooking } from '../api/create-booking';
import { holdRefusalOf, holdRefusalWords } from '../components/review/hold-refusal-words';
import { partyRefusalOf, partyRefusalWords } from '../components/review/party-refusal-words';
import { roomOffSaleRefusalOf, roomOffSaleWords } from '../components/review/room-off-sale-words';
import { stayDatesRefusalOf, stayDatesRefusalWords } from '../components/review/stay-dates-refusal-words';
import { type AttemptKey, attemptKeyFor } from '../logic/attempt-key';
import { type BookingChoice, buildBookingRequest } from '../logic/booking-request';
import { readBusinessDetails } from '../logic/business-details';
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
    allocation: s.allocation,
    infants: s.infants,
    pets: s.pets,
    childAges: s.childAges,
    bedRequest: s.bedRequest,
    couponCode: s.couponCode ?? null,
    extras: s.extras ?? {},
  };
}

const GUEST_READABLE_CODES = [
  'SOLD_OUT',
  'HOLD_EXPIRED',
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'CONFLICT',
  'RATE_LIMITED',
];

/**
 * Spec 8: a booking failure says 'Failed to confirm booking. Please try again.' unless the server says why
 * (sold out, too many rooms, two bookings already waiting for payment, too many attempts, …). A validation
 * message is shown without the field path the API puts before it.
 */
export function bookingFailureMessage(err: unknown): string {
  if (!(err instanceof ApiError) || !GUEST_READABLE_CODES.includes(err.code)) {
    return 'Failed to confirm booking. Please try again.';
  }
  const issues = (err.details as { issues?: Array<{ message?: unknown }> } | undefined)?.issues;
  const first = err.code === 'VALIDATION_ERROR' ? issues?.[0]?.message : undefined;
  return typeof first === 'string' && first ? first : err.message;
}

/**
 * A failed booking call in the page's language (issue 43): English says what it always said (`bookingFailureMessage`:
 * the server's sentence or the spec's fallback); another language words the refusal's facts (`bookingFailureWords`).
 */
export function useBookingFailureText(): (err: unknown) => string {
  const t = useT('booking');
  const lang = useLanguage();
  const formats = useFormats();
  const forms = useFormsMessages();
  return (err) => {
    if (lang === DEFAULT_LANGUAGE) return bookingFailureMessage(err);
    return bookingFailureWords(err, t, formats, forms);
  };
}

/**
 * A failed booking call on a page in another language than English: a refusal's facts (a hold's, a party's, the
 * stay's dates, a room or plan gone off sale since the quote), or a field the API's schema refused by its first issue's
 * contract message in the `forms` words (null until that area is in); else the spec's 'Failed to confirm booking' in
 * the language.
 */
export function bookingFailureWords(
  err: unknown,
  t: Translate<AreaId<'booking'>>,
  formats: LanguageFormats,
  forms: Translate<AreaId<'forms'>> | null,
): string {
  const refusal = holdRefusalOf(err);
  if (refusal) return holdRefusalWords(refusal, t, formats);
  const party = partyRefusalOf(err);
  if (party) return partyRefusalWords(party, t);
  const dates = stayDatesRefusalOf(err);
  if (dates) return stayDatesRefusalWords(dates, t);
  const offSale = roomOffSaleRefusalOf(err);
  if (offSale) return roomOffSaleWords(offSale, t);
  return (forms && validationIssueWords(err, forms)) || t('review.bookingFailed');
}

/**
 * The booking call with an Idempotency-Key per attempt: the same request sent again (a double click that got
 * through, a retry after a lost answer) carries the same key; a changed request or a success starts afresh.
 */
export function useBookingCall() {
  const attempt = useRef<AttemptKey | null>(null);
  return async (body: Parameters<typeof createBooking>[0]) => {
    attempt.current = attemptKeyFor(attempt.current, body);
    const booking = await createBooking(body, attempt.current.key);
    attempt.current = null;
    return booking;
  };
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
  const book = useBookingCall();
  const language = useLanguage();
  const t = useT('booking');
  const failureText = useBookingFailureText();
  const [holding, setHolding] = useState(false);
  // Set at once (state only re-renders later): a second click in the same moment finds the call in flight.
  const inFlight = useRef(false);
  /** Set when the primary guest must be asked for before the rooms can be held. */
  const [askGuestDetails, setAskGuestDetails] = useState(false);

  const hold = async (primaryGuest: PrimaryGuest) => {
    const choice = currentChoice();
    if (!choice || inFlight.current) return;
    const state = useBookingStore.getState();
    inFlight.current = true;
    setHolding(true);
    try {
      const booking = await book(
        buildBookingRequest(choice, {
          initiatePayment: false,
          bookingId: state.bookingId,
          primaryGuest,
          totalPrice: state.totalPrice,
          // Checked when the guest pays; sent now only when already complete (back from the payment step).
          business: readBusinessDetails(state.business).business,
          language,
        }),
      );
      useBookingStore.getState().setBookingResponse(booking);
      toast.success(t('review.detailsConfirmed'));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        useAuthModal.getState().openModal('LOGIN', () => void proceed());
        return;
      }
      toast.error(failureText(err));
      if (err instanceof ApiError && err.code === 'SOLD_OUT') {
        void queryClient.invalidateQueries({ queryKey: ['booking', 'rooms'] });
      }
    } finally {
      inFlight.current = false;
      setHolding(false);
    }
  };

  const proceed = async () => {
    const state = useBookingStore.getState();
    if (state.guests.adults + state.guests.children < 1) {
      toast.error(t('review.addGuest'));
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
