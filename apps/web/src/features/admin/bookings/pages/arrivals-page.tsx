import type { AdminBookingChange, AdminBookingSummary } from '@staybook/contract/admin-bookings';
import { formatDayWithWeekday, formatParty, plural } from '@staybook/contract/format';
import { ROOM_BLOCK_KIND_LABELS, type RoomBlock } from '@staybook/contract/room-blocks';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, PageHeader, Panel } from '../../components/console-ui';
import { type Column, DataTable } from '../../components/data-table';
import { QueryState } from '../../components/query-state';
import { FormCDayNotice } from '../../form-c/components/form-c-day-notice';
import { useDayBlocks } from '../../inventory/api/room-blocks';
import { consolePaths } from '../../lib/console-paths';
import type { StayAction } from '../api/change-stay';
import { arrivalsBoardOf, isIsoDate, useArrivals } from '../api/get-arrivals';
import { useDeskProperties } from '../api/get-desk-properties';
import { type PendingStayAction, StayActionDialog, UndoStayNotice } from '../components/stay-actions';
import { statusLabel, statusTone } from '../logic/labels';

/** A board row's columns before its action: the booking, who, where and when. */
const boardColumns: Column<AdminBookingSummary>[] = [
  {
    header: 'Booking',
    rowHeader: true,
    className: 'font-semibold',
    cell: (b) => (
      <Link to={consolePaths.booking(b.id)} className="text-sky-800 underline">
        {b.code}
      </Link>
    ),
  },
  {
    header: 'Guest',
    cell: (b) => (
      <>
        <div>{b.guestName}</div>
        <a className="text-slate-600 underline" href={`tel:+91${b.guestPhone}`}>
          +91 {b.guestPhone}
        </a>
      </>
    ),
  },
  {
    header: 'Property',
    cell: (b) => (
      <>
        {b.property.name}
        <div className="text-slate-600">
          {plural(b.rooms, 'room')}, {formatParty(b)}
        </div>
      </>
    ),
  },
  { header: 'Stay', cell: (b) => `${formatDayWithWeekday(b.checkIn)} → ${formatDayWithWeekday(b.checkOut)}` },
  { header: 'Status', cell: (b) => <Badge tone={statusTone(b.status)}>{statusLabel(b.status)}</Badge> },
];

const blockColumns: Column<RoomBlock>[] = [
  {
    header: 'Room',
    rowHeader: true,
    cell: (b) => (
      <>
        <div className="font-semibold">{b.roomTypeName}</div>
        <div className="text-slate-600">{b.propertyName}</div>
      </>
    ),
  },
  {
    header: 'Why',
    cell: (b) => (
      <>
        <Badge tone="slate">
          {b.channel ? `${ROOM_BLOCK_KIND_LABELS[b.kind]}: ${b.channel}` : ROOM_BLOCK_KIND_LABELS[b.kind]}
        </Badge>
        <div className="text-slate-600">{b.reason}</div>
      </>
    ),
  },
  { header: 'Rooms', cell: (b) => plural(b.roomCount, 'room') },
  { header: 'Nights', cell: (b) => `${formatDayWithWeekday(b.from)} → ${formatDayWithWeekday(b.to)}` },
];

/** The rooms out of inventory on the day (owner stays, repairs, other channels' bookings), beside who comes and goes. */
function DayBlocks({ date, propertyId }: { date: string; propertyId: string }) {
  const blocks = useDayBlocks(date, propertyId);
  const items = blocks.data ?? [];
  return (
    <Panel title={`Rooms blocked (${items.length})`} className="mb-6">
      {blocks.isError ? (
        <p className="text-sm text-red-700">The day's blocks could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">
          {blocks.isPending ? 'Loading blocks…' : 'No rooms are blocked this night.'}
        </p>
      ) : (
        <DataTable
          label="Rooms blocked table"
          caption={`Rooms blocked on ${formatDayWithWeekday(date)}`}
          columns={blockColumns}
          rows={items}
          rowKey={(b) => b.id}
          minWidth="min-w-[560px]"
        />
      )}
    </Panel>
  );
}

/**
 * The day view: arrivals, departures, guests in house, no-shows and same-day early departures for a chosen day (today
 * in IST by default; the day chosen is kept in the URL, so reload and back keep it), with check-in, check-out and
 * no-show, each confirmed first and undoable for a while.
 */
