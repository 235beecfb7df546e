import type { AdminRoom } from '@staybook/contract/admin-rooms';
import { formatDay, formatDayMonth, plural } from '@staybook/contract/format';
import { housekeepingStatusLabels } from '@staybook/contract/housekeeping';
import { type IsoDate, weekdayOf } from '@staybook/contract/stay-dates';
import { type DragEvent, type MouseEvent, memo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ScrollRegion } from '../../components/list-kit';
import { consolePaths } from '../../lib/console-paths';
import { type GridBar, type GridCell, type GridRoomType, newBookingSearch } from '../logic/room-grid';
import { Bar, type BarHandlers, nightOfCell } from './grid-bar';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const floorOf = (floor: number) => (floor === 0 ? 'Ground floor' : `Floor ${floor}`);

type StayBar = Extract<GridBar, { kind: 'booking' }>;

/** A bar dropped on a room and night: the stay, its room, and how many nights from the grabbed one the drop is. */
export interface GridDrop {
  bar: StayBar;
  source: AdminRoom;
  target: AdminRoom;
  shift: number;
}

/** A bar's end let go on another night: the stay in its room, and how many nights longer (or shorter) it asks to be. */
export interface GridResize {
  bar: StayBar;
  room: AdminRoom;
  lengthen: number;
}

interface RowProps {
  propertyId: string;
  room: AdminRoom | null;
  roomTypeId: string;
  label: string;
  detail: string;
  cells: GridCell[];
  dates: IsoDate[];
  today: IsoDate;
  handlers: BarHandlers;
}

/**
 * One row: a room (or a lane of its type's blocks) and its cells. An empty night of a room is a link to a desk booking
 * of its type from that night (out of the tab order: 1,800 of them would bury the bars; the New booking page is in the
 * menu), found by the table's one click handler so 60 rooms × 31 nights stay cheap to draw.
 */
const GridRow = memo(function GridRow({
  propertyId,
  room,
  roomTypeId,
  label,
  detail,
  cells,
  dates,
  today,
  handlers,
}: RowProps) {
  return (
    <tr className="border-b border-slate-100" data-testid={room ? 'grid-room' : 'grid-blocks'} data-room={room?.id}>
      <th
        scope="row"
        className="sticky left-0 z-10 bg-white px-3 py-1.5 text-left align-top font-normal shadow-[1px_0_0_rgb(226_232_240)]"
      >
        <span className="block font-semibold text-slate-900">{label}</span>{' '}
        <span className="block truncate text-xs text-slate-600" title={detail}>
          {detail}
        </span>
      </th>
      {cells.map((cell) =>
        cell.kind === 'empty' ? (
          <td
            key={`e${cell.index}`}
            data-start={cell.index}
            data-span={1}
            className={`h-10 border-l border-slate-100 p-0 ${dates[cell.index] === today ? 'bg-amber-50' : ''}`}
          >
            {room && dates[cell.index]! >= today && (
              <a
                href={`${consolePaths.newBooking}${newBookingSearch(propertyId, roomTypeId, dates[cell.index]!)}`}
                tabIndex={-1}
                data-new-booking=""
                className="block h-10 w-full hover:bg-sky-50"
              >
                <span className="sr-only">
                  Book a {room.roomTypeName} from {formatDay(dates[cell.index]!)}
                </span>
              </a>
            )}
          </td>
        ) : (
          <td
            key={cell.bar.key}
            colSpan={cell.bar.span}
            data-start={cell.bar.start}
            data-span={cell.bar.span}
            className="border-l border-slate-100 px-0.5 py-1"
          >
            <Bar bar={cell.bar} room={room} handlers={handlers} />
          </td>
        ),
      )}
    </tr>
  );
});

/**
 * The grid itself: a table whose rows are the numbered rooms (grouped by type, each type's blocks in rows of their own
 * under its heading) and whose columns are the window's nights. It scrolls sideways inside its own box with the room
 * column held in place, so a phone reads any night beside its room. A stay's bar is dragged to another room or nights
 * (the drop names the room and night under the pointer), or its end to another night; its Move button does both from
 * the keyboard.
 */
