import { formatDay, formatInstant, plural } from '@staybook/contract/format';
import {
  type HousekeepingBoard,
  type HousekeepingRoom,
  type HousekeepingStatus,
  housekeepingStatuses,
  housekeepingStatusLabels,
} from '@staybook/contract/housekeeping';
import { isIsoDate } from '@staybook/contract/stay-dates';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMyAccess } from '../../access/api/get-my-access';
import { can } from '../../access/logic/can';
import { deskPropertiesQueryOptions } from '../../bookings/api/get-desk-properties';
import { EmptyState, PageHeader, Panel } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';
import { useHousekeepingBoard, useSetRoomState } from '../api/housekeeping';
import { arrivalsWaiting, boardOf, departuresToClean, roomsByStatus } from '../logic/board';

const badge: Record<HousekeepingStatus, string> = {
  dirty: 'bg-amber-100 text-amber-950',
  clean: 'bg-emerald-100 text-emerald-900',
  inspected: 'bg-sky-100 text-sky-900',
  out_of_order: 'bg-slate-300 text-slate-900',
};

function StateBadge({ status }: { status: HousekeepingStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge[status]}`}>
      {housekeepingStatusLabels[status]}
    </span>
  );
}

/** What is happening in a room that day, in words. */
function dayOf(room: HousekeepingRoom): string[] {
  return [
    room.departure === 'due' && 'Guest leaving today',
    room.departure === 'left' && 'Guest left',
    room.arrival && 'Guest arriving today',
    !room.arrival && room.occupiedTonight && room.departure === null && 'Guest staying',
    room.outOfService && 'Out of service',
  ].filter((s): s is string => typeof s === 'string');
}

/** One room with its state, the day's news and a button per state (large enough for a thumb). */
function RoomCard({
  room,
  onSet,
  busy,
}: {
  room: HousekeepingRoom;
  onSet: (s: HousekeepingStatus) => void;
  busy: boolean;
}) {
  return (
    <li id={`room-${room.number}`} className="rounded-xl border border-slate-200 bg-white p-3" data-testid="hk-room">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-slate-900">Room {room.number}</h3>
        <StateBadge status={room.status} />
        <span className="text-xs text-slate-600">
          {room.roomTypeName} · {room.floor === 0 ? 'Ground floor' : `Floor ${room.floor}`}
        </span>
      </div>
      {dayOf(room).length > 0 && <p className="mt-1 text-sm text-slate-800">{dayOf(room).join(' · ')}</p>}
      {room.changedAt !== null && (
        <p className="mt-1 text-xs text-slate-600">
          {housekeepingStatusLabels[room.status]} since {formatInstant(room.changedAt)}
          {room.changedBy && `, by ${room.changedBy}`}
        </p>
      )}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {housekeepingStatuses.map((s) => (
          <button
            key={s}
            type="button"
            className={`min-h-11 rounded-lg px-2 text-sm font-medium ring-1 ${room.status === s ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-slate-900 ring-slate-300 hover:bg-slate-50'}`}
            aria-pressed={room.status === s}
            aria-label={`Mark room ${room.number} ${housekeepingStatusLabels[s].toLowerCase()}`}
            disabled={busy}
            onClick={() => onSet(s)}
          >
            {housekeepingStatusLabels[s]}
          </button>
        ))}
      </div>
    </li>
  );
}

/** A short list of rooms (departures, arrivals) linking to each room's card below. */
function RoomList({
  rooms,
  empty,
  note,
}: {
  rooms: HousekeepingRoom[];
  empty: string;
  note: (r: HousekeepingRoom) => string;
}) {
  if (rooms.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {rooms.map((r) => (
        <li key={r.id}>
          <a className="font-semibold text-sky-800 underline" href={`#room-${r.number}`}>
            Room {r.number}
          </a>{' '}
          · {housekeepingStatusLabels[r.status]} · {note(r)}
        </li>
      ))}
    </ul>
  );
}