export default function ArrivalsPage() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const today = todayIst();
  const { date, propertyId } = arrivalsBoardOf(params, today);
  const board = useArrivals(date, propertyId);
  const properties = useDeskProperties();
  const [stay, setStay] = useState<PendingStayAction | null>(null);
  const [lastChange, setLastChange] = useState<AdminBookingChange | null>(null);
  const ask = (b: AdminBookingSummary, action: StayAction) => setStay({ id: b.id, code: b.code, action });

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  // The actions come right after the booking, so a phone reaches them without scrolling the table sideways.
  const [bookingColumn, ...otherColumns] = boardColumns;
  const columns: Column<AdminBookingSummary>[] = [
    ...(bookingColumn ? [bookingColumn] : []),
    {
      header: 'Action',
      cell: (b) => (
        <div className="flex flex-wrap gap-2">
          {b.actions.checkIn && (
            <button
              type="button"
              className="btn-primary"
              disabled={stay !== null}
              aria-label={`Check in ${b.code} (${b.guestName})`}
              onClick={() => ask(b, 'check-in')}
            >
              Check in
            </button>
          )}
          {b.actions.noShow && (
            <button
              type="button"
              className="btn-outline"
              disabled={stay !== null}
              aria-label={`Mark ${b.code} (${b.guestName}) as a no-show`}
              onClick={() => ask(b, 'no-show')}
            >
              No-show
            </button>
          )}
          {b.actions.checkOut && (
            <button
              type="button"
              className="btn-primary"
              disabled={stay !== null}
              aria-label={`Check out ${b.code} (${b.guestName})`}
              onClick={() => ask(b, 'check-out')}
            >
              {b.checkOut > today ? 'Check out early' : 'Check out'}
            </button>
          )}
        </div>
      ),
    },
    ...otherColumns,
  ];

  const section = (title: string, items: AdminBookingSummary[], empty: string) => (
    <Panel title={`${title} (${items.length})`} className="mb-6">
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <DataTable
          label={`${title} table`}
          caption={`${title} on ${formatDayWithWeekday(date)}`}
          columns={columns}
          rows={items}
          rowKey={(b) => b.id}
          rowTestId="day-row"
          minWidth="min-w-[680px]"
        />
      )}
    </Panel>
  );

  return (
    <div>
      <PageHeader
        title="Arrivals & departures"
        help={`Who arrives, leaves and stays on ${formatDayWithWeekday(date)}.`}
      />
      {lastChange && (
        <UndoStayNotice
          booking={lastChange.booking}
          message={lastChange.message}
          onUndone={() => setLastChange(null)}
        />
      )}
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label className="label" htmlFor={`${id}-date`}>
            Day
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="input"
            value={date}
            onChange={(e) => isIsoDate(e.target.value) && set('date', e.target.value)}
          />
        </div>
        <button type="button" className="btn-outline" onClick={() => set('date', addDays(date, -1))}>
          Previous day
        </button>
        <button type="button" className="btn-outline" onClick={() => set('date', today)} disabled={date === today}>
          Today
        </button>
        <button type="button" className="btn-outline" onClick={() => set('date', addDays(date, 1))}>
          Next day
        </button>
        <div>
          <label className="label" htmlFor={`${id}-property`}>
            Property
          </label>
          <select
            id={`${id}-property`}
            className="input"
            value={propertyId}
            onChange={(e) => set('propertyId', e.target.value)}
          >
            <option value="">All properties</option>
            {properties.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.city})
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormCDayNotice propertyId={propertyId} />
      <QueryState
        query={board}
        loading="Loading arrivals and departures"
        isEmpty={(data) =>
          data.arrivals.length +
            data.departures.length +
            data.inHouse.length +
            data.noShows.length +
            data.earlyDepartures.length ===
          0
        }
        empty={`No arrivals, departures or guests in house on ${formatDayWithWeekday(date)}.`}
      >
        {(data) => (
          <>
            {section('Arrivals', data.arrivals, 'Nobody arrives on this day.')}
            {section('Departures', data.departures, 'Nobody leaves on this day.')}
            {section('In house', data.inHouse, 'Nobody is in house this night.')}
            {section('No-shows', data.noShows, 'No arrival of this day was marked a no-show.')}
            {section('Early departures', data.earlyDepartures, 'Nobody left early on this day.')}
          </>
        )}
      </QueryState>
      <DayBlocks date={date} propertyId={propertyId} />
      <StayActionDialog pending={stay} onClose={() => setStay(null)} onDone={setLastChange} />
    </div>
  );
}
