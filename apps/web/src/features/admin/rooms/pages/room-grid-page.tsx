import type { RoomAssignments } from '@staybook/contract/admin-rooms';
import { formatDay, formatDayMonth, plural } from '@staybook/contract/format';
import { addDays, daysBetween, isIsoDate, todayIst } from '@staybook/contract/stay-dates';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeskProperties } from '../../bookings/api/get-desk-properties';
import { deskKeys } from '../../bookings/api/keys';
import { EmptyState, PageHeader, Panel } from '../../components/console-ui';
import { PropertySelect } from '../../components/property-choice';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';
import { consolePaths } from '../../lib/console-paths';
import { moveToRoom } from '../api/move-stay';
import { useRoomAssignments } from '../api/room-assignments';
import { roomKeys } from '../api/room-type-rooms';
import { GridLegend } from '../components/grid-bar';
import { type MoveRequest, MoveStayDialog } from '../components/move-stay-dialog';
import { type GridDrop, type GridResize, RoomGridTable } from '../components/room-grid-table';
import { GRID_WINDOWS, gridNights, gridRows, moveOf, roomGridOf, unassignedByType } from '../logic/room-grid';

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
 * The room grid (issue 44): a property's numbered rooms down, 14 or 31 nights across from a first night kept in the
 * address (today in IST by default), each assigned stay a bar coloured by its state (named in words too), rooms out of
 * service and the types' blocks as their own bars, and the window's arrivals still without a room above it. A stay is
 * moved by dragging its bar to another room or nights, or by its Move button; an empty night starts a desk booking.
 */
export default function RoomGridPage() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const today = todayIst();
  const { from, nights, propertyId } = roomGridOf(params);
  const properties = useDeskProperties();
  const grid = useRoomAssignments(propertyId, from, nights);
  const dates = gridNights(from, nights);
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<MoveRequest | null>(null);
  const [said, setSaid] = useState('');

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

  /** Says what happened (announced, and shown above the grid) and reads the grid and the desk again. */
  const done = useCallback(
    (message: string) => {
      setMoving(null);
      setSaid(message);
      void queryClient.invalidateQueries({ queryKey: roomKeys.all });
      void queryClient.invalidateQueries({ queryKey: deskKeys.all });
    },
    [queryClient],
  );
  const onDrop = useCallback(
    ({ bar, source, target, shift }: GridDrop) => {
      const move = moveOf(bar.stay, source, target, shift);
      if (move.kind === 'none') return;
      if (move.kind === 'change') {
        setMoving({ bar, source, target, shift });
        return;
      }
      setSaid(`Moving ${bar.stay.guestName} to Room ${target.number}…`);
      moveToRoom(
        {
          bookingId: bar.stay.bookingId,
          bookingRoomId: bar.stay.bookingRoomId,
          slot: bar.stay.slot,
          roomTypeId: source.roomTypeId,
          roomTypeName: source.roomTypeName,
        },
        target,
      ).then(
        () => done(`${bar.stay.guestName} moved from Room ${source.number} to Room ${target.number}.`),
        (error) => setSaid(`${bar.stay.guestName} was not moved: ${errorMessage(error)}`),
      );
    },
    [done],
  );
  // The bar's end dragged: the stay longer or shorter in its own room, priced at once in the Move dialog.
  const onResize = useCallback(({ bar, room, lengthen }: GridResize) => {
    const count = daysBetween(bar.stay.from, bar.stay.to) + 1 + lengthen;
    setMoving({ bar, source: room, target: room, shift: 0, nights: Math.max(1, count) });
  }, []);
  const onMove = useCallback(
    (bar: MoveRequest['bar'], source: MoveRequest['source']) => setMoving({ bar, source }),
    [],
  );

  return (
    <div>
      <PageHeader
        title="Room grid"
        help={`Who sleeps in which room, ${formatDay(from)} to ${formatDay(addDays(from, nights - 1))}.`}
      />
      <p className="mb-4 text-sm text-slate-600">
        Drag a stay to another room or other nights, drag its end (the grip at its right) to make it longer or shorter,
        or use its Move button (⇄): a room of the same type on the same nights is moved at once; another room type,
        other nights or a longer or shorter stay is a change of the booking, priced before you confirm. Click an empty
        night to start a booking of that room type. See also{' '}
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
        <div>
          <label className="label" htmlFor={`${id}-nights`}>
            Nights shown
          </label>
          <select
            id={`${id}-nights`}
            className="input"
            value={nights}
            onChange={(e) => set({ nights: e.target.value })}
          >
            {GRID_WINDOWS.map((n) => (
              <option key={n} value={n}>
                {n === 14 ? '14 nights (two weeks)' : '31 nights (a month)'}
              </option>
            ))}
          </select>
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
      <p role="status" className="mb-3 min-h-5 text-sm font-medium text-slate-900" data-testid="grid-status">
        {said}
      </p>
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
              <GridLegend />
              <RoomGridTable
                propertyId={propertyId}
                types={gridRows(data, from, nights)}
                dates={dates}
                today={today}
                onMove={onMove}
                onDrop={onDrop}
                onResize={onResize}
              />
              <MoveStayDialog request={moving} rooms={data.rooms} onClose={() => setMoving(null)} onDone={done} />
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
