import type { AdminRoom } from '@staybook/contract/admin-rooms';
import { formatDay, formatDayMonth, plural } from '@staybook/contract/format';
import { type IsoDate, weekdayOf } from '@staybook/contract/stay-dates';
import { Link } from 'react-router';
import { ScrollRegion } from '../../components/list-kit';
import { consolePaths } from '../../lib/console-paths';
import type { GridBar, GridRoomType } from '../logic/room-grid';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const nights = (from: string, to: string) => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);
const floorOf = (floor: number) => (floor === 0 ? 'Ground floor' : `Floor ${floor}`);

/** What a bar says in full (its link's name, and its tooltip): who, which booking, which room, which nights. */
export function barText(bar: GridBar, room: AdminRoom): string {
  const edges = `${bar.continuesBefore ? ', from before these dates' : ''}${bar.continuesAfter ? ', going on after these dates' : ''}`;
  if (bar.kind === 'booking')
    return `${bar.stay.guestName}, booking ${bar.stay.bookingCode}, room ${room.number}, ${nights(bar.stay.from, bar.stay.to)}${edges}`;
  return `Room ${room.number} out of service: ${bar.reason}, ${nights(bar.from, bar.to)}${edges}`;
}

function Bar({ bar, room }: { bar: GridBar; room: AdminRoom }) {
  const text = barText(bar, room);
  const shape = `${bar.continuesBefore ? 'rounded-l-none' : ''} ${bar.continuesAfter ? 'rounded-r-none' : ''}`;
  if (bar.kind === 'out-of-service')
    return (
      <span
        className={`block truncate rounded-md bg-slate-300 px-2 py-1.5 text-xs font-medium text-slate-900 [background-image:repeating-linear-gradient(135deg,transparent_0_6px,rgb(0_0_0/0.07)_6px_12px)] ${shape}`}
        title={text}
        data-testid="grid-out-of-service"
      >
        <span aria-hidden="true">Out of service · {bar.reason}</span>
        <span className="sr-only">{text}</span>
      </span>
    );
  const inHouse = bar.stay.status === 'checked_in';
  return (
    <Link
      to={consolePaths.booking(bar.stay.bookingId)}
      className={`block truncate rounded-md px-2 py-1.5 text-xs font-semibold text-white underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 ${inHouse ? 'bg-emerald-700' : 'bg-sky-700'} ${shape}`}
      title={text}
      data-testid="grid-bar"
    >
      <span aria-hidden="true">
        {bar.continuesBefore && '‹ '}
        {bar.stay.guestName} · {bar.stay.bookingCode}
        {bar.continuesAfter && ' ›'}
      </span>
      <span className="sr-only">{text}</span>
    </Link>
  );
}

/**
 * The grid itself: a table whose rows are the numbered rooms (grouped by type, each row headed by its room) and whose
 * columns are the window's nights (each headed by its date). It scrolls sideways inside its own box with the room
 * column held in place, so a phone reads any night beside its room.
 */
export function RoomGridTable({ types, dates, today }: { types: GridRoomType[]; dates: IsoDate[]; today: IsoDate }) {
  const first = dates[0]!;
  const last = dates.at(-1)!;
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <ScrollRegion label="Room grid (scrolls sideways)">
        <table className="w-full min-w-[66rem] table-fixed border-collapse text-sm">
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
              {type.rooms.map(({ room, cells }) => (
                <tr key={room.id} className="border-b border-slate-100" data-testid="grid-room">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 bg-white px-3 py-1.5 text-left align-top font-normal shadow-[1px_0_0_rgb(226_232_240)]"
                  >
                    <span className="block font-semibold text-slate-900">{room.number}</span>{' '}
                    <span className="block truncate text-xs text-slate-600" title={room.features.join(', ')}>
                      {floorOf(room.floor)}
                      {room.features.length > 0 && ` · ${room.features.join(', ')}`}
                    </span>
                  </th>
                  {cells.map((cell) =>
                    cell.kind === 'empty' ? (
                      <td
                        key={`e${cell.index}`}
                        className={`border-l border-slate-100 ${dates[cell.index] === today ? 'bg-amber-50' : ''}`}
                      />
                    ) : (
                      <td key={cell.bar.key} colSpan={cell.bar.span} className="border-l border-slate-100 px-0.5 py-1">
                        <Bar bar={cell.bar} room={room} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </ScrollRegion>
    </div>
  );
}