export function RoomGridTable({
  propertyId,
  types,
  dates,
  today,
  onMove,
  onDrop,
  onResize,
}: {
  propertyId: string;
  types: GridRoomType[];
  dates: IsoDate[];
  today: IsoDate;
  onMove: BarHandlers['onMove'];
  onDrop: (drop: GridDrop) => void;
  onResize: (resize: GridResize) => void;
}) {
  const navigate = useNavigate();
  const dragging = useRef<{ bar: StayBar; room: AdminRoom; grabIndex: number } | null>(null);
  const handlers = useRef<BarHandlers>({ onMove, onDragStart: () => {}, onResize: () => {}, onCarry: () => {} });
  handlers.current.onMove = onMove;
  handlers.current.onResize = (bar, room, lastIndex) =>
    onResize({ bar, room, lengthen: lastIndex - (bar.start + bar.span - 1) });
  handlers.current.onDragStart = (bar, room, grabIndex) => {
    dragging.current = { bar, room, grabIndex };
  };
  // A finger's or a pen's carry ends as a mouse's drop does.
  handlers.current.onCarry = (bar, room, grabIndex, cell, x) => dropAt({ bar, room, grabIndex }, cell, x);
  const stable = useRef<BarHandlers>({
    onMove: (bar, room) => handlers.current.onMove(bar, room),
    onDragStart: (bar, room, grab) => handlers.current.onDragStart(bar, room, grab),
    onResize: (bar, room, lastIndex) => handlers.current.onResize(bar, room, lastIndex),
    onCarry: (bar, room, grabIndex, cell, x) => handlers.current.onCarry(bar, room, grabIndex, cell, x),
  }).current;
  const roomsById = new Map(types.flatMap((t) => t.rooms.map((r) => [r.room.id, r.room] as const)));

  const onClick = (e: MouseEvent<HTMLTableElement>) => {
    const link = (e.target as Element).closest('a[data-new-booking]');
    if (!link || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(link.getAttribute('href')!);
  };
  const onDragOver = (e: DragEvent<HTMLTableElement>) => {
    if (dragging.current) e.preventDefault();
  };
  /** A stay let go over a night's cell at x: the room of the cell's row, the nights shifted; false off a room's row. */
  function dropAt(drag: { bar: StayBar; room: AdminRoom; grabIndex: number }, cell: Element, x: number): boolean {
    const target = roomsById.get(cell.closest('tr')?.getAttribute('data-room') ?? '');
    if (!target) return false;
    onDrop({ bar: drag.bar, source: drag.room, target, shift: nightOfCell(cell, x) - drag.grabIndex });
    return true;
  }
  const drop = (e: DragEvent<HTMLTableElement>) => {
    const drag = dragging.current;
    dragging.current = null;
    const cell = (e.target as Element).closest('td[data-start]');
    if (drag && cell && dropAt(drag, cell, e.clientX)) e.preventDefault();
  };

  const first = dates[0]!;
  const last = dates.at(-1)!;
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <ScrollRegion label="Room grid (scrolls sideways)">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click lands on an empty night's link (Enter clicks it too); the table only routes it */}
        <table
          className="w-full table-fixed border-collapse text-sm"
          style={{ minWidth: `${9 + dates.length * (dates.length > 14 ? 3.25 : 4.25)}rem` }}
          onClick={onClick}
          onDragOver={onDragOver}
          onDrop={drop}
          onDragEnd={() => {
            dragging.current = null;
          }}
        >
          <caption className="sr-only">
            Rooms and who sleeps in them, {formatDay(first)} to {formatDay(last)}
          </caption>
          <colgroup>
            <col className="w-36" />
            {dates.map((d) => (
              <col key={d} />
            ))}
          </colgroup>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="sticky left-0 z-10 bg-white px-3 py-2 text-left font-semibold text-slate-900">
                Room
              </th>
              {dates.map((d) => (
                <th
                  key={d}
                  scope="col"
                  className={`px-1 py-2 text-center text-xs font-semibold ${d === today ? 'bg-amber-50 text-amber-900' : 'text-slate-700'}`}
                >
                  <abbr title={formatDay(d)} className="no-underline">
                    <span className="block">{WEEKDAYS[weekdayOf(d)]}</span>
                    <span className="block">{formatDayMonth(d)}</span>
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          {types.map((type) => (
            <tbody key={type.roomTypeId}>
              <tr className="border-b border-slate-200 bg-slate-50">
                {/* The type's name is held with the room column; on a phone a long one runs over the empty nights. */}
                <th
                  scope="rowgroup"
                  className="sticky left-0 z-10 whitespace-nowrap bg-slate-50 px-3 py-1.5 text-left font-semibold text-slate-900"
                >
                  {type.roomTypeName} · {plural(type.rooms.length, 'room')}
                </th>
                <td colSpan={dates.length} />
              </tr>
              {type.blockLanes.map((cells, lane) => (
                <GridRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: a lane is its place under the type
                  key={`blocks-${lane}`}
                  propertyId={propertyId}
                  room={null}
                  roomTypeId={type.roomTypeId}
                  label="Blocked"
                  detail={`${type.roomTypeName}, no room in particular`}
                  cells={cells}
                  dates={dates}
                  today={today}
                  handlers={stable}
                />
              ))}
              {type.rooms.map(({ room, cells }) => (
                <GridRow
                  key={room.id}
                  propertyId={propertyId}
                  room={room}
                  roomTypeId={type.roomTypeId}
                  label={room.number}
                  detail={`${floorOf(room.floor)}${room.features.length > 0 ? ` · ${room.features.join(', ')}` : ''}${room.housekeepingStatus && room.housekeepingStatus !== 'clean' ? ` · ${housekeepingStatusLabels[room.housekeepingStatus].toLowerCase()}` : ''}`}
                  cells={cells}
                  dates={dates}
                  today={today}
                  handlers={stable}
                />
              ))}
            </tbody>
          ))}
        </table>
      </ScrollRegion>
    </div>
  );
}
