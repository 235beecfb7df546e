import type { AdminBookingSummary } from '@staybook/contract/admin-bookings';
import { formatDayWithWeekday, formatParty, plural } from '@staybook/contract/format';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { ScrollRegion } from '../../components/list-kit';
import { consolePaths } from '../../lib/console-paths';
import { arrivalsBoardOf, isIsoDate, useArrivals } from '../api/get-arrivals';
import { useDeskProperties } from '../api/get-desk-properties';
import { useStayAction } from '../components/stay-actions';
import { statusLabel, statusTone } from '../logic/labels';

/** Arrivals, departures and guests in house for a chosen day (today in IST by default), with check-in/out. */
export default function ArrivalsPage() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const today = todayIst();
  const { date, propertyId } = arrivalsBoardOf(params, today);
  const board = useArrivals(date, propertyId);
  const properties = useDeskProperties();
  const stay = useStayAction();

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  const row = (b: AdminBookingSummary) => (
    <tr key={b.id} className="border-b border-slate-100 align-top">
      <th scope="row" className="py-2 pr-3 font-semibold">
        <Link to={consolePaths.booking(b.id)} className="text-sky-800 underline">
          {b.code}
        </Link>
      </th>
      <td className="py-2 pr-3">
        <div>{b.guestName}</div>
        <a className="text-slate-600 underline" href={`tel:+91${b.guestPhone}`}>
          +91 {b.guestPhone}
        </a>
      </td>
      <td className="py-2 pr-3">
        {b.property.name}
        <div className="text-slate-600">
          {plural(b.rooms, 'room')}, {formatParty(b)}
        </div>
      </td>
      <td className="py-2 pr-3">
        {formatDayWithWeekday(b.checkIn)} → {formatDayWithWeekday(b.checkOut)}
      </td>
      <td className="py-2 pr-3">
        <Badge tone={statusTone(b.status)}>{statusLabel(b.status)}</Badge>
      </td>
      <td className="py-2 pr-3 text-right">
        {b.actions.checkIn && (
          <button
            type="button"
            className="btn-primary"
            disabled={stay.isPending}
            aria-label={`Check in ${b.code} (${b.guestName})`}
            onClick={() => stay.mutate({ id: b.id, action: 'check-in' })}
          >
            Check in
          </button>
        )}
        {b.actions.checkOut && (
          <button
            type="button"
            className="btn-primary"
            disabled={stay.isPending}
            aria-label={`Check out ${b.code} (${b.guestName})`}
            onClick={() => stay.mutate({ id: b.id, action: 'check-out' })}
          >
            Check out
          </button>
        )}
      </td>
    </tr>
  );

  const section = (title: string, items: AdminBookingSummary[], empty: string) => (
    <Panel title={`${title} (${items.length})`} className="mb-6">
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ScrollRegion label={`${title} table`}>
          <table className="w-full min-w-[680px] text-left text-sm">
            <caption className="sr-only">
              {title} on {formatDayWithWeekday(date)}
            </caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Booking
                </th>
                <th scope="col" className="py-2 pr-3">
                  Guest
                </th>
                <th scope="col" className="py-2 pr-3">
                  Property
                </th>
                <th scope="col" className="py-2 pr-3">
                  Stay
                </th>
                <th scope="col" className="py-2 pr-3">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>{items.map(row)}</tbody>
          </table>
        </ScrollRegion>
      )}
    </Panel>
  );

  return (
    <div>
      <PageHeader
        title="Arrivals & departures"
        help={`Who arrives, leaves and stays on ${formatDayWithWeekday(date)}.`}
      />
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
            onChange={(e) => isIsoDate(e.target.value) && set('date', e.target.value === today ? '' : e.target.value)}
          />
        </div>
        <button type="button" className="btn-outline" onClick={() => set('date', addDays(date, -1))}>
          Previous day
        </button>
        <button type="button" className="btn-outline" onClick={() => set('date', '')} disabled={date === today}>
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
      {board.isPending ? (
        <Loading label="Loading arrivals and departures" />
      ) : board.isError ? (
        <ErrorNotice error={board.error} onRetry={() => void board.refetch()} />
      ) : board.data.arrivals.length + board.data.departures.length + board.data.inHouse.length === 0 ? (
        <EmptyState>No arrivals, departures or guests in house on {formatDayWithWeekday(date)}.</EmptyState>
      ) : (
        <>
          {section('Arrivals', board.data.arrivals, 'Nobody arrives on this day.')}
          {section('Departures', board.data.departures, 'Nobody leaves on this day.')}
          {section('In house', board.data.inHouse, 'Nobody else is staying over.')}
        </>
      )}
    </div>
  );
}
