import { tryInsteadLabel } from '@staybook/contract/unavailable-nights';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { RoomOption } from '../logic/room-option';
import { searchWithStay, unavailableRoomNote } from '../logic/unavailable-room';

/**
 * A room that cannot be booked for the stay: the nights that stop it (or 'Not Available' with the restriction's
 * reason), and a link to this page for the nearest stay it can be booked for, guests kept.
 */
export function RoomUnavailable({ room }: { room: RoomOption }) {
  const location = useLocation();
  const t = useT('rooms');
  const { nights, reason } = unavailableRoomNote(room);
  const reasonId = `room-${room.id}-reason`;
  const alternative = room.alternativeStay;
  return (
    <div className="flex max-w-xs flex-col items-end gap-1.5 text-right">
      {nights ? (
        <p className="text-sm font-semibold text-red-700">{nights}</p>
      ) : (
        <button type="button" className="btn-outline" disabled aria-describedby={reason ? reasonId : undefined}>
          {t('rooms.notAvailable')}
        </button>
      )}
      {reason && (
        <p id={reasonId} className="text-xs font-medium text-red-700">
          {reason}
        </p>
      )}
      {alternative && (
        <Link
          to={{ search: searchWithStay(location.search, alternative) }}
          className="btn-outline border-brand-700 text-brand-800"
        >
          {tryInsteadLabel(alternative)} <span className="sr-only">for {room.name}</span>
        </Link>
      )}
    </div>
  );
}
