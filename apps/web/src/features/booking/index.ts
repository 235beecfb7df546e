/**
 * What other features may use of booking: paying for a booking that already holds its rooms (My bookings'
 * "Complete payment", the difference of a booking's change, and the payment link page with its own verify call) and
 * the failure modal that tells why a payment did not go through, and a refused booking call (or a change's refused
 * stay) in the page's language.
 * Everything else under features/booking is private.
 */
export { resumePayment } from './api/resume-payment';
export {
  holdRefusalOf,
  holdRefusalOfDetails,
  holdRefusalWords,
  refusedStatusWords,
} from './components/review/hold-refusal-words';
export { partyRefusalOf, partyRefusalWords } from './components/review/party-refusal-words';
export {
  failureReasonWords,
  type PaymentFailure,
  PaymentFailureModal,
} from './components/review/payment-result-modal';
export { roomOffSaleRefusalOf, roomOffSaleWords } from './components/review/room-off-sale-words';
export { stayDatesRefusalOf, stayDatesRefusalWords } from './components/review/stay-dates-refusal-words';
export { useBookingFailureText } from './hooks/use-hold-rooms';
export {
  type CheckoutPrefill,
  type PayableBooking,
  type PaymentAttempt,
  payBooking,
  type VerifyCheckout,
} from './payment/pay-booking';
