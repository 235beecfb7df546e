import type { BookingRoomSlot } from '@staybook/contract/admin-rooms';
import { formatDay, plural } from '@staybook/contract/format';
import { housekeepingStatusLabels } from '@staybook/contract/housekeeping';
import { toast } from '../../../../components/ui/toast';
import { useCan } from '../../access/api/get-my-access';
import { ErrorNotice, Loading } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { useBookingRooms, useMoveRoom } from '../api/booking-rooms';

const span = (from: string, to: string) => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);

/**
 * The numbered room each room of a booking sleeps in, on the desk's booking (issue 44): assign one of the free rooms
 * of its type, move to another, or take it out of its room. A move to another room type is a booking change.
 */
export function BookingRoomsPanel({ bookingId }: { bookingId: string }) {
  const rooms = useBookingRooms(bookingId);
  const move = useMoveRoom(bookingId);
  const canMove = useCan('bookings.manage');
  if (rooms.isPending) return <Loading label="Loading the assigned rooms" />;
  if (rooms.isError) return <ErrorNotice error={rooms.error} onRetry={() => void rooms.refetch()} />;
  const slots = rooms.data.slots;
  const feedback = (message: string) => ({
    onSuccess: () => toast.success(message),
    onError: (error: unknown) => toast.error(errorMessage(error)),
  });
  return (
    <div className="mt-4 border-t border-slate-200 pt-3" data-testid="assigned-rooms">
      <h3 className="font-semibold text-slate-900">Assigned rooms</h3>
      <ul className="mt-2 space-y-3">
        {slots.map((slot, i) => (
          <SlotRow
            key={`${slot.bookingRoomId}:${slot.slot}`}
            slot={slot}
            label={slots.length > 1 ? `Room ${i + 1} · ${slot.roomTypeName}` : slot.roomTypeName}
            busy={move.isPending}
            canMove={canMove}
            onAssign={(roomId, number, moving) =>
              move.mutate(
                { kind: 'assign', bookingRoomId: slot.bookingRoomId, slot: slot.slot, roomId },
                feedback(moving ? `Moved to room ${number}.` : `Room ${number} assigned.`),
              )
            }
            onUnassign={() =>
              move.mutate(
                { kind: 'unassign', bookingRoomId: slot.bookingRoomId, slot: slot.slot },
                feedback('Room unassigned.'),
              )
            }
          />
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        Rooms are assigned before arrival by the rules (a party together, a request honoured, the least-used room). A
        move to another room type is a change of the booking (Change booking).
      </p>
    </div>
  );
}

function SlotRow({
  slot,
  label,
  busy,
  canMove,
  onAssign,
  onUnassign,
}: {
  slot: BookingRoomSlot;
  label: string;
  busy: boolean;
  canMove: boolean;
  onAssign: (roomId: string, number: string, moving: boolean) => void;
  onUnassign: () => void;
}) {
  const current = slot.stays.at(-1);
  const moving = Boolean(current) && slot.unassignedNights === 0;
  return (
    <li data-testid="assigned-room">
      <p className="text-sm text-slate-800">
        <span className="font-medium">{label}:</span>{' '}
        {slot.stays.length === 0
          ? 'not assigned yet'
          : slot.stays.map((s) => `Room ${s.number} (${span(s.from, s.to)})`).join(', then ')}
        {slot.stays.length > 0 &&
          slot.unassignedNights > 0 &&
          ` · ${plural(slot.unassignedNights, 'night')} without a room`}
      </p>
      {canMove && slot.movableFrom && (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {slot.freeRooms.length === 0 ? (
            <span className="text-xs text-slate-600">
              No other {slot.roomTypeName} room is free for the rest of the stay.
            </span>
          ) : (
            <span className="text-xs text-slate-600">
              {moving ? 'Move to' : 'Assign'} (from {formatDay(slot.movableFrom)}):
            </span>
          )}
          {slot.freeRooms.map((r) => (
            <button
              key={r.id}
              type="button"
              className="btn-outline px-2 py-1 text-xs"
              disabled={busy}
              title={
                [r.housekeepingStatus && housekeepingStatusLabels[r.housekeepingStatus], ...r.features]
                  .filter(Boolean)
                  .join(', ') || undefined
              }
              aria-label={`${moving ? 'Move to' : 'Assign'} room ${r.number}`}
              onClick={() => onAssign(r.id, r.number, moving)}
            >
              {r.number}
              {r.housekeepingStatus && (
                <span className="font-normal"> · {housekeepingStatusLabels[r.housekeepingStatus].toLowerCase()}</span>
              )}
            </button>
          ))}
          {current && (
            <button
              type="button"
              className="px-2 py-1 text-xs text-red-800 underline"
              disabled={busy}
              onClick={onUnassign}
            >
              Unassign
            </button>
          )}
        </div>
      )}
    </li>
  );
}
