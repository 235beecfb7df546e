import { useConsolePath } from '../lib/use-console-path';
import BookingDetailsPage from './booking-details-page';
import BookingsListPage from './bookings-list-page';

/** /admin/bookings (search) and /admin/bookings/:id (one booking). */
export default function BookingsArea() {
  const [id] = useConsolePath('bookings');
  return id ? <BookingDetailsPage id={id} /> : <BookingsListPage />;
}
