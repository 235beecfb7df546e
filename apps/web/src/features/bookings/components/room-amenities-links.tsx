import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { links } from '../../../lib/paths';
import { usePropertyRooms } from '../api/get-property-rooms';
import { bookedRooms } from '../logic/booked-rooms';

interface RoomAmenitiesLinksProps {
  propertyId: string;
  rows: { title: string }[];
}

/**
 * 'View room amenities' opens the booked room's details page (one link per room type when several were
 * booked); until the room is known, or if it no longer exists, it opens the property's page instead.
 */
export function RoomAmenitiesLinks({ propertyId, rows }: RoomAmenitiesLinksProps) {
  const t = useT('bookings');
  const rooms = usePropertyRooms(propertyId);
  const booked = rooms.data ? bookedRooms(rows, rooms.data) : [];
  if (booked.length === 0) {
    return (
      <Link to={links.propertyDetails(propertyId)} className="btn-outline mt-3 w-full sm:w-auto">
        {t('bookings.roomAmenities')}
      </Link>
    );
  }
  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {booked.map((room) => (
        <Link key={room.id} to={links.roomDetails(room.id)} className="btn-outline w-full sm:w-auto">
          {booked.length === 1 ? t('bookings.roomAmenities') : t('bookings.roomAmenitiesOf', { room: room.name })}
        </Link>
      ))}
    </div>
  );
}
