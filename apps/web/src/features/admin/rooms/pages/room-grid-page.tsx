import type { RoomAssignments } from '@staybook/contract/admin-rooms';
import { formatDay, formatDayMonth, plural } from '@staybook/contract/format';
import { addDays, isIsoDate, todayIst } from '@staybook/contract/stay-dates';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeskProperties } from '../../bookings/api/get-desk-properties';
import { EmptyState, PageHeader, Panel } from '../../components/console-ui';
import { PropertySelect } from '../../components/property-choice';
import { QueryState } from '../../components/query-state';
import { consolePaths } from '../../lib/console-paths';
import { useRoomAssignments } from '../api/room-assignments';
import { RoomGridTable } from '../components/room-grid-table';
import { GRID_NIGHTS, gridNights, gridRows, roomGridOf, unassignedByType } from '../logic/room-grid';

/** Arrivals of the window whose rooms have no numbered room yet: a count per room type, then each booking. */
function UnassignedArrivals({ data }: { data: RoomAssignments }) {
  const arrivals = data.unassigned ?? [];
  const total = arrivals.reduce((n, a) => n + a.rooms, 0);
  return (
    <Panel title={`Arrivals without a room (${total})`} className="mb-4">
      {arrivals.length === 0 ? (
        <p className="text-sm text-slate-600">Every arrival of these dates has its room.</p>
      ) : (
        <>
          <ul className="mb-3 flex flex-wrap gap-2 text-sm" aria-label="Rooms to assign by room type">
            {[...unassignedByType(arrivals)].map(([id, t]) => (
              <li key={id} className="rounded-full bg-amber-100 px-3 py-1 font-medium text-amber-900">
                {t.roomTypeName}: {plural(t.rooms, 'room')}
              </li>
            ))}
          </ul>
          <ul className="space-y-1 text-sm" data-testid="unassigned-arrivals">
            {arrivals.map((a) => (
              <li key={`${a.bookingId}:${a.roomTypeId}`}>
                <Link to={consolePaths.booking(a.bookingId)} className="font-semibold text-sky-800 underline">
                  {a.bookingCode}
                </Link>{' '}
                {a.guestName} · {plural(a.rooms, `${a.roomTypeName} room`)} · {formatDayMonth(a.checkIn)} →{' '}
                {formatDayMonth(a.checkOut)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

/**
 * The room grid (issue 44): a property's numbered rooms down, 14 nights across from a first night kept in the address
 * (today in IST by default), each assigned stay a bar linking to its booking, rooms out of service as their own bars,
 * and the window's arrivals still without a room above it. Read only: rooms are assigned and moved on the booking.
 */
export default function RoomGridPage() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const today = todayIst();
  const { from, propertyId } = roomGridOf(params);
  const properties = useDeskProperties();
  const grid = useRoomAssignments(propertyId, from);
  const dates = gridNights(from);

  const set = (values: Record<string, string>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) next.set(key, value);
    setParams(next, { replace });
  };
  const first = properties.data?.[0];
  // A member of one property has nothing to choose: the first one opens by itself.
  useEffect(() => {
    if (!propertyId && first) set({ property: first.id }, true);
  });

  return (
    <div>
      <PageHeader
        title="Room grid"
        help={`Who sleeps in which room, ${formatDay(from)} to ${formatDay(addDays(from, GRID_NIGHTS - 1))}.`}
      />
      <p className="mb-4 text-sm text-slate-600">
        This grid is read only. To assign or move a guest, open their booking (click the bar) and use{' '}
        <strong>Assigned rooms</strong>; a move to another room type is <strong>Change booking</strong> there. See also{' '}
        <Link className="text-sky-800 underline" to={`${consolePaths.arrivals}?date=${from}`}>
          the day's arrivals and departures
        </Link>
        .
      </p>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <PropertySelect
          properties={properties.data ?? []}
          value={propertyId}
          onChange={(property) => set({ property })}
        />
        <div>
          <label className="label" htmlFor={`${id}-from`}>
            First night
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            value={from}
            onChange={(e) => isIsoDate(e.target.value) && set({ from: e.target.value })}
          />
        </div>
        <button type="button" className="btn-outline" onClick={() => set({ from: addDays(from, -7) })}>
          Previous week
        </button>
        <button type="button" className="btn-outline" onClick={() => set({ from: today })} disabled={from === today}>
          Today
        </button>
        <button type="button" className="btn-outline" onClick={() => set({ from: addDays(from, 7) })}>
          Next week
        </button>
      </div>
      {!propertyId ? (
        properties.isPending ? null : (
          <EmptyState>Choose a property to see its rooms.</EmptyState>
        )
      ) : (
        <QueryState
          query={grid}
          loading="Loading the room grid"
          isEmpty={(data) => data.rooms.length === 0}
          empty="This property has no numbered rooms yet. Number them in the Catalogue: the property, its room types, Rooms."
        >
          {(data) => (
            <>
              <UnassignedArrivals data={data} />
              <RoomGridTable types={gridRows(data, from)} dates={dates} today={today} />
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
