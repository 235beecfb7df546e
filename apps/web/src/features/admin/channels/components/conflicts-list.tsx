import type { RoomBlock } from '@staybook/contract/room-blocks';
import { describeConflict } from '../logic/calendar-sync';

/** Imported events over nights already sold here, one sentence each, with what to do. */
export function ConflictsList({ conflicts }: { conflicts: readonly RoomBlock[] }) {
  return (
    <ul className="space-y-2" aria-label="Calendar conflicts">
      {conflicts.map((c) => (
        <li
          key={c.id}
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          data-testid="calendar-conflict"
        >
          <p className="font-medium">{describeConflict(c)}</p>
          <p className="mt-1 text-red-800">
            {c.propertyName}. Move or cancel one of the two bookings, here or on {c.channel ?? 'the channel'}: the
            conflict clears at the calendar’s next read (Read now on its calendar sync).
          </p>
        </li>
      ))}
    </ul>
  );
}