function Board({ board, onSaid }: { board: HousekeepingBoard; onSaid: (s: string) => void }) {
  const set = useSetRoomState();
  const departures = departuresToClean(board);
  const arrivals = arrivalsWaiting(board);
  const onSet = (room: HousekeepingRoom) => (status: HousekeepingStatus) =>
    set.mutate(
      { roomId: room.id, status },
      {
        onSuccess: () => onSaid(`Room ${room.number} marked ${housekeepingStatusLabels[status].toLowerCase()}.`),
        onError: (e) => onSaid(`Room ${room.number} was not changed: ${errorMessage(e)}`),
      },
    );
  return (
    <div className="space-y-4">
      <Panel title={`Departures to clean (${departures.length})`}>
        <RoomList
          rooms={departures}
          empty="No room to clean after a departure."
          note={(r) => (r.departure === 'left' ? 'guest left: clean now' : 'guest still to leave')}
        />
      </Panel>
      <Panel title={`Arrivals waiting (${arrivals.length})`}>
        <RoomList rooms={arrivals} empty="Every arrival’s room is ready." note={() => 'a guest arrives today'} />
        {board.arrivalsWithoutRoom > 0 && (
          <p className="mt-2 text-sm text-slate-700">
            {plural(board.arrivalsWithoutRoom, 'arriving room')} still to be given a room by the desk: ready rooms go
            first.
          </p>
        )}
      </Panel>
      {roomsByStatus(board).map(([status, rooms]) =>
        rooms.length === 0 ? null : (
          <section key={status} aria-labelledby={`hk-${status}`}>
            <h2 id={`hk-${status}`} className="mb-2 text-lg font-semibold text-slate-900">
              {housekeepingStatusLabels[status]} ({rooms.length})
            </h2>
            <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {rooms.map((r) => (
                <RoomCard key={r.id} room={r} onSet={onSet(r)} busy={set.isPending} />
              ))}
            </ul>
          </section>
        ),
      )}
      <Panel title="Recent changes">
        {board.history.length === 0 ? (
          <p className="text-sm text-slate-600">No room has changed state yet.</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="hk-history">
            {board.history.slice(0, 20).map((c) => (
              <li key={`${c.roomId}-${c.at}-${c.to}`}>
                {formatInstant(c.at)} · Room {c.number}: {c.from ? housekeepingStatusLabels[c.from] : 'new'} →{' '}
                {housekeepingStatusLabels[c.to]} · {c.by}
                {c.note && ` · “${c.note}”`}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

/**
 * Housekeeping (issue 44), made for a phone: a property's rooms for the day — departures to clean, arrivals waiting,
 * every room by state with a button per state — and the latest changes with who made them. Housekeepers see only their
 * properties; the desk and managers see it too. The property and day are kept in the address.
 */
export default function HousekeepingPage() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const { propertyId, date } = boardOf(params);
  const access = useMyAccess();
  const seesDesk = can(access.data, 'bookings.view');
  // A housekeeper has no desk: their properties are their access's (a desk member's list names every one they have).
  const deskProperties = useQuery({ ...deskPropertiesQueryOptions(), enabled: seesDesk });
  const properties = seesDesk ? (deskProperties.data ?? []) : (access.data?.properties ?? []);
  const board = useHousekeepingBoard(propertyId, date);
  const [said, setSaid] = useState('');
  const set = (values: Record<string, string>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) next.set(key, value);
    setParams(next, { replace });
  };
  const first = properties[0];
  useEffect(() => {
    if (!propertyId && first) set({ property: first.id }, true);
  });

  return (
    <div>
      <PageHeader title="Housekeeping" help={`Rooms to clean and rooms ready, ${formatDay(date)}.`} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        {properties.length > 1 && (
          <div>
            <label className="label" htmlFor={`${id}-property`}>
              Property
            </label>
            <select
              id={`${id}-property`}
              className="input"
              value={propertyId}
              onChange={(e) => set({ property: e.target.value })}
            >
              {properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label className="label" htmlFor={`${id}-date`}>
            Day
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="input"
            value={date}
            onChange={(e) => isIsoDate(e.target.value) && set({ date: e.target.value })}
          />
        </div>
      </div>
      <p role="status" className="mb-3 min-h-5 text-sm font-medium text-slate-900">
        {said}
      </p>
      {!propertyId ? (
        access.isPending ? null : (
          <EmptyState>Choose a property to see its rooms.</EmptyState>
        )
      ) : (
        <QueryState
          query={board}
          loading="Loading the housekeeping board"
          isEmpty={(data) => data.rooms.length === 0}
          empty="This property has no numbered rooms yet: the desk numbers them in the Catalogue."
        >
          {(data) => <Board board={data} onSaid={setSaid} />}
        </QueryState>
      )}
    </div>
  );
}
