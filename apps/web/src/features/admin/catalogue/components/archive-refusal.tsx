import { type FutureBooking, roomTypeArchiveRefusalSchema } from '@staybook/contract/admin-catalogue';
import { bookingStatusLabel } from '@staybook/contract/booking-lifecycle';
import { formatDayWithWeekday } from '@staybook/contract/format';
import { Link } from 'react-router';

import { ApiError } from '../../lib/console-api';
import { consolePaths } from '../../lib/console-paths';

/** A room type's archive refused by the server: its message and the bookings still to come. */
export interface ArchiveRefusal {
  roomTypeId: string;
  message: string;
  bookings: FutureBooking[];
}

/** The refusal in a 409 answer to an archive, or null for any other error. */
export function archiveRefusalOf(error: unknown): Omit<ArchiveRefusal, 'roomTypeId'> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = roomTypeArchiveRefusalSchema.safeParse(error.details);
  return parsed.success ? { message: error.message, bookings: parsed.data.bookings } : null;
}

/** Lists the bookings that keep a room type from being archived, each linked to its page at the desk. */
export function ArchiveRefusalNotice({ refusal, onClose }: { refusal: ArchiveRefusal; onClose: () => void }) {
  return (
    <div role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">{refusal.message}</p>
      <ul className="mt-2 space-y-1" aria-label="Bookings still to come">
        {refusal.bookings.map((b) => (
          <li key={b.id}>
            <Link to={consolePaths.booking(b.id)} className="font-semibold text-sky-800 underline">
              {b.code}
            </Link>{' '}
            · {b.guestName} · {formatDayWithWeekday(b.checkIn)} → {formatDayWithWeekday(b.checkOut)} ·{' '}
            {bookingStatusLabel(b.status)}
          </li>
        ))}
      </ul>
      <button type="button" className="btn-outline mt-2" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
