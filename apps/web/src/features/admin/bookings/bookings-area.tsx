import { useConsolePath } from '../lib/use-console-path';
import BookingDetailsPage from './pages/booking-details-page';
import BookingsListPage from './pages/bookings-list-page';

/** /admin/bookings (search) and /admin/bookings/:id (one booking). */
export default function BookingsArea() {
  const [id] = useConsolePath('bookings');
  return id ? <BookingDetailsPage id={id} /> : <BookingsListPage />;
}
