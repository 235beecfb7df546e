import { useParams } from 'react-router';
import BookingDetailsPage from './pages/booking-details-page';

/** /admin/bookings/:bookingId: one booking (its state starts afresh when another booking is opened). */
export default function BookingRoute() {
  const { bookingId = '' } = useParams();
  return <BookingDetailsPage key={bookingId} id={bookingId} />;
}
